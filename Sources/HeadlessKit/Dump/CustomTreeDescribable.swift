import Foundation

/// A view that adds its own properties to tree dumps.
///
///     extension WalkthroughView: CustomTreeDescribable {
///         var treeProperties: [String] { ["page=\(page)"] }
///     }
@MainActor
public protocol CustomTreeDescribable: View {
    /// `key=value` items printed after the built-in ones.
    var treeProperties: [String] { get }
}

extension CustomTreeDescribable {
    /// `value` printed as dumps print numbers, so your properties read like the built-in ones:
    /// rounded to 1/1000 pt, `12`, `12.5`, `-0.25`, never `12.000000`; `-0` is `0`, and NaN
    /// and infinities print as `nan`, `inf` and `-inf`.
    ///
    ///     var treeProperties: [String] { ["offset=\(treeNumber(offset))"] }
    public func treeNumber(_ value: CGFloat) -> String { formatted(value) }
}
