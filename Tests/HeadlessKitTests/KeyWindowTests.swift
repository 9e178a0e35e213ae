import Foundation
import HeadlessKit
import Testing

/// The key window: `makeKey()`, `makeKeyAndVisible()`, `isKeyWindow` and the calls a window
/// gets when it becomes or stops being key.
@MainActor @Suite struct KeyWindowTests {
    /// A window that notes the key-status calls it gets, in one log shared by the test's windows.
    final class LoggingWindow: Window {
        var name = ""
        var log: Log?
        var refusesKey = false
        override var canBecomeKey: Bool { !refusesKey }
        override func becomeKey() {
            super.becomeKey()
            log?.lines.append("\(name) becomeKey")
        }
        override func resignKey() {
            super.resignKey()
            log?.lines.append("\(name) resignKey")
        }
    }

    final class Log { var lines: [String] = [] }

    func makeWindow(_ name: String, _ log: Log) -> LoggingWindow {
        let window = LoggingWindow(size: CGSize(width: 390, height: 844))
        window.name = name
        window.log = log
        return window
    }

    @Test("makeKeyAndVisible shows the window and makes it key (UIKit: makeKeyAndVisible())")
    func makeKeyAndVisibleShowsAndMakesKey() {
        let log = Log()
        let window = makeWindow("a", log)
        #expect(!window.isKeyWindow)
        window.isHidden = true
        window.makeKeyAndVisible()
        #expect(!window.isHidden)
        #expect(window.isKeyWindow)
        #expect(log.lines == ["a becomeKey"])
    }

    @Test(
        "One key window at a time: the previous one resigns first (UIKit: makeKey(), isKeyWindow)")
    func previousKeyWindowResigns() {
        let log = Log()
        let first = makeWindow("a", log)
        let second = makeWindow("b", log)
        first.makeKey()
        second.makeKey()
        #expect(!first.isKeyWindow)
        #expect(second.isKeyWindow)
        #expect(log.lines == ["a becomeKey", "a resignKey", "b becomeKey"])
        // Already key: nothing happens.
        second.makeKeyAndVisible()
        #expect(log.lines.count == 3)
    }

    @Test("A window that cannot become key stays out (UIKit: canBecomeKey)")
    func canBecomeKeyFalse() {
        let log = Log()
        let first = makeWindow("a", log)
        let refusing = makeWindow("b", log)
        refusing.refusesKey = true
        first.makeKey()
        refusing.makeKeyAndVisible()
        #expect(first.isKeyWindow)
        #expect(!refusing.isKeyWindow)
        #expect(log.lines == ["a becomeKey"])
    }

    @Test(
        "The key window is held weakly: once it is gone no window is key, and the next one becomes key with nothing to resign"
    )
    func keyWindowGoneIsNoLongerKey() {
        let log = Log()
        weak var gone: LoggingWindow?
        do {
            let window = makeWindow("a", log)
            window.makeKey()
            gone = window
        }
        #expect(gone == nil)
        let next = makeWindow("b", log)
        #expect(!next.isKeyWindow)
        next.makeKey()
        #expect(next.isKeyWindow)
        #expect(log.lines == ["a becomeKey", "b becomeKey"])
    }
}
