import Foundation

/// How a view shows content that does not match its size, like `UIView.ContentMode`. Stored
/// and shown in dumps; HeadlessKit draws no pixels.
public enum ContentMode: Int, Hashable, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}
