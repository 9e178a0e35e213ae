import Foundation
import HeadlessKit
import HeadlessPagers
import HeadlessTesting

/// Counts the followers' offset changes, to show the rules ran every frame.
@MainActor
private final class Counter {
    var count = 0
}

/// The widget workloads (HeadlessPagers).
@MainActor
func pagerWorkloads() -> [Workload] {
    [
        .timed("walkthrough-frame", operations: 120) {
            // One 120 Hz frame of a drag over FOLIO's walkthrough (375×647, 5 pages with a
            // caption each, 4 screens): clock frame (layout pass), then a touch move through
            // the recognizers to the outer offset, the linked inner and bezel offsets, and
            // their needs-layout marks. The drag starts at outer x = 300, so it crosses 375:
            // the inner view moves for the first frames, the bezel for the rest.
            Window.printsDiagnostics = false
            let window = Window(size: WalkthroughView.referenceSize)
            let walkthrough = WalkthroughView(pageCount: 5, frame: window.bounds)
            for (index, page) in walkthrough.pages.enumerated() {
                let caption = Label(text: "Page \(index + 1)", font: .boldSystemFont(ofSize: 20))
                caption.frame = CGRect(x: 24, y: 40, width: 327, height: 28)
                page.addSubview(caption)
            }
            for (index, screen) in walkthrough.screens.enumerated() {
                screen.image = Image(
                    named: "screen\(index + 2)", size: CGSize(width: 750, height: 1334))
            }
            window.addSubview(walkthrough)
            walkthrough.outerScrollView.contentOffset = CGPoint(x: 300, y: 0)
            window.layoutIfNeeded()
            let inner = Counter()
            let bezel = Counter()
            let innerToken = walkthrough.innerScrollView.observeContentOffset { _, _ in
                inner.count += 1
            }
            let bezelToken = walkthrough.bezelScrollView.observeContentOffset { _, _ in
                bezel.count += 1
            }
            let touch = Touch(location: CGPoint(x: 300, y: 300))
            window.send(Event(touches: [touch]))
            touch.update(phase: .moved, location: CGPoint(x: 288, y: 300))
            window.send(Event(touches: [touch]))
            precondition(
                walkthrough.outerScrollView.isDragging, "walkthrough-frame: the drag did not begin")
            return {
                var x: CGFloat = 288
                for _ in 0..<120 {
                    window.runFrames(1)
                    x -= 2
                    touch.update(phase: .moved, location: CGPoint(x: x, y: 300))
                    window.send(Event(touches: [touch]))
                }
                window.runFrames(1)
                withExtendedLifetime((innerToken, bezelToken)) {}
                return [
                    "outer": Double(walkthrough.outerScrollView.contentOffset.x),
                    "inner": Double(walkthrough.innerScrollView.contentOffset.x),
                    "bezel": Double(walkthrough.bezelScrollView.contentOffset.x),
                    "innerMoves": Double(inner.count), "bezelMoves": Double(bezel.count),
                ]
            }
        },
        .timed("tabscroll-swipe-frame", operations: 120) {
            // One 120 Hz frame of a finger swiping the body of a 20-tab pager (390×844): clock
            // frame (layout pass, strip cells in and out), then a touch move through the pan
            // to the body offset, progress, the indicator bars, strip centring and the other
            // pages' offset sync. 120 frames of 2 pt: the page never arrives.
            let (window, pager) = makeTabScrollBench(tabs: 20)
            let touch = Touch(location: CGPoint(x: 360, y: 500))
            window.send(Event(touches: [touch]))
            touch.update(phase: .moved, location: CGPoint(x: 340, y: 500))
            window.send(Event(touches: [touch]))
            precondition(
                pager.contentView.scrollView.isDragging,
                "tabscroll-swipe-frame: the drag did not begin")
            return {
                var x: CGFloat = 340
                for _ in 0..<120 {
                    window.runFrames(1)
                    x -= 2
                    touch.update(phase: .moved, location: CGPoint(x: x, y: 500))
                    window.send(Event(touches: [touch]))
                }
                return [
                    "progress": Double(pager.headerTab.progress),
                    "strip": Double(pager.headerTab.collectionView.contentOffset.x),
                    "bar": Double(pager.headerTab.indicatorViews[0].frame.width),
                    "cells": Double(pager.headerTab.collectionView.visibleCells.count),
                ]
            }
        },
        .timed("tabscroll-tap") {
            // A tap on the tab right of the current one in a 20-tab pager, through to settled:
            // the tap's frames, the direction rule, the destination page's first load, the
            // 0.3 s body animation (36 frames) and the recycle.
            let (window, pager) = makeTabScrollBench(tabs: 20)
            let strip = pager.headerTab.collectionView
            let target = strip.visibleCells.first {
                strip.indexPath(for: $0)!.item % 20 == 1 && strip.bounds.contains($0.frame)
            }!
            let point = target.convert(CGPoint(x: target.bounds.midX, y: 22), to: nil)
            return {
                window.tap(at: point)
                let frames = window.clock.frameCount
                window.settle()
                precondition(pager.currentIndex == 1, "tabscroll-tap: did not arrive")
                return [
                    "index": Double(pager.currentIndex ?? -1),
                    "framesAfterTap": Double(window.clock.frameCount - frames),
                ]
            }
        },
    ]
}

/// A page with a tall list, as a news tab would have.
@MainActor
private final class BenchPage: ViewController, TabScrollContentScrollable {
    let list = ScrollView()
    var scrollView: ScrollView? { list }
    override func viewDidLoad() {
        list.frame = view.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.contentSize = CGSize(width: 0, height: 3000)
        view.addSubview(list)
    }
}

/// A 390×844 window showing a settled pager with `tabs` titled tabs.
@MainActor
private func makeTabScrollBench(tabs: Int) -> (Window, TabScrollController) {
    Window.printsDiagnostics = false
    let window = Window(size: CGSize(width: 390, height: 844))
    let pager = TabScrollController()
    let titles = ["Top", "Tech", "Business", "Sports", "World", "Culture", "Science", "Opinion"]
    let pages = (0..<tabs).map { index -> ViewController in
        let page = BenchPage()
        page.tabBarItem.title = titles[index % titles.count] + " \(index)"
        return page
    }
    pager.setViewControllers(pages)
    window.rootViewController = pager
    window.settle()
    return (window, pager)
}
