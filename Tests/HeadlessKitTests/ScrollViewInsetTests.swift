import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A scroll view that keeps touches from its content.
@MainActor
final class GuardedScrollView: ScrollView {
    var asked: [String] = []
    var allowsContentTouches = false

    override func touchesShouldBegin(_ touches: Set<Touch>, with event: Event, in view: View)
        -> Bool
    {
        asked.append(view.shortDescription)
        return allowsContentTouches
    }
}

/// Counts `scrollViewDidChangeAdjustedContentInset` and records the inset each time.
@MainActor
final class InsetRecorder: ScrollViewDelegate {
    var insets: [EdgeInsets] = []

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {
        insets.append(scrollView.adjustedContentInset)
    }
}

/// A 390×844 window with a notch (top 47) and a home indicator (bottom 34), and a scroll view
/// of `frame` (the whole window by default) with content `contentHeight` tall.
///
///     +-- window 390×844 --+
///     |  safe area top 47  |
///     |                    |  scroll view (0 0; 390 844), content 390×5000
///     | safe area bottom 34|
///     +--------------------+
@MainActor
func makeNotchedScroll(
    frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844), contentHeight: CGFloat = 5000,
    behavior: ScrollView.ContentInsetAdjustmentBehavior = .automatic
) -> (Window, ScrollView, InsetRecorder) {
    Window.printsDiagnostics = false
    let window = Window(size: CGSize(width: 390, height: 844))
    window.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
    let scroll = ScrollView(frame: frame)
    scroll.contentSize = CGSize(width: 390, height: contentHeight)
    scroll.contentInsetAdjustmentBehavior = behavior
    let recorder = InsetRecorder()
    scroll.delegate = recorder
    window.addSubview(scroll)
    return (window, scroll, recorder)
}

