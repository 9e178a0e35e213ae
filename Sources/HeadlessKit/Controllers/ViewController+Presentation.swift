import Foundation

/// How a presented controller's view covers the window, like `UIModalPresentationStyle` (the
/// raw values are UIKit's).
///
/// The sheet styles follow an iPhone in portrait (a horizontally compact environment), where
/// UIKit shows both as a page sheet: the presented view fills the window's width and reaches
/// from ``ViewController/sheetTopInset`` below the top of the safe area to the bottom of the
/// window. The presenter's view stays in the window behind it (UIKit also shrinks it a little;
/// nothing here draws, so it keeps its frame).
public enum ModalPresentationStyle: Int, Hashable, Sendable {
    /// The system's choice: a page sheet, as UIKit chooses since iOS 13.
    case automatic = -2
    /// Covers the whole window. Once the transition ends the presenter's view leaves the window
    /// (it gets `viewWillDisappear` and `viewDidDisappear`) and comes back when dismissed.
    case fullScreen = 0
    /// A sheet over the presenter's view (see the type's summary for its frame).
    case pageSheet = 1
    /// In a compact environment UIKit shows a form sheet as a page sheet, and so does this.
    case formSheet = 2
    /// Covers the whole window; the presenter's view stays in the window underneath, for
    /// content that lets it show through.
    case overFullScreen = 5
    /// A popover at a source view (see ``PopoverPresentationController``): in a compact width
    /// it adapts to a page sheet, as UIKit's adaptive presentation does.
    case popover = 7
}

extension Diagnostic.Kind {
    /// A presentation or dismissal UIKit would refuse with a console warning: the presenter is
    /// already presenting, its view is in no window, or a transition is under way.
    public static let presentation = Diagnostic.Kind(rawValue: "presentation")
}

/// A controller's modal presentation state, kept out of line: most controllers never present.
@MainActor
final class PresentationStorage {
    /// Where a presented controller is in its transition.
    enum Phase {
        case idle
        /// From `present` until its transition ends: a presentation from this controller, or
        /// a dismissal of it, is refused.
        case beingPresented
        /// Its transition has ended and `viewDidAppear` is running: this controller may
        /// present or be dismissed again.
        case endingPresentation
        case beingDismissed
    }

    /// Strong, as UIKit's: the presenter keeps what it presents until it is dismissed.
    var presented: ViewController?
    /// Weak: a presented controller does not keep its presenter alive.
    weak var presenting: ViewController?
    var style: ModalPresentationStyle = .automatic
    var phase: Phase = .idle
    /// Where this presenter's view was before a full-screen presentation took it out of the
    /// window (weak: the superview may go away meanwhile), and its index there.
    weak var hiddenViewSuperview: View?
    var hiddenViewIndex = 0
    /// The presentation controller, made on first use (it owns nothing that points back
    /// strongly: it holds this controller weakly).
    var controller: PresentationController?
    var isModalInPresentation = false
}

/// A presentation's or dismissal's appearance callbacks: whether they are animated, and (at
/// its start) the controllers whose `viewDidAppear` waits for its end. While one is
/// ``current``, the appearance callbacks the window walks send carry its `animated` flag.
@MainActor
final class AppearanceTransition {
    static var current: AppearanceTransition?

    let animated: Bool
    /// Whether controllers that appear now wait (in ``waiting``) for ``finishWaiting()``.
    let defersAppearance: Bool
    var waiting: [ViewController] = []

    init(animated: Bool, defersAppearance: Bool) {
        self.animated = animated
        self.defersAppearance = defersAppearance
    }

    /// Runs `body` with this transition current (a transition started from a callback inside
    /// it is current for its own body only).
    func perform(_ body: () -> Void) {
        let outer = AppearanceTransition.current
        AppearanceTransition.current = self
        defer { AppearanceTransition.current = outer }
        body()
    }

    /// Sends `viewDidAppear` to the controllers that waited and are still in a window.
    func finishWaiting() {
        let controllers = waiting
        waiting = []
        for controller in controllers { controller.viewDidMoveToWindow(animated: animated) }
    }
}

