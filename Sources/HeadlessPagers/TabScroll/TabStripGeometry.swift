import Foundation

/// The looping strip's geometry: `n` tab widths repeated `2k + 1` times, side by side with no
/// spacing, as in the original UITabScrollController. A value, so the indicator and wrap rules are
/// pure functions of it.
///
///     copy:    0            k (middle)        2k
///          |t0|t1|t2|...|t0|t1|t2|...|...|t0|t1|t2|
///          0           kL          (k+1)L      (2k+1)L      L = loopWidth = Σ widths
struct TabStripGeometry: Equatable {
    /// One width per tab: `ceil(title width) + 32`, measured with the unselected font.
    var widths: [CGFloat] = []
    /// `prefix[i]` = the sum of the widths before tab `i`.
    var prefix: [CGFloat] = []
    /// The sum of the widths: one copy of the tabs.
    var loopWidth: CGFloat = 0
    /// Copies on each side of the middle one.
    var k = 1

    init() {}

    /// Measures `widths`, and picks the least `k ≥ minimumK` with `k · loopWidth ≥ stripWidth`
    /// (at most 64), so that neither wrap boundary is ever past the scrollable range.
    init(widths: [CGFloat], stripWidth: CGFloat, minimumK: Int) {
        self.widths = widths
        var sum: CGFloat = 0
        prefix.reserveCapacity(widths.count)
        for w in widths {
            prefix.append(sum)
            sum += w
        }
        loopWidth = sum
        var k = max(minimumK, 1)
        if sum > 0 {
            while CGFloat(k) * sum < stripWidth && k < 64 { k += 1 }
        }
        self.k = k
    }

    var count: Int { widths.count }
    /// `2k + 1`.
    var loopCount: Int { 2 * k + 1 }
    /// Items in the collection view.
    var itemCount: Int { count * loopCount }
    /// The wrap boundaries: the middle copy spans `left..<right`.
    var left: CGFloat { loopWidth * CGFloat(k) }
    var right: CGFloat { loopWidth * CGFloat(k + 1) }

    /// The centre x of item `item` (any integer: copies continue past both ends).
    func center(ofItem item: Int) -> CGFloat {
        let n = count
        let (q, r) = item.quotientAndRemainder(dividingBy: n)
        let (loop, tab) = r < 0 ? (q - 1, r + n) : (q, r)
        return loopWidth * CGFloat(loop) + prefix[tab] + widths[tab] / 2
    }

    /// The width of item `item` (any integer).
    func width(ofItem item: Int) -> CGFloat {
        widths[((item % count) + count) % count]
    }

    /// The middle copy's item for tab `tab`.
    func middleItem(_ tab: Int) -> Int { k * count + tab }

    /// The indicator under tab `tab` at body progress `p` in [-1, 1] (the original's
    /// `updateProgressView`): its centre x
    /// in the middle copy, its width, and the offset from the tab's own centre.
    ///
    ///     p > 0: offset = (c(a+1) − c(a))·p   width = w(a) + (w(a+1) − w(a))·p
    ///     p < 0: offset = (c(a) − c(a−1))·p   width = w(a) + (w(a) − w(a−1))·p
    func indicator(tab: Int, progress p: CGFloat) -> (
        centerX: CGFloat, width: CGFloat, offset: CGFloat
    ) {
        let a = middleItem(tab)
        let ac = center(ofItem: a)
        let aw = width(ofItem: a)
        var offset: CGFloat = 0
        var dW: CGFloat = 0
        if p > 0 {
            offset = (center(ofItem: a + 1) - ac) * p
            dW = (width(ofItem: a + 1) - aw) * p
        } else if p < 0 {
            offset = (ac - center(ofItem: a - 1)) * p
            dW = (aw - width(ofItem: a - 1)) * p
        }
        return (ac + offset, aw + dW, offset)
    }

    /// The strip offset that centres the indicator (the original's `keepCenter`), brought into the
    /// middle copy `[left, right)`. The original only adds one loop when `base < left` and can
    /// leave the strip past its content; copies are identical, so moving by whole loops is
    /// invisible.
    func centeringOffset(indicatorCenterX x: CGFloat, stripWidth: CGFloat) -> CGFloat {
        wrapped(x - stripWidth / 2)
    }

    /// The loop rule for a user drag of the strip: past `right` it moves back one
    /// loop, below `left` forward one, keeping the overshoot; `nil` when inside. The original
    /// snapped to the other boundary exactly (721 → 360 for a 360 loop), a visible jump.
    ///
    ///     L = 360, k = 1:   721 → 361    359 → 719    500 → nil
    func loopWrapped(_ x: CGFloat) -> CGFloat? {
        guard loopWidth > 0 else { return nil }
        if x > right { return x - loopWidth }
        if x < left { return x + loopWidth }
        return nil
    }

    /// `x` moved by whole loops into `[left, right)`.
    func wrapped(_ x: CGFloat) -> CGFloat {
        guard loopWidth > 0 else { return x }
        var x = x
        if x < left {
            x += ((left - x) / loopWidth).rounded(.up) * loopWidth
        }
        if x >= right {
            x -= ((x - right) / loopWidth).rounded(.down) * loopWidth + loopWidth
        }
        return x
    }
}
