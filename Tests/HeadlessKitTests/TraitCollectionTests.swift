import Foundation
import Testing

@testable import HeadlessKit

/// Trait collections: size classes from the window's size, interface style overrides, and
/// `traitCollectionDidChange(_:)` when either changes.
@MainActor @Suite struct TraitCollectionTests {
    final class RecordingView: View {
        var calls: [TraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            calls.append(previousTraitCollection)
        }
    }

    final class RecordingController: ViewController {
        var log: [String] = []
        weak var recordingView: RecordingView?
        override func loadView() {
            let view = RecordingView(frame: .zero)
            recordingView = view
            self.view = view
        }
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.append(
                "controller \(previousTraitCollection?.horizontalSizeClass.rawValue ?? -1) → "
                    + "\(traitCollection.horizontalSizeClass.rawValue), views told "
                    + "\(recordingView?.calls.count ?? -1)")
        }
    }

    @Test("UIKit size classes: a phone is compact wide in portrait and compact high in landscape")
    func sizeClasses() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let view = View(frame: .zero)
        window.addSubview(view)
        var traits = view.traitCollection
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .phone && traits.userInterfaceStyle == .light)
        window.frame.size = CGSize(width: 844, height: 390)
        traits = view.traitCollection
        #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .compact)
        window.frame.size = CGSize(width: 932, height: 430)
        #expect(view.traitCollection.horizontalSizeClass == .regular)
        window.frame.size = CGSize(width: 820, height: 1180)
        traits = view.traitCollection
        #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .pad)
        let loose = View(frame: .zero)
        #expect(loose.traitCollection.horizontalSizeClass == .unspecified)
    }

    @Test("UIKit: rotating the window calls traitCollectionDidChange, the controller first")
    func rotationNotifies() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let controller = RecordingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let child = RecordingView(frame: .zero)
        controller.view.addSubview(child)
        window.frame.size = CGSize(width: 844, height: 390)
        #expect(controller.log == ["controller 1 → 1, views told 0"])
        #expect(controller.recordingView?.calls.count == 1)
        #expect(child.calls.first??.verticalSizeClass == .regular)
        #expect(child.traitCollection.verticalSizeClass == .compact)
        window.frame.size = CGSize(width: 800, height: 390)
        #expect(child.calls.count == 1, "same size classes: no call")
        #expect(TraitCollection.current.verticalSizeClass == .compact)
    }

    @Test("UIKit overrideUserInterfaceStyle: inherited below, a nearer override wins")
    func styleOverrides() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let controller = RecordingController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        let card = RecordingView(frame: .zero)
        let light = RecordingView(frame: .zero)
        light.overrideUserInterfaceStyle = .light
        let inner = RecordingView(frame: .zero)
        controller.view.addSubview(card)
        card.addSubview(light)
        card.addSubview(inner)
        window.overrideUserInterfaceStyle = .dark
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(light.traitCollection.userInterfaceStyle == .light)
        #expect(inner.calls.count == 1 && light.calls.isEmpty)
        #expect(inner.calls.first??.userInterfaceStyle == .light)
        controller.overrideUserInterfaceStyle = .light
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        #expect(inner.calls.count == 2)
        #expect(controller.traitCollection.userInterfaceStyle == .light)
        card.overrideUserInterfaceStyle = .dark
        #expect(inner.calls.count == 3 && light.calls.isEmpty)
        card.overrideUserInterfaceStyle = .dark
        #expect(inner.calls.count == 3, "setting the same value calls nothing")
    }

    @Test("A traitCollectionDidChange that changes the tree does not disturb the walk")
    func reentrantChange() {
        final class Remover: View {
            weak var victim: View?
            override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
                victim?.removeFromSuperview()
                superview?.addSubview(View(frame: .zero))
            }
        }
        let window = Window(size: CGSize(width: 390, height: 844))
        let remover = Remover(frame: .zero)
        let victim = RecordingView(frame: .zero)
        remover.victim = victim
        window.addSubview(remover)
        window.addSubview(victim)
        window.overrideUserInterfaceStyle = .dark
        #expect(victim.superview == nil)
        // Told by its removal (dark back to light: a move that changes traits), then from the
        // snapshot taken before any call.
        #expect(victim.calls.count == 2, "told on removal and from the snapshot")
    }

    @Test("Collections combine, compare and contain traits as UIKit's do")
    func collections() {
        let dark = TraitCollection(userInterfaceStyle: .dark)
        let compact = TraitCollection(horizontalSizeClass: .compact)
        let both = TraitCollection(traitsFrom: [dark, compact, TraitCollection()])
        #expect(both.userInterfaceStyle == .dark && both.horizontalSizeClass == .compact)
        #expect(both.containsTraits(in: dark) && both.containsTraits(in: nil))
        #expect(!dark.containsTraits(in: compact))
        #expect(both.hasDifferentColorAppearance(comparedTo: compact))
        #expect(TraitCollection(displayScale: .nan).displayScale == 0)
        #expect(ContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory(rawValue: "unknown") < .small)
        let color = Color { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        #expect(color == .white)
        // The dark value is kept (UIKit: UIColor(dynamicProvider:)).
        #expect(color.resolvedColor(with: dark) == .black)
    }
}
