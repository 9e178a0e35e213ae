// A self-sizing table screen as a UIKit tutorial writes it (pasted, `UI` prefix removed): a
// custom cell with an image and a vertical stack of a title and a wrapping body label, pinned
// to the content view's margins, in a table view controller inside a navigation controller,
// with `rowHeight = automaticDimension`. Pasting it found four differences from UIKit, each
// tested here by the rule it broke.
import Foundation
import Testing

@testable import HeadlessKit

/// A journal entry's cell: a 60-point thumbnail, and beside it a title over a body that wraps.
final class JournalEntryCell: TableViewCell {
    static let reuseIdentifier = "JournalEntryCell"
    let titleLabel = Label()
    let bodyLabel = Label()
    let thumbnail = ImageView()

    override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0
        thumbnail.contentMode = .scaleAspectFill
        thumbnail.clipsToBounds = true
        let stack = StackView(arrangedSubviews: [titleLabel, bodyLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        thumbnail.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(thumbnail)
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            thumbnail.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            thumbnail.topAnchor.constraint(equalTo: margins.topAnchor),
            thumbnail.widthAnchor.constraint(equalToConstant: 60),
            thumbnail.heightAnchor.constraint(equalTo: thumbnail.widthAnchor),
            thumbnail.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            stack.leadingAnchor.constraint(
                equalToSystemSpacingAfter: thumbnail.trailingAnchor, multiplier: 1),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
        bodyLabel.text = nil
    }

    /// Whether the title and body sit in the stack as its constraints place them: the title
    /// not squeezed away, the body below it, and both inside the content view.
    var isLaidOutConsistently: Bool {
        titleLabel.frame.height > 0 && bodyLabel.frame.minY >= titleLabel.frame.maxY
            && bodyLabel.frame.height > 0
            && contentView.frame.height == frame.height
            && (bodyLabel.superview?.frame.maxY ?? .infinity) <= contentView.bounds.maxY
    }
}

final class JournalListViewController: TableViewController {
    var entries: [(title: String, body: String)] = (0..<40).map {
        ("Entry \($0)", String(repeating: "Body text that wraps. ", count: $0 % 5 + 1))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Journal"
        tableView.register(
            JournalEntryCell.self, forCellReuseIdentifier: JournalEntryCell.reuseIdentifier)
        tableView.rowHeight = TableView.automaticDimension
        tableView.estimatedRowHeight = 80
        tableView.tableFooterView = View()
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        entries.count
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
        -> TableViewCell
    {
        guard
            let cell = tableView.dequeueReusableCell(
                withIdentifier: JournalEntryCell.reuseIdentifier, for: indexPath)
                as? JournalEntryCell
        else { fatalError("Unable to dequeue JournalEntryCell") }
        cell.titleLabel.text = entries[indexPath.row].title
        cell.bodyLabel.text = entries[indexPath.row].body
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        entries.insert(entries.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

@MainActor
@Suite("Self-sizing cells pasted from UIKit")
struct SelfSizingCellPortTests {
    /// The journal list in a navigation controller, laid out in an 390 × 844 window.
    private func journalScreen(inNavigation: Bool = true) -> (Window, JournalListViewController) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let list = JournalListViewController(style: .plain)
        window.rootViewController =
            inNavigation ? NavigationController(rootViewController: list) : list
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, list)
    }

    private func inconsistentRows(_ table: TableView) -> [Int] {
        table.visibleCells.compactMap { cell in
            guard let cell = cell as? JournalEntryCell, !cell.isLaidOutConsistently else {
                return nil
            }
            return table.indexPath(for: cell)?.row ?? -1
        }
    }

    @Test("systemLayoutSizeFitting: multi-line labels wrap at the width being fitted")
    func fittingWrapsLabelsAtTheFittedWidth() {
        func card() -> (View, Label) {
            let card = View(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
            let label = Label()
            label.numberOfLines = 0
            label.text = String(repeating: "Wrapping words ", count: 12)
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
            ])
            return (card, label)
        }
        let target = CGSize(width: 200, height: 0)
        // Laid out at 390 points first: its label wraps at 358.
        let (wide, wideLabel) = card()
        let window = Window(size: CGSize(width: 390, height: 844))
        window.addSubview(wide)
        window.layoutIfNeeded()
        #expect(wideLabel.frame.width == 358)
        let wideHeight = wide.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        let measured = wide.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // A card never laid out, measured at 200 directly.
        let (fresh, _) = card()
        let window2 = Window(size: CGSize(width: 390, height: 844))
        window2.addSubview(fresh)
        let freshSize = fresh.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(measured == freshSize)
        #expect(measured.width == 200)
        #expect(measured.height > wideHeight)  // more lines at 168 points than at 358
        // Measuring changes no frame.
        #expect(wide.frame.size == CGSize(width: 390, height: 100))
    }

    @Test("UITableViewCell: systemLayoutSizeFitting on the cell sizes it by its content view")
    func cellFittingUsesItsContentView() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let cell = JournalEntryCell(style: .default, reuseIdentifier: "entry")
        window.addSubview(cell)
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        cell.titleLabel.text = "Entry"
        cell.bodyLabel.text = String(repeating: "Body text that wraps. ", count: 5)
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        let content = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == content)
        #expect(size.width == 390)
        #expect(size.height > 76)  // taller than the thumbnail and margins alone
        cell.frame.size = size
        window.layoutIfNeeded()
        #expect(cell.isLaidOutConsistently)
        // An accessory keeps its width beside the content view: it is added back.
        cell.accessoryType = .disclosureIndicator
        window.layoutIfNeeded()
        let beside = cell.bounds.width - cell.contentView.bounds.width
        #expect(beside > 0)
        let withAccessory = cell.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(withAccessory.width == 390)
        #expect(withAccessory.height >= size.height)  // the body wraps in less room
        // Hostile targets: zero and negative widths fit the content as narrow as it goes
        // without crashing; the size is finite.
        for width in [0, -50] as [CGFloat] {
            let tiny = cell.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            #expect(tiny.width.isFinite && tiny.height.isFinite)
        }
    }

