import Foundation

/// What a presented controller's presentation tells its delegate, like
/// `UIAdaptivePresentationControllerDelegate`. Every method has a default (UIKit's), so
/// implement only what you need.
///
/// The dismissal callbacks come only from the user's swipe down on a sheet: as UIKit's
/// documentation of `presentationControllerDidDismiss(_:)` says, they are not called when the
/// presentation is dismissed programmatically (with `dismiss(animated:completion:)`).
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// Whether a swipe down may dismiss the sheet. Default `true`. When it answers `false`,
    /// the sheet goes back and ``presentationControllerDidAttemptToDismiss(_:)`` follows.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController)
        -> Bool
    /// The user's swipe is about to dismiss the sheet.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// The user's swipe dismissed the sheet; its dismissal transition has ended.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// The user tried to dismiss a sheet that refuses it (``ViewController/isModalInPresentation``
    /// or ``presentationControllerShouldDismiss(_:)`` answering `false`).
    func presentationControllerDidAttemptToDismiss(
        _ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(
        _ presentationController: PresentationController
    ) -> Bool { true }
    public func presentationControllerWillDismiss(
        _ presentationController: PresentationController
    ) {}
    public func presentationControllerDidDismiss(
        _ presentationController: PresentationController
    ) {}
    public func presentationControllerDidAttemptToDismiss(
        _ presentationController: PresentationController
    ) {}
}

/// Manages how one controller is presented, like `UIPresentationController`: where its view
/// goes in the window, and, for a sheet, the user's swipe down that dismisses it.
///
/// A controller's ``ViewController/presentationController`` is made on first use, before
/// `present(_:animated:)`, so a delegate can be set first. Its class follows the controller's
/// ``ViewController/modalPresentationStyle``: a ``SheetPresentationController`` for the sheet
/// styles (and `.automatic`), a ``PopoverPresentationController`` for `.popover`, this class
/// for the full-screen ones.
///
/// A sheet follows a drag on its view (not one that starts in a scroll view inside it, which
/// scrolls): let go, it snaps to the detent nearest to where it is, or, after a flick of at
/// least ``flickVelocity``, to the next one in the flick's direction. Below the smallest detent
/// it is dismissed (`dismiss(animated:completion:)` with the delegate's will/did callbacks)
/// unless ``ViewController/isModalInPresentation`` or the delegate refuses, which makes it go
/// back and calls ``AdaptivePresentationControllerDelegate/presentationControllerDidAttemptToDismiss(_:)``.
@MainActor
open class PresentationController {
    /// The speed (pt/s) of a release that counts as a flick, moving the sheet to the next
    /// detent in its direction: a model value (UIKit's is private).
    public nonisolated static let flickVelocity: CGFloat = 1000

    /// How long a sheet takes to snap to a detent on the window's clock: a model value.
    public nonisolated static let snapDuration: TimeInterval = 0.3

    /// The presented controller (weak: it owns this object; nil once it is gone).
    public private(set) weak var presentedViewController: ViewController?

    /// The controller that presented ``presentedViewController``, while it is presented.
    public var presentingViewController: ViewController? {
        presentedViewController?.presentingViewController
    }

    /// The view that holds the presentation: here the window, while presented.
    public var containerView: View? {
        guard presentingViewController != nil else { return nil }
        return presentedViewController?.viewIfLoaded?.window
    }

    /// The view being presented: the presented controller's view, while presented.
    public var presentedView: View? {
        guard presentingViewController != nil else { return nil }
        return presentedViewController?.viewIfLoaded
    }

    /// The delegate told of the user's dismissals (weak, as in UIKit).
    public weak var delegate: AdaptivePresentationControllerDelegate?

    /// The frame the presented view gets in the window, like
    /// `UIPresentationController.frameOfPresentedViewInContainerView` (`.zero` when not
    /// presented).
    public var frameOfPresentedViewInContainerView: CGRect {
        guard let window = containerView as? Window else { return .zero }
        return frame(in: window)
    }

    /// The drag on the presented view while it is shown as a sheet.
    private var pan: PanGestureRecognizer?
    /// The sheet's top when the drag began.
    private var dragStartTop: CGFloat = 0
    private var gestureDelegate: SheetPanDelegate?

    /// Made by the presented controller (see ``ViewController/presentationController``).
    init(presentedViewController: ViewController) {
        self.presentedViewController = presentedViewController
    }

