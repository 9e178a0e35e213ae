import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite struct ButtonConfigurationTests {
    /// A label's natural size in `font`, as the button measures it.
    private func textSize(_ text: String, _ font: Font) -> CGSize {
        let label = Label()
        label.font = font
        label.text = text
        return label.sizeThatFits(.zero)
    }

    @Test(
        "A pasted filled capsule button: white title on the tint, its size the title plus the content insets, round ends (UIKit: UIButton.Configuration.filled(), cornerStyle .capsule)"
    )
    func pastedFilledCapsule() throws {
        var tapped = 0
        var config = Button.Configuration.filled()
        config.title = "Sign In"
        config.cornerStyle = .capsule
        config.contentInsets = NSDirectionalEdgeInsets(
            top: 12, leading: 24, bottom: 12, trailing: 24)
        let button = Button(configuration: config, primaryAction: Action { _ in tapped += 1 })
        let title = textSize("Sign In", .preferredFont(forTextStyle: .body))
        #expect(
            button.intrinsicContentSize
                == CGSize(width: title.width + 48, height: title.height + 24))
        let window = Window(size: CGSize(width: 300, height: 200))
        window.addSubview(button)
        button.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: button.intrinsicContentSize)
        window.layoutIfNeeded()
        #expect(button.backgroundColor == .systemBlue && button.titleLabel?.textColor == .white)
        #expect(button.layer.cornerRadius == button.bounds.height / 2)
        #expect(button.titleLabel?.frame.origin == CGPoint(x: 24, y: 12))
        #expect(button.currentTitle == "Sign In")
        #expect(window.treeDescription().contains("title=\"Sign In\""))
        window.find(.text("Sign In")).tap()
        #expect(tapped == 1)
    }

    @Test(
        "The styles' colours: plain has no background, tinted a pale tint, gray a grey fill; a disabled button is greyed out (UIKit: UIButton.Configuration styles, updated(for:))"
    )
    func stylesAndDisabled() {
        let plain = Button(configuration: .plain())
        #expect(plain.backgroundColor == .clear && plain.titleLabel?.textColor == .systemBlue)
        let tinted = Button(configuration: .tinted())
        #expect(tinted.backgroundColor == Color.systemBlue.withAlphaComponent(0.15))
        let gray = Button(configuration: .gray())
        #expect(gray.backgroundColor == .tertiarySystemFill)
        var config = Button.Configuration.filled()
        config.title = "Pay"
        config.baseBackgroundColor = .systemGreen
        let pay = Button(configuration: config)
        #expect(pay.backgroundColor == .systemGreen)
        pay.isEnabled = false
        #expect(
            pay.backgroundColor == .tertiarySystemFill
                && pay.titleLabel?.textColor == .tertiaryLabel)
        pay.automaticallyUpdatesConfiguration = false
        #expect(pay.backgroundColor == .systemGreen)
    }

    @Test(
        "The update handler runs on state changes and may set the configuration without running again (UIKit: configurationUpdateHandler)"
    )
    func updateHandler() {
        var config = Button.Configuration.tinted()
        config.title = "Follow"
        let button = Button(configuration: config)
        var runs = 0
        button.configurationUpdateHandler = { button in
            runs += 1
            var updated = button.configuration
            updated?.title = button.isSelected ? "Following" : "Follow"
            button.configuration = updated
        }
        #expect(runs == 1)
        button.isSelected = true
        #expect(runs == 2 && button.titleLabel?.text == "Following")
        button.isSelected = false
        #expect(runs == 3 && button.currentTitle == "Follow")
        button.setNeedsUpdateConfiguration()
        #expect(runs == 4)
    }

    @Test(
        "A subtitle sits under the title and an image beside them or above them, with their paddings (UIKit: subtitle, imagePlacement, imagePadding, titlePadding)"
    )
    func subtitleAndImage() throws {
        var config = Button.Configuration.gray()
        config.title = "Download"
        config.subtitle = "12 MB"
        config.titlePadding = 4
        config.image = Image(systemName: "arrow.down.circle")
        config.imagePadding = 8
        let button = Button(configuration: config)
        let title = textSize("Download", .preferredFont(forTextStyle: .body))
        let subtitle = textSize("12 MB", .preferredFont(forTextStyle: .caption1))
        let image = try #require(config.image?.size)
        let insets = config.contentInsets
        let textHeight = title.height + 4 + subtitle.height
        #expect(
            button.intrinsicContentSize
                == CGSize(
                    width: insets.leading + image.width + 8 + max(title.width, subtitle.width)
                        + insets.trailing,
                    height: insets.top + max(image.height, textHeight) + insets.bottom))
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        let subtitleLabel = try #require(button.subviews.first { $0.debugName == "subtitleLabel" })
        #expect(subtitleLabel.frame.minY == button.titleLabel!.frame.maxY + 4)
        // Leading alignment beside an image.
        #expect(subtitleLabel.frame.minX == button.titleLabel!.frame.minX)
        #expect(button.imageView!.frame.maxX + 8 == button.titleLabel!.frame.minX)
        // Above the text: the widths are the larger one's, the heights add up.
        config.imagePlacement = .top
        button.configuration = config
        #expect(
            button.intrinsicContentSize.height
                == insets.top + image.height + 8 + textHeight + insets.bottom)
    }

    @Test(
        "An activity indicator shows in place of the image; removing the configuration brings back the classic title (UIKit: showsActivityIndicator)"
    )
    func activityIndicatorAndRemoval() throws {
        var config = Button.Configuration.filled()
        config.title = "Saving"
        config.showsActivityIndicator = true
        let button = Button(configuration: config)
        let spinner = try #require(
            button.subviews.compactMap { $0 as? ActivityIndicatorView }.first)
        #expect(spinner.isAnimating && !spinner.isHidden)
        button.setTitle("Save", for: .normal)
        button.configuration = nil
        #expect(!spinner.isAnimating && spinner.isHidden)
        #expect(button.backgroundColor == nil && button.titleLabel?.text == "Save")
        #expect(button.currentTitle == "Save")
    }

    @Test(
        "Hostile input: NaN, infinite and negative paddings and insets count as zero; empty titles show nothing"
    )
    func hostileInput() {
        var config = Button.Configuration.plain()
        config.title = ""
        config.subtitle = ""
        config.imagePadding = .nan
        config.titlePadding = -.infinity
        config.contentInsets = NSDirectionalEdgeInsets(
            top: .nan, leading: -5, bottom: .infinity, trailing: 1e308)
        let button = Button(configuration: config)
        let size = button.intrinsicContentSize
        #expect(size.width.isFinite && size.height == 0)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.isHidden == true)
        for subview in button.subviews {
            #expect(!subview.frame.origin.x.isNaN && !subview.frame.origin.y.isNaN)
        }
    }
}
