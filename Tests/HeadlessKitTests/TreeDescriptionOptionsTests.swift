import Foundation
import Testing

@testable import HeadlessKit

@MainActor @Suite struct TreeDescriptionOptionsTests {
    func makeTree() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        let label = Label(text: "Hi")
        label.tag = 7
        root.addSubview(label)
        let hidden = View(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        hidden.isHidden = true
        hidden.clipsToBounds = true
        root.addSubview(hidden)
        hidden.addSubview(View(frame: CGRect(x: 1, y: 1, width: 2, height: 2)))
        return root
    }

    @Test(".geometry prints frames and geometry keys only")
    func geometry() {
        let root = makeTree()
        let custom = CustomGeometry(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        root.addSubview(custom)
        #expect(
            root.treeDescription(.geometry) == """
                View (0 0; 200 100)
                ├ Label (0 0; 17 20.5)
                ├ View (0 50; 10 10)
                │ └ View (1 1; 2 2)
                └ CustomGeometry (0 0; 5 5) offset=(1 2) content=(3 4)

                """)
    }

    @Test("Property filters keep or drop properties by key (flags by their word)")
    func filters() {
        let root = makeTree()
        let keep = TreeDescriptionOptions(
            showsFrames: false, propertyFilter: .including(["text", "hidden"]))
        #expect(
            root.treeDescription(keep) == """
                View
                ├ Label text="Hi"
                └ View hidden
                  └ View

                """)
        let drop = TreeDescriptionOptions(
            showsFrames: false, propertyFilter: .excluding(["bg", "interaction", "clips"]))
        #expect(
            root.treeDescription(drop) == """
                View
                ├ Label tag=7 text="Hi"
                └ View hidden
                  └ View

                """)
        #expect(TreeDescriptionOptions.PropertyFilter.geometry.includes("offset=(0 0)"))
        #expect(!TreeDescriptionOptions.PropertyFilter.geometry.includes("hidden"))
    }

    @Test(".compact indents two spaces per level, without branch lines")
    func compact() {
        let root = makeTree()
        var options = TreeDescriptionOptions.compact
        options.showsProperties = false
        #expect(
            root.treeDescription(options) == """
                View (0 0; 200 100)
                  Label (0 0; 17 20.5)
                  View (0 50; 10 10)
                    View (1 1; 2 2)

                """)
    }

    final class CustomGeometry: View, CustomTreeDescribable {
        var treeProperties: [String] { ["offset=(1 2)", "content=(3 4)", "mode=x"] }
    }
}
