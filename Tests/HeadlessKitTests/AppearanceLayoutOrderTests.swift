// The order of appearance and layout callbacks when a controller's view comes into a window:
// UIKit lays the view out between `viewWillAppear` and `viewDidAppear` ("Displaying and
// managing views with a view controller": `viewWillAppear`, the layout of the views is
// updated, the views show, `viewDidAppear`), after `viewIsAppearing` (the view "has accurate
// geometry").
import Foundation
import Testing

@testable import HeadlessKit

/// Records its appearance and layout callbacks in a shared list, named by `name`.
private final class OrderRecorder {
    var log: [String] = []
}

private class Recorded: ViewController {
    let name: String
    let recorder: OrderRecorder
    var onWillAppear: ((Recorded) -> Void)?
    var onIsAppearing: ((Recorded) -> Void)?
    var onDidLayout: ((Recorded) -> Void)?

    init(_ name: String, _ recorder: OrderRecorder) {
        self.name = name
        self.recorder = recorder
        super.init(nibName: nil, bundle: nil)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        recorder.log.append("\(name) willAppear")
        onWillAppear?(self)
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        recorder.log.append("\(name) isAppearing")
        onIsAppearing?(self)
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        recorder.log.append("\(name) willLayout")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        recorder.log.append("\(name) didLayout \(Int(view.bounds.width))")
        onDidLayout?(self)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        recorder.log.append("\(name) didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        recorder.log.append("\(name) willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        recorder.log.append("\(name) didDisappear")
    }
}

/// A parent that adds a child controller in `viewDidLoad`, as a pasted pager container does.
private final class RecordedParent: Recorded {
    var child: Recorded?
    override func viewDidLoad() {
        super.viewDidLoad()
        guard let child else { return }
        addChild(child)
        child.view.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        child.view.autoresizingMask = [.flexibleWidth]
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

@MainActor @Suite struct AppearanceLayoutOrderTests {
    let window = Window(size: CGSize(width: 320, height: 480))
    private let recorder = OrderRecorder()

    private func entries(_ name: String) -> [String] {
        recorder.log.filter { $0.hasPrefix(name + " ") }
    }

    @Test(
        "A window's root controller is laid out after viewIsAppearing and before viewDidAppear (UIKit: Displaying and managing views with a view controller; viewIsAppearing(_:))"
    )
    func windowRootIsLaidOutBeforeViewDidAppear() {
        let root = Recorded("root", recorder)
        window.rootViewController = root
        #expect(
            recorder.log == [
                "root willAppear", "root isAppearing", "root willLayout", "root didLayout 320",
                "root didAppear",
            ])
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "A child added in viewDidLoad: both appear, then the parent's layout and the child's, then both viewDidAppear (UIKit: viewIsAppearing(_:), viewDidLayoutSubviews())"
    )
    func childContainmentOrder() {
        let parent = RecordedParent("parent", recorder)
        parent.child = Recorded("child", recorder)
        window.rootViewController = parent
        #expect(
            recorder.log == [
                "parent willAppear", "child willAppear", "parent isAppearing",
                "child isAppearing", "parent willLayout", "parent didLayout 320",
                "child willLayout", "child didLayout 320", "parent didAppear", "child didAppear",
            ])
        // A child added once the parent shows: laid out before its own viewDidAppear.
        recorder.log = []
        let late = Recorded("late", recorder)
        late.view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        parent.addChild(late)
        parent.view.addSubview(late.view)
        late.didMove(toParent: parent)
        #expect(
            recorder.log == [
                "late willAppear", "late isAppearing", "late willLayout", "late didLayout 100",
                "late didAppear",
            ])
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "A pushed controller is laid out before viewDidAppear, with or without animation (UIKit: pushViewController(_:animated:), viewIsAppearing(_:))",
        arguments: [false, true])
    func pushedControllerOrder(animated: Bool) {
        let root = Recorded("root", recorder)
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        recorder.log = []
        let pushed = Recorded("pushed", recorder)
        navigation.pushViewController(pushed, animated: animated)
        #expect(window.settle())
        #expect(
            Array(entries("pushed").prefix(5)) == [
                "pushed willAppear", "pushed isAppearing", "pushed willLayout",
                "pushed didLayout 320", "pushed didAppear",
            ])
        #expect(entries("pushed").filter { $0.hasSuffix("Appear") }.count == 2)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "A presented controller is laid out before viewDidAppear (UIKit: present(_:animated:completion:), viewIsAppearing(_:))",
        arguments: [false, true])
    func presentedControllerOrder(animated: Bool) {
        let root = Recorded("root", recorder)
        window.rootViewController = root
        recorder.log = []
        let presented = Recorded("presented", recorder)
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: animated)
        #expect(window.settle())
        #expect(
            Array(entries("presented").prefix(5)) == [
                "presented willAppear", "presented isAppearing", "presented willLayout",
                "presented didLayout 320", "presented didAppear",
            ])
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "A tab switch lays the new tab out before its viewDidAppear (UIKit: UITabBarController.selectedIndex, viewIsAppearing(_:))"
    )
    func tabSwitchOrder() {
        let first = Recorded("first", recorder)
        let second = Recorded("second", recorder)
        let tabs = TabBarController()
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        #expect(
            entries("first") == [
                "first willAppear", "first isAppearing", "first willLayout",
                "first didLayout 320", "first didAppear",
            ])
        recorder.log = []
        tabs.selectedIndex = 1
        #expect(
            recorder.log == [
                "first willDisappear", "second willAppear", "second isAppearing",
                "second willLayout", "second didLayout 320", "first didDisappear",
                "second didAppear",
            ])
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "Manual forwarding: endAppearanceTransition lays the view out between viewIsAppearing and viewDidAppear (UIKit: endAppearanceTransition())"
    )
    func manualForwardingLaysOut() {
        final class Manual: ViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let container = Manual()
        window.rootViewController = container
        let page = Recorded("page", recorder)
        page.view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        page.beginAppearanceTransition(true, animated: false)
        container.addChild(page)
        container.view.addSubview(page.view)
        page.didMove(toParent: container)
        page.endAppearanceTransition()
        #expect(
            recorder.log == [
                "page willAppear", "page isAppearing", "page willLayout", "page didLayout 200",
                "page didAppear",
            ])
    }

    @Test(
        "A pager indicator placed in viewDidLayoutSubviews while appearing has its width before the first frame (UIKit: viewDidLayoutSubviews() before viewDidAppear(_:))"
    )
    func indicatorPlacedWhileAppearing() {
        final class Pager: ViewController {
            let indicator = View()
            var isAppearingNow = false
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(indicator)
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                isAppearingNow = true
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                guard isAppearingNow else { return }
                indicator.frame = CGRect(x: 0, y: 40, width: view.bounds.width / 3, height: 4)
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                isAppearingNow = false
            }
        }
        let pager = Pager()
        window.rootViewController = NavigationController(rootViewController: pager)
        #expect(pager.indicator.frame.width == 320.0 / 3)
    }

    // MARK: - Re-entrancy

    @Test(
        "viewIsAppearing that pushes: the first controller appears once, the pushed one follows; no layout loop (UIKit: viewIsAppearing(_:))"
    )
    func isAppearingPushes() {
        let root = Recorded("root", recorder)
        let navigation = NavigationController(rootViewController: root)
        let next = Recorded("next", recorder)
        root.onIsAppearing = { controller in
            controller.onIsAppearing = nil
            controller.navigationController?.pushViewController(next, animated: false)
        }
        window.rootViewController = navigation
        #expect(window.settle())
        #expect(navigation.topViewController === next)
        #expect(entries("root").filter { $0 == "root willAppear" }.count == 1)
        #expect(entries("root").filter { $0 == "root isAppearing" }.count == 1)
        #expect(entries("next").filter { $0 == "next didAppear" }.count == 1)
        #expect(next.appearanceState == .appeared)
        #expect(root.appearanceState == .disappeared)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "viewDidLayoutSubviews that presents while appearing: each callback once, balanced (UIKit: present(_:animated:completion:))"
    )
    func didLayoutPresents() {
        let root = Recorded("root", recorder)
        let modal = Recorded("modal", recorder)
        root.onDidLayout = { controller in
            guard controller.appearanceState == .appearing else { return }
            controller.onDidLayout = nil
            controller.present(modal, animated: false)
        }
        window.rootViewController = root
        #expect(window.settle())
        #expect(root.presentedViewController === modal)
        #expect(entries("root").filter { $0 == "root didAppear" }.count == 1)
        #expect(entries("modal").filter { $0 == "modal didAppear" }.count == 1)
        #expect(modal.appearanceState == .appeared)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "viewIsAppearing or viewDidLayoutSubviews that removes the view while appearing: no viewDidAppear, the disappear pair balances (UIKit: appearance callbacks are balanced)",
        arguments: [true, false])
    func appearingCallbackRemovesTheView(inIsAppearing: Bool) {
        let parent = Recorded("parent", recorder)
        window.rootViewController = parent
        recorder.log = []
        let child = Recorded("child", recorder)
        child.view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let remove: (Recorded) -> Void = { controller in
            guard controller.appearanceState == .appearing else { return }
            controller.view.removeFromSuperview()
        }
        if inIsAppearing { child.onIsAppearing = remove } else { child.onDidLayout = remove }
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let expected =
            inIsAppearing
            ? [
                "child willAppear", "child isAppearing", "child willDisappear",
                "child didDisappear",
            ]
            : [
                "child willAppear", "child isAppearing", "child willLayout",
                "child didLayout 100", "child willDisappear", "child didDisappear",
            ]
        #expect(entries("child") == expected)
        #expect(child.appearanceState == .disappeared)
        #expect(window.diagnostics.isEmpty)
    }

    @Test(
        "viewDidLayoutSubviews that changes a constraint while appearing lays out again, once, with no layout loop (UIKit: viewDidLayoutSubviews())"
    )
    func didLayoutChangesConstraints() {
        let root = Recorded("root", recorder)
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            width, box.heightAnchor.constraint(equalToConstant: 10),
            box.topAnchor.constraint(equalTo: root.view.topAnchor),
            box.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
        ])
        root.onDidLayout = { controller in
            if width.constant != controller.view.bounds.width / 2 {
                width.constant = controller.view.bounds.width / 2
            }
        }
        window.rootViewController = root
        #expect(box.frame.width == 160)
        let appearances = recorder.log.filter {
            $0.hasSuffix("Appear") || $0.hasSuffix("Appearing")
        }
        #expect(appearances == ["root willAppear", "root isAppearing", "root didAppear"])
        let didAppear = recorder.log.firstIndex(of: "root didAppear") ?? 0
        #expect(recorder.log[..<didAppear].contains("root didLayout 320"))
        #expect(window.diagnostics.isEmpty)
    }
}
