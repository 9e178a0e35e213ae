import Foundation

/// A button of an alert or action sheet, like `UIAlertAction`: its title, its style and what
/// it runs when tapped.
///
/// Actions are equal only to themselves, as `UIAlertAction`s (objects) are.
@MainActor
public final class AlertAction: Hashable {
    /// How the button looks and where it goes, like `UIAlertAction.Style` (UIKit's raw values).
    public enum Style: Int, Hashable, Sendable {
        /// An ordinary button.
        case `default` = 0
        /// The button that cancels: at most one per alert, shown in bold (unless another
        /// action is the ``AlertController/preferredAction``), placed first of two buttons side
        /// by side, last of a column, and in its own group under an action sheet.
        case cancel = 1
        /// A button that destroys data, titled in red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button can be tapped (`true` by default). It may change while the alert is
    /// shown: the button follows.
    public var isEnabled = true {
        didSet { button?.isEnabled = isEnabled }
    }

    let handler: (@MainActor (AlertAction) -> Void)?
    /// The button showing this action, while its alert's view is loaded (weak: the alert's
    /// view owns it).
    weak var button: Button?

    /// Makes an action, like `UIAlertAction(title:style:handler:)`. The alert runs `handler`
    /// once it has been dismissed after the button was tapped.
    ///
    /// As in UIKit, an alert keeps its actions and they keep their handlers: a handler that
    /// captures its alert strongly (to read ``AlertController/textFields``, say) keeps the
    /// alert alive; capture it `weak`.
    public init(
        title: String?, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil
    ) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    public nonisolated static func == (lhs: AlertAction, rhs: AlertAction) -> Bool { lhs === rhs }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// An alert or action sheet, like `UIAlertController`: a title, a message, buttons made from
/// ``AlertAction``s and, for an alert, text fields. Present it with
/// `present(_:animated:completion:)`.
///
/// It is presented over the full screen: the presenter's view stays in the window under a
/// dimming view that covers it, and takes no touches while the alert is up. An alert is a card
/// 270 pt wide in the middle of the window; an action sheet a card along the bottom of the safe
/// area, 8 pt from its edges, with the cancel button in a card of its own below. These metrics,
/// and the fonts, are a model of UIKit's look, not measured figures.
///
/// Presented or dismissed with animation, it moves as UIKit's does, over
/// ``transitionDuration`` of the window's clock rather than by the slide of other
/// presentations: the dimming view fades in (and out); an alert's card fades in from 1.2
/// times its size (``entranceScale``) and fades out in place; an action sheet's cards slide
/// up from below the window (and back down). The scale and duration are model values.
///
/// Tapping an enabled button dismisses the alert (animated), then runs the action's handler,
/// as UIKit does: a handler may present another controller. Taps after the first, while the
/// alert goes away, do nothing. Tapping outside an action sheet's cards cancels it when it has
/// a cancel action (its handler runs); tapping outside an alert does nothing.
///
///     let alert = AlertController(title: "Delete draft?", message: nil,
///                                 preferredStyle: .actionSheet)
///     alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in deleteDraft() })
///     alert.addAction(AlertAction(title: "Cancel", style: .cancel))
///     present(alert, animated: true)
@MainActor
open class AlertController: ViewController {
    /// The kind of alert, like `UIAlertController.Style` (UIKit's raw values).
    public enum Style: Int, Hashable, Sendable {
        /// A sheet of buttons along the bottom of the screen.
        case actionSheet = 0
        /// A card in the middle of the screen.
        case alert = 1
    }

    /// The width of an alert's card, in points (a model of UIKit's).
    public nonisolated static let alertWidth: CGFloat = 270

    /// The kind of alert, fixed when it is made.
    public let preferredStyle: Style

    /// The text under the title. Changing it while shown updates the label.
    public var message: String? {
        didSet { if isViewLoaded { rebuildContent() } }
    }

    /// The actions, in the order they were added.
    public private(set) var actions: [AlertAction] = []

    /// The action whose button is shown in bold, like `UIAlertController.preferredAction`.
    ///
    /// - Precondition: it is one of ``actions`` (UIKit raises otherwise).
    public var preferredAction: AlertAction? {
        didSet {
            if let action = preferredAction {
                precondition(
                    actions.contains(action),
                    "AlertController.preferredAction: \(action.debugTitle) is not one of the actions of \(shortDescription) (add it with addAction(_:) first)"
                )
            }
            if isViewLoaded { rebuildContent() }
        }
    }

    /// The alert's text fields, in the order they were added; nil when it has none.
    public var textFields: [TextField]? { fields.isEmpty ? nil : fields }

    private var fields: [TextField] = []
    /// Set once a button was tapped (or the sheet cancelled): later taps do nothing.
    private var isFinishing = false

    /// Makes an alert or action sheet, like
    /// `UIAlertController(title:message:preferredStyle:)`. Its presentation style is
    /// `.overFullScreen`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .overFullScreen
    }

