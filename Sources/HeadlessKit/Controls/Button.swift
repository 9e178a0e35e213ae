import Foundation

/// A control that shows a title and an image and sends `.touchUpInside` when tapped, like
/// `UIButton` (its classic, configuration-free API).
///
///     let follow = Button(type: .system)
///     follow.setTitle("Follow", for: .normal)
///     follow.setTitle("Following", for: .selected)
///     follow.addAction(Action { _ in follow.isSelected.toggle() }, for: .touchUpInside)
///
/// Titles, title colours and images are kept per ``Control/State``; the current one is the
/// state's, or the `.normal` one when the state has none (UIKit's fallback). The title label
/// and image view are subviews, laid out centred: image, then title.
@MainActor
open class Button: Control {
    /// A button's style, like `UIButton.ButtonType`.
    public enum ButtonType: Int, Hashable, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        /// UIKit's alias of `.system`.
        public static let roundedRect = ButtonType.system
    }

    /// The style the button was made with.
    public let buttonType: ButtonType
    private var titles: [State: String] = [:]
    private var attributedTitles: [State: NSAttributedString] = [:]
    /// The attributed title the label shows, and the label's font from before it showed one
    /// (restored when the button goes back to a plain title).
    private var shownAttributedTitle: (title: NSAttributedString, plainFont: Font)?
    private var titleColors: [State: Color] = [:]
    private var images: [State: Image] = [:]
    private var backgroundImages: [State: Image] = [:]
    let label = Label()
    let image = ImageView()

    /// What the button shows, like `UIButton.configuration`: when set, it replaces the
    /// per-state titles, colours and images, and the button's background follows it (see
    /// ``Configuration``). Setting it runs ``configurationUpdateHandler``.
    public var configuration: Configuration? {
        didSet {
            if configuration == nil, oldValue != nil { leaveConfiguration() }
            updateConfiguration()
        }
    }
    /// Runs when the button's state changes (and when set, or on
    /// ``setNeedsUpdateConfiguration()``), to update ``configuration`` for it, like
    /// `UIButton.configurationUpdateHandler`.
    public var configurationUpdateHandler: (@MainActor (Button) -> Void)? {
        didSet { updateConfiguration() }
    }
    /// The menu the button shows, like `UIButton.menu`: on a long press (0.5 s, a model
    /// value), or on a tap with ``showsMenuAsPrimaryAction``.
    public var menu: Menu? {
        didSet { menuDidChange() }
    }
    /// Whether a tap shows ``menu`` instead of a long press, like UIKit's
    /// `showsMenuAsPrimaryAction`.
    public var showsMenuAsPrimaryAction = false {
        didSet { menuDidChange() }
    }
    /// Whether the button is a pop-up button: its title is the menu's selected action, and a
    /// tap shows the menu, like UIKit's `changesSelectionAsPrimaryAction`.
    public var changesSelectionAsPrimaryAction = false {
        didSet { menuDidChange() }
    }
    /// The long press that shows the menu when a tap does not.
    var menuPress: LongPressGestureRecognizer?
    /// Whether the configuration's colours follow the state (a disabled button greyed out),
    /// like `UIButton.automaticallyUpdatesConfiguration` (`true` by default).
    public var automaticallyUpdatesConfiguration = true {
        didSet { applyConfiguration() }
    }
    /// Set while ``configurationUpdateHandler`` runs: a handler that sets the configuration
    /// does not run itself again.
    var isUpdatingConfiguration = false
    /// The subtitle's label and the activity indicator, made when a configuration first shows
    /// them.
    var subtitleLabel: Label?
    var activityIndicator: ActivityIndicatorView?

    /// Space around the title and image, like `UIButton.contentEdgeInsets`.
    public var contentEdgeInsets: EdgeInsets = .zero {
        didSet {
            Button.checkFinite(contentEdgeInsets, "contentEdgeInsets", self)
            contentDidChange()
        }
    }
    /// Space around the title, like `UIButton.titleEdgeInsets`.
    public var titleEdgeInsets: EdgeInsets = .zero {
        didSet {
            Button.checkFinite(titleEdgeInsets, "titleEdgeInsets", self)
            contentDidChange()
        }
    }
    /// Space around the image, like `UIButton.imageEdgeInsets`.
    public var imageEdgeInsets: EdgeInsets = .zero {
        didSet {
            Button.checkFinite(imageEdgeInsets, "imageEdgeInsets", self)
            contentDidChange()
        }
    }

    /// Makes a button of the given type, like `UIButton(type:)`. A `.system` button's title is
    /// the tint colour by default; a `.custom` button's is white.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUp()
    }

    /// Makes a `.system` button that runs `primaryAction` when tapped, like
    /// `UIButton(type:primaryAction:)`; the action's title and image become the button's.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: Action?) {
        self.init(type: buttonType)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Makes a `.custom` button with the given frame, like `UIButton(frame:)`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUp()
    }

    private static func checkFinite(_ insets: EdgeInsets, _ name: String, _ button: Button) {
        precondition(
            [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite),
            "Button.\(name): \(insets) has a NaN or infinite value (\(button.shortDescription))")
    }

    private func setUp() {
        label.font =
            buttonType == .system
            ? .systemFont(ofSize: 15, weight: .medium) : .systemFont(ofSize: 18)
        label.textAlignment = .center
        label.debugName = "titleLabel"
        image.debugName = "imageView"
        image.contentMode = .center
        label.isHidden = true
        image.isHidden = true
        addSubview(image)
        addSubview(label)
        contentDidChange()
    }

    // MARK: - Per-state content

    /// Sets the title shown in `state` (`nil` removes it: the `.normal` title shows).
    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        contentDidChange()
    }

    /// The title set for `state`, or the `.normal` one.
    public func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

    /// Sets the styled title shown in `state`, like `UIButton.setAttributedTitle(_:for:)`
    /// (`nil` removes it). A state's attributed title, or else the `.normal` one, is shown in
    /// place of the plain title; its runs with no font or colour take the title label's font
    /// and the title colour, and the title colour does not restyle the others.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state] = title.map { NSAttributedString(attributedString: $0) }
        contentDidChange()
    }

    /// The styled title set for `state`, or the `.normal` one.
    public func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state] ?? attributedTitles[.normal]
    }

    /// The styled title shown now, if any.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// Sets the title colour for `state`.
    public func setTitleColor(_ color: Color?, for state: State) {
        titleColors[state] = color
        contentDidChange()
    }

    /// The title colour for `state`: the state's, the `.normal` one, or the type's default.
    public func titleColor(for state: State) -> Color? {
        if let color = titleColors[state] ?? titleColors[.normal] { return color }
        if buttonType == .custom { return .white }
        return state.contains(.disabled) ? .tertiaryLabel : tintColor
    }

    /// Sets the image for `state`.
    public func setImage(_ image: Image?, for state: State) {
        images[state] = image
        contentDidChange()
    }

    /// The image for `state`, or the `.normal` one.
    public func image(for state: State) -> Image? { images[state] ?? images[.normal] }

    /// Sets the background image for `state`. Stored.
    public func setBackgroundImage(_ image: Image?, for state: State) {
        backgroundImages[state] = image
    }

    /// The background image for `state`, or the `.normal` one.
    public func backgroundImage(for state: State) -> Image? {
        backgroundImages[state] ?? backgroundImages[.normal]
    }

    /// The title shown now: the state's, or the configuration's.
    public var currentTitle: String? {
        title(for: state) ?? configuration.flatMap { $0.attributedTitle?.string ?? $0.title }
    }
    /// The title colour shown now.
    public var currentTitleColor: Color { titleColor(for: state) ?? .white }
    /// The image shown now.
    public var currentImage: Image? { image(for: state) }

    /// The label that shows the title (its text follows the state; set its font freely).
    public var titleLabel: Label? { label }
    /// The image view that shows the image.
    public var imageView: ImageView? { image }

    /// Runs ``configurationUpdateHandler`` to update the configuration for the current state.
    /// A handler that sets ``configuration`` does not run itself again.
    open func updateConfiguration() {
        guard configuration != nil, let handler = configurationUpdateHandler,
            !isUpdatingConfiguration
        else {
            applyConfiguration()
            return
        }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        handler(self)
        applyConfiguration()
    }

    override func stateDidChange() {
        if configuration != nil {
            updateConfiguration()
        } else {
            contentDidChange()
        }
    }

    func contentDidChange() {
        if configuration != nil {
            applyConfiguration()
            return
        }
        if let attributedTitle = currentAttributedTitle {
            if shownAttributedTitle?.title !== attributedTitle {
                // Runs with no font or colour take the label's own font and the title colour,
                // not the previous attributed title's.
                let plainFont = shownAttributedTitle?.plainFont ?? label.storedFont
                label.attributedText = nil
                label.font = plainFont
                label.textColor = currentTitleColor
                label.attributedText = attributedTitle
                shownAttributedTitle = (attributedTitle, plainFont)
            }
            label.isHidden = attributedTitle.length == 0
        } else {
            if let shown = shownAttributedTitle {
                shownAttributedTitle = nil
                label.text = nil
                label.font = shown.plainFont
            }
            let title = currentTitle
            if label.text != title { label.text = title }
            label.isHidden = title?.isEmpty ?? true
            label.textColor = currentTitleColor
        }
        let shown = currentImage
        if image.image != shown { image.image = shown }
        image.isHidden = shown == nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: - Size and layout

    private var contentSize: (image: CGSize, title: CGSize) {
        let imageSize = image.isHidden ? .zero : image.image?.size ?? .zero
        let titleSize = label.isHidden ? .zero : label.sizeThatFits(.zero)
        return (imageSize, titleSize)
    }

    /// The image beside the title, plus the insets. An empty button is 30 × 34 (UIKit's
    /// minimum for a system button). With no `contentEdgeInsets`, a title gets 6 points above
    /// and below, as UIKit pads it (a system button titled in the 15-point system font is 30
    /// high); any inset replaces that padding.
    open override var intrinsicContentSize: CGSize {
        if let configuration { return configuredSize(configuration) }
        let (imageSize, titleSize) = contentSize
        var i = contentEdgeInsets
        if i == .zero && titleSize != .zero {
            i.top = 6
            i.bottom = 6
        }
        var width = imageSize.width + titleSize.width + i.left + i.right
        var height = max(imageSize.height, titleSize.height) + i.top + i.bottom
        if !image.isHidden { width += imageEdgeInsets.left + imageEdgeInsets.right }
        if !label.isHidden {
            width += titleEdgeInsets.left + titleEdgeInsets.right
            height = max(
                height,
                titleSize.height + i.top + i.bottom + titleEdgeInsets.top + titleEdgeInsets.bottom)
        }
        if imageSize == .zero && titleSize == .zero {
            width = max(width, 30)
            height = max(height, 34)
        }
        return CGSize(width: width, height: height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Centres the image and the title, side by side, in the bounds less the insets.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let configuration {
            layOutConfigured(configuration)
            return
        }
        let (imageSize, titleSize) = contentSize
        let area = bounds.inset(by: contentEdgeInsets)
        let total = imageSize.width + titleSize.width
        var x = area.midX - total / 2
        if !image.isHidden {
            image.frame = CGRect(
                x: x + imageEdgeInsets.left - imageEdgeInsets.right,
                y: area.midY - imageSize.height / 2 + imageEdgeInsets.top - imageEdgeInsets.bottom,
                width: imageSize.width, height: imageSize.height)
            x += imageSize.width
        }
        if !label.isHidden {
            label.frame = CGRect(
                x: x + titleEdgeInsets.left - titleEdgeInsets.right,
                y: area.midY - titleSize.height / 2 + titleEdgeInsets.top - titleEdgeInsets.bottom,
                width: min(titleSize.width, max(0, area.maxX - x)), height: titleSize.height)
        }
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        if let title = currentAttributedTitle?.string ?? currentTitle {
            properties.append("title=\"\(escaped(title))\"")
        }
    }
}