    @Test("safeAreaInsets: a scroll view does not pass on the insets it adds to its content inset")
    func cellsUnderTheNavigationBarKeepTheirMargins() throws {
        let (window, list) = journalScreen()
        let table = try #require(list.tableView)
        #expect(table.adjustedContentInset.top > 0)
        // Rows scrolled under the navigation bar and cut by the bottom edge.
        table.scrollToRow(at: IndexPath(row: 24, section: 0), at: .top, animated: false)
        table.contentOffset.y -= 30
        window.layoutIfNeeded()
        for cell in table.visibleCells {
            #expect(cell.contentView.safeAreaInsets == .zero)
            #expect(cell.contentView.marginGuideInsets.top == cell.contentView.layoutMargins.top)
        }
        #expect(inconsistentRows(table) == [])
    }

    @Test(
        "safeAreaInsets: with contentInsetAdjustmentBehavior .never the content gets the safe area")
    func contentOfANeverAdjustingScrollViewIsInset() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        let scrollView = ScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        window.addSubview(scrollView)
        let top = View(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let below = View(frame: CGRect(x: 0, y: 744, width: 390, height: 100))
        scrollView.addSubview(top)
        scrollView.addSubview(below)
        window.layoutIfNeeded()
        #expect(scrollView.adjustedContentInset == .zero)
        #expect(top.safeAreaInsets.top == 47)
        #expect(below.safeAreaInsets.bottom == 34)  // the part under the home indicator
        // Adjusting (.always): the scroll view takes both into its content inset, and the
        // content gets neither, wherever it scrolls.
        scrollView.contentInsetAdjustmentBehavior = .always
        window.layoutIfNeeded()
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 47, bottom: 34))
        #expect(top.safeAreaInsets == .zero)
        #expect(below.safeAreaInsets == .zero)
        scrollView.contentOffset.y = 300
        #expect(top.safeAreaInsets == .zero)
    }

    @Test("setEditing(_:animated:): self-sizing rows are measured again at the narrower width")
    func editingRemeasuresSelfSizingRows() throws {
        for inNavigation in [false, true] {
            let (window, list) = journalScreen(inNavigation: inNavigation)
            let table = try #require(list.tableView)
            #expect(inconsistentRows(table) == [])
            let path = IndexPath(row: 3, section: 0)
            let before = table.rectForRow(at: path).height
            list.setEditing(true, animated: true)
            window.layoutIfNeeded()
            #expect(inconsistentRows(table) == [])
            // The editing controls take width from the content view: the body wraps onto more
            // lines, and its row grows to hold them.
            #expect(table.rectForRow(at: path).height > before)
            list.setEditing(false, animated: true)
            window.layoutIfNeeded()
            #expect(table.rectForRow(at: path).height == before)
            #expect(inconsistentRows(table) == [])
        }
    }

    @Test(
        "No 'Unable to simultaneously satisfy constraints' for cells whose rows fit them, under the navigation bar or not"
    )
    func noConflictReportWhileSizing() throws {
        for inNavigation in [false, true] {
            let (window, list) = journalScreen(inNavigation: inNavigation)
            let table = try #require(list.tableView)
            table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .middle, animated: false)
            window.layoutIfNeeded()
            table.scrollToRow(at: IndexPath(row: 2, section: 0), at: .top, animated: false)
            window.layoutIfNeeded()
            #expect(!window.diagnostics.contains { $0.kind == .unsatisfiableConstraints })
        }
    }
}
