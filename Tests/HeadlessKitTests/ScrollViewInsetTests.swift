import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A scroll view that keeps touches from its content.
@MainActor
final class GuardedScrollView: ScrollView {
    var asked: [String] = []
    var allowsContentTouches = false

    override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event, in view: View)
        -> Bool
    {
        asked.append(view.shortDescription)
        return allowsContentTouches
    }
}

@MainActor @Suite struct ScrollViewInsetTests {
    @Test(
        "touchesShouldBegin returning false keeps a control's touchUpInside from firing; the scroll view still drags (UIKit S16)"
    )
    func touchesShouldBeginKeepsTouchesFromContent() {
        Window.printsDiagnostics = false
        let window = Window(size: CGSize(width: 390, height: 844))
        let scroll = GuardedScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 5000)
        window.addSubview(scroll)
        let button = Control(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        scroll.addSubview(button)
        var events: [String] = []
        button.addAction(Action { _ in events.append("down") }, for: .touchDown)
        button.addAction(Action { _ in events.append("up") }, for: .touchUpInside)

        window.tap(at: CGPoint(x: 50, y: 220))
        window.press(at: CGPoint(x: 50, y: 220), duration: 0.3)
        #expect(events.isEmpty)
        #expect(scroll.asked.count == 2)

        window.drag(from: CGPoint(x: 50, y: 220), to: CGPoint(x: 50, y: 120), duration: 0.1)
        #expect(events.isEmpty)
        #expect(scroll.contentOffset.y > 0)

        // Without the delay it is asked at touch-down; allowing the touch lets the tap through.
        window.settle()
        scroll.contentOffset = .zero
        scroll.delaysContentTouches = false
        scroll.allowsContentTouches = true
        window.tap(at: CGPoint(x: 50, y: 220))
        #expect(scroll.asked.count == 3)
        #expect(events == ["down", "up"])
    }
}
