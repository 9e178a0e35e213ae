import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// UIKit: `UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:point:)` and
/// `UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemsAt:point:)`
/// ("returns a context menu configuration for the items at the specified point"; a nil
/// configuration shows no menu). A long press on a row asks; a tap still selects and a drag
/// still scrolls.
@MainActor
@Suite struct ItemContextMenuTests {
    /// A list delegate that gives a menu for even items and logs what it was asked.
    final class ListMenus: CollectionViewDelegate {
        var asked: [(paths: [IndexPath], point: CGPoint)] = []
        var selected: [IndexPath] = []
        var picked: [String] = []
        /// Runs inside the delegate call, before it answers.
        var onAsk: (() -> Void)?

        func collectionView(
            _ collectionView: CollectionView,
            contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
        ) -> ContextMenuConfiguration? {
            asked.append((indexPaths, point))
            onAsk?()
            guard let path = indexPaths.first, path.item.isMultiple(of: 2) else { return nil }
            return ContextMenuConfiguration(identifier: path as NSIndexPath, previewProvider: nil) {
                _ in
                Menu(children: [
                    Action(title: "Share \(path.item)") { [weak self] _ in
                        self?.picked.append("share \(path.item)")
                    }
                ])
            }
        }
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
        {
            selected.append(indexPath)
        }
    }

