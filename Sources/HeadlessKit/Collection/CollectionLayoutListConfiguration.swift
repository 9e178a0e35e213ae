import Foundation

/// How a list section looks and what it shows besides its rows, like UIKit's
/// `UICollectionLayoutListConfiguration`. Make a section from it with
/// ``NSCollectionLayoutSection/list(using:layoutEnvironment:)`` or a whole layout with
/// ``CollectionViewCompositionalLayout/list(using:)``.
///
///     var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
///     configuration.headerMode = .supplementary
///     let layout = CollectionViewCompositionalLayout.list(using: configuration)
///
///     width 390, .insetGrouped:
///         35 pt of section spacing (above the header)
///         [20 | header 350 × 38            | 20]
///         [20 | row 350 × 44 (self-sizing) | 20]
///         [20 | row                        | 20]
///
/// Rows are as wide as the section (less the appearance's ``rowInset(for:)``), at an estimated
/// height of ``estimatedRowHeight``, and size themselves through the compositional layout's
/// self-sizing path (the width fixed, the height fitted). The figures below are HeadlessKit's
/// model of iOS 17 on an iPhone, not measured values:
///
/// | appearance      | rows inset (each side) | space above a section | header, footer | background |
/// | --------------- | ---------------------- | --------------------- | -------------- | ---------- |
/// | `.plain`        | 0                      | 0                     | 28             | `systemBackground` |
/// | `.grouped`      | 0                      | 35                    | 38             | `systemGroupedBackground` |
/// | `.insetGrouped` | 20                     | 35                    | 38             | `systemGroupedBackground` |
/// | `.sidebar`      | 10                     | 10                    | 38             | `systemGroupedBackground` |
/// | `.sidebarPlain` | 0                      | 0                     | 28             | `systemBackground` |
///
/// Headers and footers do not size themselves (HeadlessKit sizes cells, not supplementary
/// views): they take the heights above. In `.plain` and `.sidebarPlain` lists supplementary
/// headers and footers pin to the visible bounds, above the rows, as UIKit's do by default
/// (`HeaderMode.supplementary`); their views' configuration states report `isPinned` while
/// they stick to the edge. Separators are stored, not drawn.
public struct CollectionLayoutListConfiguration {
    /// The overall look of a list, like `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Hashable, Sendable {
        /// Rows edge to edge, one after another (a plain table).
        case plain
        /// Sections apart, rows edge to edge (a grouped table).
        case grouped
        /// Sections apart, rows inset from the edges in rounded groups (Settings).
        case insetGrouped
        /// A sidebar: rows inset a little, sections apart.
        case sidebar
        /// A sidebar without the grouped background.
        case sidebarPlain
    }

    /// What a section shows as its header, like `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Hashable, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind ``CollectionView/elementKindSectionHeader`` above the
        /// section's rows, at index path `[section, 0]`.
        case supplementary
        /// The section's first item is its header: a list cell there gets a header's
        /// ``CollectionViewCell/defaultContentConfiguration()``.
        case firstItemInSection
    }

    /// What a section shows as its footer, like `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Hashable, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind ``CollectionView/elementKindSectionFooter`` below the
        /// section's rows, at index path `[section, 0]`.
        case supplementary
    }

    /// Gives the separator configuration of the item at an index path (stored, not called:
    /// separators are not drawn).
    public typealias ItemSeparatorHandler =
        (IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration

    /// Gives the swipe actions of the item at an index path, like
    /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`; `nil` or an
    /// empty configuration: the row does not swipe that way.
    public typealias SwipeActionsConfigurationProvider =
        @MainActor (IndexPath) -> SwipeActionsConfiguration?

    /// The overall look, fixed when the configuration is made.
    public let appearance: Appearance
    /// Whether rows show separators (stored). `true` by default except for the sidebars.
    public var showsSeparators: Bool
    /// How separators look (stored).
    public var separatorConfiguration: ListSeparatorConfiguration
    /// Changes the separators item by item (stored). `nil` by default.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The collection view's background; `nil` (the default) gives the appearance's:
    /// `systemBackground` for `.plain` and `.sidebarPlain`, `systemGroupedBackground` for
    /// the others. A layout made by ``CollectionViewCompositionalLayout/list(using:)`` sets it
    /// on the collection view it is given to.
    public var backgroundColor: Color?
    /// What each section shows as its header. `.none` by default.
    public var headerMode: HeaderMode = .none
    /// What each section shows as its footer. `.none` by default.
    public var footerMode: FooterMode = .none
    /// Extra space above each supplementary header; `nil` (the default) gives the
    /// appearance's section spacing (see the type's table). NaN and negative values are shown
    /// as 0, values past ``maximumHeaderTopPadding`` as that.
    public var headerTopPadding: CGFloat?

    /// The actions a list cell of the section shows when swiped rightward (from the leading
    /// edge), asked once per swipe with the item's index path. `nil` by default: no leading
    /// actions. The swipe follows the table view's rules (``ContextualAction``, shared with
    /// ``TableView``): half the buttons' width keeps the row open, a full swipe runs the first
    /// action, one row is open at a time, and scrolling, a touch elsewhere or a reload closes
    /// it.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions a list cell of the section shows when swiped leftward (from the trailing
    /// edge), or when its ``CellAccessory/delete(displayed:options:actionHandler:)`` accessory
    /// without an action handler is tapped. `nil` by default: no trailing actions. Same rules
    /// as ``leadingSwipeActionsConfigurationProvider``.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// The most ``headerTopPadding`` shows: 10,000 points, more than any screen.
    public static let maximumHeaderTopPadding: CGFloat = 10_000

    /// Makes a configuration of `appearance` with UIKit's defaults.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
        separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
    }

    // MARK: - Model values

    /// The estimated height of a row before its cell sizes it: 44 points.
    public static let estimatedRowHeight: CGFloat = 44

    /// How far rows (and headers and footers) are inset from each side of the section (a
    /// model value): 20 points for `.insetGrouped`, 10 for `.sidebar`, 0 otherwise.
    public static func rowInset(for appearance: Appearance) -> CGFloat {
        switch appearance {
        case .insetGrouped: 20
        case .sidebar: 10
        case .plain, .grouped, .sidebarPlain: 0
        }
    }

    /// The stacking order of a plain list's pinned headers and footers: above the rows, as
    /// a plain table view's (a model value, the same as the table's).
    static let pinnedZIndex = 10

    /// The corner radius of an inset-grouped section's card, in lists and in inset-grouped
    /// table views alike (a model value: 10 points, the radius of iOS 13's inset-grouped
    /// sections).
    static let insetGroupedCornerRadius: CGFloat = 10

    /// The space above each section (a model value): 35 points for `.grouped` and
    /// `.insetGrouped`, 10 for `.sidebar`, 0 otherwise. Above a supplementary header it is
    /// the default of ``headerTopPadding``.
    public static func sectionSpacing(for appearance: Appearance) -> CGFloat {
        switch appearance {
        case .grouped, .insetGrouped: 35
        case .sidebar: 10
        case .plain, .sidebarPlain: 0
        }
    }

    /// The height of a supplementary header or footer (a model value): 28 points for `.plain`
    /// and `.sidebarPlain`, 38 otherwise.
    public static func supplementaryHeight(for appearance: Appearance) -> CGFloat {
        switch appearance {
        case .plain, .sidebarPlain: 28
        case .grouped, .insetGrouped, .sidebar: 38
        }
    }

    /// The background the appearance gives the collection view.
    var resolvedBackgroundColor: Color {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }

    /// ``headerTopPadding`` or the appearance's spacing, clamped.
    var resolvedHeaderTopPadding: CGFloat {
        guard let headerTopPadding else {
            return CollectionLayoutListConfiguration.sectionSpacing(for: appearance)
        }
        return headerTopPadding >= 0
            ? min(headerTopPadding, CollectionLayoutListConfiguration.maximumHeaderTopPadding) : 0
    }
}

/// How a list's separators look, like `UIListSeparatorConfiguration`. Stored: HeadlessKit does
/// not draw separators.
public struct ListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows, like `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Hashable, Sendable {
        /// The list decides.
        case automatic
        /// Shown.
        case visible
        /// Hidden.
        case hidden
    }

    /// Whether the separator above the row shows. `.automatic` by default.
    public var topSeparatorVisibility: Visibility = .automatic
    /// Whether the separator below the row shows. `.automatic` by default.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The insets of the separator above the row. Zero by default.
    public var topSeparatorInsets: DirectionalEdgeInsets = .zero
    /// The insets of the separator below the row. Zero by default.
    public var bottomSeparatorInsets: DirectionalEdgeInsets = .zero
    /// The separators' color. `separator` by default.
    public var color: Color = .separator
    /// The separators' color between selected rows of a multiple selection. `nil` by default.
    public var multipleSelectionColor: Color?

    /// Makes the default separator configuration of a list of `listAppearance`.
    public init(listAppearance: CollectionLayoutListConfiguration.Appearance) {}
}

