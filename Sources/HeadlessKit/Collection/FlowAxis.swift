import Foundation

/// Maps a layout's own axes to x and y: *main* is the axis it scrolls along, *cross* the other.
/// Flow and list layouts do their arithmetic in main/cross terms once, for both directions.
struct FlowAxis {
    /// Whether the main (scrolling) axis is y.
    let isVertical: Bool

    func main(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
    func cross(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
    func mainBefore(_ insets: EdgeInsets) -> CGFloat { isVertical ? insets.top : insets.left }
    func mainAfter(_ insets: EdgeInsets) -> CGFloat { isVertical ? insets.bottom : insets.right }
    func crossBefore(_ insets: EdgeInsets) -> CGFloat { isVertical ? insets.left : insets.top }
    func crossAfter(_ insets: EdgeInsets) -> CGFloat { isVertical ? insets.right : insets.bottom }
    func mainOrigin(_ rect: CGRect) -> CGFloat { isVertical ? rect.minY : rect.minX }

    /// The rect at `main`/`cross` with the given extents.
    @inline(__always)
    func rect(main: CGFloat, cross: CGFloat, mainSize: CGFloat, crossSize: CGFloat) -> CGRect {
        isVertical
            ? CGRect(x: cross, y: main, width: crossSize, height: mainSize)
            : CGRect(x: main, y: cross, width: mainSize, height: crossSize)
    }

    /// `rect`'s extent as (main low, main high, cross low, cross high).
    @inline(__always)
    func ranges(_ rect: CGRect) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        let r = rect.standardized
        return isVertical
            ? (r.minY, r.maxY, r.minX, r.maxX)
            : (r.minX, r.maxX, r.minY, r.maxY)
    }
}

/// Whether two extents overlap: `low..<high` against an element at `origin` of `length`.
/// A zero-length element overlaps when it lies strictly inside.
@inline(__always)
func overlaps(_ origin: CGFloat, _ length: CGFloat, _ low: CGFloat, _ high: CGFloat) -> Bool {
    origin < high && origin + length > low
}

/// The first index in `range` for which `isAbove` holds, assuming it is false then true.
@inline(__always)
func partition(_ range: Range<Int>, _ isAbove: (Int) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
        let middle = low + (high - low) / 2
        if isAbove(middle) { high = middle } else { low = middle + 1 }
    }
    return low
}

/// Stops unless `size` is finite and not negative; `what` names the element in the message.
func checkSize(_ size: CGSize, _ what: @autoclosure () -> String) {
    precondition(
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
        "\(what()) is \(formatted(size)): sizes must be finite and not negative")
}

/// Stops unless `value` is finite; the message names `what`, the value and the host view.
@MainActor
func checkFinite(_ value: CGFloat, _ what: @autoclosure () -> String, _ host: AnyObject?) {
    precondition(
        value.isFinite,
        "\(what()) is \(value): it must be finite (\(hostName(host)))")
}

/// Stops unless every edge of `insets` is finite, naming `what`, the insets and the host view.
@MainActor
func checkFinite(_ insets: EdgeInsets, _ what: @autoclosure () -> String, _ host: AnyObject?) {
    precondition(
        insets.isFinite,
        "\(what()) is \(insets): every edge must be finite (\(hostName(host)))")
}

@MainActor
private func hostName(_ host: AnyObject?) -> String {
    (host as? View)?.shortDescription ?? "no collection view"
}

/// Stops unless `value` is finite and not negative.
func checkLength(_ value: CGFloat, _ what: @autoclosure () -> String) {
    precondition(
        value.isFinite && value >= 0,
        "\(what()) is \(formatted(value)): lengths must be finite and not negative")
}