extension ViewController {
    /// How long an animated presentation or dismissal takes on the window's clock: half a
    /// second, a model of UIKit's slide up (and down) of a sheet or full-screen cover, not a
    /// measured figure.
    public nonisolated static let modalTransitionDuration: TimeInterval = 0.5

    /// How far below the top of the window's safe area a page sheet starts, in points: a model
    /// of the gap UIKit leaves above a sheet on an iPhone, where the presenter shows behind.
    public nonisolated static let sheetTopInset: CGFloat = 10

    /// How the view covers the window when the controller is presented, like
    /// `UIViewController.modalPresentationStyle`. ``ModalPresentationStyle/automatic`` (a page
    /// sheet) by default. Set it before presenting.
    public var modalPresentationStyle: ModalPresentationStyle {
        get { presentationStorage?.style ?? .automatic }
        set {
            guard newValue != modalPresentationStyle else { return }
            presentationState.style = newValue
        }
    }

    /// The controller this one (or the nearest ancestor that can) presents, like
    /// `UIViewController.presentedViewController`: kept until it is dismissed.
    ///
    /// - Complexity: O(*d*), *d* the depth of this controller among its parents.
    public var presentedViewController: ViewController? {
        presentationRoot.presentationStorage?.presented
    }

    /// The controller that presented this one or its nearest presented ancestor, like
    /// `UIViewController.presentingViewController` (held weakly).
    ///
    /// - Complexity: O(*d*), *d* the depth of this controller among its parents.
    public var presentingViewController: ViewController? {
        var controller: ViewController? = self
        while let current = controller {
            if let presenting = current.presentationStorage?.presenting { return presenting }
            controller = current.parent
        }
        return nil
    }

    /// Whether the controller is being presented: from ``present(_:animated:completion:)``
    /// until its transition ends, like `UIViewController.isBeingPresented`. Read it in
    /// `viewWillAppear` or `viewDidAppear`.
    public var isBeingPresented: Bool {
        let phase = presentationStorage?.phase
        return phase == .beingPresented || phase == .endingPresentation
    }

    /// Whether the controller is being dismissed: from ``dismiss(animated:completion:)`` until
    /// its transition ends, like `UIViewController.isBeingDismissed`. Read it in
    /// `viewWillDisappear` or `viewDidDisappear`.
    public var isBeingDismissed: Bool { presentationStorage?.phase == .beingDismissed }

