import Foundation

/// A button in a navigation bar, like `UIBarButtonItem`: a title, an image, a system item or a
/// custom view, and what a tap does.
///
///     navigationItem.rightBarButtonItem = BarButtonItem(
///         barButtonSystemItem: .add, target: self, action: InboxViewController.compose)
///     navigationItem.leftBarButtonItem = BarButtonItem(
///         title: "Close", primaryAction: Action { [weak self] _ in self?.dismiss(animated: true) })
///
/// There is no `#selector`: the target-action initializers take the method itself
/// (`InboxViewController.compose`), called on the target, which is held weakly as UIKit holds
/// it. The bar shows the item as a real ``Button`` (or its ``customView``), so hit tests,
/// synthetic taps, tree dumps and accessibility audits reach it.
@MainActor
open class BarButtonItem {
    /// How an item's title is drawn, like `UIBarButtonItem.Style` (UIKit's raw values).
    public enum Style: Int, Hashable, Sendable {
        /// A plain title.
        case plain = 0
        /// A bold title, for the action that ends a task.
        case done = 2
    }

    /// The items the system makes with their own title or symbol, like
    /// `UIBarButtonItem.SystemItem` (UIKit's raw values; a subset).
    public enum SystemItem: Int, Hashable, Sendable {
        /// "Done", in bold.
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save".
        case save = 3
        /// A plus sign; VoiceOver reads "Add".
        case add = 4
        /// Blank space that a toolbar stretches to share its free width with the other flexible
        /// spaces (no view, no tap), like `UIBarButtonItem.SystemItem.flexibleSpace`.
        case flexibleSpace = 5
        /// Blank space ``BarButtonItem/width`` points wide (no view, no tap), like
        /// `UIBarButtonItem.SystemItem.fixedSpace`.
        case fixedSpace = 6
        /// A cross; VoiceOver reads "Close".
        case close = 24

        /// The text the bar's button shows, and the accessibility label VoiceOver reads.
        var titleAndLabel: (title: String, label: String) {
            switch self {
            case .done: ("Done", "Done")
            case .cancel: ("Cancel", "Cancel")
            case .edit: ("Edit", "Edit")
            case .save: ("Save", "Save")
            case .add: ("+", "Add")
            case .close: ("×", "Close")
            case .flexibleSpace, .fixedSpace: ("", "")
            }
        }

