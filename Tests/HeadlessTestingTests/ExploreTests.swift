import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

/// A 300×400 window filled with a vertical scroll view of 2,000 pt of rows.
@MainActor
func makeExploreScene() -> Window {
    Window.printsDiagnostics = false
    let window = Window(size: CGSize(width: 300, height: 400))
    let scroll = ScrollView(frame: window.bounds)
    scroll.accessibilityIdentifier = "feed"
    scroll.contentSize = CGSize(width: 300, height: 2000)
    for row in 0..<20 {
        scroll.addSubview(View(frame: CGRect(x: 0, y: CGFloat(row) * 100, width: 300, height: 90)))
    }
    window.addSubview(scroll)
    window.layoutIfNeeded()
    return window
}

/// A deliberate bug: a tap on this view moves its badge 2,000 pt to the right, outside the
/// window, where it still takes touches.
@MainActor
final class RunawayBadgeView: View {
    let badge = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(badge)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        badge.frame.origin.x += 2000
    }
}

@MainActor @Suite struct ExploreTests {
    @Test("The same seed generates the same script; another seed another one")
    func deterministicScripts() {
        let explorer = Explorer(scripts: 1, seed: 42) { makeExploreScene() }
        #expect(explorer.generate(seed: 42) == explorer.generate(seed: 42))
        #expect(explorer.generate(seed: 42) != explorer.generate(seed: 43))
        #expect(explorer.generate(seed: 42).count <= explorer.steps.upperBound)
    }

    @Test(
        "A sound scroll view keeps every built-in invariant over 60 scripts (UIKit: UIScrollView)")
    func soundSceneHasNoFailures() {
        let report = Explorer(scripts: 60, seed: 1) { makeExploreScene() }.run()
        #expect(report.failures.isEmpty, "\(report)")
        #expect(report.frames > 60)
        #expect(report.description.hasPrefix("explore: 60 scripts, 0 failures"))
    }

    @Test("A user invariant broken by scrolling far is found and shrunk to at most 5 steps")
    func userInvariantIsFoundAndShrunk() throws {
        var explorer = Explorer(scripts: 40, seed: 7) { makeExploreScene() }
        explorer.buildCode = "makeExploreScene()"
        explorer.invariants.append(
            ExploreInvariant("feed stays near the top", code: ".feedNearTop") { window in
                let feed = window.subviews[0] as! ScrollView
                return feed.contentOffset.y > 600 ? "offset \(feed.contentOffset.y)" : nil
            })
        let report = explorer.run()
        let failure = try #require(report.failures.first)
        #expect(failure.violation.invariant == "feed stays near the top")
        #expect(failure.minimalScript.count <= 5, "\(failure)")
        #expect(failure.minimalScript.count <= failure.script.count)
        // The minimal script fails the same invariant, on a fresh tree.
        #expect(explorer.check(failure.minimalScript)?.invariant == "feed stays near the top")
        #expect(failure.swiftTest.contains("let window = makeExploreScene()"))
        #expect(failure.swiftTest.contains("window.firstViolation(of: [.feedNearTop])"))
        #expect(failure.description.contains("seed \(failure.seed)"))
    }

    @Test("A view that throws its badge out of the window is caught by a built-in invariant")
    func brokenSubclassIsFound() throws {
        var explorer = Explorer(scripts: 30, seed: 3) {
            Window.printsDiagnostics = false
            let window = Window(size: CGSize(width: 300, height: 400))
            window.addSubview(RunawayBadgeView(frame: window.bounds))
            return window
        }
        explorer.weights = [.tap: 1, .drag: 1, .wait: 1]
        explorer.steps = 3...8
        let report = explorer.run()
        let failure = try #require(report.failures.first)
        #expect(failure.violation.invariant == ExploreInvariant.hitTestableInsideWindow.name)
        #expect(failure.minimalScript.count <= 5)
        // One tap (or one drag, which ends the same way) is all it takes.
        #expect(failure.minimalScript.count == 1, "\(failure)")
    }

