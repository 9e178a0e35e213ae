import Foundation

/// A scrollable, multi-line text input, like `UITextView`: tests set ``text`` or call
/// ``insertText(_:)`` and the view makes UIKit's delegate calls. While it edits in the key
/// window, the window's modelled keyboard shows (``Window/keyboardFrame``).
///
/// The text is laid out in the bounds less ``textContainerInset`` (8 points above and below)
/// and ``lineFragmentPadding`` (5 points at each side), UIKit's defaults; ``contentSize`` is
/// the text's height plus the insets. With ``isScrollEnabled`` false the view sizes itself to
/// its text at its width (its intrinsic height), the usual way to make a text view grow with
/// what is typed.
///
///     let notes = TextView()
///     notes.isScrollEnabled = false      // grows with its text under Auto Layout
///     notes.delegate = self              // textViewDidChange(_:)
///     notes.insertText("Buy milk")
///
/// Selection, typing on the keyboard's keys, data detectors and attributed text are not
/// modelled.
@MainActor
open class TextView: ScrollView {
    /// The space between the bounds and the text container (UIKit's default: 8 points above
    /// and below).
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            textContainerInset = TextView.clamped(textContainerInset)
            textDidChange()
        }
    }
    /// The space at each side of a line inside the text container (UIKit's
    /// `textContainer.lineFragmentPadding`): 5 points.
    public nonisolated static let lineFragmentPadding: CGFloat = 5

    /// The text (`""` when empty, never `nil` when read). Setting it makes no delegate call.
    public var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            textDidChange()
        }
    }
    private var storedText = ""
    /// The font (the system font at 12 points by default, as UIKit's).
    public var font: Font? = .systemFont(ofSize: 12) {
        didSet {
            textDidChange()
            if adjustsFontForContentSizeCategory { applyContentSizeCategory() }
        }
    }
    /// Whether a Dynamic Type font (from `Font.preferredFont(forTextStyle:)` or a
    /// ``FontMetrics``) follows the view's content size category, like UIKit's
    /// `adjustsFontForContentSizeCategory` (see ``Label/adjustsFontForContentSizeCategory``).
    public var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { applyContentSizeCategory() } }
    }

    /// Shows a Dynamic Type font at the view's content size category.
    private func applyContentSizeCategory() {
        if let adjusted = contentSizeAdjusted(font) { font = adjusted }
    }

    override func traitsDidChange(from previous: TraitCollection) {
        super.traitsDidChange(from: previous)
        if adjustsFontForContentSizeCategory { applyContentSizeCategory() }
    }
    /// The text colour.
    public var textColor: Color? = .label {
        didSet { label.textColor = textColor ?? .label }
    }
    /// The text alignment.
    public var textAlignment: TextAlignment = .natural {
        didSet { label.textAlignment = textAlignment }
    }
    /// Whether typing changes the text (`true` by default); a view that is not editable does
    /// not become the first responder.
    public var isEditable = true {
        didSet { if !isEditable, isEditing { _ = endEditing() } }
    }
    /// Whether the text can be selected. Stored.
    public var isSelectable = true
    /// The keyboard type. Stored.
    public var keyboardType: KeyboardType = .default
    /// The return key. Stored.
    public var returnKeyType: ReturnKeyType = .default
    /// The keyboard's capitalisation. Stored.
    public var autocapitalizationType: TextAutocapitalizationType = .sentences
    /// Whether the view is editing (first responder).
    public private(set) var isEditing = false

    private let label = Label()
    /// The width the intrinsic height was last given for.
    private var measuredWidth: CGFloat = -1

    /// Makes an empty text view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.font = font ?? .systemFont(ofSize: 12)
        label.textColor = textColor ?? .label
        label.debugName = "text"
        addSubview(label)
        addGestureRecognizer(
            TapGestureRecognizer { [weak self] _ in _ = self?.beginEditing() })
        textDidChange()
    }

    /// Makes an empty text view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    private var textDelegate: (any TextViewDelegate)? { delegate as? any TextViewDelegate }

    private static func clamped(_ insets: EdgeInsets) -> EdgeInsets {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
        return EdgeInsets(
            top: finite(insets.top), left: finite(insets.left), bottom: finite(insets.bottom),
            right: finite(insets.right))
    }

    // MARK: - Editing

    func beginEditing() -> Bool {
        guard !isEditing, isEditable else { return isEditing }
        return keyboardHandoff {
            guard textDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
            guard endOtherEditing() else { return false }
            guard !isEditing else { return true }
            isEditing = true
            textInputDidBeginEditing()
            textDelegate?.textViewDidBeginEditing(self)
            return true
        }
    }

    func endEditing() -> Bool {
        guard isEditing else { return true }
        return keyboardHandoff {
            guard textDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
            guard isEditing else { return true }
            isEditing = false
            textInputDidEndEditing()
            textDelegate?.textViewDidEndEditing(self)
            return true
        }
    }

    /// A view shown above the keyboard while the text view edits, like
    /// `UITextView.inputAccessoryView`: its height adds to the keyboard's. It is not added to
    /// the window's tree.
    public var inputAccessoryView: View?

    /// The text view resigns when it leaves its window while editing (it keeps editing when
    /// it moves into another window).
    override func windowDidChange() {
        super.windowDidChange()
        textInputWindowDidChange()
        if adjustsFontForContentSizeCategory { applyContentSizeCategory() }
    }

    /// Types `text` at the end, as the keyboard would: asks the delegate's
    /// `textView(_:shouldChangeTextIn:replacementText:)`, then tells it `textViewDidChange`.
    /// Begins editing first if needed; a view that is not editable ignores it.
    public func insertText(_ text: String) {
        if !isEditing { _ = beginEditing() }
        guard isEditing else { return }
        let range = storedText.endInsertionRange
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
        else { return }
        storedText += text
        textDidChange()
        textDelegate?.textViewDidChange(self)
    }

    /// Deletes the last character, as the keyboard's delete key would: asks the delegate with
    /// that character's range and `""`, then tells it `textViewDidChange`. An empty view does
    /// nothing.
    public func deleteBackward() {
        if !isEditing { _ = beginEditing() }
        guard isEditing, let range = storedText.lastCharacterRange else { return }
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: "") ?? true
        else { return }
        storedText.removeLast()
        textDidChange()
        textDelegate?.textViewDidChange(self)
    }

    /// Whether the view holds any text.
    public var hasText: Bool { !storedText.isEmpty }

    // MARK: - Size and layout

    /// The text's size when laid out `width` wide (the insets and padding not counted).
    private func textSize(width: CGFloat) -> CGSize {
        label.text = storedText
        label.font = font ?? .systemFont(ofSize: 12)
        let available = max(
            0,
            width - textContainerInset.left - textContainerInset.right
                - 2 * TextView.lineFragmentPadding)
        let size = label.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude))
        let lineHeight = (font ?? .systemFont(ofSize: 12)).lineHeight
        return CGSize(width: min(size.width, available), height: max(size.height, lineHeight))
    }

    private func textDidChange() {
        label.text = storedText
        label.font = font ?? .systemFont(ofSize: 12)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width.isFinite ? max(bounds.width, 0) : 0
        let size = textSize(width: width)
        let inset = textContainerInset
        label.frame = CGRect(
            x: inset.left + TextView.lineFragmentPadding, y: inset.top,
            width: max(0, width - inset.left - inset.right - 2 * TextView.lineFragmentPadding),
            height: size.height)
        let content = CGSize(width: width, height: size.height + inset.top + inset.bottom)
        if contentSize != content { contentSize = content }
        // Not scrolling, the view's height follows its text at its width.
        if !isScrollEnabled, width != measuredWidth {
            measuredWidth = width
            invalidateIntrinsicContentSize()
        }
    }

    /// With ``isScrollEnabled`` false: the text's height at the view's width plus the insets
    /// (one line's width when the view has no width yet). Scrolling: no intrinsic size, as in
    /// UIKit.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        let inset = textContainerInset
        if bounds.width > 0, bounds.width.isFinite {
            let size = textSize(width: bounds.width)
            return CGSize(
                width: View.noIntrinsicMetric, height: size.height + inset.top + inset.bottom)
        }
        let size = textSize(width: .greatestFiniteMagnitude)
        return CGSize(
            width: size.width + inset.left + inset.right + 2 * TextView.lineFragmentPadding,
            height: size.height + inset.top + inset.bottom)
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        if isEditing { properties.append("editing") }
    }
}

extension TextView: TextEditing {
    var keyboardAccessoryView: View? { inputAccessoryView }

    func endEditingForced() -> Bool {
        guard isEditing else { return false }
        isEditing = false
        textInputDidEndEditing()
        textDelegate?.textViewDidEndEditing(self)
        return true
    }
}

/// What a text view asks and tells, like `UITextViewDelegate`; it is a scroll view delegate
/// too (set it as the text view's `delegate`). Every method has a default.
@MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    func textViewDidBeginEditing(_ textView: TextView)
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    func textViewDidEndEditing(_ textView: TextView)
    func textView(
        _ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool
    func textViewDidChange(_ textView: TextView)
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: TextView) {}
    public func textView(
        _ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    public func textViewDidChange(_ textView: TextView) {}
}
