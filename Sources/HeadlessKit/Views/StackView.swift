import Foundation

/// A view that lines up its arranged subviews in a row or a column with Auto Layout, like
/// `UIStackView`: it makes the constraints, the layout engine solves them.
///
///     let row = StackView(arrangedSubviews: [icon, title, toggle])
///     row.axis = .horizontal
///     row.spacing = 12
///     row.alignment = .center
///
/// Arranged subviews are also subviews; adding one turns off its
/// `translatesAutoresizingMaskIntoConstraints`. A hidden arranged subview collapses: it takes
/// no room and no spacing (it keeps a zero size along the axis), as in UIKit.
@MainActor
open class StackView: View {
    /// How arranged views share the length along the axis, like `UIStackView.Distribution`.
    public enum Distribution: Int, Hashable, Sendable {
        /// Views keep their sizes; hugging and compression resistance decide who gives.
        case fill
        /// Every view gets the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally
        /// Views keep their intrinsic lengths; the gaps between them are equal (≥ spacing).
        case equalSpacing
        /// The views' centres are equally spaced (gaps ≥ spacing).
        case equalCentering
    }

    /// Where arranged views sit across the axis, like `UIStackView.Alignment`.
    public enum Alignment: Int, Hashable, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        /// `.leading` in a horizontal stack.
        public static let top = Alignment.leading
        /// `.trailing` in a horizontal stack.
        public static let bottom = Alignment.trailing
    }

    /// UIKit's value for "use the default spacing" in `setCustomSpacing(_:after:)`.
    public nonisolated static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    /// UIKit's value for "use the system spacing" (8 pt here).
    public nonisolated static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

    /// The views lined up, in order (a subset of `subviews`).
    public private(set) var arrangedSubviews: [View] = []
    /// The direction views are lined up in (`.horizontal` by default).
    public var axis: LayoutAxis = .horizontal { didSet { arrangementDidChange() } }
    /// How the length along the axis is shared (`.fill` by default).
    public var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    /// Where views sit across the axis (`.fill` by default).
    public var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The gap between neighbours (0 by default; a minimum for the equal distributions).
    public var spacing: CGFloat = 0 {
        didSet {
            precondition(spacing.isFinite, "StackView.spacing: \(spacing) is not finite")
            arrangementDidChange()
        }
    }
    /// Whether views are laid out within the layout margins rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Whether the baselines of arranged labels are measured from their top. Stored.
    public var isBaselineRelativeArrangement = false

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var stackConstraints: [LayoutConstraint] = []
    private var spacers: [LayoutGuide] = []

    /// Makes a horizontal stack of `views`, like `UIStackView(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end of the arrangement (and as the last subview).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `index` (0...count) of the arrangement. A view already arranged is
    /// moved.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        precondition(
            view !== self, "StackView.insertArrangedSubview: a stack cannot arrange itself")
        if let existing = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: existing)
        }
        precondition(
            index >= 0 && index <= arrangedSubviews.count,
            "StackView.insertArrangedSubview: index \(index) is out of 0...\(arrangedSubviews.count) (\(shortDescription))"
        )
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.insert(view, at: index)
        arrangementDidChange()
    }

    /// Removes `view` from the arrangement; it stays a subview (as in UIKit).
    public func removeArrangedSubview(_ view: View) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        setTieBreak(0, of: view)
        arrangementDidChange()
    }

    /// Sets the gap after `arrangedSubview` (``spacingUseDefault`` goes back to ``spacing``).
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        precondition(
            !spacing.isNaN,
            "StackView.setCustomSpacing: NaN after \(arrangedSubview.shortDescription) (\(shortDescription))"
        )
        customSpacings[ObjectIdentifier(arrangedSubview)] =
            spacing == StackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The gap after `arrangedSubview`, or ``spacingUseDefault`` if it has none of its own.
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? StackView.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        // A removed subview leaves the arrangement too (UIKit).
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            customSpacings[ObjectIdentifier(subview)] = nil
            setTieBreak(0, of: subview)
            arrangementDidChange()
        }
    }

    override func subviewVisibilityDidChange(_ subview: View) {
        if arrangedSubviews.contains(where: { $0 === subview }) { arrangementDidChange() }
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        properties.append(axis == .horizontal ? "horizontal" : "vertical")
        if spacing != 0 { properties.append("spacing=\(formatted(spacing))") }
        if distribution != .fill { properties.append("distribution=\(distribution)") }
        if alignment != .fill { properties.append("alignment=\(alignment)") }
    }

    // MARK: - Constraints

    private func gap(after view: View) -> CGFloat {
        let custom = customSpacings[ObjectIdentifier(view)] ?? spacing
        return custom == StackView.spacingUseSystem ? View.systemSpacing : custom
    }

    /// Replaces the stack's constraints with ones for the current arrangement.
    ///
    /// - Complexity: O(*n*) constraints for *n* arranged views.
    private func arrangementDidChange() {
        for (index, view) in arrangedSubviews.enumerated() {
            setTieBreak(tieBreak(atIndex: index), of: view)
        }
        LayoutConstraint.deactivate(stackConstraints)
        var made: [LayoutConstraint] = []
        let box: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        func start(_ item: any LayoutItem) -> LayoutAnchorPair {
            horizontal ? .x(item.leadingAnchor) : .y(item.topAnchor)
        }
        func end(_ item: any LayoutItem) -> LayoutAnchorPair {
            horizontal ? .x(item.trailingAnchor) : .y(item.bottomAnchor)
        }
        func center(_ item: any LayoutItem) -> LayoutAnchorPair {
            horizontal ? .x(item.centerXAnchor) : .y(item.centerYAnchor)
        }
        func length(_ item: any LayoutItem) -> LayoutDimension {
            horizontal ? item.widthAnchor : item.heightAnchor
        }
        let shown = arrangedSubviews.filter { !$0.isHidden }
        for view in arrangedSubviews where view.isHidden {
            // Collapsed: zero length, at the start.
            made.append(length(view).constraint(equalToConstant: 0))
            made.append(start(view).equal(start(box), 0))
            made += crossConstraints(view, box, horizontal)
        }
        if let first = shown.first, let last = shown.last {
            made.append(start(first).equal(start(box), 0))
            made.append(end(last).equal(end(box), 0))
            let equal = distribution == .equalSpacing || distribution == .equalCentering
            var firstSpacer: LayoutGuide?
            for (index, pair) in zip(shown, shown.dropFirst()).enumerated() {
                let (previous, next) = pair
                let gap = gap(after: previous)
                if !equal {
                    made.append(start(next).equal(end(previous), gap))
                    continue
                }
                made.append(start(next).greaterOrEqual(end(previous), gap))
                let spacer = spacer(index)
                let centred = distribution == .equalCentering
                made.append(start(spacer).equal(centred ? center(previous) : end(previous), 0))
                made.append(end(spacer).equal(centred ? center(next) : start(next), 0))
                if let firstSpacer {
                    made.append(length(spacer).constraint(equalTo: length(firstSpacer)))
                } else {
                    firstSpacer = spacer
                }
            }
            switch distribution {
            case .fillEqually:
                for view in shown.dropFirst() {
                    made.append(length(view).constraint(equalTo: length(first)))
                }
            case .fillProportionally:
                let sizes = shown.map { view -> CGFloat in
                    let size = view.intrinsicContentSize
                    return horizontal ? size.width : size.height
                }
                if let base = sizes.first, base > 0, sizes.allSatisfy({ $0 >= 0 }) {
                    for (view, size) in zip(shown, sizes).dropFirst() {
                        made.append(
                            length(view).constraint(equalTo: length(first), multiplier: size / base)
                        )
                    }
                }
            case .fill, .equalSpacing, .equalCentering:
                break
            }
            for view in shown { made += crossConstraints(view, box, horizontal) }
        }
        if alignment != .fill {
            // Hug the arranged views across the axis unless something else sizes the stack.
            let cross = horizontal ? heightAnchor : widthAnchor
            let hug = cross.constraint(equalToConstant: 0)
            hug.priority = .fittingSizeLevel
            made.append(hug)
        }
        for constraint in made { constraint.identifier = "StackView" }
        stackConstraints = made
        LayoutConstraint.activate(made)
    }

    // MARK: - Resizing by index

    // UIStackView.Distribution.fill: "If there is any ambiguity, the stack view resizes the
    // arranged views based on their index in the arrangedSubviews array." Arranged views of
    // equal hugging (or equal compression resistance) would otherwise share the spare room (or
    // the shortfall) in whatever way the solver's history left it. Each arranged view's
    // hugging and compression resistance along the axis are raised by a nudge that grows with
    // its index, far below a priority point: the lowest index is the cheapest to resize, so
    // it stretches first and shrinks first, as the first label of a row does in UIKit (see
    // "Horizontal Stack Content Hugging", ivanthinking.net). Distinct priorities still decide.

    /// The nudge for the arranged view at `index`: 2⁻¹³ per index (a step a `Float` priority
    /// near 1000 still resolves), capped below half a priority point (index 4095).
    func tieBreak(atIndex index: Int) -> Float {
        Float(min(max(index, 0), 4095)) / 8192
    }

    /// Sets `view`'s nudge along the current axis; the engine re-reads its priorities if
    /// it changed.
    private func setTieBreak(_ nudge: Float, of view: View) {
        let current = view.extras?.uikit
        if (current?.arrangedTieBreak ?? 0) == nudge
            && (nudge == 0 || current?.arrangedAxis == axis)
        {
            return
        }
        let extras = view.uikitExtras
        extras.arrangedTieBreak = nudge
        extras.arrangedAxis = axis
        view.intrinsicContentSizeDidChange()
    }

    private func spacer(_ index: Int) -> LayoutGuide {
        while spacers.count <= index {
            let guide = LayoutGuide()
            guide.identifier = "\(layoutDebugName).spacer\(spacers.count)"
            addLayoutGuide(guide)
            spacers.append(guide)
        }
        return spacers[index]
    }

    private func crossConstraints(_ view: View, _ box: any LayoutItem, _ horizontal: Bool)
        -> [LayoutConstraint]
    {
        // Across the axis: x for a vertical stack, y for a horizontal one.
        let lead: LayoutAnchorPair = horizontal ? .y(view.topAnchor) : .x(view.leadingAnchor)
        let trail: LayoutAnchorPair = horizontal ? .y(view.bottomAnchor) : .x(view.trailingAnchor)
        let mid: LayoutAnchorPair = horizontal ? .y(view.centerYAnchor) : .x(view.centerXAnchor)
        let boxLead: LayoutAnchorPair = horizontal ? .y(box.topAnchor) : .x(box.leadingAnchor)
        let boxTrail: LayoutAnchorPair = horizontal ? .y(box.bottomAnchor) : .x(box.trailingAnchor)
        let boxMid: LayoutAnchorPair = horizontal ? .y(box.centerYAnchor) : .x(box.centerXAnchor)
        switch alignment {
        case .fill:
            return [lead.equal(boxLead, 0), trail.equal(boxTrail, 0)]
        case .leading, .firstBaseline:
            return [lead.equal(boxLead, 0), boxTrail.greaterOrEqual(trail, 0)]
        case .trailing, .lastBaseline:
            return [trail.equal(boxTrail, 0), lead.greaterOrEqual(boxLead, 0)]
        case .center:
            return [mid.equal(boxMid, 0), lead.greaterOrEqual(boxLead, 0)]
        }
    }
}

