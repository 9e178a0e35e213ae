import Foundation

/// A row of a ``TableView``, like `UITableViewCell`: the standard styles show ``textLabel``,
/// ``detailTextLabel`` and ``imageView``; custom content goes in ``contentView``.
///
///     final class MessageCell: TableViewCell {
///         let subject = Label()
///         override init(style: CellStyle, reuseIdentifier: String?) {
///             super.init(style: style, reuseIdentifier: reuseIdentifier)
///             subject.translatesAutoresizingMaskIntoConstraints = false
///             contentView.addSubview(subject)
///             LayoutConstraint.activate([...])   // pinned to contentView: the row's height
///         }
///         required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///     }
///     tableView.register(MessageCell.self, forCellReuseIdentifier: "message")
///
/// A self-sizing row (the default) takes the height the cell asks for: with constraints in
/// ``contentView``, the height Auto Layout gives at the row's width; with the standard labels,
/// their height plus 11 points above and below, at least 44 points.
///
/// The table view's reuse pool makes registered cells with
/// `init(style: .default, reuseIdentifier:)`; override that initializer as in UIKit.
@MainActor
open class TableViewCell: CollectionViewCell {
    /// The standard layouts of a cell's labels, like `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        /// An image and one left-aligned label (``textLabel``); no ``detailTextLabel``.
        case `default`
        /// ``textLabel`` on the left, ``detailTextLabel`` right-aligned on the same line.
        case value1
        /// A small right-aligned ``textLabel`` and ``detailTextLabel`` beside it.
        case value2
        /// ``textLabel`` above a smaller ``detailTextLabel``.
        case subtitle
    }

    /// The accessory a cell shows at its trailing edge, like `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        /// No accessory, a chevron, an info button and chevron, a checkmark, an info button.
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected cell looks, like `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        /// No highlight; UIKit's blue and gray (both the default look since iOS 7); the default.
        case none, blue, gray, `default`
    }

    /// How a table view separates rows, like `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators, a hairline between rows, the old etched line.
        case none, singleLine, singleLineEtched
    }

    /// The style given at init.
    public let cellStyle: CellStyle

    /// The accessory shown at the trailing edge. `.none` by default. The SVG picture draws it;
    /// the content view ends before the room it takes (see ``accessoryView``).
    public var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { setNeedsLayout() } }
    }
    /// A view shown at the trailing edge instead of the accessory type, like
    /// `UITableViewCell.accessoryView` (a switch in a settings row): a subview of the cell at its
    /// own size, centred vertically, ``accessoryMargin`` from the trailing edge; the content
    /// view ends ``accessoryMargin`` before it.
    public var accessoryView: View? {
        didSet { accessoryViewDidChange(from: oldValue) }
    }
    /// How the cell looks when selected (stored). `.default` by default.
    public var selectionStyle: SelectionStyle = .default
    /// The view behind the content (stored).
    public var backgroundView: View?
    /// The view behind the content while selected (stored).
    public var selectedBackgroundView: View?

    /// The height the delegate gives the row, if it gives one and rows size themselves: the
    /// cell asks for it, as the delegate's height wins in UIKit.
    private var explicitRowHeight: CGFloat? {
        guard let rows = superview as? TableRowsView, let path = liveIndexPath,
            let table = rows.table
        else { return nil }
        return rows.explicitRowHeight(at: path, in: table)
    }

    private var storedTextLabel: Label?
    private var storedDetailTextLabel: Label?
    private var storedImageView: ImageView?

    /// The main label, made and added to ``contentView`` on first use (every style has one);
    /// `nil` while a ``CollectionViewCell/contentConfiguration`` is set.
    public var textLabel: Label? {
        guard contentConfiguration == nil else { return nil }
        if let storedTextLabel { return storedTextLabel }
        let label = Label()
        label.font = .systemFont(ofSize: cellStyle == .value2 ? 12 : 17)
        if cellStyle == .value2 { label.textAlignment = .right }
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label, made on first use; `nil` in the `.default` style and while a
    /// ``CollectionViewCell/contentConfiguration`` is set.
    public var detailTextLabel: Label? {
        guard cellStyle != .default, contentConfiguration == nil else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = Label()
        label.font = .systemFont(ofSize: cellStyle == .subtitle ? 12 : 17)
        if cellStyle == .value1 { label.textAlignment = .right }
        storedDetailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image at the leading edge, made on first use; it shows when its `image` is set.
    /// `nil` while a ``CollectionViewCell/contentConfiguration`` is set.
    public var imageView: ImageView? {
        guard contentConfiguration == nil else { return nil }
        if let storedImageView { return storedImageView }
        let view = ImageView()
        storedImageView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    /// The configuration for the cell's style, to fill in and set as
    /// ``CollectionViewCell/contentConfiguration``: ``ListContentConfiguration/subtitleCell()``
    /// for `.subtitle`, ``ListContentConfiguration/valueCell()`` for `.value1` and `.value2`,
    /// else ``ListContentConfiguration/cell()``.
    public override func defaultContentConfiguration() -> ListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// A content configuration replaces the standard labels and image view, as in UIKit: they
    /// leave the content view and are made anew if asked for once the configuration is gone.
    override func contentConfigurationDidChange() {
        if contentConfiguration != nil {
            for view in [storedTextLabel, storedDetailTextLabel, storedImageView] as [View?] {
                view?.removeFromSuperview()
            }
            storedTextLabel = nil
            storedDetailTextLabel = nil
            storedImageView = nil
        }
        super.contentConfigurationDidChange()
    }

    /// Makes a cell of `style`; a dequeue passes the identifier it was registered with.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        self.reuseIdentifier = reuseIdentifier
    }

    /// Makes a `.default` cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    // MARK: - Selection

    private var isSettingState = false

    /// Whether the row is selected. The table view sets it (through
    /// ``setSelected(_:animated:)``); setting it yourself does not select the row.
    open override var isSelected: Bool {
        didSet {
            if !isSettingState, isSelected != oldValue { setSelected(isSelected, animated: false) }
        }
    }

    /// Whether a touch is on the row. The table view sets it (through
    /// ``setHighlighted(_:animated:)``).
    open override var isHighlighted: Bool {
        didSet {
            if !isSettingState, isHighlighted != oldValue {
                setHighlighted(isHighlighted, animated: false)
            }
        }
    }

    /// Sets ``isSelected``; override it to restyle the cell (call super), as in UIKit.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSettingState = true
        isSelected = selected
        isSettingState = false
    }

    /// Sets ``isHighlighted``; override it to restyle the cell (call super), as in UIKit.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isSettingState = true
        isHighlighted = highlighted
        isSettingState = false
    }

    // MARK: - Editing (TableViewCell+Editing.swift)

    /// The editing and swipe state the cell shows.
    var editing = CellEditingState()
    /// The info button of a ``AccessoryType/detailButton`` or
    /// ``AccessoryType/detailDisclosureButton`` accessory, made when first shown
    /// (TableViewCell+Accessory.swift).
    var detailButton: Button?

    /// Whether the cell shows its editing controls. The table view sets it (through
    /// ``setEditing(_:animated:)``) when it enters or leaves editing mode.
    open var isEditing: Bool {
        get { editing.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    override var configurationIsEditing: Bool { isEditing }

    /// Shows or hides the editing controls (the delete or insert control at the leading edge,
    /// the reorder control at the trailing edge) and indents the content view; override it to
    /// restyle the cell (call super), as in UIKit. `animated` changes nothing.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard self.editing.isEditing != editing else { return }
        self.editing.isEditing = editing
        editingDidChange()
        setNeedsUpdateConfiguration()
    }

    // MARK: - Layout

    /// The standard margins (model values of an iPhone cell).
    static let horizontalMargin: CGFloat = 16
    static let verticalMargin: CGFloat = 11
    static let minimumHeight: CGFloat = 44

    /// Lays out the standard image and labels in ``contentView``. Subclasses that override it
    /// must call super.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutAccessory()
        layOutEditingControls()
        layOutStandardContent()
    }

    private var hasStandardContent: Bool {
        storedTextLabel != nil || storedDetailTextLabel != nil || storedImageView?.image != nil
    }

    private func labelSize(_ label: Label?, width: CGFloat) -> CGSize {
        guard let label, label.text != nil else {
            return .zero
        }
        let size = label.sizeThatFits(
            CGSize(width: max(0, width), height: .greatestFiniteMagnitude))
        return CGSize(width: min(size.width, max(0, width)), height: size.height)
    }

    /// Where the standard views go in a content view of `size`, and the height they ask for.
    private func standardLayout(in size: CGSize) -> (
        image: CGRect, text: CGRect, detail: CGRect, height: CGFloat
    ) {
        let margin = Self.horizontalMargin
        var x = margin
        var image = CGRect.zero
        if let imageSize = storedImageView?.image?.size {
            image = CGRect(origin: CGPoint(x: margin, y: 0), size: imageSize)
            x = image.maxX + margin
        }
        let available = max(0, size.width - x - margin)
        var text = CGRect.zero
        var detail = CGRect.zero
        var textHeight: CGFloat = 0
        switch cellStyle {
        case .default:
            let t = labelSize(storedTextLabel, width: available)
            text = CGRect(x: x, y: 0, width: available, height: t.height)
            textHeight = t.height
        case .subtitle:
            let t = labelSize(storedTextLabel, width: available)
            let d = labelSize(storedDetailTextLabel, width: available)
            text = CGRect(x: x, y: 0, width: available, height: t.height)
            detail = CGRect(x: x, y: t.height, width: available, height: d.height)
            textHeight = t.height + d.height
        case .value1:
            let d = labelSize(storedDetailTextLabel, width: available)
            let t = labelSize(storedTextLabel, width: max(0, available - d.width - 8))
            text = CGRect(x: x, y: 0, width: t.width, height: t.height)
            detail = CGRect(
                x: x + available - d.width, y: 0, width: d.width, height: d.height)
            textHeight = max(t.height, d.height)
        case .value2:
            let leading: CGFloat = min(available, 67)
            let t = labelSize(storedTextLabel, width: leading)
            let d = labelSize(storedDetailTextLabel, width: max(0, available - leading - 6))
            text = CGRect(x: x, y: 0, width: leading, height: t.height)
            detail = CGRect(
                x: x + leading + 6, y: 0, width: max(0, available - leading - 6), height: d.height)
            textHeight = max(t.height, d.height)
        }
        let contentHeight = max(textHeight, image.height)
        let height = max(Self.minimumHeight, contentHeight + 2 * Self.verticalMargin)
        // Centred vertically in the content view.
        func centred(_ rect: CGRect, _ blockHeight: CGFloat, _ offset: CGFloat) -> CGRect {
            var r = rect
            r.origin.y = ((size.height - blockHeight) / 2).rounded() + offset
            return r
        }
        image = centred(image, image.height, 0)
        if cellStyle == .subtitle {
            text = centred(text, textHeight, 0)
            detail = centred(detail, textHeight, text.height)
        } else {
            text = centred(text, text.height, 0)
            detail = centred(detail, detail.height, 0)
        }
        return (image, text, detail, height)
    }

    private func layOutStandardContent() {
        guard hasStandardContent else { return }
        let layout = standardLayout(in: contentView.bounds.size)
        if let storedImageView, storedImageView.frame != layout.image {
            storedImageView.frame = layout.image
        }
        if let storedTextLabel, storedTextLabel.frame != layout.text {
            storedTextLabel.frame = layout.text
        }
        if let storedDetailTextLabel, storedDetailTextLabel.frame != layout.detail {
            storedDetailTextLabel.frame = layout.detail
        }
    }

    /// The row height the cell asks for, at the row's width: the delegate's height if it gives
    /// one; with constraints in ``contentView``, what Auto Layout gives; with the standard
    /// views, their height plus the margins (at least 44 points); else the table view's.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        if let explicitRowHeight {
            let attributes = layoutAttributes.copy()
            attributes.size.height = explicitRowHeight
            return attributes
        }
        if contentView.engineItem == nil, hasStandardContent {
            let attributes = layoutAttributes.copy()
            let width = layoutAttributes.size.width - (bounds.width - contentView.bounds.width)
            attributes.size.height =
                standardLayout(in: CGSize(width: width, height: 0)).height
            return attributes
        }
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        if accessoryType != .none { properties.append("accessory=\(accessoryType)") }
        appendEditingProperties(to: &properties)
    }
}

