import Foundation

extension View {
    /// The subtree as text, one line per view, stable and diffable.
    ///
    /// Each line is the view's type (or `debugName`), its `accessibilityIdentifier` in quotes,
    /// its frame as `(x y; w h)`, then only what differs from the defaults. Numbers print in
    /// their shortest exact form.
    ///
    ///     Window (0 0; 390 844)
    ///     └ View (0 0; 390 844) bg=#FFFFFF
    ///       ├ Label "title" (16 60; 42.5 20.5) text="Hello"
    ///       └ ScrollView "pages" (0 100; 390 744) offset=(390 0) content=(1170 744)
    ///
    /// Past 40 levels a line starts with its depth in brackets (`[41] └ View`) instead of the
    /// branch lines above it, so the text grows linearly with the depth of the tree.
    ///
    /// - Complexity: O(*n*) in the number of views described.
    public func treeDescription(_ options: TreeDescriptionOptions = .default) -> String {
        var writer = TreeWriter(options: options)
        // Where the superview's coordinate origin lies in root coordinates.
        let parentOrigin = superview?.convert(CGPoint.zero, to: nil) ?? .zero
        if options.onlyVisible {
            guard isVisibleUpTheChain else { return "" }
            // Clipping ancestors above this view clip it too.
            var clip = writer.bounds(of: root)
            var ancestor = superview
            while let a = ancestor {
                if a.clipsToBounds { clip = clip.overlap(a.convert(a.bounds, to: nil)) }
                ancestor = a.superview
            }
            guard writer.markVisible(self, parentOrigin: parentOrigin, clip: clip, depth: 0) else {
                return ""
            }
        }
        writer.write(self, depth: 0, prefix: "", childPrefix: "", parentOrigin: parentOrigin)
        return writer.output
    }

    /// The view at the top of this view's tree: its window, if the window is at the top of
    /// its own tree (always, but for a window put inside a view).
    ///
    /// - Complexity: O(1) in a window; O(*d*) in the view's depth otherwise.
    var root: View {
        if let window, !window.hasSuperview { return window }
        var view = self
        while let parent = view.superview {
            countTreeOperation { $0.rootSteps &+= 1 }
            view = parent
        }
        return view
    }

    /// Whether no ancestor hides this view (hidden or alpha < 0.01).
    var isVisibleUpTheChain: Bool {
        var current: View? = self
        while let view = current {
            if view.isHidden || view.alpha < 0.01 { return false }
            current = view.superview
        }
        return true
    }
}

struct TreeWriter {
    let options: TreeDescriptionOptions
    var output = ""
    var count = 0

    init(options: TreeDescriptionOptions) {
        self.options = options
        output.reserveCapacity(4096)
    }

    @MainActor func frame(of view: View) -> CGRect {
        options.usesPresentationValues ? view.presentationFrame : view.frame
    }

    @MainActor func bounds(of view: View) -> CGRect {
        options.usesPresentationValues ? view.presentationBounds : view.bounds
    }

    /// Views that `onlyVisible` keeps.
    var visible: Set<ObjectIdentifier> = []

    /// First pass of `onlyVisible`: marks every view that shows, or has a descendant that shows.
    /// A view shows if it is not hidden, not transparent, and meets the clip rect.
    @MainActor mutating func markVisible(
        _ view: View, parentOrigin: CGPoint, clip: CGRect, depth: Int
    ) -> Bool {
        // Post-order with an explicit stack (any depth fits): a view is marked once its
        // subviews are, if it or one of them shows.
        struct Pending {
            let view: View
            let parentOrigin: CGPoint
            let clip: CGRect
            let depth: Int
            /// Index in `results` of the parent's entry.
            let parent: Int
        }
        var results: [(view: View, shows: Bool, parent: Int)] = []
        var pending = [
            Pending(view: view, parentOrigin: parentOrigin, clip: clip, depth: depth, parent: -1)
        ]
        while let item = pending.popLast() {
            let view = item.view
            let alpha = options.usesPresentationValues ? view.presentationAlpha : view.alpha
            if view.isHidden || alpha < 0.01 { continue }
            let windowFrame = frame(of: view).offsetBy(
                dx: item.parentOrigin.x, dy: item.parentOrigin.y)
            let childClip = view.clipsToBounds ? item.clip.overlap(windowFrame) : item.clip
            let bounds = bounds(of: view)
            let origin = CGPoint(
                x: windowFrame.minX - bounds.minX, y: windowFrame.minY - bounds.minY)
            let index = results.count
            results.append((view, windowFrame.overlaps(item.clip), item.parent))
            if options.maxDepth.map({ item.depth < $0 }) ?? true, !childClip.isNull {
                for child in view.subviewsForDump {
                    pending.append(
                        Pending(
                            view: child, parentOrigin: origin, clip: childClip,
                            depth: item.depth + 1, parent: index))
                }
            }
        }
        // Children come after their parent in `results`: one backward pass carries `shows` up.
        var index = results.count
        while index > 0 {
            index -= 1
            let entry = results[index]
            guard entry.shows else { continue }
            visible.insert(ObjectIdentifier(entry.view))
            if entry.parent >= 0 { results[entry.parent].shows = true }
        }
        return results.first?.shows ?? false
    }

