import Foundation
import HeadlessKit

extension TopContentPagerViewController {
    /// Hides from VoiceOver the header's subviews that the page has scrolled wholly out of the
    /// window (above it, behind the pinned tab bar's top), and shows them again when they come
    /// back: while pinned, no scroll view holds them, so a screen reader would otherwise focus
    /// something nobody can see. The tab bar always stays. Views the app itself hid stay
    /// hidden.
    func updateHeaderAccessibility() {
        guard let header = topContentView, view.window != nil else { return }
        var hidden: [View] = []
        for subview in header.subviews where subview !== header.tabView {
            let wasHiddenByUs = headerViewsHiddenFromAccessibility.contains { $0 === subview }
            guard wasHiddenByUs || !subview.accessibilityElementsHidden else { continue }
            let frame = subview.convert(subview.bounds, to: nil)
            let isOut = frame.maxY <= 0
            subview.accessibilityElementsHidden = isOut
            if isOut { hidden.append(subview) }
        }
        headerViewsHiddenFromAccessibility = hidden
    }
}
