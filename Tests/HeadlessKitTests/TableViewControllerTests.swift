import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite struct TableViewControllerTests {
    final class Scrolling: TableViewController {
        var scrolls = 0
        var heightsAsked = 0
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int)
            -> Int
        { 100 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
            -> TableViewCell
        {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "plain")
                ?? TableViewCell(style: .default, reuseIdentifier: "plain")
            cell.textLabel?.text = "\(indexPath.row)"
            return cell
        }
        override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath)
            -> CGFloat
        {
            heightsAsked += 1
            return 50
        }
        override func scrollViewDidScroll(_ scrollView: ScrollView) {
            scrolls += 1
        }
    }

    @Test(
        "A subclass's overrides of heightForRowAt and scrollViewDidScroll are called (UIKit: UITableViewController conforms to UITableViewDelegate)"
    )
    func overridesAreCalled() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let controller = Scrolling()
        window.rootViewController = controller
        window.settle()
        #expect(controller.tableView.frame == window.bounds)
        #expect(controller.heightsAsked >= 100)
        #expect(controller.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 100)
        window.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 200), duration: 0.2)
        window.settle()
        #expect(controller.scrolls > 0)
        #expect(controller.tableView.contentOffset.y > 0)
    }

    @Test(
        "clearsSelectionOnViewWillAppear off keeps the selection when the view appears again (UIKit: clearsSelectionOnViewWillAppear)"
    )
    func keepsSelectionWhenAsked() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let controller = Scrolling(style: .grouped)
        controller.clearsSelectionOnViewWillAppear = false
        #expect(controller.tableView.style == .grouped)
        window.rootViewController = controller
        window.settle()
        let row = IndexPath(row: 3, section: 0)
        controller.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
        window.rootViewController = nil
        window.rootViewController = controller
        window.settle()
        #expect(controller.tableView.indexPathForSelectedRow == row)
        controller.clearsSelectionOnViewWillAppear = true
        window.rootViewController = nil
        window.rootViewController = controller
        window.settle()
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }
    final class Estimating: TableViewController {
        var headersShown: [Int] = []
        override func numberOfSections(in tableView: TableView) -> Int { 2 }
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int)
            -> Int
        { 50 }
        override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
            -> String?
        { "Section \(section)" }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
            -> TableViewCell
        {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "plain")
                ?? TableViewCell(style: .default, reuseIdentifier: "plain")
            cell.textLabel?.text = "\(indexPath.row)"
            return cell
        }
        override func tableView(
            _ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath
        ) -> CGFloat { 100 }
        override func tableView(
            _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
        ) {
            headersShown.append(section)
            (view as? TableViewHeaderFooterView)?.textLabel?.textColor = .red
        }
    }

    @Test(
        "estimatedHeightForRowAt places the self-sizing rows not sized yet; willDisplayHeaderView hears each header that shows (UIKit: UITableViewDelegate)"
    )
    func estimatesAndHeaderDisplay() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let controller = Estimating()
        window.rootViewController = controller
        window.settle()
        let table = controller.tableView!
        // Sized rows are 44 (one line of text); the rest sit at the 100-point estimate.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table.rectForRow(at: IndexPath(row: 40, section: 0)).height == 100)
        #expect(controller.headersShown == [0])
        table.scrollToRow(at: IndexPath(row: 0, section: 1), at: .top, animated: false)
        window.settle()
        #expect(controller.headersShown.last == 1)
        let header = table.headerView(forSection: 1) as? TableViewHeaderFooterView
        #expect(header?.textLabel?.textColor == .red)
    }
}
