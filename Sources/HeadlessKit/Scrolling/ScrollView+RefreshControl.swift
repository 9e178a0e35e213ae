import Foundation

extension ScrollView {
    /// The scroll view's pull-to-refresh control, like `UIScrollView.refreshControl`
    /// (see ``RefreshControl``). Setting it puts the control above the content at the top,
    /// full width, and removes the old one (giving back the inset a running refresh held);
    /// `nil` removes it. A control that belonged to another scroll view moves here.
    public var refreshControl: RefreshControl? {
        get { refreshControlStorage }
        set {
            guard newValue !== refreshControlStorage else { return }
            if let old = refreshControlStorage { old.detach(from: self) }
            guard let control = newValue else { return }
            if let previous = control.scrollView, previous !== self {
                control.detach(from: previous)
            }
            control.attach(to: self)
        }
    }

    /// What the refresh control adds to the adjusted top inset while it refreshes.
    var refreshControlInset: CGFloat { refreshControlStorage?.heldInset ?? 0 }

    /// The drag limits changed under a dragging finger (a refresh began or ended): carry the
    /// drag on from the offset it shows, so the content does not jump.
    func followDragAfterLimitsChanged() {
        guard case .dragging(var drag) = phase else { return }
        rebase(&drag)
        phase = .dragging(drag)
    }
}

extension TableViewController {
    /// The table view's refresh control, like `UITableViewController.refreshControl`: reads
    /// and sets ``tableView``'s ``ScrollView/refreshControl`` (loading the view).
    public var refreshControl: RefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }
}
