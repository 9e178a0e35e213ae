import Foundation

extension Button {
    /// What a configured button shows and how, like `UIButton.Configuration` (iOS 15): a
    /// title, a subtitle under it, an image beside them, their spacing and insets, and the
    /// colours and corners of its background. Start from one of the styles (``filled()``,
    /// ``tinted()``, ``gray()``, ``plain()`` and the others) and change what you need:
    ///
    ///     var config = Button.Configuration.filled()
    ///     config.title = "Sign In"
    ///     config.cornerStyle = .capsule
    ///     let button = Button(configuration: config, primaryAction: signIn)
    ///
    /// The metrics (insets, fonts and corner radii of the sizes) are a model of UIKit's, not
    /// measured figures. Background images, visual effects and the text attribute
    /// transformers are not modelled.
    public struct Configuration: Hashable {
        /// How round the background's corners are, like `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Hashable, Sendable {
            /// A radius that follows ``Configuration/buttonSize``.
            case dynamic = -1
            /// The background's own ``BackgroundStyle/cornerRadius``.
            case fixed = 0
            /// 6 points.
            case small = 1
            /// 8 points.
            case medium = 2
            /// 12 points.
            case large = 3
            /// Half the button's height: round ends.
            case capsule = 4
        }

        /// How big the button's text and insets are, like `UIButton.Configuration.Size`.
        public enum Size: Int, Hashable, Sendable {
            case mini = 0
            case small = 1
            case medium = 2
            case large = 3
        }

