import Foundation

/// One component of a ``PickerView``: a vertical scroll view whose content is the rows, inset
/// so that the first and last rows can reach the middle. The offset of row *r* is
/// `r·rowHeight − inset`; a release decelerates onto a whole row, and the wheel tells its
/// picker when the user's motion settles.
///
///     +- wheel ------+
///     |  row r-2     |
///     |  row r-1     |
///     |==row r=======|   the middle: the selected row
///     |  row r+1     |
///     |  row r+2     |
///     +--------------+
@MainActor
final class PickerWheel: ScrollView, ScrollViewDelegate {
    /// The picker that owns the wheel; `nil` once it is gone or dropped the wheel.
    weak var picker: PickerView?
    /// The component's index in its picker.
    let component: Int
    private(set) var rowCount = 0
    private(set) var rowHeight = PickerView.defaultRowHeight
    /// The selected row; -1 when there are no rows.
    private(set) var selectedRow = -1
    /// Whether the current motion comes from the user (a drag, or a touch that caught a
    /// motion): its settling selects a row and tells the delegate.
    private var userMoved = false

    /// The views of the rows in sight, for rows `firstRow ..< firstRow + rowViews.count`, in
    /// the order of `subviews`.
    private var rowViews: [View] = []
    private var firstRow = 0
    /// Views of rows that left the sight, handed back to the delegate as `reusing`.
    private var reusableViews: [View] = []
    private var isTiling = false
    private var needsTiling = false
    /// Counts reloads: a reload from inside a delegate's row call ends the tiling pass.
    private var generation = 0
    /// Whether the last touch-down caught the wheel moving (a tap then only stops it).
    private var touchCaughtMotion = false

    /// Rows kept as views above and below the ones in sight.
    static let rowMargin: CGFloat = 1
    /// The most views kept for reuse.
    static let reusePoolLimit = 16

    init(component: Int) {
        self.component = component
        super.init(frame: .zero)
        delegate = self
        alwaysBounceVertical = true
        contentInsetAdjustmentBehavior = .never
        showsVerticalScrollIndicator = false
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        addGestureRecognizer(
            TapGestureRecognizer { [weak self] recognizer in
                guard let self, recognizer.state == .ended else { return }
                self.tapped(at: recognizer.location(in: self))
            })
    }

    /// A tap on a row away from the middle spins it to the middle and selects it, as UIKit's
    /// wheels do; a tap on the middle row, or one that stopped a spin, does nothing more.
    private func tapped(at point: CGPoint) {
        guard !touchCaughtMotion, isAtRest, rowCount > 0, point.y.isFinite else { return }
        let position = (point.y / rowHeight).rounded(.down)
        guard position >= 0, position < CGFloat(rowCount) else { return }
        let row = Int(position)
        guard row != self.row(at: contentOffset) else { return }
        userMoved = true
        setContentOffset(offset(forRow: row), animated: window != nil)
        // Without a window the offset is set at once, with no animation to end.
        if window == nil { settle() }
    }

    /// The picker dropped this wheel (fewer components): it leaves the tree and forgets it.
    func detach() {
        picker = nil
        removeFromSuperview()
    }

    // MARK: - Rows

    /// New counts from the data source: the selection clamps to the rows there are, and the
    /// rows in sight are asked for again.
    func reload(rowCount: Int, rowHeight: CGFloat) {
        self.rowCount = rowCount
        self.rowHeight = rowHeight
        if rowCount == 0 {
            selectedRow = -1
        } else {
            selectedRow = min(max(selectedRow, 0), rowCount - 1)
        }
        for view in rowViews { recycle(view) }
        rowViews = []
        firstRow = 0
        generation &+= 1
        updateAccessibilityNames()
        updateAccessibilityValue()
    }

    /// Places the content for the wheel's size: insets that let the end rows reach the middle,
    /// the rows' height, the selected row in the middle when nothing moves the wheel, then the
    /// rows in sight.
    func layoutRows() {
        let inset = (bounds.height - rowHeight) / 2
        let insets = EdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        if contentInset != insets { contentInset = insets }
        let size = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        if contentSize != size { contentSize = size }
        if isAtRest {
            let target = offset(forRow: max(selectedRow, 0))
            if contentOffset != target { contentOffset = target }
        }
        tile()
    }

    /// The content offset that puts `row` in the middle.
    func offset(forRow row: Int) -> CGPoint {
        CGPoint(x: 0, y: CGFloat(row) * rowHeight - contentInset.top)
    }

    /// The row nearest the middle at `offset`, within the rows there are (0 if none).
    func row(at offset: CGPoint) -> Int {
        guard rowCount > 0 else { return 0 }
        let position = ((offset.y + contentInset.top) / rowHeight).rounded()
        guard position.isFinite else { return 0 }
        return Int(min(max(position, 0), CGFloat(rowCount - 1)))
    }

    /// The view of `row` if it is in sight.
    func view(forRow row: Int) -> View? {
        let index = row - firstRow
        return rowViews.indices.contains(index) ? rowViews[index] : nil
    }

    /// Brings the rows in sight (plus ``rowMargin``) in as views and sends the others to the
    /// reuse pool. A delegate that scrolls or reloads from inside its row call makes it run
    /// again once it returns, not inside itself.
    func tile() {
        if isTiling {
            needsTiling = true
            return
        }
        isTiling = true
        defer { isTiling = false }
        var rounds = 0
        repeat {
            needsTiling = false
            tileOnce()
            rounds += 1
        } while needsTiling && rounds < 4
    }

