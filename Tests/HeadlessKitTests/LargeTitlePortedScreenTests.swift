// A settings screen written for UIKit (UITableViewController, large titles) as a user pastes
// it, with the `UI` prefix removed: it must compile and behave as on iOS.
import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

final class LargeTitleSettingsViewController: TableViewController {
    private let sections: [(title: String, rows: [String])] = [
        ("Connections", ["Airplane Mode", "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot"]),
        ("Alerts", ["Notifications", "Sounds & Haptics", "Focus", "Screen Time"]),
        ("System", ["General", "Control Center", "Display & Brightness", "Home Screen"]),
        ("Apps", ["Accessibility", "Wallpaper", "Siri & Search", "Face ID & Passcode"]),
        ("Privacy", ["Emergency SOS", "Exposure Notifications", "Battery", "Privacy & Security"]),
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
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "setting")
    }

    override func numberOfSections(in tableView: TableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
        -> String?
    {
        sections[section].title
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = LargeTitleSettingDetailViewController()
        detail.title = sections[indexPath.section].rows[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }
}

final class LargeTitleSettingDetailViewController: ViewController {
    let statusLabel = Label()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemBackground
        statusLabel.text = "On"
        statusLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(statusLabel)
        NSLayoutConstraint.activate([
            statusLabel.topAnchor.constraint(
                equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            statusLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }
}

@MainActor @Suite struct LargeTitlePortedScreenTests {
    /// The title labels of the bar that show, as (text, point size).
    private func shownTitles(_ bar: NavigationBar) -> [String] {
        bar.accessibilityElementsInOrder.compactMap { view in
            guard let label = view as? Label, label.accessibilityTraits.contains(.header) else {
                return nil
            }
            return "\(label.text ?? "") \(Int(label.font.pointSize))"
        }
    }

    @Test(
        "A pasted settings screen: a 96-point bar with the large title, which a drag collapses to 44 with the small title; a pushed .never detail has a 44-point bar; back at the top the large title returns (UIKit: prefersLargeTitles, largeTitleDisplayMode)"
    )
    func settingsScreen() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let settings = LargeTitleSettingsViewController()
        let navigation = NavigationController(rootViewController: settings)
        window.rootViewController = navigation
        window.settle()
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(shownTitles(bar) == ["Settings 34"])
        #expect(settings.tableView.contentOffset.y == -143)

        // A drag up by 30 points, held: the row is 22 points tall, the large title still shows.
        let touch = window.beginTouch(at: CGPoint(x: 200, y: 600))
            .move(to: CGPoint(x: 200, y: 570), duration: 0.3).hold()
        #expect(settings.tableView.contentOffset.y == -113)
        #expect(bar.frame.height == 66)
        #expect(settings.view.safeAreaInsets.top == 113)
        #expect(shownTitles(bar) == ["Settings 34"])
        // Let go: more than half collapsed, the bar snaps collapsed.
        touch.end()
        window.settle()
        #expect(settings.tableView.contentOffset.y == -91)
        #expect(bar.frame.height == 44)

        // Further up: collapsed, the small centred title shows.
        window.scroll(settings.tableView, by: CGPoint(x: 0, y: 200))
        window.settle()
        #expect(bar.frame.height == 44)
        #expect(shownTitles(bar) == ["Settings 17"])
        #expect(settings.view.safeAreaInsets.top == 91)

        // A row pushes the detail: .never, a 44-point bar, its label below it.
        window.find(.text("Wallpaper")).tap()
        window.settle()
        let detail = navigation.topViewController as? LargeTitleSettingDetailViewController
        #expect(detail?.title == "Wallpaper")
        #expect(bar.frame.height == 44)
        #expect(shownTitles(bar) == ["Wallpaper 17"])
        #expect(detail?.statusLabel.convert(CGPoint.zero, to: nil).y == 111)

        // Back: the list is as it was left, collapsed; scrolled to the top, expanded.
        bar.backButton.sendActions(for: .touchUpInside)
        window.settle()
        #expect(navigation.topViewController === settings)
        #expect(bar.frame.height == 44)
        window.scroll(settings.tableView, by: CGPoint(x: 0, y: -600))
        window.settle()
        #expect(settings.tableView.contentOffset.y == -143)
        #expect(bar.frame.height == 96)
        #expect(shownTitles(bar) == ["Settings 34"])
    }
}