        /// How lines of the title and subtitle line up, like
        /// `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Hashable, Sendable {
            /// Leading when the image is beside the text, centred otherwise.
            case automatic = 0
            case leading = 1
            case center = 2
            case trailing = 3
        }

        /// The background's look, like `UIBackgroundConfiguration` (its colour and radius).
        public struct BackgroundStyle: Hashable, Sendable {
            /// The fill; the style's colour when nil.
            public var backgroundColor: Color?
            /// The corner radius used by ``CornerStyle/fixed``.
            public var cornerRadius: CGFloat = 0
            /// The outline's colour; none when nil.
            public var strokeColor: Color?
            /// The outline's width.
            public var strokeWidth: CGFloat = 0

            /// A clear background with square corners.
            public static func clear() -> BackgroundStyle { BackgroundStyle() }
        }

        /// The filled looks, as UIKit names them.
        enum Look: Hashable, Sendable { case plain, tinted, gray, filled }

        var look: Look = .plain

        /// The title.
        public var title: String?
        /// A styled title, shown in place of ``title``.
        public var attributedTitle: NSAttributedString?
        /// A second, smaller line under the title.
        public var subtitle: String?
        /// The image.
        public var image: Image?
        /// Where the image sits around the text (`.leading` by default).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the text (0 by default).
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle (0 by default).
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle line up.
        public var titleAlignment: TitleAlignment = .automatic
        /// The space around the content; the size's insets when nil.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { storedInsets ?? buttonSize.insets }
            set { storedInsets = newValue }
        }
        private var storedInsets: NSDirectionalEdgeInsets?
        /// The text and image colour; the style's when nil.
        public var baseForegroundColor: Color?
        /// The background colour; the style's when nil.
        public var baseBackgroundColor: Color?
        /// The background.
        public var background = BackgroundStyle()
        /// How round the corners are (`.dynamic` by default).
        public var cornerStyle: CornerStyle = .dynamic
        /// The text size and insets (`.medium` by default).
        public var buttonSize: Size = .medium
        /// Whether a spinning activity indicator shows in place of the image.
        public var showsActivityIndicator = false

        /// No background; tinted text, like `UIButton.Configuration.plain()`.
        public static func plain() -> Configuration { Configuration(look: .plain) }
        /// A pale tint behind tinted text, like `UIButton.Configuration.tinted()`.
        public static func tinted() -> Configuration { Configuration(look: .tinted) }
        /// A grey background behind tinted text, like `UIButton.Configuration.gray()`.
        public static func gray() -> Configuration { Configuration(look: .gray) }
        /// A tint-coloured background behind white text, like `UIButton.Configuration.filled()`.
        public static func filled() -> Configuration { Configuration(look: .filled) }
        /// As ``plain()``, like `UIButton.Configuration.borderless()`.
        public static func borderless() -> Configuration { Configuration(look: .plain) }
        /// As ``gray()``, like `UIButton.Configuration.bordered()`.
        public static func bordered() -> Configuration { Configuration(look: .gray) }
        /// As ``tinted()``, like `UIButton.Configuration.borderedTinted()`.
        public static func borderedTinted() -> Configuration { Configuration(look: .tinted) }
        /// As ``filled()``, like `UIButton.Configuration.borderedProminent()`.
        public static func borderedProminent() -> Configuration { Configuration(look: .filled) }

        /// A copy for `state`, like `UIButton.Configuration.updated(for:)`: a disabled
        /// button's colours are greyed out.
        public func updated(for state: Control.State) -> Configuration {
            var copy = self
            if state.contains(.disabled) {
                copy.baseForegroundColor = .tertiaryLabel
                if look != .plain { copy.baseBackgroundColor = .tertiarySystemFill }
            }
            return copy
        }

        /// The text colour to show with `tint`.
        func foregroundColor(tint: Color) -> Color {
            baseForegroundColor ?? (look == .filled ? .white : tint)
        }

        /// The background colour to show with `tint`.
        func backgroundColor(tint: Color) -> Color {
            if let color = background.backgroundColor { return color }
            switch look {
            case .plain: return baseBackgroundColor ?? .clear
            case .filled: return baseBackgroundColor ?? tint
            case .tinted: return (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
            case .gray: return baseBackgroundColor ?? .tertiarySystemFill
            }
        }

        /// The corner radius of a background `height` high.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .small: return 6
            case .medium: return 8
            case .large: return 12
            case .capsule: return max(height, 0) / 2
            case .dynamic:
                switch buttonSize {
                case .mini, .small: return 6
                case .medium: return 8
                case .large: return 12
                }
            }
        }
    }

    /// Makes a button shown by `configuration`, like `UIButton(configuration:primaryAction:)`;
    /// the action's title and image fill the configuration's when it has none.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil, !primaryAction.title.isEmpty {
                configuration.title = primaryAction.title
            }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        // Observers do not run in the class's own initializers.
        self.configuration = configuration
        updateConfiguration()
    }

    /// Asks for ``updateConfiguration()`` now, like `UIButton.setNeedsUpdateConfiguration()`
    /// (UIKit waits for the next layout pass; this runs it at once, so tests read the result
    /// without a pass).
    public func setNeedsUpdateConfiguration() {
        updateConfiguration()
    }
}

