import Foundation

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

    /// The configuration for `state` (UIKit: `UIBackgroundConfiguration.updated(for:)`): a list
    /// style shows a selected or highlighted cell or view in light gray (UIKit's `systemGray4`,
    /// light appearance), and a configuration updated so gives its own colour back when updated
    /// for a state that is neither (unless you changed the gray since); `.clear()` stays clear.
    public func updated(for state: any ConfigurationState) -> BackgroundConfiguration {
        var copy = self
        if let resting = copy.restingColor {
            if copy.backgroundColor == Self.selectedGray { copy.backgroundColor = resting.color }
            copy.restingColor = nil
        }
        if style != .clear, Self.isSelectedOrHighlighted(state) {
            copy.restingColor = RestingColor(color: copy.backgroundColor)
            copy.backgroundColor = Self.selectedGray
        }
        return copy
    }

    /// The colour a state's gray replaced (see ``updated(for:)``); `nil` while untinted.
    var restingColor: RestingColor?

    /// A colour (or none) kept aside.
    struct RestingColor: Hashable, Sendable { var color: Color? }

    /// Whether `state` is a cell's or view's state that is selected or highlighted.
    private static func isSelectedOrHighlighted(_ state: any ConfigurationState) -> Bool {
        if let cell = state as? CellConfigurationState {
            return cell.isSelected || cell.isHighlighted
        }
        if let view = state as? ViewConfigurationState {
            return view.isSelected || view.isHighlighted
        }
        return false
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

/// Whether two content configurations are equal values (both of one `Hashable` type); `false`
/// when that cannot be told.
func isSameConfiguration(_ a: any ContentConfiguration, _ b: any ContentConfiguration) -> Bool {
    guard let a = a as? any Hashable, let b = b as? any Hashable else { return false }
    return AnyHashable(a) == AnyHashable(b)
}
