import HeadlessKit
import Testing

/// `TabBarItem` is shared, like `UITabBarItem`: every view showing it observes it.
@MainActor
@Suite("TabBarItem observation")
struct TabBarItemTests {
    @Test("Each observer is told once per change to a new value, in the order they were added")
    func observersInOrder() {
        let item = TabBarItem(title: "A")
        var log: [String] = []
        let first = item.observe { log.append("first \($0.title ?? "nil")") }
        let second = item.observe { log.append("second \($0.title ?? "nil")") }
        item.title = "B"
        item.title = "B"  // the same value: no call
        item.badgeValue = ""
        item.badgeColor = .blue
        #expect(
            log == [
                "first B", "second B", "first B", "second B", "first B", "second B",
            ])
        _ = (first, second)
    }

    @Test("A cancelled or released observation is never called again; cancelling twice is fine")
    func cancelAndRelease() {
        let item = TabBarItem()
        var calls = 0
        let kept = item.observe { _ in calls += 1 }
        var released: TabBarItem.Observation? = item.observe { _ in calls += 100 }
        item.title = "1"
        #expect(calls == 101)
        released = nil
        item.title = "2"
        #expect(calls == 102)
        kept.cancel()
        kept.cancel()
        item.title = "3"
        #expect(calls == 102)
        _ = released
    }

    @Test("An observer may cancel a later one or add one while being called")
    func reentrantObservers() {
        let item = TabBarItem()
        var log: [String] = []
        var later: TabBarItem.Observation?
        var added: [TabBarItem.Observation] = []
        let first = item.observe { item in
            log.append("first")
            later?.cancel()
            added.append(item.observe { _ in log.append("added") })
        }
        later = item.observe { _ in log.append("later") }
        item.title = "x"
        #expect(log == ["first"])
        item.title = "y"
        #expect(log == ["first", "first", "added"])
        _ = first
    }

    @Test("An observation outliving its item can still be cancelled")
    func observationOutlivesItem() {
        var item: TabBarItem? = TabBarItem()
        let observation = item!.observe { _ in }
        weak let gone = item
        item = nil
        #expect(gone == nil)
        observation.cancel()
    }
}
