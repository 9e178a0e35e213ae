import Foundation

/// A one-line text input, like `UITextField`: tests set ``text`` (or call ``insertText(_:)``)
/// and the field sends UIKit's editing events and delegate calls. While it edits in the key
/// window, the window's modelled keyboard shows (``Window/keyboardFrame``).
///
///     field.becomeFirstResponder()
///     field.insertText("Ada")          // .editingChanged
///     field.resignFirstResponder()     // .editingDidEnd, textFieldDidEndEditing
@MainActor
open class TextField: Control {
    /// A field's border, like `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Hashable, Sendable { case none, line, bezel, roundedRect }
    /// When the clear button shows, like `UITextField.ViewMode`.
    public enum ViewMode: Int, Hashable, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// The text (never `nil` when read, as in UIKit: an empty field reads `""`).
    public var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            invalidateIntrinsicContentSize()
        }
    }
    private var storedText = ""
    /// The grey text shown while the field is empty.
    public var placeholder: String?
    /// The font (system 17 pt by default).
    public var font: Font? = .systemFont(ofSize: 17) {
        didSet {
            if font != oldValue { invalidateIntrinsicContentSize() }
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
    public var textColor: Color? = .label
    /// The text alignment.
    public var textAlignment: TextAlignment = .natural
    /// The border style. Stored.
    public var borderStyle: BorderStyle = .none
    /// When the clear button shows. Stored.
    public var clearButtonMode: ViewMode = .never
    /// Whether the text is hidden as dots. Stored.
    public var isSecureTextEntry = false
    /// Whether to clear the text when editing begins.
    public var clearsOnBeginEditing = false
    /// The keyboard's capitalisation (a ``TextInputTraits`` value). Stored.
    public var autocapitalizationType: TextAutocapitalizationType = .sentences
    /// The keyboard's autocorrection. Stored.
    public var autocorrectionType: TextAutocorrectionType = .default
    /// The keyboard type. Stored.
    public var keyboardType: KeyboardType = .default
    /// The return key. Stored.
    public var returnKeyType: ReturnKeyType = .default
    /// The content type (autofill hint), like `UITextField.textContentType`. Stored.
    public var textContentType: TextContentType?
    /// The delegate that may veto and observe editing.
    public weak var delegate: (any TextFieldDelegate)?
    /// Whether the field is editing (first responder).
    public private(set) var isEditing = false {
        didSet { if isEditing != oldValue { updateOverlayViews() } }
    }

    /// A view at the field's left edge (an icon), like `UITextField.leftView`: a subview,
    /// shown as ``leftViewMode`` says, at ``leftViewRect(forBounds:)``.
    public var leftView: View? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }
    /// When ``leftView`` shows (`.never` by default, as in UIKit).
    public var leftViewMode: ViewMode = .never {
        didSet {
            invalidateIntrinsicContentSize()
            updateOverlayViews()
        }
    }
    /// A view at the field's right edge, like `UITextField.rightView` (see ``leftView``).
    public var rightView: View? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }
    /// When ``rightView`` shows (`.never` by default).
    public var rightViewMode: ViewMode = .never {
        didSet {
            invalidateIntrinsicContentSize()
            updateOverlayViews()
        }
    }

    /// Where ``leftView`` goes: its size (its frame's, or its intrinsic size if the frame is
    /// empty), at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let view = leftView else { return .zero }
        let size = overlaySize(view)
        return CGRect(
            x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width,
            height: size.height)
    }

    /// Where ``rightView`` goes: at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let view = rightView else { return .zero }
        let size = overlaySize(view)
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width,
            height: size.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateOverlayViews()
    }

    private func overlaySize(_ view: View) -> CGSize {
        if view.bounds.size != .zero { return view.bounds.size }
        let size = view.intrinsicContentSize
        return CGSize(
            width: size.width == View.noIntrinsicMetric ? 0 : max(0, size.width),
            height: size.height == View.noIntrinsicMetric ? 0 : max(0, size.height))
    }

    private func replaceOverlay(_ old: View?, with new: View?) {
        guard old !== new else { return }
        if let old, old.superview === self, old !== leftView, old !== rightView {
            old.removeFromSuperview()
        }
        if let new, new.superview !== self { addSubview(new) }
        invalidateIntrinsicContentSize()
        updateOverlayViews()
    }

    private func isShown(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    /// Shows, hides and places the left and right views for the mode and the editing state.
    private func updateOverlayViews() {
        if let view = leftView {
            view.isHidden = !isShown(leftViewMode)
            if !view.isHidden { view.frame = leftViewRect(forBounds: bounds) }
        }
        if let view = rightView {
            view.isHidden = !isShown(rightViewMode)
            if !view.isHidden { view.frame = rightViewRect(forBounds: bounds) }
        }
    }

    /// An enabled field can become the first responder (UIKit).
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing if the delegate allows: `.editingDidBegin`, `textFieldDidBeginEditing`.
    /// Another field of the tree that is editing ends first.
    ///
    /// - Complexity: O(*n*) in the views of the tree.
    func beginEditing() -> Bool {
        guard !isEditing, isEnabled else { return isEditing }
        return keyboardHandoff {
            guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
            // One first responder per tree: the field editing before gives way (UIKit).
            guard endOtherEditing() else { return false }
            guard !isEditing else { return true }
            isEditing = true
            textInputDidBeginEditing()
            if clearsOnBeginEditing { storedText = "" }
            delegate?.textFieldDidBeginEditing(self)
            sendActions(for: .editingDidBegin)
            return true
        }
    }

    /// Ends editing if the delegate allows: `.editingDidEnd`, `textFieldDidEndEditing`.
    func endEditing() -> Bool {
        guard isEditing else { return true }
        return keyboardHandoff {
            guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
            guard isEditing else { return true }
            isEditing = false
            textInputDidEndEditing()
            delegate?.textFieldDidEndEditing(self)
            sendActions(for: .editingDidEnd)
            return true
        }
    }

    /// A view shown above the keyboard while the field edits, like
    /// `UITextField.inputAccessoryView`: its height (its frame's, else its intrinsic one)
    /// adds to the keyboard's. It is not added to the window's tree.
    public var inputAccessoryView: View?

    /// The field resigns when it leaves its window while editing (it keeps editing when it
    /// moves into another window).
    override func windowDidChange() {
        super.windowDidChange()
        textInputWindowDidChange()
        if adjustsFontForContentSizeCategory { applyContentSizeCategory() }
    }

    /// Types `text` at the end, as the keyboard would: asks the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`, then sends
    /// `.editingChanged`. Begins editing first if needed.
    public func insertText(_ text: String) {
        if !isEditing { _ = beginEditing() }
        guard isEditing else { return }
        let range = storedText.endInsertionRange
        guard
            delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text)
                ?? true
        else { return }
        storedText += text
        invalidateIntrinsicContentSize()
        sendActions(for: .editingChanged)
    }

    /// Deletes the last character, as the keyboard's delete key would (UIKit: `UIKeyInput`'s
    /// `deleteBackward()`): a whole character, so an emoji or a letter with its accent goes
    /// at once. Asks the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)`
    /// with that character's range (in UTF-16 units, as `NSRange` counts) and `""`, then
    /// sends `.editingChanged`. Begins editing first if needed; an empty field does nothing.
    public func deleteBackward() {
        if !isEditing { _ = beginEditing() }
        guard isEditing, let range = storedText.lastCharacterRange else { return }
        guard
            delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "")
                ?? true
        else { return }
        storedText.removeLast()
        invalidateIntrinsicContentSize()
        sendActions(for: .editingChanged)
    }

    /// Whether the field holds any text (UIKit: `UIKeyInput`'s `hasText`).
    public var hasText: Bool { !storedText.isEmpty }

    /// Presses the return key: asks `textFieldShouldReturn` and sends
    /// `.editingDidEndOnExit` (the delegate usually resigns).
    public func pressReturn() {
        guard isEditing else { return }
        if delegate?.textFieldShouldReturn(self) ?? true {
            sendActions(for: .editingDidEndOnExit)
        }
    }

    /// A tap begins editing.
    open override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        super.endTracking(touch, with: event)
        if let touch, touchIsInside(touch) { _ = beginEditing() }
    }

    /// The text's height plus 7 pt above and below (34 pt at 17 pt); its width plus the
    /// widths of the left and right views that can show.
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        let shown = storedText.isEmpty ? placeholder ?? "" : storedText
        let size = TextMeasuring.current.size(
            of: shown, font: font, maxWidth: nil, numberOfLines: 1)
        var width = size.width
        if let view = leftView, leftViewMode != .never { width += overlaySize(view).width }
        if let view = rightView, rightViewMode != .never { width += overlaySize(view).width }
        return CGSize(width: width, height: max(size.height, font.lineHeight) + 14)
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        if !storedText.isEmpty {
            properties.append(
                "text=\"\(escaped(isSecureTextEntry ? String(repeating: "•", count: storedText.count) : storedText))\""
            )
        } else if let placeholder {
            properties.append("placeholder=\"\(escaped(placeholder))\"")
        }
        if isEditing { properties.append("editing") }
    }
}

