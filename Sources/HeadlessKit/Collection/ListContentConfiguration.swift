import Foundation

/// What a cell shows, as a value (UIKit: `UIContentConfiguration`): set it as a cell's
/// `contentConfiguration` and the cell shows it in its content view. When the cell's state
/// changes, the cell sets the configuration's ``updated(for:)`` copy (see
/// ``CollectionViewCell/automaticallyUpdatesContentConfiguration``).
public protocol ContentConfiguration {
    /// Makes a view that shows this configuration (it conforms to ``ContentView``).
    @MainActor func makeContentView() -> View & ContentView
    /// A copy for `state`: the configuration's look for that state applied to what you have
    /// not customized. The default returns the configuration unchanged.
    func updated(for state: any ConfigurationState) -> Self
}

extension ContentConfiguration {
    /// The configuration unchanged: it looks the same in every state.
    public func updated(for state: any ConfigurationState) -> Self { self }
}

/// A view that shows a ``ContentConfiguration``, like `UIContentView`.
@MainActor
public protocol ContentView: View {
    /// The configuration the view shows; setting it updates the view.
    var configuration: any ContentConfiguration { get set }
    /// Whether the view can show `configuration` by assigning it (rather than being replaced
    /// by a new view). The default says yes for a configuration of the same type.
    func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ContentView {
    /// Yes for a configuration of the same type as the one shown.
    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        ObjectIdentifier(type(of: configuration)) == ObjectIdentifier(type(of: self.configuration))
    }
}

