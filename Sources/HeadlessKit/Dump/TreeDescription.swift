import Foundation

/// What ``View/treeDescription(_:)`` prints.
public struct TreeDescriptionOptions: Sendable {
    /// Where frames are measured.
    public enum Coordinates: Sendable {
        /// In each view's superview (like `frame`).
        case superview
        /// In the window (or the tree's root).
        case window
    }

    /// How deep to go below the described view (0: the view alone); `nil` for no limit.
    public var maxDepth: Int?
    /// Only views a person would see: not hidden, alpha ≥ 0.01 up the chain, and at least partly
    /// inside every clipping ancestor and the root's bounds.
    public var onlyVisible = false
    /// Where frames are measured.
    public var coordinates: Coordinates = .superview
    /// Print what is on screen while animations run (`presentationFrame`, `presentationAlpha`)
    /// instead of the final values.
    public var usesPresentationValues = false
    /// Print frames. Turn off to compare structure and properties only.
    public var showsFrames = true
    /// Print the properties that differ from their defaults.
    public var showsProperties = true
    /// Prefix each line with a stable `#n` id (its position in the dump, from 1).
    public var showsIDs = false

    /// Which properties print, when ``showsProperties`` is on.
    public var propertyFilter: PropertyFilter = .all
    /// How lines show depth.
    public var style: Style = .branches

    /// Frames in superview coordinates, every property, no depth limit.
    public static let `default` = TreeDescriptionOptions()

    /// Frames and the geometry properties only (scroll offsets, content sizes, insets): what a
    /// layout test compares.
    ///
    ///     assertTree(pager.view, options: .geometry, """
    ///         View (0 0; 390 844)
    ///         └ ScrollView "pages" (0 0; 390 844) offset=(390 0) content=(1170 844)
    ///         """)
    public static let geometry = TreeDescriptionOptions(propertyFilter: .geometry)

    /// Every property, with two spaces of indentation per level instead of branch lines: the
    /// easiest form to type in an inline expectation.
    public static let compact = TreeDescriptionOptions(style: .compact)

    /// Makes options; every parameter has the default's value unless given.
    public init(
        maxDepth: Int? = nil, onlyVisible: Bool = false, coordinates: Coordinates = .superview,
        usesPresentationValues: Bool = false, showsFrames: Bool = true,
        showsProperties: Bool = true, showsIDs: Bool = false,
        propertyFilter: PropertyFilter = .all, style: Style = .branches
    ) {
        self.maxDepth = maxDepth
        self.onlyVisible = onlyVisible
        self.coordinates = coordinates
        self.usesPresentationValues = usesPresentationValues
        self.showsFrames = showsFrames
        self.showsProperties = showsProperties
        self.showsIDs = showsIDs
        self.propertyFilter = propertyFilter
        self.style = style
    }

    /// How a dump line shows the view's depth.
    public enum Style: Sendable {
        /// Branch lines: `├ `, `└ ` and `│ `, two columns per level.
        case branches
        /// Two spaces per level, no branch lines: still one line per view, easy to type.
        case compact
    }

    /// Which `key=value` properties a dump prints, by key (the text before `=`, or the whole
    /// word for flags such as `hidden` and `clips`).
    public struct PropertyFilter: Hashable, Sendable {
        enum Rule: Hashable, Sendable {
            case all
            case including(Set<String>)
            case excluding(Set<String>)
        }

        let rule: Rule

        /// Every property.
        public static let all = PropertyFilter(rule: .all)
        /// The keys that describe geometry beyond the frame: `offset`, `content`, `inset`,
        /// `adjustedInset` (and their `contentOffset`/`contentSize`/`contentInset` spellings).
        public static let geometry = PropertyFilter.including(geometryKeys)
        /// The keys `PropertyFilter.geometry` keeps.
        public static let geometryKeys: Set<String> = [
            "offset", "content", "inset", "adjustedInset", "contentOffset", "contentSize",
            "contentInset", "adjustedContentInset",
        ]

