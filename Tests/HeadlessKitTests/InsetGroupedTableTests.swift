// Inset-grouped table views (UIKit: `UITableView.Style.insetGrouped`): the sections' rows,
// headers and footers are inset from the sides by the table view's layout margins, on rounded
// cards, while hit testing, swipe actions, editing, reordering, the section index and the
// dumps keep working on the narrower rows.
import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// An account settings screen as a UIKit project writes it (pasted, `UI` prefix removed):
/// value rows with chevrons, switches as accessory views, a centred destructive row.
final class AccountSettingsViewController: ViewController, TableViewDataSource,
    TableViewDelegate
{
    enum Row {
        case toggle(String)
        case value(String, String)
        case action(String)
    }
    let sections: [(header: String?, footer: String?, rows: [Row])] = [
        ("Account", nil, [.value("Name", "Ada"), .value("Email", "ada@example.com")]),
        (
            "Notifications", "You can change this later in Settings.",
            [.toggle("Push"), .toggle("Email digest")]
        ),
        (nil, nil, [.action("Sign Out")]),
    ]
    var tableView: TableView!
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        tableView = TableView(frame: view.bounds, style: .insetGrouped)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 44
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.separatorColor = .separator
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        switch sections[indexPath.section].rows[indexPath.row] {
        case .toggle(let title):
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = title
            let toggle = Switch()
            toggle.onTintColor = .systemGreen
            cell.accessoryView = toggle
            cell.selectionStyle = .none
            return cell
        case .value(let title, let value):
            let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = title
            cell.detailTextLabel?.text = value
            cell.detailTextLabel?.textColor = .secondaryLabel
            cell.accessoryType = .disclosureIndicator
            return cell
        case .action(let title):
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = title
            cell.textLabel?.textColor = .systemRed
            cell.textLabel?.textAlignment = .center
            return cell
        }
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// An inset-grouped (or other) table of `counts` rows, 44 points each, titled headers and
/// footers, in a window `width` wide, laid out.
@MainActor private func insetTable(
    _ counts: [Int], style: TableView.Style = .insetGrouped, width: CGFloat = 390,
    height: CGFloat = 600
) -> (Window, TableView, TableModel) {
    let window = Window(size: CGSize(width: width, height: height))
    let model = TableModel(counts: counts)
    model.headerTitles = counts.indices.map { "Section \($0)" }
    model.footerTitles = counts.indices.map { "Footer \($0)" }
    let table = TableView(frame: window.bounds, style: style)
    table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    table.rowHeight = 44
    table.dataSource = model
    table.delegate = model
    window.addSubview(table)
    window.layoutIfNeeded()
    return (window, table, model)
}

@MainActor @Suite struct InsetGroupedTableTests {
    @Test(
        "Inset-grouped rows, headers and footers are inset 16 points a side by the table view's layout margins on a 390-point iPhone; the table header keeps the full width (UIKit: UITableView.Style.insetGrouped, layoutMargins)"
    )
    func rowsHeadersAndFootersAreInset() throws {
        //   width 390
        //   |16| header "SECTION 0" 358 × 38 |16|
        //   |16| row [0 0] 358 × 44          |16|
        //   |16| footer 358 × 38             |16|
        let (window, table, model) = insetTable([2, 1])
        let banner = View(frame: CGRect(x: 0, y: 0, width: 390, height: 50))
        table.tableHeaderView = banner
        window.layoutIfNeeded()
        #expect(table.layoutMargins == EdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
        #expect(table.sectionSideInsets == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        let cell = try #require(table.cellForRow(at: [0, 0]))
        #expect(cell.frame.minX == 16)
        #expect(cell.frame.width == 358)
        #expect(cell.contentView.frame.width == 358)
        #expect(table.rectForRow(at: [0, 1]).minX == 16)
        #expect(table.rectForRow(at: [0, 1]).width == 358)
        let header = table.rectForHeader(inSection: 0)
        #expect(header.minX == 16 && header.width == 358)
        #expect(table.headerView(forSection: 0)?.bounds.width == 358)
        #expect(table.footerView(forSection: 0)?.bounds.width == 358)
        // The table header view, the content size and the scrolling stay full width.
        #expect(banner.frame.width == 390)
        #expect(table.contentSize.width == 390)
        withExtendedLifetime(model) {}
    }

    @Test(
        "A table wider than 400 points insets its sections 20 points a side (UIKit: the system minimum layout margins of wider iPhones, a model value)"
    )
    func widerTablesUse20Points() throws {
        let (_, table, model) = insetTable([1], width: 430)
        let cell = try #require(table.cellForRow(at: [0, 0]))
        #expect(cell.frame == CGRect(x: 20, y: cell.frame.minY, width: 390, height: 44))
        withExtendedLifetime(model) {}
    }

    @Test(
        "Setting the table view's layout margins moves the cards; .grouped and .plain rows keep the full width whatever the margins (UIKit: layoutMargins, directionalLayoutMargins)"
    )
    func marginsMoveTheCards() throws {
        let (window, table, model) = insetTable([2])
        table.directionalLayoutMargins = DirectionalEdgeInsets(
            top: 0, leading: 30, bottom: 0, trailing: 10)
        window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: [0, 0]))
        #expect(cell.frame.minX == 30 && cell.frame.width == 350)
        #expect(table.rectForHeader(inSection: 0).minX == 30)
        for style in [TableView.Style.grouped, .plain] {
            let (other, grouped, otherModel) = insetTable([2], style: style)
            grouped.layoutMargins = EdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
            other.layoutIfNeeded()
            #expect(grouped.sectionSideInsets == .zero)
            #expect(grouped.cellForRow(at: [0, 0])?.frame.minX == 0)
            #expect(grouped.cellForRow(at: [0, 0])?.frame.width == 390)
            #expect(grouped.rectForHeader(inSection: 0).width == 390)
            withExtendedLifetime(otherModel) {}
        }
        withExtendedLifetime(model) {}
    }

    @Test(
        "Hostile margins: negative ones count as 0, margins wider than the table leave 0-wide rows that meet no touch, and a table 0 wide lays out (data, not a programming error)"
    )
    func hostileMargins() throws {
        let (window, table, model) = insetTable([3])
        table.layoutMargins = EdgeInsets(top: 0, left: -20, bottom: 0, right: -5)
        window.layoutIfNeeded()
        #expect(table.sectionSideInsets == .zero)
        #expect(table.cellForRow(at: [0, 0])?.frame.width == 390)
        table.layoutMargins = EdgeInsets(top: 0, left: 300, bottom: 0, right: 300)
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: [0, 0]).width == 0)
        #expect(table.indexPathForRow(at: CGPoint(x: 200, y: 60)) == nil)
        table.layoutMargins = EdgeInsets(top: 0, left: 1e300, bottom: 0, right: 1e300)
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: [0, 0]).width == 0)
        table.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        table.frame.size.width = 0
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: [0, 0]).width == 0)
        table.frame.size.width = 390
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: [0, 0]).width == 358)
        withExtendedLifetime(model) {}
    }

    @Test(
        "A tap on an inset row selects it; a tap in the margin beside the card selects nothing, and indexPathForRow(at:) finds no row there (UIKit: indexPathForRow(at:), didSelectRowAt)"
    )
    func hitTestingInsetRows() {
        let (window, table, model) = insetTable([3])
        let y = table.rectForRow(at: [0, 1]).midY
        #expect(table.indexPathForRow(at: CGPoint(x: 8, y: y)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 382, y: y)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 17, y: y)) == [0, 1])
        window.tap(at: CGPoint(x: 8, y: y))
        #expect(!model.calls.contains(.didSelect([0, 1])))
        window.tap(at: CGPoint(x: 40, y: y))
        #expect(model.calls.contains(.didSelect([0, 1])))
        #expect(table.indexPathForSelectedRow == [0, 1])
    }

    @Test(
        "A trailing swipe on an inset row shows its actions inside the card, at the row's trailing edge (UIKit: trailingSwipeActionsConfigurationForRowAt)"
    )
    func swipeActionsOnInsetRows() throws {
        let model = EditModel(rows: 3)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = TableView(frame: window.bounds, style: .insetGrouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: [0, 0]))
        #expect(cell.frame.minX == 16 && cell.frame.width == 288)
        window.swipeRow(atY: cell.frame.midY, by: -100)
        #expect(table.isEditing)
        assertTree(
            cell, options: TreeDescriptionOptions(maxDepth: 2),
            """
            TableViewCell (16 \(svgNumber(cell.frame.minY)); 288 44) indexPath=[0 0] swiped=-74
            ├ View (-74 0; 288 44)
            │ └ Label (16 12; 256 20.5) text="r0"
            └ SwipeActionsView (214 0; 74 44) clips trailing
              └ Button (0 0; 74 44) bg=#FF3B30 title="Delete"
            """)
        window.find(.text("Delete")).tap()
        #expect(model.sections == [["r1", "r2"]])
    }

    @Test(
        "In editing mode an inset row's reorder control sits at the card's trailing edge, and dragging it moves the row (UIKit: setEditing, tableView(_:moveRowAt:to:))"
    )
    func reorderingInsetRows() throws {
        let model = EditModel(rows: 4)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = TableView(frame: window.bounds, style: .insetGrouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 44
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        window.layoutIfNeeded()
        table.setEditing(true, animated: false)
        window.layoutIfNeeded()
        let first = table.rectForRow(at: [0, 0])
        #expect(first.minX == 16 && first.width == 288)
        // The reorder control is the rightmost 40 points or so of the card.
        let grip = CGPoint(x: first.maxX - 12, y: first.midY)
        window.drag(
            along: [grip, CGPoint(x: grip.x, y: first.midY + 3 * 44 + 4)], duration: 0.3)
        #expect(model.sections == [["r1", "r2", "r3", "r0"]])
        #expect(table.cellForRow(at: [0, 3])?.frame.minX == 16)
    }

    @Test(
        "The section index sits on the table view's trailing edge, over the margin, and a tap on a title still scrolls to its section (UIKit: sectionIndexTitles(for:))"
    )
    func sectionIndexOnInsetTable() throws {
        let (window, table, model) = insetTable([6, 6, 6], width: 320, height: 300)
        let index = IndexedModel(model)
        table.dataSource = index
        window.layoutIfNeeded()
        let view = try #require(table.sectionIndex.view)
        #expect(view.frame.maxX == 320 && view.frame.width == 16)
        window.tap(at: table.pointForSectionIndexTitle(at: 2)!)
        window.settle()
        #expect(
            table.contentOffset.y == table.rectForHeader(inSection: 2).minY
                - table.adjustedContentInset.top)
        #expect(table.cellForRow(at: [2, 0])?.frame.minX == 16)
        withExtendedLifetime((model, index)) {}
    }

    @Test(
        "The tree dump shows inset cells and section views; the SVG picture draws each section's card at the inset, rounded 10 points, separators inset from the card's edge (UIKit: UITableView.Style.insetGrouped)"
    )
    func dumpsShowInsetRows() throws {
        let (window, table, model) = insetTable([2, 1], width: 200, height: 300)
        table.separatorColor = .red
        let tree = table.treeDescription(
            TreeDescriptionOptions(maxDepth: 1, showsProperties: false))
        let rowY = svgNumber(table.rectForRow(at: [0, 0]).minY)
        #expect(tree.contains("TableViewCell (16 \(rowY); 168 44)"))
        #expect(tree.contains("TableSectionViewContainer (16 "))
        let svg = window.svg()
        // Section 0's card: two rows, 168 wide at x 16, rounded.
        #expect(
            svg.contains(
                "<rect x=\"16\" y=\"\(rowY)\" width=\"168\" height=\"88\" rx=\"10\" fill=\"#FFFFFF\"/>"
            ))
        // The one separator runs from separatorInset.left (16) inside the card to its edge.
        let lineY = svgNumber(table.rectForRow(at: [0, 0]).maxY - 1.0 / 3)
        #expect(
            svg.contains(
                "<rect x=\"32\" y=\"\(lineY)\" width=\"152\" height=\"0.333\" fill=\"#FF0000\"/>"))
        withExtendedLifetime(model) {}
    }

    @Test(
        "A pasted account settings screen lays its switches and chevrons out inside the cards, and taps on its rows select them (UIKit: insetGrouped, accessoryView, accessoryType)"
    )
    func pastedAccountScreen() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = AccountSettingsViewController()
        window.rootViewController = screen
        window.layoutIfNeeded()
        let table = try #require(screen.tableView)
        let push = try #require(table.cellForRow(at: [1, 0]))
        #expect(push.frame.minX == 16 && push.frame.width == 358)
        let toggle = try #require(push.accessoryView)
        // The switch ends at the card's trailing margin, not at the screen's.
        #expect(toggle.frame.maxX <= push.bounds.width)
        #expect(push.convert(toggle.frame, to: table).maxX <= 374)
        let signOut = table.rectForRow(at: [2, 0])
        window.tap(at: CGPoint(x: 195, y: signOut.midY - table.contentOffset.y))
        #expect(screen.selected == [[2, 0]])
        #expect(table.footerView(forSection: 1)?.frame.width == 358)
    }
}

/// Adds a section index (the sections' numbers) to a ``TableModel``.
@MainActor private final class IndexedModel: TableViewDataSource {
    let model: TableModel
    init(_ model: TableModel) { self.model = model }
    func numberOfSections(in tableView: TableView) -> Int { model.numberOfSections(in: tableView) }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        model.tableView(tableView, numberOfRowsInSection: section)
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        model.tableView(tableView, cellForRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        model.tableView(tableView, titleForHeaderInSection: section)
    }
    func sectionIndexTitles(for tableView: TableView) -> [String]? {
        (0..<model.sections.count).map(String.init)
    }
    func tableView(
        _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int { index }
}
