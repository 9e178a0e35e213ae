import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A delegate that records what its presentation tells it, in order (shared by the sheet
/// tests).
@MainActor
final class SheetDelegateLog: SheetPresentationControllerDelegate {
    enum Call: Equatable {
        case shouldDismiss, willDismiss, didDismiss, didAttemptToDismiss, didChangeDetent
    }
    var calls: [Call] = []
    var allowsDismissal = true
    var onDetentChange: (@MainActor (SheetPresentationController) -> Void)?

    func presentationControllerShouldDismiss(_ presentationController: PresentationController)
        -> Bool
    {
        calls.append(.shouldDismiss)
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) {
        calls.append(.willDismiss)
    }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) {
        calls.append(.didDismiss)
    }
    func presentationControllerDidAttemptToDismiss(
        _ presentationController: PresentationController
    ) {
        calls.append(.didAttemptToDismiss)
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: SheetPresentationController
    ) {
        calls.append(.didChangeDetent)
        onDetentChange?(sheetPresentationController)
    }
}

/// A 390 × 844 window (an iPhone: 47-point top and 34-point bottom safe area) with a root
/// controller that has appeared.
@MainActor
private func sheetWindow(
    width: CGFloat = 390, height: CGFloat = 844
) -> (Window, ViewController) {
    let window = Window(size: CGSize(width: width, height: height))
    window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let root = ViewController()
    window.rootViewController = root
    window.settle()
    return (window, root)
}

@MainActor @Suite struct SheetPresentationTests {
    @Test(
        "The presentation controller exists before presenting, so its delegate can be set, and its class follows the style (UIKit: UIViewController.presentationController, sheetPresentationController is nil but for the sheet styles)"
    )
    func presentationControllerBeforePresenting() {
        let sheet = ViewController()
        #expect(sheet.presentationController is SheetPresentationController)
        #expect(sheet.sheetPresentationController === sheet.presentationController)
        let delegate = SheetDelegateLog()
        sheet.presentationController?.delegate = delegate
        #expect(sheet.presentationController?.delegate === delegate)
        #expect(sheet.presentationController?.presentingViewController == nil)
        #expect(sheet.presentationController?.containerView == nil)
        sheet.modalPresentationStyle = .fullScreen
        #expect(sheet.sheetPresentationController == nil)
        #expect(sheet.presentationController != nil)
        sheet.modalPresentationStyle = .popover
        #expect(sheet.popoverPresentationController != nil)
        #expect(ModalPresentationStyle.popover.rawValue == 7)
        let alert = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        #expect(alert.popoverPresentationController != nil)
        let child = ViewController()
        let (window, root) = sheetWindow()
        let container = ViewController()
        container.addChild(child)
        root.present(container, animated: false)
        window.settle()
        #expect(child.presentationController === container.presentationController)
        #expect(container.presentationController?.presentingViewController === root)
        #expect(container.presentationController?.containerView === window)
        #expect(container.presentationController?.presentedView === container.view)
    }

    @Test(
        "A sheet with medium and large detents rests at the smallest, half the window high; selecting large moves it to the page-sheet frame, animated inside animateChanges (UIKit: UISheetPresentationController.selectedDetentIdentifier)"
    )
    func mediumAndLargeDetents() throws {
        let (window, root) = sheetWindow()
        let picker = ViewController()
        let sheet = try #require(picker.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        root.present(picker, animated: true)
        window.settle()
        // +-- window 390 × 844 --+
        // |  presenter           |
        // +-- medium (0 422) ----+
        // |  390 × 422           |
        // +----------------------+
        #expect(picker.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(sheet.frameOfPresentedViewInContainerView == picker.view.frame)
        sheet.selectedDetentIdentifier = .large
        #expect(picker.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        #expect(picker.view.frame.minY == 422)
        #expect(picker.view.presentationFrame.minY == 57)
        window.settle()
        #expect(picker.view.presentationFrame.minY == 422)
    }

