// UIKit form screens with pickers as a user pastes them, with only the `UI` prefix removed,
// driven with synthetic drags.
import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A shipping form's country picker: the view controller is the picker's data source and
/// delegate, and shows the chosen country in a label.
final class CountryPickerViewController: ViewController, PickerViewDataSource,
    PickerViewDelegate
{
    let countries = [
        "Austria", "Belgium", "Canada", "Denmark", "France", "Germany", "Italy", "Japan",
        "Norway", "Spain", "Sweden",
    ]
    let pickerView = PickerView()
    let countryLabel = Label()
    var selections: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        pickerView.dataSource = self
        pickerView.delegate = self
        pickerView.translatesAutoresizingMaskIntoConstraints = false
        countryLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(countryLabel)
        view.addSubview(pickerView)
        NSLayoutConstraint.activate([
            countryLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            countryLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pickerView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pickerView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pickerView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        let france = countries.firstIndex(of: "France")!
        pickerView.selectRow(france, inComponent: 0, animated: false)
        countryLabel.text = countries[france]
    }

    func numberOfComponents(in pickerView: PickerView) -> Int {
        return 1
    }

    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        return countries.count
    }

    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int)
        -> String?
    {
        return countries[row]
    }

    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        countryLabel.text = countries[row]
        selections.append(countries[row])
    }
}

@MainActor @Suite struct PickerPastedScreenTests {
    @Test("The pasted country picker: a drag up two rows selects the country two below")
    func countryPicker() {
        let controller = CountryPickerViewController()
        let window = Window(size: CGSize(width: 390, height: 844))
        window.rootViewController = controller
        window.layoutIfNeeded()
        let picker = controller.pickerView
        // Intrinsic height 216, pinned to the bottom.
        #expect(picker.frame == CGRect(x: 0, y: 628, width: 390, height: 216))
        #expect(controller.countryLabel.text == "France")
        #expect((picker.view(forRow: 4, forComponent: 0) as? Label)?.text == "France")
        // Drag up two rows (64 pt, past the pan's 10 pt start), hold still, lift.
        let start = CGPoint(x: 195, y: 780)
        let end = CGPoint(x: 195, y: 780 - 64 - 10)
        window.drag(along: [start, end, end], duration: 0.4)
        window.settle()
        #expect(picker.selectedRow(inComponent: 0) == 6)
        #expect(controller.countryLabel.text == "Italy")
        #expect(controller.selections == ["Italy"])
        // A fast fling down runs to the first country and bounces back onto it.
        window.fling(from: CGPoint(x: 195, y: 650), velocity: CGPoint(x: 0, y: 3000))
        window.settle()
        #expect(controller.selections == ["Italy", "Austria"])
        #expect(controller.countryLabel.text == "Austria")
    }
}

/// A sign-up form's birthday field: a wheels date picker whose action writes the date into a
/// label. (UIKit's `addTarget(self, action: #selector(birthdayChanged), for: .valueChanged)`
/// becomes `addAction`.)
final class BirthdayViewController: ViewController {
    let datePicker = DatePicker()
    let birthdayLabel = Label()
    var changes: [Date] = []
    let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .long
        return formatter
    }()
    /// An adult's latest birthday, fixed for the test (an app would use `Date()`).
    static let latestBirthday = Date(timeIntervalSince1970: 1_213_531_200)  // 15 June 2008

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        datePicker.datePickerMode = .date
        datePicker.preferredDatePickerStyle = .wheels
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.calendar = Calendar(identifier: .gregorian)
        datePicker.timeZone = TimeZone(identifier: "UTC")
        datePicker.maximumDate = BirthdayViewController.latestBirthday
        datePicker.date = Date(timeIntervalSince1970: 645_451_200)  // 15 June 1990
        datePicker.addAction(
            Action { [weak self] _ in self?.birthdayChanged() }, for: .valueChanged)
        datePicker.translatesAutoresizingMaskIntoConstraints = false
        birthdayLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(birthdayLabel)
        view.addSubview(datePicker)
        NSLayoutConstraint.activate([
            birthdayLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            birthdayLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            datePicker.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            datePicker.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            datePicker.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        birthdayLabel.text = formatter.string(from: datePicker.date)
    }

    private func birthdayChanged() {
        birthdayLabel.text = formatter.string(from: datePicker.date)
        changes.append(datePicker.date)
    }
}

extension PickerPastedScreenTests {
    @Test("The pasted birthday picker: a drag on the year wheel, then a fling past the maximum")
    func birthdayPicker() {
        let controller = BirthdayViewController()
        let window = Window(size: CGSize(width: 390, height: 844))
        window.rootViewController = controller
        window.layoutIfNeeded()
        let picker = controller.datePicker
        #expect(picker.frame == CGRect(x: 0, y: 628, width: 390, height: 216))
        #expect(controller.birthdayLabel.text == "June 15, 1990")
        // The year wheel is the third, x 260...390. Drag down three rows (older), hold, lift.
        let start = CGPoint(x: 325, y: 700)
        let end = CGPoint(x: 325, y: 700 + 96 + 10)
        window.drag(along: [start, end, end], duration: 0.4)
        window.settle()
        #expect(controller.birthdayLabel.text == "June 15, 1987")
        #expect(controller.changes.count == 1)
        // A fling up runs the years far past 2008: the picker spins back to the maximum.
        window.fling(from: CGPoint(x: 325, y: 800), velocity: CGPoint(x: 0, y: -2500))
        window.settle()
        #expect(picker.date == BirthdayViewController.latestBirthday)
        #expect(controller.birthdayLabel.text == "June 15, 2008")
        #expect(
            controller.changes == [controller.changes[0], BirthdayViewController.latestBirthday])
        #expect(picker.pickerView?.selectedRow(inComponent: 2) == 2007)
        // The day wheel, x 130...260: a finger moving down one row shows the 14th.
        window.drag(
            along: [CGPoint(x: 195, y: 700), CGPoint(x: 195, y: 742), CGPoint(x: 195, y: 742)],
            duration: 0.3)
        window.settle()
        #expect(controller.birthdayLabel.text == "June 14, 2008")
        #expect(controller.changes.count == 3)
        // VoiceOver finds the three wheels, labelled, with their values, and nothing to fix.
        #expect(
            picker.pickerView!.wheels.map { "\($0.accessibilityLabel!): \($0.accessibilityValue!)" }
                == ["Month: June", "Day: 14", "Year: 2008"])
        #expect(!picker.isAccessibilityElement)
        let issues = controller.view.accessibilityAuditIssues()
        #expect(issues.isEmpty, "\(issues)")
    }
}
