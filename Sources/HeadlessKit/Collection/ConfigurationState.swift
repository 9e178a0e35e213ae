import Foundation

/// The state a configuration is updated for (UIKit: `UIConfigurationState`): the view's traits
/// and any custom states you add under your own keys.
///
///     extension ConfigurationStateCustomKey {
///         static let isArchived = ConfigurationStateCustomKey("com.example.isArchived")
///     }
///     extension CellConfigurationState {
///         var isArchived: Bool {
///             get { self[.isArchived] as? Bool ?? false }
///             set { self[.isArchived] = newValue }
///         }
///     }
public protocol ConfigurationState {
    /// The traits of the view whose state this is.
    var traitCollection: TraitCollection { get set }
    /// The custom state stored under `key`; `nil` when there is none. Setting `nil` removes it.
    subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a custom state in a ``ConfigurationState`` (UIKit:
/// `UIConfigurationStateCustomKey`). Use a reverse-DNS string so that keys of different
/// modules do not collide.
public struct ConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable,
    CustomStringConvertible
{
    /// The key's string.
    public let rawValue: String

    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }
}

/// The custom states of a configuration state, by key: what the states share.
struct CustomStates: Hashable {
    private var values: [ConfigurationStateCustomKey: AnyHashable] = [:]

    subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { values[key] }
        set { values[key] = newValue }
    }

    /// `name(…)` with the names of the flags that are set, `extra`, then the custom states in
    /// key order (a description that does not depend on hashing).
    func describe(_ name: String, flags: [(Bool, String)], extra: [String] = []) -> String {
        let set = flags.filter(\.0).map(\.1)
        let custom = values.keys.sorted { $0.rawValue < $1.rawValue }.map {
            "\($0.rawValue)=\(values[$0]!)"
        }
        return "\(name)(\((set + extra + custom).joined(separator: ", ")))"
    }
}

/// The state of a view that uses configurations (UIKit: `UIViewConfigurationState`), such as
/// a table view's header or footer view.
public struct ViewConfigurationState: ConfigurationState, Hashable, CustomStringConvertible {
    /// The view's traits.
    public var traitCollection: TraitCollection
    /// The view is disabled.
    public var isDisabled = false
    /// A touch is on the view.
    public var isHighlighted = false
    /// The view is selected.
    public var isSelected = false
    /// The view has the focus (HeadlessKit has no focus engine: `false` unless you set it).
    public var isFocused = false
    /// The view is a header or footer pinned to the visible bounds now (UIKit:
    /// `UIViewConfigurationState.isPinned`): a plain table view's section header or footer
    /// while it floats away from its place, a header of a list or compositional section that
    /// pins while it sticks to the edge. `false` where it rests at its own place.
    public var isPinned = false
    var custom = CustomStates()

    /// A state with the given traits and every flag off.
    public init(traitCollection: TraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }

    public var description: String {
        custom.describe(
            "ViewConfigurationState",
            flags: [
                (isDisabled, "disabled"), (isHighlighted, "highlighted"),
                (isSelected, "selected"), (isFocused, "focused"), (isPinned, "pinned"),
            ])
    }
}

/// The state a cell shows (UIKit: `UICellConfigurationState`): handed to
/// ``CollectionViewCell/updateConfiguration(using:)``,
/// ``CollectionViewCell/configurationUpdateHandler`` and the configurations' `updated(for:)`.
/// Override ``CollectionViewCell/configurationState`` to add custom states (see
/// ``ConfigurationState``).
public struct CellConfigurationState: ConfigurationState, Hashable, CustomStringConvertible {
    /// Whether a drag session is lifting or dragging the cell (UIKit:
    /// `UICellConfigurationDragState`).
    public enum DragState: Hashable, Sendable {
        /// Not dragged.
        case none
        /// Lifting at the start of a drag.
        case lifting
        /// Being dragged.
        case dragging
    }

    /// Whether a drop would land on the cell (UIKit: `UICellConfigurationDropState`).
    public enum DropState: Hashable, Sendable {
        /// No drop in progress.
        case none
        /// A drop is in progress, not onto this cell.
        case notTargeted
        /// A drop would land on this cell.
        case targeted
    }

    /// The cell's traits.
    public var traitCollection: TraitCollection
    /// The cell is disabled.
    public var isDisabled = false
    /// A touch is on the cell.
    public var isHighlighted = false
    /// The item is selected.
    public var isSelected = false
    /// The cell has the focus (HeadlessKit has no focus engine: `false` unless you set it).
    public var isFocused = false
    /// The cell, shown as a header or footer, is pinned to the visible bounds now (UIKit:
    /// `UICellConfigurationState.isPinned`, a state of header and footer views): see
    /// ``ViewConfigurationState/isPinned``. Always `false` for a cell shown as an item.
    public var isPinned = false
    /// The collection view (or, for a table view cell, the cell) is editing.
    public var isEditing = false
    /// The cell's outline item is expanded (a section snapshot's parent item).
    public var isExpanded = false
    /// The cell shows swipe actions.
    public var isSwiped = false
    /// The cell is being moved interactively.
    public var isReordering = false
    /// The cell's part in a drag session (UIKit: `cellDragState`). HeadlessKit has no drag
    /// and drop sessions (`UICollectionViewDragDelegate`, `UITableViewDragDelegate`), so the
    /// views leave it `.none`; an item moved interactively
    /// (``CollectionView/beginInteractiveMovementForItem(at:)``) or by a table row's reorder
    /// control is not in a drag session and reports ``isReordering`` instead, as in UIKit.
    public var cellDragState = DragState.none
    /// The cell's part in a drop (UIKit: `cellDropState`): `.none`, as for ``cellDragState``.
    public var cellDropState = DropState.none
    var custom = CustomStates()

