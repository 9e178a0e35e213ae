import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// `UIScreenEdgePanGestureRecognizer`: a pan that begins only when the touch came down at one
/// of its `edges` and moves inward.
@MainActor @Suite struct ScreenEdgePanGestureRecognizerTests {
    func makeWindow(_ edges: RectEdge) -> (Window, ScreenEdgePanGestureRecognizer, () -> [String]) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let screen = View(frame: window.bounds)
        window.addSubview(screen)
        var log: [String] = []
        let pan = ScreenEdgePanGestureRecognizer { recognizer in
            let pan = recognizer as! PanGestureRecognizer
            switch recognizer.state {
            case .began: log.append("began")
            case .ended: log.append("ended \(Int(pan.translation(in: nil).x))")
            default: break
            }
        }
        pan.edges = edges
        screen.addGestureRecognizer(pan)
        return (window, pan, { log })
    }

    @Test(
        "A drag in from the left edge begins and follows the finger (UIKit: UIScreenEdgePanGestureRecognizer.edges)"
    )
    func fromTheLeftEdge() {
        let (window, _, log) = makeWindow(.left)
        window.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 205, y: 400), duration: 0.3)
        #expect(log() == ["began", "ended 200"])
    }

    @Test("A drag that starts away from the edges, or moves along the edge, never begins")
    func awayOrAlong() {
        let (window, _, log) = makeWindow(.left)
        window.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
        window.drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 15, y: 600), duration: 0.3)
        window.drag(from: CGPoint(x: 385, y: 400), to: CGPoint(x: 185, y: 400), duration: 0.3)
        #expect(log().isEmpty)
    }

    @Test("Each chosen edge works inward; no edges (UIKit's default) never begins")
    func otherEdges() {
        let (window, pan, log) = makeWindow([.right, .bottom])
        window.drag(from: CGPoint(x: 385, y: 400), to: CGPoint(x: 185, y: 400), duration: 0.3)
        window.drag(from: CGPoint(x: 200, y: 840), to: CGPoint(x: 200, y: 600), duration: 0.3)
        #expect(log() == ["began", "ended -200", "began", "ended 0"])
        pan.edges = []
        window.drag(from: CGPoint(x: 385, y: 400), to: CGPoint(x: 185, y: 400), duration: 0.3)
        #expect(log().count == 4)
        #expect(RectEdge.all.rawValue == 15)  // UIRectEdge.all
    }
}
