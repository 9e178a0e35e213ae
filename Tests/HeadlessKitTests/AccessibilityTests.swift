import Foundation
import Testing

@testable import HeadlessKit

@MainActor @Suite struct AccessibilityTests {
    @Test("Defaults by type (UIKit: isAccessibilityElement, accessibilityTraits)")
    func defaults() {
        let plain = View()
        #expect(!plain.isAccessibilityElement)
        #expect(plain.accessibilityLabel == nil && plain.accessibilityTraits == .none)
        #expect(plain.extras == nil)  // reading defaults allocates nothing
        let label = Label(text: "Hello")
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Hello")
        #expect(label.accessibilityTraits == .staticText)
        let control = Control(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(control.isAccessibilityElement && control.accessibilityTraits == .button)
        control.isSelected = true
        control.isEnabled = false
        #expect(control.accessibilityTraits == [.button, .selected, .notEnabled])
        #expect(control.accessibilityTraits.description == "button,selected,notEnabled")
        let dots = PageControl()
        dots.numberOfPages = 3
        dots.currentPage = 1
        #expect(dots.accessibilityTraits == .adjustable)
        #expect(dots.accessibilityValue == "page 2 of 3")
        #expect(ImageView().accessibilityTraits == .image)
        #expect(!ImageView().isAccessibilityElement)
    }

    @Test("A button is read by its current title unless labelled (UIKit: UIButton's default label)")
    func buttonLabelIsItsTitle() {
        let button = Button(type: .system)
        #expect(button.accessibilityLabel == nil)  // an image-only or empty button has none
        button.setTitle("Next", for: .normal)
        button.setTitle("Sending", for: .disabled)
        #expect(button.accessibilityLabel == "Next")
        button.isEnabled = false
        #expect(button.accessibilityLabel == "Sending")  // the title shown now
        button.accessibilityLabel = "Send the message"
        #expect(button.accessibilityLabel == "Send the message")
        button.accessibilityLabel = nil
        #expect(button.accessibilityLabel == "Sending")
        let window = Window(size: CGSize(width: 200, height: 100))
        button.isEnabled = true
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        window.addSubview(button)
        #expect(window.accessibilityDescription() == "\"Next\" button (0 0; 100 44)\n")
    }

    @Test("Set values win; nil goes back to the default (UIKit: accessibilityLabel)")
    func settingAndResetting() {
        let label = Label(text: "5")
        label.accessibilityLabel = "Five"
        label.accessibilityHint = "Opens the count"
        label.accessibilityValue = "high"
        label.accessibilityTraits = [.staticText, .header]
        label.isAccessibilityElement = false
        #expect(label.accessibilityLabel == "Five")
        #expect(label.accessibilityHint == "Opens the count")
        #expect(label.accessibilityValue == "high")
        #expect(label.accessibilityTraits.description == "staticText,header")
        #expect(!label.isAccessibilityElement)
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "5")
        let plain = View()
        plain.accessibilityLabel = nil
        plain.accessibilityElementsHidden = false
        plain.accessibilityViewIsModal = false
        plain.accessibilityElements = nil
        #expect(plain.extras == nil)  // setting defaults allocates nothing either
        #expect(AccessibilityTraits.none.description == "none")
    }

    /// +- window 320×200 -------------------+
    /// | [B "Back"]          [S "Share"]    |  y 0
    /// | T "Title"                          |  y 50
    /// | +- panel -------+                  |  y 100
    /// | | "One"  "Two"  |                  |
    /// +------------------------------------+
    func makeScreen() -> (Window, [String: View]) {
        let window = Window(size: CGSize(width: 320, height: 200))
        let title = Label(text: "Title")
        title.frame = CGRect(x: 16, y: 50, width: 200, height: 24)
        let share = Control(frame: CGRect(x: 270, y: 0, width: 44, height: 44))
        share.accessibilityLabel = "Share"
        let back = Control(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        back.accessibilityLabel = "Back"
        let panel = View(frame: CGRect(x: 0, y: 100, width: 320, height: 100))
        let two = Label(text: "Two")
        two.frame = CGRect(x: 100, y: 0, width: 60, height: 30)
        let one = Label(text: "One")
        one.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        panel.addSubview(two)
        panel.addSubview(one)
        // Subview order differs from reading order on purpose.
        for view in [title, share, panel, back] { window.addSubview(view) }
        return (
            window,
            ["title": title, "share": share, "back": back, "panel": panel, "one": one, "two": two]
        )
    }

    @Test("VoiceOver reads top to bottom, then leading to trailing, whatever the subview order")
    func readingOrder() {
        let (window, _) = makeScreen()
        #expect(
            window.accessibilityDescription() == """
                "Back" button (0 0; 44 44)
                "Share" button (270 0; 44 44)
                "Title" staticText (16 50; 200 24)
                "One" staticText (0 100; 60 30)
                "Two" staticText (100 100; 60 30)

                """)
    }

    @Test(
        "accessibilityElements orders a container; hidden, transparent and elementsHidden views are skipped"
    )
    func explicitOrderAndHiding() {
        let (window, views) = makeScreen()
        views["panel"]!.accessibilityElements = [views["two"]!, views["one"]!, window]
        views["title"]!.isHidden = true
        views["share"]!.alpha = 0
        #expect(
            window.accessibilityElementsInOrder.compactMap(\.accessibilityLabel) == [
                "Back", "Two", "One",
            ])
        views["panel"]!.accessibilityElementsHidden = true
        #expect(window.accessibilityElementsInOrder.compactMap(\.accessibilityLabel) == ["Back"])
        // An element's own subviews are not visited.
        views["panel"]!.accessibilityElementsHidden = false
        views["panel"]!.isAccessibilityElement = true
        views["panel"]!.accessibilityLabel = "Numbers"
        #expect(
            window.accessibilityElementsInOrder.compactMap(\.accessibilityLabel) == [
                "Back", "Numbers",
            ])
    }

    @Test("A modal view hides its siblings from VoiceOver (UIKit: accessibilityViewIsModal)")
    func modal() {
        let (window, views) = makeScreen()
        let sheet = View(frame: CGRect(x: 0, y: 120, width: 320, height: 80))
        let done = Control(frame: CGRect(x: 0, y: 0, width: 60, height: 44))
        done.accessibilityLabel = "Done"
        done.accessibilityHint = "Closes the sheet"
        sheet.addSubview(done)
        sheet.accessibilityViewIsModal = true
        window.addSubview(sheet)
        #expect(
            window.accessibilityDescription()
                == "\"Done\" button (0 120; 60 44) hint=\"Closes the sheet\"\n")
        sheet.isHidden = true
        #expect(window.accessibilityElementsInOrder.count == 5)
        _ = views
    }
}