    /// How many levels get branch lines; deeper lines print their depth instead, so that a
    /// dump stays linear in the depth of the tree.
    static let maxIndentLevels = 40

    /// Writes `view` and its subtree. `parentOrigin` is where the superview's coordinate origin
    /// lies in root coordinates.
    ///
    /// Past ``maxIndentLevels`` levels a line starts with its depth in brackets (`[41] ├ `)
    /// instead of the branch lines above it. An explicit stack stands in for recursion, so that
    /// any depth fits.
    @MainActor mutating func write(
        _ view: View, depth: Int, prefix: String, childPrefix: String, parentOrigin: CGPoint
    ) {
        struct Pending {
            let node: LayerTreeChild
            let depth: Int
            let prefix: String
            let childPrefix: String
            let parentOrigin: CGPoint
        }
        var pending = [
            Pending(
                node: .view(view), depth: depth, prefix: prefix, childPrefix: childPrefix,
                parentOrigin: parentOrigin)
        ]
        while let item = pending.popLast() {
            let origin: CGPoint
            // The children: subviews, or subviews and sublayers when the view's layer has
            // sublayers (the rare case, which alone pays for the merged list).
            var subviews: [View] = []
            var merged: [LayerTreeChild]?
            switch item.node {
            case .view(let view):
                origin = writeLine(view, prefix: item.prefix, parentOrigin: item.parentOrigin)
                if let maxDepth = options.maxDepth, item.depth >= maxDepth { continue }
                subviews = view.subviewsForDump
                if options.onlyVisible {
                    subviews.removeAll { !visible.contains(ObjectIdentifier($0)) }
                }
                merged = view.childrenWithSublayers(subviews)
            case .layer(let layer):
                origin = writeLine(layer, prefix: item.prefix, parentOrigin: item.parentOrigin)
                if let maxDepth = options.maxDepth, item.depth >= maxDepth { continue }
                merged = layer.sublayerList.map(LayerTreeChild.layer)
            }
            if options.onlyVisible, merged != nil {
                merged?.removeAll { if case .layer(let l) = $0 { l.isHidden } else { false } }
            }
            let count = merged?.count ?? subviews.count
            let depth = item.depth + 1
            let deep = depth > TreeWriter.maxIndentLevels
            var index = count
            while index > 0 {
                index -= 1
                let compact = options.style == .compact
                let last = index == count - 1
                let branch = compact ? "" : (last ? "└ " : "├ ")
                let prefix: String
                let childPrefix: String
                if deep {
                    prefix = "[\(depth)] " + branch
                    childPrefix = item.childPrefix
                } else if compact {
                    prefix = item.childPrefix + "  "
                    childPrefix = prefix
                } else {
                    prefix = item.childPrefix + branch
                    childPrefix = item.childPrefix + (last ? "  " : "│ ")
                }
                pending.append(
                    Pending(
                        node: merged?[index] ?? .view(subviews[index]), depth: depth,
                        prefix: prefix, childPrefix: childPrefix, parentOrigin: origin))
            }
        }
    }

    /// Writes the line of a sublayer (its type, frame and what differs from the defaults; no
    /// `#n` id, which numbers views); returns its sublayers' parent origin in root coordinates.
    @MainActor private mutating func writeLine(
        _ layer: Layer, prefix: String, parentOrigin: CGPoint
    ) -> CGPoint {
        let frame = layer.frame
        let windowFrame = frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
        let bounds = layer.bounds
        let origin = CGPoint(x: windowFrame.minX - bounds.minX, y: windowFrame.minY - bounds.minY)
        output += prefix
        output += String(describing: type(of: layer))
        if options.showsFrames {
            output += " " + formatted(options.coordinates == .window ? windowFrame : frame)
        }
        if options.showsProperties {
            var properties: [String] = []
            layer.appendLayerProperties(to: &properties)
            for property in properties where options.propertyFilter.includes(property) {
                output += " "
                output += property
            }
        }
        output += "\n"
        return origin
    }

