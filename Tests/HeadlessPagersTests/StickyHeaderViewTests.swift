import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit
@testable import HeadlessPagers

// The sticky-header article's numbers: I = 500, H = 44, the collection view's top 100 pt from the
// screen top, so the header sticks at 56. The sticky header view fills a 390×844 window below
// y = 56:
//
//     y = 0    +- Window ----------------------------+
//     y = 56   +- StickyHeaderView ------------------+  header sticks here
//     y = 100  |  +- list (collection view) -------+ |  list.top = 56 + H
//              |  |  free space (inset I + H)      | |
//     y = 600  |  |  +- header (rest) ---------+   | |  constant = 500
//     y = 644  |  |  row 0, row 1 ... (44 pt)       | |
//     y = 844  +--+--------------------------------+-+

/// 100 rows of 44 pt (4400 pt of content); records the scroll callbacks it hears as the
/// list's own delegate.
@MainActor
private final class Rows: CollectionViewDataSource, CollectionViewDelegate {
    var count = 100
    var scrolledOffsets: [CGFloat] = []

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        scrolledOffsets.append(scrollView.contentOffset.y)
    }
}

/// The article's geometry: a window 390×844, the sticky header view at y = 56, H = 44, I = 500.
@MainActor
private func makeSticky(
    headerHeight: CGFloat = 44, freeSpace: CGFloat = 500,
    frame: CGRect = CGRect(x: 0, y: 56, width: 390, height: 788)
) -> (Window, StickyHeaderView, StickyHeaderCollectionView, Rows) {
    Window.printsDiagnostics = false
    let window = Window(size: CGSize(width: 390, height: 844))
    let rows = Rows()
    let list = StickyHeaderCollectionView(frame: .zero, collectionViewLayout: ListLayout())
    list.accessibilityIdentifier = "list"
    list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
    list.dataSource = rows
    list.delegate = rows
    let sticky = StickyHeaderView(
        scrollView: list, headerHeight: headerHeight, freeSpace: freeSpace, frame: frame)
    window.addSubview(sticky)
    window.layoutIfNeeded()
    return (window, sticky, list, rows)
}

/// The header's top in window (screen) coordinates.
@MainActor
private func headerTop(_ sticky: StickyHeaderView) -> CGFloat {
    sticky.headerView.convert(CGPoint.zero, to: nil).y
}

/// Drags one finger from `start` by `dy` (window points; negative is up) over 0.2 s, then
/// holds still past the velocity window and lifts: no fling.
@MainActor
private func dragAndLift(_ window: Window, from start: CGPoint, by dy: CGFloat) {
    window.beginTouch(at: start).move(to: CGPoint(x: start.x, y: start.y + dy), duration: 0.2)
        .hold().end()
    window.settle()
}

/// The article's worked rows: contentOffset.y, the constant, the header's top on screen.
private let table: [(y: CGFloat, constant: CGFloat, top: CGFloat)] = [
    (-544, 500, 600),  // rest: on the first row
    (-300, 256, 356),  // scrolls with the content
    (-44, 0, 100),  // meets the collection view's top
    (0, -44, 56),  // stuck
    (800, -44, 56),  // stays stuck
    (-650, 500, 600),  // pull down: capped at I
]

@MainActor @Suite struct StickyHeaderViewTests {
    @Test("At rest: inset I + H, offset −(I + H), header on the first row (sticky-header article)")
    func restingStructure() {
        let (window, sticky, list, _) = makeSticky()
        #expect(list.contentInset.top == 544)
        #expect(list.contentOffset.y == -544)
        #expect(sticky.headerTopConstraint.constant == 500)
        #expect(headerTop(sticky) == 600)
        #expect(!sticky.isHeaderStuck)
        #expect(window.diagnostics.isEmpty)
        assertTree(
            sticky, options: TreeDescriptionOptions(maxDepth: 1, style: .compact),
            """
            StickyHeaderView (0 56; 390 788) headerTop=500
              StickyHeaderCollectionView "list" (0 44; 390 744) offset=(0 -544) content=(390 4400)
              View "header" (0 544; 390 44)
            """)
        // The first row sits right under the header.
        let row0 = list.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(row0.map { $0.convert(CGPoint.zero, to: nil).y } == 644)
    }

    @Test("Every worked row of the sticky-header article, by setting contentOffset in code")
    func tableBySettingOffsets() {
        let (window, sticky, list, _) = makeSticky()
        for row in table {
            list.contentOffset = CGPoint(x: 0, y: row.y)
            window.layoutIfNeeded()
            #expect(sticky.headerTopConstraint.constant == row.constant, "y = \(row.y)")
            #expect(headerTop(sticky) == row.top, "y = \(row.y)")
            #expect(sticky.isHeaderStuck == (row.constant == -44), "y = \(row.y)")
        }
    }