    /// A state with the given traits and every flag off.
    public init(traitCollection: TraitCollection) { self.traitCollection = traitCollection }

    /// A state with unspecified traits and every flag off.
    public init() { self.init(traitCollection: TraitCollection()) }

    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }

    public var description: String {
        var extra: [String] = []
        if cellDragState != .none { extra.append("drag=\(cellDragState)") }
        if cellDropState != .none { extra.append("drop=\(cellDropState)") }
        return custom.describe(
            "CellConfigurationState",
            flags: [
                (isDisabled, "disabled"), (isHighlighted, "highlighted"),
                (isSelected, "selected"), (isFocused, "focused"), (isPinned, "pinned"),
                (isEditing, "editing"), (isExpanded, "expanded"), (isSwiped, "swiped"),
                (isReordering, "reordering"),
            ], extra: extra)
    }
}

/// The states a cell's collection view or table view sets on it besides selection and
/// highlighting (UIKit's `UICellConfigurationState` flags): what ``CollectionViewCell``'s
/// ``CollectionViewCell/configurationState`` reports. A change asks for one configuration
/// update; a dequeue clears them (a reused cell keeps none of its last item's).
struct CellViewStates: Equatable {
    /// The collection view is editing (a table view cell reads its own editing instead).
    var isEditing = false
    /// The item is an expanded parent in its section snapshot.
    var isExpanded = false
    /// The cell shows swipe actions (its content is slid).
    var isSwiped = false
    /// The item is moving interactively (or, in a table view, by its reorder control).
    var isReordering = false
    /// The cell is a header or footer pinned to the visible bounds.
    var isPinned = false
}

/// A view that shows content and background configurations and updates them for its state:
/// a collection view cell (and so a table view cell) with a ``CellConfigurationState``, a
/// table view's header or footer view with a ``ViewConfigurationState``. One update
/// machinery for both (UIKit: `setNeedsUpdateConfiguration()`, `updateConfiguration(using:)`,
/// `automaticallyUpdatesContentConfiguration`, `automaticallyUpdatesBackgroundConfiguration`).
@MainActor
protocol ConfigurationUpdating: View {
    associatedtype State: ConfigurationState
    var configurationState: State { get }
    func updateConfiguration(using state: State)
    var contentConfiguration: (any ContentConfiguration)? { get set }
    var backgroundConfiguration: BackgroundConfiguration? { get set }
    var automaticallyUpdatesContentConfiguration: Bool { get }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
    /// An update of the configurations is pending (before the next layout of the view).
    var needsUpdateConfiguration: Bool { get set }
    /// The view showing ``backgroundConfiguration``.
    var configuredBackgroundView: BackgroundConfigurationView? { get set }
}

extension ConfigurationUpdating {
    /// Asks for an update before the next layout pass: requests made before it are one
    /// update (UIKit coalesces them the same way).
    func requestConfigurationUpdate() {
        needsUpdateConfiguration = true
        setNeedsLayout()
    }

    /// Runs a pending update now: the configurations updated for the state (when the view
    /// updates them automatically), then `updateConfiguration(using:)`. An update that asks
    /// for another (its state changed meanwhile) runs in the next layout pass.
    func updateConfigurationIfNeeded() {
        guard needsUpdateConfiguration else { return }
        needsUpdateConfiguration = false
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            let updated = content.updated(for: state)
            if !isSameConfiguration(updated, content) { contentConfiguration = updated }
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            let updated = background.updated(for: state)
            if updated != background { backgroundConfiguration = updated }
        }
        updateConfiguration(using: state)
    }

    /// Places the background view: the bounds, inset by the configuration's insets (a
    /// non-finite inset counts as 0).
    func layOutBackgroundConfiguration() {
        guard let view = configuredBackgroundView, let configuration = backgroundConfiguration
        else { return }
        let insets = configuration.backgroundInsets
        let safe = { (v: CGFloat) in v.isFinite ? v : 0 }
        let frame = CGRect(
            x: safe(insets.leading), y: safe(insets.top),
            width: max(0, bounds.width - safe(insets.leading) - safe(insets.trailing)),
            height: max(0, bounds.height - safe(insets.top) - safe(insets.bottom)))
        if view.frame != frame { view.frame = frame }
    }

    /// Shows ``backgroundConfiguration`` in the view behind the content view.
    func backgroundConfigurationDidChange() {
        guard let configuration = backgroundConfiguration else {
            configuredBackgroundView?.removeFromSuperview()
            configuredBackgroundView = nil
            return
        }
        let view = configuredBackgroundView ?? BackgroundConfigurationView()
        if configuredBackgroundView == nil {
            configuredBackgroundView = view
            insertSubview(view, at: 0)
        }
        layOutBackgroundConfiguration()
        view.configuration = configuration
    }
}

extension CollectionViewCell: ConfigurationUpdating {
    /// Asks for ``updateConfiguration(using:)`` before the next layout pass (UIKit:
    /// `setNeedsUpdateConfiguration()`); requests before that pass are one update.
    public func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }
}

extension TableViewHeaderFooterView: ConfigurationUpdating {
    /// Asks for ``updateConfiguration(using:)`` before the next layout pass (UIKit:
    /// `UITableViewHeaderFooterView.setNeedsUpdateConfiguration()`); requests before that
    /// pass are one update.
    public func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }
}
