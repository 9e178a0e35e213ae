import Foundation
import HeadlessKit

/// The tab bar of a ``TopContentView``: equal-width tabs, a bottom line and an indicator
/// that follows the pager's offset (TopContentPager's `PagerItemsView`).
///
///     +- PagerItemsView (itemHeight) ---------------------+
///     | item 0          | item 1          | item 2          |   x = i·w/N, width w/N
///     |=================|                 |                 |   indicator at
///     +---------------------------------------------------+     x = position·w/N + side
///       lineView: the bottom indicatorHeight points
///
/// Unlike the original, the indicator is placed from ``indicatorPosition`` (a page position
/// that may be fractional during a swipe), so it follows the finger and a relayout keeps it
/// on the selected tab instead of snapping back to tab 0.
public final class PagerItemsView: View, CustomTreeDescribable {
    /// The tabs' contents, one per page.
    public private(set) var items: [PagerItem] = []
    /// One view per item: a ``DefaultPagerItemView``, or the `.custom` view.
    public private(set) var itemViews: [View] = []
    /// The look. Setting it restyles and relayouts the bar, whose height follows `itemHeight`;
    /// lengths that are NaN, infinite or negative become 0.
    ///
    ///     tabs.options.indicatorHeight = 1
    public var options = PagerOptions() {
        didSet {
            options = options.sanitized
            frame.size.height = options.itemHeight
            applyColors()
            setNeedsLayout()
        }
    }
    /// The bottom line.
    public let lineView = View()
    /// The selection indicator.
    public let indicator = View()
    /// The selected tab, styled active (0 when there are no items).
    public private(set) var selectedIndex = 0
    /// Where the indicator is, in tabs: 1.5 is halfway between tabs 1 and 2.
    public private(set) var indicatorPosition: CGFloat = 0

    /// Makes an empty tab bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "tabs"
        lineView.isUserInteractionEnabled = false
        indicator.isUserInteractionEnabled = false
        indicator.accessibilityIdentifier = "indicator"
        addSubview(lineView)
        addSubview(indicator)
        applyColors()
    }

    /// `selected=N` in dumps.
    public var treeProperties: [String] { ["selected=\(selectedIndex)"] }

    /// Replaces the tabs (one per page) and selects tab `selected` (clamped).
    public func setItems(_ newItems: [PagerItem], selected: Int = 0) {
        for view in itemViews { view.removeFromSuperview() }
        items = newItems
        itemViews = newItems.map { item in
            if case .custom(let view) = item { return view }
            return DefaultPagerItemView(item: item)
        }
        for (index, view) in itemViews.enumerated() {
            view.accessibilityIdentifier = view.accessibilityIdentifier ?? "tab\(index)"
            addSubview(view)
        }
        // The default tabs reach down to the bottom, so each tab's touch and accessibility
        // frame is its whole column; the line and indicator are drawn over them there.
        bringSubviewToFront(lineView)
        bringSubviewToFront(indicator)
        adjustSelected(page: selected)
        setNeedsLayout()
    }

    /// Marks tab `page` selected (clamped) and moves the indicator onto it.
    public func adjustSelected(page: Int) {
        let page = items.isEmpty ? 0 : min(max(page, 0), items.count - 1)
        selectedIndex = page
        for (index, view) in itemViews.enumerated() {
            (view as? DefaultPagerItemView)?.setActive(index == page, options: options)
        }
        setIndicatorPosition(CGFloat(page))
    }

    /// Moves the indicator to `position` tabs (clamped to the tabs there are) at once.
    public func setIndicatorPosition(_ position: CGFloat) {
        let upper = CGFloat(max(items.count - 1, 0))
        indicatorPosition = position.isFinite ? min(max(position, 0), upper) : 0
        indicator.frame = indicatorFrame
    }

    /// The tab under `x` (in this view's coordinates): `floor(x / (w / max(N, 1)))`, clamped.
    public func index(at x: CGFloat) -> Int {
        guard !items.isEmpty, bounds.width > 0 else { return 0 }
        let index = Int((x / (bounds.width / CGFloat(items.count))).rounded(.down))
        return min(max(index, 0), items.count - 1)
    }

    /// The badge of tab `index` (no-op for custom items or an index out of range).
    public func updateBadge(index: Int, isHidden: Bool) {
        guard itemViews.indices.contains(index) else { return }
        (itemViews[index] as? DefaultPagerItemView)?.badge.isHidden = isHidden
    }

    var tabWidth: CGFloat { bounds.width / CGFloat(max(items.count, 1)) }

    var indicatorFrame: CGRect {
        let h = options.indicatorHeight
        return CGRect(
            x: indicatorPosition * tabWidth + options.indicatorSideSpace,
            y: bounds.height - h, width: max(0, tabWidth - 2 * options.indicatorSideSpace),
            height: h)
    }

    /// Equal-width tabs; the indicator stays at ``indicatorPosition``.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let h = options.indicatorHeight
        lineView.frame = CGRect(x: 0, y: bounds.height - h, width: bounds.width, height: h)
        for (index, view) in itemViews.enumerated() {
            let reachesBottom = view is DefaultPagerItemView
            (view as? DefaultPagerItemView)?.bottomInset = h
            view.frame = CGRect(
                x: CGFloat(index) * tabWidth, y: 0, width: tabWidth,
                height: max(0, bounds.height - (reachesBottom ? 0 : h)))
        }
        indicator.frame = indicatorFrame
    }

    private func applyColors() {
        backgroundColor = options.backgroundColor
        lineView.backgroundColor = options.lineColor
        indicator.backgroundColor = options.indicatorColor
        for (index, view) in itemViews.enumerated() {
            (view as? DefaultPagerItemView)?.setActive(index == selectedIndex, options: options)
        }
    }
}

