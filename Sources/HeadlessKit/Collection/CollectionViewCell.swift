import Foundation

/// A view a ``CollectionView`` recycles: supplementary views (headers, footers) directly, cells
/// through ``CollectionViewCell``. Like `UICollectionReusableView`.
///
/// Register a subclass by type; the collection view makes instances with ``init(frame:)``
/// (through ``init(dequeuedWithFrame:)``), so a subclass overrides `init(frame:)` as in UIKit.
@MainActor
open class CollectionReusableView: View {
    /// The identifier it was registered and dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// The collection view that made it (for the check that cells come from a dequeue). An
    /// identity only, never dereferenced: a cell may outlive its collection view.
    var ownerID: ObjectIdentifier?
    /// Dequeued and not yet placed: what a data source must hand back.
    var isAwaitingPlacement = false
    /// Where it is shown while it is live; `nil` in the reuse pool.
    var liveIndexPath: IndexPath?
    /// The tiling pass that last saw it (live cells not seen in a pass leave).
    var tileGeneration = 0
    /// Displayed (placed for an item, or reconfigured) since a self-sizing layout last asked
    /// it for its preferred attributes: the next layout pass asks it.
    var awaitsPreferredAttributes = false
    /// Came on screen since a self-sizing layout last asked it: it is no anchor for the
    /// content offset while the cells are sized.
    var cameOnScreen = false
    /// The supplementary kind it shows while live (`nil` for cells).
    var liveKind: String?
    /// Kind and identifier of a supplementary view's pool.
    var poolKey = ""
    /// Made by the collection view for a decoration item (its dump comes first in its section).
    var isDecoration = false

    /// Makes a view with the given frame (the collection view passes `.zero`, then applies the
    /// layout's frame). Override it as in UIKit (`override init(frame:)`) to build your
    /// subviews.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// What a collection view's dequeue calls to make a view of a registered class:
    /// ``init(frame:)``, the subclass's own when it overrides it. A subclass never writes it:
    /// it inherits it with `init(frame:)`, whether it overrides that or declares no
    /// initializer (Swift makes a registered class through one `required` initializer, and
    /// this one, unlike `init(frame:)`, asks nothing of a subclass that overrides
    /// `init(frame:)`).
    public required convenience init(dequeuedWithFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Resets state before the view is handed out again. Called on a recycled view just before
    /// the dequeue returns it, never on a new one (UIKit F11). Override it to clear content;
    /// call super.
    open func prepareForReuse() {}

    /// Applies the layout's attributes: frame, alpha, hidden. Override it for attributes of
    /// your own; call super.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        if frame != layoutAttributes.frame { frame = layoutAttributes.frame }
        if alpha != layoutAttributes.alpha { alpha = layoutAttributes.alpha }
        if isHidden != layoutAttributes.isHidden { isHidden = layoutAttributes.isHidden }
        if layoutAttributes.representedElementCategory == .supplementaryView {
            setPinned(layoutAttributes.isPinned)
        }
        // Most cells have no transform either side: two flag tests.
        if isTransformed || layoutAttributes.hasTransform,
            transform != layoutAttributes.transform
        {
            transform = layoutAttributes.transform
        }
    }

    /// Notes whether the view, a header or footer, is pinned now (see
    /// ``CollectionViewLayoutAttributes``); views with a configuration state report it.
    func setPinned(_ pinned: Bool) {}

