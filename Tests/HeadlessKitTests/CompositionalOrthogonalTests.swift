import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A section background.
final class SectionBackgroundView: CollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .lightGray
    }
}

/// Section 0 scrolls across: groups of one item, 100 × 150, 10 apart, 20 from each side.
/// Section 1 is a grid of two columns of 100-point rows, inset by 10.
///
///     x:  20  120 130 230 240 340 350 ... 2230 (the row scrolls →)
///     +----------------------------------+ y 0
///     | [ 0 ]  [ 1 ]  [ 2 ]  [ 3 ...     |      section 0, its own scroll view
///     +----------------------------------+ y 150
///     |  [   0   ][   1   ]              |      section 1
///     |  [   2   ][   3   ]   ...        |
@MainActor func orthogonalLayout(
    _ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior,
    spacing: CGFloat = 10,
    handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? = nil,
    background: Bool = false
) -> CollectionViewCompositionalLayout {
    let layout = CollectionViewCompositionalLayout { s, _ in
        let full = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        if s == 0 {
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(100), heightDimension: .absolute(150)),
                subitems: [NSCollectionLayoutItem(layoutSize: full)])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = behavior
            section.interGroupSpacing = spacing
            section.contentInsets = NSDirectionalEdgeInsets(
                top: 0, leading: 20, bottom: 0, trailing: 20)
            section.visibleItemsInvalidationHandler = handler
            return section
        }
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(
            top: 10, leading: 10, bottom: 10, trailing: 10)
        if background {
            let decoration = NSCollectionLayoutDecorationItem.background(elementKind: "background")
            decoration.contentInsets = NSDirectionalEdgeInsets(
                top: 5, leading: 5, bottom: 5, trailing: 5)
            section.decorationItems = [decoration]
        }
        return section
    }
    layout.register(SectionBackgroundView.self, forDecorationViewOfKind: "background")
    return layout
}

/// A 400 × 800 window showing `layout` with `counts` items.
@MainActor final class OrthogonalScreen {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let model: Model
    let collectionView: CollectionView
    let log = DelegateLog()

    init(_ layout: CollectionViewLayout, counts: [Int] = [20, 10]) {
        model = Model(counts)
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = model
        collectionView.delegate = log
        window.addSubview(collectionView)
        window.layoutIfNeeded()
    }

    var row: ScrollView { collectionView.orthogonalScrollView(forSection: 0)! }

    /// The section-0 items on screen.
    var shownInRow: [Int] {
        collectionView.indexPathsForVisibleItems.filter { $0[0] == 0 }.map { $0[1] }
    }

    /// The section-0 items whose frames meet the row's visible bounds at its offset.
    var expectedInRow: [Int] {
        let offset = row.contentOffset.x
        return (0..<model.counts[0]).filter {
            let x = 20 + 110 * CGFloat($0)
            return x < offset + 400 && x + 100 > offset
        }
    }
}