/// A tab: a centred image and/or title, a hidden red badge (TopContentPager's
/// `DefaultPagerItemView`).
///
///     +------ item ------+
///     |  [img] Title (•) |   spacing 4; badge 10×10 at the title's top right
///     +------------------+
public final class DefaultPagerItemView: View {
    /// The title (nil for `.image`).
    public let titleLabel: Label?
    /// The image (nil for `.text`).
    public let imageView: ImageView?
    /// The red badge, hidden by default.
    public let badge = View()
    /// Whether the tab is the selected one.
    public private(set) var isActive = false
    /// The bottom band the tab bar's line covers: the content is centred above it.
    var bottomInset: CGFloat = 0 {
        didSet { if bottomInset != oldValue { setNeedsLayout() } }
    }

    /// Makes the view for `item` (not for `.custom`).
    public init(item: PagerItem) {
        var text: TextItem?
        var image: ImageItem?
        switch item {
        case .text(let t): text = t
        case .image(let i): image = i
        case .textAndImage(let t, let i):
            text = t
            image = i
        case .custom: break
        }
        titleLabel = text.map { Label(text: $0.title, font: $0.font) }
        imageView = image.map {
            let view = ImageView(image: $0.image)
            view.frame.size = $0.size
            return view
        }
        super.init(frame: .zero)
        badge.backgroundColor = .red
        badge.isHidden = true
        badge.frame.size = CGSize(width: 10, height: 10)
        if let imageView { addSubview(imageView) }
        if let titleLabel { addSubview(titleLabel) }
        addSubview(badge)
        // VoiceOver reads the tab as one button, named by its title or image.
        isAccessibilityElement = true
        accessibilityLabel = text?.title ?? image?.image.name
        accessibilityTraits = .button
    }

    /// Not used: tabs are made from items.
    public override convenience init(frame: CGRect) {
        self.init(item: .text(TextItem(title: "")))
        self.frame = frame
    }

    func setActive(_ active: Bool, options: PagerOptions) {
        isActive = active
        titleLabel?.textColor = active ? options.activeLabelColor : options.inactiveLabelColor
        backgroundColor = active ? options.activeBackgroundColor : nil
        accessibilityTraits = active ? [.button, .selected] : .button
    }

    /// Centres the image and title side by side (spacing 4); the badge sits at the title's
    /// top right.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = imageView?.frame.size ?? .zero
        let height = max(0, bounds.height - bottomInset)
        let titleSize = titleLabel?.sizeThatFits(bounds.size) ?? .zero
        let spacing: CGFloat = (imageView != nil && titleLabel != nil) ? 4 : 0
        var x = ((bounds.width - imageSize.width - spacing - titleSize.width) / 2).rounded()
        if let imageView {
            imageView.frame = CGRect(
                x: x, y: ((height - imageSize.height) / 2).rounded(),
                width: imageSize.width, height: imageSize.height)
            x += imageSize.width + spacing
        }
        if let titleLabel {
            titleLabel.frame = CGRect(
                x: x, y: ((height - titleSize.height) / 2).rounded(),
                width: titleSize.width, height: titleSize.height)
            badge.frame.origin = CGPoint(x: titleLabel.frame.maxX + 3, y: titleLabel.frame.minY - 7)
        }
    }
}
