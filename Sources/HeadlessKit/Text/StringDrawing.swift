import Foundation

/// How ``Swift/String/boundingRect(with:options:attributes:context:)`` measures (UIKit:
/// `NSStringDrawingOptions`, also spelled `NSString.DrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lines wrap at the given width and the size covers every line. Without it the text is
    /// measured as one line, as UIKit's single-line mode does.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line heights include the font's leading (HeadlessKit's measurer has none to add).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph bounds rather than typographic bounds (measured alike here).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits is truncated (ignored without `usesLineFragmentOrigin`).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

extension NSString {
    /// The options of string measuring (UIKit's spelling `NSString.DrawingOptions`).
    public typealias DrawingOptions = NSStringDrawingOptions
}

/// What a measurement used and found (UIKit: `NSStringDrawingContext`). HeadlessKit does not
/// shrink text to fit, so ``actualScaleFactor`` is always 1.
public final class NSStringDrawingContext {
    /// The smallest scale the text may shrink to (stored; text is not shrunk).
    public var minimumScaleFactor: CGFloat = 0
    /// The scale the text was measured at: 1.
    public private(set) var actualScaleFactor: CGFloat = 1
    /// The bounds the last measurement with this context found.
    public private(set) var totalBounds: CGRect = .zero

    /// A context with no minimum scale.
    public init() {}

    func record(_ bounds: CGRect) {
        actualScaleFactor = 1
        totalBounds = bounds
    }
}

/// The measuring shared by the string and attributed-string additions below.
enum StringDrawing {
    /// The font of text with no `.font` attribute (UIKit's default: 12 points).
    static let defaultFont = Font.systemFont(ofSize: 12)

    /// The size of `string` on one line, or wrapped at `size.width` with
    /// `usesLineFragmentOrigin` (a width that is not a positive finite number does not wrap).
    @MainActor static func boundingRect(
        _ string: NSAttributedString, size: CGSize, options: NSStringDrawingOptions,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let text = string.string
        var measured = CGSize.zero
        if !text.isEmpty {
            let runs = AttributedTextLayout.runs(of: string, defaultFont: defaultFont)
            let wraps = options.contains(.usesLineFragmentOrigin)
            let width = size.width
            let maxWidth = wraps && width.isFinite && width > 0 ? width : nil
            measured = AttributedTextLayout.measure(
                text, runs: runs, measurer: TextMeasuring.current, maxWidth: maxWidth,
                numberOfLines: wraps ? 0 : 1)
        }
        let bounds = CGRect(origin: .zero, size: measured)
        context?.record(bounds)
        return bounds
    }
}

extension StringProtocol {
    /// The size the string takes on one line in `attributes` (UIKit:
    /// `NSString.size(withAttributes:)`), measured as a ``Label`` with that text and those
    /// attributes measures it. A missing or invalid `.font` is the 12-point system font.
    ///
    /// - Complexity: O(*n*) in the length of the string.
    @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        boundingRect(
            with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
            options: [], attributes: attributes, context: nil
        ).size
    }

    /// The rectangle the string needs in `attributes` (UIKit:
    /// `NSString.boundingRect(with:options:attributes:context:)`): with
    /// `.usesLineFragmentOrigin` it wraps at `size.width` and covers every line, even when
    /// they are taller than `size.height`; without it the string is one line. A width that is
    /// NaN, infinite, zero or negative does not wrap. The origin is zero.
    ///
    /// - Complexity: O(*n*) in the length of the string.
    @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.boundingRect(
            NSAttributedString(string: String(self), attributes: attributes), size: size,
            options: options, context: context)
    }
}

extension NSString {
    /// The size the string takes on one line in `attributes` (see
    /// ``Swift/StringProtocol/size(withAttributes:)``).
    ///
    /// - Complexity: O(*n*) in the length of the string.
    @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(describing: self).size(withAttributes: attributes)
    }

    /// The rectangle the string needs in `attributes` (see
    /// ``Swift/StringProtocol/boundingRect(with:options:attributes:context:)``).
    ///
    /// - Complexity: O(*n*) in the length of the string.
    @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        String(describing: self).boundingRect(
            with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The size the attributed string takes on one line (UIKit: `NSAttributedString.size()`),
    /// each run in its own font.
    ///
    /// - Complexity: O(*n*) in the length of the string.
    @MainActor
    public func size() -> CGSize {
        boundingRect(
            with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
            options: [], context: nil
        ).size
    }

    /// The rectangle the attributed string needs (UIKit:
    /// `NSAttributedString.boundingRect(with:options:context:)`); see
    /// ``Swift/StringProtocol/boundingRect(with:options:attributes:context:)``.
    ///
    /// - Complexity: O(*n*) in the length of the string.
    @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        StringDrawing.boundingRect(self, size: size, options: options, context: context)
    }
}
