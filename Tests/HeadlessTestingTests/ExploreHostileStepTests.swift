import Foundation
import HeadlessKit
import Testing

@testable import HeadlessTesting

/// A deliberate bug: a container that drops its content when laid out with no width but some
/// height (a column count worked out as 0), and never puts it back.
@MainActor
final class ZeroWidthDropsContent: View {
    let content = View()

    override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.width == 0, bounds.height > 0 { content.removeFromSuperview() }
        content.frame = bounds
    }
}

/// A 300×400 window holding a ``ZeroWidthDropsContent`` that resizes with it.
@MainActor
func makeZeroWidthScene() -> Window {
    Window.printsDiagnostics = false
    let window = Window(size: CGSize(width: 300, height: 400))
    let container = ZeroWidthDropsContent(frame: window.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(container.content)
    window.addSubview(container)
    window.layoutIfNeeded()
    return window
}

/// The content of ``makeZeroWidthScene()`` is still in the tree.
let contentInTree = ExploreInvariant("content in tree", code: ".contentInTree") { window in
    guard let container = window.subviews.first as? ZeroWidthDropsContent else { return nil }
    return container.content.superview == nil ? "the content left the tree" : nil
}

/// A deliberate bug: a cover over a feed that, when a finger lifts from it, leaves the feed
/// 5,000 pt past its content, and puts it back at the next lift.
@MainActor
final class DriftingCover: View {
    weak var feed: ScrollView?
    var lifts = 0

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        lifts += 1
        feed?.contentOffset.y = lifts % 2 == 1 ? 5000 : 0
    }
}

/// ``makeExploreScene()`` with a ``DriftingCover`` over its feed.
@MainActor
func makeDriftScene() -> Window {
    let window = makeExploreScene()
    let cover = DriftingCover(frame: window.bounds)
    cover.feed = window.subviews[0] as? ScrollView
    window.addSubview(cover)
    return window
}

@MainActor @Suite struct ExploreHostileStepTests {
    @Test("Resize steps reach a zero width with some height, and find content lost there")
    func zeroWidthResizeFindsLostContent() throws {
        var explorer = Explorer(scripts: 40, seed: 1) { makeZeroWidthScene() }
        explorer.weights = [.resize: 1, .tap: 1]
        explorer.invariants.append(contentInTree)
        let failure = try #require(explorer.run().failures.first)
        #expect(failure.violation.invariant == "content in tree")
        #expect(failure.minimalScript == [.resize(CGSize(width: 0, height: 400))], "\(failure)")
        // A zero size (both axes) and the way back keep the content.
        let back = makeZeroWidthScene()
        let violation = back.firstViolation(of: [contentInTree]) {
            back.frame.size = .zero
            back.layoutIfNeeded()
            back.frame.size = CGSize(width: 300, height: 400)
        }
        #expect(violation == nil)
    }

    @Test("Resize steps go to nothing, to nothing along each axis, to a sliver and back")
    func resizeKinds() {
        var explorer = Explorer(scripts: 1, seed: 1) { makeExploreScene() }
        explorer.weights = [.resize: 1]
        explorer.steps = 8...8
        let sizes = Set(
            (0..<40).flatMap { explorer.generate(seed: $0) }.compactMap { step -> CGSize? in
                if case .resize(let size) = step { size } else { nil }
            })
        for size in [
            CGSize.zero, CGSize(width: 0, height: 400), CGSize(width: 300, height: 0),
            CGSize(width: 1, height: 400), CGSize(width: 300, height: 400),
        ] {
            #expect(sizes.contains(size), "\(size) never generated")
        }
    }