    private func tileOnce() {
        guard let picker, rowCount > 0, bounds.height > 0 else {
            for view in rowViews { recycle(view) }
            rowViews = []
            return
        }
        let margin = rowHeight * PickerWheel.rowMargin
        let top = (contentOffset.y - margin) / rowHeight
        let bottom = (contentOffset.y + bounds.height + margin) / rowHeight
        let count = CGFloat(rowCount)
        let first = Int(min(max(top.rounded(.down), 0), count))
        let end = Int(min(max(bottom.rounded(.up), CGFloat(first)), count))
        // Rows that left the sight go to the pool first, so the new ones can reuse them.
        let oldFirst = firstRow
        let oldViews = rowViews
        for (index, view) in oldViews.enumerated() {
            let row = oldFirst + index
            if row < first || row >= end { recycle(view) }
        }
        var views: [View] = []
        views.reserveCapacity(end - first)
        var made: [(index: Int, view: View)] = []
        let generation = self.generation
        for row in first..<end {
            let oldIndex = row - oldFirst
            if oldViews.indices.contains(oldIndex) {
                views.append(oldViews[oldIndex])
                continue
            }
            let reused = reusableViews.popLast()
            let view: View
            if let delegate = picker.delegate {
                view = delegate.pickerView(
                    picker, viewForRow: row, forComponent: component, reusing: reused)
            } else {
                view = picker.titleView(forRow: row, forComponent: component, reusing: reused)
            }
            // The delegate (or a picker it reloaded) dropped this wheel from inside.
            guard self.picker === picker else { return }
            // The delegate reloaded from inside: this pass's rows are stale; start again.
            guard self.generation == generation else {
                for view in made.map(\.view) + [view] where view.superview == nil {
                    if reusableViews.count < PickerWheel.reusePoolLimit {
                        reusableViews.append(view)
                    }
                }
                needsTiling = true
                return
            }
            made.append((views.count, view))
            views.append(view)
        }
        firstRow = first
        rowViews = views
        for (index, view) in made { insertSubview(view, at: index) }
        for (index, view) in views.enumerated() {
            view.frame = CGRect(
                x: 0, y: CGFloat(first + index) * rowHeight, width: bounds.width,
                height: rowHeight)
        }
    }

    private func recycle(_ view: View) {
        guard view.superview === self else { return }
        view.removeFromSuperview()
        if reusableViews.count < PickerWheel.reusePoolLimit { reusableViews.append(view) }
    }

    // MARK: - Selection

    /// Selects `row` from code: no delegate call when the wheel gets there.
    func select(_ row: Int, animated: Bool) {
        selectedRow = row
        userMoved = false
        updateAccessibilityValue()
        let target = offset(forRow: row)
        setContentOffset(target, animated: animated && window != nil)
    }

    /// Where a released drag stops: the row nearest to where deceleration would stop.
    override func targetContentOffset(forRelease projected: CGPoint, velocity: CGPoint)
        -> CGPoint
    {
        offset(forRow: row(at: projected))
    }

    override func touchDidBegin() {
        // A finger that catches a spinning wheel takes it over.
        touchCaughtMotion = phase.isMoving
        if touchCaughtMotion { userMoved = true }
        super.touchDidBegin()
    }

    override func touchDidEnd() {
        super.touchDidEnd()
        // A touch that stopped the wheel between rows and lifted without a drag.
        if isAtRest, userMoved { settle() }
    }

    /// The wheel stopped: if it is between rows it moves onto the nearest (and settles again
    /// when it gets there); on a row, a motion the user made selects that row and tells the
    /// picker's delegate, once.
    private func settle() {
        guard isAtRest else { return }
        guard rowCount > 0 else {
            userMoved = false
            return
        }
        let row = row(at: contentOffset)
        let target = offset(forRow: row)
        if abs(contentOffset.y - target.y) > 0.001 || contentOffset.x != target.x {
            if window != nil {
                setContentOffset(target, animated: true)
                return
            }
            contentOffset = target
        }
        guard userMoved else { return }
        userMoved = false
        selectedRow = row
        updateAccessibilityValue()
        picker?.wheelDidSettle(self, on: row)
    }

    // MARK: - ScrollViewDelegate (the wheel's own)

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        tile()
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
        userMoved = true
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        settle()
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        settle()
    }

    // MARK: - Accessibility

    /// The label and hint from the picker's accessibility delegate (read at each reload).
    private func updateAccessibilityNames() {
        let names = picker?.delegate as? PickerViewAccessibilityDelegate
        guard let picker, let names else {
            accessibilityLabel = nil
            accessibilityHint = nil
            return
        }
        accessibilityLabel = names.pickerView(picker, accessibilityLabelForComponent: component)
        accessibilityHint = names.pickerView(picker, accessibilityHintForComponent: component)
    }

    private func updateAccessibilityValue() {
        guard let picker, selectedRow >= 0 else {
            accessibilityValue = nil
            return
        }
        accessibilityValue = picker.accessibilityTitle(forRow: selectedRow, forComponent: component)
    }

    /// Moves the selection one row down, as VoiceOver's swipe up on an adjustable element
    /// does, and tells the delegate. Nothing happens on the last row.
    func accessibilityIncrement() {
        step(by: 1)
    }

    /// Moves the selection one row up and tells the delegate. Nothing happens on the first row.
    func accessibilityDecrement() {
        step(by: -1)
    }

    private func step(by delta: Int) {
        guard let picker, rowCount > 0 else { return }
        let row = min(max(selectedRow + delta, 0), rowCount - 1)
        guard row != selectedRow else { return }
        select(row, animated: false)
        picker.wheelDidSettle(self, on: row)
    }
}
