import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A controller that logs its appearance callbacks with their `animated` flag and whether it
/// is being presented or dismissed at the time.
@MainActor
private final class ModalController: ViewController {
    let name: String
    let log: Log

    init(_ name: String, log: Log, style: ModalPresentationStyle? = nil) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        if let style { modalPresentationStyle = style }
        title = name
    }

    private func add(_ event: String, _ animated: Bool) {
        let flags = (isBeingPresented ? " presented" : "") + (isBeingDismissed ? " dismissed" : "")
        log.add("\(name).\(event)(\(animated))\(flags)")
    }

    override func viewWillAppear(_ animated: Bool) { add("willAppear", animated) }
    override func viewIsAppearing(_ animated: Bool) { add("isAppearing", animated) }
    override func viewDidAppear(_ animated: Bool) { add("didAppear", animated) }
    override func viewWillDisappear(_ animated: Bool) { add("willDisappear", animated) }
    override func viewDidDisappear(_ animated: Bool) { add("didDisappear", animated) }
}

/// A 390 × 844 window with a 47-point top safe area (an iPhone with a notch) and a root
/// controller `a` that has appeared; the log starts empty.
@MainActor
private func presentingWindow(_ log: Log) -> (Window, ModalController) {
    let window = Window(size: CGSize(width: 390, height: 844))
    window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let root = ModalController("a", log: log)
    window.rootViewController = root
    window.settle()
    log.entries.removeAll()
    return (window, root)
}

