import Foundation

/// Measures text, so labels can size themselves with no font files.
///
/// Install your own to match real fonts more closely:
///
///     TextMeasuring.current = MyMeasurer()
public protocol TextMeasurer: Sendable {
    /// The size `text` needs in `font`, wrapped at `maxWidth` (no wrapping when `nil`), using at
    /// most `numberOfLines` lines (0: as many as needed).
    func size(of text: String, font: Font, maxWidth: CGFloat?, numberOfLines: Int) -> CGSize
}

/// Where labels get their measurer from.
@MainActor
public enum TextMeasuring {
    /// The measurer labels use unless they have their own. ``DefaultTextMeasurer`` by default.
    // (Unchecked exclusivity: whole loads and stores of the existential; every label's
    // intrinsic size reads it.)
    @exclusivity(unchecked) public static var current: any TextMeasurer = DefaultTextMeasurer()
}

func roundUpToHalf(_ value: CGFloat) -> CGFloat {
    (value * 2 - 1e-9).rounded(.up) / 2
}
