import Foundation
import Testing

@testable import HeadlessKit

/// Inline text attachments (UIKit's `NSTextAttachment`) measured by labels.
@MainActor @Suite struct TextAttachmentTests {
    /// "Rated ★ by readers" with the star's box `bounds`.
    func ratedLabel(bounds: CGRect, image: Image? = nil, numberOfLines: Int = 1) -> Label {
        let attachment = TextAttachment()
        attachment.image = image
        attachment.bounds = bounds
        let text = NSMutableAttributedString(string: "Rated ")
        text.append(NSAttributedString(attachment: attachment))
        text.append(NSAttributedString(string: " by readers"))
        let label = Label()
        label.font = .systemFont(ofSize: 17)
        label.numberOfLines = numberOfLines
        label.attributedText = text
        return label
    }

    @Test("UIKit NSTextAttachment bounds: the attachment is a box as wide as its bounds")
    func widthIsTheBoundsWidth() {
        let none = ratedLabel(bounds: .zero).intrinsicContentSize
        let star = ratedLabel(bounds: CGRect(x: 0, y: -2, width: 14, height: 14))
        #expect(star.intrinsicContentSize.width == none.width + 14)
        // Shorter than the line: the line keeps its height.
        #expect(star.intrinsicContentSize.height == none.height)
        #expect(star.attributedText?.string.contains(TextAttachment.character) == true)
    }

    @Test("A taller attachment makes its line taller")
    func tallAttachmentsRaiseTheLine() {
        let tall = ratedLabel(bounds: CGRect(x: 0, y: 0, width: 10, height: 40))
        #expect(tall.intrinsicContentSize.height == 40)
    }

    @Test("UIKit: an attachment with empty bounds takes its image's size")
    func emptyBoundsUseTheImage() {
        let none = ratedLabel(bounds: .zero).intrinsicContentSize
        let icon = ratedLabel(bounds: .zero, image: Image(systemName: "star.fill"))
        #expect(icon.intrinsicContentSize.width == none.width + 20)
    }

    @Test("Lines break around an attachment; one wider than the line gets a line of its own")
    func wrapping() {
        let label = ratedLabel(bounds: CGRect(x: 0, y: 0, width: 300, height: 10), numberOfLines: 0)
        let oneLine = ratedLabel(bounds: .zero).intrinsicContentSize.height
        label.preferredMaxLayoutWidth = 120
        let size = label.intrinsicContentSize
        #expect(size.height == oneLine * 3)
        #expect(size.width == 300)
    }

    @Test("Hostile bounds (NaN, infinite, negative) measure as an empty box")
    func hostileBounds() {
        let none = ratedLabel(bounds: .zero).intrinsicContentSize
        for bad in [CGFloat.nan, .infinity, -30] {
            let label = ratedLabel(bounds: CGRect(x: 0, y: 0, width: bad, height: bad))
            #expect(label.intrinsicContentSize == none)
        }
    }

    @Test("A string that is one attachment measures its box, not the replacement character")
    func attachmentAlone() {
        let attachment = TextAttachment(
            image: Image(named: "badge", size: CGSize(width: 8, height: 30)))
        let label = Label()
        label.attributedText = NSAttributedString(attachment: attachment)
        #expect(label.intrinsicContentSize == CGSize(width: 8, height: 30))
    }
}