    /// Writes the line of `view`; returns its subviews' parent origin in root coordinates.
    @MainActor private mutating func writeLine(
        _ view: View, prefix: String, parentOrigin: CGPoint
    ) -> CGPoint {
        let frame = frame(of: view)
        let windowFrame = frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
        let bounds = bounds(of: view)
        let origin = CGPoint(x: windowFrame.minX - bounds.minX, y: windowFrame.minY - bounds.minY)
        count += 1
        output += prefix
        if options.showsIDs { output += "#\(count) " }
        output += view.debugName ?? typeName(of: view)
        if let identifier = view.accessibilityIdentifier { output += " \"\(escaped(identifier))\"" }
        if options.showsFrames {
            output += " " + formatted(options.coordinates == .window ? windowFrame : frame)
        }
        if options.showsProperties {
            var properties: [String] = []
            view.appendTreeProperties(to: &properties, presentation: options.usesPresentationValues)
            if isCustomDescribable(view), let custom = view as? any CustomTreeDescribable {
                properties += custom.treeProperties
            }
            for property in properties where options.propertyFilter.includes(property) {
                output += " "
                output += property
            }
        }
        output += "\n"
        return origin
    }
}

/// Type names and protocol conformance, per type: both are slow runtime queries.
@MainActor private var typeNames: [ObjectIdentifier: String] = [:]
@MainActor private var customDescribable: [ObjectIdentifier: Bool] = [:]

/// The view's type name, as dumps print it.
@MainActor func typeName(of view: View) -> String {
    let key = ObjectIdentifier(type(of: view))
    if let name = typeNames[key] { return name }
    let name = String(describing: type(of: view))
    typeNames[key] = name
    return name
}

@MainActor private func isCustomDescribable(_ view: View) -> Bool {
    let key = ObjectIdentifier(type(of: view))
    if let known = customDescribable[key] { return known }
    let conforms = view is any CustomTreeDescribable
    customDescribable[key] = conforms
    return conforms
}

/// Escapes `"`, `\` and newlines for quoting in a dump line.
func escaped(_ text: String) -> String {
    guard text.contains(where: { $0 == "\"" || $0 == "\\" || $0 == "\n" }) else { return text }
    var out = ""
    for c in text {
        switch c {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default: out.append(c)
        }
    }
    return out
}

extension ViewController {
    /// The controller tree as text, like UIKit's `_printHierarchy`: each controller's type (or
    /// title), appearance state and view.
    ///
    ///     Pager state=appeared view=View
    ///     ├ PageA state=appeared view=View
    ///     └ PageB state=disappeared view=(not loaded)
    ///
    /// Past 40 levels a line starts with its depth in brackets (`[41] └ Page`) instead of the
    /// branch lines above it, as in ``View/treeDescription(_:)``.
    ///
    /// - Complexity: O(*n*) in the controllers of this tree.
    public func hierarchyDescription() -> String {
        // Pre-order with an explicit stack, so that any depth fits. Past
        // `TreeWriter.maxIndentLevels` levels a line starts with its depth in brackets, as in
        // `View.treeDescription(_:)`, so the text grows linearly with the depth.
        struct Pending {
            let controller: ViewController
            let depth: Int
            let prefix: String
            let childPrefix: String
        }
        var output = ""
        var pending = [Pending(controller: self, depth: 0, prefix: "", childPrefix: "")]
        while let item = pending.popLast() {
            let controller = item.controller
            output += item.prefix + String(describing: type(of: controller))
            if let title = controller.title { output += " \"\(escaped(title))\"" }
            output += " state=\(controller.appearanceState.rawValue)"
            if let view = controller.viewIfLoaded {
                output += " view=" + (view.debugName ?? String(describing: type(of: view)))
                if view.window == nil { output += " (not in a window)" }
            } else {
                output += " view=(not loaded)"
            }
            output += "\n"
            let children = controller.children
            let childDepth = item.depth + 1
            let deep = childDepth > TreeWriter.maxIndentLevels
            var index = children.count
            while index > 0 {
                index -= 1
                let last = index == children.count - 1
                let branch = last ? "└ " : "├ "
                let child = children[index]
                if deep {
                    pending.append(
                        Pending(
                            controller: child, depth: childDepth,
                            prefix: "[\(childDepth)] " + branch, childPrefix: item.childPrefix))
                } else {
                    pending.append(
                        Pending(
                            controller: child, depth: childDepth,
                            prefix: item.childPrefix + branch,
                            childPrefix: item.childPrefix + (last ? "  " : "│ ")))
                }
            }
        }
        return output
    }
}
