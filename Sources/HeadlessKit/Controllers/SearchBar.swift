import Foundation

/// What a search bar asks and tells, like `UISearchBarDelegate`; every method has a default.
///
/// As in UIKit, ``searchBar(_:textDidChange:)`` reports the user's changes (typed or deleted
/// text), not a new ``SearchBar/text`` set in code.
@MainActor
public protocol SearchBarDelegate: AnyObject {
    /// The user changed the text (typed or deleted); `searchText` is the new text.
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// Whether typed text may replace the text in `range` (UTF-16 units); `true` by default.
    func searchBar(
        _ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool
    /// Whether editing may begin (a tap on the field, `becomeFirstResponder()`); `true` by
    /// default. A search controller activates only if it returns `true`.
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// Editing began: the field is the first responder.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// Whether editing may end; `true` by default.
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// The return key (the keyboard's Search key) was pressed.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// A tap on the scope bar selected the scope at `selectedScope`.
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// Returns `true`.
    public func searchBar(
        _ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    /// Returns `true`.
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// Returns `true`.
    public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBar(
        _ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int
    ) {}
}

/// The text field of a search bar, like `UISearchTextField`: type into it as into any
/// ``TextField`` (`insertText(_:)`, `deleteBackward()`, `pressReturn()`, a tap to begin).
///
/// Its ``TextField/delegate`` is the search bar's (set one on the search bar instead; one set
/// here replaces the bar's and the bar no longer hears of editing, as in UIKit).
@MainActor
open class SearchTextField: TextField {
    /// The bar the field is in (weak: the bar owns the field).
    public internal(set) weak var searchBar: SearchBar?
}

/// A text field for search with an optional cancel button and scope bar, like `UISearchBar`.
///
///     +-- SearchBar, width × 56 --------------------------------+
///     |  [ 🔍 Search                          ]   [Cancel]      |  the field, 36 tall
///     +---------------------------------------------------------+
///     |  [    All    |    Work    |   Family   ]                |  the scope bar, 44
///     +---------------------------------------------------------+
///
/// Model values, not measured UIKit figures: the bar is ``defaultHeight`` (56) points tall,
/// ``heightInNavigationBar`` (52) in a navigation bar, plus ``scopeBarHeight`` (44) while the
/// scope bar shows. The field is 36 points tall, centred in the search row, 8 points from the
/// edges; the cancel button (``showsCancelButton``) sits at the right, 8 points from the
/// field; the scope bar is a ``SegmentedControl`` 32 points tall in its row. ``prompt`` is
/// stored and dumped, not laid out.
///
/// A tap on the field begins editing; typing goes through ``searchTextField`` like any text
/// field (`searchBar.searchTextField.insertText("Ada")`). The ``delegate`` hears of the
/// user's changes, the return key (``SearchBarDelegate/searchBarSearchButtonClicked(_:)``),
/// the cancel button and the scope bar. A ``SearchController``'s bar also activates its
/// controller when editing begins, and the cancel button deactivates it.
@MainActor
open class SearchBar: View {
    /// The bar's height without a scope bar: 56 points, a model of UIKit's default search bar.
    public nonisolated static let defaultHeight: CGFloat = 56
    /// The bar's height in a navigation bar, without a scope bar: 52 points, a model of the
    /// height UIKit gives a navigation item's search bar on an iPhone.
    public nonisolated static let heightInNavigationBar: CGFloat = 52
    /// The height the scope bar adds while it shows: 44 points (a model value).
    public nonisolated static let scopeBarHeight: CGFloat = 44

    /// A search bar's look, like `UISearchBar.Style` (UIKit's raw values). Nothing is drawn.
    public enum Style: UInt, Hashable, Sendable {
        /// The system's choice (prominent).
        case `default` = 0
        /// A translucent background and an opaque field.
        case prominent = 1
        /// No background, a translucent field.
        case minimal = 2
    }

    /// The field the user types into, like `UISearchBar.searchTextField`.
    public let searchTextField = SearchTextField()
    /// The delegate (held weakly).
    public weak var delegate: (any SearchBarDelegate)?

    /// The search text; never `nil` when read (an empty bar reads `""`). Setting it calls no
    /// delegate method and does not update search results, as in UIKit: only the user's
    /// changes do. A `nil` is `""`.
    ///
    /// - Complexity: O(*n*) in the text's length.
    public var text: String? {
        get { searchTextField.text }
        set {
            guard newValue ?? "" != searchTextField.text else { return }
            searchTextField.text = newValue ?? ""
            searchController?.searchBarTextWasSet()
        }
    }

    /// The grey text shown while the field is empty; `nil` shows "Search", as UIKit's does.
    public var placeholder: String? {
        didSet { searchTextField.placeholder = placeholder ?? "Search" }
    }
    /// A line of text above the bar, like `UISearchBar.prompt`. Stored and dumped, not laid
    /// out (see the type's summary).
    public var prompt: String?

    /// Whether the cancel button shows, like `UISearchBar.showsCancelButton`; `false` by
    /// default. A ``SearchController`` shows it while active when its
    /// ``SearchController/automaticallyShowsCancelButton`` is set.
    public var showsCancelButton: Bool {
        get { storedShowsCancelButton }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// Shows or hides the cancel button. Nothing is drawn, so `animated` changes nothing.
    public func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != storedShowsCancelButton else { return }
        storedShowsCancelButton = showsCancelButton
        if showsCancelButton {
            if cancelButton.superview !== self { addSubview(cancelButton) }
        } else {
            cancelButton.removeFromSuperview()
        }
        setNeedsLayout()
    }

    /// The titles of the scope bar's buttons, like `UISearchBar.scopeButtonTitles`; `nil` by
    /// default. The selection is clamped into the new titles.
    public var scopeButtonTitles: [String]? {
        didSet {
            let titles = scopeButtonTitles ?? []
            scopeBar.removeAllSegments()
            for (index, title) in titles.enumerated() {
                scopeBar.insertSegment(withTitle: title, at: index, animated: false)
            }
            storedScopeIndex = clampedScopeIndex(storedScopeIndex)
            scopeBar.selectedSegmentIndex =
                titles.isEmpty
                ? SegmentedControl.noSegment
                : storedScopeIndex
            scopeBarDidChange()
        }
    }

    /// The selected scope button, like `UISearchBar.selectedScopeButtonIndex`; 0 by default.
    /// Setting it in code calls no delegate method (a tap does).
    ///
    /// A value out of range is clamped into `0..<scopeButtonTitles.count` (0 with no titles):
    /// the scope bar always shows a selection, so the index is data to clamp, not a programming
    /// error to stop on.
    public var selectedScopeButtonIndex: Int {
        get { storedScopeIndex }
        set {
            storedScopeIndex = clampedScopeIndex(newValue)
            if scopeBar.numberOfSegments > 0 { scopeBar.selectedSegmentIndex = storedScopeIndex }
        }
    }

    /// Whether the scope bar shows, like `UISearchBar.showsScopeBar`; `false` by default. It
    /// shows only with ``scopeButtonTitles``. A ``SearchController`` shows it while active
    /// when its ``SearchController/automaticallyShowsScopeBar`` is set.
    public var showsScopeBar = false {
        didSet { if showsScopeBar != oldValue { scopeBarDidChange() } }
    }

    /// Sets ``showsScopeBar``. Nothing is drawn, so `animated` changes nothing.
    public func setShowsScope(_ show: Bool, animated: Bool) {
        showsScopeBar = show
    }

    /// The bar's look, like `UISearchBar.searchBarStyle`. Stored, not drawn.
    public var searchBarStyle: Style = .default
    /// Whether the bar is translucent, like `UISearchBar.isTranslucent`. Stored, not drawn.
    public var isTranslucent = true
    /// The bar's background colour, like `UISearchBar.barTintColor`. Stored, not drawn.
    public var barTintColor: Color?

    /// The search controller that owns the bar, if any (weak: the controller owns the bar).
    public internal(set) weak var searchController: SearchController?

    /// The cancel button, in the bar while ``showsCancelButton`` (UIKit keeps its own private;
    /// tests can reach this one).
    public let cancelButton = Button(type: .system)
    /// The scope bar, in the bar while it shows.
    public let scopeBar = SegmentedControl(items: nil)

    /// Makes a search bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchTextField.searchBar = self
        searchTextField.placeholder = "Search"
        searchTextField.returnKeyType = .search
        searchTextField.borderStyle = .roundedRect
        searchTextField.debugName = "searchTextField"
        searchTextField.delegate = fieldDelegate
        fieldDelegate.searchBar = self
        searchTextField.addAction(
            Action { [weak self] _ in self?.userChangedText() }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.debugName = "cancelButton"
        cancelButton.addAction(
            Action { [weak self] _ in self?.cancelButtonTapped() }, for: .touchUpInside)
        scopeBar.debugName = "scopeBar"
        scopeBar.addAction(
            Action { [weak self] _ in self?.scopeBarTapped() }, for: .valueChanged)
    }

    /// The search row's height plus the scope bar's while it shows; no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: preferredHeight)
    }

    /// The width it is given by ``defaultHeight`` (plus the scope bar's height while it
    /// shows).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    /// Places the field, the cancel button and the scope bar (see the type's summary).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let scopeHeight = showsScope ? min(SearchBar.scopeBarHeight, bounds.height) : 0
        let rowHeight = max(0, bounds.height - scopeHeight)
        let margin: CGFloat = 8
        var fieldRight = width - margin
        if storedShowsCancelButton {
            let buttonWidth = max(44, cancelButton.sizeThatFits(.zero).width)
            let buttonHeight = min(44, rowHeight)
            cancelButton.frame = CGRect(
                x: max(0, width - margin - buttonWidth), y: (rowHeight - buttonHeight) / 2,
                width: buttonWidth, height: buttonHeight)
            fieldRight = cancelButton.frame.minX - margin
        }
        let fieldHeight = min(36, rowHeight)
        searchTextField.frame = CGRect(
            x: margin, y: (rowHeight - fieldHeight) / 2, width: max(0, fieldRight - margin),
            height: fieldHeight)
        if showsScope {
            let segmentHeight = min(32, scopeHeight)
            scopeBar.frame = CGRect(
                x: margin, y: rowHeight + (scopeHeight - segmentHeight) / 2,
                width: max(0, width - 2 * margin), height: segmentHeight)
        }
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        if let prompt { properties.append("prompt=\"\(escaped(prompt))\"") }
        let text = searchTextField.text ?? ""
        if !text.isEmpty {
            properties.append("text=\"\(escaped(text))\"")
        } else {
            properties.append("placeholder=\"\(escaped(placeholder ?? "Search"))\"")
        }
        if let titles = scopeButtonTitles, !titles.isEmpty {
            let names = titles.enumerated().map { index, title in
                index == storedScopeIndex ? "*\(escaped(title))" : escaped(title)
            }
            properties.append("scopes=[\(names.joined(separator: " "))]")
        }
        if searchController?.isActive == true { properties.append("active") }
    }