        /// Only properties with one of `keys`.
        ///
        ///     TreeDescriptionOptions(propertyFilter: .including(["text", "hidden"]))
        public static func including(_ keys: Set<String>) -> PropertyFilter {
            PropertyFilter(rule: .including(keys))
        }

        /// Every property except those with one of `keys`.
        public static func excluding(_ keys: Set<String>) -> PropertyFilter {
            PropertyFilter(rule: .excluding(keys))
        }

        /// Whether `property` (`key=value` or a bare flag) prints.
        public func includes(_ property: String) -> Bool {
            switch rule {
            case .all: return true
            case .including(let keys): return keys.contains(Self.key(of: property))
            case .excluding(let keys): return !keys.contains(Self.key(of: property))
            }
        }

        static func key(of property: String) -> String {
            guard let equals = property.firstIndex(of: "=") else { return property }
            return String(property[..<equals])
        }
    }
}

/// A view that adds its own properties to tree dumps.
///
///     extension WalkthroughView: CustomTreeDescribable {
///         var treeProperties: [String] { ["page=\(page)"] }
///     }
@MainActor
public protocol CustomTreeDescribable: View {
    /// `key=value` items printed after the built-in ones.
    var treeProperties: [String] { get }
}

extension CustomTreeDescribable {
    /// `value` printed as dumps print numbers, so your properties read like the built-in ones:
    /// rounded to 1/1000 pt, `12`, `12.5`, `-0.25`, never `12.000000`; `-0` is `0`, and NaN
    /// and infinities print as `nan`, `inf` and `-inf`.
    ///
    ///     var treeProperties: [String] { ["offset=\(treeNumber(offset))"] }
    public func treeNumber(_ value: CGFloat) -> String { formatted(value) }
}

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

    var root: View {
        var view = self
        while let parent = view.superview { view = parent }
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
            let view: View
            let depth: Int
            let prefix: String
            let childPrefix: String
            let parentOrigin: CGPoint
        }
        var pending = [
            Pending(
                view: view, depth: depth, prefix: prefix, childPrefix: childPrefix,
                parentOrigin: parentOrigin)
        ]
        while let item = pending.popLast() {
            let origin = writeLine(item.view, prefix: item.prefix, parentOrigin: item.parentOrigin)
            if let maxDepth = options.maxDepth, item.depth >= maxDepth { continue }
            var children = item.view.subviewsForDump
            if options.onlyVisible {
                children.removeAll { !visible.contains(ObjectIdentifier($0)) }
            }
            let depth = item.depth + 1
            let deep = depth > TreeWriter.maxIndentLevels
            var index = children.count
            while index > 0 {
                index -= 1
                let compact = options.style == .compact
                let last = index == children.count - 1
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
                        view: children[index], depth: depth, prefix: prefix,
                        childPrefix: childPrefix, parentOrigin: origin))
            }
        }
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
    public func hierarchyDescription() -> String {
        var output = ""
        func write(_ controller: ViewController, prefix: String, childPrefix: String) {
            var line = prefix + String(describing: type(of: controller))
            if let title = controller.title { line += " \"\(escaped(title))\"" }
            line += " state=\(controller.appearanceState.rawValue)"
            if let view = controller.viewIfLoaded {
                line += " view=" + (view.debugName ?? String(describing: type(of: view)))
                if view.window == nil { line += " (not in a window)" }
            } else {
                line += " view=(not loaded)"
            }
            output += line + "\n"
            for (index, child) in controller.children.enumerated() {
                let last = index == controller.children.count - 1
                write(
                    child, prefix: childPrefix + (last ? "└ " : "├ "),
                    childPrefix: childPrefix + (last ? "  " : "│ "))
            }
        }
        write(self, prefix: "", childPrefix: "")
        return output
    }
}
