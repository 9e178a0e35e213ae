import Foundation
import HeadlessKit

/// How a ``TabScrollController`` looks, with the original UITabScrollController's defaults.
///
///     var options = TabScrollOptions()
///     options.tabSelectedBarColor = .blue
///     pager.options = options          // applies at once; tab widths are re-measured
///
/// Unlike the original's dictionary, every option takes effect whenever it is set, not only
/// before `viewDidLoad`.
public struct TabScrollOptions: Hashable, Sendable {
    /// The navigation title's colour (black).
    public var headerTitleColor: Color = .black
    /// The navigation title's font (system 16).
    public var headerTitleFont: Font = .systemFont(ofSize: 16)
    /// The height of the title row above the tabs (44).
    public var headerTitleHeight: CGFloat = 44
    /// The header background's colour (white).
    public var headerBackgroundColor: Color = .white
    /// An unselected tab's title colour (gray).
    public var tabItemTitleColor: Color = .gray
    /// An unselected tab's font (system 10). Tab widths are measured with it.
    public var tabItemTitleFont: Font = .systemFont(ofSize: 10)
    /// The selected tab's title colour (black).
    public var tabItemTitleSelectedColor: Color = .black
    /// The selected tab's font (bold system 10).
    public var tabItemTitleSelectedFont: Font = .boldSystemFont(ofSize: 10)
    /// The tab strip's height (44).
    public var tabItemHeight: CGFloat = 44
    /// The indicator bar's colour (red).
    public var tabSelectedBarColor: Color = .red
    /// Whether the header background fades in as the page scrolls (on).
    public var isTabAlphaChange = true
    /// How far the header slides up when hidden, and the length of the alpha ramp (49).
    public var hidingDistance: CGFloat = 49
    /// The least `k` in the strip's `2k + 1` copies of the tabs (1, as in the original). The
    /// strip raises it until `k` copies are at least as wide as the strip.
    public var minimumLoopCountBase = 1

    /// The original's defaults.
    public init() {}

    /// The largest ``minimumLoopCountBase``: 1,000 copies each side are more than any strip
    /// needs, and keep the copy count far from overflowing.
    public static let maximumLoopCountBase = 1_000

    /// Stops unless every length is finite and not negative and the loop base is in range; the
    /// message names the option, its value and `owner`.
    func check(in owner: String) {
        for (name, value) in [
            ("headerTitleHeight", headerTitleHeight), ("tabItemHeight", tabItemHeight),
            ("hidingDistance", hidingDistance),
        ] {
            precondition(
                value.isFinite && value >= 0,
                "TabScrollOptions.\(name): \(value) must be finite and not negative (\(owner))")
        }
        precondition(
            (1...TabScrollOptions.maximumLoopCountBase).contains(minimumLoopCountBase),
            "TabScrollOptions.minimumLoopCountBase: \(minimumLoopCountBase) must be in "
                + "1...\(TabScrollOptions.maximumLoopCountBase) (\(owner))")
    }
}

/// Stops if an object appears twice in `items`, naming both indices, `what` and `owner`.
func checkDistinct(_ items: [AnyObject], _ what: String, _ owner: String) {
    var seen: [ObjectIdentifier: Int] = [:]
    for (index, item) in items.enumerated() {
        if let first = seen.updateValue(index, forKey: ObjectIdentifier(item)) {
            preconditionFailure(
                "\(what): the controller at index \(index) is also at index \(first); a page "
                    + "can be shown once (\(owner))")
        }
    }
}