    // MARK: - Internals

    private var storedShowsCancelButton = false
    private var storedScopeIndex = 0
    private let fieldDelegate = SearchFieldDelegate()
    /// Whether the bar is in a navigation bar (its search row is 52 points tall there).
    var isInNavigationBar: Bool { superview is NavigationBar }

    /// Whether the scope bar shows: asked for, with titles.
    var showsScope: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    /// The bar's height: the search row plus the scope bar while it shows.
    var preferredHeight: CGFloat {
        (isInNavigationBar ? SearchBar.heightInNavigationBar : SearchBar.defaultHeight)
            + (showsScope ? SearchBar.scopeBarHeight : 0)
    }

    private func clampedScopeIndex(_ index: Int) -> Int {
        let count = scopeButtonTitles?.count ?? 0
        guard count > 0 else { return 0 }
        return min(max(index, 0), count - 1)
    }

    /// The scope bar showed, hid or changed its titles: in or out of the bar, and the bar's
    /// height follows (a frame the bar had at its old height takes the new one, as a table
    /// header's does; a navigation bar lays out again).
    private func scopeBarDidChange() {
        let shows = showsScope
        if shows, scopeBar.superview !== self {
            addSubview(scopeBar)
        } else if !shows, scopeBar.superview === self {
            scopeBar.removeFromSuperview()
        }
        let height = preferredHeight
        let other = height + (shows ? -SearchBar.scopeBarHeight : SearchBar.scopeBarHeight)
        if !isInNavigationBar, frame.height == other {
            frame.size.height = height
            superview?.setNeedsLayout()
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        (superview as? NavigationBar)?.navigationController?.searchBarHeightDidChange()
    }

    private func userChangedText() {
        let text = searchTextField.text ?? ""
        delegate?.searchBar(self, textDidChange: text)
        searchController?.searchBarTextDidChange()
    }

    private func cancelButtonTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelButtonClicked()
    }