    /// The attributes the view would like, given the layout's (UIKit's
    /// `UICollectionReusableView.preferredLayoutAttributesFitting(_:)`). A self-sizing layout
    /// (``CollectionViewFlowLayout/estimatedItemSize`` not zero) asks a cell each time it is
    /// displayed, once it is configured for its item (it came on screen, or was reconfigured),
    /// keeps the latest answer, and moves the items after it when the size differs.
    ///
    /// The default returns a copy of `layoutAttributes` whose size is what Auto Layout gives:
    /// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// of the view (a cell's ``CollectionViewCell/contentView``) towards the layout's size, both
    /// dimensions at `fittingSizeLevel`, as UIKit's flow layout does: it fixes neither, so a
    /// cell that must be as wide as the collection view says so with a width constraint, or by
    /// overriding this method and fixing the width at `.required`. In a ``ListLayout`` the
    /// width is the row's, fixed at `.required`, and only the height is fitted (a
    /// `UITableView`'s self-sizing rows). Multi-line labels wrap at the
    /// width found (a second measurement, as UIKit's two-pass label layout). A view whose
    /// content has no constraints keeps the layout's size.
    ///
    /// Override it to adjust the attributes; call super first to keep the fitted size.
    ///
    /// - Complexity: two or three solver measurements of the view's constraints.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        let attributes = layoutAttributes.copy()
        let target = layoutAttributes.size
        let view = sizingView
        guard target.isFiniteSize, view.engineItem != nil else { return attributes }
        if fittingFixesWidth {
            attributes.size = view.systemLayoutSizeFitting(
                CGSize(width: target.width - (bounds.width - view.bounds.width), height: 0),
                withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            attributes.size.width = target.width
            return attributes
        }
        var size = view.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
        if size.isFiniteSize, size.width > 0, size.width != view.bounds.width {
            // Labels wrap at the width they were laid out at: lay out at the width found, then
            // measure again.
            let saved = frame
            frame.size.width = size.width + (bounds.width - view.bounds.width)
            layoutIfNeeded()
            size = view.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: .fittingSizeLevel,
                verticalFittingPriority: .fittingSizeLevel)
            frame = saved
        }
        attributes.size = size
        return attributes
    }

    /// Set by the collection view while it asks for the preferred attributes: the layout fixes
    /// the width (a list's rows), so only the height is fitted.
    var fittingFixesWidth = false

    /// The view whose constraints give the preferred size: the view itself, a cell's content
    /// view.
    var sizingView: View { self }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        if let liveIndexPath { properties.append("indexPath=\(liveIndexPath.shortDescription)") }
    }
}

