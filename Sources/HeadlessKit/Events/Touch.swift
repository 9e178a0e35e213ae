import Foundation

/// One finger on the window, like `UITouch`: the same object from touch-down to lift.
///
/// A touch script (or a test) makes a touch, sends it, then updates and sends it again:
///
///     let touch = Touch(location: CGPoint(x: 20, y: 20))           // phase .began
///     window.send(Event(touches: [touch]))
///     touch.update(phase: .moved, location: CGPoint(x: 20, y: 60))
///     window.send(Event(touches: [touch]))
///     touch.update(phase: .ended)
///     window.send(Event(touches: [touch]))
///
/// Locations are in the window's coordinates. The window fixes ``view`` at touch-down (the
/// hit-test view) for the touch's whole life, even when the finger moves outside it (UIKit T1).
///
/// A location farther than ``maximumCoordinate`` from the origin is pulled in to it (far off
/// any screen), so that sums and squares of locations stay finite; a NaN location is kept,
/// and the window drops the event with a diagnostic.
@MainActor
public final class Touch: Hashable {
    /// Where a touch is in its life, like `UITouch.Phase`.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        case began, moved, stationary, ended, cancelled

        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    /// The touch's current phase.
    public private(set) var phase: Phase
    /// When the touch last changed, in the window clock's seconds (set by `Window.send`).
    public internal(set) var timestamp: TimeInterval = 0
    /// The number of taps in quick succession this touch is part of (1 for a single tap).
    public let tapCount: Int
    /// The view the touch was hit-tested to at touch-down (`nil` before it is sent, or if
    /// the hit test found nothing).
    public internal(set) weak var view: View?
    /// The window the touch was sent to.
    public internal(set) weak var window: Window?

    /// The location in window coordinates.
    public private(set) var locationInWindow: CGPoint
    /// The location before the last update, in window coordinates.
    public private(set) var previousLocationInWindow: CGPoint
    /// Where the touch went down, in window coordinates (a view may hear of it later, once
    /// recognizers stop holding it back).
    let startLocationInWindow: CGPoint

    /// Routing state, kept by the window.
    enum Routing { case new, active, finished }
    var routing: Routing = .new

    /// What the touch's view has been told, kept by the window: nothing yet (the recognizers
    /// may hold `touchesBegan` back), tracking (it got `touchesBegan`), or finished (it got
    /// `touchesEnded`/`touchesCancelled`, or will hear nothing of the touch).
    enum ViewDelivery { case waiting, tracking, finished }
    var viewDelivery: ViewDelivery = .waiting

    /// Makes a touch at `location` (window coordinates), in phase `phase` (`.began` unless you
    /// are testing bad input).
    public init(location: CGPoint, phase: Phase = .began, tapCount: Int = 1) {
        let location = Touch.pulledIn(location)
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.startLocationInWindow = location
        self.phase = phase
        self.tapCount = tapCount
    }

    /// Moves the touch to a new phase and, optionally, location; the old location becomes
    /// ``previousLocation(in:)``.
    public func update(phase: Phase, location: CGPoint? = nil) {
        self.phase = phase
        previousLocationInWindow = locationInWindow
        if let location { locationInWindow = Touch.pulledIn(location) }
    }

    /// Ends the touch as cancelled where it was before its last update (the window's answer
    /// to a live touch whose new location is not finite).
    func cancelAtPreviousLocation() {
        phase = .cancelled
        locationInWindow = previousLocationInWindow.isFinitePoint ? previousLocationInWindow : .zero
    }

    /// How far from the window's origin a touch location can be, on each axis: 10⁹ pt.
    public nonisolated static let maximumCoordinate: CGFloat = 1e9

    private nonisolated static func pulledIn(_ point: CGPoint) -> CGPoint {
        func axis(_ v: CGFloat) -> CGFloat {
            v.isNaN ? v : min(max(v, -maximumCoordinate), maximumCoordinate)
        }
        return CGPoint(x: axis(point.x), y: axis(point.y))
    }

    /// The location in `view`'s coordinates (`nil`: the window's).
    public func location(in view: View?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The location before the last update, in `view`'s coordinates (`nil`: the window's).
    public func previousLocation(in view: View?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    public nonisolated static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
