import Foundation

/// What a sheet presentation tells its delegate, like `UISheetPresentationControllerDelegate`.
@MainActor
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The user's drag moved the sheet to another detent (setting
    /// ``SheetPresentationController/selectedDetentIdentifier`` does not call it).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController
    ) {}
}

/// What a custom detent's resolver is given, like
/// `UISheetPresentationControllerDetentResolutionContext`.
@MainActor
public protocol SheetPresentationControllerDetentResolutionContext {
    /// The height of the largest detent, in points: the sheet's height at `.large()`.
    var maximumDetentValue: CGFloat { get }
}

/// A sheet presentation, like `UISheetPresentationController`: the heights (detents) the sheet
/// may rest at, the one it rests at, and its look.
///
///     if let sheet = picker.sheetPresentationController {
///         sheet.detents = [.medium(), .large()]
///         sheet.prefersGrabberVisible = true
///     }
///     present(picker, animated: true)
///
/// A detent is a height measured from the bottom of the window. `.large()` is the page sheet's
/// height (from ``ViewController/sheetTopInset`` below the top of the safe area to the
/// bottom); `.medium()` is half the window's height (a model value; UIKit's is about half the
/// screen). The sheet rests at ``selectedDetentIdentifier``, or at the smallest detent when it
/// is nil or names no detent, and a drag moves it between detents (see
/// ``PresentationController``).
///
/// Values a custom resolver returns: nil makes the detent inactive, as UIKit's documentation
/// of `custom(identifier:resolver:)` says; NaN or infinity also drops it; negative values and
/// values above ``SheetPresentationControllerDetentResolutionContext/maximumDetentValue`` are
/// clamped into `0...maximumDetentValue`. With no active detent (empty ``detents`` included)
/// the sheet uses `[.large()]`, as UIKit does for an empty array.
@MainActor
public final class SheetPresentationController: PresentationController {
    /// A height a sheet may rest at, like `UISheetPresentationController.Detent`.
    @MainActor
    public final class Detent {
        /// A detent's name, like `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's identifier.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent's identifier.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier
        /// The height in a context: nil when inactive.
        let resolve: @MainActor (DetentContext) -> CGFloat?

        private init(
            identifier: Identifier, resolve: @escaping @MainActor (DetentContext) -> CGFloat?
        ) {
            self.identifier = identifier
            self.resolve = resolve
        }

        /// Half the window's height (a model value).
        public static func medium() -> Detent {
            Detent(identifier: .medium) { $0.windowHeight / 2 }
        }

