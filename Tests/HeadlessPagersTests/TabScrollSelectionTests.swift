import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

@MainActor @Suite struct TabScrollTapSelectionTests {
    /// The cell of `tab` nearest the strip's centre that is fully visible (or any visible one).
    func cell(of tab: Int, in header: TabScrollHeaderView) -> CollectionViewCell? {
        let strip = header.collectionView
        let n = header.items.count
        let candidates = strip.visibleCells.filter {
            strip.indexPath(for: $0).map { $0.item % n == tab } ?? false
        }
        let visible = strip.bounds
        let full = candidates.filter { visible.contains($0.frame) }
        return (full.isEmpty ? candidates : full).min {
            abs($0.frame.midX - visible.midX) < abs($1.frame.midX - visible.midX)
        }
    }

    @Test(
        "Every (from, to) tap for n = 1…7 reaches the page the original's way, loading only it"
    )
    func everyPair() {
        for n in 1...7 {
            for from in 0..<n {
                for to in 0..<n {
                    let (window, pager, pages) = makeTabScroll(numberedTitles(n), defaultTab: from)
                    let log = TabScrollLog()
                    pager.delegate = log
                    let header = pager.headerTab
                    let label = "n=\(n) \(from)→\(to)"
                    if cell(of: to, in: header).map({
                        !header.collectionView.bounds.contains($0.frame)
                    }) ?? true {
                        // Off screen: the user scrolls the strip first, to put a copy of the
                        // tab a little right of centre (the bar may leave the screen).
                        let strip = header.collectionView
                        let x = header.geometry.center(ofItem: header.geometry.middleItem(to))
                        strip.contentOffset.x = x - strip.bounds.width / 2 - 40
                        window.layoutIfNeeded()
                    }
                    guard let target = cell(of: to, in: header) else {
                        Issue.record("\(label): no visible cell")
                        continue
                    }
                    // The expected direction, from the rule's inputs.
                    let visible = header.collectionView.bounds
                    let bars = header.indicatorViews.filter { $0.frame.intersects(visible) }
                    let expectRight =
                        bars.count == 1
                        ? bars[0].center.x < target.frame.midX
                        : TabScrollHeaderView.isShorterWayRight(from: from, to: to, count: n)
                    window.tap(at: target.convert(CGPoint(x: target.bounds.midX, y: 22), to: nil))
                    if from == to {
                        #expect(pager.contentView.move == nil, "\(label)")
                    } else {
                        #expect(
                            pager.contentView.move?.direction == (expectRight ? 1 : -1), "\(label)")
                    }
                    window.settle()
                    #expect(pager.currentIndex == to, "\(label)")
                    #expect(log.calls == (from == to ? [] : [.change(from, to)]), "\(label)")
                    let loaded = Set(pages.indices.filter { pages[$0].isViewLoaded })
                    #expect(loaded == [from, to], "\(label): loaded \(loaded.sorted())")
                    #expect(tabScrollInvariantFailures(pager, pages) == [], "\(label)")
                }
            }
        }
    }
}

/// Checks every delegate call's indices against the page count at the time of the call.
@MainActor
final class IndexRangeChecker: TabScrollControllerDelegate {
    var failures: [String] = []
    func tabScrollController(
        _ controller: TabScrollController, didChangeTabFrom fromIndex: Int?, to toIndex: Int
    ) {
        let n = controller.viewControllers.count
        if !(0..<n).contains(toIndex) { failures.append("delegate to \(toIndex) of \(n)") }
        if toIndex == fromIndex { failures.append("delegate from == to \(toIndex)") }
        if controller.currentIndex != toIndex { failures.append("delegate before the index") }
    }
}

@MainActor @Suite struct TabScrollRandomSelectionTests {
    enum Action: CustomStringConvertible {
        case drag(CGFloat)
        case fling(CGFloat)
        case tap(CGFloat)
        case select(Int)
        case right(Int)
        case left(Int)
        case reload(Int, keep: Bool)
        case resize(CGFloat)
        case list(CGFloat)
        case detach
        var description: String {
            switch self {
            case .drag(let dx): "drag(\(Int(dx)))"
            case .fling(let v): "fling(\(Int(v)))"
            case .tap(let x): "tap(\(Int(x)))"
            case .select(let i): "select(\(i))"
            case .right(let i): "right(\(i))"
            case .left(let i): "left(\(i))"
            case .reload(let n, let keep): "reload(\(n), keep: \(keep))"
            case .resize(let w): "resize(\(Int(w)))"
            case .list(let dy): "list(\(Int(dy)))"
            case .detach: "detach"
            }
        }
    }