/// An x- or y-axis anchor, so the stack's code is written once for both axes.
@MainActor
enum LayoutAnchorPair {
    case x(LayoutXAxisAnchor)
    case y(LayoutYAxisAnchor)

    func equal(_ other: LayoutAnchorPair, _ constant: CGFloat) -> LayoutConstraint {
        switch (self, other) {
        case (.x(let a), .x(let b)): a.constraint(equalTo: b, constant: constant)
        case (.y(let a), .y(let b)): a.constraint(equalTo: b, constant: constant)
        default: preconditionFailure("StackView: anchors on different axes")
        }
    }

    func greaterOrEqual(_ other: LayoutAnchorPair, _ constant: CGFloat) -> LayoutConstraint {
        switch (self, other) {
        case (.x(let a), .x(let b)): a.constraint(greaterThanOrEqualTo: b, constant: constant)
        case (.y(let a), .y(let b)): a.constraint(greaterThanOrEqualTo: b, constant: constant)
        default: preconditionFailure("StackView: anchors on different axes")
        }
    }
}

extension StackView {
    /// UIKit's spelling of the stack's axis type (`NSLayoutConstraint.Axis`).
    public typealias Axis = LayoutAxis
}

extension View {
    /// The hugging priority the layout engine uses on `axis`: the view's own, nudged by the
    /// stack view that arranges it (see `StackView.tieBreak(atIndex:)`). A required priority,
    /// or one the nudge would make required, is left as it is.
    func layoutHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        nudged(contentHuggingPriority(for: axis), on: axis)
    }

    /// The compression-resistance priority the layout engine uses on `axis` (see
    /// ``layoutHuggingPriority(for:)``).
    func layoutCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        nudged(contentCompressionResistancePriority(for: axis), on: axis)
    }

    /// The view's intrinsic size with the four priorities the layout engine uses (see
    /// ``layoutHuggingPriority(for:)``), reading the view's out-of-line state once: the engine
    /// asks at every layout pass of a label.
    func intrinsicInputs() -> IntrinsicInputs {
        // The size first: an override may set up the view's state.
        let size = intrinsicContentSize
        let extras = self.extras
        var inputs = IntrinsicInputs(
            size: size,
            huggingHorizontal: extras?.huggingHorizontal ?? .defaultLow,
            compressionHorizontal: extras?.compressionHorizontal ?? .defaultHigh,
            huggingVertical: extras?.huggingVertical ?? .defaultLow,
            compressionVertical: extras?.compressionVertical ?? .defaultHigh)
        guard let uikit = extras?.uikit, uikit.arrangedTieBreak != 0 else { return inputs }
        if uikit.arrangedAxis == .horizontal {
            inputs.huggingHorizontal = nudged(inputs.huggingHorizontal, on: .horizontal)
            inputs.compressionHorizontal = nudged(inputs.compressionHorizontal, on: .horizontal)
        } else {
            inputs.huggingVertical = nudged(inputs.huggingVertical, on: .vertical)
            inputs.compressionVertical = nudged(inputs.compressionVertical, on: .vertical)
        }
        return inputs
    }

    private func nudged(_ priority: LayoutPriority, on axis: LayoutAxis) -> LayoutPriority {
        guard let uikit = extras?.uikit, uikit.arrangedTieBreak != 0, uikit.arrangedAxis == axis
        else { return priority }
        let raised = priority.rawValue + uikit.arrangedTieBreak
        return raised < LayoutPriority.required.rawValue
            ? LayoutPriority(rawValue: raised) : priority
    }
}