extension Button.Configuration.Size {
    /// The content insets of a size (a model of UIKit's).
    var insets: NSDirectionalEdgeInsets {
        switch self {
        case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
        case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The title's font of a size: body text at medium and large, smaller below.
    var titleFont: Font {
        switch self {
        case .mini: .preferredFont(forTextStyle: .caption1)
        case .small: .preferredFont(forTextStyle: .subheadline)
        case .medium, .large: .preferredFont(forTextStyle: .body)
        }
    }

    /// The subtitle's font of a size.
    var subtitleFont: Font {
        switch self {
        case .mini: .preferredFont(forTextStyle: .caption2)
        case .small, .medium, .large: .preferredFont(forTextStyle: .caption1)
        }
    }
}

// MARK: - Showing a configuration

extension Button {
    /// The configuration as shown in the current state.
    private var shownConfiguration: Configuration? {
        guard let configuration else { return nil }
        return automaticallyUpdatesConfiguration ? configuration.updated(for: state) : configuration
    }

    /// Shows the configuration: the labels' texts, fonts and colours, the image or the
    /// activity indicator, and the background.
    func applyConfiguration() {
        guard let shown = shownConfiguration else { return }
        let foreground = shown.foregroundColor(tint: tintColor)
        if let attributed = shown.attributedTitle {
            label.attributedText = nil
            label.font = shown.buttonSize.titleFont
            label.textColor = foreground
            label.attributedText = attributed
            label.isHidden = attributed.length == 0
        } else {
            label.attributedText = nil
            label.text = shown.title
            label.font = shown.buttonSize.titleFont
            label.textColor = foreground
            label.isHidden = shown.title?.isEmpty ?? true
        }
        if let subtitle = shown.subtitle, !subtitle.isEmpty {
            let subtitleLabel = self.subtitleLabel ?? makeSubtitleLabel()
            subtitleLabel.text = subtitle
            subtitleLabel.font = shown.buttonSize.subtitleFont
            subtitleLabel.textColor = foreground
            subtitleLabel.isHidden = false
        } else {
            subtitleLabel?.isHidden = true
        }
        if shown.showsActivityIndicator {
            let spinner = activityIndicator ?? makeActivityIndicator()
            spinner.color = foreground
            spinner.startAnimating()
            image.isHidden = true
        } else {
            activityIndicator?.stopAnimating()
            if image.image != shown.image { image.image = shown.image }
            image.isHidden = shown.image == nil
        }
        backgroundColor = shown.backgroundColor(tint: tintColor)
        layer.borderColor = shown.background.strokeColor
        layer.borderWidth = shown.background.strokeColor == nil ? 0 : shown.background.strokeWidth
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The configuration was removed: back to the per-state content, with no background.
    func leaveConfiguration() {
        subtitleLabel?.isHidden = true
        activityIndicator?.stopAnimating()
        backgroundColor = nil
        layer.cornerRadius = 0
        layer.borderWidth = 0
        label.attributedText = nil
        label.text = nil
        label.font =
            buttonType == .system
            ? .systemFont(ofSize: 15, weight: .medium) : .systemFont(ofSize: 18)
        contentDidChange()
    }

    private func makeSubtitleLabel() -> Label {
        let subtitle = Label()
        subtitle.debugName = "subtitleLabel"
        addSubview(subtitle)
        subtitleLabel = subtitle
        return subtitle
    }

    private func makeActivityIndicator() -> ActivityIndicatorView {
        let spinner = ActivityIndicatorView(style: .medium)
        addSubview(spinner)
        activityIndicator = spinner
        return spinner
    }

    /// The sizes of the image (or activity indicator), the title and the subtitle shown.
    private var configuredParts: (image: CGSize, title: CGSize, subtitle: CGSize) {
        let imageSize: CGSize
        if let spinner = activityIndicator, spinner.isAnimating {
            imageSize = spinner.intrinsicContentSize
        } else {
            imageSize = image.isHidden ? .zero : image.image?.size ?? .zero
        }
        let titleSize = label.isHidden ? .zero : label.sizeThatFits(.zero)
        let subtitleSize =
            (subtitleLabel.map { $0.isHidden ? nil : $0.sizeThatFits(.zero) } ?? nil) ?? .zero
        return (imageSize, titleSize, subtitleSize)
    }

    /// The text block's size (title over subtitle) and the gaps of `configuration`.
    private func textBlock(_ configuration: Configuration, _ title: CGSize, _ subtitle: CGSize)
        -> CGSize
    {
        let padding = title != .zero && subtitle != .zero ? finite(configuration.titlePadding) : 0
        return CGSize(
            width: max(title.width, subtitle.width),
            height: title.height + padding + subtitle.height)
    }

    private func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }

    private func isVertical(_ placement: NSDirectionalRectEdge) -> Bool {
        placement == .top || placement == .bottom
    }

    /// The content plus the insets.
    func configuredSize(_ configuration: Configuration) -> CGSize {
        let (imageSize, titleSize, subtitleSize) = configuredParts
        let text = textBlock(configuration, titleSize, subtitleSize)
        let gap = imageSize != .zero && text != .zero ? finite(configuration.imagePadding) : 0
        var size: CGSize
        if isVertical(configuration.imagePlacement) {
            size = CGSize(
                width: max(imageSize.width, text.width),
                height: imageSize.height + gap + text.height)
        } else {
            size = CGSize(
                width: imageSize.width + gap + text.width,
                height: max(imageSize.height, text.height))
        }
        let insets = configuration.contentInsets
        size.width += finite(insets.leading) + finite(insets.trailing)
        size.height += finite(insets.top) + finite(insets.bottom)
        return size
    }

    /// Centres the image and the text block in the bounds less the insets, the image on its
    /// placement's side.
    func layOutConfigured(_ configuration: Configuration) {
        layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
        let (imageSize, titleSize, subtitleSize) = configuredParts
        let text = textBlock(configuration, titleSize, subtitleSize)
        let gap = imageSize != .zero && text != .zero ? finite(configuration.imagePadding) : 0
        let insets = configuration.contentInsets
        let area = bounds.inset(
            by: EdgeInsets(
                top: finite(insets.top), left: finite(insets.leading),
                bottom: finite(insets.bottom), right: finite(insets.trailing)))
        let placement = configuration.imagePlacement
        let vertical = isVertical(placement)
        let total =
            vertical
            ? CGSize(
                width: max(imageSize.width, text.width),
                height: imageSize.height + gap + text.height)
            : CGSize(
                width: imageSize.width + gap + text.width,
                height: max(imageSize.height, text.height))
        let origin = CGPoint(x: area.midX - total.width / 2, y: area.midY - total.height / 2)
        var imageFrame = CGRect(origin: origin, size: imageSize)
        var textFrame = CGRect(origin: origin, size: text)
        switch placement {
        case .top:
            imageFrame.origin.x = origin.x + (total.width - imageSize.width) / 2
            textFrame.origin = CGPoint(
                x: origin.x + (total.width - text.width) / 2, y: origin.y + imageSize.height + gap)
        case .bottom:
            textFrame.origin.x = origin.x + (total.width - text.width) / 2
            imageFrame.origin = CGPoint(
                x: origin.x + (total.width - imageSize.width) / 2, y: origin.y + text.height + gap)
        case .trailing:
            textFrame.origin.y = origin.y + (total.height - text.height) / 2
            imageFrame.origin = CGPoint(
                x: origin.x + text.width + gap, y: origin.y + (total.height - imageSize.height) / 2)
        default:
            imageFrame.origin.y = origin.y + (total.height - imageSize.height) / 2
            textFrame.origin = CGPoint(
                x: origin.x + imageSize.width + gap, y: origin.y + (total.height - text.height) / 2)
        }
        if let spinner = activityIndicator, spinner.isAnimating {
            spinner.frame = imageFrame
        } else if !image.isHidden {
            image.frame = imageFrame
        }
        // Lines of the text block line up as the title alignment says.
        let alignment: Configuration.TitleAlignment =
            configuration.titleAlignment == .automatic
            ? (vertical || imageSize == .zero ? .center : .leading) : configuration.titleAlignment
        func lineX(_ width: CGFloat) -> CGFloat {
            switch alignment {
            case .leading, .automatic: textFrame.minX
            case .center: textFrame.midX - width / 2
            case .trailing: textFrame.maxX - width
            }
        }
        if !label.isHidden {
            label.frame = CGRect(
                x: lineX(titleSize.width), y: textFrame.minY, width: titleSize.width,
                height: titleSize.height)
        }
        if let subtitleLabel, !subtitleLabel.isHidden {
            let padding = titleSize != .zero ? finite(configuration.titlePadding) : 0
            subtitleLabel.frame = CGRect(
                x: lineX(subtitleSize.width), y: textFrame.minY + titleSize.height + padding,
                width: subtitleSize.width, height: subtitleSize.height)
        }
    }
}
