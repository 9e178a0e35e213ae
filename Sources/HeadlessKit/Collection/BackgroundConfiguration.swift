import Foundation

/// The state a cell shows (UIKit: `UICellConfigurationState`): handed to
/// ``CollectionViewCell/updateConfiguration(using:)`` and
/// ``CollectionViewCell/configurationUpdateHandler``.
public struct CellConfigurationState: Hashable, Sendable {
    /// The item is selected.
    public var isSelected = false
    /// A touch is on the cell.
    public var isHighlighted = false
    /// The collection view (or table view) is editing.
    public var isEditing = false
    /// The cell shows swipe actions.
    public var isSwiped = false
    /// The cell is disabled.
    public var isDisabled = false

    /// A state with every flag off.
    public init() {}
}

/// How a cell's background looks, as a value (UIKit: `UIBackgroundConfiguration`): set it as
/// ``CollectionViewCell/backgroundConfiguration`` and the cell shows it in a view behind its
/// content view.
///
///     var background = BackgroundConfiguration.listPlainCell()
///     background.cornerRadius = 12
///     background.strokeColor = .systemBlue
///     cell.backgroundConfiguration = background
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The fill; `nil` for none.
    public var backgroundColor: Color?
    /// The radius of the background's corners. A NaN or negative radius counts as 0.
    public var cornerRadius: CGFloat = 0
    /// The outline's color; `nil` (the default) for none.
    public var strokeColor: Color?
    /// The outline's width. A NaN or negative width counts as 0.
    public var strokeWidth: CGFloat = 0
    /// How far the background is inset from the cell's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets()
    /// A view shown inside the background (UIKit's `customView`); not part of equality.
    public var customView: View? {
        get { customViewBox.view }
        set { customViewBox = ViewBox(view: newValue) }
    }
    var customViewBox = ViewBox(view: nil)

    /// Which of UIKit's styles it came from, for ``updated(for:)``.
    enum Style: Hashable, Sendable { case plain, grouped, clear }
    var style: Style

    init(style: Style, backgroundColor: Color?) {
        self.style = style
        self.backgroundColor = backgroundColor
    }

    /// A plain list cell's background: white (UIKit's `systemBackground`, light appearance).
    public static func listPlainCell() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .plain, backgroundColor: .white)
    }

    /// A grouped list cell's background: white, as on a grouped list.
    public static func listGroupedCell() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .grouped, backgroundColor: .white)
    }

    /// No fill, no outline.
    public static func clear() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .clear, backgroundColor: .clear)
    }

    /// The configuration for `state`: a list style shows a highlighted or selected cell in
    /// light gray (UIKit's `systemGray4`, light appearance); `.clear()` stays clear.
    public func updated(for state: CellConfigurationState) -> BackgroundConfiguration {
        var copy = self
        if style != .clear, state.isSelected || state.isHighlighted {
            copy.backgroundColor = Self.selectedGray
        }
        return copy
    }

    /// UIKit's `systemGray4`, light appearance.
    static let selectedGray = Color(hex: 0xD1D1D6)

    /// A view held by a configuration: compared by identity, as UIKit compares views.
    struct ViewBox: Hashable, @unchecked Sendable {
        var view: View?
        static func == (a: ViewBox, b: ViewBox) -> Bool { a.view === b.view }
        func hash(into hasher: inout Hasher) {
            hasher.combine(view.map { ObjectIdentifier($0) })
        }
    }
}

/// The view that shows a cell's ``BackgroundConfiguration``, behind its content view.
final class BackgroundConfigurationView: View {
    var configuration: BackgroundConfiguration? {
        didSet { apply() }
    }

    private func apply() {
        guard let configuration else { return }
        backgroundColor = configuration.backgroundColor
        layer.cornerRadius = Self.length(configuration.cornerRadius)
        let stroke = Self.length(configuration.strokeWidth)
        layer.borderWidth = configuration.strokeColor == nil ? 0 : max(stroke, 1)
        layer.borderColor = configuration.strokeColor
        let custom = configuration.customView
        for view in subviews where view !== custom { view.removeFromSuperview() }
        if let custom, custom.superview !== self {
            custom.frame = bounds
            custom.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(custom)
        }
    }

    /// A length from a configuration: NaN, infinite or negative counts as 0 (data).
    static func length(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        if layer.cornerRadius > 0 { properties.append("cornerRadius=\(layer.cornerRadius)") }
        if let stroke = configuration?.strokeColor { properties.append("stroke=\(stroke)") }
    }
}

extension CollectionViewCell {
    /// The cell's state now: selected, highlighted, and whether its collection view (or, for
    /// a table view cell, the cell) is editing.
    public var configurationState: CellConfigurationState {
        var state = CellConfigurationState()
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = configurationIsEditing
        return state
    }

    /// Asks for ``updateConfiguration(using:)`` before the next layout pass (UIKit:
    /// `setNeedsUpdateConfiguration()`).
    public func setNeedsUpdateConfiguration() {
        needsUpdateConfiguration = true
        setNeedsLayout()
    }

    /// Runs a pending ``updateConfiguration(using:)`` now.
    func updateConfigurationIfNeeded() {
        guard needsUpdateConfiguration else { return }
        needsUpdateConfiguration = false
        updateConfiguration(using: configurationState)
    }

    /// Places the background view: the bounds, inset by the configuration's insets (a
    /// non-finite inset counts as 0).
    func layOutBackgroundConfiguration() {
        guard let view = configuredBackgroundView, let configuration = backgroundConfiguration
        else { return }
        let insets = configuration.backgroundInsets
        let safe = { (v: CGFloat) in v.isFinite ? v : 0 }
        let frame = CGRect(
            x: safe(insets.leading), y: safe(insets.top),
            width: max(0, bounds.width - safe(insets.leading) - safe(insets.trailing)),
            height: max(0, bounds.height - safe(insets.top) - safe(insets.bottom)))
        if view.frame != frame { view.frame = frame }
    }

    /// Shows ``backgroundConfiguration`` in the view behind the content view.
    func backgroundConfigurationDidChange() {
        guard let configuration = backgroundConfiguration else {
            configuredBackgroundView?.removeFromSuperview()
            configuredBackgroundView = nil
            return
        }
        let view = configuredBackgroundView ?? BackgroundConfigurationView()
        if configuredBackgroundView == nil {
            configuredBackgroundView = view
            insertSubview(view, at: 0)
        }
        layOutBackgroundConfiguration()
        view.configuration = configuration
    }
}