    // MARK: - Overridable model

    /// The frame of the presented view in `window`.
    func frame(in window: Window) -> CGRect {
        let bounds = window.bounds
        switch presentedViewController?.modalPresentationStyle ?? .fullScreen {
        case .fullScreen, .overFullScreen:
            return bounds
        case .automatic, .pageSheet, .formSheet, .popover:
            let top = ViewController.sheetTop(in: window)
            return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        }
    }

    /// Whether the presented view is shown as a sheet the user can drag down.
    var isSheet: Bool {
        switch presentedViewController?.modalPresentationStyle ?? .fullScreen {
        case .fullScreen, .overFullScreen: return false
        case .automatic, .pageSheet, .formSheet, .popover: return true
        }
    }

    /// The tops (in window coordinates) of the places a drag may leave the sheet, from the
    /// highest (largest) down; the current one included.
    func detentTops(in window: Window) -> [CGFloat] { [frame(in: window).minY] }

    /// The frame of a sheet whose top is `top`, its bottom at the window's bottom (below the
    /// smallest detent it keeps its height and moves down).
    func sheetFrame(top: CGFloat, in window: Window) -> CGRect {
        let bounds = window.bounds
        let lowest = detentTops(in: window).last ?? top
        let height = bounds.height - min(top, lowest)
        return CGRect(x: 0, y: top, width: bounds.width, height: max(0, height))
    }

    /// The drag settled on the detent at `index` of ``detentTops(in:)``.
    func dragDidSettle(onDetentAt index: Int) {}

    // MARK: - Presentation

    /// The presentation has started: a sheet gets its drag.
    func presentationDidStart() {
        guard isSheet, pan == nil, let view = presentedViewController?.viewIfLoaded else {
            return
        }
        let pan = PanGestureRecognizer { [weak self] recognizer in
            self?.handlePan(recognizer as! PanGestureRecognizer)
        }
        let gestureDelegate = SheetPanDelegate()
        pan.delegate = gestureDelegate
        self.gestureDelegate = gestureDelegate
        view.addGestureRecognizer(pan)
        self.pan = pan
    }

    /// The dismissal has ended: the drag goes.
    func dismissalDidEnd() {
        if let pan { pan.view?.removeGestureRecognizer(pan) }
        pan = nil
        gestureDelegate = nil
    }

    // MARK: - Dragging

    private func handlePan(_ pan: PanGestureRecognizer) {
        guard let view = presentedView, let window = view.window,
            presentedViewController?.isBeingPresented == false,
            presentedViewController?.isBeingDismissed == false
        else { return }
        let tops = detentTops(in: window)
        guard let highest = tops.first else { return }
        switch pan.state {
        case .began:
            dragStartTop = view.frame.minY
        case .changed:
            let top = max(highest, dragStartTop + pan.translation(in: window).y)
            view.frame = sheetFrame(top: top, in: window)
            view.layoutIfNeeded()
        case .ended, .cancelled:
            let velocity = pan.state == .ended ? pan.velocity(in: window).y : 0
            settleDrag(top: view.frame.minY, velocity: velocity, tops: tops, in: window)
        default:
            break
        }
    }

    /// Picks where a released sheet goes: a detent, or away.
    private func settleDrag(
        top: CGFloat, velocity: CGFloat, tops: [CGFloat], in window: Window
    ) {
        // The candidates, top down: every detent, then "dismissed" at the window's bottom.
        let candidates = tops + [window.bounds.height]
        let start = dragStartTop
        var target: Int
        if velocity >= PresentationController.flickVelocity {
            target = candidates.firstIndex { $0 > start + 0.5 } ?? candidates.count - 1
        } else if velocity <= -PresentationController.flickVelocity {
            target = candidates.lastIndex { $0 < start - 0.5 } ?? 0
        } else {
            target = 0
            for index in candidates.indices
            where abs(candidates[index] - top) < abs(candidates[target] - top) {
                target = index
            }
        }
        if target == tops.count {
            attemptInteractiveDismissal(returningTo: start, in: window)
        } else {
            snap(to: tops[target], in: window)
            dragDidSettle(onDetentAt: target)
        }
    }

    /// Animates the sheet to `top`.
    func snap(to top: CGFloat, in window: Window, animated: Bool = true) {
        guard let view = presentedView else { return }
        let frame = sheetFrame(top: top, in: window)
        guard animated else {
            view.frame = frame
            return
        }
        View.animate(
            withDuration: PresentationController.snapDuration,
            animations: { view.frame = frame })
    }

