import Foundation
import Testing

@testable import HeadlessKit

@MainActor @Suite struct TreeDescriptionTests {
    /// A 390×844 window holding a header label, a hidden view and a clipped strip that scrolls.
    ///
    ///     +- window ----------------+
    ///     | title (16 60)           |
    ///     | +- strip (0 100) ------+|  bounds.origin.x = 50, clips
    ///     | | a (0..100) b (120..) ||  a shows at x -50, partly; far at 1000 does not
    ///     | +----------------------+|
    ///     +-------------------------+
    func makeWindow() -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = ViewController()
        window.rootViewController = root
        root.view.backgroundColor = .white
        let title = Label(text: "Hello")
        title.accessibilityIdentifier = "title"
        title.frame.origin = CGPoint(x: 16, y: 60)
        root.view.addSubview(title)
        let hidden = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        root.view.addSubview(hidden)
        let strip = View(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        strip.debugName = "Strip"
        strip.clipsToBounds = true
        strip.bounds.origin.x = 50
        root.view.addSubview(strip)
        let a = View(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        a.tag = 1
        let far = View(frame: CGRect(x: 1000, y: 0, width: 100, height: 44))
        far.tag = 2
        far.alpha = 0.5
        strip.addSubview(a)
        strip.addSubview(far)
        return window
    }

    @Test(
        "One line per view with branches, frames in superview coordinates and only non-default properties"
    )
    func defaultFormat() {
        let window = makeWindow()
        #expect(
            window.treeDescription() == """
                Window (0 0; 390 844)
                └ View (0 0; 390 844) bg=#FFFFFF
                  ├ Label "title" (16 60; 42.5 20.5) text="Hello"
                  ├ View (0 0; 10 10) hidden
                  └ Strip (0 100; 390 44) clips
                    ├ View (0 0; 100 44) tag=1
                    └ View (1000 0; 100 44) alpha=0.5 tag=2

                """)
    }

    @Test(
        "onlyVisible drops hidden views and views clipped away; window coordinates apply bounds origins"
    )
    func visibleInWindowCoordinates() {
        let window = makeWindow()
        let options = TreeDescriptionOptions(
            onlyVisible: true, coordinates: .window, showsProperties: false)
        #expect(
            window.treeDescription(options) == """
                Window (0 0; 390 844)
                └ View (0 0; 390 844)
                  ├ Label "title" (16 60; 42.5 20.5)
                  └ Strip (0 100; 390 44)
                    └ View (-50 100; 100 44)

                """)
    }

    @Test("maxDepth limits the dump; showsIDs numbers lines in order")
    func depthAndIDs() {
        let window = makeWindow()
        #expect(
            window.treeDescription(
                TreeDescriptionOptions(maxDepth: 1, showsFrames: false, showsIDs: true)) == """
                    #1 Window
                    └ #2 View bg=#FFFFFF

                    """)
    }

    @Test("A subtree dump of a nested view measures window coordinates from its real position")
    func subtreeInWindowCoordinates() {
        let window = makeWindow()
        let strip = window.first(debugName: "Strip")!
        #expect(
            strip.treeDescription(
                TreeDescriptionOptions(coordinates: .window, showsProperties: false)) == """
                    Strip (0 100; 390 44)
                    ├ View (-50 100; 100 44)
                    └ View (950 100; 100 44)

                    """)
    }

    @Test("The presentation option shows what is on screen mid-animation")
    func presentationValues() {
        let window = makeWindow()
        let label = window.first(identifier: "title")!
        View.animate(withDuration: 1, options: .curveLinear) { label.frame.origin.x = 116 }
        window.advance(by: 0.5)
        let options = TreeDescriptionOptions(maxDepth: 0, usesPresentationValues: true)
        #expect(
            label.treeDescription(options) == "Label \"title\" (66 60; 42.5 20.5) text=\"Hello\"\n")
        #expect(label.treeDescription(TreeDescriptionOptions(maxDepth: 0)).contains("(116 60;"))
    }

    @Test("Quotes and newlines in text are escaped so each view stays on one line")
    func escaping() {
        let label = Label()
        label.text = "say \"hi\"\nnow"
        #expect(label.treeDescription() == "Label (0 0; 0 0) text=\"say \\\"hi\\\"\\nnow\"\n")
    }

    final class Badge: View, CustomTreeDescribable {
        var count = 3
        var offset: CGFloat = 0
        var treeProperties: [String] { ["count=\(count)", "offset=\(treeNumber(offset))"] }
    }

    @Test("A CustomTreeDescribable view adds its own properties, numbers as dumps print them")
    func customProperties() {
        let badge = Badge()
        #expect(badge.treeDescription() == "Badge (0 0; 0 0) count=3 offset=0\n")
        for (value, text) in [
            (653.9999999, "654"), (12.5, "12.5"), (-0.0, "0"), (-0.25, "-0.25"),
            (.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf"),
        ] as [(CGFloat, String)] {
            badge.offset = value
            #expect(badge.treeDescription() == "Badge (0 0; 0 0) count=3 offset=\(text)\n")
        }
    }
}

extension View {
    /// Test helper: the first view in the subtree with this debug name.
    func first(debugName: String) -> View? {
        if self.debugName == debugName { return self }
        for subview in subviews {
            if let found = subview.first(debugName: debugName) { return found }
        }
        return nil
    }
}