    private func makeList(_ menus: ListMenus) -> (Window, CollectionView) {
        let model = Model([100])
        let window = Window(size: CGSize(width: 320, height: 480))
        let collection = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: ListLayout())
        collection.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = model
        collection.delegate = menus
        testModels.append(model)
        window.addSubview(collection)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        // The first touch on a row asks the delegate once, to learn whether it implements the
        // method (see `theFirstTouchLearnsWhetherTheDelegateImplementsTheMethod`).
        window.tap(at: CGPoint(x: 100, y: 470))
        menus.asked = []
        menus.selected = []
        return (window, collection)
    }

    @Test func theFirstTouchLearnsWhetherTheDelegateImplementsTheMethod() throws {
        let menus = ListMenus()
        let model = Model([20])
        let window = Window(size: CGSize(width: 320, height: 480))
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: ListLayout())
        collection.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = model
        collection.delegate = menus
        window.addSubview(collection)
        window.layoutIfNeeded()
        window.tap(at: CGPoint(x: 100, y: 20))
        window.tap(at: CGPoint(x: 100, y: 60))
        #expect(menus.asked.count == 1, "asked once, at the first touch")
        // A delegate without the method: after one touch, the press takes no part in touches.
        let plain = DelegateLog()
        collection.delegate = plain
        let press = try #require(collection.contextMenus?.press)
        window.tap(at: CGPoint(x: 100, y: 20))
        window.press(at: CGPoint(x: 100, y: 60), duration: 0.6)
        #expect(!press.isEngaged && press.trackedTouches.isEmpty)
        #expect(window.presentedMenu == nil)
        // Back to a delegate with the method: asked again at the next touch.
        collection.delegate = menus
        window.press(at: CGPoint(x: 100, y: 100), duration: 0.6)
        #expect(menus.asked.count == 3 && window.presentedMenu != nil)
        _ = model
    }

    @Test func aLongPressOnAnItemShowsItsMenuFromItsCell() {
        let menus = ListMenus()
        let (window, collection) = makeList(menus)
        // Row 2 spans y 88–132.
        window.press(at: CGPoint(x: 100, y: 100), duration: 0.6)
        #expect(menus.asked.count == 1)
        #expect(menus.asked.first?.paths == [IndexPath(item: 2, section: 0)])
        #expect(menus.asked.first?.point == CGPoint(x: 100, y: 100))
        #expect(window.presentedMenu?.children.first?.title == "Share 2")
        #expect(window.menuContainer?.source === collection.cellForItem(at: [0, 2]))
        #expect(menus.selected.isEmpty, "a long press that shows a menu does not select")
        window.find(.text("Share 2")).tap()
        #expect(menus.picked == ["share 2"] && window.presentedMenu == nil)
    }

    @Test func noMenuMeansTapsSelectAndLongPressesDoNothing() {
        let menus = ListMenus()
        let (window, _) = makeList(menus)
        window.press(at: CGPoint(x: 100, y: 60), duration: 0.6)  // row 1: no menu
        #expect(menus.asked.count == 1 && window.presentedMenu == nil)
        // Without a menu, lifting after a long hold selects, as a tap does (UIKit).
        #expect(menus.selected == [IndexPath(item: 1, section: 0)])
        window.tap(at: CGPoint(x: 100, y: 60))
        #expect(menus.selected == [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 0)])
        #expect(menus.asked.count == 1, "a tap does not ask for a menu")
    }

    @Test func aDragScrollsAndAsksNothing() {
        let menus = ListMenus()
        let (window, collection) = makeList(menus)
        window.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 100))
        window.settle()
        #expect(collection.contentOffset.y > 0)
        #expect(menus.asked.isEmpty && window.presentedMenu == nil)
    }

    @Test func theOlderSingleItemMethodIsAskedWhenTheNewOneIsNotImplemented() {
        final class OldStyle: CollectionViewDelegate {
            var asked: [IndexPath] = []
            func collectionView(
                _ collectionView: CollectionView,
                contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
            ) -> ContextMenuConfiguration? {
                asked.append(indexPath)
                return ContextMenuConfiguration(actionProvider: { _ in
                    Menu(children: [Action(title: "Delete", attributes: .destructive) { _ in }])
                })
            }
        }
        let old = OldStyle()
        let (window, collection) = makeList(ListMenus())
        collection.delegate = old
        window.press(at: CGPoint(x: 100, y: 20), duration: 0.6)
        // Once at the touch (a new delegate), once when the press begins.
        #expect(old.asked == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 0)])
        #expect(window.presentedMenu?.children.first?.title == "Delete")
    }

    @Test func aLongPressOnEmptySpaceOrWithoutADelegateAsksNothing() {
        let menus = ListMenus()
        let model = Model([2])
        let window = Window(size: CGSize(width: 320, height: 480))
        let collection = CollectionView(
            frame: window.bounds, collectionViewLayout: ListLayout())
        collection.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = model
        collection.delegate = menus
        window.addSubview(collection)
        window.layoutIfNeeded()
        window.press(at: CGPoint(x: 100, y: 300), duration: 0.6)  // below the two rows
        #expect(menus.asked.isEmpty && window.presentedMenu == nil)
        collection.delegate = nil
        window.press(at: CGPoint(x: 100, y: 20), duration: 0.6)
        #expect(window.presentedMenu == nil)
        _ = model
    }

    @Test func aDelegateThatReloadsOrRemovesTheListWhileAskedShowsNothingStale() {
        let menus = ListMenus()
        let (window, collection) = makeList(menus)
        menus.onAsk = { collection.removeFromSuperview() }
        window.press(at: CGPoint(x: 100, y: 100), duration: 0.6)
        #expect(window.presentedMenu == nil, "the list left its window: no menu")
        window.addSubview(collection)
        window.layoutIfNeeded()
        menus.onAsk = {
            collection.reloadData()
            collection.layoutIfNeeded()
        }
        window.press(at: CGPoint(x: 100, y: 100), duration: 0.6)
        // The cell the press found went back to the pool in the reload: no menu from it.
        if let source = window.menuContainer?.source {
            #expect(source.window === window)
        }
        menus.onAsk = nil
        window.menuContainer?.dismiss()
        window.press(at: CGPoint(x: 100, y: 100), duration: 0.6)
        #expect(window.presentedMenu?.children.first?.title == "Share 2")
    }

    @Test func aListDroppedWhileItsMenuShowsLeavesNothingDangling() {
        let window = Window(size: CGSize(width: 320, height: 480))
        window.makeKeyAndVisible()
        var menus: ListMenus? = ListMenus()
        do {
            let model = Model([10])
            let collection = CollectionView(
                frame: window.bounds, collectionViewLayout: ListLayout())
            collection.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
            collection.dataSource = model
            collection.delegate = menus
            window.addSubview(collection)
            window.layoutIfNeeded()
            window.press(at: CGPoint(x: 100, y: 20), duration: 0.6)
            #expect(window.presentedMenu != nil)
            collection.removeFromSuperview()
        }
        menus = nil
        window.find(.text("Share 0")).tap()
        window.layoutIfNeeded()
        #expect(window.presentedMenu == nil)
    }

    /// A chat screen pasted from UIKit with the `UI` prefix removed: a long press on a
    /// message offers "Copy", which fills the pasteboard.
    @Test func aPastedChatTableCopiesAMessageFromItsContextMenu() {
        final class ChatViewController: TableViewController {
            let messages = ["Hi!", "Hello there", "How are you?"]
            let pasteboard = Pasteboard.withUniqueName()

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(TableViewCell.self, forCellReuseIdentifier: "message")
            }
            override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int)
                -> Int
            { messages.count }
            override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
                -> TableViewCell
            {
                let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
                cell.textLabel?.text = messages[indexPath.row]
                return cell
            }
            override func tableView(
                _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                point: CGPoint
            ) -> ContextMenuConfiguration? {
                ContextMenuConfiguration(identifier: indexPath as NSIndexPath, previewProvider: nil)
                {
                    _ in
                    Menu(children: [
                        Action(title: "Copy", image: Image(systemName: "doc.on.doc")) { _ in
                            self.pasteboard.string = self.messages[indexPath.row]
                        }
                    ])
                }
            }
        }
        let window = Window(size: CGSize(width: 390, height: 844))
        let chat = ChatViewController(style: .plain)
        window.rootViewController = chat
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let row = chat.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
        window.press(at: row.convert(CGPoint(x: 50, y: 20), to: window), duration: 0.6)
        window.find(.text("Copy")).tap()
        #expect(chat.pasteboard.string == "Hello there")
        #expect(chat.tableView.indexPathForSelectedRow == nil, "the long press did not select")
    }
}
