import Foundation

// Custom drawing, as UIKit does it ("Drawing and printing guide for iOS"; `UIView.draw(_:)`):
// a view subclass overrides `draw(_:)` and draws with `BezierPath`, `Color.setFill()` and the
// current graphics context; `setNeedsDisplay()` asks for it again. UIKit draws a view when it
// is first shown and after `setNeedsDisplay()`, once per frame at most, after layout; so does
// HeadlessKit, in the window's frame after its layout pass, and before a picture (`svg()`) is
// made. What a view draws is kept as shapes and drawn in its SVG picture above its background.
//
// Whether a class draws at all is learnt once per class: when `View.draw(_:)` itself ran and
// nothing was drawn, views of that class are not drawn on moving into a window again.

/// The classes whose `draw(_:)` is ``View``'s own (they draw nothing), learnt as they are
/// first asked, and the drawing under way.
@MainActor
enum Drawing {
    /// Classes whose `draw(_:)` is ``View``'s own.
    static var nonDrawingClasses = Set<ObjectIdentifier>()
    /// Classes seen to draw.
    static var drawingClasses = Set<ObjectIdentifier>()
    /// Classes not known yet with a view waiting in a window's list to find out. Only that one
    /// view of the class waits: the others of its kind that arrive meanwhile are drawn by the
    /// next picture, or after `setNeedsDisplay()` (no per-view state for views that do not draw).
    static var probing = Set<ObjectIdentifier>()
    /// The context of the `draw(_:)` running now (``GraphicsGetCurrentContext()``).
    static var currentContext: GraphicsContext?

    /// Whether views of `type` may draw something (not yet known not to).
    static func mayDraw(_ type: View.Type) -> Bool {
        let id = ObjectIdentifier(type)
        // Views of one class often come together (a cell's labels, a list's cells).
        if id == lastNonDrawingClass { return false }
        guard nonDrawingClasses.contains(id) else { return true }
        lastNonDrawingClass = id
        return false
    }

    /// The class ``mayDraw(_:)`` last found not to draw.
    private static var lastNonDrawingClass: ObjectIdentifier?
}

/// A graphics context that records what is drawn in it, like the `CGContext` UIKit sets up
/// around `draw(_:)` (``GraphicsGetCurrentContext()``). It keeps a fill colour, a stroke colour,
/// a line width and a current path; filling or stroking records a shape, in the view's
/// coordinates, that the view's SVG picture draws. A point or rect that is not finite (NaN,
/// infinite, null: geometry computed from bad data) draws nothing.
@MainActor
public final class GraphicsContext {
    /// The fill colour (black at first, as Core Graphics').
    public private(set) var fillColor: Color = .black
    /// The stroke colour (black at first).
    public private(set) var strokeColor: Color = .black
    /// The stroke width (1 at first).
    public private(set) var lineWidth: CGFloat = 1
    /// The path being built by `move(to:)`, `addLine(to:)`, `addRect(_:)`, `addPath(_:)`...
    private var path = BezierPath()
    private var saved: [(Color, Color, CGFloat)] = []
    /// What was drawn, in order.
    private(set) var shapes: [ShapeLayer] = []
    /// Whether ``View``'s own `draw(_:)` ran (an override that calls `super` reaches it too).
    var reachedViewDraw = false

    init() {}

