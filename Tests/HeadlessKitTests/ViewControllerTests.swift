import Foundation
import Testing

@testable import HeadlessKit

@MainActor final class LoggingController: ViewController {
    let name: String
    let log: Log

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    override func loadView() {
        log.add("\(name).loadView")
        super.loadView()
    }
    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
    override func willMove(toParent parent: ViewController?) {
        log.add("\(name).willMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: ViewController?) {
        log.add("\(name).didMove(toParent: \(parent == nil ? "nil" : "parent"))")
    }
}

@MainActor @Suite struct ViewControllerTests {
    @Test("The view loads lazily, once: loadView then viewDidLoad (UIKit)")
    func lazyView() {
        let log = Log()
        let controller = LoggingController("c", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        _ = controller.view
        _ = controller.view
        #expect(log.take() == ["c.loadView", "c.viewDidLoad"])
        #expect(controller.isViewLoaded)
    }

    @Test(
        "rootViewController's view fills the window and appears; replacing it disappears the old one"
    )
    func rootViewController() {
        let log = Log()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let first = LoggingController("first", log: log)
        window.rootViewController = first
        #expect(first.view.frame == window.bounds)
        #expect(first.appearanceState == .appeared)
        #expect(
            log.take() == [
                "first.loadView", "first.viewDidLoad", "first.viewWillAppear",
                "first.viewDidAppear",
            ])
        let second = LoggingController("second", log: log)
        window.rootViewController = second
        #expect(
            log.take() == [
                "first.viewWillDisappear", "first.viewDidDisappear",
                "second.loadView", "second.viewDidLoad", "second.viewWillAppear",
                "second.viewDidAppear",
            ])
        window.frame.size = CGSize(width: 844, height: 390)  // rotation: the root view follows
        #expect(second.view.frame.size == CGSize(width: 844, height: 390))
    }

    @Test(
        "Containment: addChild calls willMove(toParent:), removeFromParent calls didMove(toParent: nil) (UIKit contract)"
    )
    func containment() {
        let log = Log()
        let parent = LoggingController("parent", log: log)
        let child = LoggingController("child", log: log)
        parent.addChild(child)
        #expect(log.take() == ["child.willMove(toParent: parent)"])
        #expect(parent.children.first === child)
        #expect(child.parent === parent)
        child.didMove(toParent: parent)
        _ = log.take()
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(log.take() == ["child.willMove(toParent: nil)", "child.didMove(toParent: nil)"])
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
    }

    @Test("A child's appearance callbacks follow its view in and out of the window, balanced")
    func childAppearance() {
        let log = Log()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = LoggingController("parent", log: log)
        window.rootViewController = parent
        let child = LoggingController("child", log: log)
        parent.addChild(child)
        _ = log.take()
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(
            log.take() == [
                "child.loadView", "child.viewDidLoad", "child.viewWillAppear",
                "child.viewDidAppear",
                "child.didMove(toParent: parent)",
            ])
        // Moving the child's view within the window is not a disappearance.
        let container = View()
        parent.view.addSubview(container)
        container.addSubview(child.view)
        #expect(log.take().isEmpty)

        window.rootViewController = nil
        #expect(
            log.take() == [
                "parent.viewWillDisappear", "child.viewWillDisappear",
                "parent.viewDidDisappear", "child.viewDidDisappear",
            ])
    }

    @Test("hierarchyDescription prints controllers with their state, like _printHierarchy")
    func hierarchyDump() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = ViewController()
        parent.title = "Pager"
        window.rootViewController = parent
        let shown = ViewController()
        let unloaded = ViewController()
        parent.addChild(shown)
        parent.view.addSubview(shown.view)
        parent.addChild(unloaded)
        #expect(
            parent.hierarchyDescription() == """
                ViewController "Pager" state=appeared view=View
                ├ ViewController state=appeared view=View
                └ ViewController state=disappeared view=(not loaded)

                """)
    }

    @Test("A controller cannot be its own ancestor")
    func containmentCycleStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let a = ViewController()
            let b = ViewController()
            a.addChild(b)
            b.addChild(a)
        }
    }
}