    /// The user's swipe went below the smallest detent: dismiss, unless refused.
    private func attemptInteractiveDismissal(returningTo top: CGFloat, in window: Window) {
        attemptUserDismissal { self.snap(to: top, in: window) }
    }

    /// The user asked to dismiss (a swipe down, a tap on the dimming view): dismiss with the
    /// delegate's will/did callbacks, unless ``ViewController/isModalInPresentation`` or the
    /// delegate refuses, which runs `refused` and calls
    /// ``AdaptivePresentationControllerDelegate/presentationControllerDidAttemptToDismiss(_:)``.
    func attemptUserDismissal(refused: () -> Void = {}) {
        guard let presented = presentedViewController, presented.presentingViewController != nil,
            !presented.isBeingPresented, !presented.isBeingDismissed
        else { return }
        if presented.isModalInPresentation
            || delegate?.presentationControllerShouldDismiss(self) == false
        {
            refused()
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        // The delegate may have dismissed it already.
        guard presented.presentingViewController != nil, !presented.isBeingDismissed else {
            return
        }
        presented.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }
}

/// Keeps a sheet's drag out of scroll views inside it (they scroll instead): a model of
/// UIKit's, which also hands a scroll view at its top edge over to the sheet.
@MainActor
private final class SheetPanDelegate: GestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
        -> Bool
    {
        var view = touch.view
        while let current = view, current !== gestureRecognizer.view {
            if current is ScrollView { return false }
            view = current.superview
        }
        return true
    }
}

extension ViewController {
    /// The presentation controller that manages this controller's presentation, like
    /// `UIViewController.presentationController`: the one of the nearest presented ancestor,
    /// else this controller's own, made on first use (so its delegate can be set before
    /// presenting). Its class follows ``modalPresentationStyle``.
    ///
    /// - Complexity: O(*d*), *d* the depth of this controller among its parents.
    public var presentationController: PresentationController? {
        var controller: ViewController = self
        while let parent = controller.parent {
            if let own = parent.presentationStorage?.controller,
                parent.presentationStorage?.presenting != nil
            {
                return own
            }
            controller = parent
        }
        return ownPresentationController
    }

    /// The sheet presentation controller, like `UIViewController.sheetPresentationController`:
    /// non-nil when ``modalPresentationStyle`` is `.pageSheet`, `.formSheet` or `.automatic`
    /// (which is a page sheet here), as UIKit's documentation of the property says for the
    /// sheet styles.
    public var sheetPresentationController: SheetPresentationController? {
        presentationController as? SheetPresentationController
    }

    /// Whether the user's swipe may not dismiss this controller's sheet, like
    /// `UIViewController.isModalInPresentation`. `false` by default. A refused swipe calls the
    /// delegate's `presentationControllerDidAttemptToDismiss(_:)`.
    public var isModalInPresentation: Bool {
        get { presentationStorage?.isModalInPresentation ?? false }
        set { ensurePresentationStorage().isModalInPresentation = newValue }
    }

    /// This controller's own presentation controller, made (or remade after a change of style
    /// before presenting) on use.
    var ownPresentationController: PresentationController {
        let storage = ensurePresentationStorage()
        let kind = presentationControllerKind
        if let existing = storage.controller,
            storage.presenting != nil || existing.kind == kind
        {
            return existing
        }
        let made: PresentationController
        switch kind {
        case .sheet: made = SheetPresentationController(presentedViewController: self)
        case .popover: made = PopoverPresentationController(presentedViewController: self)
        case .plain: made = PresentationController(presentedViewController: self)
        }
        storage.controller = made
        return made
    }

    /// The class of presentation controller UIKit makes for this controller.
    private var presentationControllerKind: PresentationControllerKind {
        if let alert = self as? AlertController, alert.preferredStyle == .actionSheet {
            return .popover
        }
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet: return .sheet
        case .popover: return .popover
        case .fullScreen, .overFullScreen: return .plain
        }
    }
}

/// The classes of presentation controller.
enum PresentationControllerKind {
    case plain, sheet, popover
}

extension PresentationController {
    /// This object's class, as a kind.
    fileprivate var kind: PresentationControllerKind {
        if self is SheetPresentationController { return .sheet }
        if self is PopoverPresentationController { return .popover }
        return .plain
    }
}
