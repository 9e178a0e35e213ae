// List content configurations in table views and collection views, as UIKit code writes them
// with only the `UI` prefix removed.
import Foundation
import Testing

@testable import HeadlessKit

final class NotesTableViewController: TableViewController {
    var notes: [(title: String, body: String?)] = [
        ("Groceries", "Milk, eggs"),
        ("Ideas", nil),
        ("Long", String(repeating: "A long note that wraps over several lines. ", count: 6)),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "note")
        tableView.register(
            TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        let note = notes[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = note.title
        content.secondaryText = note.body
        content.secondaryTextProperties.color = .secondaryLabel
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        var content = header?.defaultContentConfiguration()
        content?.text = "Notes"
        header?.contentConfiguration = content
        return header
    }
}

/// A custom configuration: a view with one label.
struct BadgeConfiguration: ContentConfiguration {
    var badge: String

    func makeContentView() -> View & ContentView { BadgeContentView(configuration: self) }
}

final class BadgeContentView: View, ContentView {
    let label = Label()
    var configuration: any ContentConfiguration {
        didSet { label.text = (configuration as? BadgeConfiguration)?.badge }
    }

    init(configuration: BadgeConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        label.text = configuration.badge
        addSubview(label)
    }
}

@MainActor @Suite struct ListContentConfigurationTests {
    /// The list content view of `cell`.
    func content(_ cell: CollectionViewCell?) -> ListContentView? {
        cell?.contentView.subviews.compactMap { $0 as? ListContentView }.first
    }

    /// A 300-point-wide cell showing `configuration`, laid out at a height of 44.
    func cell(_ configuration: ListContentConfiguration) -> CollectionViewCell {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        cell.contentConfiguration = configuration
        cell.layoutIfNeeded()
        return cell
    }

    @Test(
        "A table view's cellForRowAt with defaultContentConfiguration shows the texts and self-sizes its rows (UIKit: UITableViewCell.contentConfiguration)"
    )
    func tableViewRows() throws {
        let window = Window(size: CGSize(width: 320, height: 600))
        let controller = NotesTableViewController()
        window.rootViewController = controller
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        let table = controller.tableView!
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.treeDescription().contains("text=\"Groceries\""))
        #expect(first.treeDescription().contains("text=\"Milk, eggs\""))
        // The legacy labels give way to the configuration.
        #expect(first.textLabel == nil && first.detailTextLabel == nil && first.imageView == nil)
        let rows = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        // Title only: 20.5 + 22 of margins; title and body taller; the long body wraps.
        #expect(rows[1] == 42.5)
        #expect(rows[0] > rows[1])
        #expect(rows[2] > rows[0] + 30)
        #expect(table.treeDescription().contains("text=\"Notes\""))
        #expect(window.diagnostics.isEmpty)
    }

    @Test("A reused cell shows the new item's texts; a nil secondary text takes its label out")
    func reuseShowsTheNewItem() throws {
        var configuration = ListContentConfiguration.subtitleCell()
        configuration.text = "Old"
        configuration.secondaryText = "Old detail"
        let cell = cell(configuration)
        let view = try #require(content(cell))
        #expect(view.subviews.count == 2)
        var next = cell.defaultContentConfiguration()
        next.text = "New"
        cell.contentConfiguration = next
        cell.layoutIfNeeded()
        // The same view shows it (same configuration type), without the secondary label.
        #expect(content(cell) === view)
        #expect(view.subviews.count == 1)
        #expect(view.textLabel.text == "New")
        #expect(!cell.treeDescription().contains("Old"))
        #expect(view.textLabel.frame.midY == 22)
    }

