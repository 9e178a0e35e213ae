import Foundation
import HeadlessKit
import Testing

@testable import HeadlessTesting

/// The messages of the failures `body` records, in order.
@MainActor
func recordedMessages(_ body: () -> Void) -> [String] {
    captureFailures(body).map(\.message)
}

@MainActor @Suite struct FinderTests {
    /// A 320×200 window:
    ///
    ///     +- window ------------------------------+
    ///     | +- strip "tabs" (0 0; 320 44) ------+ |
    ///     | | Home | Tab A | Tab B |            | |
    ///     | +-----------------------------------+ |
    ///     | +- scroll "feed" (0 44; 320 156) ---+ |
    ///     | | Row 0 … Row 9, 40 pt each         | |
    ///     +---------------------------------------+
    func makeScene() -> (Window, ScrollView) {
        let window = Window(size: CGSize(width: 320, height: 200))
        let strip = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        strip.accessibilityIdentifier = "tabs"
        for (index, title) in ["Home", "Tab A", "Tab B"].enumerated() {
            let label = Label(text: title)
            label.frame = CGRect(x: CGFloat(index) * 80, y: 0, width: 80, height: 44)
            strip.addSubview(label)
        }
        window.addSubview(strip)
        let feed = ScrollView(frame: CGRect(x: 0, y: 44, width: 320, height: 156))
        feed.accessibilityIdentifier = "feed"
        feed.contentSize = CGSize(width: 320, height: 400)
        for row in 0..<10 {
            let label = Label(text: "Row \(row)")
            label.frame = CGRect(x: 0, y: CGFloat(row) * 40, width: 320, height: 40)
            feed.addSubview(label)
        }
        window.addSubview(feed)
        window.layoutIfNeeded()
        return (window, feed)
    }