    @Test("A pinch brings two fingers together, which a two-finger drag never does")
    func pinchBringsFingersTogether() throws {
        // Flags a moment where two fingers are down within 20 pt of each other.
        let fingersMeet = ExploreInvariant("fingers apart") { window in
            let points = window.activeTouches.map { $0.location(in: nil) }
            guard points.count == 2 else { return nil }
            let d = hypot(points[0].x - points[1].x, points[0].y - points[1].y)
            return d < 20 ? "two fingers \(formatted(d)) pt apart" : nil
        }
        var explorer = Explorer(scripts: 30, seed: 1) { makeExploreScene() }
        explorer.invariants = [fingersMeet]
        explorer.weights = [.twoFingerDrag: 1]
        #expect(explorer.run().failures.isEmpty)
        explorer.weights = [.pinch: 1]
        let failure = try #require(explorer.run().failures.first)
        #expect(failure.minimalScript.count == 1, "\(failure)")
        guard case .pinch = failure.minimalScript.first else {
            Issue.record("not a pinch: \(failure)")
            return
        }
        #expect(failure.swiftTest.contains("window.touches([["))
        #expect(
            ExploreStep.pinch(
                CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), to: CGPoint(x: 5, y: 5), duration: 0.2
            ).swiftCode()
                == "window.touches([[CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 5)], "
                + "[CGPoint(x: 10, y: 0), CGPoint(x: 5, y: 5)]], duration: 0.2)")
    }

    @Test("An action family names one action per argument and shares its weight")
    func actionFamily() {
        let family = Explorer.Action.family(
            "reload", arguments: [0, 1, 5], weight: 0.6, code: { "reload(window, to: \($0))" },
            perform: { _, _ in })
        #expect(family.map(\.name) == ["reload 0", "reload 1", "reload 5"])
        #expect(
            family.map(\.code) == [
                "reload(window, to: 0)", "reload(window, to: 1)", "reload(window, to: 5)",
            ])
        #expect(abs(family.map(\.weight).reduce(0, +) - 0.6) < 1e-12)
        let none = Explorer.Action.family("reload", arguments: [Int]()) { _, _ in }
        #expect(none.isEmpty)
    }

    @Test("A reload to nothing that loses the content is found, shrunk and printed with its code")
    func reloadToNothingIsFound() throws {
        var explorer = Explorer(scripts: 30, seed: 1) { makeZeroWidthScene() }
        explorer.buildCode = "makeZeroWidthScene()"
        explorer.weights = [.tap: 1, .drag: 1, .wait: 1]
        // The deliberate bug: a reload to 0 rows drops the content; a reload back does not
        // bring it back.
        explorer.actions = Explorer.Action.family(
            "reload", arguments: [0, 3, 5], weight: 1, code: { "reload(window, to: \($0))" },
            perform: { window, rows in
                guard let container = window.subviews.first as? ZeroWidthDropsContent else {
                    return
                }
                if rows == 0 { container.content.removeFromSuperview() }
            })
        explorer.invariants.append(contentInTree)
        let failure = try #require(explorer.run().failures.first)
        #expect(failure.minimalScript == [.action("reload 0")], "\(failure)")
        #expect(
            failure.swiftTest.contains("        reload(window, to: 0)\n"), "\(failure.swiftTest)")
    }

    @Test("settleAfterStep puts a settle after steps; 0 leaves the scripts as they were")
    func settleAfterStep() {
        var explorer = Explorer(scripts: 1, seed: 1) { makeExploreScene() }
        explorer.weights = [.tap: 1, .drag: 1]
        explorer.steps = 6...6
        let plain = explorer.generate(seed: 9)
        #expect(plain.count == 6 && !plain.contains(.settle))
        explorer.settleAfterStep = 1
        let settled = explorer.generate(seed: 9)
        #expect(settled.count == 12)
        #expect(settled.enumerated().allSatisfy { ($0.offset % 2 == 1) == ($0.element == .settle) })
        explorer.settleAfterStep = 0
        #expect(explorer.generate(seed: 9) == plain)
    }

    @Test("An at-rest fault that a later step hides is found once each step settles")
    func settleAfterStepSeesEachStep() throws {
        // At rest after one tap, the feed lies past its content; the next tap puts it back,
        // so only a settle between them lets the at-rest check see it.
        var explorer = Explorer(scripts: 20, seed: 1) { makeDriftScene() }
        explorer.weights = [.tap: 1]
        explorer.steps = 2...2
        explorer.shrinks = false
        #expect(explorer.run().failures.isEmpty)
        explorer.settleAfterStep = 1
        let failure = try #require(explorer.run().failures.first)
        #expect(failure.violation.invariant == ExploreInvariant.scrollOffsetInContent.name)
    }
}