    @Test("Empty texts and a nil image show nothing and take no room; a row of just its margins")
    func emptyContent() throws {
        var configuration = ListContentConfiguration.cell()
        configuration.text = ""
        configuration.secondaryText = ""
        configuration.image = nil
        let cell = cell(configuration)
        let view = try #require(content(cell))
        #expect(view.subviews.isEmpty)
        let size = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size.height == 22)
    }

    @Test("NaN, negative and infinite lengths become 0 when set")
    func hostileLengths() {
        var configuration = ListContentConfiguration.cell()
        configuration.imageToTextPadding = .nan
        configuration.textToSecondaryTextVerticalPadding = -4
        configuration.textToSecondaryTextHorizontalPadding = .infinity
        configuration.directionalLayoutMargins = DirectionalEdgeInsets(
            top: .nan, leading: -1, bottom: .infinity, trailing: 8)
        configuration.imageProperties.maximumSize = CGSize(width: CGFloat.nan, height: -3)
        #expect(configuration.imageToTextPadding == 0)
        #expect(configuration.textToSecondaryTextVerticalPadding == 0)
        #expect(configuration.textToSecondaryTextHorizontalPadding == 0)
        #expect(
            configuration.directionalLayoutMargins
                == DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 8))
        #expect(configuration.imageProperties.maximumSize == .zero)
        configuration.text = "Title"
        configuration.secondaryText = "Detail"
        configuration.image = Image(named: "dot", size: CGSize(width: 10, height: 10))
        let cell = cell(configuration)
        let view = content(cell)!
        #expect(abs(view.textLabel.frame.minX - view.imageView.frame.maxX) < 1e-9)
        #expect(abs(view.secondaryTextLabel.frame.minY - view.textLabel.frame.maxY) < 1e-9)
        #expect(abs(view.textLabel.frame.maxX - 292) < 1e-9)
    }

    @Test("An image larger than maximumSize is scaled down, keeping its aspect ratio")
    func maximumImageSize() {
        var configuration = ListContentConfiguration.cell()
        configuration.text = "Photo"
        configuration.image = Image(named: "photo", size: CGSize(width: 60, height: 40))
        configuration.imageProperties.maximumSize = CGSize(width: 30, height: 30)
        let view = content(cell(configuration))!
        #expect(view.imageView.frame.size == CGSize(width: 30, height: 20))
        #expect(abs(view.textLabel.frame.minX - (16 + 30 + 16)) < 1e-9)
    }

    @Test("A value cell puts the secondary text at the trailing edge, beside the text")
    func valueCell() {
        var configuration = ListContentConfiguration.valueCell()
        configuration.text = "Wi-Fi"
        configuration.secondaryText = "Home"
        let view = content(cell(configuration))!
        #expect(abs(view.secondaryTextLabel.frame.maxX - (300 - 16)) < 1e-9)
        #expect(abs(view.textLabel.frame.minX - 16) < 1e-9)
        #expect(abs(view.textLabel.frame.midY - view.secondaryTextLabel.frame.midY) < 1e-9)
        #expect(view.textLabel.frame.maxX <= view.secondaryTextLabel.frame.minX - 8)
    }

    @Test(
        "A long text with numberOfLines 0 makes a taller row in a self-sizing list layout (UIKit: UIListContentConfiguration in a list)"
    )
    func selfSizingListLayout() {
        let long = String(repeating: "Wrapping words in a list row. ", count: 8)
        let source = RegisteredSource(["Short", long, "Short again"])
        let window = Window(size: CGSize(width: 300, height: 600))
        let layout = ListLayout()
        layout.rowHeight = ListLayout.automaticDimension
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        view.dataSource = source
        window.addSubview(view)
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        let heights = (0..<3).map {
            view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.size.height
        }
        #expect(heights[0] == 42.5)
        #expect(heights[2] == 42.5)
        #expect(heights[1] > 100)
        let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(content(cell)!.textLabel.frame.maxY == cell.bounds.height - 11)
    }

    @Test("Setting a configuration drops a table cell's legacy labels; nil gives them back")
    func legacyLabels() throws {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "legacy"
        var configuration = cell.defaultContentConfiguration()
        #expect(configuration.secondaryTextProperties.font == .systemFont(ofSize: 15))
        configuration.text = "modern"
        cell.contentConfiguration = configuration
        cell.layoutIfNeeded()
        #expect(!cell.treeDescription().contains("legacy"))
        #expect(cell.textLabel == nil)
        cell.contentConfiguration = nil
        #expect(content(cell) == nil)
        cell.textLabel?.text = "back"
        #expect(cell.treeDescription().contains("text=\"back\""))
        #expect(!cell.treeDescription().contains("modern"))
    }

    @Test("A header view shows a configuration in place of its text label")
    func headerFooterView() {
        let header = TableViewHeaderFooterView(reuseIdentifier: nil)
        header.textLabel?.text = "old title"
        var configuration = header.defaultContentConfiguration()
        configuration.text = "Section"
        header.contentConfiguration = configuration
        #expect(header.textLabel == nil)
        #expect(!header.treeDescription().contains("old title"))
        #expect(header.treeDescription().contains("text=\"Section\""))
    }

    @Test(
        "A configuration of another type replaces the content view; one of the same type updates it"
    )
    func customConfiguration() {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        cell.contentConfiguration = BadgeConfiguration(badge: "1")
        let badge = cell.contentView.subviews.first as? BadgeContentView
        #expect(badge?.label.text == "1")
        cell.contentConfiguration = BadgeConfiguration(badge: "2")
        #expect(cell.contentView.subviews.first === badge)
        #expect(badge?.label.text == "2")
        var list = ListContentConfiguration.cell()
        list.text = "list"
        cell.contentConfiguration = list
        #expect(cell.contentView.subviews.count == 1)
        #expect(content(cell) != nil)
        #expect(badge?.superview == nil)
    }
}