    @Test("Finders match by type, identifier, exact or partial text and predicate, in tree order")
    func matchers() {
        let (window, feed) = makeScene()
        #expect(window.find(.identifier("feed")).views.map { $0 === feed } == [true])
        #expect(window.find(.type(ScrollView.self)).views.count == 1)
        #expect(window.find(.type(Label.self)).views.count == 13)
        #expect(window.find(.text("Home")).views.map { ($0 as? Label)?.text } == ["Home"])
        #expect(window.find(.text("Tab")).views.isEmpty)
        #expect(
            window.find(.text(containing: "Tab")).views.map { ($0 as? Label)?.text } == [
                "Tab A", "Tab B",
            ])
        #expect(window.find(.text(containing: "")).views.count == 13)
        feed.accessibilityLabel = "News feed"
        // Only accessibility elements match, and not those inside another element.
        #expect(window.find(.accessibilityLabel("News feed")).views.isEmpty)
        feed.isAccessibilityElement = true
        #expect(window.find(.accessibilityLabel("News feed")).views.map { $0 === feed } == [true])
        #expect(window.find(.accessibilityLabel("Row 1")).views.isEmpty)  // inside the feed
        #expect(window.find(.accessibilityLabel("Home")).views.count == 1)  // a label's text
        let wide = window.find(.predicate("wider than 300") { $0.frame.width > 300 })
        #expect(wide.views.count == 13)  // window, strip, feed and its rows; not the tabs
        #expect(
            window.find(.type(Label.self).and(.text(containing: "Row 1"))).description
                == "type Label and text containing \"Row 1\" in <Window>")
    }

    @Test("Scoping: descendants inside the found views, ancestors containing them")
    func scoping() {
        let (window, feed) = makeScene()
        let tabs = window.find(.identifier("tabs")).descendants(matching: .type(Label.self))
        #expect(tabs.views.count == 3)
        #expect(
            tabs.description == "type Label inside identifier \"tabs\" in <Window>")
        // A view is not its own descendant.
        #expect(
            window.find(.identifier("feed")).descendants(matching: .identifier("feed"))
                .views.isEmpty)
        let container = window.find(.text("Row 3")).ancestors(matching: .type(ScrollView.self))
        #expect(container.views.map { $0 === feed } == [true])
        #expect(
            container.description
                == "type ScrollView containing text \"Row 3\" in <Window>")
        // Ancestors stop at the finder's root; each view appears once.
        #expect(feed.find(.text("Row 3")).ancestors(matching: .type(Window.self)).views.isEmpty)
        #expect(
            window.find(.type(Label.self)).ancestors(matching: .type(View.self)).views.count == 3)
    }

    @Test("expect(_:) passes on the right count and returns the views")
    func countsPass() {
        let (window, _) = makeScene()
        #expect(window.find(.text("Home")).expect(.one).count == 1)
        window.find(.text("Away")).expect(.none)
        window.find(.text(containing: "Tab")).expect(.exactly(2))
        window.find(.text(containing: "Row")).expect(.atLeast(3))
        #expect(window.find(.text("Home")).expectOne() is Label)
    }

    @Test("A wrong count fails with the tree around the candidates, each marked")
    func countFailure() {
        let (window, _) = makeScene()
        let messages = recordedMessages {
            window.find(.text(containing: "Tab")).expect(.one)
        }
        #expect(
            messages == [
                """
                Expected exactly one view matching text containing "Tab" in <Window>, found 2:
                Window (0 0; 320 200)
                  View "tabs" (0 0; 320 44)
                    Label (0 0; 80 44) text="Home"
                    Label (80 0; 80 44) text="Tab A"   ◀ 1
                    Label (160 0; 80 44) text="Tab B"   ◀ 2

                """
            ])
        let line = #line + 2
        withKnownIssue {
            window.find(.text("Away")).expect(.exactly(2))
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "FinderTests.swift"
                && issue.comments.map(\.rawValue).joined().hasPrefix(
                    "Expected exactly 2 views matching text \"Away\" in <Window>, found 0:")
        }
    }

    @Test("Finding nothing prints the whole tree, cut at 40 lines")
    func nothingFound() {
        let (window, _) = makeScene()
        let messages = recordedMessages { window.find(.identifier("missing")).expect(.one) }
        #expect(messages.count == 1)
        #expect(
            messages.first?.hasPrefix(
                """
                Expected exactly one view matching identifier "missing" in <Window>, found 0:
                Window (0 0; 320 200)
                  View "tabs" (0 0; 320 44)
                    Label (0 0; 80 44) text="Home"
                """) == true)
        let big = Window(size: CGSize(width: 100, height: 100))
        for _ in 0..<50 { big.addSubview(View()) }
        let bigMessage = recordedMessages { big.find(.text("x")).expect(.atLeast(1)) }
        let lines = bigMessage.first?.split(separator: "\n") ?? []
        #expect(lines.count == 42)
        #expect(lines.last == "… 11 more views")
        #expect(recordedMessages { big.find(.text("x")).expectOne().map { _ in () } }.count == 1)
    }

    @Test("A negative count is a programmer error")
    func negativeCount() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = Window(size: CGSize(width: 1, height: 1)).find(.text("x")).expect(.exactly(-1))
            }
        }
    }

    @Test("A drag by a translation that is not finite is a programmer error")
    func nonFiniteDrag() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let window = Window(size: CGSize(width: 10, height: 10))
                window.find(.type(Window.self)).drag(by: CGPoint(x: CGFloat.nan, y: 0))
            }
        }
    }

    @Test("tap() touches the found control through hit testing (UIKit: hitTest(_:with:))")
    func tapAction() {
        let window = Window(size: CGSize(width: 200, height: 100))
        let button = Control(frame: CGRect(x: 20, y: 20, width: 80, height: 44))
        button.accessibilityIdentifier = "ok"
        var taps = 0
        button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
        window.addSubview(button)
        window.find(.identifier("ok")).tap()
        #expect(taps == 1)
        // Covered: the overlay gets the touch; the tap is refused with the reason.
        let overlay = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        overlay.accessibilityIdentifier = "overlay"
        window.addSubview(overlay)
        #expect(
            recordedMessages { window.find(.identifier("ok")).tap() } == [
                "Cannot tap <Control \"ok\">: it is covered at (60 42) by <View \"overlay\">."
            ])
        #expect(taps == 1)
    }

    @Test("drag(by:) drags from the view's centre: a scroll view follows")
    func dragAction() {
        let (window, feed) = makeScene()
        window.find(.identifier("feed")).drag(by: CGPoint(x: 0, y: -100), duration: 0.5)
        window.settle()
        #expect(feed.contentOffset.y > 50)
        #expect(recordedMessages { window.find(.text("Nope")).drag(by: .zero) }.count == 1)
    }

    @Test(
        "scrollTo() scrolls the containing scroll view until the view shows (UIKit: scrollRectToVisible(_:animated:))"
    )
    func scrollToAction() {
        let (window, feed) = makeScene()
        let row = window.find(.text("Row 7"))
        #expect(!row.isVisible)
        #expect(
            row.first?.visibilityProblem
                == "is clipped away (its frame in the window is (0 324; 320 40))")
        row.scrollTo()
        #expect(feed.contentOffset.y == 164)  // Row 7 ends at 320; 320 - 156
        #expect(row.isVisible)
        row.expectVisible()
        // Already visible: nothing moves.
        window.find(.text("Row 5")).scrollTo()
        #expect(feed.contentOffset.y == 164)
    }

    @Test("Visibility: hidden, transparent, clipped, outside a window or covered, with reasons")
    func visibility() {
        let (window, feed) = makeScene()
        let home = window.find(.text("Home"))
        home.expectVisible()
        window.find(.text("Row 9")).expectNotVisible()
        feed.isHidden = true
        #expect(
            recordedMessages { window.find(.text("Row 0")).expectVisible() } == [
                "Expected <Label> to be visible, but it is inside <ScrollView \"feed\"> which is hidden."
            ])
        feed.isHidden = false
        feed.alpha = 0
        #expect(
            window.find(.text("Row 0")).first?.visibilityProblem
                == "is inside <ScrollView \"feed\"> which has alpha 0")
        feed.alpha = 1
        feed.clipsToBounds = true
        #expect(
            window.find(.text("Row 9")).first?.visibilityProblem
                == "is clipped away (its frame in the window is (0 404; 320 40))")
        let loose = Label(text: "Loose")
        #expect(loose.visibilityProblem == "is not in a window")
        #expect(
            recordedMessages { window.find(.text("Home")).expectNotVisible() } == [
                """
                Expected no visible view matching text "Home" in <Window>, found 1 visible:
                Window (0 0; 320 200)
                  View "tabs" (0 0; 320 44)
                    Label (0 0; 80 44) text="Home"   ◀ 1
                    Label (80 0; 80 44) text="Tab A"
                    Label (160 0; 80 44) text="Tab B"

                """
            ])
        let cover = View(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        window.addSubview(cover)
        #expect(home.first?.visibilityProblem == "is covered at (40 22) by <View>")
        #expect(!home.isVisible)
    }

    @Test("scrollTo() pages a collection view until the cell exists, then shows it")
    func scrollToMakesCells() {
        let window = Window(size: CGSize(width: 320, height: 200))
        let rows = NumberedRows()
        let list = CollectionView(frame: window.bounds, collectionViewLayout: ListLayout())
        list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
        list.dataSource = rows
        window.addSubview(list)
        window.layoutIfNeeded()
        let row = window.find(.text("Row 42"))
        row.expect(.none)  // no cell yet
        row.scrollTo()
        row.expectVisible()
        #expect(list.contentOffset.y > 42 * 44 - 200)
        let missing = recordedMessages { window.find(.text("Row 500")).scrollTo() }
        #expect(missing.count == 1)
        #expect(
            missing.first?.hasPrefix(
                "Expected exactly one view matching text \"Row 500\" in <Window>, found 0:") == true
        )
    }
}

/// 100 rows, each a cell with a label "Row n", 44 pt tall.
@MainActor
final class NumberedRows: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { 100 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        let label = cell.contentView.subviews.first as? Label ?? Label()
        if label.superview == nil { cell.contentView.addSubview(label) }
        label.text = "Row \(indexPath.item)"
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        return cell
    }
}
