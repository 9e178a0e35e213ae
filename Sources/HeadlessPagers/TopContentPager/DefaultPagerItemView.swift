import Foundation
import HeadlessKit

/// A tab: a centred image and/or title, a hidden red badge (TopContentPager's
/// `DefaultPagerItemView`).
///
///     +------ item ------+
///     |  [img] Title (•) |   spacing 4; badge 10×10 at the title's top right
///     +------------------+
public final class DefaultPagerItemView: View {
    /// The title (nil for `.image`).
    public let titleLabel: Label?
    /// The image (nil for `.text`).
    public let imageView: ImageView?
    /// The red badge, hidden by default.
    public let badge = View()
    /// Whether the tab is the selected one.
    public private(set) var isActive = false
    /// The bottom band the tab bar's line covers: the content is centred above it.
    var bottomInset: CGFloat = 0 {
        didSet { if bottomInset != oldValue { setNeedsLayout() } }
    }

    /// Makes the view for `item` (not for `.custom`).
    public init(item: PagerItem) {
        var text: TextItem?
        var image: ImageItem?
        switch item {
        case .text(let t): text = t
        case .image(let i): image = i
        case .textAndImage(let t, let i):
            text = t
            image = i
        case .custom: break
        }
        titleLabel = text.map { Label(text: $0.title, font: $0.font) }
        imageView = image.map {
            let view = ImageView(image: $0.image)
            view.frame.size = $0.size
            return view
        }
        super.init(frame: .zero)
        badge.backgroundColor = .red
        badge.isHidden = true
        badge.frame.size = CGSize(width: 10, height: 10)
        if let imageView { addSubview(imageView) }
        if let titleLabel { addSubview(titleLabel) }
        addSubview(badge)
        // VoiceOver reads the tab as one button, named by its title or image.
        isAccessibilityElement = true
        accessibilityLabel = text?.title ?? image?.image.name
        accessibilityTraits = .button
    }

    /// Not used: tabs are made from items.
    public override convenience init(frame: CGRect) {
        self.init(item: .text(TextItem(title: "")))
        self.frame = frame
    }

    func setActive(_ active: Bool, options: PagerOptions) {
        isActive = active
        titleLabel?.textColor = active ? options.activeLabelColor : options.inactiveLabelColor
        backgroundColor = active ? options.activeBackgroundColor : nil
        accessibilityTraits = active ? [.button, .selected] : .button
    }

    /// Centres the image and title side by side (spacing 4); the badge sits at the title's
    /// top right.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = imageView?.frame.size ?? .zero
        let height = max(0, bounds.height - bottomInset)
        let titleSize = titleLabel?.sizeThatFits(bounds.size) ?? .zero
        let spacing: CGFloat = (imageView != nil && titleLabel != nil) ? 4 : 0
        var x = ((bounds.width - imageSize.width - spacing - titleSize.width) / 2).rounded()
        if let imageView {
            imageView.frame = CGRect(
                x: x, y: ((height - imageSize.height) / 2).rounded(),
                width: imageSize.width, height: imageSize.height)
            x += imageSize.width + spacing
        }
        if let titleLabel {
            titleLabel.frame = CGRect(
                x: x, y: ((height - titleSize.height) / 2).rounded(),
                width: titleSize.width, height: titleSize.height)
            badge.frame.origin = CGPoint(x: titleLabel.frame.maxX + 3, y: titleLabel.frame.minY - 7)
        }
    }
}
