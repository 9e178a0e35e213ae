import Foundation

/// A view that shows an ``Image``, like `UIImageView`. Its intrinsic size is the image's size;
/// user interaction is off by default, as in UIKit.
@MainActor
open class ImageView: View {
    /// The image shown.
    // (Unchecked exclusivity: whole loads and stores; the intrinsic size reads it.)
    @exclusivity(unchecked) public var image: Image? {
        didSet {
            if image != oldValue { invalidateIntrinsicContentSize() }
            if image?.symbolConfiguration != nil || followsContentSizeCategory {
                updateFollowsContentSizeCategory()
            }
        }
    }

    /// The image shown while ``isHighlighted`` is `true`, like `UIImageView.highlightedImage`;
    /// with none, the highlighted view shows ``image``.
    public var highlightedImage: Image? {
        didSet {
            if isHighlighted, highlightedImage != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// Whether the view shows ``highlightedImage`` (when it has one), like
    /// `UIImageView.isHighlighted`. `false` by default.
    open var isHighlighted = false {
        didSet {
            if isHighlighted != oldValue, highlightedImage != nil, highlightedImage != image {
                invalidateIntrinsicContentSize()
            }
        }
    }

    /// The image on screen: ``highlightedImage`` while highlighted (if set), else ``image``.
    var shownImage: Image? { isHighlighted ? highlightedImage ?? image : image }

    /// The symbol configuration for symbol images, like UIKit's
    /// `preferredSymbolConfiguration`: the image's own configuration applies over it (its
    /// values win), and a text style follows the view's content size category. See
    /// ``Image/SymbolConfiguration`` for the sizes. Other images ignore it.
    // (Unchecked exclusivity: read on every window move.)
    @exclusivity(unchecked) public var preferredSymbolConfiguration: Image.SymbolConfiguration? {
        didSet {
            if preferredSymbolConfiguration != oldValue, image?.isSymbolImage == true {
                invalidateIntrinsicContentSize()
            }
            updateFollowsContentSizeCategory()
        }
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
        if let image = shownImage { properties.append("image=\"\(escaped(image.name))\"") }
        if isHighlighted { properties.append("highlighted") }
        if contentMode != .scaleToFill { properties.append("contentMode=\(contentMode)") }
    }

    open override var intrinsicContentSize: CGSize {
        guard let image = shownImage else {
            return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        return shownSize(of: image)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        shownImage.map(shownSize) ?? .zero
    }

    /// The image's size, or for a symbol with a preferred configuration or a text style, the
    /// size that configuration gives at this view's content size category.
    private func shownSize(of image: Image) -> CGSize {
        guard let own = image.symbolConfiguration,
            preferredSymbolConfiguration != nil || own.textStyle != nil
        else { return image.size }
        return image.displaySize(
            preferred: preferredSymbolConfiguration,
            category: traitCollection.preferredContentSizeCategory)
    }

    override func windowDidChange() {
        super.windowDidChange()
        if followsContentSizeCategory { invalidateIntrinsicContentSize() }
    }

    override func traitsDidChange(from previous: TraitCollection) {
        super.traitsDidChange(from: previous)
        if followsContentSizeCategory { invalidateIntrinsicContentSize() }
    }

    /// Whether the shown size depends on the content size category (a symbol sized by a text
    /// style), kept up to date by `image` and `preferredSymbolConfiguration`: a window move
    /// reads only this.
    @exclusivity(unchecked) private var followsContentSizeCategory = false

    private func updateFollowsContentSizeCategory() {
        guard let own = image?.symbolConfiguration else {
            followsContentSizeCategory = false
            return
        }
        followsContentSizeCategory =
            own.textStyle != nil
            || (own.pointSize == 0 && preferredSymbolConfiguration?.textStyle != nil)
    }
}
