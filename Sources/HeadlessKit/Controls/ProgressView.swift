import Foundation

/// A bar that fills from left to right as a task progresses, like `UIProgressView`.
///
/// ``progress`` is pinned to `0...1`, as UIKit pins it (NaN counts as 0). The filled part is a
/// subview whose width is that fraction of the bar's, so dumps and pictures show how far the
/// bar is filled; `setProgress(_:animated:)` with `animated` moves it over
/// ``fillAnimationDuration`` on the window's clock, while ``progress`` holds the new value at
/// once, as UIKit's does.
///
///     let bar = ProgressView(progressViewStyle: .default)
///     bar.setProgress(0.5, animated: true)   // progress == 0.5 now; the fill moves
@MainActor
open class ProgressView: View {
    /// The bar's look, like `UIProgressView.Style` (UIKit's raw values).
    public enum Style: Int, Hashable, Sendable {
        /// The standard bar.
        case `default` = 0
        /// The thinner bar meant for a toolbar.
        case bar = 1

        /// The bar's height: 4 pt for the standard bar, 2.5 pt for a toolbar's (a model of
        /// UIKit's artwork, not a measured figure).
        var height: CGFloat { self == .bar ? 2.5 : 4 }
    }

    /// How long an animated change of ``progress`` moves the fill, in seconds of clock time
    /// (a model of UIKit's, not a measured figure).
    public nonisolated static let fillAnimationDuration: TimeInterval = 0.25

    /// The look (`.default` by default). Changing it changes the intrinsic height.
    public var progressViewStyle: Style {
        didSet {
            guard progressViewStyle != oldValue else { return }
            invalidateIntrinsicContentSize()
            applyColors()
        }
    }

    /// How far the task is, from 0 (nothing done) to 1 (done): values outside are pinned to
    /// the nearest end, NaN to 0. Setting it moves the fill without animation.
    public var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// The colour of the filled part; the tint colour when nil (the default), read when the
    /// bar is laid out.
    public var progressTintColor: Color? {
        didSet { applyColors() }
    }
    /// The colour of the part not filled yet; a light grey when nil (the default).
    public var trackTintColor: Color? {
        didSet { applyColors() }
    }
    /// An image for the filled part. Stored.
    public var progressImage: Image?
    /// An image for the track. Stored.
    public var trackImage: Image?

    private var storedProgress: Float = 0
    /// The filled part, the bar's only subview.
    private let fill = View()

    /// Makes an empty bar of `style`, like `UIProgressView(progressViewStyle:)`; its frame
    /// is zero until placed (its height is intrinsic).
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: .zero)
        setUp()
    }

    /// Makes an empty `.default` bar with `frame`.
    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
        setUp()
    }

    private func setUp() {
        clipsToBounds = true
        fill.isUserInteractionEnabled = false
        fill.debugName = "fill"
        addSubview(fill)
        applyColors()
    }

    /// Sets ``progress`` (pinned to `0...1`, NaN to 0); with `animated` the fill moves to it
    /// over ``fillAnimationDuration`` of clock time.
    public func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = progress.isNaN ? 0 : min(max(progress, 0), 1)
        let target = fillFrame
        guard fill.frame != target else { return }
        if animated, window != nil {
            View.animate(withDuration: ProgressView.fillAnimationDuration) {
                self.fill.frame = target
            }
        } else {
            fill.frame = target
        }
    }

    /// The filled part's frame for the current ``progress``.
    private var fillFrame: CGRect {
        let width = bounds.width.isFinite ? max(bounds.width, 0) : 0
        let height = bounds.height.isFinite ? max(bounds.height, 0) : 0
        return CGRect(x: 0, y: 0, width: width * CGFloat(storedProgress), height: height)
    }

    private func applyColors() {
        fill.backgroundColor = progressTintColor ?? tintColor
        backgroundColor =
            trackTintColor ?? (progressViewStyle == .bar ? .clear : Color.systemGray5)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The tint is read here too: an ancestor's tint may have changed since it was set.
        applyColors()
        fill.frame = fillFrame
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: progressViewStyle.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : 0
        return CGSize(width: width, height: progressViewStyle.height)
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        properties.append("progress=\(storedProgress)")
    }
}
