import Foundation

/// An image placed inline in attributed text, like UIKit's `NSTextAttachment`.
///
///     let star = TextAttachment(image: Image(systemName: "star.fill")!)
///     star.bounds = CGRect(x: 0, y: -2, width: 14, height: 14)
///     let text = NSMutableAttributedString(string: "Rated ")
///     text.append(NSAttributedString(attachment: star))
///
/// A label measures an attachment as one box in its line: as wide as ``bounds`` (the image's
/// size when the bounds are empty, as UIKit does), and the line is at least as tall as the
/// box (a model of TextKit, which also counts the box's offset from the baseline: here
/// `bounds.origin` is kept but does not move the box). Lines may break on either side of it.
public final class TextAttachment: @unchecked Sendable {
    /// The image shown, if any.
    public var image: Image?
    /// The box the attachment takes in the line (`.zero`: the image's size). Sizes that are
    /// NaN, infinite or negative measure as 0.
    public var bounds: CGRect = .zero

    /// An attachment with no image.
    public init() {}

    /// An attachment showing `image`, like `NSTextAttachment(image:)`.
    public init(image: Image) {
        self.image = image
    }

    /// The size the attachment takes in a line (finite, non-negative).
    var layoutSize: CGSize {
        let size = bounds.size == .zero ? (image?.size ?? .zero) : bounds.size
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return CGSize(width: clean(size.width), height: clean(size.height))
    }

    /// The character that stands for an attachment in the string (U+FFFC, OBJECT REPLACEMENT
    /// CHARACTER), like `NSTextAttachment.character`.
    public static let character: Character = "\u{FFFC}"
}

extension NSAttributedString.Key {
    /// The ``TextAttachment`` shown at a character, like UIKit's
    /// `NSAttributedString.Key.attachment`.
    public static var attachment: NSAttributedString.Key { .init("NSAttachment") }
}

extension NSAttributedString {
    /// A one-character string (U+FFFC) that shows `attachment`, like UIKit's
    /// `NSAttributedString(attachment:)`.
    public convenience init(attachment: TextAttachment) {
        self.init(
            string: String(TextAttachment.character), attributes: [.attachment: attachment])
    }
}
