import Foundation
import HeadlessKit

/// A scroll view that applies ``StickyHeaderView``'s touch rule: its pan does not begin for a
/// touch above its content (`location(in: self).y <= 0`, the free space), so the views around
/// it can take that touch (the article's `UICollectionView` subclass, for any scroll view).
open class StickyHeaderScrollView: ScrollView {
    /// Refuses the pan above the content (``StickyHeaderView/scrollView(_:shouldBegin:)``).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer)
        -> Bool
    {
        StickyHeaderView.scrollView(self, shouldBegin: gestureRecognizer)
            && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

/// A collection view that applies ``StickyHeaderView``'s touch rule: its pan does not begin for
/// a touch above its content (`location(in: self).y <= 0`, the free space), as in the article.
open class StickyHeaderCollectionView: CollectionView {
    /// Refuses the pan above the content (``StickyHeaderView/scrollView(_:shouldBegin:)``).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer)
        -> Bool
    {
        StickyHeaderView.scrollView(self, shouldBegin: gestureRecognizer)
            && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
