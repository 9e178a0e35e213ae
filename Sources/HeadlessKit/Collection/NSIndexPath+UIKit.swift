import Foundation

// UIKit's accessors on `NSIndexPath`, for code that bridges (`(indexPath as NSIndexPath).row`,
// written before Swift 3 had `IndexPath`). Foundation on Linux has none; its
// `index(atPosition:)` traps beyond the path's length, where Apple's returns `NSNotFound`.

extension NSIndexPath {
    /// The section: the first index, like UIKit's `NSIndexPath.section`; `NSNotFound` for an
    /// empty path.
    public var section: Int { indexOrNotFound(at: 0) }

    /// The item: the second index, like UIKit's `NSIndexPath.item`; `NSNotFound` for a path
    /// with fewer than two indexes.
    public var item: Int { indexOrNotFound(at: 1) }

    /// The row: the second index (``item`` under its table name), like UIKit's
    /// `NSIndexPath.row`; `NSNotFound` for a path with fewer than two indexes.
    public var row: Int { indexOrNotFound(at: 1) }

    /// The index at `position`, or `NSNotFound` beyond the path, as Apple's
    /// `index(atPosition:)` answers.
    private func indexOrNotFound(at position: Int) -> Int {
        position < length ? index(atPosition: position) : NSNotFound
    }
}
