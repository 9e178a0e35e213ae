import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

/// Records a search bar delegate's calls, in order.
@MainActor
final class SearchBarRecorder: SearchBarDelegate {
    enum Call: Equatable {
        case shouldBegin, didBegin, shouldEnd, didEnd
        case shouldChange(NSRange, String)
        case textDidChange(String)
        case searchButton, cancelButton
        case scope(Int)
    }

    var calls: [Call] = []
    var allowsBegin = true
    var allowsChange = true
    /// Shared with other recorders of the same test, to check the order across objects.
    var log: ((String) -> Void)?

    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
        calls.append(.textDidChange(searchText))
        log?("textDidChange \(searchText)")
    }
    func searchBar(
        _ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
        calls.append(.shouldChange(range, text))
        return allowsChange
    }
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool {
        calls.append(.shouldBegin)
        log?("shouldBeginEditing")
        return allowsBegin
    }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {
        calls.append(.didBegin)
        log?("textDidBeginEditing")
    }
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool {
        calls.append(.shouldEnd)
        return true
    }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) {
        calls.append(.didEnd)
        log?("textDidEndEditing")
    }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
        calls.append(.searchButton)
        log?("searchButtonClicked")
    }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) {
        calls.append(.cancelButton)
        log?("cancelButtonClicked")
    }
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        calls.append(.scope(selectedScope))
        log?("scope \(selectedScope)")
    }
}

@MainActor @Suite struct SearchBarTests {
    /// A 390-point-wide window with a search bar at the top.
    private func barWindow(_ configure: (SearchBar) -> Void = { _ in }) -> (Window, SearchBar) {
        let window = Window(size: CGSize(width: 390, height: 400))
        let bar = SearchBar()
        configure(bar)
        bar.frame = CGRect(x: 0, y: 0, width: 390, height: bar.intrinsicContentSize.height)
        window.addSubview(bar)
        window.layoutIfNeeded()
        return (window, bar)
    }