        /// Whether the item is blank space rather than a button.
        var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }
    }

    /// A flexible space, like `UIBarButtonItem.flexibleSpace()`: in a ``Toolbar`` the flexible
    /// spaces share the width the other items leave.
    public static func flexibleSpace() -> BarButtonItem {
        BarButtonItem(systemItem: .flexibleSpace)
    }

    /// A fixed space `width` points wide, like `UIBarButtonItem.fixedSpace(_:)`. A negative or
    /// non-finite width counts as zero.
    public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
        let item = BarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// The title the button shows.
    public var title: String? { didSet { if title != oldValue { itemDidChange() } } }
    /// The image the button shows.
    public var image: Image? { didSet { itemDidChange() } }
    /// How the title is drawn.
    public var style: Style { didSet { if style != oldValue { itemDidChange() } } }
    /// Whether the button takes taps; a disabled item's button is disabled.
    public var isEnabled = true { didSet { if isEnabled != oldValue { itemDidChange() } } }
    /// A view the bar shows instead of a button (it handles its own touches).
    public var customView: View? { didSet { if customView !== oldValue { itemDidChange() } } }
    /// The action a tap runs, like `UIBarButtonItem.primaryAction` (its sender is the item).
    public var primaryAction: Action?
    /// The menu a tap shows when the item has no action, like `UIBarButtonItem.menu`.
    public var menu: Menu?
    /// A number to tell items apart.
    public var tag = 0
    /// The label VoiceOver reads for the button; the title (or the system item's name) when
    /// `nil`.
    public var accessibilityLabel: String? {
        didSet { if accessibilityLabel != oldValue { itemDidChange() } }
    }
    /// The system item the item was made with, if any.
    public let systemItem: SystemItem?
    /// The item's width, like `UIBarButtonItem.width`: a ``SystemItem/fixedSpace`` item's
    /// width, and the least width of a button in a ``Toolbar``; 0 (the fitting width) by
    /// default. A negative or non-finite width counts as zero.
    public var width: CGFloat = 0 { didSet { if width != oldValue { itemDidChange() } } }

    /// The target-action pair, with the target held weakly.
    private var targetAction: (@MainActor (BarButtonItem) -> Void)?
    /// The bar showing the item (weak: the bar holds the item through its navigation items).
    weak var bar: NavigationBar?
    /// The toolbar showing the item (weak: the toolbar holds its items).
    weak var toolbar: Toolbar?
    /// The button the bar shows, made on first use and kept, so a tap that changes the bar
    /// does not lose the button under the finger.
    private var storedButton: Button?
    /// The blank view of a space item in a navigation bar (a toolbar shows none).
    private var storedSpacer: View?

    /// Makes an item with a title, an image and an action, like
    /// `UIBarButtonItem(title:image:primaryAction:menu:)`. The action's title and image are
    /// used where `title` and `image` are `nil`.
    public init(
        title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil
    ) {
        self.menu = menu
        let actionTitle = primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        self.title = title ?? actionTitle
        self.image = image ?? primaryAction?.image
        self.style = .plain
        self.primaryAction = primaryAction
        self.systemItem = nil
    }

    /// Makes a system item, like `UIBarButtonItem(systemItem:primaryAction:menu:)`.
    public init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.menu = menu
        self.systemItem = systemItem
        self.title = nil
        self.style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
    }

    /// Makes a system item, like `UIBarButtonItem(barButtonSystemItem:primaryAction:)`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: Action?) {
        self.init(systemItem: systemItem, primaryAction: primaryAction)
    }

    /// Makes an item that calls `action` on `target` when tapped, like
    /// `UIBarButtonItem(title:style:target:action:)`: pass the method,
    /// `target: self, action: Self.save`. The target is held weakly.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: AnyObject?,
        action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.init(title: title)
        self.style = style
        setTarget(target) { target, _ in action(target)() }
    }

    /// Like ``init(title:style:target:action:)-(_,_,_,(Target)->()->Void)``, for a method that
    /// takes the item (`@objc func save(_ sender: UIBarButtonItem)`).
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: AnyObject?,
        action: @escaping @MainActor (Target) -> @MainActor (BarButtonItem) -> Void
    ) {
        self.init(title: title)
        self.style = style
        setTarget(target) { target, item in action(target)(item) }
    }

    /// The type of `nil` in `action: nil`: no method to call (there is no `Selector`, so
    /// `UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)` needs a type for
    /// its `nil`). It has no values.
    public enum NoAction {}

    /// Makes an item that does nothing when tapped, like
    /// `UIBarButtonItem(title:style:target:action:)` with a `nil` action: a back bar button
    /// item that only sets the back button's title, say.
    public convenience init(
        title: String?, style: Style, target: AnyObject?, action: NoAction?
    ) {
        self.init(title: title)
        self.style = style
    }

    /// Makes a system item that does nothing when tapped, like
    /// `UIBarButtonItem(barButtonSystemItem:target:action:)` with a `nil` action: the classic
    /// way to make a toolbar's spaces,
    /// `BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)`.
    public convenience init(
        barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: NoAction?
    ) {
        self.init(systemItem: systemItem)
    }

    /// Makes an item with an image that does nothing when tapped, like
    /// `UIBarButtonItem(image:style:target:action:)` with a `nil` action.
    public convenience init(
        image: Image?, style: Style, target: AnyObject?, action: NoAction?
    ) {
        self.init(image: image)
        self.style = style
    }

    /// Makes an item with an image that calls `action` on `target`, like
    /// `UIBarButtonItem(image:style:target:action:)`.
    public convenience init<Target: AnyObject>(
        image: Image?, style: Style, target: AnyObject?,
        action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.init(image: image)
        self.style = style
        setTarget(target) { target, _ in action(target)() }
    }

    /// Makes a system item that calls `action` on `target`, like
    /// `UIBarButtonItem(barButtonSystemItem:target:action:)`.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: AnyObject?,
        action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.init(systemItem: systemItem)
        setTarget(target) { target, _ in action(target)() }
    }

    /// Like ``init(barButtonSystemItem:target:action:)-(_,_,(Target)->()->Void)``, for a method
    /// that returns a value, which is ignored (UIKit's selector may name one):
    /// `BarButtonItem(barButtonSystemItem: .done, target: nil, action:
    /// Responder.resignFirstResponder)` ends the editing of the first responder.
    public convenience init<Target: AnyObject, Result>(
        barButtonSystemItem systemItem: SystemItem, target: AnyObject?,
        action: @escaping @MainActor (Target) -> @MainActor () -> Result
    ) {
        self.init(systemItem: systemItem)
        setTarget(target) { target, _ in _ = action(target)() }
    }

    /// Like ``init(barButtonSystemItem:target:action:)-(_,_,(Target)->()->Void)``, for a method
    /// that takes the item.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: AnyObject?,
        action: @escaping @MainActor (Target) -> @MainActor (BarButtonItem) -> Void
    ) {
        self.init(systemItem: systemItem)
        setTarget(target) { target, item in action(target)(item) }
    }

    /// Makes an item that shows `customView`, like `UIBarButtonItem(customView:)`.
    public convenience init(customView: View) {
        self.init()
        self.customView = customView
    }

    /// Runs what a tap runs: the primary action, then the target's method (if the target is
    /// still there); with neither, shows the ``menu`` (if the item shows in a window).
    public func sendAction() {
        if let menu, primaryAction == nil, targetAction == nil, let source = storedButton,
            let window = source.window
        {
            window.presentMenu(menu, from: source, sender: self)
            return
        }
        primaryAction?.perform(sender: self)
        targetAction?(self)
    }

    private func setTarget<Target: AnyObject>(
        _ target: AnyObject?, _ call: @escaping @MainActor (Target, BarButtonItem) -> Void
    ) {
        guard let target else {
            // A nil target: the first object of the method's class along the responder chain
            // from the first responder (UIKit: `sendAction(_:to:from:for:)` with a nil target).
            targetAction = { item in
                let button = item.storedButton
                var responder = Responder.nilTargetChainStart(sender: button, fallback: button)
                var visited = 0
                while let current = responder, visited < TargetAction.chainLimit {
                    if let found = current as? Target { return call(found, item) }
                    responder = current.next
                    visited += 1
                }
            }
            return
        }
        checkTarget(target, Target.self, "BarButtonItem(target:action:)")
        targetAction = { [weak target] item in
            if let target = target as? Target { call(target, item) }
        }
    }

    /// The view the bar shows: the custom view, or a button kept for the item.
    var barView: View {
        if let customView { return customView }
        if systemItem?.isSpace == true {
            let spacer = storedSpacer ?? View()
            storedSpacer = spacer
            spacer.debugName = systemItem == .fixedSpace ? "fixedSpace" : "flexibleSpace"
            return spacer
        }
        let button = storedButton ?? makeButton()
        configure(button)
        return button
    }

    private func makeButton() -> Button {
        let button = Button(type: .system)
        button.addAction(
            Action { [weak self] _ in self?.sendAction() }, for: .touchUpInside)
        storedButton = button
        return button
    }

    private func configure(_ button: Button) {
        let system = systemItem?.titleAndLabel
        button.setTitle(title ?? system?.title, for: .normal)
        button.setImage(image, for: .normal)
        button.isEnabled = isEnabled
        button.accessibilityLabel = accessibilityLabel ?? system?.label
        button.titleLabel?.font =
            style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
    }

    private func itemDidChange() {
        bar?.itemsDidChange()
        toolbar?.itemsDidChange()
    }

    /// ``width`` as a length: zero when negative or not finite.
    var clampedWidth: CGFloat { width.isFinite ? max(0, width) : 0 }
}
