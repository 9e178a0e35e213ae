import Foundation

/// A named image of a known size: what an `ImageView` shows, with no pixels.
public struct Image: Hashable, Sendable {
    public var name: String
    public var size: CGSize

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

    /// An SF Symbol, like `UIImage(systemName:)`: 20 × 20 pt (about a symbol at body size).
    /// Never `nil`.
    public init?(systemName name: String) {
        self.init(named: name, size: CGSize(width: 20, height: 20))
    }
}

/// A view that shows an ``Image``, like `UIImageView`. Its intrinsic size is the image's size;
/// user interaction is off by default, as in UIKit.
@MainActor
open class ImageView: View {
    /// The image shown.
    public var image: Image? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Makes an image view sized to `image`.
    public convenience init(image: Image?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    override var defaultUserInteraction: Bool { false }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        if let image { properties.append("image=\"\(escaped(image.name))\"") }
        if contentMode != .scaleToFill { properties.append("contentMode=\(contentMode)") }
    }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }
}
