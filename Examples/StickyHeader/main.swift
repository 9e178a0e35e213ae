// `swift run stickyheader-example [folder]`: the sticky header "in one line" (README: Sources),
// played with scripted touches on the virtual clock. Prints the tree at key moments and writes an
// SVG filmstrip into `stickyheader-output/` (or the folder given as the first argument).
//
// The article's numbers: I = 500 points of free space, a header H = 44 high, the list's top
// 100 pt from the screen's top, so the header rests at 600 and sticks at 56.

import Foundation
import HeadlessKit
import HeadlessPagers
import HeadlessTesting

let folder = URL(
    fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "stickyheader-output",
    isDirectory: true)

/// A row: a label in the content view.
final class ItemCell: CollectionViewCell {
    let title = Label(text: "", font: .systemFont(ofSize: 15))

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        title.frame = CGRect(x: 16, y: 12, width: 200, height: 20)
        contentView.addSubview(title)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        title.text = ""
    }
}

/// 1,000 similar items; the list's own data source and delegate (the widget leaves it alone).
@MainActor
final class SimilarItems: CollectionViewDataSource, CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { 1000 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        (cell as! ItemCell).title.text = "Similar item \(indexPath.item + 1)"
        return cell
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        print("   (the list's delegate) selected item \(indexPath.item + 1)")
    }
}

/// Lets the sticky header view's tap see only touches in the free space (above the list's
/// content); taps on rows stay the list's, for selection.
@MainActor
final class FreeSpaceTouches: GestureRecognizerDelegate {
    let list: ScrollView
    init(list: ScrollView) { self.list = list }

    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch)
        -> Bool
    {
        touch.location(in: list).y <= 0
    }
}

/// The list's offset, the constraint's constant and the header's top on screen: one row of the
/// sticky-header article's worked numbers.
@MainActor
func row(_ sticky: StickyHeaderView) -> String {
    func number(_ value: CGFloat) -> String { String(format: "%8.2f", Double(value)) }
    let top = sticky.headerView.convert(CGPoint.zero, to: nil).y
    return "offset y \(number(sticky.scrollView.contentOffset.y))"
        + "  constant \(number(sticky.headerTopConstraint.constant))"
        + "  header top \(number(top))" + (sticky.isHeaderStuck ? "  stuck" : "")
}

@MainActor
func runStickyHeader() {
    Window.printsDiagnostics = false
    let window = Window(size: CGSize(width: 390, height: 844))
    window.backgroundColor = .white

    let items = SimilarItems()
    let list = StickyHeaderCollectionView(frame: .zero, collectionViewLayout: ListLayout())
    list.accessibilityIdentifier = "list"
    list.register(ItemCell.self, forCellWithReuseIdentifier: "item")
    list.dataSource = items
    list.delegate = items
    let sticky = StickyHeaderView(
        scrollView: list, headerHeight: 44, freeSpace: 500,
        frame: CGRect(x: 0, y: 56, width: 390, height: 788))
    sticky.headerView.backgroundColor = Color(hex: 0xF2F2F7)
    let title = Label(text: "Similar items", font: .boldSystemFont(ofSize: 17))
    title.frame = CGRect(x: 16, y: 12, width: 200, height: 20)
    sticky.headerView.addSubview(title)
    // What the free space shows: the searched image, behind the list.
    let query = ImageView(image: Image(named: "query", size: CGSize(width: 300, height: 400)))
    query.accessibilityIdentifier = "query"
    query.frame = CGRect(x: 45, y: 80, width: 300, height: 400)
    sticky.insertSubview(query, at: 0)
    // A tap on the free space reaches this view's recognizer: the list's pan refuses it.
    let freeSpace = FreeSpaceTouches(list: list)
    let tap = TapGestureRecognizer { recognizer in
        let point = recognizer.location(in: nil)
        print("   (StickyHeaderView) tap in the free space at y = \(Int(point.y))")
    }
    tap.delegate = freeSpace
    sticky.addGestureRecognizer(tap)
    window.addSubview(sticky)
    window.settle()

    let shallow = TreeDescriptionOptions(maxDepth: 1, coordinates: .window, style: .compact)
    print("== Sticky header, 390×844: I = 500, H = 44, list top at 100 ==")
    print(sticky.treeDescription(shallow), terminator: "")
    print(row(sticky))

    let recorder = Recorder(window)
    recorder.capture(label: "rest")

    print("-- tap, then drag, in the free space (list y 100, content y -444): no scroll")
    window.tap(at: CGPoint(x: 200, y: 200))
    window.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 50), duration: 0.3)
    window.settle()
    print(row(sticky))

    print("-- drag the content up 244 and hold: the header scrolls with it")
    let finger = Touch(location: CGPoint(x: 200, y: 780))
    window.send(Event(touches: [finger]))
    for step in 1...30 {
        window.runFrames(1)
        finger.update(phase: .moved, location: CGPoint(x: 200, y: 780 - 244 * CGFloat(step) / 30))
        window.send(Event(touches: [finger]))
        if step % 10 == 0 { recorder.capture(label: "drag \(step)") }
    }
    window.runFrames(1)
    print(row(sticky))
    finger.update(phase: .ended)
    window.send(Event(touches: [finger]))
    window.settle()

    print("-- fling up: the header meets the list's top, then sticks at 56")
    recorder.captureEvery(frames: 60)  // every half second: a filmstrip one can read
    window.fling(from: CGPoint(x: 200, y: 700), velocity: CGPoint(x: 0, y: -2500))
    window.settle()
    recorder.stopCapturing()
    recorder.capture(label: "stuck")
    print(row(sticky))
    print(sticky.treeDescription(shallow), terminator: "")

    print("-- tap a row under the stuck header")
    window.tap(at: CGPoint(x: 200, y: 300))

    print("-- back to the top (animated), then pull down past it: the header stays at I")
    list.setContentOffset(CGPoint(x: 0, y: -544), animated: true)
    window.runFrames(18)
    print(row(sticky) + "   (mid-animation)")
    recorder.capture(label: "to top")
    window.settle()
    print(row(sticky))
    let pull = Touch(location: CGPoint(x: 200, y: 700))
    window.send(Event(touches: [pull]))
    for step in 1...20 {
        window.runFrames(1)
        pull.update(phase: .moved, location: CGPoint(x: 200, y: 700 + 10 * CGFloat(step)))
        window.send(Event(touches: [pull]))
    }
    print(row(sticky) + "   (pulled)")
    recorder.capture(label: "pulled")
    pull.update(phase: .ended)
    window.send(Event(touches: [pull]))
    window.settle()
    print(row(sticky) + "   (bounced back)")
    recorder.capture(label: "rest again")

    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let filmstrip = folder.appendingPathComponent("stickyheader-filmstrip.svg")
        try recorder.write(to: filmstrip)
        print("wrote \(filmstrip.path) (\(recorder.frames.count) frames)")
        let last = folder.appendingPathComponent("stickyheader.svg")
        try window.svg().write(to: last, atomically: true, encoding: .utf8)
        print("wrote \(last.path)")
    } catch {
        print("could not write into \(folder.path): \(error.localizedDescription)")
        exit(1)
    }
    withExtendedLifetime((items, freeSpace)) {}
}

MainActor.assumeIsolated {
    runStickyHeader()
}
