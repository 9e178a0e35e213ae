import Foundation
import HeadlessKit

/// One step of an exploration script: a gesture, a resize, a wait, or a named action of yours.
///
/// Each step runs through the public touch-script API, so a printed script is plain test code:
/// ``swiftCode(actions:)`` gives the line that performs it.
public enum ExploreStep: Hashable, Sendable {
    /// A tap (``HeadlessKit/Window/tap(at:count:)``).
    case tap(CGPoint)
    /// Two taps in quick succession.
    case doubleTap(CGPoint)
    /// A straight drag that lifts while moving (a slow drag is a long one).
    case drag(from: CGPoint, to: CGPoint, duration: TimeInterval)
    /// A release at `velocity` points per second after 0.1 s of movement.
    case fling(from: CGPoint, velocity: CGPoint)
    /// Two fingers 40 pt apart moving together.
    case twoFingerDrag(from: CGPoint, to: CGPoint, duration: TimeInterval)
    /// Two fingers, down at two points, that meet at a third (a pinch).
    case pinch(CGPoint, CGPoint, to: CGPoint, duration: TimeInterval)
    /// A finger held still, then lifted.
    case longPress(CGPoint, duration: TimeInterval)
    /// A drag that stops and holds still as long again before lifting: no fling.
    case hold(from: CGPoint, to: CGPoint, duration: TimeInterval)
    /// A drag whose touch is cancelled instead of lifted.
    case cancel(from: CGPoint, to: CGPoint, duration: TimeInterval)
    /// The window takes a new size (zero, or zero along one axis, included).
    case resize(CGSize)
    /// Frames run with nothing touched.
    case wait(frames: Int)
    /// The window settles.
    case settle
    /// One of the explorer's named actions.
    case action(String)

    /// The kinds of step, for weights.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        case tap, doubleTap, drag, slowDrag, fling, twoFingerDrag, longPress, hold, cancel
        case resize, wait, settle, action, pinch
    }

    /// The second finger's offset in a two-finger drag.
    public static let twoFingerSpacing = CGPoint(x: 40, y: 0)

    /// Runs the step on `window`; `perform` runs a named action.
    @MainActor
    func run(in window: Window, perform: (String) -> Void) {
        switch self {
        case .tap(let p): window.tap(at: p)
        case .doubleTap(let p): window.tap(at: p, count: 2)
        case .drag(let a, let b, let d): window.drag(from: a, to: b, duration: d)
        case .fling(let a, let v): window.fling(from: a, velocity: v)
        case .twoFingerDrag(let a, let b, let d):
            window.touches(
                [[a, b], [a + ExploreStep.twoFingerSpacing, b + ExploreStep.twoFingerSpacing]],
                duration: d)
        case .pinch(let a, let b, let c, let d): window.touches([[a, c], [b, c]], duration: d)
        case .longPress(let p, let d): window.press(at: p, duration: d)
        case .hold(let a, let b, let d): window.drag(along: [a, b, b], duration: d)
        case .cancel(let a, let b, let d):
            window.beginTouch(at: a).move(to: b, duration: d).cancel()
        case .resize(let size): window.frame = CGRect(origin: window.frame.origin, size: size)
        case .wait(let n): window.runFrames(n)
        case .settle: window.settle()
        case .action(let name): perform(name)
        }
    }

    /// The Swift statement that performs the step on a `window` variable; a named action prints
    /// `actions[name]` (its ``Explorer/Action/code``) or a call to `perform(_:)`.
    public func swiftCode(actions: [String: String] = [:]) -> String {
        switch self {
        case .tap(let p): "window.tap(at: \(code(p)))"
        case .doubleTap(let p): "window.tap(at: \(code(p)), count: 2)"
        case .drag(let a, let b, let d):
            "window.drag(from: \(code(a)), to: \(code(b)), duration: \(code(d)))"
        case .fling(let a, let v): "window.fling(from: \(code(a)), velocity: \(code(v)))"
        case .twoFingerDrag(let a, let b, let d):
            "window.touches([[\(code(a)), \(code(b))], [\(code(a + ExploreStep.twoFingerSpacing)), "
                + "\(code(b + ExploreStep.twoFingerSpacing))]], duration: \(code(d)))"
        case .pinch(let a, let b, let c, let d):
            "window.touches([[\(code(a)), \(code(c))], [\(code(b)), \(code(c))]], duration: \(code(d)))"
        case .longPress(let p, let d): "window.press(at: \(code(p)), duration: \(code(d)))"
        case .hold(let a, let b, let d):
            "window.drag(along: [\(code(a)), \(code(b)), \(code(b))], duration: \(code(d)))"
        case .cancel(let a, let b, let d):
            "window.beginTouch(at: \(code(a))).move(to: \(code(b)), duration: \(code(d))).cancel()"
        case .resize(let s):
            "window.frame.size = CGSize(width: \(code(s.width)), height: \(code(s.height)))"
        case .wait(let n): "window.runFrames(\(n))"
        case .settle: "window.settle()"
        case .action(let name): actions[name] ?? "perform(\(String(reflecting: name)))"
        }
    }

    /// How many frames the step runs at `framesPerSecond` (an estimate for a settle or an
    /// action, which count as one).
    func frameCount(framesPerSecond: Int) -> Int {
        let f = Double(framesPerSecond)
        func n(_ d: TimeInterval) -> Int { max(Int((d * f).rounded()), 1) }
        switch self {
        case .tap: return Window.tapHoldFrames
        case .doubleTap: return Window.tapHoldFrames * 3
        case .drag(_, _, let d), .twoFingerDrag(_, _, let d), .pinch(_, _, _, let d),
            .hold(_, _, let d),
            .cancel(_, _, let d), .longPress(_, let d):
            return n(d)
        case .fling: return n(0.1)
        case .wait(let frames): return frames
        case .resize, .settle, .action: return 1
        }
    }
}

extension CGPoint {
    static func + (p: CGPoint, v: CGPoint) -> CGPoint { CGPoint(x: p.x + v.x, y: p.y + v.y) }
}

func code(_ p: CGPoint) -> String { "CGPoint(x: \(code(p.x)), y: \(code(p.y)))" }
func code(_ v: CGFloat) -> String { formatted(v) }
func code(_ d: Double) -> String { formatted(CGFloat(d)) }