    /// Sets the fill colour (Core Graphics' `setFillColor(_:)`).
    public func setFillColor(_ color: Color) { fillColor = color }
    /// Sets the stroke colour (Core Graphics' `setStrokeColor(_:)`).
    public func setStrokeColor(_ color: Color) { strokeColor = color }
    /// Sets the stroke width; a negative, NaN or infinite width strokes nothing (drawn as 0).
    public func setLineWidth(_ width: CGFloat) {
        lineWidth = width.isFinite && width > 0 ? width : 0
    }
    /// Saves the colours and the line width (Core Graphics' `saveGState()`).
    public func saveGState() { saved.append((fillColor, strokeColor, lineWidth)) }
    /// Restores what the last ``saveGState()`` saved; without one, does nothing.
    public func restoreGState() {
        guard let last = saved.popLast() else { return }
        (fillColor, strokeColor, lineWidth) = last
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        if Self.isFinite(point) { path.move(to: point) }
    }
    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint) {
        if Self.isFinite(point) { path.addLine(to: point) }
    }
    /// Adds a rectangle to the current path.
    public func addRect(_ rect: CGRect) {
        if Self.isFinite(rect) { path.append(BezierPath(rect: rect)) }
    }
    /// Adds the ellipse inside `rect` to the current path.
    public func addEllipse(in rect: CGRect) {
        if Self.isFinite(rect) { path.append(BezierPath(ovalIn: rect)) }
    }
    /// Adds `path` to the current path.
    public func addPath(_ path: BezierPath) { self.path.append(path) }
    /// Closes the current subpath.
    public func closePath() { path.close() }

    /// Fills the current path and starts a new one (Core Graphics' `fillPath()`).
    public func fillPath() { record(takePath(), fill: fillColor, stroke: nil) }
    /// Strokes the current path and starts a new one (Core Graphics' `strokePath()`).
    public func strokePath() { record(takePath(), fill: nil, stroke: strokeColor) }
    /// Fills `rect`.
    public func fill(_ rect: CGRect) { draw(rect, oval: false, fill: fillColor, stroke: nil) }
    /// Strokes the outline of `rect`.
    public func stroke(_ rect: CGRect) { draw(rect, oval: false, fill: nil, stroke: strokeColor) }
    /// Fills the ellipse inside `rect`.
    public func fillEllipse(in rect: CGRect) {
        draw(rect, oval: true, fill: fillColor, stroke: nil)
    }
    /// Strokes the ellipse inside `rect`.
    public func strokeEllipse(in rect: CGRect) {
        draw(rect, oval: true, fill: nil, stroke: strokeColor)
    }

    /// Records `rect`, or the ellipse inside it, filled or stroked; nothing if it is not finite.
    private func draw(_ rect: CGRect, oval: Bool, fill: Color?, stroke: Color?) {
        guard Self.isFinite(rect) else { return }
        record(oval ? BezierPath(ovalIn: rect) : BezierPath(rect: rect), fill: fill, stroke: stroke)
    }

    private static func isFinite(_ point: CGPoint) -> Bool {
        point.x.isFinite && point.y.isFinite
    }

    private static func isFinite(_ rect: CGRect) -> Bool {
        !rect.isNull && isFinite(rect.origin) && rect.width.isFinite && rect.height.isFinite
    }

    private func takePath() -> BezierPath {
        defer { path = BezierPath() }
        return path
    }

    /// Records `path` filled and/or stroked with the current line width.
    func record(_ path: BezierPath, fill: Color?, stroke: Color?, lineWidth: CGFloat? = nil) {
        guard !path.isEmpty else { return }
        let shape = ShapeLayer()
        shape.path = BezierPath(cgPath: path)
        shape.fillColor = fill
        shape.strokeColor = stroke
        shape.lineWidth = lineWidth ?? self.lineWidth
        shapes.append(shape)
    }
}

/// The graphics context of the `draw(_:)` running now, like `UIGraphicsGetCurrentContext()`;
/// `nil` outside one.
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor
public func GraphicsGetCurrentContext() -> GraphicsContext? {
    Drawing.currentContext
}

extension BezierPath {
    /// Fills the path with the current fill colour, in the current `draw(_:)` (UIKit's
    /// `fill()`); outside one, does nothing.
    @MainActor public func fill() {
        guard let context = Drawing.currentContext else { return }
        context.record(self, fill: context.fillColor, stroke: nil)
    }

    /// Strokes the path with the current stroke colour at its own ``lineWidth``, in the current
    /// `draw(_:)` (UIKit's `stroke()`); outside one, does nothing.
    @MainActor public func stroke() {
        guard let context = Drawing.currentContext else { return }
        let width = lineWidth.isFinite && lineWidth > 0 ? lineWidth : 0
        context.record(self, fill: nil, stroke: context.strokeColor, lineWidth: width)
    }
}

extension Color {
    /// Makes this the fill colour of the current `draw(_:)` (UIKit's `setFill()`).
    @MainActor public func setFill() { Drawing.currentContext?.setFillColor(self) }
    /// Makes this the stroke colour of the current `draw(_:)` (UIKit's `setStroke()`).
    @MainActor public func setStroke() { Drawing.currentContext?.setStrokeColor(self) }
    /// Makes this the fill and the stroke colour of the current `draw(_:)` (UIKit's `set()`).
    @MainActor public func set() {
        setFill()
        setStroke()
    }
}

extension View {
    /// Asks for ``draw(_:)`` again before the next frame is shown, like UIKit's
    /// `setNeedsDisplay()`. Calls in one frame draw once.
    public func setNeedsDisplay() {
        let extras = uikitExtras
        guard !extras.needsDisplay else { return }
        extras.needsDisplay = true
        window?.viewsNeedingDisplay.append(WeakView(self))
    }

