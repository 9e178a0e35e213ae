import Foundation

// HeadlessKit uses Foundation's `IndexPath`, as UIKit does, and adds the `item`/`section`/`row`
// accessors that UIKit adds (Foundation on Linux has none). `IndexPath` is already `Hashable`
// and `Comparable`: paths compare section first, then item.

extension IndexPath {
    /// Makes the path of item `item` in section `section`, like UIKit's `IndexPath(item:section:)`.
    ///
    ///     IndexPath(item: 3, section: 0) < IndexPath(item: 0, section: 1)   // true
    public init(item: Int, section: Int) {
        // Appending to a one-index path keeps the two-index inline storage: no array is made.
        self.init(index: section)
        append(item)
    }

    /// Makes the path of row `row` in section `section` (`row` is `item` under its table name).
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The section: the first index. The path must have two indexes.
    public var section: Int {
        get {
            precondition(count == 2, "IndexPath.section: \(self) does not have exactly two indexes")
            return self[0]
        }
        set {
            precondition(count == 2, "IndexPath.section: \(self) does not have exactly two indexes")
            self[0] = newValue
        }
    }

    /// The item within the section: the second index. The path must have two indexes.
    public var item: Int {
        get {
            precondition(count == 2, "IndexPath.item: \(self) does not have exactly two indexes")
            return self[1]
        }
        set {
            precondition(count == 2, "IndexPath.item: \(self) does not have exactly two indexes")
            self[1] = newValue
        }
    }

    /// The same as ``item``, under the name table views use.
    public var row: Int {
        get { item }
        set { item = newValue }
    }

    /// `[section item]`, the form dumps and messages print.
    var shortDescription: String {
        count == 2 ? "[\(self[0]) \(self[1])]" : "\(Array(self))"
    }
}
