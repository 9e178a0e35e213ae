import Foundation

extension ScrollView {
    /// When dragging dismisses the keyboard, like `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Hashable, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// A guide for the content area, like `UIScrollView.contentLayoutGuide`: its top-left is
    /// the content's origin, and after each layout pass its size becomes ``contentSize``. Pin
    /// content to its four edges and the content size follows the content.
    public var contentLayoutGuide: LayoutGuide {
        if let guide = layoutGuides.first(where: { $0.system == .scrollContent }) { return guide }
        return systemGuide(.scrollContent, "contentLayoutGuide")
    }

    /// A guide for the scroll view's own rectangle, like `UIScrollView.frameLayoutGuide`: use
    /// its width or height to size content to the scroll view, or pin a view to its edges to
    /// keep it still while the content scrolls (the guide follows `contentOffset`).
    public var frameLayoutGuide: LayoutGuide {
        if let guide = layoutGuides.first(where: { $0.system == .scrollFrame }) { return guide }
        return systemGuide(.scrollFrame, "frameLayoutGuide")
    }

    /// Moves the frame guide, if the scroll view has one, to the new visible rectangle: views
    /// pinned to it stay still on screen, as in UIKit.
    func frameGuideFollowsOffset() {
        guard let guides = extras?.layoutGuides, !guides.isEmpty,
            let guide = guides.first(where: { $0.system == .scrollFrame }),
            guide.engineItem != nil, let engine = root.extras?.layoutEngine
        else { return }
        engine.pinSafeAreaGuide(guide, of: self)
        engine.markDirty()
    }

    /// Flashes the scroll indicators (nothing to draw here).
    public func flashScrollIndicators() {}

    /// Both indicators' insets, like UIKit's `scrollIndicatorInsets` (deprecated there in
    /// iOS 13): reads the vertical one, sets both.
    public var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    func checkIndicatorInsets(_ insets: EdgeInsets, _ name: String) {
        precondition(
            insets.isFinite, "ScrollView.\(name): \(insets) is not finite (\(shortDescription))")
    }
}
