import Foundation
import HeadlessKit

/// Row 0 of a page: as tall as the header, and holds it while the page scrolls vertically.
public final class ContentTopCell: CollectionViewCell {}

/// Row 1 of a page: as tall as the page's content (at least the viewport less the tab bar,
/// so short pages can still pin the header); holds the page's view.
public final class ContentBodyCell: CollectionViewCell {}
