import Foundation

// Core Graphics's comparison methods, which Foundation on Linux lacks: `size.equalTo(other)` is
// `CGSizeEqualToSize`, and so on. They compare as `==` does, so a NaN member is equal to
// nothing, itself included (IEEE comparison, as Core Graphics compares). Where Core Graphics
// exists, its own methods are used.
#if !canImport(CoreGraphics)

    extension CGPoint {
        /// Whether the two points are equal, like Core Graphics's `CGPoint.equalTo(_:)`.
        public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
    }

    extension CGSize {
        /// Whether the two sizes are equal, like Core Graphics's `CGSize.equalTo(_:)`.
        public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
    }

    extension CGRect {
        /// Whether the two rectangles have the same origin and size, like Core Graphics's
        /// `CGRect.equalTo(_:)`. As there, null rectangles are equal to each other, and a
        /// rectangle with a negative size equals its standardized form.
        public func equalTo(_ rect2: CGRect) -> Bool {
            if isNull || rect2.isNull { return isNull && rect2.isNull }
            return standardized == rect2.standardized
        }
    }
#endif