    /// Adds a button for `action`, like `UIAlertController.addAction(_:)`; the buttons follow
    /// if the alert is shown.
    ///
    /// - Precondition: `action` is not a second `.cancel` action (UIKit raises: an alert has at
    ///   most one).
    public func addAction(_ action: AlertAction) {
        if action.style == .cancel, let cancel = actions.first(where: { $0.style == .cancel }) {
            preconditionFailure(
                "AlertController.addAction(_:): \(shortDescription) can only have one action with a style of .cancel; it has \(cancel.debugTitle) and was given \(action.debugTitle)"
            )
        }
        actions.append(action)
        if isViewLoaded { rebuildContent() }
    }

    /// Adds a text field under the message, like
    /// `UIAlertController.addTextField(configurationHandler:)`; `configurationHandler` runs on
    /// it at once.
    ///
    /// - Precondition: the alert's style is `.alert` (UIKit raises for an action sheet).
    public func addTextField(configurationHandler: (@MainActor (TextField) -> Void)? = nil) {
        precondition(
            preferredStyle == .alert,
            "AlertController.addTextField(configurationHandler:): text fields can only be added to an alert of style .alert; \(shortDescription) is an .actionSheet"
        )
        let field = TextField()
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 13)
        fields.append(field)
        configurationHandler?(field)
        if isViewLoaded { rebuildContent() }
    }

    /// How long an animated presentation or dismissal of an alert or action sheet takes on the
    /// window's clock: 0.3 s, a model of UIKit's.
    public nonisolated static let transitionDuration: TimeInterval = 0.3
    /// The scale an alert's card fades in from: a model of UIKit's.
    public nonisolated static let entranceScale: CGFloat = 1.2

    /// Sets the state an animated presentation starts from: the view transparent, an alert's
    /// card scaled up, an action sheet's cards below the window.
    func prepareEntrance() {
        guard let view = viewIfLoaded else { return }
        view.layoutIfNeeded()
        view.alpha = 0
        for card in view.subviews { card.transform = exitTransform(of: card, in: view) }
    }

    /// The end state of an animated presentation (run inside the animation).
    func finishEntrance() {
        guard let view = viewIfLoaded else { return }
        view.alpha = 1
        for card in view.subviews { card.transform = .identity }
    }

    /// The end state of an animated dismissal (run inside the animation): the view
    /// transparent, an action sheet's cards below the window.
    func performExit() {
        guard let view = viewIfLoaded else { return }
        view.alpha = 0
        guard preferredStyle == .actionSheet else { return }
        for card in view.subviews { card.transform = exitTransform(of: card, in: view) }
    }

    /// Where a card is before it comes in: an alert's scaled up in place, an action sheet's
    /// moved just below the view.
    private func exitTransform(of card: View, in view: View) -> CGAffineTransform {
        switch preferredStyle {
        case .alert:
            return CGAffineTransform(
                scaleX: AlertController.entranceScale, y: AlertController.entranceScale)
        case .actionSheet:
            return CGAffineTransform(translationX: 0, y: view.bounds.height - card.frame.minY)
        }
    }

    open override func loadView() {
        let dimming = AlertDimmingView()
        dimming.backgroundColor = Color.black.withAlphaComponent(0.2)
        dimming.onTapOutside = { [weak self] in self?.tapOutside() }
        view = dimming
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        rebuildContent()
    }

    open override var title: String? {
        didSet { if isViewLoaded { rebuildContent() } }
    }

    // MARK: - Content

    /// Takes the cards down and builds them again from the title, message, text fields and
    /// actions.
    private func rebuildContent() {
        for subview in view.subviews { subview.removeFromSuperview() }
        switch preferredStyle {
        case .alert: buildAlert()
        case .actionSheet: buildActionSheet()
        }
    }

    private func buildAlert() {
        let card = makeCard()
        var rows: [View] = []
        if let header = makeHeader(
            titleFont: .systemFont(ofSize: 17, weight: .semibold),
            messageFont: .systemFont(ofSize: 13),
            color: .label, includeFields: true)
        {
            rows.append(header)
        }
        // Two buttons sit side by side (the cancel one first); one, or three and more, in a
        // column (the cancel one last).
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        if actions.count == 2 {
            let row = StackView(
                arrangedSubviews: (cancel + others).map { makeButton($0, height: 44) })
            row.axis = .horizontal
            row.distribution = .fillEqually
            rows.append(row)
        } else if !actions.isEmpty {
            let column = StackView(
                arrangedSubviews: (others + cancel).map { makeButton($0, height: 44) })
            column.axis = .vertical
            rows.append(column)
        }
        let stack = StackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(stack)
        view.addSubview(card)
        LayoutConstraint.activate(
            [
                card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                card.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                card.widthAnchor.constraint(equalToConstant: AlertController.alertWidth),
            ] + stack.pinned(to: card))
    }