    @Test(
        "Dragging a medium sheet up selects large and tells the delegate; a slow drag settles on the nearest detent (UIKit: sheetPresentationControllerDidChangeSelectedDetentIdentifier)"
    )
    func dragBetweenDetents() throws {
        let (window, root) = sheetWindow()
        let picker = ViewController()
        let sheet = try #require(picker.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        let delegate = SheetDelegateLog()
        sheet.delegate = delegate
        root.present(picker, animated: false)
        window.settle()
        window.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 150))
        window.settle()
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(picker.view.frame.minY == 57)
        #expect(delegate.calls == [.didChangeDetent])
        // A slow drag down of 100 pt stays nearest to large.
        window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400), duration: 2)
        window.settle()
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(picker.view.frame.minY == 57)
        #expect(delegate.calls == [.didChangeDetent])
        // A flick down goes to the next detent only, not away.
        window.fling(from: CGPoint(x: 200, y: 300), velocity: CGPoint(x: 0, y: 2000))
        window.settle()
        #expect(sheet.selectedDetentIdentifier == .medium)
        #expect(picker.presentingViewController === root)
        #expect(delegate.calls == [.didChangeDetent, .didChangeDetent])
    }

    @Test(
        "A swipe down dismisses a sheet with the delegate's will and did callbacks; a programmatic dismiss calls neither (UIKit: presentationControllerDidDismiss is not called if the presentation is dismissed programmatically)"
    )
    func swipeDownDismisses() {
        let (window, root) = sheetWindow()
        let presented = ViewController()
        let delegate = SheetDelegateLog()
        presented.presentationController?.delegate = delegate
        root.present(presented, animated: false)
        window.settle()
        window.fling(from: CGPoint(x: 200, y: 200), velocity: CGPoint(x: 0, y: 2000))
        window.settle()
        #expect(root.presentedViewController == nil)
        #expect(presented.view.window == nil)
        #expect(delegate.calls == [.shouldDismiss, .willDismiss, .didDismiss])
        delegate.calls = []
        root.present(presented, animated: false)
        window.settle()
        root.dismiss(animated: true)
        window.settle()
        #expect(root.presentedViewController == nil)
        #expect(delegate.calls == [])
    }

    @Test(
        "A modal sheet and one whose delegate refuses go back and report the attempt (UIKit: isModalInPresentation, presentationControllerDidAttemptToDismiss)"
    )
    func modalSheetRefusesSwipe() {
        let (window, root) = sheetWindow()
        let presented = ViewController()
        presented.isModalInPresentation = true
        let delegate = SheetDelegateLog()
        presented.presentationController?.delegate = delegate
        root.present(presented, animated: false)
        window.settle()
        window.fling(from: CGPoint(x: 200, y: 200), velocity: CGPoint(x: 0, y: 2000))
        window.settle()
        #expect(root.presentedViewController === presented)
        #expect(presented.view.frame.minY == 57)
        #expect(delegate.calls == [.didAttemptToDismiss])
        presented.isModalInPresentation = false
        delegate.allowsDismissal = false
        delegate.calls = []
        window.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 800), duration: 2)
        window.settle()
        #expect(root.presentedViewController === presented)
        #expect(presented.view.frame.minY == 57)
        #expect(delegate.calls == [.shouldDismiss, .didAttemptToDismiss])
    }

    @Test(
        "Hostile detents: an empty array is large, a custom resolver's nil or NaN drops the detent and negative or huge values are clamped (UIKit: custom(identifier:resolver:) returns nil for an inactive detent)"
    )
    func hostileDetents() throws {
        let (window, root) = sheetWindow()
        let presented = ViewController()
        let sheet = try #require(presented.sheetPresentationController)
        sheet.detents = []
        root.present(presented, animated: false)
        window.settle()
        #expect(presented.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        let small = SheetPresentationController.Detent.Identifier(rawValue: "small")
        sheet.detents = [
            .custom { _ in nil }, .custom { _ in .nan }, .custom { _ in .infinity },
            .custom(identifier: small) { context in context.maximumDetentValue * 0.25 },
        ]
        #expect(presented.view.frame.height == 787 * 0.25)
        sheet.detents = [.custom { _ in -50 }]
        #expect(presented.view.frame == CGRect(x: 0, y: 844, width: 390, height: 0))
        sheet.detents = [.custom { _ in 1e300 }]
        #expect(presented.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        sheet.detents = [.custom { _ in nil }]
        #expect(presented.view.frame.minY == 57)
        sheet.selectedDetentIdentifier = small
        #expect(presented.view.frame.minY == 57)
        sheet.preferredCornerRadius = .nan
        #expect(presented.view.layer.cornerRadius == 0)
        sheet.preferredCornerRadius = -4
        #expect(presented.view.layer.cornerRadius == 0)
        sheet.preferredCornerRadius = 20
        #expect(presented.view.layer.cornerRadius == 20)
    }

    @Test(
        "A delegate that dismisses the sheet when the detent changes ends with the sheet gone and no dangling drag"
    )
    func reentrantDelegateDismisses() throws {
        let (window, root) = sheetWindow()
        let presented = ViewController()
        let sheet = try #require(presented.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        let delegate = SheetDelegateLog()
        delegate.onDetentChange = { sheet in sheet.presentedViewController?.dismiss(animated: true)
        }
        sheet.delegate = delegate
        root.present(presented, animated: false)
        window.settle()
        window.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 150))
        window.settle()
        #expect(root.presentedViewController == nil)
        #expect(presented.view.window == nil)
        #expect(presented.view.gestureRecognizers.isEmpty)
        #expect(delegate.calls == [.didChangeDetent])
    }

    @Test(
        "A delegate that dismisses the sheet itself in presentationControllerWillDismiss gets one dismissal, and no didDismiss (its own dismiss is programmatic)"
    )
    func reentrantWillDismiss() {
        let (window, root) = sheetWindow()
        let presented = ViewController()
        final class Dismisser: AdaptivePresentationControllerDelegate {
            var calls: [String] = []
            func presentationControllerWillDismiss(
                _ presentationController: PresentationController
            ) {
                calls.append("will")
                presentationController.presentedViewController?.dismiss(animated: false) {
                    self.calls.append("dismissed")
                }
            }
            func presentationControllerDidDismiss(
                _ presentationController: PresentationController
            ) {
                calls.append("did")
            }
        }
        let dismisser = Dismisser()
        presented.presentationController?.delegate = dismisser
        root.present(presented, animated: false)
        window.settle()
        window.fling(from: CGPoint(x: 200, y: 200), velocity: CGPoint(x: 0, y: 2000))
        window.settle()
        #expect(root.presentedViewController == nil)
        #expect(dismisser.calls == ["will", "dismissed"])
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "A drag that starts in a scroll view inside the sheet scrolls it and leaves the sheet where it is (a model of UIKit's sheet and scroll view hand-off)"
    )
    func scrollViewInsideSheetScrolls() {
        let (window, root) = sheetWindow()
        let presented = ViewController()
        let scroll = ScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 500))
        scroll.contentSize = CGSize(width: 390, height: 3000)
        presented.view.addSubview(scroll)
        root.present(presented, animated: false)
        window.settle()
        window.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300))
        window.settle()
        #expect(scroll.contentOffset.y > 0)
        #expect(presented.view.frame.minY == 57)
        #expect(root.presentedViewController === presented)
    }

    @Test(
        "Lifetimes: a presented controller dropped while its sheet animates away leaves its presentation controller safe to read; a deallocated delegate is not called"
    )
    func lifetimes() {
        let (window, root) = sheetWindow()
        weak var weakPresented: ViewController?
        weak var presentation: PresentationController?
        do {
            let presented = ViewController()
            weakPresented = presented
            presentation = presented.presentationController
            var delegate: SheetDelegateLog? = SheetDelegateLog()
            presented.presentationController?.delegate = delegate
            delegate = nil
            root.present(presented, animated: false)
            window.settle()
            window.fling(from: CGPoint(x: 200, y: 200), velocity: CGPoint(x: 0, y: 2000))
            window.advance(by: 0.1)
        }
        window.settle()
        #expect(root.presentedViewController == nil)
        #expect(weakPresented == nil)
        #expect(presentation == nil)
    }

    @Test(
        "A popover shows at its source in a regular width and adapts to a page sheet in a compact one (UIKit: UIModalPresentationStyle.popover, adaptive presentation)"
    )
    func popoverAdapts() throws {
        let (window, root) = sheetWindow(width: 1024, height: 768)
        let button = View(frame: CGRect(x: 900, y: 100, width: 44, height: 44))
        root.view.addSubview(button)
        let menu = ViewController()
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 200, height: 300)
        let popover = try #require(menu.popoverPresentationController)
        popover.sourceView = button
        root.present(menu, animated: false)
        window.settle()
        // The popover under the button, pushed 8 pt inside the right edge.
        #expect(menu.view.frame == CGRect(x: 816, y: 144, width: 200, height: 300))
        root.dismiss(animated: false)
        window.settle()
        // Hostile: a NaN source rectangle points at the whole source; a popover taller than
        // the window is cut to fit, 8 pt inside it.
        popover.sourceRect = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        menu.preferredContentSize = CGSize(width: 200, height: 5000)
        root.present(menu, animated: false)
        window.settle()
        #expect(menu.view.frame == CGRect(x: 816, y: 8, width: 200, height: 752))
        root.dismiss(animated: false)
        window.settle()
        let (phone, phoneRoot) = sheetWindow()
        let phoneMenu = ViewController()
        phoneMenu.modalPresentationStyle = .popover
        phoneRoot.present(phoneMenu, animated: false)
        phone.settle()
        #expect(phoneMenu.view.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
    }

    @Test("A popover with no source in a regular width stops, naming the controller (UIKit raises)")
    func popoverWithoutSourceStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let window = Window(size: CGSize(width: 1024, height: 768))
            let root = ViewController()
            window.rootViewController = root
            let menu = ViewController()
            menu.modalPresentationStyle = .popover
            root.present(menu, animated: false)
        }
    }
}
