import Foundation

/// The sides a popover's arrow may point from, like `UIPopoverArrowDirection` (UIKit's raw
/// values).
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The arrow points up: the popover is below its source.
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover is above its source.
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left: the popover is to the right of its source.
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right: the popover is to the left of its source.
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
}

/// A popover presentation, like `UIPopoverPresentationController`: the controller of a
/// `.popover` presentation and of an action-sheet ``AlertController``.
///
/// Where it shows depends on the window's horizontal size class, as UIKit's adaptive
/// presentation does: in a compact width (an iPhone) a `.popover` presentation is a page sheet
/// (an action sheet keeps its own look); in a regular width (an iPad) it is a frame of
/// ``ViewController/preferredContentSize`` (``defaultContentSize`` when zero) next to its
/// source, below it when the arrow may point up, else above, kept
/// ``margin`` inside the window (model values).
///
/// - Precondition: presenting it in a regular width needs a ``sourceView`` or a
///   ``barButtonItem``; UIKit raises without one.
@MainActor
public final class PopoverPresentationController: PresentationController {
    /// A popover's size when the presented controller prefers none (a model value).
    public nonisolated static let defaultContentSize = CGSize(width: 320, height: 400)
    /// The least distance between a popover and the window's edges (a model value).
    public nonisolated static let margin: CGFloat = 8

    /// The view the popover points at, like `sourceView` (weak).
    public weak var sourceView: View?
    /// The rectangle in ``sourceView`` the popover points at, like `sourceRect`; the source
    /// view's bounds when null (the default) or not finite.
    public var sourceRect: CGRect = .null
    /// The bar button item the popover points at, like `barButtonItem`.
    public weak var barButtonItem: BarButtonItem?
    /// The sides the arrow may point from, like `permittedArrowDirections`. `.any` by default.
    public var permittedArrowDirections: PopoverArrowDirection = .any

    /// Whether the window gives a regular width, where the popover shows as a popover.
    private func showsAsPopover(in window: Window) -> Bool {
        window.traitCollection.horizontalSizeClass == .regular
    }

    /// The source's rectangle in window coordinates, if it has one.
    private func sourceFrame(in window: Window) -> CGRect? {
        if let view = sourceView {
            // A null or non-finite rectangle points at the whole view.
            let finite = [sourceRect.minX, sourceRect.minY, sourceRect.width, sourceRect.height]
                .allSatisfy(\.isFinite)
            let rect = sourceRect.isNull || !finite ? view.bounds : sourceRect
            return view.convert(rect, to: window)
        }
        if let item = barButtonItem, let view = item.customView ?? item.bar ?? item.toolbar {
            return view.convert(view.bounds, to: window)
        }
        return nil
    }

    override var isSheet: Bool {
        guard let window = containerView as? Window else { return false }
        return presentedViewController?.modalPresentationStyle == .popover
            && !showsAsPopover(in: window)
    }

    override func frame(in window: Window) -> CGRect {
        guard let presented = presentedViewController,
            presented.modalPresentationStyle == .popover
        else { return super.frame(in: window) }
        guard showsAsPopover(in: window) else {
            // Adapted to a sheet: a share sheet at the medium detent, others large.
            guard presented is ActivityViewController else { return super.frame(in: window) }
            let bounds = window.bounds
            let height = (bounds.height / 2).rounded(.down)
            return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        }
        let source = sourceFrame(in: window) ?? CGRect(origin: .zero, size: .zero)
        var size = presented.preferredContentSize
        if size.width <= 0 || size.height <= 0 { size = Self.defaultContentSize }
        let bounds = window.bounds.insetBy(dx: Self.margin, dy: Self.margin)
        size.width = min(size.width, max(0, bounds.width))
        size.height = min(size.height, max(0, bounds.height))
        let below = permittedArrowDirections.contains(.up) || permittedArrowDirections.isEmpty
        var origin = CGPoint(
            x: source.midX - size.width / 2,
            y: below ? source.maxY : source.minY - size.height)
        origin.x = min(max(origin.x, bounds.minX), bounds.maxX - size.width)
        origin.y = min(max(origin.y, bounds.minY), bounds.maxY - size.height)
        return CGRect(origin: origin, size: size)
    }

    /// Stops where UIKit raises: a popover in a regular width with no source.
    func checkSource(in window: Window) {
        guard showsAsPopover(in: window), sourceView == nil, barButtonItem == nil,
            let presented = presentedViewController
        else { return }
        preconditionFailure(
            "\(presented.shortDescription) (modalPresentationStyle \(presented.modalPresentationStyle)) is presented as a popover with no sourceView or barButtonItem: set popoverPresentationController?.sourceView before presenting it"
        )
    }
}

extension ViewController {
    /// The popover presentation controller, like
    /// `UIViewController.popoverPresentationController`: non-nil when
    /// ``modalPresentationStyle`` is `.popover` and for an action-sheet ``AlertController``.
    public var popoverPresentationController: PopoverPresentationController? {
        presentationController as? PopoverPresentationController
    }
}
