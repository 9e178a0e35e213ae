// Modern UIKit list screens (list configurations, cell accessories, section snapshots) as a
// user pastes them, with only the `UI` prefix removed, driven with touches.
import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A Settings-like screen: inset grouped sections with headers, chevrons, value labels and an
/// info button.
final class SettingsListViewController: ViewController, CollectionViewDelegate {
    enum Section: String, CaseIterable {
        case connections = "Connections"
        case privacy = "Privacy"
    }
    struct Setting: Hashable {
        let title: String
        let value: String?
    }

    var collectionView: CollectionView!
    var dataSource: CollectionViewDiffableDataSource<Section, Setting>!
    var opened: [String] = []
    var infoShown: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let cellRegistration = CollectionView.CellRegistration<CollectionViewListCell, Setting> {
            [weak self] cell, _, setting in
            var content = cell.defaultContentConfiguration()
            content.text = setting.title
            cell.contentConfiguration = content
            var accessories: [CellAccessory] = []
            if let value = setting.value { accessories.append(.label(text: value)) }
            if setting.title == "Wi-Fi" {
                accessories.append(.detail { self?.infoShown.append(setting.title) })
            }
            accessories.append(.disclosureIndicator())
            cell.accessories = accessories
        }
        let headerRegistration = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = Section.allCases[indexPath.section].rawValue.uppercased()
            header.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource<Section, Setting>(
            collectionView: collectionView
        ) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(
                using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(
                using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Setting>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(
            [
                Setting(title: "Wi-Fi", value: "Home"), Setting(title: "Bluetooth", value: "On"),
                Setting(title: "Cellular", value: nil),
            ], toSection: .connections)
        snapshot.appendItems(
            [
                Setting(title: "Location Services", value: "While Using"),
                Setting(title: "Tracking", value: nil),
            ], toSection: .privacy)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let setting = dataSource.itemIdentifier(for: indexPath) else { return }
        opened.append(setting.title)
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// A sidebar: a section per group, each headed by its first item, folders that expand.
final class FilesSidebarViewController: ViewController {
    enum Section { case library, folders }
    struct Entry: Hashable {
        let title: String
        var isHeader = false
        var hasChildren = false
    }

    var collectionView: CollectionView!
    var dataSource: CollectionViewDiffableDataSource<Section, Entry>!

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = CollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let headerRegistration = CollectionView.CellRegistration<CollectionViewListCell, Entry> {
            cell, _, entry in
            var content = cell.defaultContentConfiguration()
            content.text = entry.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let entryRegistration = CollectionView.CellRegistration<CollectionViewListCell, Entry> {
            cell, _, entry in
            var content = cell.defaultContentConfiguration()
            content.text = entry.title
            content.image = Image(systemName: entry.hasChildren ? "folder" : "doc")
            cell.contentConfiguration = content
            cell.accessories = entry.hasChildren ? [.outlineDisclosure()] : []
        }
        dataSource = CollectionViewDiffableDataSource<Section, Entry>(
            collectionView: collectionView
        ) { collectionView, indexPath, entry in
            entry.isHeader
                ? collectionView.dequeueConfiguredReusableCell(
                    using: headerRegistration, for: indexPath, item: entry)
                : collectionView.dequeueConfiguredReusableCell(
                    using: entryRegistration, for: indexPath, item: entry)
        }

        let library = Entry(title: "Library", isHeader: true)
        var librarySnapshot = NSDiffableDataSourceSectionSnapshot<Entry>()
        librarySnapshot.append([library])
        librarySnapshot.append([Entry(title: "Recents"), Entry(title: "Shared")], to: library)
        librarySnapshot.expand([library])
        dataSource.apply(librarySnapshot, to: .library, animatingDifferences: false)

        let folders = Entry(title: "Folders", isHeader: true)
        let documents = Entry(title: "Documents", hasChildren: true)
        let work = Entry(title: "Work", hasChildren: true)
        var foldersSnapshot = NSDiffableDataSourceSectionSnapshot<Entry>()
        foldersSnapshot.append([folders])
        foldersSnapshot.append([documents, Entry(title: "Downloads")], to: folders)
        foldersSnapshot.append([work, Entry(title: "Personal")], to: documents)
        foldersSnapshot.append([Entry(title: "Reports")], to: work)
        foldersSnapshot.expand([folders])
        dataSource.apply(foldersSnapshot, to: .folders, animatingDifferences: false)
    }
}

@MainActor @Suite struct PastedListScreenTests {
    /// The visible cells' texts, top to bottom, indented by level, with their frames.
    func rows(_ view: CollectionView) -> [String] {
        view.window?.layoutIfNeeded()
        return view.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { cell in
            let level = (cell as! CollectionViewListCell).indentationLevel
            let text = (cell.contentConfiguration as? ListContentConfiguration)?.text ?? "?"
            return String(repeating: "  ", count: level) + text + " " + formatted(cell.frame)
        }
    }

    /// The centre of `view`, in window coordinates.
    func center(_ view: View, in window: Window) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    @Test(
        "A pasted Settings screen: inset grouped rows and headers, value labels and chevrons; a row tap opens it, the info button shows info (UIKit: UICollectionLayoutListConfiguration .insetGrouped, UICellAccessory)"
    )
    func settingsScreen() throws {
        let window = Window(size: CGSize(width: 390, height: 844))
        let controller = SettingsListViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        let view = controller.collectionView!
        #expect(view.backgroundColor == .systemGroupedBackground)
        #expect(
            rows(view) == [
                "Wi-Fi (20 73; 350 42.5)", "Bluetooth (20 115.5; 350 42.5)",
                "Cellular (20 158; 350 42.5)", "Location Services (20 273.5; 350 42.5)",
                "Tracking (20 316; 350 42.5)",
            ])
        let header = try #require(
            view.supplementaryView(
                forElementKind: CollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 1)))
        #expect(header.frame == rect(20, 235.5, 350, 38))
        #expect(
            (header as? CollectionViewCell)?.contentConfiguration as? ListContentConfiguration
                == {
                    var content = ListContentConfiguration.groupedHeader()
                    content.text = "PRIVACY"
                    return content
                }())
        let wifi = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(
            wifi.treeDescription().split(separator: "\n").first.map(String.init)
                == "CollectionViewListCell (20 73; 350 42.5) indexPath=[0 0] "
                + "accessories=label(\"Home\"),detail,disclosureIndicator")
        // Touches: the row opens; the info button runs its handler without opening the row.
        window.tap(
            at: center(
                try #require(view.cellForItem(at: IndexPath(item: 1, section: 0))), in: window))
        #expect(controller.opened == ["Bluetooth"])
        tapAccessory(.detail, of: wifi, in: window)
        #expect(controller.infoShown == ["Wi-Fi"])
        #expect(controller.opened == ["Bluetooth"])
        #expect(view.indexPathsForSelectedItems == nil)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "A pasted sidebar: folders expand and collapse by their disclosure, the section header by a tap anywhere on it; rows indent by level (UIKit: .sidebar, HeaderMode.firstItemInSection, outlineDisclosure)"
    )
    func sidebarOutline() throws {
        let window = Window(size: CGSize(width: 390, height: 844))
        let controller = FilesSidebarViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        let view = controller.collectionView!
        func titles() -> [String] { rows(view).map { String($0.prefix { $0 != "(" }.dropLast()) } }
        #expect(
            titles() == [
                "Library", "  Recents", "  Shared", "Folders", "  Documents", "  Downloads",
            ])
        func cell(_ title: String) throws -> CollectionViewCell {
            try #require(
                view.visibleCells.first {
                    ($0.contentConfiguration as? ListContentConfiguration)?.text == title
                })
        }
        // Headers get a header's configuration and their disclosure at the trailing edge.
        let libraryHeader = try cell("Library")
        #expect(
            (libraryHeader.contentConfiguration as? ListContentConfiguration)?.textProperties.font
                == ListContentConfiguration.groupedHeader().textProperties.font)
        let headerDisclosure = try #require(
            libraryHeader.subviews.first { $0 is CellAccessoryView })
        #expect(headerDisclosure.frame.maxX == libraryHeader.bounds.width - 16)

        tapAccessory(.outlineDisclosure, of: try cell("Documents"), in: window)
        #expect(
            titles() == [
                "Library", "  Recents", "  Shared", "Folders", "  Documents", "    Work",
                "    Personal", "  Downloads",
            ])
        tapAccessory(.outlineDisclosure, of: try cell("Work"), in: window)
        #expect(titles().contains("      Reports"))
        // The Work row is indented two levels (20 points), then the 16-point margin.
        let workDisclosure = try #require(
            try cell("Work").subviews.first { $0 is CellAccessoryView })
        #expect(workDisclosure.frame.minX == CGFloat(36))

        // A tap anywhere on a header-style row collapses its section's outline.
        window.tap(at: center(libraryHeader, in: window))
        #expect(
            titles() == [
                "Library", "Folders", "  Documents", "    Work", "      Reports", "    Personal",
                "  Downloads",
            ])
        #expect(view.indexPathsForSelectedItems == nil)
        tapAccessory(.outlineDisclosure, of: try cell("Documents"), in: window)
        #expect(titles() == ["Library", "Folders", "  Documents", "  Downloads"])
        window.tap(at: center(try cell("Library"), in: window))
        #expect(titles().prefix(3) == ["Library", "  Recents", "  Shared"])
        // Work stayed expanded while hidden.
        #expect(
            controller.dataSource.snapshot(for: .folders).isExpanded(
                .init(title: "Work", hasChildren: true)))
        #expect(window.diagnostics.isEmpty)
    }
}
