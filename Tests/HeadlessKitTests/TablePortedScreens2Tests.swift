// Three table screens written for UIKit (a contacts list with a section index, a search
// controller and section footers; a settings screen of list-content cells with switches; a
// feed on a diffable data source with swipe actions, a context menu, a self-sizing table
// header and self-sizing rows), pasted with only the `UI` prefix removed.
import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

final class PortedTableContactsViewController: TableViewController, SearchResultsUpdating {
    let all = [
        "Aaron", "Abby", "Adam", "Alice", "Bella", "Ben", "Bob", "Carl", "Cathy", "Chris", "Dan",
        "Dave", "Diana", "Ed", "Emma", "Eve", "Frank", "Fred", "Gina", "Greg", "Hank", "Holly",
        "Ian", "Iris", "Jack", "Jane", "Jim", "Kate", "Ken", "Liam", "Lucy", "Mia", "Max",
    ]
    var sections: [(letter: String, names: [String])] = []
    let searchController = SearchController(searchResultsController: nil)
    var footerViewsAsked = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "contact")
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
        tableView.sectionIndexColor = .systemBlue
        tableView.tableFooterView = View()
        rebuild(filter: "")
    }

    func rebuild(filter: String) {
        let names =
            filter.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(filter) }
        let groups = Dictionary(grouping: names) { String($0.prefix(1)) }
        sections = groups.keys.sorted().map { ($0, groups[$0]!.sorted()) }
    }

    func updateSearchResults(for searchController: SearchController) {
        rebuild(filter: searchController.searchBar.text ?? "")
        tableView.reloadData()
    }

    override func numberOfSections(in tableView: TableView) -> Int { sections.count }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].names.count
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
        -> String?
    {
        sections[section].letter
    }

    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int)
        -> String?
    {
        "\(sections[section].names.count) contacts"
    }

    override func sectionIndexTitles(for tableView: TableView) -> [String]? {
        sections.map(\.letter)
    }

    override func tableView(
        _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
        index
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].names[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class PortedTableSettingsViewController: ViewController, TableViewDataSource,
    TableViewDelegate
{
    let tableView = TableView(frame: .zero, style: .insetGrouped)
    var airplaneMode = false
    var wifi = true
    var toggled: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemGroupedBackground
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func numberOfSections(in tableView: TableView) -> Int { 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 2 : 3
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        section == 0 ? "Airplane Mode turns off all wireless connections." : nil
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        if indexPath.section == 0 {
            content.text = indexPath.row == 0 ? "Airplane Mode" : "Wi-Fi"
            content.image = Image(systemName: indexPath.row == 0 ? "airplane" : "wifi")
            let toggle = Switch()
            toggle.isOn = indexPath.row == 0 ? airplaneMode : wifi
            toggle.tag = indexPath.row
            toggle.addTarget(
                self, action: PortedTableSettingsViewController.switchChanged, for: .valueChanged)
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        } else {
            content.text = ["General", "Privacy", "About"][indexPath.row]
            content.secondaryText = indexPath.row == 2 ? "iOS 18" : nil
            cell.accessoryType = .disclosureIndicator
            cell.accessoryView = nil
        }
        cell.contentConfiguration = content
        return cell
    }

    func switchChanged(_ sender: Switch) {
        if sender.tag == 0 { airplaneMode = sender.isOn } else { wifi = sender.isOn }
        toggled.append(sender.tag == 0 ? "airplane \(sender.isOn)" : "wifi \(sender.isOn)")
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

enum PortedTableFeedSection: Hashable { case main }

struct PortedTablePost: Hashable {
    let id: Int
    var text: String
}

final class PortedTableFeedCell: TableViewCell {
    let body = Label()
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            body.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            body.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class PortedTableEditableSource: TableViewDiffableDataSource<
    PortedTableFeedSection, PortedTablePost
>
{
    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }
}

final class PortedTableFeedViewController: ViewController, TableViewDelegate {
    let tableView = TableView(frame: .zero, style: .plain)
    var dataSource: PortedTableEditableSource!
    var posts = (0..<40).map {
        PortedTablePost(id: $0, text: "Post \($0) " + String(repeating: "word ", count: $0 % 7 * 6))
    }
    var appearances = 0
    var log: [String] = []
    let header = View()
    let headerLabel = Label()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(PortedTableFeedCell.self, forCellReuseIdentifier: "post")
        tableView.estimatedRowHeight = 80
        tableView.rowHeight = TableView.automaticDimension
        tableView.delegate = self
        dataSource = PortedTableEditableSource(tableView: tableView) { tableView, indexPath, post in
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
                as! PortedTableFeedCell
            cell.body.text = post.text
            return cell
        }
        headerLabel.text =
            "Today's feed: everything your friends posted while you were away, newest first."
        headerLabel.numberOfLines = 0
        headerLabel.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(headerLabel)
        NSLayoutConstraint.activate([
            headerLabel.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
            headerLabel.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -16),
            headerLabel.topAnchor.constraint(equalTo: header.topAnchor, constant: 12),
            headerLabel.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -12),
        ])
        tableView.tableHeaderView = header
        applySnapshot()
    }

    func applySnapshot(animated: Bool = false) {
        var snapshot = NSDiffableDataSourceSnapshot<PortedTableFeedSection, PortedTablePost>()
        snapshot.appendSections([.main])
        snapshot.appendItems(posts)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
        if let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: animated)
        }
        tableView.reloadData()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let header = tableView.tableHeaderView else { return }
        let size = header.systemLayoutSizeFitting(
            CGSize(width: tableView.bounds.width, height: 0),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        if header.frame.size.height != size.height {
            header.frame.size.height = size.height
            tableView.tableHeaderView = header
        }
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(indexPath.row)")
    }

    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    )
        -> SwipeActionsConfiguration?
    {
        let delete = ContextualAction(style: .destructive, title: "Delete") {
            [weak self] _, _, completion in
            guard let self, let post = self.dataSource.itemIdentifier(for: indexPath) else {
                return completion(false)
            }
            self.posts.removeAll { $0.id == post.id }
            var snapshot = self.dataSource.snapshot()
            snapshot.deleteItems([post])
            self.dataSource.apply(snapshot, animatingDifferences: true)
            self.log.append("delete \(post.id)")
            completion(true)
        }
        delete.image = Image(systemName: "trash")
        let config = SwipeActionsConfiguration(actions: [delete])
        config.performsFirstActionWithFullSwipe = true
        return config
    }

    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    )
        -> SwipeActionsConfiguration?
    {
        let pin = ContextualAction(style: .normal, title: "Pin") { [weak self] _, _, completion in
            self?.log.append("pin \(indexPath.row)")
            completion(true)
        }
        pin.backgroundColor = .systemOrange
        return SwipeActionsConfiguration(actions: [pin])
    }

    func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
    )
        -> ContextMenuConfiguration?
    {
        ContextMenuConfiguration(identifier: indexPath as NSIndexPath, previewProvider: nil) { _ in
            let share = Action(title: "Share", image: Image(systemName: "square.and.arrow.up")) {
                [weak self] _ in
                self?.log.append("share \(indexPath.row)")
            }
            let delete = Action(
                title: "Delete", image: Image(systemName: "trash"), attributes: .destructive
            ) { _ in }
            return Menu(title: "", children: [share, delete])
        }
    }
}