    func randomAction(_ rng: inout SplitMix64) -> Action {
        switch Int.random(in: 0..<19, using: &rng) {
        case 0..<3: .drag(CGFloat(Int.random(in: -300...300, using: &rng)))
        case 3..<6: .fling(CGFloat(Int.random(in: -3000...3000, using: &rng)))
        case 6..<9: .tap(CGFloat(Int.random(in: 5...385, using: &rng)))
        case 9: .select(Int.random(in: -1...6, using: &rng))
        case 10: .right(Int.random(in: -1...6, using: &rng))
        case 11: .left(Int.random(in: -1...6, using: &rng))
        case 12, 13: .reload(Int.random(in: 0...5, using: &rng), keep: Bool.random(using: &rng))
        case 14, 15: .list(CGFloat(Int.random(in: -400...400, using: &rng)))
        case 16: .detach
        default: .resize([320, 390, 600].randomElement(using: &rng)!)
        }
    }

    @Test(
        "Random scripts of drags, flings, taps, selects, reloads, resizes, list scrolls and detaches keep the invariants",
        arguments: Array(UInt64(1)...16))
    func randomScripts(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let (window, pager, initial) = makeTabScroll(numberedTitles(4))
        let checker = IndexRangeChecker()
        pager.delegate = checker
        var pages = initial
        var everyPage = initial
        var script: [String] = []
        var checks = 0
        for _ in 0..<40 {
            let action = randomAction(&rng)
            script.append(action.description)
            let width = window.bounds.width
            let height = window.bounds.height
            switch action {
            case .drag(let dx):
                let start = CGPoint(x: dx < 0 ? width - 10 : 10, y: height / 2)
                window.drag(
                    along: [
                        start, CGPoint(x: start.x + dx, y: start.y),
                        CGPoint(x: start.x + dx, y: start.y),
                    ],
                    duration: 0.3)
            case .fling(let v):
                window.fling(
                    from: CGPoint(x: v < 0 ? width - 10 : 10, y: height / 2),
                    velocity: CGPoint(x: v, y: 0))
            case .tap(let x):
                window.tap(at: CGPoint(x: min(x, width - 1), y: 66))
            case .select(let i): pager.select(tabIndex: i)
            case .right(let i): pager.selectMoveToRight(i)
            case .left(let i): pager.selectMoveToLeft(i)
            case .reload(let n, let keep):
                var next = numberedTitles(n).map { RecordingPage($0) }
                if keep { for i in 0..<min(n, pages.count) { next[i] = pages[i] } }
                pages = next
                everyPage += next
                pager.setViewControllers(next, defaultTab: n > 0 ? n - 1 : 0)
            case .resize(let w):
                window.frame = CGRect(x: 0, y: 0, width: w, height: height)
            case .detach:
                // Out of the window for a few frames, then back.
                window.rootViewController = nil
                window.runFrames(3)
                window.rootViewController = pager
            case .list(let dy):
                // The current page's list: the header hides or shows.
                if let page = pager.currentViewController as? RecordingPage {
                    window.scroll(page.list, by: CGPoint(x: 0, y: dy))
                }
            }
            // Half the time, the next action lands mid-flight.
            if Bool.random(using: &rng) {
                window.runFrames(Int.random(in: 1...30, using: &rng))
                continue
            }
            window.settle()
            checks += 1
            var failures = tabScrollInvariantFailures(pager, pages) + checker.failures
            for page in everyPage where !pages.contains(where: { $0 === page }) {
                if page.balance != 0 || page.viewIfLoaded?.window != nil {
                    failures.append("removed \(page.title!) still appears")
                }
            }
            if !failures.isEmpty {
                Issue.record("seed \(seed): after \(script.joined(separator: ", ")): \(failures)")
                return
            }
        }
        // The script did something: several settles checked.
        #expect(checks >= 5, "seed \(seed): \(script)")
    }
}
