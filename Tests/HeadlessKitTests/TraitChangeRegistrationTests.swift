import Foundation
import Testing

@testable import HeadlessKit

/// Trait change registrations (UIKit's `registerForTraitChanges(_:handler:)`, iOS 17) and
/// `traitOverrides`.
@MainActor @Suite struct TraitChangeRegistrationTests {
    /// The trial-port profile header: dark mode through `overrideUserInterfaceStyle`, seen by
    /// both `traitCollectionDidChange(_:)` and a registration.
    final class ProfileHeader: View {
        var log: [String] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            registerForTraitChanges([TraitUserInterfaceStyle.self]) {
                (header: ProfileHeader, previous: TraitCollection) in
                header.log.append(
                    "handler \(previous.userInterfaceStyle) → \(header.traitCollection.userInterfaceStyle)"
                )
            }
        }

        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
                log.append("didChange \(traitCollection.userInterfaceStyle)")
            }
        }
    }

    @Test("UIKit registerForTraitChanges: the handler runs after traitCollectionDidChange, once")
    func handlerOrder() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let header = ProfileHeader(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
        window.addSubview(header)
        header.overrideUserInterfaceStyle = .dark
        header.overrideUserInterfaceStyle = .dark
        #expect(header.log == ["didChange dark", "handler light → dark"])
        // A text-size change is not a style change: the style handler stays quiet.
        window.traitOverrides.preferredContentSizeCategory = .extraLarge
        #expect(header.log.count == 2)
        window.traitOverrides.userInterfaceStyle = .dark  // the header already is dark
        #expect(header.log.count == 2)
        header.traitOverrides.userInterfaceStyle = .unspecified  // inherits dark: no change
        #expect(header.log.count == 2)
        window.overrideUserInterfaceStyle = .light
        #expect(
            header.log == [
                "didChange dark", "handler light → dark", "didChange light",
                "handler dark → light",
            ])
    }

    @Test("A resize that changes a size class calls size-class handlers only")
    func sizeClassHandlers() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let view = View()
        window.addSubview(view)
        var calls: [String] = []
        view.registerForTraitChanges([TraitHorizontalSizeClass.self, TraitVerticalSizeClass.self]) {
            (view: View, previous: TraitCollection) in
            calls.append(
                "\(previous.verticalSizeClass) → \(view.traitCollection.verticalSizeClass)")
        }
        view.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (_: View, _) in
            calls.append("style")
        }
        view.registerForTraitChanges([TraitLayoutDirection.self, TraitDisplayScale.self]) {
            (_: View, _) in calls.append("never")
        }
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(calls == ["regular → compact"])
    }

    @Test(
        "An empty trait list never fires; unregistering stops a handler; foreign tokens are ignored"
    )
    func emptyListsAndUnregistering() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let view = View()
        let other = View()
        window.addSubview(view)
        var calls = 0
        view.registerForTraitChanges([]) { (_: View, _) in calls += 100 }
        let registration = view.registerForTraitChanges([TraitUserInterfaceStyle.self]) {
            (_: View, _) in calls += 1
        }
        other.unregisterForTraitChanges(registration)  // not other's: ignored
        window.overrideUserInterfaceStyle = .dark
        #expect(calls == 1)
        view.unregisterForTraitChanges(registration)
        view.unregisterForTraitChanges(registration)  // twice: ignored
        window.overrideUserInterfaceStyle = .light
        #expect(calls == 1)
    }

    @Test("UIKit cleans up registrations with the object: a registration keeps no view alive")
    func registrationsDoNotRetain() {
        weak var dropped: View?
        var token: (any TraitChangeRegistration)?
        do {
            let view = View()
            token = view.registerForTraitChanges([TraitUserInterfaceStyle.self]) {
                (view: View, _) in view.tag += 1
            }
            dropped = view
        }
        #expect(dropped == nil)
        // The token outlives its view and is still safe to pass.
        let survivor = View()
        if let token { survivor.unregisterForTraitChanges(token) }
    }

    @Test("Re-entrant handlers: one that removes views, unregisters, registers or changes traits")
    func reentrantHandlers() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let parent = View()
        let first = View()
        let second = View()
        window.addSubview(parent)
        parent.addSubview(first)
        parent.addSubview(second)
        var log: [String] = []
        final class Late { var registration: (any TraitChangeRegistration)? }
        let late = Late()
        first.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (view: View, _) in
            log.append("first \(view.traitCollection.userInterfaceStyle)")
            second.removeFromSuperview()
            if let registration = late.registration {
                view.unregisterForTraitChanges(registration)
            }
            view.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (_: View, _) in
                log.append("added later")
            }
            // Changing traits inside a handler: the inner change is told at once.
            if view.traitCollection.userInterfaceStyle == .dark {
                view.overrideUserInterfaceStyle = .light
            }
        }
        late.registration = first.registerForTraitChanges([TraitUserInterfaceStyle.self]) {
            (_: View, _) in
            log.append("unregistered: never")
        }
        second.registerForTraitChanges([TraitUserInterfaceStyle.self]) { (view: View, _) in
            log.append("second in window: \(view.window != nil)")
        }
        parent.overrideUserInterfaceStyle = .dark
        // The inner change tells the registration added before it. `second`, removed from the
        // dark parent, is light again: the removal tells it (a move that changes traits), and
        // the walk's list, taken before, finds its style unchanged and stays quiet.
        #expect(log == ["first dark", "second in window: false", "first light", "added later"])
    }

    @Test("A view controller's registrations and traitOverrides (UIKit traitOverrides, iOS 17)")
    func viewControllerRegistrations() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let controller = ViewController()
        var seen: [ContentSizeCategory] = []
        controller.registerForTraitChanges([TraitPreferredContentSizeCategory.self]) {
            (controller: ViewController, _) in
            seen.append(controller.traitCollection.preferredContentSizeCategory)
        }
        controller.traitOverrides.preferredContentSizeCategory = .small  // not loaded yet
        #expect(controller.traitCollection.preferredContentSizeCategory == .small)
        window.rootViewController = controller
        #expect(controller.view.traitCollection.preferredContentSizeCategory == .small)
        controller.traitOverrides.preferredContentSizeCategory = .medium
        #expect(seen == [.medium])
        #expect(controller.traitOverrides.contains(TraitPreferredContentSizeCategory.self))
        #expect(!controller.traitOverrides.contains(TraitHorizontalSizeClass.self))
        // A view's own override wins over its controller's.
        controller.view.traitOverrides.preferredContentSizeCategory = .extraLarge
        controller.traitOverrides.preferredContentSizeCategory = .small
        #expect(seen == [.medium, .extraLarge])
        #expect(controller.view.traitCollection.preferredContentSizeCategory == .extraLarge)
        controller.overrideUserInterfaceStyle = .dark
        #expect(controller.traitOverrides.userInterfaceStyle == .dark)
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("traitOverrides on a view reach its subviews; removing one inherits again")
    func viewOverrides() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let container = View()
        let leaf = View()
        window.addSubview(container)
        container.addSubview(leaf)
        container.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(leaf.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(window.traitCollection.preferredContentSizeCategory == .large)
        var overrides = container.traitOverrides
        overrides.remove(TraitPreferredContentSizeCategory.self)
        container.traitOverrides = overrides
        #expect(leaf.traitCollection.preferredContentSizeCategory == .large)
        container.traitOverrides.userInterfaceStyle = .dark
        #expect(container.overrideUserInterfaceStyle == .dark)
        container.traitOverrides.remove(TraitUserInterfaceStyle.self)
        #expect(container.overrideUserInterfaceStyle == .unspecified)
    }
}