@MainActor @Suite struct ScrollViewInsetTests {
    @Test(
        "A scroll view resting at the top keeps its content at the top when its adjusted inset changes; one scrolled down keeps its offset (UIKit: a list shown under a bar starts at -adjustedContentInset.top)"
    )
    func restingAtTheTopFollowsTheInset() {
        let (window, scroll, _) = makeNotchedScroll()
        // Added at offset 0 with no inset, it got the window's 47: still at its top.
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -47))
        window.safeAreaInsets = EdgeInsets(top: 59, bottom: 34)
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset.top == 59)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -59))
        scroll.contentOffset = CGPoint(x: 0, y: 400)
        window.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        window.layoutIfNeeded()
        #expect(scroll.adjustedContentInset.top == 47)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 400))
    }

    @Test(
        ".automatic adds the window's top and bottom safe area to a tall vertical scroll view; a pull-down bounces back to -47 (UIKit S3, S4, S8)"
    )
    func automaticAddsSafeArea() {
        let (window, scroll, _) = makeNotchedScroll()
        #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 47, bottom: 34))
        #expect(scroll.minimumContentOffset == CGPoint(x: 0, y: -47))
        #expect(scroll.maximumContentOffset == CGPoint(x: 0, y: 5000 + 34 - 844))

        scroll.contentOffset = CGPoint(x: 0, y: -47)
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), duration: 0.3)
        #expect(scroll.contentOffset.y < -47)
        window.settle()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: -47))
    }

    @Test(".never leaves adjustedContentInset equal to contentInset (UIKit S3)")
    func neverUsesContentInsetOnly() {
        let (window, scroll, _) = makeNotchedScroll(behavior: .never)
        #expect(scroll.adjustedContentInset == .zero)
        scroll.contentInset = EdgeInsets(top: 10, left: 5, bottom: 20, right: 5)
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 5, bottom: 20, right: 5))
        #expect(scroll.minimumContentOffset == CGPoint(x: -5, y: -10))
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 57, left: 5, bottom: 54, right: 5))
        #expect(scroll.window === window)
    }

    @Test(
        ".scrollableAxes adds nothing for short content unless alwaysBounceVertical (UIKit S3)"
    )
    func scrollableAxesNeedsAScrollableAxis() {
        let (window, scroll, _) = makeNotchedScroll(contentHeight: 500, behavior: .scrollableAxes)
        #expect(scroll.adjustedContentInset == .zero)
        scroll.alwaysBounceVertical = true
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 47, bottom: 34))
        scroll.alwaysBounceVertical = false
        scroll.contentSize.height = 845
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 47, bottom: 34))
        #expect(scroll.window === window)
    }

    @Test(
        "scrollViewDidChangeAdjustedContentInset fires once per change, and not while scrolling (UIKit S3)"
    )
    func delegateHearsEachChangeOnce() {
        Window.printsDiagnostics = false
        let window = Window(size: CGSize(width: 390, height: 844))
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 5000)
        let recorder = InsetRecorder()
        scroll.delegate = recorder
        window.addSubview(scroll)
        #expect(recorder.insets.isEmpty)

        window.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        window.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        #expect(recorder.insets == [EdgeInsets(top: 47, bottom: 34)])

        window.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -2000))
        window.settle()
        #expect(scroll.contentOffset.y > 0)
        #expect(recorder.insets.count == 1)

        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize.height = 6000
        scroll.contentInsetAdjustmentBehavior = .always
        window.safeAreaInsets = EdgeInsets(top: 20)
        #expect(
            recorder.insets == [
                EdgeInsets(top: 47, bottom: 34), .zero, EdgeInsets(top: 47, bottom: 34),
                EdgeInsets(top: 20),
            ])

        // Moving the view below the notch: the next frame (or read) catches it, once.
        scroll.frame = CGRect(x: 0, y: 100, width: 390, height: 744)
        window.runFrames(1)
        #expect(recorder.insets.count == 5)
        #expect(recorder.insets.last == .zero)
        window.settle()
        #expect(recorder.insets.count == 5)
    }

    @Test(
        "A scroll view whose frame starts below the notch gets top 0 and still the bottom inset (UIKit S3)"
    )
    func belowTheNotchGetsNoTopInset() {
        let (window, scroll, _) = makeNotchedScroll(
            frame: CGRect(x: 0, y: 100, width: 390, height: 744))
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 0, bottom: 34))
        #expect(scroll.minimumContentOffset == .zero)
        scroll.frame.size.height = 700
        #expect(scroll.adjustedContentInset == .zero)
        #expect(scroll.window === window)
    }
    @Test(
        "touchesShouldBegin returning false keeps a control's touchUpInside from firing; the scroll view still drags (UIKit S16)"
    )
    func touchesShouldBeginKeepsTouchesFromContent() {
        Window.printsDiagnostics = false
        let window = Window(size: CGSize(width: 390, height: 844))
        let scroll = GuardedScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 5000)
        window.addSubview(scroll)
        let button = Control(frame: CGRect(x: 20, y: 200, width: 100, height: 44))
        scroll.addSubview(button)
        var events: [String] = []
        button.addAction(Action { _ in events.append("down") }, for: .touchDown)
        button.addAction(Action { _ in events.append("up") }, for: .touchUpInside)

        window.tap(at: CGPoint(x: 50, y: 220))
        window.press(at: CGPoint(x: 50, y: 220), duration: 0.3)
        #expect(events.isEmpty)
        #expect(scroll.asked.count == 2)

        window.drag(from: CGPoint(x: 50, y: 220), to: CGPoint(x: 50, y: 120), duration: 0.1)
        #expect(events.isEmpty)
        #expect(scroll.contentOffset.y > 0)

        // Without the delay it is asked at touch-down; allowing the touch lets the tap through.
        window.settle()
        scroll.contentOffset = .zero
        scroll.delaysContentTouches = false
        scroll.allowsContentTouches = true
        window.tap(at: CGPoint(x: 50, y: 220))
        #expect(scroll.asked.count == 3)
        #expect(events == ["down", "up"])
    }

    @Test(
        "A collection view lays out again when its adjusted inset changes (UIKit S3, F1 .fromContentInset)"
    )
    func collectionViewFollowsAdjustedInset() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let (window, collection) = makeCollection(layout, model: Model([7]))
        let third = IndexPath(item: 2, section: 0)
        #expect(
            collection.layoutAttributesForItem(at: third)!.frame.origin == CGPoint(x: 220, y: 0))
        collection.contentInsetAdjustmentBehavior = .always
        window.safeAreaInsets = EdgeInsets(left: 10, right: 10)
        window.runFrames(1)
        // 300 points across: two items a line.
        #expect(collection.adjustedContentInset == EdgeInsets(left: 10, right: 10))
        #expect(
            collection.layoutAttributesForItem(at: third)!.frame.origin == CGPoint(x: 0, y: 110))
    }

    @Test(
        "Moving an ancestor, or moving the scroll view to another superview, updates the inset by the next frame (UIKit S3)"
    )
    func ancestorMovesUpdateTheInset() {
        Window.printsDiagnostics = false
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        let top = View(frame: CGRect(x: 0, y: 0, width: 390, height: 744))
        let lower = View(frame: CGRect(x: 0, y: 100, width: 390, height: 744))
        window.addSubview(top)
        window.addSubview(lower)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 744))
        scroll.contentSize = CGSize(width: 390, height: 5000)
        let recorder = InsetRecorder()
        scroll.delegate = recorder
        top.addSubview(scroll)
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 47))

        lower.addSubview(scroll)
        window.runFrames(1)
        #expect(recorder.insets == [EdgeInsets(top: 47), EdgeInsets(bottom: 34)])

        lower.frame.origin.y = 0
        window.runFrames(1)
        #expect(recorder.insets.last == EdgeInsets(top: 47))
        #expect(recorder.insets.count == 3)
    }

    @Test("Scrolling and flinging never recompute the adjusted inset (UIKit S3, cost)")
    func scrollingDoesNotRecompute() {
        let (window, scroll, recorder) = makeNotchedScroll()
        let before = scroll.adjustedContentInsetComputations
        window.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -3000))
        window.settle()
        scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        window.settle()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
        #expect(scroll.adjustedContentInsetComputations == before)
        #expect(recorder.insets == [EdgeInsets(top: 47, bottom: 34)])
    }

    @Test(
        "In a window with no safe area of its own, a navigation bar's height is still the list's inset (UIKit: contentInsetAdjustmentBehavior .automatic, safe area from the bar)"
    )
    func navigationBarInsetWithoutWindowSafeArea() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let list = ViewController()
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scroll.contentSize = CGSize(width: 390, height: 300)
        list.view.addSubview(scroll)
        window.rootViewController = NavigationController(rootViewController: list)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(window.safeAreaInsets == .zero)
        #expect(scroll.adjustedContentInset.top == 44)
        #expect(scroll.contentOffset.y == -44)
    }
}
