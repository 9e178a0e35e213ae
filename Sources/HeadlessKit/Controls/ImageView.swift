import Foundation

/// A view that shows an ``Image``, like `UIImageView`. Its intrinsic size is the image's size;
/// user interaction is off by default, as in UIKit.
@MainActor
open class ImageView: View {
    /// The image shown.
    // (Unchecked exclusivity: whole loads and stores; the intrinsic size reads it.)
    @exclusivity(unchecked) public var image: Image? {
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
