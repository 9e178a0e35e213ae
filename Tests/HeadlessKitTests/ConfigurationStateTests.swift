// Configuration states as UIKit has them (`UIConfigurationState`, `UICellConfigurationState`,
// `UIConfigurationStateCustomKey`, `UIContentConfiguration.updated(for:)`,
// `automaticallyUpdatesContentConfiguration`, `automaticallyUpdatesBackgroundConfiguration`),
// with a custom configuration and a cell subclass written as Apple's "Implementing Modern
// Collection Views" sample writes them.
import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A custom content configuration, as pasted from a UIKit screen (prefix removed).
private struct TintedTitleConfiguration: ContentConfiguration, Hashable {
    var title: String?
    var tint: Color? = .systemBlue

    func makeContentView() -> View & ContentView { TintedTitleContentView(configuration: self) }

    func updated(for state: ConfigurationState) -> TintedTitleConfiguration {
        guard let state = state as? CellConfigurationState else { return self }
        var updated = self
        if state.isSelected || state.isHighlighted { updated.tint = .white }
        return updated
    }
}

private final class TintedTitleContentView: View, ContentView {
    let titleLabel = Label()
    private var applied: TintedTitleConfiguration!
    var applyCount = 0

    var configuration: ContentConfiguration {
        get { applied }
        set {
            guard let configuration = newValue as? TintedTitleConfiguration else { return }
            apply(configuration)
        }
    }

    init(configuration: TintedTitleConfiguration) {
        super.init(frame: .zero)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
        apply(configuration)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func apply(_ configuration: TintedTitleConfiguration) {
        guard applied != configuration else { return }
        applied = configuration
        applyCount += 1
        titleLabel.text = configuration.title
        titleLabel.textColor = configuration.tint
    }
}

extension ConfigurationStateCustomKey {
    fileprivate static let isArchived = ConfigurationStateCustomKey("com.example.isArchived")
}

extension CellConfigurationState {
    fileprivate var isArchived: Bool {
        get { self[.isArchived] as? Bool ?? false }
        set { self[.isArchived] = newValue }
    }
}

/// A cell that adds a custom state and makes its configurations for each state itself.
private final class ArchivableCell: CollectionViewListCell {
    var isArchivedItem = false {
        didSet { setNeedsUpdateConfiguration() }
    }
    var states: [CellConfigurationState] = []

    override var configurationState: CellConfigurationState {
        var state = super.configurationState
        state.isArchived = isArchivedItem
        return state
    }

    override func updateConfiguration(using state: CellConfigurationState) {
        states.append(state)
        var content = TintedTitleConfiguration(title: "Item").updated(for: state)
        if state.isArchived { content.tint = .systemGray }
        contentConfiguration = content
        var background = BackgroundConfiguration.listPlainCell().updated(for: state)
        if state.isArchived { background.backgroundColor = .systemGray6 }
        backgroundConfiguration = background
    }
}

/// A plain list of `count` rows of `Cell`, each configured by `configure` in its registration.
@MainActor private func list<Cell: CollectionViewListCell>(
    _ cell: Cell.Type, count: Int = 3, configure: @escaping (Cell, IndexPath) -> Void
) -> (Window, CollectionView, CollectionViewDiffableDataSource<Int, Int>) {
    let window = Window(size: CGSize(width: 390, height: 844))
    let layout = CollectionViewCompositionalLayout.list(
        using: CollectionLayoutListConfiguration(appearance: .plain))
    let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
    window.addSubview(collectionView)
    let registration = CollectionView.CellRegistration<Cell, Int> { cell, indexPath, _ in
        configure(cell, indexPath)
    }
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
            using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<count))
    dataSource.apply(snapshot, animatingDifferences: false)
    window.layoutIfNeeded()
    return (window, collectionView, dataSource)
}

@MainActor @Suite struct ConfigurationStateTests {
    /// UIKit, `automaticallyUpdatesContentConfiguration` (true by default): when the cell's
    /// state changes, the cell sets its content configuration's `updated(for:)` copy.
    @Test func contentConfigurationIsUpdatedForTheStateAutomatically() throws {
        let (window, collectionView, _) = list(CollectionViewListCell.self) { cell, indexPath in
            cell.contentConfiguration = TintedTitleConfiguration(title: "Row \(indexPath.item)")
        }
        let path = IndexPath(item: 1, section: 0)
        let cell = try #require(collectionView.cellForItem(at: path) as? CollectionViewListCell)
        #expect((cell.contentConfiguration as? TintedTitleConfiguration)?.tint == .systemBlue)
        collectionView.selectItem(at: path, animated: false, scrollPosition: [])
        window.layoutIfNeeded()
        let content = try #require(cell.contentConfiguration as? TintedTitleConfiguration)
        #expect(content.tint == .white)
        #expect(content.title == "Row 1")
        let view = try #require(cell.contentView.subviews.first as? TintedTitleContentView)
        #expect(view.titleLabel.textColor == .white)
    }