    /// Presents `viewControllerToPresent` modally over this controller's window, like
    /// `UIViewController.present(_:animated:completion:)`.
    ///
    /// The presenting controller is the top of this controller's parent chain, as in UIKit when
    /// no controller defines a presentation context. The presented view goes on top of the
    /// window's subviews, with the frame of its ``modalPresentationStyle``; it gets
    /// `viewWillAppear` and `viewIsAppearing` now and `viewDidAppear` when the transition ends,
    /// then `completion` runs. With `flag` the view slides up from the bottom of the window over
    /// ``modalTransitionDuration`` of clock time (`window.settle()` or `advance(by:)` runs it);
    /// without it the transition ends on the window's next frame, as UIKit ends it on a later
    /// turn of the run loop. A full-screen presentation then takes the presenter's view out of
    /// the window (`viewWillDisappear` now, `viewDidDisappear` at the end, before the presented
    /// controller's `viewDidAppear`). The presented controller may present again, or be
    /// dismissed, from its `viewDidAppear` on.
    ///
    /// As UIKit does, this records a ``Diagnostic/Kind/presentation`` diagnostic and does
    /// nothing (`completion` does not run) when the presenter is already presenting, is itself
    /// being presented or dismissed, or its view is in no window (recorded on the key window;
    /// printed when none is key).
    ///
    /// - Precondition: `viewControllerToPresent` is not this controller or its presenter, is
    ///   not presented already, has no parent and is not on screen (its view in no window):
    ///   UIKit raises for each.
    public func present(
        _ viewControllerToPresent: ViewController, animated flag: Bool,
        completion: (@MainActor () -> Void)? = nil
    ) {
        let presented = viewControllerToPresent
        let presenter = presentationRoot
        checkPresentable(presented, presenter: presenter)
        let window = presenter.viewIfLoaded?.window
        let phase = presenter.presentationStorage?.phase
        if phase == .beingPresented || phase == .beingDismissed {
            ViewController.warn(
                "Attempt to present \(presented.shortDescription) on \(presenter.shortDescription) while a presentation is in progress",
                in: window ?? presenter.presentationStorage?.presenting?.viewIfLoaded?.window)
            return
        }
        guard let window else {
            ViewController.warn(
                "Attempt to present \(presented.shortDescription) on \(presenter.shortDescription) whose view is not in the window hierarchy",
                in: nil)
            return
        }
        if let current = presenter.presentationStorage?.presented {
            ViewController.warn(
                "Attempt to present \(presented.shortDescription) on \(presenter.shortDescription) which is already presenting \(current.shortDescription)",
                in: window)
            return
        }
        let style = presented.modalPresentationStyle
        presenter.presentationState.presented = presented
        presented.presentationState.presenting = presenter
        presented.presentationState.phase = .beingPresented
        let view = presented.view!
        let presentation = presented.ownPresentationController
        (presentation as? PopoverPresentationController)?.checkSource(in: window)
        let frame = presentation.frame(in: window)
        let coversPresenter = style == .fullScreen
        // An alert controller comes in its own way (AlertController.swift), not by a slide.
        let alert = flag ? presented as? AlertController : nil
        let start = AppearanceTransition(animated: flag, defersAppearance: true)
        start.perform {
            if coversPresenter, let presenterView = presenter.viewIfLoaded {
                for controller in ViewController.controllers(under: presenterView) {
                    controller.viewWillMove(toWindow: nil)
                }
            }
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            // Animated, it starts just below the window.
            view.frame =
                flag && alert == nil
                ? frame.offsetBy(dx: 0, dy: window.bounds.height - frame.minY) : frame
            window.addSubview(view)
        }
        view.layoutIfNeeded()
        presentation.presentationDidStart()
        alert?.prepareEntrance()
        // Without `flag` the frame is set already: the block changes nothing, and the
        // completion runs on the window's next frame.
        View.animate(
            withDuration: flag
                ? alert == nil
                    ? ViewController.modalTransitionDuration : AlertController.transitionDuration
                : 0,
            animations: {
                view.frame = frame
                alert?.finishEntrance()
            },
            completion: { _ in
                presenter.presentationDidEnd(
                    presented, start: start, coversPresenter: coversPresenter,
                    completion: completion)
            })
    }

    /// Dismisses the controller this one presented, or, if it presents nothing, the one that
    /// presented it (UIKit asks the presenter to dismiss), like
    /// `UIViewController.dismiss(animated:completion:)`. Every controller presented above the
    /// dismissed one goes with it; only the top one's view slides away.
    ///
    /// The dismissed controllers get `viewWillDisappear` now and `viewDidDisappear` when the
    /// transition ends (over ``modalTransitionDuration`` of clock time with `flag`, on the
    /// window's next frame without), and the presenter's view, if a full-screen presentation
    /// took it out, comes back under them now (`viewWillAppear`, then `viewDidAppear` at the
    /// end). `completion` runs last. With nothing to dismiss, `completion` runs at once, as
    /// UIKit calls it. While a presentation or dismissal of the same controllers is under way
    /// this records a ``Diagnostic/Kind/presentation`` diagnostic and does nothing, as UIKit
    /// warns and does.
    ///
    /// - Complexity: O(*n*) in the views of the dismissed controllers.
    public func dismiss(animated flag: Bool, completion: (@MainActor () -> Void)? = nil) {
        let root = presentationRoot
        if root.presentationStorage?.presented != nil {
            root.dismissPresented(animated: flag, completion: completion)
        } else if let presenter = root.presentationStorage?.presenting {
            presenter.dismissPresented(animated: flag, completion: completion)
        } else {
            completion?()
        }
    }

