import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A data source and delegate with settable counts that records what the picker asks.
@MainActor
final class PickerFixture: PickerViewDataSource, PickerViewDelegate {
    enum Call: Equatable {
        case didSelect(row: Int, component: Int)
    }

    var rows: [Int]
    var rowHeight: CGFloat?
    var components: Int?
    var calls: [Call] = []
    var titleRequests = 0
    var onSelect: ((PickerView, Int, Int) -> Void)?

    init(rows: [Int]) { self.rows = rows }

    func numberOfComponents(in pickerView: PickerView) -> Int { components ?? rows.count }
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int {
        rows.indices.contains(component) ? rows[component] : 0
    }
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat {
        rowHeight ?? PickerView.defaultRowHeight
    }
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int)
        -> String?
    {
        titleRequests += 1
        return "c\(component)r\(row)"
    }
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
        calls.append(.didSelect(row: row, component: component))
        onSelect?(pickerView, row, component)
    }
}

/// `UIPickerView`: wheels that settle on whole rows, and the data calls behind them.
@MainActor @Suite struct PickerViewTests {
    /// A 320 × 216 picker at the window's top-left; its middle row is at y = 108.
    func makePicker(rows: [Int]) -> (Window, PickerView, PickerFixture) {
        let window = Window(size: CGSize(width: 320, height: 400))
        let picker = PickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let fixture = PickerFixture(rows: rows)
        picker.dataSource = fixture
        picker.delegate = fixture
        window.addSubview(picker)
        window.layoutIfNeeded()
        return (window, picker, fixture)
    }

    func wheel(_ picker: PickerView, _ component: Int) -> PickerWheel {
        picker.wheels[component]
    }

    /// Whether the wheel rests with a whole row in the middle.
    func restsOnRow(_ wheel: PickerWheel) -> Bool {
        let row = wheel.row(at: wheel.contentOffset)
        return wheel.isAtRest && wheel.contentOffset == wheel.offset(forRow: row)
    }

