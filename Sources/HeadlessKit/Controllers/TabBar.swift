import Foundation

/// What a tab bar tells its delegate, like `UITabBarDelegate`.
@MainActor
public protocol TabBarDelegate: AnyObject {
    /// A tap selected `item` (it is called again when the tap is on the selected item).
    func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem)
}

extension TabBarDelegate {
    /// Does nothing.
    public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
}

/// A bar of tab items along the bottom of the screen, like `UITabBar`.
///
///     +-- bar, window width × (49 + bottom safe inset) ----+
///     | [ image ]     [ image ]     [ image ]              |  49: the items
///     |   Home         Search       Profile                |
///     |                                                    |  the home indicator's inset
///     +----------------------------------------------------+
///
/// Each item is a tappable button that fills an equal share of the width (UIKit's `.fill`
/// positioning, the automatic choice on an iPhone), shows the item's image over its title,
/// tinted with ``tintColor`` when selected and ``unselectedItemTintColor`` otherwise, and its
/// badge as a label. For VoiceOver each is a button labelled with the title; the selected one
/// has the `.selected` trait.
///
/// A ``TabBarController`` manages its own bar: setting its ``items``, ``selectedItem`` or
/// ``delegate`` stops, as UIKit raises. A bar you make yourself takes all three; a tap selects
/// the item and tells the delegate.
@MainActor
open class TabBar: View {
    /// The height of the items, 49 points: UIKit's tab bar height on an iPhone in portrait (the
    /// value of `UITabBar.sizeThatFits(_:)` with no safe area, and of the Human Interface
    /// Guidelines' iPhone tab bar). The bar adds the bottom safe-area inset below it.
    public nonisolated static let itemHeight: CGFloat = 49

    /// The items, left to right; `nil` by default. Setting them selects nothing new: a
    /// ``selectedItem`` no longer among them is deselected.
    ///
    /// - Precondition: the bar is not a tab bar controller's (UIKit raises "Directly modifying
    ///   a tab bar managed by a tab bar controller is not allowed").
    public var items: [TabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// The selected item, shown tinted; `nil` for none. An item not in ``items`` selects none.
    ///
    /// - Precondition: the bar is not a tab bar controller's (UIKit raises).
    public var selectedItem: TabBarItem? {
        get { storedSelectedItem }
        set {
            checkUnmanaged("selectedItem", newValue.map { "\"\($0.title ?? "")\"" } ?? "nil")
            storedSelectedItem = newValue
            updateButtons()
        }
    }

    /// Told when a tap selects an item.
    ///
    /// - Precondition: the bar is not a tab bar controller's (UIKit raises "Changing the
    ///   delegate of a tab bar managed by a tab bar controller is not allowed").
    public weak var delegate: TabBarDelegate? {
        didSet {
            precondition(
                managingController == nil,
                "TabBar.delegate: changing the delegate of a tab bar managed by a tab bar controller is not allowed (\(managingController?.shortDescription ?? ""))"
            )
        }
    }

    /// Whether the bar is translucent, like `UITabBar.isTranslucent` (`true` by default): a
    /// tab bar controller lays the selected view under a translucent bar and above an opaque
    /// one. Nothing is drawn.
    public var isTranslucent = true {
        didSet {
            guard isTranslucent != oldValue else { return }
            managingController?.tabBarTranslucencyDidChange()
        }
    }

    /// The bar's background colour, like `UITabBar.barTintColor`. Stored, not drawn.
    public var barTintColor: Color?

    /// The colour of the items that are not selected, like
    /// `UITabBar.unselectedItemTintColor`; `nil` is ``Color/systemGray``. The selected item
    /// takes ``View/tintColor`` (read again at each selection and layout of the bar).
    public var unselectedItemTintColor: Color? { didSet { updateButtons() } }

    /// Makes an empty bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = .tabBar
    }