    @Test("The printed test replays the failure through the public API")
    func printedTestReplays() {
        let window = makeExploreScene()
        let violation = window.firstViolation(of: ExploreInvariant.builtIn) {
            window.fling(from: CGPoint(x: 150, y: 300), velocity: CGPoint(x: 0, y: -3000))
            window.beginTouch(at: CGPoint(x: 150, y: 200)).move(
                to: CGPoint(x: 150, y: 300), duration: 0.1
            ).cancel()
        }
        #expect(violation == nil)
        let steps: [ExploreStep] = [
            .tap(CGPoint(x: 1, y: 2)), .doubleTap(CGPoint(x: 3, y: 4)),
            .cancel(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 10), duration: 0.1),
            .twoFingerDrag(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 5, y: 0), duration: 0.2),
            .resize(.zero), .wait(frames: 3), .settle, .action("reload"),
        ]
        #expect(
            steps.map { $0.swiftCode(actions: ["reload": "model.reload()"]) } == [
                "window.tap(at: CGPoint(x: 1, y: 2))",
                "window.tap(at: CGPoint(x: 3, y: 4), count: 2)",
                "window.beginTouch(at: CGPoint(x: 0, y: 0)).move(to: CGPoint(x: 0, y: 10), duration: 0.1).cancel()",
                "window.touches([[CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0)], [CGPoint(x: 40, y: 0), CGPoint(x: 45, y: 0)]], duration: 0.2)",
                "window.frame.size = CGSize(width: 0, height: 0)",
                "window.runFrames(3)",
                "window.settle()",
                "model.reload()",
            ])
    }

    @Test("Each built-in invariant can be turned off; user actions run with their names")
    func invariantsOffAndActions() {
        var explorer = Explorer(scripts: 20, seed: 5) {
            Window.printsDiagnostics = false
            let window = Window(size: CGSize(width: 300, height: 400))
            window.addSubview(RunawayBadgeView(frame: window.bounds))
            return window
        }
        var performed = 0
        explorer.actions = [Explorer.Action("count", weight: 5) { _ in performed += 1 }]
        explorer.invariants.removeAll { $0.name == ExploreInvariant.hitTestableInsideWindow.name }
        #expect(explorer.run().failures.isEmpty)
        #expect(performed > 0)
    }

    @Test("Zero scripts run nothing; negative counts clamp to zero")
    func emptyRuns() {
        #expect(Explorer(scripts: 0) { makeExploreScene() }.run().failures.isEmpty)
        #expect(Explorer(scripts: -5) { makeExploreScene() }.scripts == 0)
        #expect(Explorer.scriptCount(default: 17) >= 0)
    }

    @Test("A touch session moves, holds and lifts over frames; later calls do nothing")
    func touchSession() {
        let window = makeExploreScene()
        let feed = window.subviews[0] as! ScrollView
        let start = window.clock.frameCount
        let finger = window.beginTouch(at: CGPoint(x: 150, y: 300))
        finger.move(to: CGPoint(x: 150, y: 100), duration: 0.1).hold(duration: 0.2)
        #expect(window.clock.frameCount - start == 12 + 24)
        #expect(feed.isDragging)
        finger.end()
        #expect(finger.isFinished && window.activeTouches.isEmpty)
        finger.move(to: .zero, duration: 1).cancel()
        #expect(window.clock.frameCount - start == 12 + 24)
        // Zero duration: one move, one frame.
        window.beginTouch(at: CGPoint(x: 10, y: 10)).move(to: CGPoint(x: 20, y: 10)).end()
        #expect(window.clock.frameCount - start == 12 + 24 + 1)
        // A range of steps reaching below zero generates empty scripts there, not a trap.
        var explorer = Explorer(scripts: 3) { makeExploreScene() }
        explorer.steps = -3...0
        #expect(explorer.run().failures.isEmpty)
    }

    @Test("A touch session at a NaN point, or for a negative time, stops (programmer error)")
    func touchSessionBadInput() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            _ = Window(size: CGSize(width: 10, height: 10)).beginTouch(
                at: CGPoint(x: CGFloat.nan, y: 0))
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            let window = Window(size: CGSize(width: 10, height: 10))
            window.beginTouch(at: .zero).hold(duration: -1)
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            let window = Window(size: CGSize(width: 10, height: 10))
            window.beginTouch(at: .zero).move(to: CGPoint(x: CGFloat.infinity, y: 0))
        }
    }

    @Test("Each built-in invariant reports a tree that breaks it, and passes a sound one")
    func builtInInvariantsFire() {
        let sound = makeExploreScene()
        for invariant in ExploreInvariant.builtIn {
            #expect(invariant.violation(in: sound) == nil, "\(invariant.name)")
        }
        // Non-finite bounds (a subclass that lies).
        final class NaNBounds: View {
            override var bounds: CGRect {
                get { CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1) }
                set {}
            }
        }
        let nan = makeExploreScene()
        nan.addSubview(NaNBounds())
        #expect(ExploreInvariant.finiteGeometry.violation(in: nan)?.contains("bounds") == true)
        // A scroll view left past its content, at rest.
        let past = makeExploreScene()
        (past.subviews[0] as! ScrollView).contentOffset.y = 5000
        #expect(ExploreInvariant.scrollOffsetInContent.violation(in: past) != nil)
        // A cell the collection view did not place.
        let grid = makeExploreScene()
        let collection = CollectionView(frame: grid.bounds, collectionViewLayout: ListLayout())
        grid.addSubview(collection)
        collection.addSubview(CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(ExploreInvariant.noStrayCells.violation(in: grid) != nil)
        // Two required constraints that cannot both hold.
        let conflict = makeExploreScene()
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        conflict.addSubview(box)
        LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalToConstant: 20),
        ])
        conflict.layoutIfNeeded()
        #expect(ExploreInvariant.requiredConstraintsSatisfied.violation(in: conflict) != nil)
        // A frame callback that never stops.
        let busy = makeExploreScene()
        busy.clock.addFrameCallback { _ in }
        #expect(ExploreInvariant.settles(timeout: 0.1).violation(in: busy) != nil)
    }

    @Test("An action weight that is not finite stops (programmer error)")
    func badWeightStops() async {
        await #expect(processExitsWith: .failure) {
            _ = Explorer.Action("bad", weight: .nan) { _ in }
        }
    }
}
