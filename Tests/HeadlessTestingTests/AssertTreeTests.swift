import Foundation
import HeadlessKit
import Testing

@testable import HeadlessTesting

@Suite struct LineDiffTests {
    @Test(
        "An inline expectation is compared without its margin, trailing spaces or blank edge lines")
    func normalisation() {
        let text = "\n        A (0 0; 1 1)   \n          └ B\n\n        C\n    "
        #expect(normalizedLines(text) == ["A (0 0; 1 1)", "  └ B", "", "C"])
        #expect(normalizedLines("A\nB\n") == ["A", "B"])
        #expect(normalizedLines("") == [])
    }

    @Test("Lines match byte for byte, or failing that by Unicode canonical equivalence")
    func matching() {
        #expect(linesMatch(["├ a"], ["├ a"]))
        #expect(linesMatch(["caf\u{E9}"], ["cafe\u{301}"]))
        #expect(!linesMatch(["a"], ["b"]))
        #expect(!linesMatch(["a"], ["a", "a"]))
        #expect(normalizedLines("  ├ é\r\n  └ x\t") == ["├ é", "└ x"])
    }

    @Test("A changed line shows as - expected then + actual, with context and a hunk header")
    func changedLine() {
        let old: [Substring] = ["a", "b", "c", "d", "e", "f", "g", "h", "i"]
        var new = old
        new[4] = "E"
        #expect(
            unifiedDiff(lineDiff(old, new)) == """
                @@ -2,7 +2,7 @@
                 b
                 c
                 d
                -e
                +E
                 f
                 g
                 h

                """)
    }

    @Test("Changes far apart make separate hunks; insertions and deletions count lines right")
    func hunks() {
        let old: [Substring] = (1...20).map { Substring("\($0)") }
        var new = old
        new.remove(at: 1)  // delete "2"
        new.insert("new", at: 17)  // after "19"? no: before old "19"
        let diff = unifiedDiff(lineDiff(old, new), context: 1)
        #expect(
            diff == """
                @@ -1,3 +1,2 @@
                 1
                -2
                 3
                @@ -18,2 +17,3 @@
                 18
                +new
                 19

                """)
        #expect(unifiedDiff(lineDiff(old, old)) == "")
    }

    @Test("Adding to an empty text names line 0 on the empty side")
    func emptySide() {
        #expect(unifiedDiff(lineDiff([], ["x"])) == "@@ -0,0 +1,1 @@\n+x\n")
        #expect(unifiedDiff(lineDiff(["x"], [])) == "@@ -1,1 +0,0 @@\n-x\n")
    }

    @Test("A middle past the LCS budget is shown as removed then added, still correct")
    func budget() {
        let diff = lineDiff(["a", "b", "c"], ["a", "x", "c"], budget: 0)
        #expect(diff == [.same("a"), .removed("b"), .added("x"), .same("c")])
    }
}

@MainActor @Suite struct AssertTreeTests {
    func makeTree() -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let title = Label(text: "Hello")
        title.accessibilityIdentifier = "title"
        root.addSubview(title)
        root.addSubview(View(frame: CGRect(x: 0, y: 100, width: 390, height: 44)))
        return root
    }

    @Test("A matching tree passes, however the literal is indented")
    func passes() {
        let root = makeTree()
        assertTree(
            root,
            """
            View (0 0; 390 844)
            ├ Label "title" (0 0; 42.5 20.5) text="Hello"
            └ View (0 100; 390 44)
            """)
        assertTree(
            root, options: .geometry,
            """
                  View (0 0; 390 844)
                  ├ Label "title" (0 0; 42.5 20.5)
                  └ View (0 100; 390 44)

            """)
    }

    @Test("The mismatch message is a unified diff followed by the actual tree")
    func mismatchMessage() {
        let root = makeTree()
        let expected = """
            View (0 0; 390 844)
            ├ Label "title" (0 0; 42.5 20.5)
            └ View (0 100; 390 40)
            """
        let message = treeMismatch(actual: root.treeDescription(.geometry), expected: expected)
        #expect(
            message == """
                Tree does not match (- expected, + actual):
                @@ -1,3 +1,3 @@
                 View (0 0; 390 844)
                 ├ Label "title" (0 0; 42.5 20.5)
                -└ View (0 100; 390 40)
                +└ View (0 100; 390 44)

                Actual tree:
                    View (0 0; 390 844)
                    ├ Label "title" (0 0; 42.5 20.5)
                    └ View (0 100; 390 44)

                """)
        #expect(treeMismatch(actual: "A\n", expected: "  A  ") == nil)
    }

    @Test("A failing assertTree records an issue with the diff at the caller's line")
    func recordsIssue() {
        let root = makeTree()
        let line = #line + 2
        withKnownIssue {
            assertTree(
                root, options: .geometry,
                """
                View (0 0; 390 844)
                """)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("+├ Label \"title\" (0 0; 42.5 20.5)")
                && text.contains("+└ View (0 100; 390 44)")
                && issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "AssertTreeTests.swift"
        }
    }
}
