import Foundation

/// A named image of a known size: what an `ImageView` shows, with no pixels.
public struct Image: Hashable, Sendable {
    public var name: String
    public var size: CGSize
    /// The symbol configuration of a symbol image (one with unspecified values until
    /// ``withConfiguration(_:)`` gives one); `nil` for other images, like UIKit's
    /// `UIImage.symbolConfiguration` (Image+SymbolConfiguration.swift).
    public internal(set) var symbolConfiguration: SymbolConfiguration?

    /// Makes an image named `name`; its size must be finite and non-negative.
    public init(named name: String, size: CGSize) {
        precondition(
            size.isFiniteSize && size.width >= 0 && size.height >= 0,
            "Image(named: \"\(name)\"): size \(size) is not a finite, non-negative size")
        self.name = name
        self.size = size
    }

    /// An image from the app's assets, like `UIImage(named:)`. There are no asset files: the
    /// image has the name and a zero size (give it one with ``init(named:size:)``). Never `nil`.
    public init?(named name: String) {
        self.init(named: name, size: .zero)
    }

    /// An SF Symbol, like `UIImage(systemName:)`: 20 × 20 pt (a symbol at body size, see
    /// ``SymbolConfiguration``). Never `nil`: HeadlessKit has no symbol catalogue, so unknown
    /// names make a symbol too.
    public init?(systemName name: String) {
        self.init(named: name, size: CGSize(width: 20, height: 20))
        symbolConfiguration = .unspecified
    }
}