@MainActor @Suite struct PresentationTests {
    @Test(
        "An animated page sheet slides up over the presenter, which stays; viewDidAppear and the completion wait for the end (UIKit: present(_:animated:completion:), .automatic is a page sheet)"
    )
    func animatedPageSheet() {
        let log = Log()
        let (window, a) = presentingWindow(log)
        let b = ModalController("b", log: log)
        var completions = 0
        a.present(b, animated: true) { completions += 1 }
        // +-- window 390 × 844 --+
        // | safe area 47         |
        // | gap 10               |
        // | +-- b (0 57) ------+ |
        // | |  390 × 787       | |
        #expect(b.modalPresentationStyle == .automatic)
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(b.isBeingPresented)
        #expect(window.subviews.last === b.view)
        #expect(b.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        #expect(b.view.presentationFrame.minY == 844)
        #expect(log.entries == ["b.willAppear(true) presented", "b.isAppearing(true) presented"])
        window.advance(by: ViewController.modalTransitionDuration / 2)
        #expect(b.view.presentationFrame.minY < 844 && b.view.presentationFrame.minY > 57)
        #expect(completions == 0 && b.appearanceState == .appearing)
        window.settle()
        #expect(completions == 1)
        #expect(!b.isBeingPresented)
        #expect(b.appearanceState == .appeared && a.appearanceState == .appeared)
        #expect(a.view.window === window)
        #expect(
            log.entries == [
                "b.willAppear(true) presented", "b.isAppearing(true) presented",
                "b.didAppear(true) presented",
            ])
    }

    @Test(
        "A full-screen presentation takes the presenter's view out of the window at its end, and a dismissal puts it back underneath (UIKit: UIModalPresentationStyle.fullScreen)"
    )
    func fullScreenRemovesPresenter() {
        let log = Log()
        let (window, a) = presentingWindow(log)
        let b = ModalController("b", log: log, style: .fullScreen)
        a.present(b, animated: true)
        #expect(b.view.frame == window.bounds)
        #expect(a.view.window === window)
        window.settle()
        #expect(a.view.window == nil)
        #expect(window.subviews.count == 1 && window.subviews[0] === b.view)
        #expect(
            log.entries == [
                "a.willDisappear(true)", "b.willAppear(true) presented",
                "b.isAppearing(true) presented", "a.didDisappear(true)",
                "b.didAppear(true) presented",
            ])
        log.entries.removeAll()
        var completions = 0
        b.dismiss(animated: true) { completions += 1 }
        #expect(b.isBeingDismissed)
        #expect(window.subviews.count == 2 && window.subviews[0] === a.view)
        window.advance(by: ViewController.modalTransitionDuration / 2)
        #expect(completions == 0)
        window.settle()
        #expect(completions == 1)
        #expect(window.subviews.count == 1 && window.subviews[0] === a.view)
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(
            log.entries == [
                "b.willDisappear(true) dismissed", "a.willAppear(true)", "a.isAppearing(true)",
                "b.didDisappear(true) dismissed", "a.didAppear(true)",
            ])
    }

    @Test(
        "Over full screen covers the window and leaves the presenter in it, with no callbacks (UIKit: UIModalPresentationStyle.overFullScreen)"
    )
    func overFullScreenKeepsPresenter() {
        let log = Log()
        let (window, a) = presentingWindow(log)
        let b = ModalController("b", log: log, style: .overFullScreen)
        a.present(b, animated: false)
        window.settle()
        #expect(b.view.frame == window.bounds)
        #expect(a.view.window === window && a.appearanceState == .appeared)
        #expect(window.subviews.map { $0 === b.view } == [false, true])
        #expect(
            log.entries == [
                "b.willAppear(false) presented", "b.isAppearing(false) presented",
                "b.didAppear(false) presented",
            ])
    }

    @Test(
        "Without animation the transition ends on the next frame, not in the call: viewDidAppear, then the completion (UIKit: the completion runs after viewDidAppear)"
    )
    func unanimatedEndsOnNextFrame() {
        let log = Log()
        let (window, a) = presentingWindow(log)
        let b = ModalController("b", log: log, style: .pageSheet)
        a.present(b, animated: false) { log.add("completion") }
        #expect(b.view.presentationFrame == b.view.frame)
        #expect(log.entries == ["b.willAppear(false) presented", "b.isAppearing(false) presented"])
        window.runFrames(1)
        #expect(
            log.entries == [
                "b.willAppear(false) presented", "b.isAppearing(false) presented",
                "b.didAppear(false) presented", "completion",
            ])
        log.entries.removeAll()
        a.dismiss(animated: false) { log.add("completion") }
        #expect(log.entries == ["b.willDisappear(false) dismissed"])
        window.runFrames(1)
        #expect(
            log.entries == [
                "b.willDisappear(false) dismissed", "b.didDisappear(false) dismissed",
                "completion",
            ])
        #expect(b.view.window == nil)
    }

    @Test(
        "Presenting from a controller that is already presenting records a warning and changes nothing (UIKit: Attempt to present … which is already presenting)"
    )
    func alreadyPresentingWarns() {
        let log = Log()
        let (window, a) = presentingWindow(log)
        let b = ModalController("b", log: log)
        let c = ModalController("c", log: log)
        a.present(b, animated: false)
        window.settle()
        var completed = false
        a.present(c, animated: false) { completed = true }
        window.settle()
        #expect(!completed)
        #expect(a.presentedViewController === b && c.presentingViewController == nil)
        #expect(!c.isViewLoaded)
        #expect(
            window.diagnostics.map(\.message) == [
                "Attempt to present <ModalController \"c\"> on <ModalController \"a\"> which is already presenting <ModalController \"b\">"
            ])
        #expect(window.diagnostics.first?.kind == .presentation)
    }

    @Test(
        "Presenting from a controller whose view is in no window records a warning on the key window and does nothing (UIKit: whose view is not in the window hierarchy)"
    )
    func presenterOutOfWindowWarns() {
        let log = Log()
        let key = Window(size: CGSize(width: 100, height: 100))
        key.makeKey()
        let a = ModalController("a", log: log)
        let b = ModalController("b", log: log)
        a.present(b, animated: true) { log.add("completion") }
        key.settle()
        #expect(a.presentedViewController == nil && log.entries.isEmpty)
        #expect(
            key.diagnostics.map(\.message) == [
                "Attempt to present <ModalController \"b\"> on <ModalController \"a\"> whose view is not in the window hierarchy"
            ])
    }

    @Test(
        "A child presents for the top of its parent chain, and both see the presented controller (UIKit: presentedViewController and presentingViewController)"
    )
    func childPresentsForItsRoot() {
        let log = Log()
        let (window, a) = presentingWindow(log)
        let child = ModalController("child", log: log)
        a.addChild(child)
        a.view.addSubview(child.view)
        child.didMove(toParent: a)
        let b = ModalController("b", log: log)
        let inner = ViewController()
        b.addChild(inner)
        b.view.addSubview(inner.view)
        inner.didMove(toParent: b)
        child.present(b, animated: false)
        window.settle()
        #expect(b.presentingViewController === a)
        #expect(child.presentedViewController === b && a.presentedViewController === b)
        #expect(inner.presentingViewController === a && inner.appearanceState == .appeared)
        #expect(b.presentedViewController == nil)
        // A dismissal from the child goes to the root, which dismisses b.
        child.dismiss(animated: false)
        window.settle()
        #expect(a.presentedViewController == nil && b.view.window == nil)
        #expect(inner.appearanceState == .disappeared)
    }

    @Test(
        "Dismissing from the presented controller or its presenter dismisses it; with nothing presented the completion runs at once (UIKit: dismiss(animated:completion:))"
    )
    func dismissForwardsToPresenter() {
        let log = Log()
        let (window, a) = presentingWindow(log)
        var ran = 0
        a.dismiss(animated: true) { ran += 1 }
        #expect(ran == 1)
        for dismisser in ["presented", "presenter"] {
            let b = ModalController("b", log: log)
            a.present(b, animated: true)
            window.settle()
            (dismisser == "presented" ? b : a).dismiss(animated: true) { ran += 1 }
            window.settle()
            #expect(a.presentedViewController == nil && b.view.window == nil, "\(dismisser)")
        }
        #expect(ran == 3)
    }

    @Test(
        "Dismissing a lower presentation dismisses every one above it, and only the presenter reappears (UIKit: dismissing a presented controller dismisses those it presented)"
    )
    func nestedDismissal() {
        let log = Log()
        let (window, a) = presentingWindow(log)
        let b = ModalController("b", log: log, style: .fullScreen)
        let c = ModalController("c", log: log, style: .fullScreen)
        let d = ModalController("d", log: log)
        a.present(b, animated: false)
        window.settle()
        b.present(c, animated: true)
        window.settle()
        c.present(d, animated: true)
        window.settle()
        // c, the dimming view under the sheet d, d.
        #expect(window.subviews.map(\.shortDescription).count == 3)
        #expect(window.subviews.last === d.view)
        log.entries.removeAll()
        a.dismiss(animated: true) { log.add("completion") }
        #expect(window.subviews.first === a.view)
        window.settle()
        #expect(window.subviews.count == 1 && window.subviews[0] === a.view)
        for controller in [b, c, d] {
            #expect(controller.presentingViewController == nil)
            #expect(controller.presentedViewController == nil)
            #expect(controller.appearanceState == .disappeared)
        }
        #expect(a.presentedViewController == nil)
        #expect(
            log.entries == [
                "c.willDisappear(true)", "d.willDisappear(true)", "a.willAppear(true)",
                "a.isAppearing(true)", "d.didDisappear(true)", "c.didDisappear(true)",
                "a.didAppear(true)", "completion",
            ])
    }

    @Test(
        "A dismissal while the presentation is still animating records a warning and does nothing (UIKit: while a presentation or dismiss is in progress)"
    )
    func dismissDuringTransitionWarns() {
        let log = Log()
        let (window, a) = presentingWindow(log)
        let b = ModalController("b", log: log)
        a.present(b, animated: true)
        window.advance(by: 0.1)
        b.dismiss(animated: true) { log.add("completion") }
        window.settle()
        #expect(a.presentedViewController === b && b.view.window === window)
        #expect(!log.entries.contains("completion"))
        #expect(
            window.diagnostics.map(\.message) == [
                "Attempt to dismiss from view controller <ModalController \"a\"> while a presentation or dismiss is in progress"
            ])
    }

    @Test(
        "A presented controller may present or dismiss itself from viewDidAppear, not before its transition ends (UIKit: Attempt to present … while a presentation is in progress)"
    )
    func presentingFromAppearanceCallbacks() {
        final class Chained: ViewController {
            var onWillAppear: (() -> Void)?
            var onDidAppear: (() -> Void)?
            override func viewWillAppear(_ animated: Bool) { onWillAppear?() }
            override func viewDidAppear(_ animated: Bool) { onDidAppear?() }
        }
        let log = Log()
        let (window, a) = presentingWindow(log)
        let b = Chained()
        b.modalPresentationStyle = .fullScreen
        let early = ViewController()
        let next = ViewController()
        b.onWillAppear = { b.present(early, animated: false) }
        b.onDidAppear = { b.present(next, animated: false) }
        a.present(b, animated: true)
        window.settle()
        #expect(early.presentingViewController == nil)
        #expect(next.presentingViewController === b && b.presentedViewController === next)
        #expect(
            window.diagnostics.map(\.message) == [
                "Attempt to present <ViewController> on <Chained> while a presentation is in progress"
            ])

        // Dismissed from its own viewDidAppear: the presenter's view comes back.
        let c = Chained()
        c.modalPresentationStyle = .fullScreen
        c.onDidAppear = { c.dismiss(animated: false) }
        a.dismiss(animated: false)
        window.settle()
        #expect(b.presentingViewController == nil && next.presentingViewController == nil)
        a.present(c, animated: false)
        window.settle()
        #expect(a.presentedViewController == nil)
        #expect(window.subviews.count == 1 && window.subviews[0] === a.view)
        #expect(a.appearanceState == .appeared && c.appearanceState == .disappeared)
    }

    @Test(
        "The presented view is on top: hit tests and touches reach it, and the tree dump lists it last (UIKit: the presented view is added above the presenter's)"
    )
    func presentedViewIsOnTop() {
        let log = Log()
        let (window, a) = presentingWindow(log)
        var aTaps = 0
        var bTaps = 0
        a.view.addGestureRecognizer(TapGestureRecognizer { _ in aTaps += 1 })
        let b = ModalController("b", log: log, style: .overFullScreen)
        b.view.accessibilityIdentifier = "sheet"
        b.view.addGestureRecognizer(TapGestureRecognizer { _ in bTaps += 1 })
        a.present(b, animated: false)
        window.settle()
        #expect(window.hitTest(CGPoint(x: 200, y: 400), with: nil) === b.view)
        window.tap(at: CGPoint(x: 200, y: 400))
        window.settle()
        #expect(bTaps == 1 && aTaps == 0)
        let lines = window.treeDescription().split(separator: "\n")
        #expect(lines.last?.contains("\"sheet\"") == true)
    }

    @Test(
        "The presenter holds the presented controller and not the reverse; a window dropped mid-transition frees everything and runs the completion once (UIKit: presentedViewController is strong, presentingViewController weak)"
    )
    func lifetime() {
        var released = Released()
        var completions = 0
        do {
            let log = Log()
            let (window, a) = presentingWindow(log)
            let b = ModalController("b", log: log, style: .fullScreen)
            a.present(b, animated: true) { completions += 1 }
            window.advance(by: 0.1)
            released.watch(window, "window")
            released.watch(a, "a")
            released.watch(b, "b")
            released.watch(b.view, "b.view")
        }
        #expect(released.alive == [])
        #expect(completions == 1)

        // The same with a dismissal on the way.
        var dismissed = Released()
        completions = 0
        do {
            let log = Log()
            let (window, a) = presentingWindow(log)
            let b = ModalController("b", log: log, style: .fullScreen)
            a.present(b, animated: false)
            window.settle()
            b.dismiss(animated: true) { completions += 1 }
            window.advance(by: 0.1)
            dismissed.watch(window, "window")
            dismissed.watch(a, "a")
            dismissed.watch(b, "b")
        }
        #expect(dismissed.alive == [])
        #expect(completions == 1)

        // The presented controller alone does not keep its presenter.
        weak var presenter: ViewController?
        var kept: ViewController?
        do {
            let log = Log()
            let (window, a) = presentingWindow(log)
            let b = ModalController("b", log: log)
            a.present(b, animated: false)
            window.settle()
            presenter = a
            kept = b
        }
        #expect(presenter == nil)
        #expect(kept?.presentingViewController == nil)
        kept?.dismiss(animated: false)
    }

    @Test("Presenting a controller on itself stops, naming it (UIKit raises)")
    func presentingSelfStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let a = ViewController()
            a.title = "a"
            a.present(a, animated: false)
        }
        expectStderr(result, contains: "present <ViewController \"a\"> on itself")
    }

    @Test("Presenting a controller that is already presented stops, naming both (UIKit raises)")
    func presentingPresentedStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let window = Window(size: CGSize(width: 100, height: 100))
            let a = ViewController()
            a.title = "a"
            window.rootViewController = a
            let b = ViewController()
            b.title = "b"
            a.present(b, animated: false)
            window.settle()
            let c = ViewController()
            window.addSubview(c.view)
            c.present(b, animated: false)
        }
        expectStderr(
            result,
            contains:
                "<ViewController \"b\"> on <ViewController>: it is already presented by <ViewController \"a\">"
        )
    }

    @Test("Presenting a child controller stops, naming its parent (UIKit raises)")
    func presentingChildStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let window = Window(size: CGSize(width: 100, height: 100))
            let a = ViewController()
            a.title = "a"
            window.rootViewController = a
            let child = ViewController()
            a.addChild(child)
            a.present(child, animated: false)
        }
        expectStderr(result, contains: "it is a child of <ViewController \"a\">")
    }

    @Test(
        "Presenting a controller whose view is on screen stops (UIKit raises: an active controller)"
    )
    func presentingActiveStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let window = Window(size: CGSize(width: 100, height: 100))
            let a = ViewController()
            let b = ViewController()
            b.title = "b"
            window.rootViewController = a
            window.addSubview(b.view)
            a.present(b, animated: false)
        }
        expectStderr(result, contains: "an active controller <ViewController \"b\">")
    }
}

/// Expects the exit test's standard error to contain `text`.
private func expectStderr(_ result: ExitTest.Result?, contains text: String) {
    let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
    #expect(stderr.contains(text), "\(stderr)")
}