    private func buildActionSheet() {
        let safe = view.safeAreaLayoutGuide
        var constraints: [LayoutConstraint] = []
        var bottom = safe.bottomAnchor
        if let cancel = actions.first(where: { $0.style == .cancel }) {
            let cancelCard = makeCard()
            let button = makeButton(cancel, height: 57)
            button.translatesAutoresizingMaskIntoConstraints = false
            cancelCard.addSubview(button)
            view.addSubview(cancelCard)
            constraints +=
                button.pinned(to: cancelCard) + sheetCardConstraints(cancelCard, above: bottom)
            bottom = cancelCard.topAnchor
        }
        var rows: [View] = []
        if let header = makeHeader(
            titleFont: .systemFont(ofSize: 13, weight: .semibold),
            messageFont: .systemFont(ofSize: 13),
            color: .secondaryLabel, includeFields: false)
        {
            rows.append(header)
        }
        for action in actions where action.style != .cancel {
            rows.append(makeButton(action, height: 57))
        }
        if !rows.isEmpty {
            let card = makeCard()
            let stack = StackView(arrangedSubviews: rows)
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(stack)
            view.addSubview(card)
            constraints += stack.pinned(to: card) + sheetCardConstraints(card, above: bottom)
        }
        LayoutConstraint.activate(constraints)
    }

    /// An action sheet's card: 8 pt from the safe area's sides, 8 pt above `bottom`.
    private func sheetCardConstraints(_ card: View, above bottom: LayoutYAxisAnchor)
        -> [LayoutConstraint]
    {
        let safe = view.safeAreaLayoutGuide
        return [
            card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 8),
            card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -8),
            card.bottomAnchor.constraint(equalTo: bottom, constant: -8),
        ]
    }

    private func makeCard() -> View {
        let card = View()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 14
        card.clipsToBounds = true
        return card
    }

    /// The title, the message and (for an alert) the text fields, with their margins; nil when
    /// there is none of them.
    private func makeHeader(
        titleFont: Font, messageFont: Font, color: Color, includeFields: Bool
    ) -> View? {
        var rows: [View] = []
        for (text, font) in [(title, titleFont), (message, messageFont)] {
            guard let text, !text.isEmpty else { continue }
            let label = Label()
            label.text = text
            label.font = font
            label.textColor = color
            label.textAlignment = .center
            label.numberOfLines = 0
            rows.append(label)
        }
        if includeFields { rows += fields }
        guard !rows.isEmpty else { return nil }
        let header = StackView(arrangedSubviews: rows)
        header.axis = .vertical
        header.spacing = 4
        header.isLayoutMarginsRelativeArrangement = true
        header.directionalLayoutMargins = DirectionalEdgeInsets(
            top: 20, leading: 16, bottom: 20, trailing: 16)
        return header
    }

    private func makeButton(_ action: AlertAction, height: CGFloat) -> Button {
        let button = Button(type: .system)
        button.setTitle(action.title, for: .normal)
        let isBold =
            preferredAction.map { $0 === action } ?? (action.style == .cancel)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: isBold ? .semibold : .regular)
        if action.style == .destructive { button.setTitleColor(.systemRed, for: .normal) }
        button.isEnabled = action.isEnabled
        button.heightAnchor.constraint(equalToConstant: height).isActive = true
        button.addAction(
            Action { [weak self, weak action] _ in
                guard let self, let action else { return }
                self.choose(action)
            }, for: .touchUpInside)
        action.button = button
        return button
    }

    // MARK: - Choosing

    /// A button was tapped: dismiss, then run its handler.
    private func choose(_ action: AlertAction) {
        guard action.isEnabled, !isFinishing else { return }
        isFinishing = true
        guard presentingViewController != nil else {
            // Shown some other way (its view placed by hand): nothing to dismiss.
            isFinishing = false
            action.handler?(action)
            return
        }
        dismiss(animated: true) { [self] in
            isFinishing = false
            action.handler?(action)
        }
    }

    private func tapOutside() {
        guard preferredStyle == .actionSheet,
            let cancel = actions.first(where: { $0.style == .cancel })
        else { return }
        choose(cancel)
    }
}

extension AlertAction {
    /// The title quoted, for messages.
    fileprivate var debugTitle: String { "action \"\(title ?? "")\" (.\(style))" }
}

extension View {
    /// Constraints holding this view's edges to `container`'s.
    fileprivate func pinned(to container: View) -> [LayoutConstraint] {
        [
            topAnchor.constraint(equalTo: container.topAnchor),
            bottomAnchor.constraint(equalTo: container.bottomAnchor),
            leadingAnchor.constraint(equalTo: container.leadingAnchor),
            trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ]
    }
}

/// An alert's root view: it dims what is under it and reports taps that land on it, outside
/// the cards.
@MainActor
final class AlertDimmingView: View {
    var onTapOutside: (@MainActor () -> Void)?

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if touches.contains(where: { $0.view === self }) {
            onTapOutside?()
        } else {
            super.touchesEnded(touches, with: event)
        }
    }
}