    /// Asks for ``draw(_:)`` again, like UIKit's `setNeedsDisplay(_:)`. HeadlessKit redraws the
    /// whole view whatever `rect` is (UIKit may too), so any rect, even NaN, does the same.
    public func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    /// Whether ``draw(_:)`` is due: after ``setNeedsDisplay()``, or in a window before the view
    /// is first drawn (for a class that may draw).
    var needsDisplay: Bool {
        if let extras = extras?.uikit {
            if extras.needsDisplay { return true }
            if extras.hasDisplayed { return false }
        }
        return window != nil && type(of: self) != View.self && Drawing.mayDraw(type(of: self))
    }

    /// The shapes the view's last ``draw(_:)`` drew, in its bounds' coordinates.
    var drawnShapes: [ShapeLayer] { extras?.uikit?.drawnShapes ?? [] }

    /// On moving into `window`: a view of a class that may draw, not drawn yet, is drawn before
    /// it is shown. Nothing is stored on the view (most views never draw): the window keeps it
    /// in its list, and the view's state says whether it drew.
    func noteDisplayOnWindowMove(_ window: Window) {
        guard type(of: self) != View.self, Drawing.mayDraw(type(of: self)) else { return }
        let extras = extras?.uikit
        if let extras, extras.hasDisplayed && !extras.needsDisplay { return }
        let id = ObjectIdentifier(type(of: self))
        if extras?.needsDisplay == true || Drawing.drawingClasses.contains(id) {
            window.viewsNeedingDisplay.append(WeakView(self))
        } else if Drawing.probing.insert(id).inserted {
            window.viewsNeedingDisplay.append(WeakView(self, probing: id))
        }
    }

    /// Runs ``draw(_:)`` now if it is due, recording what it draws. A view with an empty
    /// bounds is not asked, and is not due any more: as in UIKit, it draws again after
    /// ``setNeedsDisplay()``, or on resizing if its `contentMode` is `.redraw`.
    func displayIfNeeded() {
        guard needsDisplay else { return }
        // Cleared before drawing, so that draw(_:) may ask again (for the next frame).
        if let extras = extras?.uikit { extras.needsDisplay = false }
        let rect = bounds
        var shapes: [ShapeLayer] = []
        var reachedViewDraw = false
        if rect.width > 0, rect.height > 0 {
            let context = GraphicsContext()
            let outer = Drawing.currentContext
            Drawing.currentContext = context
            draw(rect)
            Drawing.currentContext = outer
            shapes = context.shapes
            reachedViewDraw = context.reachedViewDraw
        }
        if reachedViewDraw && shapes.isEmpty {
            // View's own draw(_:) and nothing drawn: the class does not draw (an override that
            // calls super and draws nothing this time is taken for one too; it still draws
            // after setNeedsDisplay()). Its views keep no drawing state.
            Drawing.nonDrawingClasses.insert(ObjectIdentifier(type(of: self)))
            if let extras = extras?.uikit {
                extras.hasDisplayed = true
                extras.drawnShapes = nil
            }
            return
        }
        Drawing.drawingClasses.insert(ObjectIdentifier(type(of: self)))
        let extras = uikitExtras
        extras.hasDisplayed = true
        extras.drawnShapes = shapes.isEmpty ? nil : shapes
    }
}

extension Window {
    /// Draws the views in the window that asked for it, in the order they asked (UIKit's
    /// display pass, after layout). A view that asks again from its own `draw(_:)`, or that is
    /// asked by another's, draws in the next pass.
    ///
    /// - Complexity: O(*k*) in the views that asked.
    func displayViewsNeedingDisplay() {
        guard !viewsNeedingDisplay.isEmpty else { return }
        let due = viewsNeedingDisplay
        viewsNeedingDisplay = []
        for entry in due {
            if let probed = entry.probing { Drawing.probing.remove(probed) }
            guard let view = entry.view, view.window === self else { continue }
            view.displayIfNeeded()
        }
    }
}

/// A view held weakly, and the class it is the first of to be drawn, if it is.
struct WeakView {
    weak var view: View?
    var probing: ObjectIdentifier?
    init(_ view: View, probing: ObjectIdentifier? = nil) {
        self.view = view
        self.probing = probing
    }
}

extension Layer {
    /// Asks the layer's view to draw again, like `CALayer.setNeedsDisplay()` on a view's layer
    /// (see ``View/setNeedsDisplay()``). A layer made with ``init()`` has no content to draw:
    /// nothing happens.
    public func setNeedsDisplay() { delegate?.setNeedsDisplay() }

    /// Whether the layer's view is due to draw, like `CALayer.needsDisplay()`; `false` for a
    /// layer made with ``init()``.
    public func needsDisplay() -> Bool { delegate?.needsDisplay ?? false }

    /// Draws the layer's view now if it is due, like `CALayer.displayIfNeeded()`.
    public func displayIfNeeded() { delegate?.displayIfNeeded() }
}