    /// The bar's size for `size`: the width it is given, and ``itemHeight`` plus the bottom
    /// safe-area inset.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: TabBar.itemHeight + safeAreaInsets.bottom)
    }

    /// Sets the items, like `UITabBar.setItems(_:animated:)`; nothing animates.
    ///
    /// - Precondition: the bar is not a tab bar controller's (UIKit raises).
    public func setItems(_ items: [TabBarItem]?, animated: Bool) {
        checkUnmanaged("items", items.map { "\($0.count) items" } ?? "nil")
        replaceItems(items, selected: storedSelectedItem)
    }

    // MARK: - Internals

    private var storedItems: [TabBarItem]?
    private weak var storedSelectedItem: TabBarItem?
    /// The tab bar controller that manages the bar (weak: it owns the bar).
    weak var managingController: TabBarController?
    /// One button per item, in order.
    private(set) var buttons: [TabBarButton] = []

    private func checkUnmanaged(_ name: String, _ value: String) {
        if let managingController {
            preconditionFailure(
                "TabBar.\(name) = \(value): directly modifying a tab bar managed by a tab bar controller is not allowed (\(managingController.shortDescription))"
            )
        }
    }

    /// The items and selection, with buttons to match (the tab bar controller's way in).
    func replaceItems(_ items: [TabBarItem]?, selected: TabBarItem?) {
        storedItems = items
        let list = items ?? []
        storedSelectedItem = list.contains { $0 === selected } ? selected : nil
        // Keep the buttons of items that stay, in their new order.
        var old = buttons
        var made: [TabBarButton] = []
        for item in list {
            if let index = old.firstIndex(where: { $0.item === item }) {
                made.append(old.remove(at: index))
            } else {
                let button = TabBarButton(item: item)
                button.addAction(
                    Action { [weak self, weak button] _ in
                        guard let self, let button else { return }
                        self.buttonWasTapped(button)
                    }, for: .touchUpInside)
                made.append(button)
            }
        }
        for button in old { button.removeFromSuperview() }
        buttons = made
        for button in made { addSubview(button) }
        updateButtons()
        setNeedsLayout()
    }

    /// Selects `item` without asking (the tab bar controller's way in).
    func showSelection(_ item: TabBarItem?) {
        storedSelectedItem = item
        updateButtons()
    }

    func updateButtons() {
        for button in buttons {
            button.update(
                isSelected: button.item === storedSelectedItem, selectedTint: tintColor,
                unselectedTint: unselectedItemTintColor ?? .systemGray)
        }
    }

    private func buttonWasTapped(_ button: TabBarButton) {
        guard let index = buttons.firstIndex(where: { $0 === button }) else { return }
        if let managingController {
            managingController.tabBarItemWasTapped(at: index)
            return
        }
        storedSelectedItem = button.item
        updateButtons()
        delegate?.tabBar(self, didSelect: button.item)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !buttons.isEmpty else { return }
        // The tint is inherited and has no change callback: colours are read again here.
        updateButtons()
        // Equal shares of the width, each `itemHeight` tall at the top of the bar.
        let width = bounds.width / CGFloat(buttons.count)
        let height = min(TabBar.itemHeight, bounds.height)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(
                x: CGFloat(index) * width, y: 0, width: width, height: height)
        }
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        if !isTranslucent { properties.append("opaque") }
    }
}

/// One item of a ``TabBar``: the item's image over its title, and its badge.
@MainActor
final class TabBarButton: Control {
    let item: TabBarItem
    let imageView = ImageView()
    let titleLabel = Label()
    private var badgeLabel: Label?
    private var observation: TabBarItem.Observation?
    private var selectedTint: Color = .tintColor
    private var unselectedTint: Color = .systemGray

    /// Model values for the layout inside the 49-point item (UIKit's are private): the image's
    /// top, the title's bottom, the badge's offset from the image's centre and its height.
    static let imageTop: CGFloat = 5
    static let titleBottom: CGFloat = 45
    static let badgeOffset: CGFloat = 4
    static let badgeHeight: CGFloat = 18
    static let dotSize: CGFloat = 10

    init(item: TabBarItem) {
        self.item = item
        super.init(frame: .zero)
        imageView.debugName = "imageView"
        imageView.contentMode = .center
        titleLabel.debugName = "titleLabel"
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        addSubview(imageView)
        addSubview(titleLabel)
        observation = item.observe { [weak self] _ in
            self?.itemDidChange()
        }
        itemDidChange()
    }

    func update(isSelected: Bool, selectedTint: Color, unselectedTint: Color) {
        self.selectedTint = selectedTint
        self.unselectedTint = unselectedTint
        self.isSelected = isSelected
        itemDidChange()
    }

    private func itemDidChange() {
        let tint = isSelected ? selectedTint : unselectedTint
        titleLabel.text = item.title
        titleLabel.textColor = tint
        imageView.image = isSelected ? (item.selectedImage ?? item.image) : item.image
        imageView.tintColor = tint
        imageView.isHidden = imageView.image == nil
        titleLabel.isHidden = item.title == nil
        isEnabled = item.isEnabled
        accessibilityLabel = item.title
        accessibilityValue = item.badgeValue.flatMap { $0.isEmpty ? nil : $0 }
        if let badge = item.badgeValue {
            let label = badgeLabel ?? makeBadge()
            label.text = badge
            label.backgroundColor = item.badgeColor ?? .systemRed
        } else if let label = badgeLabel {
            label.removeFromSuperview()
            badgeLabel = nil
        }
        setNeedsLayout()
    }

    private func makeBadge() -> Label {
        let label = Label()
        label.debugName = "badge"
        label.font = .systemFont(ofSize: 13)
        label.textColor = .white
        label.textAlignment = .center
        label.isAccessibilityElement = false
        addSubview(label)
        badgeLabel = label
        return label
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = imageView.image?.size ?? .zero
        imageView.frame = CGRect(
            x: (bounds.width - imageSize.width) / 2, y: TabBarButton.imageTop,
            width: imageSize.width, height: imageSize.height)
        let titleSize = titleLabel.intrinsicContentSize
        let titleWidth = min(titleSize.width, bounds.width)
        titleLabel.frame = CGRect(
            x: (bounds.width - titleWidth) / 2, y: TabBarButton.titleBottom - titleSize.height,
            width: titleWidth, height: titleSize.height)
        if let badge = badgeLabel {
            // A dot for an empty badge, else a pill at least as wide as it is tall.
            let empty = badge.text?.isEmpty ?? true
            let height = empty ? TabBarButton.dotSize : TabBarButton.badgeHeight
            let width = empty ? height : max(height, badge.intrinsicContentSize.width + 10)
            badge.frame = CGRect(
                x: bounds.width / 2 + TabBarButton.badgeOffset, y: TabBarButton.imageTop - 3,
                width: width, height: height)
        }
    }
}
