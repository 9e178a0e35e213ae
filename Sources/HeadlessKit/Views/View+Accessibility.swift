import Foundation

/// A view's accessibility settings, allocated when first set so a plain view stays small.
@MainActor
final class AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits?
    var elementsHidden = false
    var viewIsModal = false
    var elements: [View]?
}

// UIKit's `UIAccessibility` informal protocol on views. Each property has UIKit's default for
// the view's type until it is set: a label or a control is an element, a label's text is its
// accessibility label, a control has the button trait, and so on. Setting `nil` (or, for
// traits, the type's default) goes back to the default.
extension View {
    private var accessibilityStorage: AccessibilityStorage? { extras?.accessibility }

    private func ensureAccessibilityStorage() -> AccessibilityStorage {
        let extras = ensureExtras()
        if let storage = extras.accessibility { return storage }
        let made = AccessibilityStorage()
        extras.accessibility = made
        return made
    }

    /// Whether the view is an element an assistive technology reaches (and then not its
    /// subviews). `false` for a plain view; `true` for labels and controls, as in UIKit.
    public var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? isAccessibilityElementByDefault }
        set { ensureAccessibilityStorage().isElement = newValue }
    }

    /// The words VoiceOver reads for the element: unless set, a label's text, or a button's
    /// current title (UIKit reads a button by its title).
    public var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? accessibilityLabelByDefault }
        set {
            if newValue != nil || accessibilityStorage != nil {
                ensureAccessibilityStorage().label = newValue
            }
        }
    }

    /// The element's current value, read after its label (`page 2 of 3` for a page control).
    public var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? accessibilityValueByDefault }
        set {
            if newValue != nil || accessibilityStorage != nil {
                ensureAccessibilityStorage().value = newValue
            }
        }
    }

    /// A short phrase saying what activating the element does.
    public var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set {
            if newValue != nil || accessibilityStorage != nil {
                ensureAccessibilityStorage().hint = newValue
            }
        }
    }

    /// What the element is and does. By default: `staticText` for a label, `button` for a
    /// control (`adjustable` for a page control), `image` for an image view, plus `selected`
    /// and `notEnabled` from a control's state.
    public var accessibilityTraits: AccessibilityTraits {
        get { accessibilityStorage?.traits ?? accessibilityTraitsByDefault }
        set { ensureAccessibilityStorage().traits = newValue }
    }

    /// Whether the elements inside this view are hidden from assistive technologies (the view
    /// itself too, when it is an element). `false` by default.
    public var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set {
            if newValue || accessibilityStorage != nil {
                ensureAccessibilityStorage().elementsHidden = newValue
            }
        }
    }

    /// Whether VoiceOver ignores the elements of this view's siblings (and of their subtrees)
    /// while this view shows, as for a modal sheet. `false` by default.
    public var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set {
            if newValue || accessibilityStorage != nil {
                ensureAccessibilityStorage().viewIsModal = newValue
            }
        }
    }

    /// The views inside this one that assistive technologies visit, in this order, instead of
    /// the subviews in reading order; `nil` (the default) for reading order. The views are
    /// retained: list only views of this subtree.
    public var accessibilityElements: [View]? {
        get { accessibilityStorage?.elements }
        set {
            if newValue != nil || accessibilityStorage != nil {
                ensureAccessibilityStorage().elements = newValue
            }
        }
    }

    /// The element's frame in window coordinates (the tree's root outside a window).
    public var accessibilityFrame: CGRect { convert(bounds, to: nil) }

    private var isAccessibilityElementByDefault: Bool {
        switch self {
        case is Label, is Control: true
        default: false
        }
    }

    private var accessibilityLabelByDefault: String? {
        switch self {
        case let label as Label: label.text
        case let button as Button: button.currentTitle
        default: nil
        }
    }

    private var accessibilityValueByDefault: String? {
        guard let pageControl = self as? PageControl, pageControl.numberOfPages > 0 else {
            return nil
        }
        return "page \(pageControl.currentPage + 1) of \(pageControl.numberOfPages)"
    }

    private var accessibilityTraitsByDefault: AccessibilityTraits {
        switch self {
        case is Label: return .staticText
        case is ImageView: return .image
        case let control as Control:
            var traits: AccessibilityTraits = control is PageControl ? .adjustable : .button
            if control.isSelected { traits.insert(.selected) }
            if !control.isEnabled { traits.insert(.notEnabled) }
            return traits
        default: return .none
        }
    }
}