extension NSCollectionLayoutSection {
    /// A list section: one full-width row per item, laid out as `configuration` says in the
    /// container `layoutEnvironment` gives (UIKit's
    /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`). See
    /// ``CollectionLayoutListConfiguration`` for the figures.
    ///
    /// The section is an ordinary compositional section (an item of `fractionalWidth(1)` ×
    /// `estimated(44)` in a group of the same size, with content insets and boundary items),
    /// so a section provider may change it before returning it.
    public static func list(
        using configuration: CollectionLayoutListConfiguration,
        layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .estimated(CollectionLayoutListConfiguration.estimatedRowHeight))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let appearance = configuration.appearance
        let inset = CollectionLayoutListConfiguration.rowInset(for: appearance)
        let supplementaryHeight = CollectionLayoutListConfiguration.supplementaryHeight(
            for: appearance)
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        var top: CGFloat = 0
        // Plain lists pin their supplementary headers and footers (UIKit:
        // UICollectionLayoutListConfiguration.HeaderMode.supplementary), above the rows.
        let pins = appearance == .plain || appearance == .sidebarPlain
        if configuration.headerMode == .supplementary {
            // The padding is part of the header's item and taken off by its content insets,
            // so it lies above the header.
            let padding = configuration.resolvedHeaderTopPadding
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1),
                    heightDimension: .absolute(padding + supplementaryHeight)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            header.contentInsets = NSDirectionalEdgeInsets(top: padding)
            if pins {
                header.pinToVisibleBounds = true
                header.zIndex = CollectionLayoutListConfiguration.pinnedZIndex
            }
            boundary.append(header)
        } else {
            top = CollectionLayoutListConfiguration.sectionSpacing(for: appearance)
        }
        if configuration.footerMode == .supplementary {
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1),
                    heightDimension: .absolute(supplementaryHeight)),
                elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom)
            if pins {
                footer.pinToVisibleBounds = true
                footer.zIndex = CollectionLayoutListConfiguration.pinnedZIndex
            }
            boundary.append(footer)
        }
        section.contentInsets = NSDirectionalEdgeInsets(
            top: top, leading: inset, bottom: 0, trailing: inset)
        section.boundarySupplementaryItems = boundary
        section.listConfiguration = configuration
        return section
    }
}

extension CollectionViewCompositionalLayout {
    /// A layout whose every section is a list section of `configuration` (UIKit's
    /// `UICollectionViewCompositionalLayout.list(using:)`). Given to a collection view, it
    /// sets the view's background to the configuration's.
    public static func list(using configuration: CollectionLayoutListConfiguration)
        -> CollectionViewCompositionalLayout
    {
        ListCompositionalLayout(configuration: configuration)
    }
}

/// The layout ``CollectionViewCompositionalLayout/list(using:)`` makes: a provider of list
/// sections that sets its collection view's background.
final class ListCompositionalLayout: CollectionViewCompositionalLayout {
    let listConfiguration: CollectionLayoutListConfiguration

    init(configuration: CollectionLayoutListConfiguration) {
        listConfiguration = configuration
        super.init(
            sectionProvider: { _, environment in
                NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            }, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    override func attach(to host: (any CollectionLayoutHost)?) {
        super.attach(to: host)
        (host as? CollectionView)?.backgroundColor = listConfiguration.resolvedBackgroundColor
    }
}
