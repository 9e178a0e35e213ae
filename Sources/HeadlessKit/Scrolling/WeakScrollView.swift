import Foundation

/// A weak reference to a scroll view, for the window's list of them.
struct WeakScrollView {
    weak var view: ScrollView?
}