@MainActor @Suite struct CompositionalOrthogonalTests {
    @Test(
        "An orthogonal section lays its groups out in a row across the layout's axis, one group tall (UIKit: orthogonalScrollingBehavior)"
    )
    func rowAcrossTheAxis() {
        let screen = OrthogonalScreen(orthogonalLayout(.continuous))
        let cv = screen.collectionView
        #expect(
            cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
                == rect(350, 0, 100, 150))
        #expect(
            cv.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                == rect(10, 160, 190, 100))
        #expect(cv.contentSize == CGSize(width: 400, height: 150 + 10 + 500 + 10))
        #expect(screen.row.frame == rect(0, 0, 400, 150))
        let width: CGFloat = 20 + 20 * 100 + 19 * 10 + 20
        #expect(screen.row.contentSize == CGSize(width: width, height: 150))
        #expect(screen.shownInRow == [0, 1, 2, 3])
        // The cells live in the section's scroll view, in its content coordinates.
        let cell = cv.cellForItem(at: IndexPath(item: 3, section: 0))!
        #expect(cell.superview === screen.row)
        #expect(cell.frame == rect(350, 0, 100, 150))
        #expect(cv.orthogonalScrollView(forSection: 1) == nil)
        #expect(cv.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === cv)
    }

    @Test("A section with .none makes no scroll view and lays out as before")
    func noneMakesNoScrollView() {
        let screen = OrthogonalScreen(orthogonalLayout(.none))
        #expect(screen.collectionView.orthogonalScrollView(forSection: 0) == nil)
        #expect(screen.collectionView.subviews.allSatisfy { !($0 is OrthogonalScrollView) })
        #expect(
            screen.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?
                .frame == rect(20, 160, 100, 150))
    }

    @Test(
        "A horizontal drag on the row scrolls the row, not the collection view, and reuses cells (UIKit: orthogonal scrolling)"
    )
    func dragScrollsTheRow() {
        let screen = OrthogonalScreen(orthogonalLayout(.continuous))
        let cv = screen.collectionView
        let made = cv.cellsCreated
        screen.window.drag(from: CGPoint(x: 350, y: 75), to: CGPoint(x: 50, y: 75), duration: 0.3)
        screen.window.settle()
        #expect(cv.contentOffset == .zero)
        #expect(screen.row.contentOffset.x > 250)
        #expect(screen.shownInRow == screen.expectedInRow)
        #expect(!screen.shownInRow.contains(0))
        // Cells that left were reused for those that came.
        #expect(cv.cellsCreated - made <= 2)
        for item in screen.shownInRow {
            let cell = cv.cellForItem(at: IndexPath(item: item, section: 0))!
            #expect(cell.superview === screen.row)
            #expect(cell.frame.minX == 20 + 110 * CGFloat(item))
        }
    }

    @Test("A vertical drag that starts on the row scrolls the collection view")
    func verticalDragScrollsTheCollectionView() {
        let screen = OrthogonalScreen(orthogonalLayout(.continuous), counts: [20, 30])
        screen.window.drag(from: CGPoint(x: 200, y: 140), to: CGPoint(x: 200, y: 40), duration: 0.3)
        screen.window.settle()
        #expect(screen.collectionView.contentOffset.y > 50)
        #expect(screen.row.contentOffset.x == 0)
    }

    @Test(
        "A fling comes to rest where the behaviour says (UIKit: UICollectionLayoutSectionOrthogonalScrollingBehavior)",
        arguments: [
            (CollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary, -1),
            (.paging, 400), (.groupPaging, 110), (.groupPagingCentered, 110),
        ])
    func flingRests(behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, expected: Int) {
        let screen = OrthogonalScreen(orthogonalLayout(behavior))
        screen.window.fling(from: CGPoint(x: 300, y: 75), velocity: CGPoint(x: -1500, y: 0))
        screen.window.settle()
        let offset = screen.row.contentOffset.x
        if expected < 0 {
            // A group's leading edge on the section's leading inset.
            #expect(offset > 0)
            #expect(offset.truncatingRemainder(dividingBy: 110) == 0, "offset \(offset)")
        } else {
            #expect(offset == CGFloat(expected))
        }
        #expect(
            screen.shownInRow == screen.expectedInRow(centered: behavior == .groupPagingCentered))
    }

    @Test("A centred row starts with its first group in the middle (UIKit: groupPagingCentered)")
    func centredStartsCentred() {
        let screen = OrthogonalScreen(orthogonalLayout(.groupPagingCentered))
        // (400 - 100) / 2 = 150 before the first group, and after the last.
        #expect(screen.row.contentOffset.x == 0)
        #expect(
            screen.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?
                .frame == rect(150, 0, 100, 150))
        let width: CGFloat = 150 + 20 * 100 + 19 * 10 + 150
        #expect(screen.row.contentSize.width == width)
    }

    @Test(
        "A tap on a cell of a scrolled row selects that item (UIKit: collectionView(_:didSelectItemAt:))"
    )
    func tapSelectsInTheRow() {
        let screen = OrthogonalScreen(orthogonalLayout(.groupPaging))
        screen.window.fling(from: CGPoint(x: 300, y: 75), velocity: CGPoint(x: -1500, y: 0))
        screen.window.settle()
        #expect(screen.row.contentOffset.x == 110)
        // Item 2 spans 240...340 in the row, 130...230 on screen.
        screen.window.tap(at: CGPoint(x: 180, y: 75))
        screen.window.settle()
        #expect(
            screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(
            screen.collectionView.indexPathForItem(at: CGPoint(x: 180, y: 75))
                == IndexPath(item: 2, section: 0))
    }

    @Test("A row of 100,000 items makes the cells that show and examines a screen's worth")
    func hugeRowCostsWhatShows() {
        let screen = OrthogonalScreen(orthogonalLayout(.continuous), counts: [100_000, 0])
        #expect(screen.collectionView.cellsCreated == 4)
        screen.row.setContentOffset(CGPoint(x: 110 * 50_000, y: 0), animated: false)
        let before = View.treeOperations.rowsExamined
        screen.window.layoutIfNeeded()
        let examined = View.treeOperations.rowsExamined - before
        #expect(screen.shownInRow == screen.expectedInRow)
        #expect(!TreeOperations.isCounting || examined <= 30, "examined \(examined)")
        #expect(screen.collectionView.cellsCreated <= 8)
    }

    @Test(
        "An empty row, a negative spacing and a spacing that would fold the row back do not crash")
    func hostileRows() {
        let empty = OrthogonalScreen(orthogonalLayout(.groupPaging), counts: [0, 2])
        #expect(empty.collectionView.indexPathsForVisibleItems.map { $0[0] } == [1, 1])
        empty.window.fling(from: CGPoint(x: 300, y: 5), velocity: CGPoint(x: -1500, y: 0))
        empty.window.settle()
        let overlap = OrthogonalScreen(orthogonalLayout(.groupPaging, spacing: -50))
        #expect(
            overlap.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?
                .frame.minX == 70)
        let folded = OrthogonalScreen(orthogonalLayout(.groupPaging, spacing: -300))
        // Shown without spacing, with a diagnostic.
        #expect(
            folded.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?
                .frame.minX == 120)
        folded.window.fling(from: CGPoint(x: 300, y: 75), velocity: CGPoint(x: -1500, y: 0))
        folded.window.settle()
        #expect(folded.row.contentOffset.x == 100)
    }

    @Test("The tree dump shows the row's scroll view with its cells in index order")
    func treeDumpShowsTheRow() {
        let screen = OrthogonalScreen(orthogonalLayout(.continuous), counts: [3, 0])
        let dump = screen.collectionView.treeDescription()
        let lines = dump.split(separator: "\n")
        #expect(lines.contains { $0.contains("OrthogonalScrollView (0 0; 400 150)") }, "\(dump)")
        let cells = lines.filter { $0.contains("CountingCell") }
        #expect(cells.count == 3, "\(dump)")
        #expect(cells.last?.contains("(240 0; 100 150) indexPath=[0 2]") == true, "\(dump)")
    }
}

extension OrthogonalScreen {
    /// `expectedInRow` for a centred row, whose first group starts at 150.
    func expectedInRow(centered: Bool) -> [Int] {
        guard centered else { return expectedInRow }
        let offset = row.contentOffset.x
        return (0..<model.counts[0]).filter {
            let x = 150 + 110 * CGFloat($0)
            return x < offset + 400 && x + 100 > offset
        }
    }
}