/// The standard content of a list row, header or footer: a text, a secondary text and an
/// image, like `UIListContentConfiguration`.
///
///     var content = cell.defaultContentConfiguration()
///     content.text = item.title
///     content.secondaryText = item.subtitle
///     content.image = Image(systemName: "star")
///     cell.contentConfiguration = content
///
/// The cell shows it in a ``ListContentView`` laid out with Auto Layout, so a self-sizing
/// list (``ListLayout`` or ``TableView`` with `automaticDimension`) fits its rows to the text.
/// A `nil` or empty text, secondary text or image is not shown and takes no room. The styles'
/// fonts, colours and margins are close to iOS 17's defaults at the default text size, not
/// measured from a device.
///
/// Lengths (margins, paddings, maximum image size) that are negative, NaN or infinite become 0
/// when set.
public struct ListContentConfiguration: ContentConfiguration, Hashable, Sendable {
    /// How a text is drawn, like `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable, Sendable {
        /// The font.
        public var font: Font
        /// The colour.
        public var color: Color
        /// The most lines shown; 0 for no limit.
        public var numberOfLines: Int
        /// The alignment of the lines.
        public var alignment: TextAlignment = .natural
        /// How lines that don't fit end.
        public var lineBreakMode: LineBreakMode = .byTruncatingTail
    }

    /// How the image is drawn, like `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable, Sendable {
        /// The colour of a template image; `nil` for the view's tint colour (stored: images
        /// here have no pixels).
        public var tintColor: Color?
        /// The largest size the image is shown at, keeping its aspect ratio; `.zero` for no
        /// limit. Negative, NaN or infinite components become 0 (no limit).
        public var maximumSize: CGSize = .zero {
            didSet {
                maximumSize = CGSize(
                    width: configurationLength(maximumSize.width),
                    height: configurationLength(maximumSize.height))
            }
        }
    }

    /// The main text; `nil` or empty shows none.
    public var text: String?
    /// The secondary text, below the text (or beside it in ``valueCell()``); `nil` or empty
    /// shows none.
    public var secondaryText: String?
    /// The image at the leading edge; `nil` shows none.
    public var image: Image?
    /// How the text is drawn.
    public var textProperties: TextProperties
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// The insets of the content from the view's edges.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        didSet {
            let m = directionalLayoutMargins
            directionalLayoutMargins = DirectionalEdgeInsets(
                top: configurationLength(m.top), leading: configurationLength(m.leading),
                bottom: configurationLength(m.bottom), trailing: configurationLength(m.trailing))
        }
    }
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16 {
        didSet { imageToTextPadding = configurationLength(imageToTextPadding) }
    }
    /// The space between the text and the secondary text below it.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3 {
        didSet {
            textToSecondaryTextVerticalPadding = configurationLength(
                textToSecondaryTextVerticalPadding)
        }
    }
    /// The least space between the text and the secondary text beside it.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8 {
        didSet {
            textToSecondaryTextHorizontalPadding = configurationLength(
                textToSecondaryTextHorizontalPadding)
        }
    }
    /// Whether the secondary text goes beside the text (trailing) rather than below it.
    public var prefersSideBySideTextAndSecondaryText = false

    private init(
        textFont: Font, textColor: Color = .label, secondaryFont: Font,
        secondaryColor: Color = .secondaryLabel, margins: DirectionalEdgeInsets
    ) {
        textProperties = TextProperties(font: textFont, color: textColor, numberOfLines: 0)
        secondaryTextProperties = TextProperties(
            font: secondaryFont, color: secondaryColor, numberOfLines: 0)
        directionalLayoutMargins = margins
    }

    private static let cellMargins = DirectionalEdgeInsets(
        top: 11, leading: 16, bottom: 11, trailing: 16)

    /// A list cell: the text, the secondary text below it in a smaller font.
    public static func cell() -> ListContentConfiguration {
        ListContentConfiguration(
            textFont: .systemFont(ofSize: 17), secondaryFont: .systemFont(ofSize: 15),
            margins: cellMargins)
    }

    /// A cell whose secondary text is a subtitle below the text.
    public static func subtitleCell() -> ListContentConfiguration {
        ListContentConfiguration(
            textFont: .systemFont(ofSize: 17), secondaryFont: .systemFont(ofSize: 15),
            margins: cellMargins)
    }

    /// A cell whose secondary text is a value at the trailing edge, beside the text.
    public static func valueCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration(
            textFont: .systemFont(ofSize: 17), secondaryFont: .systemFont(ofSize: 17),
            margins: cellMargins)
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.secondaryTextProperties.alignment = .right
        return configuration
    }

    /// A section header: the look of a grouped list's header (``groupedHeader()``).
    public static func header() -> ListContentConfiguration { groupedHeader() }

    /// A header of a plain list: bold text on the header's background.
    public static func plainHeader() -> ListContentConfiguration {
        ListContentConfiguration(
            textFont: .systemFont(ofSize: 17, weight: .semibold),
            secondaryFont: .systemFont(ofSize: 15),
            margins: DirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16))
    }

    /// A header of a grouped list: small secondary-coloured text above the section.
    public static func groupedHeader() -> ListContentConfiguration {
        ListContentConfiguration(
            textFont: .systemFont(ofSize: 13), textColor: .secondaryLabel,
            secondaryFont: .systemFont(ofSize: 13),
            margins: DirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))
    }

    /// A section footer: small secondary-coloured text below the section.
    public static func footer() -> ListContentConfiguration {
        ListContentConfiguration(
            textFont: .systemFont(ofSize: 13), textColor: .secondaryLabel,
            secondaryFont: .systemFont(ofSize: 13),
            margins: DirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16))
    }

    /// Makes a ``ListContentView`` showing this configuration.
    @MainActor public func makeContentView() -> View & ContentView {
        ListContentView(configuration: self)
    }

    /// The size the image is shown at: its size, scaled down to fit ``ImageProperties/maximumSize``.
    var displayedImageSize: CGSize {
        guard let size = image?.size else { return .zero }
        let limit = imageProperties.maximumSize
        var scale: CGFloat = 1
        if limit.width > 0, size.width > limit.width { scale = limit.width / size.width }
        if limit.height > 0, size.height * scale > limit.height {
            scale = limit.height / size.height
        }
        return CGSize(width: size.width * scale, height: size.height * scale)
    }
}

