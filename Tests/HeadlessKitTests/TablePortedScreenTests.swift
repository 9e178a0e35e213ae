// A settings screen and an inbox written for UIKit (UITableViewController, UITableViewCell,
// UINavigationController) as a user pastes them, with only the `UI` prefix removed: they must
// compile and behave as on iOS.
import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

final class SettingsViewController: TableViewController {
    struct Row {
        let title: String
        let detail: String
        let icon: String
    }

    let sections: [(title: String, rows: [Row])] = [
        (
            "Connections",
            [
                Row(title: "Wi-Fi", detail: "Home", icon: "wifi"),
                Row(title: "Bluetooth", detail: "On", icon: "antenna.radiowaves.left.and.right"),
            ]
        ),
        (
            "General",
            [
                Row(title: "About", detail: "Name, version, model", icon: "info.circle"),
                Row(title: "Software Update", detail: "iOS 18.1", icon: "gear"),
                Row(title: "Storage", detail: "64 GB of 128 GB used", icon: "externaldrive"),
            ]
        ),
    ]

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.rowHeight = 60
    }

    override func numberOfSections(in tableView: TableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
        -> String?
    {
        sections[section].title
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "SubtitleCell")
            ?? TableViewCell(style: .subtitle, reuseIdentifier: "SubtitleCell")
        let row = sections[indexPath.section].rows[indexPath.row]
        cell.textLabel?.text = row.title
        cell.detailTextLabel?.text = row.detail
        cell.imageView?.image = Image(systemName: row.icon)
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let row = sections[indexPath.section].rows[indexPath.row]
        let detail = SettingDetailViewController(setting: row.title)
        navigationController?.pushViewController(detail, animated: true)
    }
}

final class SettingDetailViewController: ViewController {
    let setting: String

    init(setting: String) {
        self.setting = setting
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = setting
        view.backgroundColor = .systemBackground
    }
}

final class MailboxViewController: TableViewController {
    var messages = ["Lunch?", "Build is green", "Quarterly report", "Re: table views"]
    var cellsAsked = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(MessageCell.self, forCellReuseIdentifier: "message")
        tableView.estimatedRowHeight = 60
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        cellsAsked += 1
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            as! MessageCell
        cell.subjectLabel.text = messages[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        messages.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }
}

final class MessageCell: TableViewCell {
    let subjectLabel = Label()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        subjectLabel.numberOfLines = 0
        subjectLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(subjectLabel)
        NSLayoutConstraint.activate([
            subjectLabel.leadingAnchor.constraint(
                equalTo: contentView.leadingAnchor, constant: 20),
            subjectLabel.trailingAnchor.constraint(
                equalTo: contentView.trailingAnchor, constant: -20),
            subjectLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            subjectLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ContactListViewController: ViewController {
    private let tableView = TableView(frame: .zero, style: .plain)
    private var names = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald"]
    private(set) var selectedName: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.tableFooterView = View()
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}

extension ContactListViewController: TableViewDataSource, TableViewDelegate {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        selectedName = names[indexPath.row]
    }
}

@MainActor @Suite struct TablePortedScreenTests {
    @Test(
        "A pasted view controller with a table view pinned by constraints lays out its rows and selects by tap (UIKit: UITableViewDataSource in an extension)"
    )
    func constrainedTable() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let contacts = ContactListViewController()
        window.rootViewController = NavigationController(rootViewController: contacts)
        window.settle()
        window.find(.text("Grace")).expect(.one)
        window.find(.text("Alan")).tap()
        #expect(contacts.selectedName == "Alan")
        let table = window.find(.type(TableView.self)).first!
        #expect(table.frame.size == CGSize(width: 390, height: 844 - 91))
        #expect((table as! TableView).visibleCells.count == 6)
    }

    @Test(
        "A pasted settings screen: titled sections of subtitle cells; a tapped row pushes its detail and coming back clears the selection (UIKit: UITableViewController.clearsSelectionOnViewWillAppear)"
    )
    func settingsScreen() throws {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let settings = SettingsViewController()
        let navigation = NavigationController(rootViewController: settings)
        window.rootViewController = navigation
        window.settle()
        let table = try #require(settings.tableView)
        #expect(table.style == .insetGrouped)
        #expect(table.dataSource === settings && table.delegate === settings)
        #expect(table.numberOfSections == 2)
        #expect(table.visibleCells.count == 5)
        // Grouped headers show their titles in capitals; the first row starts below the bar
        // and the first header.
        window.find(.text("CONNECTIONS")).expect(.one)
        window.find(.text("GENERAL")).expect(.one)
        let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(wifi.detailTextLabel?.text == "Home")
        #expect(wifi.accessoryType == .disclosureIndicator)
        #expect(wifi.imageView?.image?.name == "wifi")
        #expect(wifi.convert(wifi.bounds, to: nil).minY == 129)  // 47 + 44 (the bar) + 38
        #expect(wifi.frame.height == 60)

        window.find(.text("Software Update")).tap()
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
        window.settle()
        let detail = try #require(navigation.topViewController as? SettingDetailViewController)
        #expect(detail.setting == "Software Update")
        _ = navigation.popViewController(animated: true)
        window.settle()
        #expect(navigation.topViewController === settings)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test(
        "A pasted mailbox: the subclass's overrides are called, rows size to their labels, and a tap deletes its row (UIKit: UITableViewController subclass overrides)"
    )
    func inbox() throws {
        let window = Window(size: CGSize(width: 390, height: 844))
        let inbox = MailboxViewController()
        window.rootViewController = inbox
        window.settle()
        #expect(inbox.cellsAsked == 4)
        let table = try #require(inbox.tableView)
        #expect(table.visibleCells.map { ($0 as! MessageCell).subjectLabel.text } == inbox.messages)
        // One line of 17-point text plus 24 points of padding.
        let height = table.visibleCells[0].frame.height
        let label = Label()
        label.text = "Lunch?"
        #expect(height == label.intrinsicContentSize.height + 24)
        window.find(.text("Build is green")).tap()
        window.settle()
        #expect(inbox.messages == ["Lunch?", "Quarterly report", "Re: table views"])
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(
            table.visibleCells.map { ($0 as! MessageCell).subjectLabel.text } == inbox.messages)
        #expect(table.indexPathForSelectedRow == nil)
    }
}
