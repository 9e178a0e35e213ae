import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite struct TransformTests {
    /// A 100×50 card centred at (100, 100), turned a quarter:
    ///
    ///     before: x 50…150, y 75…125      after: x 75…125, y 50…150
    @Test(
        "A rotated view's frame is the box around it; center and bounds are unchanged (UIKit: UIView.transform)"
    )
    func frameIsTheBoundingBox() {
        let card = View(frame: CGRect(x: 50, y: 75, width: 100, height: 50))
        card.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(card.frame.minX - 75) < 1e-9 && abs(card.frame.minY - 50) < 1e-9)
        #expect(abs(card.frame.width - 50) < 1e-9 && abs(card.frame.height - 100) < 1e-9)
        #expect(card.center == CGPoint(x: 100, y: 100))
        #expect(card.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        card.transform = .identity
        #expect(card.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
    }

    @Test("Hit testing and convert follow the transform (UIKit: UIView.transform)")
    func hitTestingAndConvert() {
        let window = Window(size: CGSize(width: 200, height: 200))
        let card = View(frame: CGRect(x: 50, y: 75, width: 100, height: 50))
        window.addSubview(card)
        card.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(window.hitTest(CGPoint(x: 100, y: 140), with: nil) === card)
        #expect(window.hitTest(CGPoint(x: 140, y: 100), with: nil) === window)
        // The card's top-left corner turned a quarter about the centre lands top-right.
        let corner = card.convert(CGPoint.zero, to: nil)
        #expect(abs(corner.x - 125) < 1e-9 && abs(corner.y - 50) < 1e-9)
        let back = card.convert(corner, from: nil)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)

        let badge = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let zoomed = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(zoomed)
        zoomed.addSubview(badge)
        zoomed.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(badge.convert(badge.bounds, to: nil) == CGRect(x: -5, y: -5, width: 20, height: 20))
        #expect(window.hitTest(CGPoint(x: 14, y: 14), with: nil) === badge)
    }

    @Test("The SVG draws a transformed view in a group with its matrix about the centre")
    func svgMatrix() {
        let window = Window(size: CGSize(width: 40, height: 40))
        let square = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = .red
        window.addSubview(square)
        square.transform = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
        let svg = window.svg()
        #expect(svg.contains("<g transform=\"matrix(2 0 0 2 -15 -20)\">"))
    }

    @Test("A NaN transform stops, naming the view")
    func nanTransformStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            View().transform = CGAffineTransform(rotationAngle: .nan)
        }
    }
}

@MainActor @Suite struct ZPositionTests {
    /// Two overlapping squares; the one added first has the higher zPosition:
    ///
    ///     +-front(z 1)--+
    ///     |   +-back----+--+   a point in the overlap hits `front`
    ///     +---+---------+  |
    ///         +------------+
    @Test(
        "A higher zPosition is hit first and drawn last, whatever the subviews order (UIKit: CALayer.zPosition)"
    )
    func zPositionOrdersHitsAndDrawing() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let front = View(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        front.backgroundColor = .red
        let back = View(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
        back.backgroundColor = .blue
        window.addSubview(front)
        window.addSubview(back)
        #expect(window.hitTest(CGPoint(x: 45, y: 45), with: nil) === back)
        front.layer.zPosition = 1
        #expect(window.hitTest(CGPoint(x: 45, y: 45), with: nil) === front)
        #expect(window.hitTest(CGPoint(x: 80, y: 80), with: nil) === back)
        let svg = window.svg()
        let red = svg.range(of: "#FF0000")!.lowerBound
        let blue = svg.range(of: "#0000FF")!.lowerBound
        #expect(blue < red)
        // Moved to another parent, the zPosition still counts there.
        let other = View(frame: window.bounds)
        window.addSubview(other)
        let sibling = View(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        other.addSubview(front)
        other.addSubview(sibling)
        #expect(other.hitTest(CGPoint(x: 10, y: 10), with: nil) === front)
    }
}
