import Foundation
import XCTest

@testable import HeadlessKit

/// A view's deinit on the process's main thread, where it skips the runtime's main-actor check.
/// XCTest runs its tests there; Swift Testing runs main-actor tests on a worker that drains the
/// main queue (`LifetimeTests` cover that path and another thread's). These also run under
/// `swift test --sanitize=address`.
final class MainThreadTeardownXCTests: XCTestCase {
    func testDroppedTreesFreeTheirViewsAndKeptViewsHaveNoSuperviewOnTheMainThread() {
        XCTAssertTrue(Thread.isMainThread)
        MainActor.assumeIsolated {
            weak var weakParent: View?
            weak var weakWindow: Window?
            var kept: View?
            var keptInWindow: View?
            do {
                let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                for index in 0..<10 {
                    let child = View(frame: CGRect(x: CGFloat(index), y: 0, width: 10, height: 10))
                    parent.addSubview(child)
                    child.addSubview(View(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
                }
                kept = parent.subviews[3]
                weakParent = parent
                let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                var leaf: View = window
                for _ in 0..<10_000 {
                    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                    leaf.addSubview(view)
                    leaf = view
                }
                keptInWindow = leaf
                weakWindow = window
            }
            XCTAssertNil(weakParent)
            XCTAssertNil(weakWindow)
            XCTAssertNil(kept?.superview)
            XCTAssertTrue(kept?.subviews.first?.superview === kept)
            XCTAssertNil(keptInWindow?.superview)
            XCTAssertNil(keptInWindow?.window)
        }
    }
}
