import Foundation
import Testing

@testable import HeadlessKit

@MainActor @Suite struct ViewQueryTests {
    /// A window with a header, a clipping strip scrolled by 50 and a hidden badge.
    ///
    ///     +- window (0 0; 390 844) -----+
    ///     | title "Hello" (16 60)       |
    ///     | +- strip (0 100; 390 44) --+|  clips, bounds.origin.x = 50
    ///     | |[a]   b         (far 1000)||  a (0 0; 100 44) shows as (0 100; 50 44)
    ///     | +--------------------------+|
    ///     +-----------------------------+
    @MainActor struct Scene {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let title = Label(text: "Hello")
        let strip = View(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        let a = View(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let b = Label(text: "World")
        let far = View(frame: CGRect(x: 1000, y: 0, width: 100, height: 44))
        let badge = View(frame: CGRect(x: 300, y: 10, width: 20, height: 20))

        init() {
            window.addSubview(root)
            title.frame.origin = CGPoint(x: 16, y: 60)
            title.accessibilityIdentifier = "title"
            root.addSubview(title)
            strip.clipsToBounds = true
            strip.bounds.origin.x = 50
            strip.accessibilityIdentifier = "strip"
            root.addSubview(strip)
            strip.addSubview(a)
            b.frame.origin.x = 120
            strip.addSubview(b)
            strip.addSubview(far)
            badge.isHidden = true
            root.addSubview(badge)
        }
    }

    @Test("Queries walk depth-first, pre-order, subviews back to front, self first")
    func order() {
        let s = Scene()
        let all = s.window.all { _ in true }
        let expected: [View] = [s.window, s.root, s.title, s.strip, s.a, s.b, s.far, s.badge]
        #expect(all.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
        #expect(s.window.first { $0.frame.width == 100 } === s.a)
        #expect(s.window.first { $0.frame.width == 1 } == nil)
    }

    @Test("Type queries find subclasses in walk order")
    func byType() {
        let s = Scene()
        #expect(s.window.all(ofType: Label.self).map(\.text) == ["Hello", "World"])
        #expect(s.window.first(ofType: Label.self) === s.title)
        #expect(s.strip.first(ofType: Label.self) === s.b)
        #expect(s.window.first(ofType: Window.self) === s.window)
        #expect(s.a.first(ofType: Label.self) == nil)
        #expect(s.window.all(ofType: View.self).count == 8)
    }

    @Test("Identifier and text queries match exactly")
    func byIdentifierAndText() {
        let s = Scene()
        #expect(s.window.first(identifier: "strip") === s.strip)
        #expect(s.window.first(identifier: "Strip") == nil)
        #expect(s.window.first(text: "World") === s.b)
        #expect(s.window.first(text: "Worl") == nil)
    }

    @Test("path(to:) is the chain from self down to the descendant, or nil outside the subtree")
    func path() {
        let s = Scene()
        let path = s.window.path(to: s.b)
        #expect(
            path?.map(ObjectIdentifier.init)
                == [s.window, s.root, s.strip, s.b].map(ObjectIdentifier.init))
        #expect(s.strip.path(to: s.strip)?.count == 1)
        #expect(s.strip.path(to: s.title) == nil)
        #expect(s.a.path(to: s.window) == nil)
    }

    @Test("visibleRectInWindow cuts by clipping ancestors and the window (bounds.origin scrolls)")
    func visibleRect() {
        let s = Scene()
        #expect(s.a.visibleRectInWindow == CGRect(x: 0, y: 100, width: 50, height: 44))
        #expect(s.b.visibleRectInWindow.minX == 70)
        #expect(s.far.visibleRectInWindow.isNull)
        #expect(s.title.visibleRectInWindow == s.title.frame)
        #expect(s.window.visibleRectInWindow == s.window.bounds)
        // Below the window's bottom edge: nothing left.
        let below = View(frame: CGRect(x: 0, y: 900, width: 10, height: 10))
        s.root.addSubview(below)
        #expect(below.visibleRectInWindow.isNull)
        #expect(!below.isVisibleOnScreen)
    }

    @Test("isVisibleOnScreen needs a window, no hidden or transparent ancestor, and some area")
    func visibility() {
        let s = Scene()
        #expect(s.title.isVisibleOnScreen)
        #expect(s.a.isVisibleOnScreen)
        #expect(!s.far.isVisibleOnScreen)
        #expect(!s.badge.isVisibleOnScreen)
        #expect(s.window.isVisibleOnScreen)
        s.strip.alpha = 0.005
        #expect(!s.a.isVisibleOnScreen)
        s.strip.alpha = 0.01
        #expect(s.a.isVisibleOnScreen)
        s.root.isHidden = true
        #expect(!s.title.isVisibleOnScreen)
        let loose = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!loose.isVisibleOnScreen)
        let empty = View(frame: CGRect(x: 10, y: 10, width: 0, height: 10))
        s.window.addSubview(empty)
        #expect(!empty.isVisibleOnScreen)
    }
}
