import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite struct ResponderIdentityTests {
    @Test(
        "Views and controllers are equal only to themselves and hash by identity, so firstIndex(of:), contains and sets of them port unchanged (UIKit: NSObject's isEqual(_:) and hash)"
    )
    func identityEquality() {
        let a = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(a == a)
        #expect(a != b)
        #expect(Set([a, b, a]).count == 2)
        let parent = View()
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(parent.subviews.firstIndex(of: b) == 1)
        #expect(!parent.subviews.contains(parent))

        let root = ViewController()
        let detail = ViewController()
        let navigation = NavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.viewControllers.firstIndex(of: detail) == 1)
        #expect(navigation.viewControllers.contains(root))
        var seen: Set<ViewController> = [root]
        #expect(!seen.insert(root).inserted)
        #expect(seen.insert(detail).inserted)
        // A view and a controller are different objects, though both responders.
        #expect((root.view as Responder) != (root as Responder))
    }

    @Test(
        "Removing the last of many children leaves the others in order (a navigation stack pops from its end)"
    )
    func removeLastChildKeepsOrder() {
        let parent = ViewController()
        let children = (0..<5).map { _ in ViewController() }
        for child in children {
            parent.addChild(child)
            child.didMove(toParent: parent)
        }
        children[4].willMove(toParent: nil)
        children[4].removeFromParent()
        children[1].willMove(toParent: nil)
        children[1].removeFromParent()
        #expect(parent.children == [children[0], children[2], children[3]])
        #expect(children[1].parent == nil && children[4].parent == nil)
    }
}
