import Foundation
import Testing

@testable import HeadlessKit

/// `transform` and `backgroundColor` in `View.animate` (UIKit lists both among UIView's
/// animatable properties in the documentation of `animate(withDuration:animations:)`).
@MainActor @Suite struct TransformAnimationTests {
    func makeWindow() -> (Window, View) { makeAnimationWindow(origin: CGPoint(x: 100, y: 100)) }

    /// The scale of `t` along x (the length of its first column).
    func scale(_ t: CGAffineTransform) -> CGFloat { (t.a * t.a + t.b * t.b).squareRoot() }

    func close(_ color: Color?, _ expected: Color) -> Bool {
        guard let color else { return false }
        return [
            color.red - expected.red, color.green - expected.green, color.blue - expected.blue,
            color.alpha - expected.alpha,
        ].allSatisfy { abs($0) < 1e-9 }
    }

    func isFinite(_ t: CGAffineTransform) -> Bool {
        [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
    }

    @Test(
        "The pasted badge pulse: model scale 1.2 at once, the screen eases out, the completion resets it (UIKit: transform is animatable; the completion runs when the animations end)"
    )
    func pastedBadgePulse() {
        let (window, badge) = makeWindow()
        var completions: [Bool] = []
        View.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut]) {
            badge.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        } completion: { finished in
            completions.append(finished)
            badge.transform = .identity
        }
        #expect(badge.transform == CGAffineTransform(scaleX: 1.2, y: 1.2))
        #expect(completions.isEmpty)
        #expect(badge.presentationTransform == .identity)
        #expect(
            window.activities.first?.description.hasPrefix(
                "animation of <View> transform (1 0 0 1 0 0) → (1.2 0 0 1.2 0 0), ends at") == true)

        window.advance(by: 0.125)
        let p = CGFloat(TimingCurve.bezier(0, 0, 0.58, 1).value(at: 0.5))
        let shown = badge.presentationTransform
        #expect(abs(shown.a - (1 + 0.2 * p)) < 1e-9)
        #expect(abs(shown.d - (1 + 0.2 * p)) < 1e-9)
        #expect(shown.a > 1.1 && shown.a < 1.2)  // ease-out: past the halfway scale
        #expect(shown.b == 0 && shown.c == 0)
        #expect(completions.isEmpty)

        window.advance(by: 0.125)
        #expect(completions == [true])
        #expect(badge.transform == .identity)
        #expect(badge.presentationTransform == .identity)
        window.settle()
        #expect(completions == [true])
    }

    @Test(
        "A quarter turn passes through an eighth turn at the curve's midpoint, at unit scale (Core Animation interpolates a decomposed transform)"
    )
    func rotationKeepsScale() {
        let (window, view) = makeWindow()
        View.animate(withDuration: 1) {
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }
        // Ease-in-out is symmetric: half the time, half the turn.
        window.advance(by: 0.5)
        let shown = view.presentationTransform
        #expect(abs(atan2(shown.b, shown.a) - .pi / 4) < 1e-9)
        #expect(abs(scale(shown) - 1) < 1e-9)
        #expect(abs(shown.a * shown.d - shown.b * shown.c - 1) < 1e-9)
        // The presentation frame is the box around the turned bounds: √2 × 100 wide.
        #expect(abs(view.presentationFrame.width - 100 * 2.0.squareRoot()) < 1e-9)
        #expect(abs(view.presentationFrame.midX - 150) < 1e-9)
        #expect(window.settle())
        #expect(view.presentationTransform == view.transform)
    }

    @Test("A rotation goes the shorter way round (170° to -170° turns 20°)")
    func shorterWayRound() {
        let (window, view) = makeWindow()
        view.transform = CGAffineTransform(rotationAngle: 170 * .pi / 180)
        View.animate(withDuration: 1, options: .curveLinear) {
            view.transform = CGAffineTransform(rotationAngle: -170 * .pi / 180)
        }
        window.advance(by: 0.5)
        let shown = view.presentationTransform
        // Halfway is 180°, not 0°.
        #expect(abs(shown.a + 1) < 1e-9)
        #expect(abs(scale(shown) - 1) < 1e-9)
    }

    /// A whole turn, the well-known iOS gotcha: `UIView.animate` interpolates the transform
    /// matrix (decomposed), and `CGAffineTransform(rotationAngle: .pi * 2)` is the identity but
    /// for rounding, so nothing turns on screen (a spin needs a `CABasicAnimation` of
    /// "transform.rotation.z", or steps of less than a half turn). The value did change (by
    /// rounding), so the animation still takes its duration and completes `true`.
    @Test(
        "A whole turn (2π, 4π, -2π) does not turn on screen, and completes after the duration (UIKit: UIView animation interpolates the transform matrix)",
        arguments: [2.0, 4.0, -2.0])
    func wholeTurnDoesNotTurn(turns: Double) {
        let (window, view) = makeWindow()
        var finished: [Bool] = []
        View.animate(withDuration: 1, options: .curveLinear) {
            view.transform = CGAffineTransform(rotationAngle: .pi * turns)
        } completion: {
            finished.append($0)
        }
        for _ in 0..<4 {
            window.advance(by: 0.2)
            let shown = view.presentationTransform
            #expect(abs(shown.a - 1) < 1e-9 && abs(shown.b) < 1e-9, "\(shown)")
            #expect(finished.isEmpty)
        }
        window.advance(by: 0.2)
        #expect(finished == [true])
        #expect(view.presentationTransform == view.transform)
    }

    @Test("A horizontal flip animates as a scale through zero, not a half turn")
    func flipScalesThroughZero() {
        let (window, view) = makeWindow()
        View.animate(withDuration: 1, options: .curveLinear) {
            view.transform = CGAffineTransform(scaleX: -1, y: 1)
        }
        window.advance(by: 0.25)
        let shown = view.presentationTransform
        #expect(abs(shown.a - 0.5) < 1e-9)
        #expect(abs(shown.d - 1) < 1e-9)
        #expect(shown.b == 0 && shown.c == 0)
    }

    @Test(
        "The spring variant animates transform, overshoots with low damping and settles (UIKit: animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:))"
    )
    func springTransform() {
        let (window, view) = makeWindow()
        var finished: Bool?
        View.animate(
            withDuration: 0.5, usingSpringWithDamping: 0.3, initialSpringVelocity: 0
        ) {
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
        } completion: {
            finished = $0
        }
        var scales: [CGFloat] = []
        for _ in 0..<59 {
            window.runFrames(1)
            scales.append(view.presentationTransform.a)
        }
        #expect(scales.first! > 1 && scales.first! < 2)
        #expect(scales.max()! > 2)  // overshoot
        #expect(finished == nil)
        window.runFrames(1)
        #expect(finished == true)
        #expect(view.presentationTransform == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test(
        "A second animation of transform mid-flight blends in from what is on screen; the first runs on and completes true (UIKit since iOS 8: additive animations)"
    )
    func secondAnimationFromScreen() {
        let (window, view) = makeWindow()
        var first: Bool?
        View.animate(withDuration: 1, options: .curveLinear) {
            view.transform = CGAffineTransform(translationX: 100, y: 0)
        } completion: {
            first = $0
        }
        window.advance(by: 0.5)
        #expect(abs(view.presentationTransform.tx - 50) < 1e-9)
        View.animate(withDuration: 1, options: .curveLinear) {
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }
        #expect(first == nil)
        #expect(abs(view.presentationTransform.tx - 50) < 1e-9)
        window.advance(by: 0.5)
        #expect(first == true)
        // The first has ended; the second has half of its change (translation 100 → 0,
        // rotation 0 → π/2) left to move.
        let shown = view.presentationTransform
        #expect(abs(shown.tx - 50) < 1e-9)
        #expect(abs(atan2(shown.b, shown.a) - .pi / 4) < 1e-9)
        #expect(abs(scale(shown) - 1) < 1e-9)
    }

    @Test(
        "Setting transform outside a block leaves its animation running on top of the new value; the completion gets true (UIKit since iOS 8: additive animations; a set outside a block removes no animation)"
    )
    func setOutsideKeepsAnimation() {
        let (window, view) = makeWindow()
        var finished: Bool?
        View.animate(withDuration: 1, options: .curveLinear) {
            view.transform = CGAffineTransform(translationX: 100, y: 0)
        } completion: {
            finished = $0
        }
        window.advance(by: 0.5)
        view.transform = CGAffineTransform(translationX: 40, y: 0)
        #expect(finished == nil)
        #expect(abs(view.presentationTransform.tx - -10) < 1e-9)  // 40 + half of 0 − 100
        #expect(window.settle())
        #expect(finished == true)
        #expect(view.presentationTransform == CGAffineTransform(translationX: 40, y: 0))
    }

    @Test(
        "A window's own animation runs on the same way when set outside a block (UIKit: a UIWindow is a UIView)"
    )
    func windowOwnAnimationRunsOn() {
        let (window, _) = makeWindow()
        var finished: Bool?
        View.animate(withDuration: 1) {
            window.transform = CGAffineTransform(rotationAngle: 0.5)
        } completion: {
            finished = $0
        }
        window.advance(by: 0.5)
        window.transform = .identity
        #expect(finished == nil)
        // Identity plus half of the change still to move (0.5 → 0): a turn of -0.25.
        let shown = window.presentationTransform
        #expect(abs(atan2(shown.b, shown.a) - -0.25) < 1e-9)
        #expect(!window.isIdle)
        #expect(window.settle())
        #expect(finished == true)
        #expect(window.presentationTransform == .identity)
    }

    @Test(
        "Hit testing uses the model transform while one animates (UIKit: allowUserInteraction hits the final values)"
    )
    func hitTestingUsesModel() {
        let (window, view) = makeWindow()
        View.animate(withDuration: 1) {
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
        }
        window.advance(by: 0.1)
        // (60, 60) is inside the doubled view (50...250) but not the one on screen.
        #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === view)
    }

    @Test(
        "A presentation dump and picture show the transform on screen (UIKit: the presentation layer)"
    )
    func dumpsShowPresentationTransform() {
        let (window, view) = makeWindow()
        View.animate(withDuration: 1, options: .curveLinear) {
            view.transform = CGAffineTransform(scaleX: 3, y: 3)
        }
        window.advance(by: 0.5)
        let model = window.treeDescription()
        let shown = window.treeDescription(TreeDescriptionOptions(usesPresentationValues: true))
        #expect(model.contains("View (0 0; 300 300)"))
        #expect(shown.contains("View (50 50; 200 200)"))
        let svg = window.svg(SVGOptions(usesPresentationValues: true))
        #expect(svg.contains("matrix(2 0 0 2 -150 -150)"))
    }

    @Test("A degenerate transform (scale 0, a singular matrix) animates without NaN")
    func degenerateTransforms() {
        let (window, view) = makeWindow()
        let targets = [
            CGAffineTransform(scaleX: 0, y: 0),
            CGAffineTransform(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0),
            .identity,
            CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 5, ty: 5),
            CGAffineTransform(scaleX: 0, y: 2),
            CGAffineTransform(rotationAngle: .pi).scaledBy(x: -1, y: 1),
        ]
        for target in targets {
            View.animate(
                withDuration: 0.1, usingSpringWithDamping: 0.5, initialSpringVelocity: 3
            ) {
                view.transform = target
            }
            for _ in 0..<13 {
                window.runFrames(1)
                #expect(isFinite(view.presentationTransform))
                #expect(view.presentationFrame.isFiniteRect)
            }
            #expect(view.presentationTransform == target)
        }
        // Huge coefficients of opposite signs: no overflow to infinity or NaN on the way.
        view.transform = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -1e307, ty: 1e307)
        View.animate(withDuration: 0.1) {
            view.transform = CGAffineTransform(a: -1e300, b: 0, c: 0, d: 1, tx: 1e307, ty: -1e307)
        }
        for _ in 0..<13 {
            window.runFrames(1)
            #expect(isFinite(view.presentationTransform))
        }
        // Decomposing and recomposing gives the matrix back.
        for target in targets + [CGAffineTransform(a: 2, b: 1, c: -3, d: 0.5, tx: 7, ty: -8)] {
            let back = AnimatableValue(target).transform
            for (x, y) in zip(
                [back.a, back.b, back.c, back.d, back.tx, back.ty],
                [target.a, target.b, target.c, target.d, target.tx, target.ty])
            {
                #expect(abs(x - y) < 1e-12)
            }
        }
    }

    @Test("An infinite transform set in an animation block stops, naming it and the view")
    func infiniteTransformInBlockStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let view = View()
            view.debugName = "badge"
            View.animate(withDuration: 1) {
                view.transform = CGAffineTransform(translationX: .infinity, y: 0)
            }
        }
        expectMessage(result, naming: ["View.transform", "inf", "<badge>"])
    }

    @Test(
        "A view removed from its window mid-animation stops its transform animation; the completion gets false (UIKit: removeFromSuperview removes its animations)"
    )
    func removedMidAnimation() {
        let (window, view) = makeWindow()
        var finished: Bool?
        View.animate(withDuration: 1) {
            view.transform = CGAffineTransform(rotationAngle: 1)
            view.backgroundColor = .white
        } completion: {
            finished = $0
        }
        window.advance(by: 0.5)
        view.removeFromSuperview()
        #expect(view.presentationTransform == view.transform)
        window.runFrames(1)
        #expect(finished == false)
        #expect(window.settle())
    }

    @Test(
        "A view released mid-animation: no crash, the completion gets false (the animator holds views weakly)"
    )
    func releasedMidAnimation() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        var finished: Bool?
        weak var released: View?
        do {
            let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            released = view
            window.addSubview(view)
            View.animate(withDuration: 1) {
                view.transform = CGAffineTransform(scaleX: 0, y: 0)
            } completion: {
                finished = $0
            }
            window.advance(by: 0.5)
            view.removeFromSuperview()
        }
        #expect(released == nil)
        window.runFrames(1)
        #expect(finished == false)
        #expect(window.settle())
    }

    @Test(
        "backgroundColor animates component by component, from clear when it had none; a second animation and a set outside a block add to what runs (UIKit: backgroundColor is animatable; additive animations since iOS 8)"
    )
    func backgroundColorAnimates() {
        let (window, view) = makeWindow()
        View.animate(withDuration: 1, options: .curveLinear) {
            view.backgroundColor = Color(red: 1, green: 0, blue: 0)
        }
        #expect(view.backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(view.presentationBackgroundColor?.alpha ?? 0 == 0)
        window.advance(by: 0.5)
        #expect(
            close(view.presentationBackgroundColor, Color(red: 0.5, green: 0, blue: 0, alpha: 0.5)))
        let shown = window.treeDescription(TreeDescriptionOptions(usesPresentationValues: true))
        #expect(shown.contains("bg=#80000080") || shown.contains("bg=#7F00007F"))
        View.animate(withDuration: 1, options: .curveLinear) {
            view.backgroundColor = Color(red: 0, green: 0, blue: 1)
        }
        window.advance(by: 0.5)
        // The first has ended; blue plus half of red − blue is left.
        #expect(
            close(
                view.presentationBackgroundColor,
                Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)))
        view.backgroundColor = nil
        // Clear plus half of red − blue (components clamped to 0...1).
        #expect(
            close(
                view.presentationBackgroundColor, Color(red: 0.5, green: 0, blue: 0, alpha: 0)))
        #expect(window.settle())
        #expect(view.presentationBackgroundColor == nil)
    }
}
