import Foundation
import HeadlessKit
import Testing

@testable import HeadlessTesting

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

/// A deliberate bug: once a touch ends on it, this window takes touches up to 20 pt past its
/// edges (a `point(inside:with:)` grown for "easier edge taps"), so the view hanging below it
/// takes touches outside the window, which UIKit's hit testing never allows.
@MainActor
final class SloppyEdgeWindow: Window {
    var slop: CGFloat = 0

    override func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.insetBy(dx: -slop, dy: -slop).contains(point)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        slop = 20
    }
}

/// A deliberate bug: this window gives its floating button every touch within 10 pt of it, even
/// outside the window (the button is moved 100 pt right by its container's transform and
/// hangs past the window's right edge).
@MainActor
final class GrabbyWindow: Window {
    let button = View(frame: CGRect(x: 180, y: 100, width: 50, height: 40))
    var grabs = true

    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        if grabs, button.convert(button.bounds, to: nil).insetBy(dx: -10, dy: -10).contains(point) {
            return button
        }
        return super.hitTest(point, with: event)
    }

    func addButton() {
        let container = View(frame: bounds)
        container.transform = CGAffineTransform(translationX: 100, y: 0)
        container.addSubview(button)
        addSubview(container)
    }
}

/// A 300×400 ``SloppyEdgeWindow`` holding a 300×600 view that hangs 200 pt below it.
@MainActor
func makeSloppyScene() -> Window {
    Window.printsDiagnostics = false
    let window = SloppyEdgeWindow(size: CGSize(width: 300, height: 400))
    window.addSubview(View(frame: CGRect(x: 0, y: 0, width: 300, height: 600)))
    return window
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

    @Test("A window taking touches past its edges is found and shrunk (UIKit: hitTest(_:with:))")
    func brokenSubclassIsFound() throws {
        var explorer = Explorer(scripts: 30, seed: 3) { makeSloppyScene() }
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
        var explorer = Explorer(scripts: 20, seed: 5) { makeSloppyScene() }
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
        // A range of steps reaching below zero generates empty scripts there, not a trap.
        var explorer = Explorer(scripts: 3) { makeExploreScene() }
        explorer.steps = -3...0
        #expect(explorer.run().failures.isEmpty)
    }

    @Test("Each built-in invariant reports a tree that breaks it, and passes a sound one")
    func builtInInvariantsFire() {
        let sound = makeExploreScene()
        for invariant in ExploreInvariant.builtIn {
            #expect(invariant.violation(in: sound) == nil, "\(invariant.name)")
        }
        // A view wholly outside the window is out of reach (UIKit's hit testing asks the
        // window's `point(inside:with:)` first), not a fault; a window that takes touches past
        // its edges is one, found at its edges or where a view reaches out.
        let outside = makeExploreScene()
        outside.addSubview(View(frame: CGRect(x: 0, y: 500, width: 50, height: 50)))
        #expect(ExploreInvariant.hitTestableInsideWindow.violation(in: outside) == nil)
        let sloppy = makeSloppyScene() as! SloppyEdgeWindow
        #expect(ExploreInvariant.hitTestableInsideWindow.violation(in: sloppy) == nil)
        sloppy.slop = 1
        #expect(ExploreInvariant.hitTestableInsideWindow.violation(in: sloppy) != nil)
        let grabby = GrabbyWindow(size: CGSize(width: 300, height: 400))
        grabby.addButton()
        let grabbed = ExploreInvariant.hitTestableInsideWindow.violation(in: grabby)
        #expect(grabbed?.contains("(300 120)") == true, "\(grabbed ?? "nil")")
        grabby.grabs = false
        #expect(ExploreInvariant.hitTestableInsideWindow.violation(in: grabby) == nil)
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

    @Test("Invariants checked in one walk answer in their order, as one by one")
    func sharedWalkKeepsOrder() {
        final class NaNBounds: View {
            override var bounds: CGRect {
                get { CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1) }
                set {}
            }
        }
        func broken() -> Window {
            let window = makeExploreScene()
            window.addSubview(NaNBounds())
            let collection = CollectionView(
                frame: window.bounds, collectionViewLayout: ListLayout())
            window.addSubview(collection)
            collection.addSubview(
                CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 9, height: 9)))
            return window
        }
        let cellsFirst = broken().firstViolation(of: [.noStrayCells, .finiteGeometry]) {}
        #expect(cellsFirst?.invariant == ExploreInvariant.noStrayCells.name)
        let finiteFirst = broken().firstViolation(of: [.finiteGeometry, .noStrayCells]) {}
        #expect(finiteFirst?.invariant == ExploreInvariant.finiteGeometry.name)
        // The shared walk's message is the one the invariant gives alone.
        let window = broken()
        #expect(
            window.firstViolation(of: [.noStrayCells, .finiteGeometry]) {}?.message
                == ExploreInvariant.noStrayCells.violation(in: window))
    }

    @Test("The hierarchy check finds a view held twice in short and long subview lists")
    func repeatedSubviews() {
        var seen = Set<ObjectIdentifier>()
        let views = (0..<40).map { _ in View() }
        let ids = views.map(ObjectIdentifier.init)
        #expect(firstRepeat(in: ids, count: 3, seen: &seen) == nil)
        #expect(firstRepeat(in: ids, count: 40, seen: &seen) == nil)
        #expect(firstRepeat(in: Array(ids[0..<3]) + [ids[1]], count: 4, seen: &seen) == 3)
        #expect(firstRepeat(in: ids + [ids[30]], count: 41, seen: &seen) == 40)
        // Only the first `count` identities count.
        #expect(firstRepeat(in: Array(ids[0..<3]) + [ids[1]], count: 3, seen: &seen) == nil)
    }

    @Test("An action weight that is not finite stops (programmer error)")
    func badWeightStops() async {
        await #expect(processExitsWith: .failure) {
            _ = Explorer.Action("bad", weight: .nan) { _ in }
        }
    }
}

extension ExploreTests {
    @Test("A long run writes a progress line every progressInterval scripts")
    func longRunReportsProgress() {
        var explorer = Explorer(scripts: 25, seed: 3) { makeExploreScene() }
        explorer.steps = 1...2
        explorer.buildCode = "makeExploreScene()"
        explorer.progressInterval = 10
        var lines: [String] = []
        explorer.progressOutput = { lines.append($0) }
        #expect(explorer.run().failures.isEmpty)
        #expect(
            lines == [
                "Explorer makeExploreScene(): 10 of 25 scripts, 0 failures",
                "Explorer makeExploreScene(): 20 of 25 scripts, 0 failures",
            ])
        // 0 or a negative interval: quiet.
        for interval in [0, -5] {
            lines = []
            explorer.progressInterval = interval
            _ = explorer.run()
            #expect(lines.isEmpty)
        }
    }

    @Test("Progress lines count the failures found so far")
    func progressCountsFailures() {
        var explorer = Explorer(scripts: 4, seed: 1) { makeExploreScene() }
        explorer.shrinks = false
        explorer.invariants.append(ExploreInvariant("always broken") { _ in "broken" })
        explorer.progressInterval = 2
        var lines: [String] = []
        explorer.progressOutput = { lines.append($0) }
        #expect(explorer.run().failures.count == 4)
        #expect(
            lines == [
                "Explorer makeWindow(): 2 of 4 scripts, 2 failures",
                "Explorer makeWindow(): 4 of 4 scripts, 4 failures",
            ])
    }
}