    @Test(
        "A search bar is 56 points tall, 100 with its scope bar; the field is 36 tall, 8 from the edges (model values of UIKit's default search bar)"
    )
    func heightsAreTheModelValues() {
        let bar = SearchBar()
        #expect(bar.intrinsicContentSize.height == 56)
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 56))
        bar.scopeButtonTitles = ["All", "Mine"]
        #expect(bar.intrinsicContentSize.height == 56)
        bar.showsScopeBar = true
        #expect(bar.intrinsicContentSize.height == 100)
        let (_, shown) = barWindow {
            $0.scopeButtonTitles = ["All", "Mine"]
            $0.showsScopeBar = true
            $0.showsCancelButton = true
        }
        assertTree(
            shown, options: .compact,
            """
            SearchBar (0 0; 390 100) placeholder="Search" scopes=[*All Mine]
              searchTextField (8 10; 315 36) placeholder="Search"
              scopeBar (8 62; 374 32) segments=["All"],"Mine"
              cancelButton (331 6; 51 44) title="Cancel"
                imageView (0 0; 0 0) hidden contentMode=center
                titleLabel (0 11.75; 51 20.5) text="Cancel"
            """)
    }

    @Test(
        "Typing asks shouldChangeTextIn, then tells textDidChange; a tap begins editing first (UIKit: UISearchBarDelegate, in UIKit's order)"
    )
    func typingCallsTheDelegateInOrder() {
        let (window, bar) = barWindow()
        let recorder = SearchBarRecorder()
        bar.delegate = recorder
        window.tap(at: CGPoint(x: 100, y: 28))
        #expect(bar.searchTextField.isFirstResponder)
        bar.searchTextField.insertText("Ad")
        bar.searchTextField.insertText("a")
        bar.searchTextField.deleteBackward()
        #expect(bar.text == "Ad")
        #expect(
            recorder.calls == [
                .shouldBegin, .didBegin,
                .shouldChange(NSRange(location: 0, length: 0), "Ad"), .textDidChange("Ad"),
                .shouldChange(NSRange(location: 2, length: 0), "a"), .textDidChange("Ada"),
                .shouldChange(NSRange(location: 2, length: 1), ""), .textDidChange("Ad"),
            ])
    }

    @Test(
        "A delegate that refuses a change keeps the text and hears no textDidChange; one that refuses to begin keeps the bar from editing (UIKit: shouldChangeTextIn, searchBarShouldBeginEditing)"
    )
    func refusals() {
        let (window, bar) = barWindow()
        let recorder = SearchBarRecorder()
        bar.delegate = recorder
        recorder.allowsBegin = false
        window.tap(at: CGPoint(x: 100, y: 28))
        #expect(!bar.searchTextField.isFirstResponder)
        recorder.allowsBegin = true
        recorder.allowsChange = false
        bar.searchTextField.insertText("x")
        #expect(bar.text == "")
        #expect(
            recorder.calls == [
                .shouldBegin, .shouldBegin, .didBegin,
                .shouldChange(NSRange(location: 0, length: 0), "x"),
            ])
    }

    @Test(
        "Setting text in code calls no delegate method (UIKit: searchBar(_:textDidChange:) tells of the user's changes)"
    )
    func programmaticTextIsSilent() {
        let (_, bar) = barWindow()
        let recorder = SearchBarRecorder()
        bar.delegate = recorder
        bar.text = "Grace"
        #expect(bar.text == "Grace")
        bar.text = nil
        #expect(bar.text == "")
        #expect(recorder.calls.isEmpty)
    }

    @Test(
        "Return calls searchBarSearchButtonClicked; the Cancel button calls searchBarCancelButtonClicked and changes nothing else (UIKit: UISearchBarDelegate)"
    )
    func returnAndCancel() {
        let (window, bar) = barWindow { $0.showsCancelButton = true }
        let recorder = SearchBarRecorder()
        bar.delegate = recorder
        bar.searchTextField.insertText("Ken")
        bar.searchTextField.pressReturn()
        window.find(.text("Cancel")).tap()
        #expect(bar.text == "Ken")
        #expect(bar.searchTextField.isFirstResponder)
        #expect(recorder.calls.suffix(2) == [.searchButton, .cancelButton])
        // resignFirstResponder on the bar ends the field's editing, as UIKit's does.
        #expect(bar.resignFirstResponder())
        #expect(!bar.searchTextField.isFirstResponder)
        #expect(recorder.calls.suffix(2) == [.shouldEnd, .didEnd])
        #expect(bar.becomeFirstResponder() && bar.searchTextField.isEditing)
    }

    @Test(
        "showsCancelButton puts the Cancel button in and out and the field gives it room (UIKit: setShowsCancelButton(_:animated:))"
    )
    func cancelButtonInAndOut() {
        let (window, bar) = barWindow()
        #expect(bar.cancelButton.superview == nil)
        bar.setShowsCancelButton(true, animated: true)
        window.layoutIfNeeded()
        #expect(bar.cancelButton.superview === bar)
        #expect(bar.searchTextField.frame.maxX == bar.cancelButton.frame.minX - 8)
        bar.showsCancelButton = false
        window.layoutIfNeeded()
        #expect(bar.cancelButton.superview == nil)
        #expect(bar.searchTextField.frame.maxX == 382)
    }

    @Test(
        "A tap on a scope button selects it and tells the delegate; setting selectedScopeButtonIndex in code does not (UIKit: selectedScopeButtonIndexDidChange)"
    )
    func scopeTaps() {
        let (window, bar) = barWindow {
            $0.scopeButtonTitles = ["All", "Work", "Family"]
            $0.showsScopeBar = true
        }
        let recorder = SearchBarRecorder()
        bar.delegate = recorder
        let scope = bar.scopeBar.convert(bar.scopeBar.bounds, to: nil)
        window.tap(at: CGPoint(x: scope.maxX - 10, y: scope.midY))
        #expect(bar.selectedScopeButtonIndex == 2)
        // The selected one again: no change, no call.
        window.tap(at: CGPoint(x: scope.maxX - 10, y: scope.midY))
        bar.selectedScopeButtonIndex = 0
        #expect(bar.scopeBar.selectedSegmentIndex == 0)
        #expect(recorder.calls == [.scope(2)])
    }

    @Test(
        "selectedScopeButtonIndex out of range clamps: 7 with three titles is 2, -3 is 0, and any value with no titles is 0 (the scope bar always shows a selection)"
    )
    func scopeIndexClamps() {
        let bar = SearchBar()
        bar.selectedScopeButtonIndex = 5
        #expect(bar.selectedScopeButtonIndex == 0)
        bar.scopeButtonTitles = ["All", "Work", "Family"]
        bar.selectedScopeButtonIndex = 7
        #expect(bar.selectedScopeButtonIndex == 2)
        bar.selectedScopeButtonIndex = -3
        #expect(bar.selectedScopeButtonIndex == 0)
        bar.selectedScopeButtonIndex = Int.max
        #expect(bar.selectedScopeButtonIndex == 2)
        // Fewer titles: the selection follows into range.
        bar.scopeButtonTitles = ["All"]
        #expect(bar.selectedScopeButtonIndex == 0)
        bar.scopeButtonTitles = []
        #expect(bar.selectedScopeButtonIndex == 0)
        // No titles: the scope bar does not show even when asked for.
        bar.showsScopeBar = true
        #expect(bar.intrinsicContentSize.height == 56)
    }

    @Test(
        "Empty and huge texts: an empty text shows the placeholder; 100 000 characters are kept whole, and quotes and newlines are escaped in the dump"
    )
    func hostileTexts() {
        let (_, bar) = barWindow {
            $0.placeholder = "Find \"people\""
            $0.prompt = "Two\nlines"
        }
        bar.text = ""
        #expect(
            bar.treeDescription(.compact).hasPrefix(
                "SearchBar (0 0; 390 56) prompt=\"Two\\nlines\" placeholder=\"Find \\\"people\\\"\""
            ))
        let huge = String(repeating: "é", count: 100_000)
        bar.text = huge
        #expect(bar.text?.count == 100_000)
        bar.searchTextField.insertText("👩‍💻")
        #expect(bar.text?.count == 100_001)
        bar.searchTextField.deleteBackward()
        #expect(bar.text == huge)
        bar.placeholder = nil
        bar.text = ""
        #expect(bar.searchTextField.placeholder == "Search")
    }

    @Test(
        "searchBarStyle, isTranslucent, barTintColor and prompt are stored (UIKit: UISearchBar appearance properties; nothing is drawn)"
    )
    func storedProperties() {
        let bar = SearchBar()
        #expect(bar.searchBarStyle == .default && bar.isTranslucent)
        bar.searchBarStyle = .minimal
        bar.isTranslucent = false
        bar.barTintColor = .systemBlue
        bar.prompt = "Pick one"
        #expect(bar.searchBarStyle == .minimal && !bar.isTranslucent)
        #expect(bar.barTintColor == .systemBlue && bar.prompt == "Pick one")
        #expect(SearchBar.Style.minimal.rawValue == 2)
        // The text input traits are the field's, as UISearchBar's are.
        #expect(bar.returnKeyType == .search)
        bar.autocapitalizationType = .none
        bar.keyboardType = .emailAddress
        #expect(bar.searchTextField.autocapitalizationType == .none)
        #expect(bar.searchTextField.keyboardType == .emailAddress)
    }
}
