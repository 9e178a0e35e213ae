import Foundation

/// A bar of bar button items along the bottom of the screen, like `UIToolbar`.
///
///     +-- Toolbar, width × (44 + bottom safe inset) -------------+
///     | [Edit]          3 contacts                        [ + ]  |  44: the items
///     |                                                          |  the home indicator's inset
///     +----------------------------------------------------------+
///     items: [edit, .flexibleSpace(), count, .flexibleSpace(), add]
///
/// Items are laid out left to right in one row ``itemHeight`` points tall, in frames: 8
/// points from each edge and between items (the model of ``NavigationBar``'s margins, not a
/// measured UIKit figure). A button is as tall as the row and as wide as its title or image,
/// at least 44 points (UIKit's smallest tap target) and at least the item's
/// ``BarButtonItem/width``; a custom view keeps its frame's size (or its fitting size). A
/// ``BarButtonItem/fixedSpace(_:)`` takes its width; the ``BarButtonItem/flexibleSpace()``
/// items share the width the others leave equally (none: the items stay at the left).
/// Spaces make no view. A tap on an item's button runs its ``BarButtonItem/primaryAction``
/// and its target's action.
///
/// A navigation controller has one (``NavigationController/toolbar``), hidden by default: it
/// shows the top controller's ``ViewController/toolbarItems``.
@MainActor
open class Toolbar: View {
    /// The height of the row of items: 44 points, UIKit's toolbar height on an iPhone in
    /// portrait. The bar adds the bottom safe-area inset below it.
    public nonisolated static let itemHeight: CGFloat = 44

    /// The items, left to right, like `UIToolbar.items`; `nil` by default. Setting them is
    /// ``setItems(_:animated:)`` without animation.
    public var items: [BarButtonItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// Stored, not drawn, like `UIToolbar.isTranslucent` (`true` by default).
    public var isTranslucent = true
    /// Stored, not drawn, like `UIToolbar.barTintColor`.
    public var barTintColor: Color?
    /// Stored, not drawn, like `UIToolbar.barStyle`.
    public var barStyle: BarStyle = .default

    /// A bar's look, like `UIBarStyle` (UIKit's raw values). Nothing is drawn.
    public enum BarStyle: Int, Hashable, Sendable {
        /// The default (light) bar.
        case `default` = 0
        /// A dark bar.
        case black = 1
    }

    /// Makes an empty toolbar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Sets the items, like `UIToolbar.setItems(_:animated:)`; nothing animates.
    ///
    /// - Complexity: O(*n*) in the old and new items.
    open func setItems(_ items: [BarButtonItem]?, animated: Bool) {
        for item in storedItems ?? [] where item.toolbar === self { item.toolbar = nil }
        storedItems = items
        for item in items ?? [] { item.toolbar = self }
        itemsDidChange()
    }

    /// The bar's size for `size`: the width it is given, and ``itemHeight`` plus the bottom
    /// safe-area inset.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Toolbar.itemHeight + safeAreaInsets.bottom)
    }

    /// Places the items in the top ``itemHeight`` points (see the type's summary).
    ///
    /// - Complexity: O(*n*) in the items.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let items = storedItems ?? []
        guard !items.isEmpty else { return }
        let margin: CGFloat = 8
        let height = Toolbar.itemHeight
        // The widths of everything but the flexible spaces first, then their share.
        var widths: [CGFloat] = []
        var flexibleCount = 0
        guard itemViews.count == items.count else { return }
        for (index, item) in items.enumerated() {
            switch item.systemItem {
            case .flexibleSpace:
                flexibleCount += 1
                widths.append(0)
            case .fixedSpace:
                widths.append(item.clampedWidth)
            default:
                widths.append(fittedSize(of: item, view: itemViews[index], height: height).width)
            }
        }
        let used = widths.reduce(0, +) + margin * CGFloat(items.count + 1)
        let share =
            flexibleCount > 0 ? max(0, bounds.width - used) / CGFloat(flexibleCount) : 0
        var x = margin
        for (index, item) in items.enumerated() {
            let width = item.systemItem == .flexibleSpace ? share : widths[index]
            if let view = itemViews[index] {
                let size = fittedSize(of: item, view: view, height: height)
                view.frame = CGRect(
                    x: x, y: (height - size.height) / 2, width: width, height: size.height)
            }
            x += width + margin
        }
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        guard let items = storedItems else { return }
        let names = items.map { item -> String in
            switch item.systemItem {
            case .flexibleSpace: return "<flexible>"
            case .fixedSpace: return "<fixed \(formatted(item.clampedWidth))>"
            default: break
            }
            if let label = item.customView as? Label, let text = label.text {
                return "\"\(escaped(text))\""
            }
            if item.customView != nil { return "<custom>" }
            let title = item.title ?? item.systemItem?.titleAndLabel.title ?? ""
            return "\"\(escaped(title))\""
        }
        properties.append("items=[\(names.joined(separator: " "))]")
    }

    // MARK: - Internals

    private var storedItems: [BarButtonItem]?
    /// The view of each item (`nil` for a space), made when the items change: reading
    /// `barView` configures the button again, which would ask for layout.
    private var itemViews: [View?] = []
    /// The sizes the bar gave custom views that had none, by view.
    private var sizesGiven: [ObjectIdentifier: CGSize] = [:]

    /// The items or one of them changed: the item views follow, in order.
    func itemsDidChange() {
        itemViews = (storedItems ?? []).map { $0.systemItem?.isSpace == true ? nil : $0.barView }
        let views = itemViews.compactMap { $0 }
        for view in subviews where !views.contains(where: { $0 === view }) {
            sizesGiven[ObjectIdentifier(view)] = nil
            view.removeFromSuperview()
        }
        for (index, view) in views.enumerated()
        where index >= subviews.count || subviews[index] !== view {
            insertSubview(view, at: index)
        }
        setNeedsLayout()
    }

    /// A button: as tall as the row, as wide as its content, at least 44 points and the item's
    /// width. A custom view: its frame's size, or its fitting size, no taller than the row.
    private func fittedSize(of item: BarButtonItem, view: View?, height: CGFloat) -> CGSize {
        guard let view else { return .zero }
        if view is Button, item.customView == nil {
            let fitting = view.sizeThatFits(.zero).width
            return CGSize(width: max(44, fitting, item.clampedWidth), height: height)
        }
        // A size the bar gave before is not the user's: the fitting size again (a count
        // label's text changes).
        var size = view.frame.size
        if size == .zero || size == sizesGiven[ObjectIdentifier(view)] {
            size = view.sizeThatFits(CGSize(width: bounds.width, height: height))
            sizesGiven[ObjectIdentifier(view)] = CGSize(
                width: max(0, size.width, item.clampedWidth),
                height: min(max(0, size.height), height))
        }
        return CGSize(
            width: max(0, size.width, item.clampedWidth), height: min(max(0, size.height), height))
    }
}
