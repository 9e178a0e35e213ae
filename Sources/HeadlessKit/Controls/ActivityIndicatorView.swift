import Foundation

/// A spinner that shows work in progress, like `UIActivityIndicatorView`. Nothing turns on
/// screen here: ``isAnimating`` says whether it would, and dumps show `animating`.
///
/// As in UIKit, it is stopped when made and, with ``hidesWhenStopped`` (the default), hidden
/// while stopped: `startAnimating()` shows it, `stopAnimating()` hides it again.
///
///     let spinner = ActivityIndicatorView(style: .medium)
///     spinner.startAnimating()     // isHidden == false, isAnimating == true
@MainActor
open class ActivityIndicatorView: View {
    /// The spinner's look, like `UIActivityIndicatorView.Style` (UIKit's raw values; the
    /// three older styles are kept for pasted code).
    public enum Style: Int, Hashable, Sendable {
        case whiteLarge = 0
        case white = 1
        case gray = 2
        case medium = 100
        case large = 101

        /// 37 pt square for the large styles, 20 pt for the others (UIKit's sizes).
        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
    }

    /// The look (`.medium` by default). Changing it changes the intrinsic size.
    public var style: Style {
        didSet { if style != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The spinner's colour. Stored.
    public var color: Color = .gray
    /// Whether the spinner is hidden while stopped (`true` by default).
    public var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether the spinner is turning.
    public private(set) var isAnimating = false

    /// Makes a stopped spinner of `style`, like `UIActivityIndicatorView(style:)`.
    public init(style: Style) {
        self.style = style
        super.init(
            frame: CGRect(origin: .zero, size: CGSize(width: style.side, height: style.side)))
        isHidden = true
    }

    /// Makes a stopped `.medium` spinner with `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    /// Starts the spinner and shows it.
    public func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops the spinner; hides it if ``hidesWhenStopped``.
    public func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: style.side, height: style.side)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        if isAnimating { properties.append("animating") }
    }
}
