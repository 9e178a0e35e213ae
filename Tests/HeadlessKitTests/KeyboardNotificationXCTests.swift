import Foundation
import XCTest

@testable import HeadlessKit

/// The keyboard's notifications through the real `NotificationCenter.default`. XCTest runs
/// its tests on the main thread, where the current operation queue is the main one, so the
/// window posts them (Swift Testing on Linux does not: see `KeyboardNotificationTests`).
final class KeyboardNotificationXCTests: XCTestCase {
    /// Notes what observers saw, by name, with the user info's values.
    @MainActor final class Recorder {
        var lines: [String] = []
        var tokens: [NSObjectProtocol] = []

        func observe(_ names: [Notification.Name], queue: OperationQueue?) {
            for name in names {
                let token = NotificationCenter.default.addObserver(
                    forName: name, object: nil, queue: queue
                ) { [weak self] note in
                    let line = Recorder.line(for: note)
                    MainActor.assumeIsolated { self?.lines.append(line) }
                }
                tokens.append(token)
            }
        }

        nonisolated static func line(for note: Notification) -> String {
            let info = note.userInfo ?? [:]
            let end = info[Responder.keyboardFrameEndUserInfoKey] as? CGRect
            let duration = info[Responder.keyboardAnimationDurationUserInfoKey] as? Double
            let curve = info[Responder.keyboardAnimationCurveUserInfoKey] as? Int
            let local = info[Responder.keyboardIsLocalUserInfoKey] as? Bool
            let begin = info[Responder.keyboardFrameBeginUserInfoKey] as? CGRect
            return
                ("\(note.name.rawValue) begin=\(begin.map { "\($0.minY)" } ?? "-")"
                + " end=\(end.map { "\($0.minY) \($0.height)" } ?? "-")"
                + " duration=\(duration.map { "\($0)" } ?? "-")"
                + " curve=\(curve.map { "\($0)" } ?? "-") local=\(local.map { "\($0)" } ?? "-")")
        }

        func stop() {
            for token in tokens { NotificationCenter.default.removeObserver(token) }
            tokens.removeAll()
        }
    }

    static let all = [
        Responder.keyboardWillChangeFrameNotification, Responder.keyboardWillShowNotification,
        Responder.keyboardDidChangeFrameNotification, Responder.keyboardDidShowNotification,
        Responder.keyboardWillHideNotification, Responder.keyboardDidHideNotification,
    ]

    func testXCTestRunsOnTheMainThreadWithTheMainOperationQueue() {
        XCTAssertTrue(Thread.isMainThread)
        XCTAssertTrue(OperationQueue.current === OperationQueue.main)
    }

    func testShowAndHidePostUIKitsNamesAndUserInfoToMainQueueObservers() {
        MainActor.assumeIsolated {
            XCTAssertTrue(Keyboard.canPostSafely)
            let recorder = Recorder()
            recorder.observe(Self.all, queue: .main)
            defer { recorder.stop() }
            let window = Window(size: CGSize(width: 390, height: 844))
            let field = TextField(frame: CGRect(x: 0, y: 100, width: 390, height: 34))
            window.addSubview(field)
            window.makeKey()
            field.becomeFirstResponder()
            window.settle()
            field.resignFirstResponder()
            window.settle()
            let show = " end=508.0 336.0 duration=0.25 curve=7 local=true"
            let hide = " end=844.0 336.0 duration=0.25 curve=7 local=true"
            XCTAssertEqual(
                recorder.lines,
                [
                    "UIKeyboardWillChangeFrameNotification begin=844.0" + show,
                    "UIKeyboardWillShowNotification begin=844.0" + show,
                    "UIKeyboardDidChangeFrameNotification begin=844.0" + show,
                    "UIKeyboardDidShowNotification begin=844.0" + show,
                    "UIKeyboardWillChangeFrameNotification begin=508.0" + hide,
                    "UIKeyboardWillHideNotification begin=508.0" + hide,
                    "UIKeyboardDidChangeFrameNotification begin=508.0" + hide,
                    "UIKeyboardDidHideNotification begin=508.0" + hide,
                ])
            XCTAssertTrue(window.postedKeyboardNotifications.allSatisfy(\.wasPosted))
        }
    }

    func testAnObserverThatResignsOnWillShowLeavesTheKeyboardDownBounded() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 390, height: 844))
            let field = TextField(frame: CGRect(x: 0, y: 100, width: 390, height: 34))
            window.addSubview(field)
            window.makeKey()
            var calls = 0
            let token = NotificationCenter.default.addObserver(
                forName: Responder.keyboardWillShowNotification, object: nil, queue: nil
            ) { _ in
                MainActor.assumeIsolated {
                    calls += 1
                    field.resignFirstResponder()
                }
            }
            defer { NotificationCenter.default.removeObserver(token) }
            field.becomeFirstResponder()
            window.settle()
            XCTAssertEqual(calls, 1)
            XCTAssertFalse(field.isFirstResponder)
            XCTAssertFalse(window.isKeyboardShown)
            XCTAssertEqual(window.keyboardFrame.minY, 844)
            XCTAssertEqual(
                window.postedKeyboardNotifications.map(\.name.rawValue).last,
                "UIKeyboardDidHideNotification")
        }
    }

    func testObserversThatKeepRefocusingStopAfterABoundWithADiagnostic() {
        MainActor.assumeIsolated {
            let window = Window(size: CGSize(width: 390, height: 844))
            let field = TextField(frame: CGRect(x: 0, y: 100, width: 390, height: 34))
            window.addSubview(field)
            window.makeKey()
            var calls = 0
            let printing = Window.printsDiagnostics
            Window.printsDiagnostics = false
            defer { Window.printsDiagnostics = printing }
            let tokens = [
                Responder.keyboardWillShowNotification, Responder.keyboardWillHideNotification,
            ].map { name in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) {
                    note in
                    let isShow = note.name == Responder.keyboardWillShowNotification
                    MainActor.assumeIsolated {
                        calls += 1
                        guard calls < 1000 else { return }
                        if isShow {
                            field.resignFirstResponder()
                        } else {
                            field.becomeFirstResponder()
                        }
                    }
                }
            }
            defer { for token in tokens { NotificationCenter.default.removeObserver(token) } }
            field.becomeFirstResponder()
            window.settle()
            XCTAssertLessThanOrEqual(calls, Keyboard.maximumUpdateRounds + 1)
            XCTAssertTrue(window.diagnostics.contains { $0.kind == .keyboardLoop })
            XCTAssertTrue(window.isIdle)
        }
    }
}
