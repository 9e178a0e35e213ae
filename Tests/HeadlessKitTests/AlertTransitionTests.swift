import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

@MainActor @Suite struct AlertTransitionTests {
    private func presenter() -> (Window, ViewController) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let root = ViewController()
        window.rootViewController = root
        window.settle()
        return (window, root)
    }

    @Test(
        "An alert fades in and scales down from 1.2 in place over 0.3 s of the window's clock, and fades out in place (UIKit: UIAlertController's presentation)"
    )
    func alertFadesAndScales() {
        let (window, root) = presenter()
        let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        root.present(alert, animated: true)
        let card = alert.view.subviews[0]
        #expect(alert.view.frame == window.bounds)
        #expect(alert.view.presentationAlpha == 0)
        #expect(card.presentationTransform == CGAffineTransform(scaleX: 1.2, y: 1.2))
        window.advance(by: 0.15)
        #expect(alert.view.presentationFrame == window.bounds)
        #expect(alert.view.presentationAlpha > 0 && alert.view.presentationAlpha < 1)
        #expect(card.presentationTransform.a > 1 && card.presentationTransform.a < 1.2)
        window.advance(by: 0.2)
        #expect(alert.view.alpha == 1 && card.transform == .identity)
        #expect(alert.appearanceState == .appeared)

        alert.dismiss(animated: true)
        window.advance(by: 0.15)
        #expect(alert.view.presentationFrame == window.bounds)
        #expect(alert.view.presentationAlpha > 0 && alert.view.presentationAlpha < 1)
        #expect(card.presentationTransform == .identity)
        window.advance(by: 0.2)
        #expect(alert.view.window == nil && root.presentedViewController == nil)
    }

    @Test(
        "An action sheet's cards slide up from below the window while its dimming fades in, and slide back down on dismissal (UIKit: action sheets slide up)"
    )
    func actionSheetSlides() {
        let (window, root) = presenter()
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Delete", style: .destructive))
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        root.present(sheet, animated: true)
        #expect(sheet.view.frame == window.bounds)
        let cards = sheet.view.subviews
        #expect(cards.count == 2)
        for card in cards {
            #expect(card.frame.minY + card.presentationTransform.ty == 844)
        }
        #expect(sheet.view.presentationAlpha == 0)
        window.advance(by: 0.15)
        #expect(cards.allSatisfy { $0.presentationTransform.ty > 0 })
        #expect(sheet.view.presentationFrame == window.bounds)
        window.advance(by: 0.2)
        #expect(cards.allSatisfy { $0.transform == .identity })
        #expect(sheet.view.alpha == 1)
        sheet.dismiss(animated: true)
        window.advance(by: 0.35)
        #expect(root.presentedViewController == nil)
    }

    @Test("Unanimated, an alert shows at once, opaque and at its size")
    func unanimatedAlert() {
        let (window, root) = presenter()
        let alert = AlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        window.settle()
        #expect(alert.view.alpha == 1)
        #expect(alert.view.subviews[0].transform == .identity)
    }
}