    private func scopeBarTapped() {
        let index = scopeBar.selectedSegmentIndex
        guard index >= 0, index != storedScopeIndex else { return }
        storedScopeIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
    }

    fileprivate func fieldShouldBeginEditing() -> Bool {
        guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
        searchController?.searchBarWillBeginEditing()
        return true
    }

    fileprivate func fieldDidBeginEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
    }

    fileprivate func fieldShouldEndEditing() -> Bool {
        delegate?.searchBarShouldEndEditing(self) ?? true
    }

    fileprivate func fieldDidEndEditing() {
        delegate?.searchBarTextDidEndEditing(self)
    }

    fileprivate func fieldShouldChange(_ range: NSRange, _ text: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    fileprivate func fieldReturned() {
        delegate?.searchBarSearchButtonClicked(self)
    }
}

extension SearchBar {
    /// The keyboard's capitalisation, like `UISearchBar.autocapitalizationType` (the field's).
    public var autocapitalizationType: TextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// The keyboard's autocorrection, like `UISearchBar.autocorrectionType` (the field's).
    public var autocorrectionType: TextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// The keyboard type, like `UISearchBar.keyboardType` (the field's).
    public var keyboardType: KeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The return key, like `UISearchBar.returnKeyType` (the field's; `.search` by default).
    public var returnKeyType: ReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
}

/// A search bar edits through its field: `searchBar.becomeFirstResponder()` and
/// `resignFirstResponder()` begin and end the field's editing, as UIKit's do.
extension SearchBar: TextEditing {
    var isEditing: Bool { searchTextField.isEditing }
    func beginEditing() -> Bool { searchTextField.beginEditing() }
    func endEditing() -> Bool { searchTextField.endEditing() }
    func endEditingForced() -> Bool { searchTextField.endEditingForced() }
}

/// Turns the field's delegate calls into the search bar's.
@MainActor
private final class SearchFieldDelegate: TextFieldDelegate {
    weak var searchBar: SearchBar?

    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        searchBar?.fieldShouldBeginEditing() ?? true
    }
    func textFieldDidBeginEditing(_ textField: TextField) {
        searchBar?.fieldDidBeginEditing()
    }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        searchBar?.fieldShouldEndEditing() ?? true
    }
    func textFieldDidEndEditing(_ textField: TextField) {
        searchBar?.fieldDidEndEditing()
    }
    func textField(
        _ textField: TextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
    ) -> Bool {
        searchBar?.fieldShouldChange(range, string) ?? true
    }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        searchBar?.fieldReturned()
        return true
    }
}