    @Test("The one line, as a function (sticky-header article: min(max(−y, 0) − H, I))")
    func oneLine() {
        for row in table {
            #expect(
                StickyHeaderView.headerTopConstant(
                    forContentOffset: row.y, headerHeight: 44, freeSpace: 500) == row.constant)
        }
    }

    @Test("Every worked row, by dragging the content with real touches (UIKit S4, S8)")
    func tableByDragging() {
        let (window, sticky, list, _) = makeSticky()
        let finger = CGPoint(x: 200, y: 800)  // on the content at every step below
        let steps: [(dy: CGFloat, y: CGFloat, constant: CGFloat, top: CGFloat)] = [
            (-244, -300, 256, 356),
            (-256, -44, 0, 100),
            (-44, 0, -44, 56),
            (-600, 600, -44, 56),
            (-200, 800, -44, 56),
        ]
        for step in steps {
            dragAndLift(window, from: finger, by: step.dy)
            #expect(list.contentOffset.y == step.y, "drag \(step.dy)")
            #expect(sticky.headerTopConstraint.constant == step.constant, "drag \(step.dy)")
            #expect(headerTop(sticky) == step.top, "drag \(step.dy)")
        }
        // Back to rest with drags down, the finger on the content each time (at −400 the
        // content starts at screen y 500, so a drag from y 150 would be in the free space).
        let downs: [(start: CGFloat, dy: CGFloat, y: CGFloat, constant: CGFloat, top: CGFloat)] = [
            (150, 600, 200, -44, 56), (150, 600, -400, 356, 456), (700, 144, -544, 500, 600),
        ]
        for step in downs {
            dragAndLift(window, from: CGPoint(x: 200, y: step.start), by: step.dy)
            #expect(list.contentOffset.y == step.y, "drag \(step.dy)")
            #expect(sticky.headerTopConstraint.constant == step.constant, "drag \(step.dy)")
            #expect(headerTop(sticky) == step.top, "drag \(step.dy)")
        }
    }

    @Test(
        "A pull down past the top rubber-bands to −650 and the header stays at I (UIKit S8)"
    )
    func pullDownIsCapped() {
        let (window, sticky, list, _) = makeSticky()
        // Finger travel that shows as 106 pt of rubber band on the 744-pt list.
        let shown: CGFloat = 106
        let finger = shown * 744 / (ScrollView.rubberBandConstant * (744 - shown))
        let touch = Touch(location: CGPoint(x: 200, y: 700))
        window.send(Event(touches: [touch]))
        for step in 1...24 {
            window.runFrames(1)
            touch.update(
                phase: .moved, location: CGPoint(x: 200, y: 700 + finger * CGFloat(step) / 24))
            window.send(Event(touches: [touch]))
        }
        window.layoutIfNeeded()
        #expect(abs(list.contentOffset.y - -650) < 1e-6)
        #expect(sticky.headerTopConstraint.constant == 500)
        #expect(headerTop(sticky) == 600)
        touch.update(phase: .ended)
        window.send(Event(touches: [touch]))
        window.settle()
        #expect(list.contentOffset.y == -544)  // bounced back to the top
        #expect(headerTop(sticky) == 600)
    }

    @Test(
        "A touch 100 pt below the list's top at rest does not scroll it (the article's gesture rule)"
    )
    func touchInFreeSpaceDoesNotScroll() {
        let (window, sticky, list, rows) = makeSticky()
        rows.scrolledOffsets = []  // the set-up's scroll to the top
        // Screen y 200 is list y 100, content y −444: free space.
        #expect(CGPoint(x: 200, y: 200).y - 100 + list.contentOffset.y == -444)
        dragAndLift(window, from: CGPoint(x: 200, y: 200), by: -150)
        #expect(list.contentOffset.y == -544)
        #expect(!list.isDragging)
        #expect(rows.scrolledOffsets.isEmpty)
        #expect(headerTop(sticky) == 600)
        // The same drag on the content (screen y 700, content y 56) scrolls it.
        dragAndLift(window, from: CGPoint(x: 200, y: 700), by: -150)
        #expect(list.contentOffset.y == -394)
        #expect(headerTop(sticky) == 450)
    }

    @Test("The free space's touches go to the recognizers around the list (UIKit T4)")
    func freeSpaceTouchesReachAncestors() {
        let (window, sticky, list, _) = makeSticky()
        var states: [GestureRecognizer.State] = []
        let pan = PanGestureRecognizer { states.append($0.state) }
        sticky.addGestureRecognizer(pan)
        dragAndLift(window, from: CGPoint(x: 200, y: 200), by: -150)
        #expect(list.contentOffset.y == -544)
        #expect(states.first == .began)
        #expect(states.last == .ended)
    }

    @Test("The caller keeps the list's delegate; the header follows every offset it hears")
    func callerKeepsTheDelegate() {
        let (window, sticky, list, rows) = makeSticky()
        #expect(list.delegate === rows)
        rows.scrolledOffsets = []
        dragAndLift(window, from: CGPoint(x: 200, y: 800), by: -300)
        #expect(list.delegate === rows)
        #expect(rows.scrolledOffsets.last == -244)
        #expect(rows.scrolledOffsets.count > 10)  // one per frame of the drag
        #expect(sticky.headerTopConstraint.constant == 200)
    }

    @Test("Moving the header is a solver edit: same constraints, no rebuild, few pivots")
    func constantEditIsIncremental() {
        let (window, sticky, list, _) = makeSticky()
        let engine = window.layoutEngine
        let constraints = engine.solverConstraintCount
        let rebuilds = engine.solverRebuildCount
        let pivots = engine.solverPivotCount
        var frames = 0
        for y in stride(from: CGFloat(-544), through: 100, by: 4) {
            list.contentOffset = CGPoint(x: 0, y: y)
            window.layoutIfNeeded()
            frames += 1
        }
        #expect(headerTop(sticky) == 56)
        #expect(engine.solverConstraintCount == constraints)
        #expect(engine.solverRebuildCount == rebuilds)
        // setConstant re-solves by dual simplex: at most a pivot or two per frame.
        #expect(engine.solverPivotCount - pivots <= 2 * frames)
    }

    @Test("Changing I at rest keeps the top of the content showing")
    func changingFreeSpaceAtRest() {
        let (window, sticky, list, _) = makeSticky()
        sticky.freeSpace = 200
        window.layoutIfNeeded()
        #expect(list.contentInset.top == 244)
        #expect(list.contentOffset.y == -244)
        #expect(headerTop(sticky) == 300)
        // Not at rest: the offset stays, the rule re-applies.
        list.contentOffset = CGPoint(x: 0, y: 100)
        sticky.headerHeight = 60
        window.layoutIfNeeded()
        #expect(list.contentInset.top == 260)
        #expect(list.contentOffset.y == 100)
        #expect(sticky.headerView.frame.height == 60)
        #expect(list.frame.minY == 60)
        #expect(headerTop(sticky) == 56)
    }

    @Test("I = 0: the header starts on the first row and sticks after H points")
    func zeroFreeSpace() {
        let (window, sticky, list, _) = makeSticky(freeSpace: 0)
        #expect(list.contentOffset.y == -44)
        #expect(headerTop(sticky) == 100)
        list.contentOffset = CGPoint(x: 0, y: -20)
        window.layoutIfNeeded()
        #expect(headerTop(sticky) == 76)
        list.contentOffset = CGPoint(x: 0, y: 0)
        window.layoutIfNeeded()
        #expect(headerTop(sticky) == 56)
        #expect(sticky.isHeaderStuck)
    }

    @Test("A header taller than the view: the list gets height 0, no diagnostic, the rule holds")
    func headerTallerThanTheView() {
        let (window, sticky, list, _) = makeSticky(
            headerHeight: 400, freeSpace: 100, frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        #expect(window.diagnostics.isEmpty)
        #expect(list.frame == CGRect(x: 0, y: 400, width: 390, height: 0))
        #expect(list.contentOffset.y == -500)
        #expect(sticky.headerView.frame == CGRect(x: 0, y: 500, width: 390, height: 400))
        list.contentOffset = CGPoint(x: 0, y: 0)
        window.layoutIfNeeded()
        #expect(sticky.headerView.frame.minY == 0)  // stuck at the top, overflowing the view
        #expect(window.diagnostics.isEmpty)
        // Growing the view back gives the list its height again.
        sticky.frame.size.height = 1000
        window.layoutIfNeeded()
        #expect(list.frame == CGRect(x: 0, y: 400, width: 390, height: 600))
    }

    @Test("A plain ScrollView works too; only the touch rule needs the subclass")
    func plainScrollView() {
        Window.printsDiagnostics = false
        let window = Window(size: CGSize(width: 390, height: 844))
        let scroll = ScrollView()
        scroll.contentSize = CGSize(width: 390, height: 2000)
        let sticky = StickyHeaderView(
            scrollView: scroll, headerHeight: 44, freeSpace: 500,
            frame: CGRect(x: 0, y: 56, width: 390, height: 788))
        window.addSubview(sticky)
        window.layoutIfNeeded()
        #expect(headerTop(sticky) == 600)
        // Without the rule, a drag in the free space scrolls.
        dragAndLift(window, from: CGPoint(x: 200, y: 200), by: -244)
        #expect(scroll.contentOffset.y == -300)
        #expect(headerTop(sticky) == 356)
    }

    @Test("A negative H stops with a message")
    func negativeHeaderHeightStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            _ = StickyHeaderView(scrollView: ScrollView(), headerHeight: -1, freeSpace: 500)
        }
    }

    @Test("A NaN I stops with a message")
    func nanFreeSpaceStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            _ = StickyHeaderView(scrollView: ScrollView(), headerHeight: 44, freeSpace: .nan)
        }
    }

    @Test("Setting a negative I or a NaN H later stops too")
    func badValuesLaterStop() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let sticky = StickyHeaderView(scrollView: ScrollView(), headerHeight: 44, freeSpace: 5)
            sticky.freeSpace = -1
        }
        await #expect(processExitsWith: .failure) { @MainActor in
            let sticky = StickyHeaderView(scrollView: ScrollView(), headerHeight: 44, freeSpace: 5)
            sticky.headerHeight = .nan
        }
    }
}
