import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

/// A presenter with a button behind the sheet, counting its taps.
@MainActor
private final class PresenterWithButton: ViewController {
    let button = Button(type: .system)
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        button.setTitle("Behind", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        button.addAction(Action { [unowned self] _ in taps += 1 }, for: .touchUpInside)
        view.addSubview(button)
    }
}

@MainActor @Suite struct SheetDimmingTests {
    /// A 390 × 844 window with the presenter, and a medium/large sheet presented over it.
    private func presentSheet(
        configure: (SheetPresentationController) -> Void = { _ in }
    ) -> (Window, PresenterWithButton, ViewController, SheetDelegateLog) {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let presenter = PresenterWithButton()
        window.rootViewController = presenter
        window.settle()
        let sheet = ViewController()
        let log = SheetDelegateLog()
        sheet.sheetPresentationController?.delegate = log
        sheet.sheetPresentationController?.detents = [.medium(), .large()]
        configure(sheet.sheetPresentationController!)
        presenter.present(sheet, animated: true)
        window.settle()
        return (window, presenter, sheet, log)
    }

    @Test(
        "A tap on the dimmed area above a sheet dismisses it, with the delegate's callbacks (UIKit: the sheet's dimming view; presentationControllerDidDismiss)"
    )
    func tapOnDimmingDismisses() {
        let (window, presenter, sheet, log) = presentSheet()
        let dimming = sheet.sheetPresentationController?.dimmingView
        #expect(dimming?.superview === window && dimming?.isHidden == false)
        #expect(dimming?.frame == window.bounds)
        window.tap(at: CGPoint(x: 100, y: 120))
        window.settle()
        #expect(presenter.presentedViewController == nil)
        #expect(presenter.taps == 0)
        #expect(log.calls == [.shouldDismiss, .willDismiss, .didDismiss])
        #expect(dimming?.superview == nil)
    }

    @Test(
        "With isModalInPresentation a tap on the dimmed area keeps the sheet and calls presentationControllerDidAttemptToDismiss (UIKit: isModalInPresentation)"
    )
    func modalSheetRefusesTap() {
        let (window, presenter, sheet, log) = presentSheet()
        sheet.isModalInPresentation = true
        window.tap(at: CGPoint(x: 100, y: 120))
        window.settle()
        #expect(presenter.presentedViewController === sheet)
        #expect(log.calls == [.didAttemptToDismiss])
    }

    @Test(
        "At or below largestUndimmedDetentIdentifier nothing dims and taps reach the presenter; above it the dimming view is back (UIKit: largestUndimmedDetentIdentifier)"
    )
    func undimmedDetent() {
        let (window, presenter, sheet, log) = presentSheet { sheet in
            sheet.largestUndimmedDetentIdentifier = .medium
        }
        let controller = sheet.sheetPresentationController!
        #expect(controller.dimmingView?.isHidden == true)
        window.tap(at: CGPoint(x: 100, y: 120))
        window.settle()
        #expect(presenter.taps == 1)
        #expect(presenter.presentedViewController === sheet)
        controller.selectedDetentIdentifier = .large
        #expect(controller.dimmingView?.isHidden == false)
        controller.selectedDetentIdentifier = .medium
        #expect(controller.dimmingView?.isHidden == true)
        // An identifier naming no detent dims every detent.
        controller.largestUndimmedDetentIdentifier = .init(rawValue: "nowhere")
        #expect(controller.dimmingView?.isHidden == false)
        #expect(log.calls == [])
    }

    @Test(
        "prefersGrabberVisible shows a 36 x 5 grabber at the top of the sheet, read as \"Sheet Grabber\"; a tap moves to the next detent and from the largest back to the smallest (UIKit: prefersGrabberVisible)"
    )
    func grabber() {
        let (window, _, sheet, log) = presentSheet { sheet in
            sheet.prefersGrabberVisible = true
        }
        let controller = sheet.sheetPresentationController!
        let grabber = controller.grabberView
        #expect(grabber?.superview === sheet.view)
        #expect(grabber?.frame == CGRect(x: 177, y: 5, width: 36, height: 5))
        #expect(grabber?.accessibilityLabel == "Sheet Grabber")
        #expect(grabber?.accessibilityTraits.contains(.button) == true)
        #expect(sheet.view.frame.minY == 422)
        window.tap(at: CGPoint(x: 195, y: 422 + 7))
        window.settle()
        #expect(controller.selectedDetentIdentifier == .large)
        #expect(sheet.view.frame.minY < 422)
        let top = sheet.view.frame.minY
        window.tap(at: CGPoint(x: 195, y: top + 7))
        window.settle()
        #expect(controller.selectedDetentIdentifier == .medium)
        #expect(sheet.view.frame.minY == 422)
        #expect(log.calls == [.didChangeDetent, .didChangeDetent])
        controller.prefersGrabberVisible = false
        #expect(controller.grabberView == nil && grabber?.superview == nil)
    }
}