/// A length a configuration accepts: negative, NaN and infinite become 0.
private func configurationLength(_ value: CGFloat) -> CGFloat {
    value.isFinite && value > 0 ? value : 0
}

/// The view that shows a ``ListContentConfiguration``, like `UIListContentView`: an image
/// view and two labels, placed with Auto Layout within the configuration's margins. Views for
/// a missing text or image are taken out of the view.
@MainActor
public final class ListContentView: View, ContentView {
    /// The configuration shown.
    public var listContentConfiguration: ListContentConfiguration {
        didSet { apply() }
    }

    /// The configuration shown; setting one that is not a ``ListContentConfiguration`` stops.
    public var configuration: any ContentConfiguration {
        get { listContentConfiguration }
        set {
            guard let list = newValue as? ListContentConfiguration else {
                preconditionFailure(
                    "\(shortDescription): configuration \(type(of: newValue)) is not a "
                        + "ListContentConfiguration")
            }
            listContentConfiguration = list
        }
    }

    let imageView = ImageView()
    let textLabel = Label()
    let secondaryTextLabel = Label()
    /// Holds the texts' block, centred vertically between the margins.
    private let textGuide = LayoutGuide()
    private var activeConstraints: [LayoutConstraint] = []
    private var placement: Placement?

    /// What the constraints depend on: they are rebuilt only when it changes.
    private struct Placement: Equatable {
        var imageSize: CGSize?
        var hasText: Bool
        var hasSecondaryText: Bool
        var sideBySide: Bool
        var margins: DirectionalEdgeInsets
        var imageToTextPadding: CGFloat
        var verticalPadding: CGFloat
        var horizontalPadding: CGFloat
    }

    /// Makes a view showing `configuration`.
    public init(configuration: ListContentConfiguration) {
        listContentConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        // The image's size constraints set its size: its intrinsic size (the image's, before
        // `maximumSize`) must not outweigh them with the labels' hugging.
        for axis in [LayoutAxis.horizontal, .vertical] {
            imageView.setContentHuggingPriority(LayoutPriority(1), for: axis)
            imageView.setContentCompressionResistancePriority(LayoutPriority(1), for: axis)
        }
        addLayoutGuide(textGuide)
        apply()
    }

    private static func shows(_ text: String?) -> Bool { text?.isEmpty == false }

    private func apply() {
        let c = listContentConfiguration
        style(textLabel, text: c.text, properties: c.textProperties)
        style(secondaryTextLabel, text: c.secondaryText, properties: c.secondaryTextProperties)
        imageView.image = c.image
        if let tint = c.imageProperties.tintColor { imageView.tintColor = tint }
        let next = Placement(
            imageSize: c.image == nil ? nil : c.displayedImageSize,
            hasText: Self.shows(c.text), hasSecondaryText: Self.shows(c.secondaryText),
            sideBySide: c.prefersSideBySideTextAndSecondaryText,
            margins: c.directionalLayoutMargins, imageToTextPadding: c.imageToTextPadding,
            verticalPadding: c.textToSecondaryTextVerticalPadding,
            horizontalPadding: c.textToSecondaryTextHorizontalPadding)
        guard next != placement else { return }
        placement = next
        place(next)
    }

    private func style(
        _ label: Label, text: String?, properties: ListContentConfiguration.TextProperties
    ) {
        label.text = text
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = max(0, properties.numberOfLines)
        label.textAlignment = properties.alignment
        label.lineBreakMode = properties.lineBreakMode
    }

