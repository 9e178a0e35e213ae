import Foundation

/// An action shown when a row is swiped, like `UIContextualAction`: a button with a title, an
/// image and a background color, and a handler that runs when the button is tapped (or the row
/// is swiped all the way across, for the first action of a configuration that allows it).
///
///     let delete = ContextualAction(style: .destructive, title: "Delete") {
///         [weak self] _, _, completion in
///         self?.messages.remove(at: indexPath.row)
///         tableView.deleteRows(at: [indexPath], with: .automatic)
///         completion(true)
///     }
///
/// The handler gets the action, the view that showed it (the action's button) and a
/// completion to call once the action is done: `true` when it was performed, `false` when it
/// was not. The swiped row closes when the completion is called; a second call is ignored, and
/// a call after the list is gone does nothing.
@MainActor
public final class ContextualAction {
    /// How an action looks and behaves, like `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        /// A gray button.
        case normal
        /// A red button, for an action that removes the row.
        case destructive
    }

    /// What runs when the action is chosen: the action, the view that showed it, and the
    /// completion to call with whether the action was performed.
    public typealias Handler =
        @MainActor (
            _ action: ContextualAction, _ sourceView: View,
            _ completion: @escaping @MainActor (Bool) -> Void
        ) -> Void

    /// The style given at init.
    public let style: Style
    /// The button's title.
    public var title: String?
    /// The button's image (stored; the button shows the title).
    public var image: Image?
    /// The button's color: gray for `.normal` and red for `.destructive` unless set.
    public var backgroundColor: Color!
    /// What runs when the action is chosen.
    public let handler: Handler

    /// Makes an action, like `UIContextualAction(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions a swiped row shows, in order from the edge the row was swiped from, like
/// `UISwipeActionsConfiguration`.
///
///     let configuration = SwipeActionsConfiguration(actions: [delete, archive])
///     configuration.performsFirstActionWithFullSwipe = false
@MainActor
public final class SwipeActionsConfiguration {
    /// The actions, the first nearest the edge. An empty list shows nothing.
    public let actions: [ContextualAction]
    /// Whether swiping the row all the way across performs the first action. `true` by
    /// default, as in UIKit.
    public var performsFirstActionWithFullSwipe = true

    /// Makes a configuration with `actions`.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }

    /// The width of one action's button (model value: UIKit sizes buttons to their titles;
    /// here every button is 74 points wide, at least as wide as "Delete" in the system font).
    public nonisolated static let buttonWidth: CGFloat = 74

    /// How far, as a fraction of the row's width, a swipe must reach for a full swipe when it
    /// is let go (model value 0.6; UIKit's threshold is private). It is never less than the
    /// buttons' width plus ``buttonWidth`` / 2.
    public nonisolated static let fullSwipeFraction: CGFloat = 0.6

    /// The swipe distance past which releasing performs the first action, for a row `width`
    /// wide showing `count` buttons.
    nonisolated static func fullSwipeThreshold(rowWidth width: CGFloat, count: Int) -> CGFloat {
        max(width * fullSwipeFraction, CGFloat(count) * buttonWidth + buttonWidth / 2)
    }
}