final class PortedTableZoomingViewController: TableViewController {
    let zoomed = View(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
    var zooms: [CGFloat] = []
    var endedAt: CGFloat?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.tableHeaderView = zoomed
        tableView.maximumZoomScale = 3
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        0
    }

    override func viewForZooming(in scrollView: ScrollView) -> View? { zoomed }

    override func scrollViewDidZoom(_ scrollView: ScrollView) {
        zooms.append(scrollView.zoomScale)
    }

    override func scrollViewDidEndZooming(
        _ scrollView: ScrollView, with view: View?, atScale scale: CGFloat
    ) {
        endedAt = scale
    }
}

@MainActor @Suite struct TablePortedScreens2Tests {
    private func phoneWindow() -> Window {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        return window
    }

    @Test(
        "A pasted contacts list: footers float at the bottom above the home indicator while headers stick under the search bar, and search reloads the sections (UIKit: UITableView.Style.plain)"
    )
    func contactsList() throws {
        let window = phoneWindow()
        let contacts = PortedTableContactsViewController(style: .plain)
        window.rootViewController = NavigationController(rootViewController: contacts)
        window.settle()
        let table = try #require(contacts.tableView)
        let top = table.adjustedContentInset.top
        let bottom = 844 - table.adjustedContentInset.bottom
        #expect(top > 91, "the search bar sits under the navigation bar")
        func frame(_ view: View?) -> CGRect? { view.map { $0.convert($0.bounds, to: nil) } }
        // Section 0 (A: four names) fits; its footer sits at its place under its rows.
        let a = try #require(frame(table.footerView(forSection: 0)))
        #expect(a.minY == frame(table.cellForRow(at: IndexPath(row: 3, section: 0)))?.maxY)
        // Scrolled: the header of the section at the top sticks under the search bar, and the
        // footer of the section reaching the bottom floats above the home indicator.
        window.scroll(table, by: CGPoint(x: 0, y: 300))
        window.settle()
        let rows = try #require(table.indexPathsForVisibleRows)
        let first = try #require(rows.first { frame(table.cellForRow(at: $0))!.maxY > top })
        #expect(frame(table.headerView(forSection: first.section))?.minY == top)
        let last = try #require(rows.last { frame(table.cellForRow(at: $0))!.minY < bottom })
        let lastFooter = try #require(frame(table.footerView(forSection: last.section)))
        let lastRow = try #require(
            frame(
                table.cellForRow(
                    at: IndexPath(
                        row: table.numberOfRows(inSection: last.section) - 1, section: last.section)
                )))
        #expect(lastFooter.maxY == min(bottom, lastRow.maxY + 28))
        let footer = try #require(table.footerView(forSection: last.section))
        #expect(
            (footer as? TableViewHeaderFooterView)?.textLabel?.text?.hasSuffix("contacts") == true)

        contacts.searchController.searchBar.searchTextField.becomeFirstResponder()
        window.settle()
        contacts.searchController.searchBar.searchTextField.insertText("an")
        window.settle()
        #expect(contacts.sections.map(\.letter) == ["D", "F", "H", "I", "J"])
        #expect(table.numberOfSections == 5)
        #expect(table.visibleCells.count == 6)
    }

    @Test(
        "A pasted settings screen: list-content cells, a switch as accessory view toggles without selecting its row, and the footer text shows under its section (UIKit: UITableViewCell.accessoryView)"
    )
    func settingsWithSwitches() throws {
        let window = phoneWindow()
        let settings = PortedTableSettingsViewController()
        window.rootViewController = NavigationController(rootViewController: settings)
        window.settle()
        let table = settings.tableView
        let airplane = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let toggle = try #require(airplane.accessoryView as? Switch)
        let toggleFrame = toggle.convert(toggle.bounds, to: nil)
        let cellFrame = airplane.convert(airplane.bounds, to: nil)
        #expect(toggleFrame.maxX < cellFrame.maxX && toggleFrame.maxX > cellFrame.maxX - 30)
        #expect(abs(toggleFrame.midY - cellFrame.midY) < 1)
        window.tap(at: CGPoint(x: toggleFrame.midX, y: toggleFrame.midY))
        window.settle()
        #expect(settings.toggled == ["airplane true"] && settings.airplaneMode)
        #expect(table.indexPathForSelectedRow == nil)
        let footer = try #require(table.footerView(forSection: 0) as? TableViewHeaderFooterView)
        #expect(footer.textLabel?.text == "Airplane Mode turns off all wireless connections.")
        #expect(
            footer.convert(footer.bounds, to: nil).minY
                == table.cellForRow(at: IndexPath(row: 1, section: 0))!.convert(
                    CGPoint.zero, to: nil
                ).y
                + table.rectForRow(at: IndexPath(row: 1, section: 0)).height)
        window.find(.text("Privacy")).tap()
        window.settle()
        #expect(table.indexPathForSelectedRow == nil, "deselected in didSelectRowAt")
    }

    @Test(
        "A pasted feed: diffable rows, a table header sized by Auto Layout, scrollToRow on self-sizing rows, swipe actions, a context menu, and deselection in viewWillAppear (UIKit: UITableView.scrollToRow(at:at:animated:))"
    )
    func feed() throws {
        let window = phoneWindow()
        let feed = PortedTableFeedViewController()
        let navigation = NavigationController(rootViewController: feed)
        window.rootViewController = navigation
        window.settle()
        let table = feed.tableView
        let header = try #require(table.tableHeaderView)
        #expect(header.frame.height == feed.headerLabel.frame.height + 24)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == header.frame.height)
        // Rows estimated at 80 but sized by their text: the row still lands at the top.
        let target = IndexPath(row: 20, section: 0)
        table.scrollToRow(at: target, at: .top, animated: false)
        window.settle()
        #expect(
            table.rectForRow(at: target).minY - table.contentOffset.y
                == table.adjustedContentInset.top)
        table.scrollToRow(at: IndexPath(row: 27, section: 0), at: .middle, animated: false)
        window.settle()
        let middle =
            table.rectForRow(at: IndexPath(row: 27, section: 0)).midY - table.contentOffset.y
        let inset = table.adjustedContentInset
        #expect(abs(middle - (inset.top + (844 - inset.top - inset.bottom) / 2)) < 0.5)

        table.scrollToRow(at: target, at: .top, animated: false)
        window.settle()
        // A full trailing swipe deletes the row through the snapshot.
        let swiped = try #require(table.cellForRow(at: IndexPath(row: 21, section: 0)))
        let y = swiped.convert(CGPoint(x: 0, y: swiped.bounds.midY), to: nil).y
        window.drag(from: CGPoint(x: 350, y: y), to: CGPoint(x: 10, y: y))
        window.settle()
        #expect(feed.log == ["delete 21"])
        #expect(table.numberOfRows(inSection: 0) == 39)
        // A leading swipe shows "Pin".
        let pinned = try #require(table.cellForRow(at: target))
        let pinY = pinned.convert(CGPoint(x: 0, y: pinned.bounds.midY), to: nil).y
        window.drag(from: CGPoint(x: 20, y: pinY), to: CGPoint(x: 140, y: pinY))
        window.settle()
        window.find(.text("Pin")).tap()
        window.settle()
        #expect(feed.log.last == "pin 20")
        // A long press shows the row's menu.
        window.press(at: CGPoint(x: 200, y: pinY), duration: 0.6)
        window.find(.text("Share")).tap()
        window.settle()
        #expect(feed.log.last == "share 20")
        #expect(table.indexPathForSelectedRow == nil)
        // Select, push, pop: viewWillAppear deselects the row and reloads.
        window.tap(at: CGPoint(x: 200, y: pinY))
        window.settle()
        #expect(table.indexPathForSelectedRow == target)
        let offset = table.contentOffset
        navigation.pushViewController(ViewController(), animated: true)
        window.settle()
        navigation.popViewController(animated: true)
        window.settle()
        #expect(table.indexPathForSelectedRow == nil)
        #expect(feed.appearances == 2)
        #expect(table.contentOffset == offset)
    }

    @Test(
        "A TableViewController subclass's viewForZooming(in:) and scrollViewDidZoom overrides are called (UIKit: UITableViewController adopts UIScrollViewDelegate)"
    )
    func zoomingOverridesAreCalled() {
        let window = phoneWindow()
        let controller = PortedTableZoomingViewController(style: .plain)
        window.rootViewController = controller
        window.settle()
        let delegate: ScrollViewDelegate? = controller.tableView.delegate
        #expect(delegate?.viewForZooming(in: controller.tableView) === controller.zoomed)
        controller.tableView.setZoomScale(2, animated: false)
        #expect(controller.tableView.zoomScale == 2)
        #expect(controller.zooms == [2])
        controller.tableView.setZoomScale(1, animated: true)
        window.settle()
        #expect(controller.zooms.last == 1)
        #expect(controller.endedAt == 1)
    }
}
