import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Visual effect views (UIKit's `UIVisualEffectView`, `UIBlurEffect`, `UIVibrancyEffect`).
@MainActor @Suite struct VisualEffectViewTests {
    /// The trial-port profile header: a blur whose content view holds the labels, switching
    /// material with dark mode in `traitCollectionDidChange(_:)`.
    final class BlurredProfileHeader: View {
        let blurView = VisualEffectView(effect: BlurEffect(style: .systemMaterial))
        let nameLabel = Label()
        let handleLabel = Label()
        var styleChanges = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(blurView)
            blurView.frame = bounds
            blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            nameLabel.font = .preferredFont(forTextStyle: .headline)
            nameLabel.adjustsFontForContentSizeCategory = true
            nameLabel.text = "Ada"
            handleLabel.font = .preferredFont(forTextStyle: .subheadline)
            handleLabel.text = "@ada"
            blurView.contentView.addSubview(nameLabel)
            blurView.contentView.addSubview(handleLabel)
            nameLabel.frame = CGRect(x: 16, y: 16, width: 200, height: 22)
            handleLabel.frame = CGRect(x: 16, y: 40, width: 200, height: 20)
        }

        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
                styleChanges += 1
                blurView.effect = BlurEffect(
                    style: traitCollection.userInterfaceStyle == .dark
                        ? .systemMaterialDark : .systemMaterialLight)
            }
        }
    }

    @Test("UIVisualEffectView: content goes in contentView, which fills the effect view")
    func profileHeader() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let header = BlurredProfileHeader(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
        window.addSubview(header)
        #expect(header.nameLabel.superview === header.blurView.contentView)
        #expect(header.blurView.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 120))
        header.overrideUserInterfaceStyle = .dark
        #expect(header.styleChanges == 1)
        #expect((header.blurView.effect as? BlurEffect)?.style == .systemMaterialDark)
        header.frame.size.height = 200
        window.layoutIfNeeded()
        #expect(header.blurView.contentView.frame.height == 200)
        assertTree(
            header.blurView,
            """
            VisualEffectView (0 0; 390 200) effect=blur(systemMaterialDark)
            └ View (0 0; 390 200)
              ├ Label (16 16; 200 22) text="Ada"
              └ Label (16 40; 200 20) text="@ada"
            """)
    }

    @Test("UIVisualEffectView effect: settable, to nil too, and inside an animation block")
    func settingTheEffect() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let blur = BlurEffect(style: .regular)
        let view = VisualEffectView(effect: blur)
        window.addSubview(view)
        View.animate(withDuration: 0.3) { view.effect = nil }
        #expect(view.effect == nil)
        view.effect = VibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        #expect(view.effect?.description == "vibrancy(secondaryLabel over blur(regular))")
        #expect(VibrancyEffect(blurEffect: blur).style == .label)
        let empty = VisualEffectView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(empty.effect == nil)
        #expect(empty.contentView.frame.size == CGSize(width: 10, height: 10))
        #expect(empty.treeDescription().contains("effect=none"))
    }

    @Test("UIKit: adding a subview directly to a visual effect view is a programming error")
    func directSubviewsStop() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let view = VisualEffectView(effect: BlurEffect(style: .dark))
            view.addSubview(View())
        }
    }
}
