import Foundation
import HeadlessKit
import Testing

/// The keyboard's delete key on a text field: `deleteBackward()` and `hasText`.
@MainActor @Suite struct TextFieldKeyInputTests {
    /// A delegate that logs what it is asked and lets a `limit` decide.
    final class Delegate: TextFieldDelegate {
        var asked: [String] = []
        var allows = true
        func textField(
            _ textField: TextField, shouldChangeCharactersIn range: NSRange,
            replacementString string: String
        ) -> Bool {
            asked.append("\(range.location),\(range.length) \"\(string)\"")
            return allows
        }
    }

    @Test(
        "deleteBackward removes one whole character after asking the delegate with its UTF-16 range (UIKit: UIKeyInput.deleteBackward, UITextFieldDelegate)"
    )
    func deletesOneCharacter() {
        let field = TextField()
        let delegate = Delegate()
        field.delegate = delegate
        var changes = 0
        field.addAction(Action { _ in changes += 1 }, for: .editingChanged)
        field.insertText("Ada👩‍💻é")
        #expect(field.hasText)
        field.deleteBackward()  // é (one UTF-16 unit)
        #expect(field.text == "Ada👩‍💻")
        field.deleteBackward()  // the whole emoji sequence (5 UTF-16 units)
        #expect(field.text == "Ada")
        #expect(delegate.asked == ["0,0 \"Ada👩‍💻é\"", "8,1 \"\"", "3,5 \"\""])
        #expect(changes == 3)
        #expect(field.isFirstResponder)
    }

    @Test("A delegate that says no keeps the text and sends no event (UIKit: UITextFieldDelegate)")
    func delegateVetoes() {
        let field = TextField()
        field.insertText("Ada")
        let delegate = Delegate()
        delegate.allows = false
        field.delegate = delegate
        var changes = 0
        field.addAction(Action { _ in changes += 1 }, for: .editingChanged)
        field.deleteBackward()
        #expect(field.text == "Ada")
        #expect(changes == 0)
        #expect(delegate.asked == ["2,1 \"\""])
    }

    @Test("Deleting in an empty field does nothing: no delegate call, no event (UIKit: hasText)")
    func emptyField() {
        let field = TextField()
        let delegate = Delegate()
        field.delegate = delegate
        var changes = 0
        field.addAction(Action { _ in changes += 1 }, for: .editingChanged)
        #expect(!field.hasText)
        for _ in 0..<3 { field.deleteBackward() }
        #expect(field.text == "")
        #expect(changes == 0)
        #expect(delegate.asked.isEmpty)
        field.insertText("a")
        field.deleteBackward()
        #expect(!field.hasText)
    }
}
