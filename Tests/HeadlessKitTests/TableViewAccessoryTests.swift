// A preferences screen written for UIKit, with a switch as a row's accessory view, pasted with
// only the `UI` prefix removed.
import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

private final class PreferencesViewController: TableViewController {
    private(set) var notificationsOn = false
    private(set) var opened: [String] = []
    private let rows = ["Notifications", "Privacy", "Language"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Preferences"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        if indexPath.row == 0 {
            let toggle = Switch()
            toggle.isOn = notificationsOn
            toggle.addAction(
                Action { [weak self, weak toggle] _ in
                    self?.notificationsOn = toggle?.isOn ?? false
                }, for: .valueChanged)
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        } else {
            cell.accessoryView = nil
            cell.accessoryType = .disclosureIndicator
        }
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        opened.append(rows[indexPath.row])
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

@MainActor @Suite struct TableViewAccessoryTests {
    @Test(
        "A switch as a row's accessory view sits at the trailing edge and toggles without selecting the row; the content view ends before it (UIKit: UITableViewCell.accessoryView)"
    )
    func switchAccessory() throws {
        let window = Window(size: CGSize(width: 390, height: 844))
        let screen = PreferencesViewController()
        window.rootViewController = NavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let toggle = try #require(window.find(.type(Switch.self)).first as? Switch)
        let cell = try #require(toggle.superview as? TableViewCell)
        #expect(toggle.frame.maxX == 390 - TableViewCell.accessoryMargin)
        #expect(toggle.frame.midY == cell.bounds.midY)
        #expect(
            cell.contentView.frame.width == 390 - 2 * TableViewCell.accessoryMargin
                - toggle.frame.width)
        let point = toggle.convert(CGPoint(x: toggle.bounds.midX, y: toggle.bounds.midY), to: nil)
        // A window with no safe area of its own: the bar's height is the list's inset, and
        // the first row starts under the bar.
        #expect(screen.tableView.adjustedContentInset.top == 44)
        #expect(cell.convert(cell.bounds, to: nil).minY == 44)
        window.tap(at: point)
        window.settle()
        #expect(toggle.isOn && screen.notificationsOn)
        #expect(screen.opened.isEmpty)
        // A disclosure row: room for the chevron, and a tap selects it.
        let privacy = try #require(
            window.find(.text("Privacy")).first?.superview?.superview as? TableViewCell)
        #expect(privacy.contentView.frame.width == 390 - 2 * TableViewCell.accessoryMargin - 8)
        window.find(.text("Privacy")).tap()
        window.settle()
        #expect(screen.opened == ["Privacy"])
    }

    @Test(
        "A reused cell drops the accessory view it had; a new accessory view replaces the old one (UIKit: accessoryView)"
    )
    func accessoryViewReplaced() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let first = Switch()
        let second = Button(type: .system)
        cell.accessoryView = first
        #expect(first.superview === cell)
        cell.accessoryView = second
        #expect(first.superview == nil && second.superview === cell)
        cell.accessoryView = nil
        cell.layoutIfNeeded()
        #expect(second.superview == nil && cell.contentView.frame.width == 320)
        // Hostile: a zero-sized accessory view with nothing to fit takes no room.
        cell.accessoryView = View()
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.width == 320)
    }
}
