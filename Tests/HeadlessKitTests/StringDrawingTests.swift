// Measuring strings as UIKit's string-drawing additions do (`NSString.size(withAttributes:)`,
// `NSString.boundingRect(with:options:attributes:context:)`,
// `NSAttributedString.boundingRect(with:options:context:)`), as tab strips measure their titles.
import Foundation
import Testing

@testable import HeadlessKit

@MainActor @Suite struct StringDrawingTests {
    /// UIKit, `size(withAttributes:)`: the size of the string on one line in the font, the
    /// size a one-line label with that text and font takes.
    @Test func sizeWithAttributesIsALabelsSize() {
        let font = Font.systemFont(ofSize: 15, weight: .semibold)
        let label = Label()
        label.font = font
        label.text = "Favourites"
        let size = "Favourites".size(withAttributes: [.font: font])
        #expect(size == label.intrinsicContentSize)
        #expect(size.width > 0)
        #expect(("Favourites" as NSString).size(withAttributes: [.font: font]) == size)
        #expect("Favourites"[...].size(withAttributes: [.font: font]) == size)
    }

    /// UIKit: a string with no `.font` attribute (or one that is not a font) is measured in
    /// the 12-point system font.
    @Test func missingOrInvalidFontIsTwelvePoints() {
        let twelve = "Tab".size(withAttributes: [.font: Font.systemFont(ofSize: 12)])
        #expect("Tab".size(withAttributes: nil) == twelve)
        #expect("Tab".size(withAttributes: [.font: "Helvetica"]) == twelve)
        #expect("Tab".size() == twelve)
    }

    /// UIKit, `boundingRect(with:options:attributes:context:)`: with
    /// `usesLineFragmentOrigin` the text wraps at the width and the rect covers every line,
    /// taller than the given height if need be; without it the text is one line.
    @Test func boundingRectWrapsOnlyWithLineFragmentOrigin() {
        let font = Font.preferredFont(forTextStyle: .body)
        let text = String(repeating: "Lorem ipsum dolor sit amet. ", count: 6)
        let label = Label()
        label.font = font
        label.text = text
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 200
        let wrapped = text.boundingRect(
            with: CGSize(width: 200, height: 10), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        #expect(wrapped.origin == .zero)
        #expect(wrapped.size == label.intrinsicContentSize)
        #expect(wrapped.width <= 200)
        #expect(wrapped.height > 10)
        let oneLine = text.boundingRect(
            with: CGSize(width: 200, height: 10), options: [], attributes: [.font: font],
            context: nil)
        #expect(oneLine.size == text.size(withAttributes: [.font: font]))
        #expect(oneLine.width > 200)
    }

    /// UIKit, `NSAttributedString.boundingRect(with:options:context:)` and `size()`: each run
    /// in its own font, as an attributed label measures it; the context records the bounds.
    @Test func attributedStringMeasuresRunByRun() {
        let string = NSMutableAttributedString(
            string: "Big", attributes: [.font: Font.systemFont(ofSize: 30)])
        string.append(
            NSAttributedString(string: " small", attributes: [.font: Font.systemFont(ofSize: 10)]))
        let label = Label()
        label.attributedText = string
        #expect(string.size() == label.intrinsicContentSize)
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.5
        let rect = string.boundingRect(
            with: CGSize(width: 1_000, height: 1_000), options: [.usesLineFragmentOrigin],
            context: context)
        #expect(rect.size == string.size())
        #expect(context.totalBounds == rect)
        #expect(context.actualScaleFactor == 1)
    }

    /// Hostile sizes and strings: a width that is NaN, infinite, zero or negative does not
    /// wrap; an empty string is zero; a huge string is measured in one pass.
    @Test func hostileSizesAndStrings() {
        let font = Font.systemFont(ofSize: 17)
        let text = "One two three four five six"
        let line = text.size(withAttributes: [.font: font])
        for width in [CGFloat.nan, .infinity, -.infinity, 0, -10] {
            let rect = text.boundingRect(
                with: CGSize(width: width, height: .nan), options: .usesLineFragmentOrigin,
                attributes: [.font: font], context: nil)
            #expect(rect.size == line, "width \(width)")
        }
        #expect("".size(withAttributes: [.font: font]) == .zero)
        #expect(
            "".boundingRect(
                with: CGSize(width: 100, height: 100), options: .usesLineFragmentOrigin,
                context: nil) == .zero)
        let huge = String(repeating: "word ", count: 20_000)
        let rect = huge.boundingRect(
            with: CGSize(width: 300, height: 0), options: .usesLineFragmentOrigin,
            attributes: [.font: font], context: nil)
        #expect(rect.width <= 300)
        #expect(rect.height.isFinite && rect.height > 1_000)
        let options: NSString.DrawingOptions = [.usesFontLeading, .truncatesLastVisibleLine]
        #expect(options.contains(.usesFontLeading))
    }
}