    // MARK: - Internals

    /// The presentation state, made on first use.
    private var presentationState: PresentationStorage { ensurePresentationStorage() }

    /// The presentation state, made on first use.
    func ensurePresentationStorage() -> PresentationStorage {
        if let storage = presentationStorage { return storage }
        let storage = PresentationStorage()
        presentationStorage = storage
        return storage
    }

    /// Where a page sheet's top is in `window`.
    static func sheetTop(in window: Window) -> CGFloat {
        min(window.bounds.height, window.safeAreaInsets.top + sheetTopInset)
    }

    /// The top of this controller's parent chain: the one that presents for it.
    private var presentationRoot: ViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// Stops, naming the controllers, where UIKit raises.
    private func checkPresentable(_ presented: ViewController, presenter: ViewController) {
        precondition(
            presented !== self && presented !== presenter,
            "Application tried to present \(presented.shortDescription) on itself (from \(shortDescription))"
        )
        if let current = presented.presentationStorage?.presenting {
            preconditionFailure(
                "Application tried to present modally \(presented.shortDescription) on \(presenter.shortDescription): it is already presented by \(current.shortDescription)"
            )
        }
        if let parent = presented.parent {
            preconditionFailure(
                "Application tried to present modally \(presented.shortDescription) on \(presenter.shortDescription): it is a child of \(parent.shortDescription)"
            )
        }
        precondition(
            presented.viewIfLoaded?.window == nil,
            "Application tried to present modally an active controller \(presented.shortDescription) on \(presenter.shortDescription): its view is in a window"
        )
        // A presenter further down the chain, out of the window under a full-screen cover.
        var below = presenter.presentationStorage?.presenting
        while let controller = below {
            precondition(
                controller !== presented,
                "Application tried to present modally an active controller \(presented.shortDescription) on \(presenter.shortDescription): it presents \(presenter.shortDescription)"
            )
            below = controller.presentationStorage?.presenting
        }
    }

    /// The end of a presentation: the presenter's view out of the window for a full-screen one
    /// (`viewDidDisappear` comes before the presented controller's `viewDidAppear`, as in
    /// UIKit), `viewDidAppear`, then the completion.
    private func presentationDidEnd(
        _ presented: ViewController, start: AppearanceTransition, coversPresenter: Bool,
        completion: (@MainActor () -> Void)?
    ) {
        if coversPresenter, presentationStorage?.presented === presented,
            let presenterView = viewIfLoaded
        {
            let end = AppearanceTransition(animated: start.animated, defersAppearance: false)
            end.perform {
                if let superview = presenterView.superview, presenterView.window != nil {
                    presentationState.hiddenViewSuperview = superview
                    presentationState.hiddenViewIndex =
                        superview.subviews.firstIndex { $0 === presenterView } ?? 0
                    presenterView.removeFromSuperview()
                } else {
                    // Out of its window already (the window went away): balance the callbacks.
                    for controller in ViewController.controllers(under: presenterView) {
                        controller.viewDidMoveToWindow(animated: start.animated)
                    }
                }
            }
        }
        // Still being presented in `viewDidAppear`, as in UIKit, but free to present or be
        // dismissed from there.
        if presented.presentationStorage?.phase == .beingPresented {
            presented.presentationStorage?.phase = .endingPresentation
        }
        start.finishWaiting()
        if presented.presentationStorage?.phase == .endingPresentation {
            presented.presentationStorage?.phase = .idle
        }
        completion?()
    }