/// A cell of a ``CollectionView``, like `UICollectionViewCell`: put your subviews in
/// ``contentView``.
///
///     final class RowCell: CollectionViewCell {
///         let title = Label()
///         override init(frame: CGRect) {
///             super.init(frame: frame)
///             contentView.addSubview(title)
///         }
///         required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
///         override func prepareForReuse() {
///             super.prepareForReuse()
///             title.text = ""
///         }
///     }
///     collectionView.register(RowCell.self, forCellWithReuseIdentifier: "row")
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The view to add content to; it fills the cell and resizes with it.
    public let contentView: View

    /// Whether the item is selected. The collection view sets it; setting it yourself does
    /// not select the item (UIKit F14). Override with `didSet` to restyle.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether a touch is on the cell (after the content-touch delay). The collection view sets
    /// it.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// How the cell's background looks, as a value (UIKit:
    /// `UICollectionViewCell.backgroundConfiguration`), shown in a view behind
    /// ``contentView``; `nil` (the default) for none.
    public var backgroundConfiguration: BackgroundConfiguration? {
        didSet { backgroundConfigurationDidChange() }
    }

    /// The view showing ``backgroundConfiguration``.
    var configuredBackgroundView: BackgroundConfigurationView?

    /// Called with the cell and its ``configurationState`` whenever the state changes
    /// (selected, highlighted, editing), before the cell first shows, and after
    /// ``setNeedsUpdateConfiguration()`` (UIKit: `configurationUpdateHandler`). Set
    /// ``contentConfiguration`` and ``backgroundConfiguration`` there.
    public var configurationUpdateHandler:
        (@MainActor (CollectionViewCell, CellConfigurationState) -> Void)?
    {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// An update of the configurations is pending (before the next layout of the cell).
    var needsUpdateConfiguration = true

    /// Updates the cell's configurations for `state`: runs ``configurationUpdateHandler``.
    /// Override it to restyle the cell for its state; call super to keep the handler.
    open func updateConfiguration(using state: CellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// The cell's state now (UIKit: `UICollectionViewCell.configurationState`): its traits,
    /// whether it is selected or highlighted, whether its collection view (or, for a table
    /// view cell, the cell) is editing, whether its item is an expanded parent of an outline
    /// (a section snapshot applied to a diffable data source), whether it shows swipe actions,
    /// and whether it is being moved (interactive movement, or a table row's reorder control).
    /// The collection view sets these; each change asks for one update before the next layout
    /// pass, and a dequeued cell starts with none of its last item's. Override it to add
    /// custom states (call super), and call ``setNeedsUpdateConfiguration()`` when they
    /// change.
    open var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = configurationIsEditing
        state.isExpanded = viewStates.isExpanded
        state.isSwiped = viewStates.isSwiped
        state.isReordering = viewStates.isReordering
        state.isPinned = viewStates.isPinned
        return state
    }

    /// The states the collection view or table view sets (see ``configurationState``).
    var viewStates = CellViewStates() {
        didSet { if viewStates != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// A cell shown as a header or footer (a list's supplementary header, say) reports
    /// whether it is pinned in its state.
    override func setPinned(_ pinned: Bool) {
        if viewStates.isPinned != pinned { viewStates.isPinned = pinned }
    }

    /// Clears what a cell showed for its last item before a dequeue hands it out again:
    /// selection, highlighting and the view states (then `prepareForReuse()` runs).
    func clearStatesForReuse() {
        isSelected = false
        isHighlighted = false
        viewStates = CellViewStates()
    }

    /// Whether an update for a new state sets ``contentConfiguration`` to its
    /// `updated(for:)` copy before ``updateConfiguration(using:)`` runs (UIKit:
    /// `automaticallyUpdatesContentConfiguration`, `true` by default). Set it to `false` when
    /// you make the configuration for each state yourself.
    public var automaticallyUpdatesContentConfiguration = true

    /// Whether an update for a new state sets ``backgroundConfiguration`` to its
    /// `updated(for:)` copy (a list style turns gray while selected or highlighted) before
    /// ``updateConfiguration(using:)`` runs (UIKit: `automaticallyUpdatesBackgroundConfiguration`,
    /// `true` by default).
    public var automaticallyUpdatesBackgroundConfiguration = true

    /// Whether the cell's state counts as editing: its collection view's
    /// ``CollectionView/isEditing`` (set as it is dequeued and when editing changes, so it holds
    /// in an orthogonal section's scroll view too).
    var configurationIsEditing: Bool { viewStates.isEditing }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        if configuredBackgroundView != nil { layOutBackgroundConfiguration() }
    }

    /// What the cell shows, as a value (UIKit: `UICollectionViewCell.contentConfiguration`).
    /// Setting one shows it in a view the configuration makes (a ``ListContentView`` for a
    /// ``ListContentConfiguration``), pinned to ``contentView``'s edges with constraints, so a
    /// self-sizing layout fits the cell to it; setting another of the same type updates that
    /// view; `nil` removes it. Subviews you add to ``contentView`` yourself stay.
    public var contentConfiguration: (any ContentConfiguration)? {
        didSet { contentConfigurationDidChange() }
    }

    /// The view showing ``contentConfiguration``.
    var configuredContentView: (View & ContentView)?

    /// Shows ``contentConfiguration``. A table view cell also drops its legacy labels.
    func contentConfigurationDidChange() {
        showContentConfiguration(
            contentConfiguration, in: contentView, current: &configuredContentView)
    }

    /// A list cell's configuration with no content, to fill in and set as
    /// ``contentConfiguration`` (UIKit has it on `UICollectionViewListCell` and
    /// `UITableViewCell`): ``ListContentConfiguration/cell()``.
    public func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// Makes a cell and its content view.
    public override init(frame: CGRect) {
        contentView = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    override var sizingView: View { contentView }

    override func traitsDidChange(from previous: TraitCollection) {
        super.traitsDidChange(from: previous)
        // The state carries the traits (UIKit updates configurations on a trait change).
        setNeedsUpdateConfiguration()
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        if isSelected { properties.append("selected") }
        if isHighlighted { properties.append("highlighted") }
    }
}
