import Foundation

// Foundation declares `NSAttributedString` but not the keys of text styling: UIKit (and AppKit)
// do. These are UIKit's keys, with UIKit's raw values, for HeadlessKit's `Font` and `Color`:
//
//     let title = NSAttributedString(
//         string: "Sale", attributes: [.font: Font.boldSystemFont(ofSize: 17), .foregroundColor: Color.red])
//
// (Computed rather than stored: `NSAttributedString.Key` is not `Sendable` on every platform.)
extension NSAttributedString.Key {
    /// The font of the text (a ``Font``), like UIKit's `NSAttributedString.Key.font`.
    public static var font: NSAttributedString.Key { .init("NSFont") }
    /// The colour of the text (a ``Color``), like UIKit's `foregroundColor`.
    public static var foregroundColor: NSAttributedString.Key { .init("NSColor") }
    /// The colour behind the text (a ``Color``), like UIKit's `backgroundColor`. Stored.
    public static var backgroundColor: NSAttributedString.Key { .init("NSBackgroundColor") }
    /// Points added after each character (a number), like UIKit's `kern`; labels measure it.
    public static var kern: NSAttributedString.Key { .init("NSKern") }
    /// The underline (an `Int`, a ``UnderlineStyle`` raw value), like UIKit's `underlineStyle`.
    /// Stored.
    public static var underlineStyle: NSAttributedString.Key { .init("NSUnderline") }
    /// The strikethrough (an `Int`, a ``UnderlineStyle`` raw value), like UIKit's
    /// `strikethroughStyle`. Stored.
    public static var strikethroughStyle: NSAttributedString.Key { .init("NSStrikethrough") }
    /// The underline colour (a ``Color``), like UIKit's `underlineColor`. Stored.
    public static var underlineColor: NSAttributedString.Key { .init("NSUnderlineColor") }
    /// The strikethrough colour (a ``Color``), like UIKit's `strikethroughColor`. Stored.
    public static var strikethroughColor: NSAttributedString.Key { .init("NSStrikethroughColor") }
    /// The baseline shift in points (a number), like UIKit's `baselineOffset`. Stored.
    public static var baselineOffset: NSAttributedString.Key { .init("NSBaselineOffset") }
    #if os(Linux)
        /// A link (a `URL` or `String`), like UIKit's `link`. Stored. (Declared here on Linux
        /// only: Foundation may declare it on Apple platforms.)
        public static var link: NSAttributedString.Key { .init("NSLink") }
    #endif
}

/// How text is underlined or struck through, like UIKit's `NSUnderlineStyle`; its raw value is
/// what `.underlineStyle` and `.strikethroughStyle` hold.
public struct UnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = UnderlineStyle(rawValue: 0x01)
    public static let thick = UnderlineStyle(rawValue: 0x02)
    public static let double = UnderlineStyle(rawValue: 0x09)
    public static let patternDot = UnderlineStyle(rawValue: 0x0100)
    public static let patternDash = UnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = UnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = UnderlineStyle(rawValue: 0x0400)
    public static let byWord = UnderlineStyle(rawValue: 0x8000)
}

/// UIKit's name for ``UnderlineStyle``.
public typealias NSUnderlineStyle = UnderlineStyle

#if !canImport(ObjectiveC)
    // swift-corelibs-foundation (the Foundation of Linux, Windows and Android; seen with Swift
    // 6.3) corrupts memory in `NSMutableAttributedString.addAttribute(_:value:range:)` when the
    // value is a Swift value boxed for Foundation (a struct such as `Color` or `Font`, or an
    // `NSObject` subclass written in Swift): after some calls, a later attributed-string
    // operation halts inside CoreFoundation (`CFBasicHashesAreEqual`) on a dictionary that is no
    // longer valid. Twenty lines of plain Foundation show it, single-threaded, in about twenty
    // rounds of one `addAttribute` over a 50-run string. `addAttributes(_:range:)` with the same
    // value does not (3,000 rounds under the address sanitizer). This overload, more specific
    // than Foundation's `value: Any`, sends pasted UIKit code such as
    // `string.addAttribute(.foregroundColor, value: Color.red, range: range)` down the safe path.
    // (A value whose static type is `Any` still reaches Foundation's method.)
    extension NSMutableAttributedString {
        /// Adds one attribute with the given value to the characters in `range`, like UIKit's
        /// `addAttribute(_:value:range:)`: other attributes stay; an existing value for `name`
        /// is replaced.
        ///
        /// Present where Foundation is swift-corelibs-foundation, whose own method corrupts
        /// memory for Swift values such as ``Color``; this one adds the attribute through
        /// `addAttributes(_:range:)` instead.
        ///
        /// A range outside the string stops with a message naming the range and the length, as
        /// UIKit raises `NSRangeException`.
        ///
        /// - Complexity: O(*r*) for the *r* runs the range covers.
        public func addAttribute<Value>(
            _ name: NSAttributedString.Key, value: Value, range: NSRange
        ) {
            let length = self.length
            guard range.location >= 0, range.length >= 0, range.location <= length,
                range.length <= length - range.location
            else {
                preconditionFailure(
                    "addAttribute(_:value:range:): range {\(range.location), \(range.length)} "
                        + "is out of bounds of an attributed string of length \(length) "
                        + "(attribute \(name.rawValue))")
            }
            addAttributes([name: value], range: range)
        }
    }
#endif
