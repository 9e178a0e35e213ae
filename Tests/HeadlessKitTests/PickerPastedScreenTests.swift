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
