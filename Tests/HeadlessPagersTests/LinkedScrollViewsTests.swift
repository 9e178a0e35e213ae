import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@testable import HeadlessPagers

/// A 300×200 window with a paging leader of 3 pages and, above it, a follower of 2 pages.
///
///     +- window ----------------+
///     | leader (3 pages)        |
///     | follower (2 pages, on   |   follower.x = min(leader.x, follower.width) / 2
///     |   top, no touches)      |
///     +-------------------------+
@MainActor
func makeLinked() -> (Window, ScrollView, ScrollView, LinkedScrollViews) {
    Window.printsDiagnostics = false
    let window = Window(size: CGSize(width: 300, height: 200))
    let leader = ScrollView(frame: window.bounds)
    leader.isPagingEnabled = true
    leader.contentSize = CGSize(width: 900, height: 200)
    let follower = ScrollView(frame: window.bounds)
    follower.contentSize = CGSize(width: 600, height: 200)
    window.addSubview(leader)
    window.addSubview(follower)
    leader.contentOffset = CGPoint(x: 100, y: 0)
    let links = LinkedScrollViews(leader: leader)
    links.link(follower) { leader, follower in
        CGPoint(x: min(leader.contentOffset.x, follower.bounds.width) / 2, y: 0)
    }
    return (window, leader, follower, links)
}

@MainActor @Suite struct LinkedScrollViewsTests {
    @Test(
        "A rule applies at link time, as RxCocoa's contentOffset emits the current value (FOLIO walkthrough article)"
    )
    func appliesAtOnce() {
        let (_, _, follower, links) = makeLinked()
        #expect(follower.contentOffset.x == 50)
        #expect(links.followers.count == 1 && links.followers[0] === follower)
    }

    @Test(
        "The follower takes no touches, so a drag on it moves the leader below (UIKit H1: isUserInteractionEnabled)"
    )
    func dragsReachTheLeader() {
        let (window, leader, follower, links) = makeLinked()
        defer { withExtendedLifetime(links) {} }  // released links stop applying
        #expect(!follower.isUserInteractionEnabled)
        #expect(window.hitTest(CGPoint(x: 150, y: 100), with: nil) === leader)
        window.fling(from: CGPoint(x: 250, y: 100), velocity: CGPoint(x: -1500, y: 0))
        window.settle()
        #expect(leader.contentOffset.x == 300)
        #expect(follower.contentOffset.x == 150)
    }

    @Test("Every offset change applies, programmatic ones included (UIKit S13)")
    func followsCode() {
        let (_, leader, follower, links) = makeLinked()
        defer { withExtendedLifetime(links) {} }
        var seen: [CGFloat] = []
        let token = follower.observeContentOffset { sv, _ in seen.append(sv.contentOffset.x) }
        leader.contentOffset = CGPoint(x: 40, y: 0)
        leader.contentOffset = CGPoint(x: 500, y: 0)
        #expect(seen == [20, 150])
        token.cancel()
    }

    @Test("Content-size changes re-apply; a resize applies on update()")
    func sizesAndUpdate() {
        let (_, leader, follower, links) = makeLinked()
        leader.contentOffset = CGPoint(x: 280, y: 0)
        #expect(follower.contentOffset.x == 140)
        follower.frame.size.width = 200  // no offset or content-size change: not seen yet
        #expect(follower.contentOffset.x == 140)
        links.update()
        #expect(follower.contentOffset.x == 100)
        var calls = 0
        let counting = LinkedScrollViews(leader: leader)
        let other = ScrollView(frame: leader.bounds)
        counting.link(other) { _, _ in
            calls += 1
            return .zero
        }
        other.contentSize = CGSize(width: 1000, height: 200)
        leader.contentSize = CGSize(width: 1200, height: 200)
        #expect(calls == 3)  // link, follower size, leader size
        withExtendedLifetime(counting) {}
    }

    @Test("unlink and invalidate stop the rules; the follower stays where it was")
    func unlinkAndInvalidate() {
        let (_, leader, follower, links) = makeLinked()
        links.unlink(follower)
        leader.contentOffset = CGPoint(x: 0, y: 0)
        #expect(follower.contentOffset.x == 50)
        #expect(links.followers.isEmpty)
        links.link(follower) { leader, _ in leader.contentOffset }
        #expect(follower.contentOffset.x == 0)
        links.invalidate()
        leader.contentOffset = CGPoint(x: 30, y: 0)
        #expect(follower.contentOffset.x == 0)
    }

    @Test("A follower linked twice, or to itself, stops with a message")
    func misuseStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let view = ScrollView()
            LinkedScrollViews(leader: view).link(view) { _, _ in .zero }
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            let links = LinkedScrollViews(leader: ScrollView())
            let follower = ScrollView()
            links.link(follower) { _, _ in .zero }
            links.link(follower) { _, _ in .zero }
        }
    }
}