    /// Dismisses what this presenter presents, and everything presented above it.
    private func dismissPresented(
        animated flag: Bool, completion: (@MainActor () -> Void)?
    ) {
        guard let first = presentationStorage?.presented else { return }
        var chain = [first]
        while let next = chain[chain.count - 1].presentationStorage?.presented {
            chain.append(next)
        }
        let window =
            chain.lazy.reversed().compactMap { $0.viewIfLoaded?.window }.first
            ?? viewIfLoaded?.window
        let inProgress = chain.contains {
            let phase = $0.presentationStorage?.phase
            return phase == .beingPresented || phase == .beingDismissed
        }
        guard !inProgress else {
            ViewController.warn(
                "Attempt to dismiss from view controller \(shortDescription) while a presentation or dismiss is in progress",
                in: window)
            return
        }
        first.presentationState.phase = .beingDismissed
        let top = chain.last { $0.viewIfLoaded?.window != nil }?.viewIfLoaded
        let start = AppearanceTransition(animated: flag, defersAppearance: true)
        start.perform {
            for controller in chain {
                guard let view = controller.viewIfLoaded, view.window != nil else { continue }
                for appearing in ViewController.controllers(under: view) {
                    appearing.viewWillMove(toWindow: nil)
                }
            }
            // The presenter's view back where it was, under the presented views.
            if let superview = presentationStorage?.hiddenViewSuperview, let view = viewIfLoaded,
                view.superview == nil
            {
                let index = min(presentationState.hiddenViewIndex, superview.subviews.count)
                superview.insertSubview(view, at: index)
            }
            presentationStorage?.hiddenViewSuperview = nil
        }
        let finish: @MainActor (Bool) -> Void = { _ in
            self.dismissalDidEnd(chain, start: start, completion: completion)
        }
        guard let top, let height = top.window?.bounds.height else {
            // Nothing on screen to move: the end comes on the key window's next frame.
            View.animate(withDuration: 0, animations: {}, completion: finish)
            return
        }
        // Animated, it slides to just below the window; without, it stays put and the end
        // comes on the window's next frame.
        let frame = top.frame
        // An alert controller goes its own way (AlertController.swift), not by a slide.
        let alert = flag ? top.owningViewController as? AlertController : nil
        let end = flag && alert == nil ? frame.offsetBy(dx: 0, dy: height - frame.minY) : frame
        View.animate(
            withDuration: flag
                ? alert == nil
                    ? ViewController.modalTransitionDuration : AlertController.transitionDuration
                : 0,
            animations: {
                top.frame = end
                alert?.performExit()
            }, completion: finish)
    }

    /// The end of a dismissal: the dismissed views out of the window, the presenter's
    /// `viewDidAppear`, the links cut, then the completion.
    private func dismissalDidEnd(
        _ chain: [ViewController], start: AppearanceTransition,
        completion: (@MainActor () -> Void)?
    ) {
        let end = AppearanceTransition(animated: start.animated, defersAppearance: false)
        end.perform {
            for controller in chain.reversed() {
                guard let view = controller.viewIfLoaded else { continue }
                if view.superview != nil {
                    view.removeFromSuperview()
                } else {
                    for disappearing in ViewController.controllers(under: view) {
                        disappearing.viewDidMoveToWindow(animated: start.animated)
                    }
                }
            }
        }
        start.finishWaiting()
        for controller in chain {
            guard let storage = controller.presentationStorage else { continue }
            storage.presented = nil
            storage.presenting = nil
            storage.phase = .idle
            storage.hiddenViewSuperview = nil
            storage.controller?.dismissalDidEnd()
        }
        if presentationStorage?.presented === chain.first { presentationStorage?.presented = nil }
        completion?()
    }

    /// The controllers whose views are in `view`'s subtree, top down.
    private static func controllers(under view: View) -> [ViewController] {
        var controllers: [ViewController] = []
        view.walkSubtree { view in
            if let controller = view.owningViewController { controllers.append(controller) }
            return .descend
        }
        return controllers
    }

    /// Records a presentation warning on `window`, else on the key window, else prints it.
    private static func warn(_ message: String, in window: Window?) {
        if let window = window ?? Window.key {
            window.record(.presentation, message)
        } else if Window.printsDiagnostics {
            FileHandle.standardError.write(
                Data("[HeadlessKit] \(Diagnostic.Kind.presentation.rawValue): \(message)\n".utf8))
        }
    }
}