/// What a text field asks and tells, like `UITextFieldDelegate`; every method has a default.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    func textFieldDidBeginEditing(_ textField: TextField)
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    func textFieldDidEndEditing(_ textField: TextField)
    func textField(
        _ textField: TextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
    ) -> Bool
    func textFieldShouldClear(_ textField: TextField) -> Bool
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
    ) -> Bool { true }
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}

/// A view that takes typed text while it is the first responder: ``TextField`` and
/// ``TextView``.
@MainActor
protocol TextEditing: View {
    var isEditing: Bool { get }
    func beginEditing() -> Bool
    func endEditing() -> Bool
    /// Ends editing without asking the delegate, then tells it editing ended.
    func endEditingForced() -> Bool
    /// The view whose height adds to the keyboard's while the input edits.
    var keyboardAccessoryView: View? { get }
}

extension TextEditing {
    var keyboardAccessoryView: View? { nil }
}

extension TextField: TextEditing {
    var keyboardAccessoryView: View? { inputAccessoryView }

    func endEditingForced() -> Bool {
        keyboardHandoff {
            let delegate = self.delegate
            self.delegate = nil
            let ended = endEditing()
            self.delegate = delegate
            delegate?.textFieldDidEndEditing(self)
            return ended
        }
    }
}

extension View {
    /// Ends the editing of any other text input of this view's tree, and asks its window's
    /// first responder (a view or controller that is not a text input) to resign: one first
    /// responder per tree, as in UIKit. False if one refused.
    ///
    /// - Complexity: O(*n*) in the views of the tree.
    func endOtherEditing() -> Bool {
        guard resignOtherFirstResponder(in: window) else { return false }
        var stack: [View] = [root]
        while let view = stack.popLast() {
            stack.append(contentsOf: view.subviews)
            if let other = view as? any TextEditing, other !== self, other.isEditing {
                guard other.endEditing() else { return false }
            }
        }
        return true
    }

    /// Ends editing in this subtree, like `UIView.endEditing(_:)`. With `force`, the delegate
    /// is not asked.
    ///
    /// - Complexity: O(*n*) in the number of descendants.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        var stack: [View] = [self]
        var ended = false
        while let view = stack.popLast() {
            stack.append(contentsOf: view.subviews)
            guard let field = view as? any TextEditing, field.isEditing else { continue }
            ended = (force ? field.endEditingForced() : field.endEditing()) || ended
        }
        return ended
    }
}

extension String {
    /// The empty range at the end, in UTF-16 units (as `NSRange` counts): where typed text goes.
    var endInsertionRange: NSRange { NSRange(location: utf16.count, length: 0) }

    /// The range of the last character (a whole one: an emoji or a letter with its accent),
    /// in UTF-16 units; nil when empty.
    var lastCharacterRange: NSRange? {
        guard let last else { return nil }
        let length = last.utf16.count
        return NSRange(location: utf16.count - length, length: length)
    }
}
