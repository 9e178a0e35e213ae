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
    /// The view is pinned (a floating header or footer).
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
    /// The cell is pinned.
    public var isPinned = false
    /// The collection view (or, for a table view cell, the cell) is editing.
    public var isEditing = false
    /// The cell's outline item is expanded (a section snapshot's parent item).
    public var isExpanded = false
    /// The cell shows swipe actions.
    public var isSwiped = false
    /// The cell is being moved interactively.
    public var isReordering = false
    /// The cell's part in a drag.
    public var cellDragState = DragState.none
    /// The cell's part in a drop.
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
