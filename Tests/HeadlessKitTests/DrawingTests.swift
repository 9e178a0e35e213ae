import Foundation
import Testing

@testable import HeadlessKit

/// A view that draws a filled dot and a stroked line, counting its draws.
private final class DotView: View {
    var draws = 0
    var lastRect = CGRect.null
    var color: Color = .red {
        didSet { setNeedsDisplay() }
    }
    override func draw(_ rect: CGRect) {
        draws += 1
        lastRect = rect
        color.setFill()
        BezierPath(ovalIn: rect.insetBy(dx: 2, dy: 2)).fill()
        let context = GraphicsGetCurrentContext()!
        context.setStrokeColor(.blue)
        context.setLineWidth(3)
        context.move(to: CGPoint(x: 0, y: rect.midY))
        context.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        context.strokePath()
    }
}

/// A view whose draw(_:) only calls super (draws nothing), counting calls for the class.
private final class SuperOnlyView: View {
    nonisolated(unsafe) static var calls = 0
    override func draw(_ rect: CGRect) {
        SuperOnlyView.calls += 1
        super.draw(rect)
    }
}

/// A view whose draw(_:) changes the tree and asks to draw again.
private final class HostileDrawView: View {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        addSubview(View(frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
        setNeedsDisplay()
        superview?.subviews.first { $0 !== self }?.removeFromSuperview()
        Color.green.set()
        GraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
}

@MainActor @Suite struct DrawingTests {
    private func window() -> Window {
        let window = Window(size: CGSize(width: 200, height: 200))
        window.makeKeyAndVisible()
        return window
    }

    @Test(
        "A view that overrides draw(_:) draws before it is first shown, in its bounds, and again once after setNeedsDisplay (UIKit: draw(_:), setNeedsDisplay())"
    )
    func drawsOnFirstShowAndAfterSetNeedsDisplay() {
        let window = window()
        let dot = DotView(frame: CGRect(x: 10, y: 20, width: 40, height: 40))
        window.addSubview(dot)
        #expect(dot.draws == 0)  // not before the frame is shown
        window.runFrames(1)
        #expect(dot.draws == 1)
        #expect(dot.lastRect == CGRect(x: 0, y: 0, width: 40, height: 40))
        window.runFrames(3)
        #expect(dot.draws == 1)  // nothing asked: not drawn again
        dot.color = .black
        dot.setNeedsDisplay()
        dot.setNeedsDisplay(CGRect(x: CGFloat.nan, y: 0, width: -1, height: .infinity))
        window.runFrames(1)
        #expect(dot.draws == 2)  // three requests in one frame: one draw
    }

    @Test("A view's layer forwards setNeedsDisplay, needsDisplay and displayIfNeeded (CALayer)")
    func layerForwards() {
        let window = window()
        let dot = DotView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(dot)
        #expect(dot.layer.needsDisplay())
        dot.layer.displayIfNeeded()
        #expect(dot.draws == 1 && !dot.layer.needsDisplay())
        dot.layer.setNeedsDisplay()
        #expect(dot.layer.needsDisplay())
        window.runFrames(1)
        #expect(dot.draws == 2)
        let standalone = Layer()
        standalone.setNeedsDisplay()
        #expect(!standalone.needsDisplay())
        standalone.displayIfNeeded()
    }

    @Test("What draw(_:) fills and strokes is in the picture, above the background")
    func drawnShapesInSVG() {
        let window = window()
        let dot = DotView(frame: CGRect(x: 10, y: 20, width: 40, height: 40))
        dot.backgroundColor = .white
        window.addSubview(dot)
        let svg = window.svg()  // a picture draws what is due, as a shown frame would
        #expect(dot.draws == 1)
        let background = svg.range(of: "fill=\"#FFFFFF\"") ?? svg.range(of: "fill=\"#ffffff\"")
        let fill = svg.range(of: "fill=\"#FF0000\"") ?? svg.range(of: "fill=\"#ff0000\"")
        let stroke = svg.range(of: "stroke=\"#0000FF\"") ?? svg.range(of: "stroke=\"#0000ff\"")
        #expect(background != nil && fill != nil && stroke != nil)
        if let background, let fill { #expect(background.lowerBound < fill.lowerBound) }
        #expect(svg.contains("stroke-width=\"3\""))
        // The line, in window coordinates: from (0, 20) and (40, 20) in the view at (10, 20).
        #expect(svg.contains("d=\"M10 40L50 40\""))
    }

    @Test(
        "Views of a class that does not draw are asked once per class, not on every move into a window"
    )
    func nonDrawingClassesAreAskedOnce() {
        let window = window()
        SuperOnlyView.calls = 0
        for index in 0..<50 {
            window.addSubview(SuperOnlyView(frame: CGRect(x: index, y: 0, width: 10, height: 10)))
        }
        window.runFrames(1)
        let first = SuperOnlyView.calls
        #expect(first >= 1 && first <= 50)
        for index in 0..<500 {
            window.addSubview(SuperOnlyView(frame: CGRect(x: index, y: 20, width: 10, height: 10)))
        }
        window.runFrames(1)
        #expect(SuperOnlyView.calls == first)
        #expect(window.viewsNeedingDisplay.isEmpty)
        // It still draws when asked.
        window.subviews.last?.setNeedsDisplay()
        window.runFrames(1)
        #expect(SuperOnlyView.calls == first + 1)
    }

    @Test(
        "An empty view is not drawn; it draws after setNeedsDisplay once it has an area, or on resizing with contentMode .redraw (UIKit)"
    )
    func emptyViewsAndRedraw() {
        let window = window()
        let dot = DotView(frame: .zero)
        window.addSubview(dot)
        window.runFrames(1)
        #expect(dot.draws == 0)
        dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        window.runFrames(1)
        #expect(dot.draws == 0)  // scaleToFill: a resize does not redraw
        dot.setNeedsDisplay()
        window.runFrames(1)
        #expect(dot.draws == 1)
        dot.contentMode = .redraw
        dot.frame.size = CGSize(width: 30, height: 30)
        window.runFrames(1)
        #expect(dot.draws == 2)
        #expect(dot.lastRect.size == CGSize(width: 30, height: 30))
    }

    @Test(
        "A draw(_:) that changes the tree and asks again draws once per frame; a view released while due is skipped"
    )
    func hostileDraw() {
        let window = window()
        let other = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        window.addSubview(other)
        let hostile = HostileDrawView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(hostile)
        var released: DotView? = DotView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(released!)
        released!.removeFromSuperview()
        released = nil
        window.runFrames(1)
        #expect(hostile.draws == 1)
        #expect(other.superview == nil)
        window.runFrames(2)
        #expect(hostile.draws == 3)
        #expect(hostile.drawnShapes.count == 1)
        _ = window.svg()
    }

    @Test("Outside draw(_:) there is no context, and filling or setting colours does nothing")
    func outsideDraw() {
        #expect(GraphicsGetCurrentContext() == nil)
        BezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
        BezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).stroke()
        Color.red.set()
        let context = GraphicsContext()
        context.restoreGState()  // nothing saved: nothing happens
        context.setLineWidth(.nan)
        #expect(context.lineWidth == 0)
        context.setLineWidth(-4)
        #expect(context.lineWidth == 0)
        context.setLineWidth(.infinity)
        #expect(context.lineWidth == 0)
        context.saveGState()
        context.setFillColor(.red)
        context.restoreGState()
        #expect(context.fillColor == .black)
        context.fillPath()  // an empty path draws nothing
        // Geometry that is not finite draws nothing (data never stops a test).
        let nan = CGFloat.nan
        context.fill(CGRect(x: nan, y: 0, width: 1, height: 1))
        context.stroke(.null)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
        context.strokeEllipse(in: CGRect(x: 0, y: 0, width: 1, height: -CGFloat.infinity))
        context.addRect(CGRect(x: 0, y: 0, width: nan, height: 1))
        context.addEllipse(in: CGRect(x: -CGFloat.infinity, y: 0, width: 1, height: 1))
        context.move(to: CGPoint(x: nan, y: 0))
        context.addLine(to: CGPoint(x: 0, y: CGFloat.infinity))
        context.strokePath()
        #expect(context.shapes.isEmpty)
        context.fill(CGRect(x: 0, y: 0, width: 0, height: 0))
        #expect(context.shapes.count == 1)
    }
}