    /// Puts in the views that show something and constrains them.
    private func place(_ p: Placement) {
        LayoutConstraint.deactivate(activeConstraints)
        activeConstraints = []
        let shown: [(View, Bool)] = [
            (imageView, p.imageSize != nil), (textLabel, p.hasText),
            (secondaryTextLabel, p.hasSecondaryText),
        ]
        for (view, isShown) in shown {
            if isShown, view.superview !== self {
                addSubview(view)
            } else if !isShown, view.superview === self {
                view.removeFromSuperview()
            }
        }
        let m = p.margins
        var constraints: [LayoutConstraint] = []
        var textLeading = leadingAnchor
        var textInset = m.leading
        if let size = p.imageSize {
            let width = imageView.widthAnchor.constraint(equalToConstant: size.width)
            let height = imageView.heightAnchor.constraint(equalToConstant: size.height)
            // Below required: a row shorter than the image squeezes it rather than conflict.
            width.priority = LayoutPriority(999)
            height.priority = LayoutPriority(999)
            constraints += [
                width, height,
                imageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: m.leading),
                imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
                imageView.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: m.top),
                imageView.bottomAnchor.constraint(
                    lessThanOrEqualTo: bottomAnchor, constant: -m.bottom),
            ]
            textLeading = imageView.trailingAnchor
            textInset = p.imageToTextPadding
        }
        // The texts' block: centred vertically, within the margins.
        constraints += [
            textGuide.leadingAnchor.constraint(equalTo: textLeading, constant: textInset),
            textGuide.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -m.trailing),
            textGuide.centerYAnchor.constraint(equalTo: centerYAnchor),
            textGuide.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: m.top),
            textGuide.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -m.bottom),
        ]
        // With neither text, the block is empty: a row of just its margins (and image).
        let emptyHeight = textGuide.heightAnchor.constraint(equalToConstant: 0)
        emptyHeight.priority = .defaultLow
        constraints.append(emptyHeight)
        let labels = [textLabel, secondaryTextLabel].filter { $0.superview === self }
        if p.sideBySide, labels.count == 2 {
            textLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
            secondaryTextLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            secondaryTextLabel.setContentCompressionResistancePriority(
                LayoutPriority(751), for: .horizontal)
            for label in labels {
                constraints += [
                    label.centerYAnchor.constraint(equalTo: textGuide.centerYAnchor),
                    label.topAnchor.constraint(greaterThanOrEqualTo: textGuide.topAnchor),
                    label.bottomAnchor.constraint(lessThanOrEqualTo: textGuide.bottomAnchor),
                ]
            }
            constraints += [
                textLabel.leadingAnchor.constraint(equalTo: textGuide.leadingAnchor),
                secondaryTextLabel.leadingAnchor.constraint(
                    greaterThanOrEqualTo: textLabel.trailingAnchor,
                    constant: p.horizontalPadding),
                secondaryTextLabel.trailingAnchor.constraint(equalTo: textGuide.trailingAnchor),
            ]
        } else {
            var above = textGuide.topAnchor
            var gap: CGFloat = 0
            for label in labels {
                constraints += [
                    label.topAnchor.constraint(equalTo: above, constant: gap),
                    label.leadingAnchor.constraint(equalTo: textGuide.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: textGuide.trailingAnchor),
                ]
                above = label.bottomAnchor
                gap = p.verticalPadding
            }
            if labels.last != nil {
                constraints.append(above.constraint(equalTo: textGuide.bottomAnchor))
            }
        }
        LayoutConstraint.activate(constraints)
        activeConstraints = constraints
    }
}

/// Shows `configuration` in `contentView`: updates `current` when it supports the
/// configuration, else replaces it with the configuration's new view, pinned to the edges.
@MainActor
func showContentConfiguration(
    _ configuration: (any ContentConfiguration)?, in contentView: View,
    current: inout (View & ContentView)?
) {
    guard let configuration else {
        current?.removeFromSuperview()
        current = nil
        return
    }
    if let current, current.supports(configuration) {
        current.configuration = configuration
        return
    }
    current?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(view)
    LayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        view.topAnchor.constraint(equalTo: contentView.topAnchor),
        view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
    current = view
}