    @Test("A picker loads its components and centres row 0 of each (UIKit: UIPickerView)")
    func loadsAndCentres() {
        let (_, picker, fixture) = makePicker(rows: [10, 5])
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 10)
        #expect(picker.numberOfRows(inComponent: 1) == 5)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 160, height: 32))
        #expect(picker.intrinsicContentSize.height == 216)
        // Row 0's middle sits at the picker's middle: offset = 0·32 − (216 − 32) / 2.
        #expect(wheel(picker, 0).contentOffset == CGPoint(x: 0, y: -92))
        let label = picker.view(forRow: 0, forComponent: 0) as? Label
        #expect(label?.text == "c0r0")
        #expect(
            label?.convert(label!.bounds, to: picker) == CGRect(x: 0, y: 92, width: 160, height: 32)
        )
        #expect(picker.view(forRow: 9, forComponent: 0) == nil)  // out of sight
        #expect(fixture.calls.isEmpty)
    }

    @Test("A drag settles on a whole row and tells the delegate once (UIKit: didSelectRow)")
    func dragSettlesOnARow() {
        let (window, picker, fixture) = makePicker(rows: [20])
        let start = CGPoint(x: 80, y: 150)
        let end = CGPoint(x: 80, y: 70)  // 80 pt up, held still, then lifted: no fling
        window.drag(along: [start, end, end], duration: 0.4)
        window.settle()
        let w = wheel(picker, 0)
        #expect(restsOnRow(w))
        let row = picker.selectedRow(inComponent: 0)
        #expect(row == 2 || row == 3)
        #expect(fixture.calls == [.didSelect(row: row, component: 0)])
        #expect(w.contentOffset == w.offset(forRow: row))
    }

    @Test("A fling decelerates onto a whole row: one didSelectRow with that row")
    func flingSettlesOnARow() {
        let (window, picker, fixture) = makePicker(rows: [100])
        window.fling(from: CGPoint(x: 80, y: 180), velocity: CGPoint(x: 0, y: -1500))
        window.settle()
        let w = wheel(picker, 0)
        let row = picker.selectedRow(inComponent: 0)
        #expect(row > 5)
        #expect(restsOnRow(w))
        #expect(fixture.calls == [.didSelect(row: row, component: 0)])
    }

    @Test("A fling past the last row bounces back onto it")
    func flingPastTheEnd() {
        let (window, picker, fixture) = makePicker(rows: [4])
        window.fling(from: CGPoint(x: 80, y: 200), velocity: CGPoint(x: 0, y: -4000))
        window.settle()
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(restsOnRow(wheel(picker, 0)))
        #expect(fixture.calls == [.didSelect(row: 3, component: 0)])
    }

    @Test("A touch that stops a spinning wheel and lifts settles it on the nearest row")
    func touchCatchesASpin() {
        let (window, picker, fixture) = makePicker(rows: [200])
        window.fling(from: CGPoint(x: 80, y: 180), velocity: CGPoint(x: 0, y: -2000))
        window.runFrames(10)
        #expect(wheel(picker, 0).isDecelerating)
        window.tap(at: CGPoint(x: 80, y: 108))
        window.settle()
        let row = picker.selectedRow(inComponent: 0)
        #expect(restsOnRow(wheel(picker, 0)))
        #expect(fixture.calls == [.didSelect(row: row, component: 0)])
    }

    @Test(
        "A tap on a row away from the middle spins it there and selects it; a tap on the middle row does nothing"
    )
    func tapSelectsARow() {
        let (window, picker, fixture) = makePicker(rows: [20])
        window.tap(at: CGPoint(x: 80, y: 108 + 64))  // two rows below the middle
        window.settle()
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(restsOnRow(wheel(picker, 0)))
        #expect(fixture.calls == [.didSelect(row: 2, component: 0)])
        window.tap(at: CGPoint(x: 80, y: 108))
        window.tap(at: CGPoint(x: 80, y: 40))  // row 0, two rows above the middle
        window.settle()
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(
            fixture.calls == [.didSelect(row: 2, component: 0), .didSelect(row: 0, component: 0)])
    }

    @Test(
        "selectRow moves the wheel but never calls didSelectRow (UIKit: selectRow(_:inComponent:animated:))"
    )
    func selectRowIsSilent() {
        let (window, picker, fixture) = makePicker(rows: [30, 30])
        picker.selectRow(7, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 7)
        #expect(wheel(picker, 0).contentOffset == wheel(picker, 0).offset(forRow: 7))
        picker.selectRow(12, inComponent: 1, animated: true)
        #expect(picker.selectedRow(inComponent: 1) == 12)  // selected at once
        #expect(wheel(picker, 1).isAtRest == false)  // still moving
        window.settle()
        #expect(wheel(picker, 1).contentOffset == wheel(picker, 1).offset(forRow: 12))
        #expect(fixture.calls.isEmpty)
        // Then a drag does tell the delegate.
        window.drag(
            along: [CGPoint(x: 240, y: 108), CGPoint(x: 240, y: 60), CGPoint(x: 240, y: 60)],
            duration: 0.3)
        window.settle()
        #expect(fixture.calls.count == 1)
    }

    @Test("Selecting before the picker is laid out centres the row at the first layout")
    func selectBeforeLayout() {
        let picker = PickerView()
        let fixture = PickerFixture(rows: [10])
        picker.dataSource = fixture
        picker.delegate = fixture
        picker.selectRow(4, inComponent: 0, animated: true)  // no window: no animation
        picker.frame = CGRect(x: 0, y: 0, width: 200, height: 216)
        picker.layoutIfNeeded()
        #expect(wheel(picker, 0).contentOffset == CGPoint(x: 0, y: 4 * 32 - 92))
        #expect((picker.view(forRow: 4, forComponent: 0) as? Label)?.text == "c0r4")
    }

    @Test("A million rows ask for the titles in sight only, before and after a spin")
    func millionRowsAskBoundedTitles() {
        let (window, picker, fixture) = makePicker(rows: [1_000_000])
        // 216 / 32 rows in sight, plus one row of margin each side.
        #expect(fixture.titleRequests <= 12)
        let before = fixture.titleRequests
        picker.selectRow(999_999, inComponent: 0, animated: false)
        window.layoutIfNeeded()
        #expect(fixture.titleRequests - before <= 14)
        #expect((picker.view(forRow: 999_999, forComponent: 0) as? Label)?.text == "c0r999999")
        let beforeFling = fixture.titleRequests
        window.fling(from: CGPoint(x: 80, y: 50), velocity: CGPoint(x: 0, y: 3000))
        window.settle()
        let row = picker.selectedRow(inComponent: 0)
        #expect(row < 999_999)
        // Each row scrolled past is asked for once (plus the selected row's accessibility value).
        let travelled = 999_999 - row
        #expect(fixture.titleRequests - beforeFling <= travelled + 16)
        #expect(wheel(picker, 0).subviews.count <= 10)
    }

    @Test("Row views scrolled out of sight come back as reusing (UIKit: viewForRow:reusingView:)")
    func rowViewsAreReused() {
        final class Views: PickerViewDataSource, PickerViewDelegate {
            var made = 0
            var reused = 0
            func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
            func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int)
                -> Int
            { 500 }
            func pickerView(
                _ pickerView: PickerView, viewForRow row: Int, forComponent component: Int,
                reusing view: View?
            ) -> View {
                if let view {
                    reused += 1
                    view.tag = row + 1
                    return view
                }
                made += 1
                let view = View()
                view.tag = row + 1
                return view
            }
        }
        let window = Window(size: CGSize(width: 320, height: 400))
        let picker = PickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let views = Views()
        picker.dataSource = views
        picker.delegate = views
        window.addSubview(picker)
        window.layoutIfNeeded()
        let first = views.made
        #expect(first <= 10)
        window.fling(from: CGPoint(x: 160, y: 180), velocity: CGPoint(x: 0, y: -3000))
        window.settle()
        #expect(views.reused > 20)
        // Never more views than rows in sight at once (216 / 32 + 2 of margin, rounded up).
        #expect(views.made <= 10)
        let row = picker.selectedRow(inComponent: 0)
        #expect(picker.view(forRow: row, forComponent: 0)?.tag == row + 1)
        let frame = picker.view(forRow: row, forComponent: 0)!.convert(
            CGRect(x: 0, y: 0, width: 320, height: 32), to: picker)
        #expect(frame == CGRect(x: 0, y: 92, width: 320, height: 32))
    }

    @Test("A reload clamps the selection to the rows there are, without didSelectRow")
    func reloadClampsSelection() {
        let (_, picker, fixture) = makePicker(rows: [10])
        picker.selectRow(8, inComponent: 0, animated: false)
        fixture.rows = [3]
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == 2)
        picker.layoutIfNeeded()
        #expect(wheel(picker, 0).contentOffset == wheel(picker, 0).offset(forRow: 2))
        fixture.rows = [0]
        picker.reloadComponent(0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        picker.layoutIfNeeded()
        #expect(wheel(picker, 0).subviews.isEmpty)
        fixture.rows = [5]
        picker.reloadComponent(0)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(fixture.calls.isEmpty)
    }

    @Test("No data source, zero components, zero rows and negative counts show an empty picker")
    func emptyAndNegativeCounts() {
        let picker = PickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.layoutIfNeeded()
        #expect(picker.numberOfComponents == 0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        #expect(picker.numberOfRows(inComponent: 3) == 0)
        #expect(picker.rowSize(forComponent: 0) == .zero)
        #expect(picker.view(forRow: 0, forComponent: 0) == nil)
        let fixture = PickerFixture(rows: [-5, 0])
        picker.dataSource = fixture
        picker.delegate = fixture
        picker.layoutIfNeeded()
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        fixture.components = -3
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 0)
        #expect(picker.subviews.isEmpty)
        fixture.components = Int.max
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == PickerView.maximumComponentCount)
    }

    @Test("NaN, infinite, zero and negative row heights from the delegate are clamped")
    func rowHeightsClamp() {
        let (_, picker, fixture) = makePicker(rows: [50])
        for (given, used) in [
            (CGFloat.nan, 32), (.infinity, 32), (-4, 1), (0, 1), (1e9, 1000), (44, 44),
        ] as [(CGFloat, CGFloat)] {
            fixture.rowHeight = given
            picker.reloadAllComponents()
            picker.layoutIfNeeded()
            #expect(picker.rowSize(forComponent: 0).height == used, "height \(given)")
            #expect(wheel(picker, 0).subviews.count <= 220)
        }
    }

    @Test("A huge row count is read as the maximum; the last row is still exactly in the middle")
    func hugeRowCount() {
        let (_, picker, fixture) = makePicker(rows: [Int.max])
        #expect(picker.numberOfRows(inComponent: 0) == PickerView.maximumRowCount)
        picker.selectRow(PickerView.maximumRowCount - 1, inComponent: 0, animated: false)
        picker.layoutIfNeeded()
        let last = PickerView.maximumRowCount - 1
        #expect((picker.view(forRow: last, forComponent: 0) as? Label)?.text == "c0r\(last)")
        #expect(fixture.titleRequests <= 30)
    }

    @Test("A delegate that reloads and selects from didSelectRow leaves the picker usable")
    func reentrantDelegate() {
        let (window, picker, fixture) = makePicker(rows: [20, 20])
        fixture.onSelect = { picker, row, component in
            fixture.rows = [10, 10]
            picker.reloadAllComponents()
            picker.selectRow(min(row, 9), inComponent: 1 - component, animated: true)
        }
        window.fling(from: CGPoint(x: 80, y: 200), velocity: CGPoint(x: 0, y: -1200))
        window.settle()
        #expect(fixture.calls.count == 1)
        let row = picker.selectedRow(inComponent: 0)
        #expect(row <= 9)
        #expect(picker.selectedRow(inComponent: 1) == min(row, 9))
        #expect(restsOnRow(wheel(picker, 0)) && restsOnRow(wheel(picker, 1)))
        // Still drags and settles.
        window.drag(
            along: [CGPoint(x: 240, y: 150), CGPoint(x: 240, y: 90), CGPoint(x: 240, y: 90)],
            duration: 0.3)
        window.settle()
        #expect(fixture.calls.count == 2)
        #expect(restsOnRow(wheel(picker, 1)))
    }

    @Test(
        "A delegate that reloads from inside its title call: the rows in sight are right afterwards"
    )
    func reloadFromTitle() {
        final class Reloading: PickerViewDataSource, PickerViewDelegate {
            var reloads = 1
            var rows = 50
            func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
            func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int)
                -> Int
            { rows }
            func pickerView(
                _ pickerView: PickerView, titleForRow row: Int, forComponent component: Int
            ) -> String? {
                if reloads > 0 {
                    reloads -= 1
                    rows = 40
                    pickerView.reloadAllComponents()
                    pickerView.selectRow(3, inComponent: 0, animated: false)
                }
                return "\(row)"
            }
        }
        let window = Window(size: CGSize(width: 320, height: 400))
        let picker = PickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let reloading = Reloading()
        picker.dataSource = reloading
        picker.delegate = reloading
        window.addSubview(picker)
        window.layoutIfNeeded()
        window.settle()
        #expect(picker.numberOfRows(inComponent: 0) == 40)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        let texts = picker.wheels[0].subviews.compactMap { ($0 as? Label)?.text }
        #expect(texts == ["0", "1", "2", "3", "4", "5", "6", "7"])
        #expect(picker.wheels[0].subviews.count == 8)
    }

    @Test("A delegate that removes components from didSelectRow: the dropped wheel goes quietly")
    func delegateDropsComponents() {
        let (window, picker, fixture) = makePicker(rows: [20, 20])
        fixture.onSelect = { picker, _, _ in
            fixture.rows = [20]
            picker.reloadAllComponents()
        }
        window.fling(from: CGPoint(x: 240, y: 200), velocity: CGPoint(x: 0, y: -1200))
        window.settle()
        #expect(fixture.calls.count == 1)
        #expect(picker.numberOfComponents == 1)
        #expect(picker.subviews.count == 1)
    }

    @Test("A picker dropped while decelerating: nothing crashes, nothing is left running")
    func droppedWhileDecelerating() {
        let window = Window(size: CGSize(width: 320, height: 400))
        var fixture: PickerFixture? = PickerFixture(rows: [500])
        weak var weakPicker: PickerView?
        weak var weakWheel: PickerWheel?
        do {
            let picker = PickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            picker.dataSource = fixture
            picker.delegate = fixture
            window.addSubview(picker)
            window.layoutIfNeeded()
            weakPicker = picker
            weakWheel = picker.wheels[0]
            window.fling(from: CGPoint(x: 80, y: 200), velocity: CGPoint(x: 0, y: -3000))
            window.runFrames(3)
            #expect(picker.wheels[0].isDecelerating)
            fixture = nil  // the delegate goes first (weak)
            picker.removeFromSuperview()
            #expect(restsOnRow(picker.wheels[0]))  // finished where it was heading
        }
        #expect(weakPicker == nil)
        #expect(weakWheel == nil)
        window.runFrames(10)
        #expect(window.settle())
    }

    @Test(
        "Each wheel is adjustable: its value is the selected title; increment and decrement move one row and call didSelectRow"
    )
    func accessibilityAdjusts() {
        let (_, picker, fixture) = makePicker(rows: [3])
        let w = wheel(picker, 0)
        #expect(w.isAccessibilityElement)
        #expect(w.accessibilityTraits.contains(.adjustable))
        #expect(w.accessibilityValue == "c0r0")
        w.accessibilityIncrement()
        w.accessibilityIncrement()
        w.accessibilityIncrement()  // the last row: nothing
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(w.accessibilityValue == "c0r2")
        w.accessibilityDecrement()
        #expect(
            fixture.calls == [
                .didSelect(row: 1, component: 0), .didSelect(row: 2, component: 0),
                .didSelect(row: 1, component: 0),
            ])
        #expect(w.contentOffset == w.offset(forRow: 1))
        picker.selectRow(0, inComponent: 0, animated: false)
        #expect(w.accessibilityValue == "c0r0")
    }

    @Test("An accessibility delegate labels each wheel (UIKit: UIPickerViewAccessibilityDelegate)")
    func accessibilityDelegateLabels() {
        final class Named: PickerViewDataSource, PickerViewAccessibilityDelegate {
            var names = ["Hours", "Minutes"]
            func numberOfComponents(in pickerView: PickerView) -> Int { 2 }
            func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int)
                -> Int
            { 60 }
            func pickerView(
                _ pickerView: PickerView, titleForRow row: Int, forComponent component: Int
            ) -> String? { "\(row)" }
            func pickerView(
                _ pickerView: PickerView, accessibilityLabelForComponent component: Int
            ) -> String? { names[component] }
        }
        let window = Window(size: CGSize(width: 320, height: 400))
        let picker = PickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let named = Named()
        picker.dataSource = named
        picker.delegate = named
        window.addSubview(picker)
        window.layoutIfNeeded()
        #expect(picker.wheels.map(\.accessibilityLabel) == ["Hours", "Minutes"])
        #expect(picker.wheels.map(\.accessibilityHint) == [nil, nil])
        #expect(picker.accessibilityAuditIssues().isEmpty)
        named.names = ["H", "M"]
        picker.reloadAllComponents()
        #expect(picker.wheels.map(\.accessibilityLabel) == ["H", "M"])
    }

    @Test("Attributed titles win over plain titles (UIKit: attributedTitleForRow)")
    func attributedTitles() {
        final class Styled: PickerViewDataSource, PickerViewDelegate {
            func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
            func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int)
                -> Int
            { 2 }
            func pickerView(
                _ pickerView: PickerView, titleForRow row: Int, forComponent component: Int
            ) -> String? { "plain" }
            func pickerView(
                _ pickerView: PickerView, attributedTitleForRow row: Int,
                forComponent component: Int
            ) -> NSAttributedString? { NSAttributedString(string: "styled \(row)") }
        }
        let picker = PickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let styled = Styled()
        picker.dataSource = styled
        picker.delegate = styled
        picker.layoutIfNeeded()
        #expect((picker.view(forRow: 1, forComponent: 0) as? Label)?.text == "styled 1")
        #expect(picker.wheels[0].accessibilityValue == "styled 0")
    }

    @Test("Components sit side by side at the delegate's widths, centred; bad widths read as 0")
    func componentWidths() {
        final class Widths: PickerViewDataSource, PickerViewDelegate {
            var widths: [CGFloat] = [100, 60]
            func numberOfComponents(in pickerView: PickerView) -> Int { widths.count }
            func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int)
                -> Int
            { 3 }
            func pickerView(_ pickerView: PickerView, widthForComponent component: Int)
                -> CGFloat
            { widths[component] }
        }
        let picker = PickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        let widths = Widths()
        picker.dataSource = widths
        picker.delegate = widths
        picker.layoutIfNeeded()
        #expect(picker.wheels.map(\.frame.minX) == [80, 180])
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 60, height: 32))
        widths.widths = [.nan, -3, .infinity]
        picker.reloadAllComponents()
        picker.layoutIfNeeded()
        #expect(picker.rowSize(forComponent: 0).width == 0)
        #expect(picker.rowSize(forComponent: 2).width == 0)
    }

    @Test("selectRow with a row out of range stops, naming the row and the picker")
    func selectRowOutOfRangeStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let picker = PickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            let fixture = PickerFixture(rows: [3])
            picker.dataSource = fixture
            picker.selectRow(3, inComponent: 0, animated: false)
        }
    }

    @Test("selectRow with a component out of range stops")
    func selectComponentOutOfRangeStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let picker = PickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            picker.selectRow(0, inComponent: 0, animated: false)
        }
    }

    @Test("The tree shows each wheel with its rows in sight and the picker's selection")
    func treeDump() {
        let (_, picker, _) = makePicker(rows: [3, 2])
        picker.selectRow(1, inComponent: 1, animated: false)
        assertTree(
            picker,
            """
            PickerView (0 0; 320 216) selected=(0 1)
            ├ PickerWheel (0 0; 160 216) offset=(0 -92) content=(160 96)
            │ ├ Label (0 0; 160 32) text="c0r0"
            │ ├ Label (0 32; 160 32) text="c0r1"
            │ └ Label (0 64; 160 32) text="c0r2"
            └ PickerWheel (160 0; 160 216) offset=(0 -60) content=(160 64)
              ├ Label (0 0; 160 32) text="c1r0"
              └ Label (0 32; 160 32) text="c1r1"
            """)
    }
}
