import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// `ContextMenuInteraction` (UIKit's `UIContextMenuInteraction`): a long press shows the menu
/// its delegate gives.
@MainActor @Suite struct ContextMenuTests {
    final class Owner: ContextMenuInteractionDelegate {
        var log: [String] = []
        var menu: Menu?
        func contextMenuInteraction(
            _ interaction: ContextMenuInteraction,
            configurationForMenuAtLocation location: CGPoint
        ) -> ContextMenuConfiguration? {
            log.append("asked at \(Int(location.x)),\(Int(location.y))")
            guard let menu else { return nil }
            return ContextMenuConfiguration(actionProvider: { _ in menu })
        }
        func contextMenuInteraction(
            _ interaction: ContextMenuInteraction,
            willDisplayMenuFor configuration: ContextMenuConfiguration
        ) { log.append("display") }
        func contextMenuInteraction(
            _ interaction: ContextMenuInteraction,
            willEndFor configuration: ContextMenuConfiguration
        ) { log.append("end") }
    }

    @Test("UIKit: a long press asks the delegate, shows its menu, and picking ends it")
    func longPressShowsMenu() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let photo = View(frame: CGRect(x: 40, y: 100, width: 200, height: 200))
        window.addSubview(photo)
        let owner = Owner()
        var copied = 0
        owner.menu = Menu(children: [Action(title: "Copy") { _ in copied += 1 }])
        let interaction = ContextMenuInteraction(delegate: owner)
        photo.addInteraction(interaction)
        #expect(interaction.view === photo && photo.interactions.count == 1)
        window.tap(at: CGPoint(x: 100, y: 150))
        #expect(window.presentedMenu == nil, "a tap is not a long press")
        window.press(at: CGPoint(x: 100, y: 150), duration: 0.6)
        #expect(window.presentedMenu === owner.menu)
        window.find(.text("Copy")).tap()
        #expect(copied == 1)
        #expect(owner.log == ["asked at 60,50", "display", "end"])
    }

    @Test("A nil configuration or an empty menu shows nothing; removing the interaction stops it")
    func nothingToShow() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let photo = View(frame: CGRect(x: 40, y: 100, width: 200, height: 200))
        window.addSubview(photo)
        let owner = Owner()
        let interaction = ContextMenuInteraction(delegate: owner)
        photo.addInteraction(interaction)
        window.press(at: CGPoint(x: 100, y: 150), duration: 0.6)
        owner.menu = Menu()
        window.press(at: CGPoint(x: 100, y: 150), duration: 0.6)
        #expect(window.presentedMenu == nil && owner.log.count == 2)
        photo.removeInteraction(interaction)
        #expect(photo.interactions.isEmpty && interaction.view == nil)
        #expect(photo.gestureRecognizers.isEmpty)
        let other = View(frame: .zero)
        other.addInteraction(interaction)
        photo.addInteraction(interaction)
        #expect(other.interactions.isEmpty && interaction.view === photo, "it moves")
    }

    @Test("The delegate or the view going away mid-menu is safe (lifetimes)")
    func lifetimes() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let photo = View(frame: CGRect(x: 40, y: 100, width: 200, height: 200))
        window.addSubview(photo)
        var owner: Owner? = Owner()
        owner!.menu = Menu(children: [Action(title: "Remove") { _ in photo.removeFromSuperview() }])
        let interaction = ContextMenuInteraction(delegate: owner!)
        photo.addInteraction(interaction)
        window.press(at: CGPoint(x: 100, y: 150), duration: 0.6)
        owner = nil
        window.find(.text("Remove")).tap()
        #expect(photo.superview == nil && window.presentedMenu == nil)
        interaction.dismissMenu()
        window.press(at: CGPoint(x: 100, y: 150), duration: 0.6)
        #expect(window.presentedMenu == nil)
    }
}
