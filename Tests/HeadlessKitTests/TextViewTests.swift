import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A notes screen written for UIKit: a text view that grows with its text, with a character
/// limit and a counter, pasted with only the `UI` prefix removed.
private final class NotesViewController: ViewController, TextViewDelegate {
    let textView = TextView()
    let counter = Label()
    let limit = 20
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.isScrollEnabled = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.delegate = self
        textView.translatesAutoresizingMaskIntoConstraints = false
        counter.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        view.addSubview(counter)
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(
                equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            textView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            counter.topAnchor.constraint(equalTo: textView.bottomAnchor, constant: 8),
            counter.trailingAnchor.constraint(equalTo: textView.trailingAnchor),
        ])
        updateCounter()
    }

    private func updateCounter() { counter.text = "\(textView.text.count)/\(limit)" }

    func textViewDidBeginEditing(_ textView: TextView) { events.append("begin") }
    func textViewDidEndEditing(_ textView: TextView) { events.append("end") }

    func textView(
        _ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
        let current = textView.text as NSString
        return current.replacingCharacters(in: range, with: text).count <= limit
    }

    func textViewDidChange(_ textView: TextView) {
        events.append("change")
        updateCounter()
    }
}

@MainActor @Suite struct TextViewTests {
    private func notesWindow() -> (Window, NotesViewController) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let notes = NotesViewController()
        window.rootViewController = notes
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, notes)
    }

    @Test(
        "A pasted notes screen: a tap begins editing, typing goes through the delegate's limit, and a text view that does not scroll grows with its text (UIKit: UITextView, UITextViewDelegate)"
    )
    func pastedNotes() {
        let (window, notes) = notesWindow()
        let oneLine = notes.textView.frame.height
        // One body line plus the 8-point insets.
        #expect(oneLine == Font.preferredFont(forTextStyle: .body).lineHeight + 16)
        window.tap(at: notes.textView.convert(CGPoint(x: 20, y: 10), to: nil))
        #expect(notes.textView.isFirstResponder && notes.events == ["begin"])
        notes.textView.insertText("Buy milk, eggs")
        notes.textView.insertText(" and bread")  // past the limit: refused
        #expect(notes.textView.text == "Buy milk, eggs" && notes.counter.text == "14/20")
        notes.textView.deleteBackward()
        #expect(
            notes.textView.text == "Buy milk, egg"
                && notes.events.filter { $0 == "change" }.count == 2)
        // A bigger font: one taller line; more text: it wraps, and the view grows.
        let big = Font.systemFont(ofSize: 40)
        notes.textView.font = big
        window.layoutIfNeeded()
        #expect(notes.textView.frame.height == big.lineHeight + 16)
        notes.textView.insertText(" and te")
        window.layoutIfNeeded()
        #expect(notes.textView.frame.height == 2 * big.lineHeight + 16)
        #expect(notes.counter.frame.minY == notes.textView.frame.maxY + 8)
        #expect(notes.textView.resignFirstResponder() && notes.events.last == "end")
    }

    @Test(
        "A scrolling text view has no intrinsic size and its content size is the text's height plus the insets (UIKit: UITextView is a scroll view)"
    )
    func scrollingContentSize() {
        let view = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = String(repeating: "line of text ", count: 60)
        view.layoutIfNeeded()
        #expect(
            view.intrinsicContentSize
                == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(view.contentSize.width == 200 && view.contentSize.height > 100)
        // Setting the text makes no delegate call; a view that is not editable takes no typing.
        view.isEditable = false
        view.insertText("x")
        #expect(!view.isFirstResponder && !view.text.hasSuffix("x"))
    }

    @Test(
        "One first responder per tree: a text field that begins editing ends the text view's (UIKit: becomeFirstResponder)"
    )
    func oneFirstResponder() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let field = TextField(frame: CGRect(x: 0, y: 300, width: 390, height: 34))
        window.addSubview(textView)
        window.addSubview(field)
        #expect(textView.becomeFirstResponder())
        #expect(field.becomeFirstResponder())
        #expect(!textView.isFirstResponder && field.isFirstResponder)
        #expect(textView.becomeFirstResponder() && !field.isFirstResponder)
        #expect(window.endEditing(true) && !textView.isFirstResponder)
    }

    @Test(
        "Hostile input: NaN, infinite and negative insets count as zero; nil text reads empty; a zero-width view sizes to one line"
    )
    func hostileInput() {
        let view = TextView()
        view.textContainerInset = EdgeInsets(top: .nan, left: -4, bottom: .infinity, right: 3)
        #expect(view.textContainerInset == EdgeInsets(top: 0, left: 0, bottom: 0, right: 3))
        view.text = nil
        #expect(view.text == "" && !view.hasText)
        view.deleteBackward()
        view.isScrollEnabled = false
        view.text = "Hello"
        let size = view.intrinsicContentSize
        #expect(size.width.isFinite && size.width > 0 && size.height.isFinite)
        view.frame = CGRect(x: 0, y: 0, width: 0, height: 0)
        view.layoutIfNeeded()
        #expect(view.contentSize.height.isFinite)
    }
}
