import Foundation
import HeadlessKit

/// The header shared by every page of a ``TopContentPagerViewController``: subclass it and
/// add your views; the tab bar (``tabView``) sits at its bottom.
///
///     +- TopContentView (width of the pager, headerHeight) -+
///     |   ...your views (avatar, name, counters)...         |   scrolls away
///     |                                                     |
///     +- tabView: PagerItemsView (itemHeight 44) -----------+   pins below topMargin
///     | Posts      | Timeline    | Notifications            |
///     +-----------------------------------------------------+
///
/// Its height is ``preferredHeight(forWidth:)``: by default the `frame` height you gave it
/// (at least the tab bar). Unlike the original, a header built in code has tabs: the tab
/// bar is made in `init` unless ``isHideTabView``.
open class TopContentView: View {
    /// Whether the header has no tab bar. Override to return `true`. `false` by default.
    open var isHideTabView: Bool { false }
    /// The tab bar, or `nil` when ``isHideTabView``.
    public private(set) var tabView: PagerItemsView?
    /// The pager showing this header (set by the pager).
    public internal(set) weak var pagerViewController: TopContentPagerViewController?

    /// Makes a header; give it a height with `frame` (or override ``preferredHeight(forWidth:)``).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = accessibilityIdentifier ?? "header"
        backgroundColor = .white
        initTabView()
    }

    /// Makes the tab bar if there is none and the header shows one (`initTabView`, as a later
    /// contribution to the original TopContentPager adds it;
    /// `init` calls it).
    public func initTabView() {
        guard tabView == nil, !isHideTabView else { return }
        let tabs = PagerItemsView(frame: .zero)
        tabView = tabs
        addSubview(tabs)
    }

    /// The tab bar's height: its `itemHeight`, or 0 without one.
    public var tabViewHeight: CGFloat { tabView?.options.itemHeight ?? 0 }

    private var requestedHeight: CGFloat?

    /// The header's height at `width`: the height last set with `frame`, at least the tab bar.
    /// Override to measure your content.
    open func preferredHeight(forWidth width: CGFloat) -> CGFloat {
        max(requestedHeight ?? bounds.height, tabViewHeight)
    }

    /// Sets the header's height and re-lays the pager (`updateLayout()`).
    public func setHeight(_ height: CGFloat) {
        requestedHeight = max(0, height)
        updateLayout()
    }

    /// Changes the tab bar's ``PagerItemsView/options`` and re-lays the pager (no-op without a
    /// tab bar).
    ///
    ///     header.updateTab { $0.indicatorHeight = 1 }
    public func updateTab(_ change: (inout PagerOptions) -> Void) {
        guard let tabView else { return }
        change(&tabView.options)
        updateLayout()
    }

    /// Re-lays the header and asks the pager to re-measure it (``TopContentPagerViewController/updateHeader()``).
    public func updateLayout() {
        setNeedsLayout()
        pagerViewController?.updateHeader()
    }

    /// Puts the tab bar at the bottom, full width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let tabView {
            let h = tabView.options.itemHeight
            tabView.frame = CGRect(x: 0, y: bounds.height - h, width: bounds.width, height: h)
        }
    }
}