    /// UIKit: with `automaticallyUpdatesContentConfiguration` false the configuration is left
    /// as set.
    @Test func contentConfigurationStaysWhenNotUpdatedAutomatically() throws {
        let (window, collectionView, _) = list(CollectionViewListCell.self) { cell, indexPath in
            cell.automaticallyUpdatesContentConfiguration = false
            cell.contentConfiguration = TintedTitleConfiguration(title: "Row \(indexPath.item)")
        }
        let path = IndexPath(item: 0, section: 0)
        collectionView.selectItem(at: path, animated: false, scrollPosition: [])
        window.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: path))
        #expect((cell.contentConfiguration as? TintedTitleConfiguration)?.tint == .systemBlue)
    }

    /// UIKit, `automaticallyUpdatesBackgroundConfiguration`: a list background turns gray
    /// while the cell is selected and gives its colour back when it is deselected.
    @Test func backgroundConfigurationFollowsSelectionBothWays() throws {
        let (window, collectionView, _) = list(CollectionViewListCell.self) { cell, _ in
            var background = BackgroundConfiguration.listPlainCell()
            background.backgroundColor = .systemYellow
            cell.backgroundConfiguration = background
        }
        let path = IndexPath(item: 2, section: 0)
        let cell = try #require(collectionView.cellForItem(at: path))
        collectionView.selectItem(at: path, animated: false, scrollPosition: [])
        window.layoutIfNeeded()
        #expect(
            cell.backgroundConfiguration?.backgroundColor == BackgroundConfiguration.selectedGray)
        collectionView.deselectItem(at: path, animated: false)
        window.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemYellow)
        #expect(
            cell.backgroundConfiguration
                == {
                    var background = BackgroundConfiguration.listPlainCell()
                    background.backgroundColor = .systemYellow
                    return background
                }())
    }

    /// UIKit: with `automaticallyUpdatesBackgroundConfiguration` false the background stays.
    @Test func backgroundConfigurationStaysWhenNotUpdatedAutomatically() throws {
        let (window, collectionView, _) = list(CollectionViewListCell.self) { cell, _ in
            cell.automaticallyUpdatesBackgroundConfiguration = false
            cell.backgroundConfiguration = .listPlainCell()
        }
        let path = IndexPath(item: 0, section: 0)
        collectionView.selectItem(at: path, animated: false, scrollPosition: [])
        window.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: path))
        #expect(cell.backgroundConfiguration?.backgroundColor == .white)
    }

    /// UIKit, `UIBackgroundConfiguration.updated(for:)`: a colour set after the state's gray is
    /// the user's and stays; `.clear()` never turns gray.
    @Test func backgroundUpdatedKeepsAColourSetAfterTheGray() {
        var selected = CellConfigurationState()
        selected.isSelected = true
        var tinted = BackgroundConfiguration.listGroupedCell().updated(for: selected)
        tinted.backgroundColor = .systemRed
        #expect(tinted.updated(for: CellConfigurationState()).backgroundColor == .systemRed)
        #expect(BackgroundConfiguration.clear().updated(for: selected).backgroundColor == .clear)
        var pinned = ViewConfigurationState(traitCollection: TraitCollection())
        pinned.isHighlighted = true
        #expect(
            BackgroundConfiguration.listPlainCell().updated(for: pinned).backgroundColor
                == BackgroundConfiguration.selectedGray)
    }

    /// UIKit, `UICollectionViewCell.configurationState` (overridable) with a custom state
    /// under a `UIConfigurationStateCustomKey`: `updateConfiguration(using:)` gets it, and
    /// `setNeedsUpdateConfiguration()` asks again.
    @Test func overriddenConfigurationStateCarriesCustomStates() throws {
        let (window, collectionView, _) = list(ArchivableCell.self) { cell, indexPath in
            cell.isArchivedItem = indexPath.item == 2
        }
        let archived = try #require(
            collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? ArchivableCell)
        #expect(archived.states.last?.isArchived == true)
        #expect((archived.contentConfiguration as? TintedTitleConfiguration)?.tint == .systemGray)
        #expect(archived.backgroundConfiguration?.backgroundColor == .systemGray6)
        archived.isArchivedItem = false
        window.layoutIfNeeded()
        #expect(archived.states.last?.isArchived == false)
        #expect((archived.contentConfiguration as? TintedTitleConfiguration)?.tint == .systemBlue)
        #expect(archived.backgroundConfiguration?.backgroundColor == .white)
        #expect(
            "\(archived.configurationState)"
                == "CellConfigurationState(com.example.isArchived=false)")
    }

    /// UIKit, `UIConfigurationState` subscript: a custom state is read back by key, `nil`
    /// removes it, and states with different custom values differ.
    @Test func customStatesByKey() {
        var state = CellConfigurationState()
        let empty = ConfigurationStateCustomKey("")
        #expect(state[empty] == nil)
        state[empty] = 3
        state[.isArchived] = true
        #expect(state[empty] == AnyHashable(3))
        #expect(state.isArchived)
        var other = state
        #expect(other == state)
        other.isArchived = false
        #expect(other != state)
        other[.isArchived] = nil
        other[empty] = nil
        #expect(other == CellConfigurationState())
        #expect("\(state)" == "CellConfigurationState(=3, com.example.isArchived=true)")
        var view = ViewConfigurationState(traitCollection: TraitCollection())
        view.isPinned = true
        view[.isArchived] = "yes"
        #expect("\(view)" == "ViewConfigurationState(pinned, com.example.isArchived=yes)")
    }

    /// UIKit updates a cell's configurations when its traits change; the state carries the
    /// traits.
    @Test func traitChangeUpdatesTheConfiguration() throws {
        let (window, collectionView, _) = list(ArchivableCell.self) { _, _ in }
        let cell = try #require(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ArchivableCell)
        #expect(cell.states.last?.traitCollection.userInterfaceStyle == .light)
        window.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect(cell.states.last?.traitCollection.userInterfaceStyle == .dark)
    }

    /// UIKit, `UIContentConfiguration.updated(for:)`: a configuration that does not implement
    /// it (and `ListContentConfiguration`) is the same in every state; setting an equal
    /// configuration does not re-apply the view.
    @Test func defaultUpdatedIsTheSameConfiguration() throws {
        var selected = CellConfigurationState()
        selected.isSelected = true
        var content = ListContentConfiguration.cell()
        content.text = "Inbox"
        #expect(content.updated(for: selected) == content)
        let (window, collectionView, _) = list(CollectionViewListCell.self) { cell, _ in
            cell.contentConfiguration = TintedTitleConfiguration(title: "Same", tint: .white)
        }
        let path = IndexPath(item: 0, section: 0)
        let cell = try #require(collectionView.cellForItem(at: path))
        let view = try #require(cell.contentView.subviews.first as? TintedTitleContentView)
        let applied = view.applyCount
        collectionView.selectItem(at: path, animated: false, scrollPosition: [])
        window.layoutIfNeeded()
        #expect(view.applyCount == applied)
        #expect(cell.contentView.subviews.first === view)
    }

    /// Re-entrancy: an `updateConfiguration(using:)` that reloads the collection view does not
    /// crash; one that asks for another update every time is a layout loop, bounded and
    /// reported as any `layoutSubviews` that keeps invalidating layout.
    @Test func updateThatReloadsOrAsksAgainIsBounded() throws {
        final class Needy: CollectionViewListCell {
            var count = 0
            var asksAgain = false
            var reload: (() -> Void)?
            override func updateConfiguration(using state: CellConfigurationState) {
                count += 1
                if asksAgain { setNeedsUpdateConfiguration() }
                if let reload {
                    self.reload = nil
                    reload()
                }
            }
        }
        let (window, collectionView, dataSource) = list(Needy.self, count: 2) { _, _ in }
        let first = try #require(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? Needy)
        first.reload = { collectionView.reloadData() }
        first.setNeedsUpdateConfiguration()
        window.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect(collectionView.visibleCells.count == 2)
        #expect(window.diagnostics.isEmpty)
        let cell = try #require(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? Needy)
        cell.asksAgain = true
        cell.setNeedsUpdateConfiguration()
        let before = cell.count
        window.layoutIfNeeded()
        #expect(cell.count - before <= 101)
        #expect(window.diagnostics.contains { $0.kind == .layoutLoop })
        withExtendedLifetime(dataSource) {}
    }
}

@MainActor @Suite struct LabelTextColorTests {
    /// UIKit, `UILabel.textColor` (implicitly unwrapped): an optional colour assigns as is, and
    /// `nil` sets the default colour, also across an attributed text.
    @Test func nilTextColorSetsTheDefault() {
        let label = Label()
        let tint: Color? = .systemRed
        label.textColor = tint
        #expect(label.textColor == .systemRed)
        label.attributedText = NSAttributedString(string: "Hi")
        label.textColor = nil
        #expect(label.textColor == .black)
        #expect(
            label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color
                == .black)
    }
}
