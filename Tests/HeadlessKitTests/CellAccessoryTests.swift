import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Taps the accessory of `kind` of `cell` at its centre.
@MainActor
func tapAccessory(_ kind: CellAccessory.Kind, of cell: CollectionViewCell, in window: Window) {
    let view = cell.subviews.first { ($0 as? CellAccessoryView)?.kind == kind && !$0.isHidden }!
    window.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
}

/// Records selections.
final class SelectionRecorder: CollectionViewDelegate {
    var selected: [IndexPath] = []
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@MainActor @Suite struct CellAccessoryTests {
    let long = "A title long enough to wrap onto a second line in a narrow row of a list"

    @Test(
        "Leading and trailing accessories sit at the cell's edges, 16 points in and 8 apart; the content view takes the rest (UIKit: UICellAccessory placement)"
    )
    func framesAtTheEdges() throws {
        let source = TitledListSource([["Inbox"]])
        source.accessories = { _ in
            [.outlineDisclosure(), .label(text: "12"), .disclosureIndicator()]
        }
        let (_, view) = listView(CollectionLayoutListConfiguration(appearance: .plain), source)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        //     |16 [▸ 16] | content 32 ..< 330 | [12 w] 8 [› 8] 16|
        let label = try #require(
            cell.subviews.compactMap { $0 as? CellAccessoryView }.first { $0.label != nil })
        let labelWidth = label.frame.width
        #expect(labelWidth > 0)
        #expect(label.frame.minX == 390 - 16 - 8 - 8 - labelWidth)
        #expect(cell.contentView.frame == rect(32, 0, label.frame.minX - 32, cell.bounds.height))
        // A one-line row sizes itself to 42.5 points: 11 + 20.5 + 11.
        #expect(
            cell.treeDescription() == """
                CollectionViewListCell (0 0; 390 42.5) indexPath=[0 0] accessories=outlineDisclosure,label("12"),disclosureIndicator
                ├ View (32 0; 309 42.5)
                │ └ ListContentView (0 0; 309 42.5)
                │   └ Label (16 11; 277 20.5) text="Inbox" lines=0
                ├ CellAccessoryView (16 0; 16 42.5) outlineDisclosure
                ├ CellAccessoryView (341 0; 17 42.5) interaction=off label("12")
                │ └ Label (0 11; 17 20.5) text="12"
                └ CellAccessoryView (366 0; 8 42.5) interaction=off disclosureIndicator

                """)
    }

    @Test(
        "Accessories narrow the content view, so a self-sizing row wraps its text at the narrower width and grows (UIKit: self-sizing list cells)"
    )
    func accessoriesNarrowSelfSizingRows() throws {
        let plain = TitledListSource([[long]])
        let (_, bare) = listView(CollectionLayoutListConfiguration(appearance: .plain), plain)
        let withAccessories = TitledListSource([[long]])
        withAccessories.accessories = { _ in
            [.multiselect(displayed: .always), .label(text: "Details"), .disclosureIndicator()]
        }
        let (window, view) = listView(
            CollectionLayoutListConfiguration(appearance: .plain), withAccessories)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let bareCell = try #require(bare.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.contentView.frame.width < bareCell.contentView.frame.width - 100)
        #expect(cell.frame.height > bareCell.frame.height)
        // The row's height is the content's fitted height at the narrower width.
        let fitted = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: cell.contentView.frame.width, height: 0),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(cell.frame.height == fitted.height)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "isEditing shows .whenEditing accessories and hides .whenNotEditing ones; the content view and the row's height follow (UIKit: UICollectionView.isEditing, DisplayedState)"
    )
    func editingSwitchesAccessories() throws {
        let source = TitledListSource([[long]])
        source.accessories = { _ in
            [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
        }
        let (window, view) = listView(CollectionLayoutListConfiguration(appearance: .plain), source)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.contentView.frame.minX == 0 && cell.contentView.frame.maxX == 366)
        let height = cell.frame.height
        view.isEditing = true
        window.layoutIfNeeded()
        // delete 16 ..< 38, reorder 354 ..< 374.
        #expect(cell.contentView.frame.minX == 38 && cell.contentView.frame.maxX == 354)
        #expect(cell.frame.height >= height)
        #expect(
            cell.treeDescription().split(separator: "\n").first?.hasSuffix(
                "accessories=delete,reorder,disclosureIndicator[hidden]") == true)
        view.isEditing = false
        window.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 0 && cell.contentView.frame.maxX == 366)
        #expect(cell.frame.height == height)
    }

    @Test(
        "Tapping a delete or detail accessory runs its handler and does not select; tapping a chevron selects the row (UIKit: actionHandler, didSelectItemAt)"
    )
    func tapsOnAccessories() throws {
        var log: [String] = []
        let source = TitledListSource([["a", "b"]])
        source.accessories = { path in
            [
                .delete(displayed: .always) { log.append("delete \(path.item)") },
                .detail { log.append("detail \(path.item)") }, .disclosureIndicator(),
            ]
        }
        let (window, view) = listView(CollectionLayoutListConfiguration(appearance: .plain), source)
        let recorder = SelectionRecorder()
        view.delegate = recorder
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        tapAccessory(.delete, of: cell, in: window)
        tapAccessory(.detail, of: cell, in: window)
        #expect(log == ["delete 1", "detail 1"])
        #expect(recorder.selected.isEmpty)
        tapAccessory(.disclosureIndicator, of: cell, in: window)
        #expect(recorder.selected == [IndexPath(item: 1, section: 0)])
        #expect(log.count == 2)
    }

    @Test(
        "A custom view keeps its size, centred, where its placement puts it (UIKit: customView(configuration:), Placement .trailing(at:))"
    )
    func customViewPlacement() throws {
        let badge = View(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        badge.accessibilityIdentifier = "badge"
        let source = TitledListSource([["a"]])
        source.accessories = { _ in
            [
                .disclosureIndicator(),
                .customView(
                    configuration: .init(
                        customView: badge, placement: .trailing(at: { _ in 0 }))),
            ]
        }
        let (_, view) = listView(CollectionLayoutListConfiguration(appearance: .plain), source)
        _ = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        // At index 0 of the trailing accessories: before the chevron.
        //     [badge 30] 8 [› 8] 16
        #expect(badge.frame == rect(390 - 16 - 8 - 8 - 30, (42.5 - 20) / 2, 30, 20))
    }

    @Test(
        "Reserved widths and hidden accessories keep their place; NaN and negative custom widths are shown as 0 (UIKit: reservedLayoutWidth, isHidden)"
    )
    func reservedAndHidden() throws {
        let source = TitledListSource([["a"]])
        source.accessories = { _ in
            [
                .checkmark(options: .init(isHidden: true)),
                .disclosureIndicator(options: .init(reservedLayoutWidth: .custom(.nan))),
                .detail(options: .init(reservedLayoutWidth: .custom(40))),
                .reorder(displayed: .always, options: .init(reservedLayoutWidth: .custom(-5))),
            ]
        }
        let (_, view) = listView(CollectionLayoutListConfiguration(appearance: .plain), source)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let views = cell.subviews.compactMap { $0 as? CellAccessoryView }
        // Right to left: reorder 0 at 374, detail 40 at 326, chevron 0 at 318, checkmark 14
        // at 296 (hidden, in place).
        #expect(views.map(\.frame.minX) == [296, 318, 326, 374])
        #expect(views.map(\.frame.width) == [14, 0, 40, 0])
        #expect(views.map(\.isHidden) == [true, false, false, false])
        #expect(cell.contentView.frame.maxX == 296)
    }

    @Test(
        "Indentation moves the content and the leading accessories by level × indentationWidth; negative levels and widths are shown as 0 (UIKit: indentationLevel, indentsAccessories)"
    )
    func indentation() throws {
        let cell = CollectionViewListCell(frame: rect(0, 0, 300, 44))
        cell.accessories = [.outlineDisclosure(), .checkmark()]
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        // 20 of indentation, then 16 of margin: the triangle at 36 ..< 52.
        #expect(cell.contentView.frame.minX == 52)
        cell.indentsAccessories = false
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 32)
        cell.indentationLevel = -3
        cell.indentationWidth = .nan
        cell.accessories = []
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == rect(0, 0, 300, 44))
    }

    @Test(
        "A cell configured again with accessories of the same kinds keeps their views; other kinds replace them (reuse)"
    )
    func reconfigureKeepsViews() throws {
        let cell = CollectionViewListCell(frame: rect(0, 0, 300, 44))
        func views() -> [CellAccessoryView] {
            cell.subviews.compactMap { $0 as? CellAccessoryView }
        }
        cell.accessories = [.label(text: "1"), .disclosureIndicator()]
        let first = views()
        cell.accessories = [.label(text: "22"), .disclosureIndicator()]
        let again = views()
        #expect(again.count == 2 && zip(first, again).allSatisfy { $0 === $1 })
        #expect(again[0].label?.text == "22" && again[0].kind == .label(text: "22"))
        cell.accessories = [.checkmark()]
        #expect(views().map(\.kind) == [.checkmark])
        #expect(views().first !== first[0])
        cell.accessories = []
        #expect(views().isEmpty && cell.subviews.count == 1)
    }

    @Test(
        "A cell kept after its collection view and data source are gone stays safe: its accessories lay out, dump and ignore taps"
    )
    func cellOutlivesItsList() throws {
        var kept: CollectionViewCell?
        do {
            let source = TitledListSource([["a"]])
            source.accessories = { _ in [.outlineDisclosure(), .disclosureIndicator()] }
            let (_, view) = listView(CollectionLayoutListConfiguration(appearance: .plain), source)
            kept = view.cellForItem(at: IndexPath(item: 0, section: 0))
        }
        let cell = try #require(kept)
        cell.frame = rect(0, 0, 200, 50)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == rect(32, 0, 144, 50))
        let disclosure = try #require(
            cell.subviews.first { ($0 as? CellAccessoryView)?.kind == .outlineDisclosure }
                as? Control)
        disclosure.sendActions(for: .touchUpInside)
        #expect(cell.treeDescription().contains("accessories=outlineDisclosure,"))
    }
}