        /// The full page sheet's height.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height `resolver` gives, like
        /// `UISheetPresentationController.Detent.custom(identifier:resolver:)` (iOS 16); a nil
        /// identifier gets a unique one.
        public static func custom(
            identifier: Identifier? = nil,
            resolver:
                @escaping @MainActor (any SheetPresentationControllerDetentResolutionContext)
                -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: UUID().uuidString)) {
                resolver($0)
            }
        }
    }

    /// The heights the sheet may rest at, like `UISheetPresentationController.detents`.
    /// `[.large()]` by default. Changing them while shown moves the sheet.
    public var detents: [Detent] = [.large()] {
        didSet { applySelectedDetent() }
    }

    /// The detent the sheet rests at, like
    /// `UISheetPresentationController.selectedDetentIdentifier`; nil (the default) means the
    /// smallest. Setting it while shown moves the sheet, animated inside ``animateChanges(_:)``.
    public var selectedDetentIdentifier: Detent.Identifier? {
        didSet { applySelectedDetent() }
    }

    /// The largest detent with no dimming under it, like
    /// `UISheetPresentationController.largestUndimmedDetentIdentifier`. `nil` by default: a
    /// dimming view covers the window under the sheet at every detent, and a tap on it
    /// dismisses the sheet (see ``dimmingView``). While the sheet rests at this detent or a
    /// smaller one, the dimming view hides and touches outside the sheet reach the views
    /// behind it, as UIKit's documentation of the property describes. An identifier that
    /// names no active detent dims every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { updateDimming() }
    }

    /// Whether the sheet shows a grabber, like `prefersGrabberVisible`: a 36 x 5 point bar
    /// centred 5 points below the sheet's top (a model of UIKit's), added as the top subview
    /// of the presented view while shown. VoiceOver reads it as "Sheet Grabber", a button; a
    /// tap on it moves the sheet to the next larger detent, from the largest back to the
    /// smallest (the delegate's `sheetPresentationControllerDidChangeSelectedDetentIdentifier`
    /// follows, as for a drag).
    public var prefersGrabberVisible = false {
        didSet { updateGrabber() }
    }

    /// The view under the sheet that dims the window and takes taps outside the sheet, like
    /// the dimming view UIKit adds: in the window while the sheet is presented, hidden at the
    /// detents ``largestUndimmedDetentIdentifier`` leaves undimmed. A tap on it dismisses the
    /// sheet as a swipe down does (the delegate is asked and told; with
    /// ``ViewController/isModalInPresentation`` it stays and the delegate's
    /// `presentationControllerDidAttemptToDismiss` is called).
    public private(set) var dimmingView: View?

    /// The grabber while it shows (see ``prefersGrabberVisible``).
    public private(set) var grabberView: View?

    /// Whether scrolling content to its edge grows the sheet, like
    /// `prefersScrollingExpandsWhenScrolledToEdge`. `true` by default (kept).
    public var prefersScrollingExpandsWhenScrolledToEdge = true

    /// The sheet's corner radius, like `preferredCornerRadius`; nil for the system's. Applied
    /// to the presented view's layer while shown.
    public var preferredCornerRadius: CGFloat? {
        didSet {
            if let radius = preferredCornerRadius, let view = presentedView {
                view.layer.cornerRadius = radius.isFinite ? max(0, radius) : 0
            }
        }
    }

    /// Runs `changes` so that the changes of detent it makes move the sheet animated, like
    /// `UISheetPresentationController.animateChanges(_:)`.
    public func animateChanges(_ changes: () -> Void) {
        let outer = animatesChanges
        animatesChanges = true
        defer { animatesChanges = outer }
        changes()
    }

    /// The delegate as a sheet delegate, when it is one.
    private var sheetDelegate: SheetPresentationControllerDelegate? {
        delegate as? SheetPresentationControllerDelegate
    }

    private var animatesChanges = false

    // MARK: - Model

    /// The active detents, smallest first, with their heights.
    func resolvedDetents(in window: Window) -> [(identifier: Detent.Identifier, height: CGFloat)] {
        let maximum = max(0, window.bounds.height - ViewController.sheetTop(in: window))
        let context = DetentContext(
            maximumDetentValue: maximum, windowHeight: window.bounds.height)
        var resolved: [(identifier: Detent.Identifier, height: CGFloat)] = []
        for detent in detents
        where !resolved.contains(where: { $0.identifier == detent.identifier }) {
            guard let height = detent.resolve(context), height.isFinite else { continue }
            resolved.append((detent.identifier, min(maximum, max(0, height))))
        }
        if resolved.isEmpty { resolved = [(.large, maximum)] }
        return resolved.enumerated().sorted {
            $0.element.height != $1.element.height
                ? $0.element.height < $1.element.height : $0.offset < $1.offset
        }.map(\.element)
    }

    /// The index in ``resolvedDetents(in:)`` of the detent the sheet rests at.
    private func selectedIndex(
        in resolved: [(identifier: Detent.Identifier, height: CGFloat)]
    ) -> Int {
        guard let selected = selectedDetentIdentifier else { return 0 }
        return resolved.firstIndex { $0.identifier == selected } ?? 0
    }

    override func frame(in window: Window) -> CGRect {
        let resolved = resolvedDetents(in: window)
        let height = resolved[selectedIndex(in: resolved)].height
        let bounds = window.bounds
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    override func detentTops(in window: Window) -> [CGFloat] {
        resolvedDetents(in: window).reversed().map { window.bounds.height - $0.height }
    }

    override func dragDidSettle(onDetentAt index: Int) {
        guard let window = containerView as? Window else { return }
        let resolved = resolvedDetents(in: window)
        let identifier = resolved[resolved.count - 1 - index].identifier
        let before = resolved[selectedIndex(in: resolved)].identifier
        guard identifier != before else { return }
        isSettlingDrag = true
        selectedDetentIdentifier = identifier
        isSettlingDrag = false
        updateDimming()
        sheetDelegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }

    // MARK: - Dimming and grabber

    /// Whether the detent the sheet rests at is dimmed.
    private func isDimmed(in window: Window) -> Bool {
        guard let undimmed = largestUndimmedDetentIdentifier else { return true }
        let resolved = resolvedDetents(in: window)
        guard let limit = resolved.firstIndex(where: { $0.identifier == undimmed }) else {
            return true
        }
        return selectedIndex(in: resolved) > limit
    }

    /// Shows or hides the dimming view for the detent the sheet rests at.
    func updateDimming() {
        guard let dimmingView, let window = containerView as? Window else { return }
        dimmingView.isHidden = !isDimmed(in: window)
    }

    /// A tap on the dimming view: the user asks to dismiss.
    private func dimmingViewWasTapped() {
        attemptUserDismissal()
    }

    /// Adds or removes the grabber as ``prefersGrabberVisible`` asks, while presented.
    private func updateGrabber() {
        guard prefersGrabberVisible, let view = presentedView else {
            grabberView?.removeFromSuperview()
            grabberView = nil
            return
        }
        let grabber = grabberView ?? SheetGrabberView(sheet: self)
        grabberView = grabber
        if grabber.superview !== view || view.subviews.last !== grabber {
            view.addSubview(grabber)
        }
        grabber.frame = CGRect(
            x: (view.bounds.width - SheetGrabberView.size.width) / 2,
            y: SheetGrabberView.topInset, width: SheetGrabberView.size.width,
            height: SheetGrabberView.size.height)
        grabber.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
    }

    /// A tap on the grabber: the next larger detent, or the smallest after the largest.
    func grabberWasTapped() {
        guard let window = containerView as? Window,
            presentedViewController?.isBeingPresented == false,
            presentedViewController?.isBeingDismissed == false
        else { return }
        let resolved = resolvedDetents(in: window)
        guard resolved.count > 1 else { return }
        let next = (selectedIndex(in: resolved) + 1) % resolved.count
        animateChanges { selectedDetentIdentifier = resolved[next].identifier }
        sheetDelegate?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }

    override func dismissalDidEnd() {
        super.dismissalDidEnd()
        dimmingView?.removeFromSuperview()
        dimmingView = nil
        grabberView?.removeFromSuperview()
        grabberView = nil
    }

    /// Set while a drag's end changes the detent: the drag animates the sheet itself.
    private var isSettlingDrag = false

    override func presentationDidStart() {
        super.presentationDidStart()
        if let radius = preferredCornerRadius, let view = presentedView {
            view.layer.cornerRadius = radius.isFinite ? max(0, radius) : 0
        }
        if dimmingView == nil, let view = presentedView, let window = view.window,
            view.superview === window
        {
            let dimming = SheetDimmingView(frame: window.bounds)
            dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            dimming.addGestureRecognizer(
                TapGestureRecognizer { [weak self] recognizer in
                    guard recognizer.state == .ended else { return }
                    self?.dimmingViewWasTapped()
                })
            window.insertSubview(dimming, belowSubview: view)
            dimmingView = dimming
            updateDimming()
        }
        updateGrabber()
    }

    /// Moves a shown sheet to its selected detent.
    private func applySelectedDetent() {
        guard !isSettlingDrag, let window = containerView as? Window,
            presentedViewController?.isBeingPresented == false,
            presentedViewController?.isBeingDismissed == false
        else { return }
        snap(to: frame(in: window).minY, in: window, animated: animatesChanges)
        updateDimming()
    }
}

