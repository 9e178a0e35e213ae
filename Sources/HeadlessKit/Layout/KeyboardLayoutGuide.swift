import Foundation

/// A layout guide for the space the software keyboard takes in a view, like
/// `UIKeyboardLayoutGuide` (iOS 15): pin an input bar's bottom to its top and the bar rides
/// above the keyboard.
///
///     +- view --------------+
///     | table               |
///     +---------------------+ <- inputBar.bottomAnchor == view.keyboardLayoutGuide.topAnchor
///     | input bar           |
///     +=====================+ <- keyboardLayoutGuide (keyboard shown: its top is the
///     |      keyboard       |    keyboard's top; hidden: the safe area's bottom)
///     +---------------------+
///
/// The guide spans the view's width; its top is the keyboard's top in the view's
/// coordinates, never below the bottom of the view's safe area (``usesBottomSafeArea``) and
/// within the view; its bottom is the view's bottom. It follows the keyboard frame by frame as
/// it slides (``Window/keyboardFrame``), so a layout mid-animation puts the bar in between.
@MainActor
public final class KeyboardLayoutGuide: LayoutGuide {
    /// Whether the guide's top rests on the bottom of the view's safe area when the keyboard
    /// is hidden (`true`, the default) or on the view's bottom edge (`false`), like
    /// `UIKeyboardLayoutGuide.usesBottomSafeArea` (iOS 17).
    public var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { repin() } }
    }

    /// Whether the guide follows an undocked or floating keyboard, like
    /// `UIKeyboardLayoutGuide.followsUndockedKeyboard` (`false` by default). Stored: the
    /// model is an iPhone's keyboard, which is always docked.
    public var followsUndockedKeyboard = false

    /// Padding above the keyboard where an interactive dismissal starts, like
    /// `UIKeyboardLayoutGuide.keyboardDismissPadding` (iOS 17; negative and non-finite values
    /// count as 0): with a scroll view's `.interactive` mode, the keyboard starts following a
    /// drag when the finger comes this close above it, and its top then stays this far below
    /// the finger. The largest padding of the window's guides counts.
    public var keyboardDismissPadding: CGFloat = 0

    override init() {
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates, now (whether or not a
    /// constraint uses the guide): the view's width, from the keyboard's top (or the safe
    /// area's bottom) to the view's bottom.
    public override var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        let bounds = owner.bounds
        let top = keyboardInsets(of: owner).top
        return CGRect(
            x: bounds.minX, y: bounds.minY + top, width: bounds.width,
            height: max(0, bounds.height - top))
    }

    /// The guide's insets from its view's bounds: only the top one, where the keyboard (or
    /// the safe area's bottom) begins.
    func keyboardInsets(of view: View) -> EdgeInsets {
        let height = view.bounds.height
        guard height.isFinite, height > 0 else { return .zero }
        var top = usesBottomSafeArea ? height - view.safeAreaInsets.bottom : height
        if let window = view as? Window ?? view.window, let keyboard = window.keyboardStorage {
            let frame = keyboard.presentedFrame
            if frame.height > 0, frame.minY < window.bounds.maxY {
                let keyboardTop =
                    view.convert(CGPoint(x: frame.minX, y: frame.minY), from: nil).y
                    - view.bounds.minY
                if keyboardTop.isFinite { top = min(top, keyboardTop) }
            }
        }
        top = top.isFinite ? min(max(top, 0), height) : height
        return EdgeInsets(top: top, left: 0, bottom: 0, right: 0)
    }

    /// Pins the guide again if it is in a layout engine and its insets changed.
    func repin() {
        guard let owner = owningView, engineItem != nil,
            let engine = owner.root.extras?.layoutEngine
        else { return }
        guard keyboardInsets(of: owner) != pinnedInsets else { return }
        engine.pinSafeAreaGuide(self, of: owner)
        engine.markDirty()
        owner.setNeedsLayout()
    }

    // MARK: - The guides that exist

    /// Every keyboard guide made, held weakly: a keyboard change visits these, never the tree.
    private static var all: [WeakKeyboardGuide] = []

    static func register(_ guide: KeyboardLayoutGuide) {
        if all.count >= 16, all.count.isMultiple(of: 16) { all.removeAll { $0.guide == nil } }
        all.append(WeakKeyboardGuide(guide: guide))
    }

    /// The largest ``keyboardDismissPadding`` of the guides in `window` (finite, not negative).
    ///
    /// - Complexity: O(*g*) in the keyboard guides that exist.
    static func dismissPadding(in window: Window) -> CGFloat {
        var padding: CGFloat = 0
        for entry in all {
            guard let guide = entry.guide, let owner = guide.owningView,
                owner === window || owner.window === window
            else { continue }
            let value = guide.keyboardDismissPadding
            if value.isFinite, value > padding { padding = value }
        }
        return padding
    }

    /// The keyboard of `window` moved: its guides follow.
    ///
    /// - Complexity: O(*g*) in the keyboard guides that exist.
    static func keyboardDidMove(in window: Window?) {
        guard let window, !all.isEmpty else { return }
        var dead = false
        for entry in all {
            guard let guide = entry.guide else {
                dead = true
                continue
            }
            guard let owner = guide.owningView, owner === window || owner.window === window
            else { continue }
            guide.repin()
        }
        if dead { all.removeAll { $0.guide == nil } }
    }
}

private struct WeakKeyboardGuide {
    weak var guide: KeyboardLayoutGuide?
}

extension View {
    /// The space the software keyboard takes in this view, as a layout guide, like
    /// `UIView.keyboardLayoutGuide` (iOS 15): made on first use, it follows the window's
    /// keyboard (see ``KeyboardLayoutGuide``). Views that never ask for it cost the keyboard
    /// nothing.
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        if let guides = extras?.layoutGuides {
            for guide in guides { if let found = guide as? KeyboardLayoutGuide { return found } }
        }
        let guide = KeyboardLayoutGuide()
        guide.identifier = "\(layoutDebugName).keyboard"
        guide.system = .keyboard
        addLayoutGuide(guide)
        KeyboardLayoutGuide.register(guide)
        return guide
    }
}
