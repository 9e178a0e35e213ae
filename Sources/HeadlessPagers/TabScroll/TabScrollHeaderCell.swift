import Foundation
import HeadlessKit

/// One tab in the strip: its title, centred, and a badge at the title's top-right corner
/// (as the original UITabScrollController's `TabScrollHeaderCell.configure` places it).
///
///     +- cell (ceil(title) + 32 wide) -+
///     |            (•) <- badge: left = title.right + 2, centre y = title.top
///     |     [ title ]                  |
///     +--------------------------------+
public final class TabScrollHeaderCell: CollectionViewCell, CustomTreeDescribable {
    /// The tab's title.
    public let titleLabel = Label()
    /// The badge: hidden for a `nil` badge value, an 8×8 dot for `""`, the text otherwise.
    public let badgeLabel = Label()
    /// Whether the cell shows the selected tab (selected font and colour).
    public private(set) var isCurrentTab = false

    /// `tab="Title"`, then `current` for the selected tab, in dumps.
    public var treeProperties: [String] {
        var properties = ["tab=\"\(titleLabel.text ?? "")\""]
        if isCurrentTab { properties.append("current") }
        return properties
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.textAlignment = .center
        badgeLabel.textColor = .white
        badgeLabel.font = .systemFont(ofSize: 10)
        badgeLabel.textAlignment = .center
        badgeLabel.isHidden = true
        contentView.addSubview(titleLabel)
        contentView.addSubview(badgeLabel)
        isAccessibilityElement = true
    }

    /// Shows `item`'s title in the given font and colour, and its badge.
    func configure(_ item: TabBarItem?, font: Font, color: Color, isCurrent: Bool = false) {
        isCurrentTab = isCurrent
        titleLabel.text = item?.title
        titleLabel.font = font
        titleLabel.textColor = color
        let badge = item?.badgeValue
        badgeLabel.isHidden = badge == nil
        badgeLabel.text = badge?.isEmpty == false ? badge : nil
        badgeLabel.backgroundColor = item?.badgeColor ?? .red
        // VoiceOver reads the tab as one button: "Title, badge, selected".
        accessibilityLabel = item?.title
        accessibilityValue = badge?.isEmpty == false ? badge : nil
        accessibilityTraits = isCurrent ? [.button, .selected] : .button
        setNeedsLayout()
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        configure(nil, font: titleLabel.font, color: titleLabel.textColor)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let size = contentView.bounds.size
        let text = titleLabel.intrinsicContentSize
        let titleSize = CGSize(width: max(text.width, 0), height: max(text.height, 0))
        titleLabel.frame = CGRect(
            x: (size.width - titleSize.width) / 2, y: (size.height - titleSize.height) / 2,
            width: titleSize.width, height: titleSize.height)
        let badgeSize: CGSize
        if let text = badgeLabel.text, !text.isEmpty {
            badgeSize = badgeLabel.intrinsicContentSize
        } else {
            badgeSize = CGSize(width: 8, height: 8)
        }
        badgeLabel.frame = CGRect(
            x: titleLabel.frame.maxX + 2, y: titleLabel.frame.minY - badgeSize.height / 2,
            width: badgeSize.width, height: badgeSize.height)
    }
}
