import Foundation

/// What a menu holds: an ``Action`` or a ``Menu``, like `UIMenuElement`.
@MainActor
public class MenuElement {
    /// How an element shows, like `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Shown greyed out; it cannot be picked.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: it destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Picking it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows checked, like `UIMenuElement.State`.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    /// The title shown.
    public var title: String
    /// A second line under the title.
    public var subtitle: String?
    /// The image shown beside the title.
    public var image: Image?

    init(title: String, subtitle: String?, image: Image?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// A menu of actions and submenus, like `UIMenu`: shown by a button
/// (``Button/menu``), a bar button item (``BarButtonItem/menu``) or a context menu
/// (``ContextMenuInteraction``).
///
///     sortButton.menu = Menu(title: "Sort", options: .singleSelection, children: [
///         Action(title: "Date", state: .on) { _ in model.sort(by: .date) },
///         Action(title: "Name") { _ in model.sort(by: .name) },
///     ])
///     sortButton.showsMenuAsPrimaryAction = true
///
/// A shown menu is a list of rows (44 points each, 250 wide: model values) below its source,
/// or above it when there is no room; a tap on a row picks it, a tap elsewhere closes the
/// menu. Inline submenus show their children in place; other submenus show as a row that
/// opens them. Picking an action closes the menu first, then runs its handler with the
/// source as `sender`.
public final class Menu: MenuElement {
    /// How a menu shows, like `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Its children show in the parent menu, not behind a row.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Shown in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Exactly one child action is `.on`: picking one turns the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Shown as a row of icons (shown as rows here).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// A name for a menu, like `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The menu's name (`nil` unless given).
    public let identifier: Identifier?
    /// How the menu shows.
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [MenuElement]

    /// Makes a menu, like `UIMenu(title:subtitle:image:identifier:options:children:)`.
    public init(
        title: String = "", subtitle: String? = nil, image: Image? = nil,
        identifier: Identifier? = nil, options: Options = [], children: [MenuElement] = []
    ) {
        self.identifier = identifier
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of this menu with other children.
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(
            title: title, subtitle: subtitle, image: image, identifier: identifier,
            options: options, children: newChildren)
    }

    /// The child actions that are `.on` (in a single-selection menu, the one picked).
    public var selectedElements: [MenuElement] {
        children.filter { ($0 as? Action)?.state == .on }
    }
}

// MARK: - Showing a menu

extension Window {
    /// The menu shown in the window (by a button, a bar button item or a context menu), if
    /// any: its rows are views in the window, so a test taps one by its title.
    public var presentedMenu: Menu? { menuContainer?.menu }

    /// Shows `menu` below `source` (above it when there is no room), closing any menu shown;
    /// the actions it runs get `sender` as their sender.
    func presentMenu(_ menu: Menu, from source: View, sender: AnyObject?) {
        menuContainer?.dismiss()
        let container = MenuContainerView(menu: menu, source: source, sender: sender)
        addSubview(container)
        menuContainer = container
        container.show(menu)
    }
}

/// What a shown menu puts over the window: a clear layer that closes the menu when touched
/// outside its list, and the list.
final class MenuContainerView: View {
    let menu: Menu
    weak var source: View?
    weak var sender: AnyObject?
    private let list = ScrollView()
    /// Called with the action picked (after the menu closed), for pop-up buttons.
    var didPick: (@MainActor (Action) -> Void)?
    /// Called once when the menu closes, for context menus' delegates.
    var didClose: (@MainActor () -> Void)?

    /// The list's width and a row's height (model values).
    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44

    init(menu: Menu, source: View, sender: AnyObject?) {
        self.menu = menu
        self.source = source
        self.sender = sender
        super.init(frame: .zero)
        debugName = "menu"
        list.backgroundColor = .secondarySystemBackground
        list.layer.cornerRadius = 13
        addSubview(list)
    }

    /// Shows the rows of `shown` (the menu, or a submenu opened from it).
    func show(_ shown: Menu) {
        for row in list.subviews { row.removeFromSuperview() }
        var rows: [(MenuElement, Menu)] = []
        func collect(_ menu: Menu) {
            for child in menu.children {
                if let submenu = child as? Menu, submenu.options.contains(.displayInline) {
                    collect(submenu)
                } else if !((child as? Action)?.attributes.contains(.hidden) ?? false) {
                    rows.append((child, menu))
                }
            }
        }
        collect(shown)
        for (index, (element, parent)) in rows.enumerated() {
            let row = MenuRowButton(element: element, parent: parent)
            row.frame = CGRect(
                x: 0, y: CGFloat(index) * Self.rowHeight, width: Self.width, height: Self.rowHeight)
            row.addAction(
                Action { [weak self, weak row] _ in
                    guard let self, let row else { return }
                    self.pick(row.element, in: row.parent)
                }, for: .touchUpInside)
            list.addSubview(row)
        }
        list.contentSize = CGSize(width: Self.width, height: CGFloat(rows.count) * Self.rowHeight)
        place()
        // Rows are tapped right after the menu shows (as a finger does): lay them out now.
        layoutIfNeeded()
    }

    /// Covers the window, and puts the list under the source (or above it), inside the window.
    private func place() {
        guard let window = superview as? Window else { return }
        frame = window.bounds
        let margin: CGFloat = 8
        let width = max(min(Self.width, bounds.width - 2 * margin), 0)
        let height = max(min(list.contentSize.height, bounds.height - 2 * margin), 0)
        let anchor =
            source.flatMap { $0.window === window ? $0.convert($0.bounds, to: window) : nil }
            ?? CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        var y = anchor.maxY + margin
        if y + height > bounds.height - margin { y = anchor.minY - margin - height }
        y = min(max(y, margin), max(bounds.height - margin - height, margin))
        let x = min(
            max(anchor.midX - width / 2, margin), max(bounds.width - margin - width, margin))
        list.frame = CGRect(x: x, y: y, width: width, height: height)
    }

    private func pick(_ element: MenuElement, in parent: Menu) {
        if let submenu = element as? Menu {
            show(submenu)
            return
        }
        guard let action = element as? Action, !action.attributes.contains(.disabled) else {
            return
        }
        if parent.options.contains(.singleSelection) {
            for case let sibling as Action in parent.children { sibling.state = .off }
            action.state = .on
        }
        let keepsOpen = action.attributes.contains(.keepsMenuPresented)
        let pickHandler = didPick
        let sender = self.sender ?? source
        if keepsOpen {
            show(menu)
        } else {
            dismiss()
        }
        action.perform(sender: sender ?? action)
        pickHandler?(action)
    }

    /// Closes the menu.
    func dismiss() {
        removeFromSuperview()
        let close = didClose
        didClose = nil
        close?()
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: HeadlessKit.Event?) {
        // A touch outside the list closes the menu (rows take their own touches).
        dismiss()
    }
}

/// One row of a shown menu: an action (its state shown as the button's selection) or a
/// submenu that opens.
final class MenuRowButton: Button {
    let element: MenuElement
    let parent: Menu

    init(element: MenuElement, parent: Menu) {
        self.element = element
        self.parent = parent
        super.init(type: .system)
        var title = element.title
        if element is Menu { title += " ›" }
        setTitle(title, for: .normal)
        setImage(element.image, for: .normal)
        if let action = element as? Action {
            isEnabled = !action.attributes.contains(.disabled)
            isSelected = action.state == .on
            if action.attributes.contains(.destructive) { setTitleColor(.systemRed, for: .normal) }
        } else if parent.options.contains(.destructive)
            || (element as? Menu)?.options.contains(
                .destructive) == true
        {
            setTitleColor(.systemRed, for: .normal)
        }
        accessibilityLabel = element.title
    }
}