/// A section header or footer of a ``TableView``, like `UITableViewHeaderFooterView`. The table
/// view shows one with ``textLabel`` for a section's title; register a subclass and return it
/// from the delegate's `viewForHeaderInSection` for your own.
@MainActor
open class TableViewHeaderFooterView: View {
    /// The identifier it was registered and dequeued with.
    public let reuseIdentifier: String?
    /// The view to add content to; it fills the view.
    public let contentView: View

    /// Made by ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``: it goes back to
    /// the table view's pool when its section leaves the screen.
    var isFromTablePool = false

    private var storedTextLabel: Label?

    /// The title label, made and added to ``contentView`` on first use; `nil` while a
    /// ``contentConfiguration`` is set.
    public var textLabel: Label? {
        guard contentConfiguration == nil else { return nil }
        if let storedTextLabel { return storedTextLabel }
        let label = Label()
        label.font = .systemFont(ofSize: 13)
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// How the view's background looks, as a value (UIKit:
    /// `UITableViewHeaderFooterView.backgroundConfiguration`), shown in a view behind
    /// ``contentView``; `nil` (the default) for none.
    public var backgroundConfiguration: BackgroundConfiguration? {
        didSet { backgroundConfigurationDidChange() }
    }

    /// The view showing ``backgroundConfiguration``.
    var configuredBackgroundView: BackgroundConfigurationView?

    /// Called with the view and its ``configurationState`` before the view first shows, when
    /// its traits change and after ``setNeedsUpdateConfiguration()`` (UIKit:
    /// `UITableViewHeaderFooterView.configurationUpdateHandler`). Set
    /// ``contentConfiguration`` and ``backgroundConfiguration`` there.
    public var configurationUpdateHandler:
        (@MainActor (TableViewHeaderFooterView, ViewConfigurationState) -> Void)?
    {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// An update of the configurations is pending (before the next layout of the view).
    var needsUpdateConfiguration = true

    /// Whether the table view shows it pinned (a plain table's floating header or footer,
    /// away from its place): its state's `isPinned`. A change asks for one update.
    var isPinnedInTable = false {
        didSet { if isPinnedInTable != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The view's state now (UIKit: `UITableViewHeaderFooterView.configurationState`): its
    /// traits, and whether it is pinned (a plain table view's header or footer while it
    /// floats away from its place in the content). Override it to add custom states (call
    /// super), and call ``setNeedsUpdateConfiguration()`` when they change.
    open var configurationState: ViewConfigurationState {
        var state = ViewConfigurationState(traitCollection: traitCollection)
        state.isPinned = isPinnedInTable
        return state
    }

    /// Updates the view's configurations for `state`: runs ``configurationUpdateHandler``.
    /// Override it to restyle the view for its state; call super to keep the handler.
    open func updateConfiguration(using state: ViewConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// Whether an update sets ``contentConfiguration`` to its `updated(for:)` copy before
    /// ``updateConfiguration(using:)`` runs (UIKit: `automaticallyUpdatesContentConfiguration`,
    /// `true` by default).
    public var automaticallyUpdatesContentConfiguration = true

    /// Whether an update sets ``backgroundConfiguration`` to its `updated(for:)` copy before
    /// ``updateConfiguration(using:)`` runs (UIKit:
    /// `automaticallyUpdatesBackgroundConfiguration`, `true` by default).
    public var automaticallyUpdatesBackgroundConfiguration = true

    /// What the view shows, as a value (UIKit:
    /// `UITableViewHeaderFooterView.contentConfiguration`): shown in the configuration's view,
    /// pinned to ``contentView``'s edges; it replaces ``textLabel``.
    public var contentConfiguration: (any ContentConfiguration)? {
        didSet {
            if contentConfiguration != nil {
                storedTextLabel?.removeFromSuperview()
                storedTextLabel = nil
            }
            showContentConfiguration(
                contentConfiguration, in: contentView, current: &configuredContentView)
        }
    }

    /// The view showing ``contentConfiguration``.
    private var configuredContentView: (View & ContentView)?

    /// A header's configuration with no content: ``ListContentConfiguration/header()``.
    public func defaultContentConfiguration() -> ListContentConfiguration { .header() }

    /// Makes a header or footer view; a dequeue passes the identifier it was registered with.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Makes a header or footer view with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// What a table view's dequeue calls to make a view of a registered class:
    /// ``init(reuseIdentifier:)``, the subclass's own when it overrides it. A subclass never
    /// writes it.
    public required convenience init(dequeuedWithReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    /// Resets state before the view is handed out again by a dequeue. Call super.
    open func prepareForReuse() {}

    override func traitsDidChange(from previous: TraitCollection) {
        super.traitsDidChange(from: previous)
        // The state carries the traits.
        setNeedsUpdateConfiguration()
    }

    /// Runs a pending configuration update, then lays out the background and the title label
    /// (16 points from the leading edge, at the bottom with 6 points below). Subclasses that
    /// override it must call super.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        if configuredBackgroundView != nil { layOutBackgroundConfiguration() }
        guard let storedTextLabel else { return }
        let width = max(0, contentView.bounds.width - 32)
        let height = storedTextLabel.sizeThatFits(
            CGSize(width: width, height: .greatestFiniteMagnitude)
        ).height
        let frame = CGRect(
            x: 16, y: max(0, contentView.bounds.height - height - 6), width: width, height: height)
        if storedTextLabel.frame != frame { storedTextLabel.frame = frame }
    }
}