/// The dimming view under a sheet: black at 40% opacity (a model of UIKit's dimming colour).
@MainActor
final class SheetDimmingView: View {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Color(white: 0, alpha: 0.4)
        accessibilityIdentifier = "dimming"
    }
}

/// A sheet's grabber: a rounded bar that VoiceOver reads as UIKit's does, and that a tap
/// moves to the next detent.
@MainActor
final class SheetGrabberView: View {
    /// The grabber's size: a model of UIKit's.
    static let size = CGSize(width: 36, height: 5)
    /// Its distance from the sheet's top: a model of UIKit's.
    static let topInset: CGFloat = 5

    weak var sheet: SheetPresentationController?

    init(sheet: SheetPresentationController) {
        self.sheet = sheet
        super.init(frame: .zero)
        layer.cornerRadius = SheetGrabberView.size.height / 2
        backgroundColor = Color(white: 0.5, alpha: 0.5)
        isAccessibilityElement = true
        accessibilityLabel = "Sheet Grabber"
        accessibilityTraits = .button
        addGestureRecognizer(
            TapGestureRecognizer { [weak self] recognizer in
                guard recognizer.state == .ended else { return }
                self?.sheet?.grabberWasTapped()
            })
    }

    /// A bar 5 points tall is hard to hit: touches within 10 points of it count, as UIKit
    /// gives small controls a larger target.
    override func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}

/// The context a detent is resolved in.
struct DetentContext: SheetPresentationControllerDetentResolutionContext {
    let maximumDetentValue: CGFloat
    let windowHeight: CGFloat
}
