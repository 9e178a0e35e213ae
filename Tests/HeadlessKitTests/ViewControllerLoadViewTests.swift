// UIKit's `loadView()`: a controller with no view of its own gets a plain view as big as the
// screen, so code written in `viewDidLoad` against `view.bounds` (a table view made with
// `frame: view.bounds` and no autoresizing mask, as many tutorials write it) lays out as on a
// device.
import Foundation
import Testing

@testable import HeadlessKit

/// A list screen as tutorials write it: the table view made from `view.bounds` in
/// `viewDidLoad`, with no autoresizing mask and no constraints.
private final class BoundsListViewController: ViewController, TableViewDataSource {
    var table: TableView!
    var boundsInViewDidLoad: CGRect = .null

    override func viewDidLoad() {
        super.viewDidLoad()
        boundsInViewDidLoad = view.bounds
        table = TableView(frame: view.bounds, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = self
        view.addSubview(table)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

@MainActor
@Suite("loadView: a controller's own view is as big as the screen")
struct ViewControllerLoadViewTests {
    @Test("loadView(): the default view has the screen's bounds in viewDidLoad")
    func defaultViewIsScreenSized() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.makeKeyAndVisible()
        let list = BoundsListViewController()
        window.rootViewController = list
        window.layoutIfNeeded()
        #expect(list.boundsInViewDidLoad == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(list.table.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // Its rows show (a 0 × 0 table would show none).
        #expect((list.table.indexPathsForVisibleRows ?? []).count > 10)
    }

    @Test("loadView(): the screen is the key window's, or an iPhone's when none is key")
    func screenFollowsTheKeyWindow() {
        do {
            let pad = Window(size: CGSize(width: 1024, height: 1366))
            pad.makeKeyAndVisible()
            let onPad = ViewController()
            #expect(onPad.view.bounds.size == CGSize(width: 1024, height: 1366))
        }
        // The pad window is gone: no window is key (unless another test holds one).
        let alone = ViewController()
        if Window.key == nil {
            #expect(alone.view.bounds.size == Screen.defaultSize)
        }
    }

    @Test("UITableViewController and UICollectionViewController views start screen-sized too")
    func listControllersStartScreenSized() {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.makeKeyAndVisible()
        let table = TableViewController(style: .plain)
        #expect(table.tableView.bounds.size == CGSize(width: 390, height: 844))
        let collection = CollectionViewController(
            collectionViewLayout: CollectionViewFlowLayout())
        #expect(collection.collectionView.bounds.size == CGSize(width: 390, height: 844))
    }
}
