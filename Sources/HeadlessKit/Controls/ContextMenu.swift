import Foundation

/// Something a view does with the user that you add to it, like UIKit's `UIInteraction`.
@MainActor
public protocol Interaction: AnyObject {
    /// The view it was added to (weak).
    var view: View? { get }
    /// Called before it is added to `view` (or removed, with `nil`).
    func willMove(to view: View?)
    /// Called after it was added to `view` (or removed, with `nil`).
    func didMove(to view: View?)
}

extension View {
    /// The interactions added to the view, in order.
    public var interactions: [any Interaction] {
        get { extras?.interactions ?? [] }
        set {
            for old in interactions { removeInteraction(old) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction` to the view (moving it from another view), like UIKit's
    /// `addInteraction(_:)`.
    public func addInteraction(_ interaction: any Interaction) {
        if let owner = interaction.view {
            guard owner !== self else { return }
            owner.removeInteraction(interaction)
        }
        interaction.willMove(to: self)
        ensureExtras().interactions = interactions + [interaction]
        interaction.didMove(to: self)
    }

    /// Removes `interaction` from the view.
    public func removeInteraction(_ interaction: any Interaction) {
        guard interactions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        extras?.interactions?.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}

/// What a context menu shows, like `UIContextMenuConfiguration`: its menu comes from
/// `actionProvider`, asked each time the menu shows (previews are not modelled).
@MainActor
public final class ContextMenuConfiguration {
    /// The configuration's name.
    public let identifier: (any NSCopying)?
    /// Makes the menu; given the suggested actions (none here).
    public let actionProvider: (@MainActor ([MenuElement]) -> Menu?)?
    /// Stored: previews are not shown.
    public let previewProvider: (@MainActor () -> ViewController?)?

    /// Makes a configuration, like
    /// `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)`.
    public init(
        identifier: (any NSCopying)? = nil,
        previewProvider: (@MainActor () -> ViewController?)? = nil,
        actionProvider: (@MainActor ([MenuElement]) -> Menu?)? = nil
    ) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

/// What a ``ContextMenuInteraction`` asks, like `UIContextMenuInteractionDelegate`.
@MainActor
public protocol ContextMenuInteractionDelegate: AnyObject {
    /// The menu to show for a long press at `location` (in the view), or `nil` for none.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> ContextMenuConfiguration?
    /// Called when the menu shows.
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        willDisplayMenuFor configuration: ContextMenuConfiguration)
    /// Called when the menu closes (after an action runs, or on a tap elsewhere).
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration)
}

extension ContextMenuInteractionDelegate {
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction,
        willDisplayMenuFor configuration: ContextMenuConfiguration
    ) {}
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration
    ) {}
}

/// A long press (0.5 s, a model value) on its view shows the menu its delegate gives, like
/// UIKit's `UIContextMenuInteraction`. The menu shows as ``Menu``s do (rows in the window that
/// a test taps by title); previews and the lift animation are not modelled.
///
///     photo.addInteraction(ContextMenuInteraction(delegate: self))
@MainActor
public final class ContextMenuInteraction: Interaction {
    /// Asked for the menu (weak).
    public private(set) weak var delegate: (any ContextMenuInteractionDelegate)?
    public private(set) weak var view: View?
    private let press: LongPressGestureRecognizer
    private var shown: ContextMenuConfiguration?

    /// Makes an interaction that asks `delegate`.
    public init(delegate: any ContextMenuInteractionDelegate) {
        self.delegate = delegate
        press = LongPressGestureRecognizer()
        press.addTarget { [weak self] recognizer in
            guard recognizer.state == .began else { return }
            self?.pressBegan(at: recognizer.location(in: self?.view))
        }
    }

    /// The location of the press in `view`'s coordinates.
    public func location(in view: View?) -> CGPoint { press.location(in: view) }

    /// Closes the menu if this interaction shows it.
    public func dismissMenu() {
        guard let window = view?.window, let container = window.menuContainer,
            container.source === view
        else { return }
        container.dismiss()
    }

    public func willMove(to view: View?) {
        self.view?.removeGestureRecognizer(press)
    }

    public func didMove(to view: View?) {
        self.view = view
        view?.addGestureRecognizer(press)
    }

    private func pressBegan(at location: CGPoint) {
        guard let view, let window = view.window, let delegate,
            let configuration = delegate.contextMenuInteraction(
                self, configurationForMenuAtLocation: location),
            let menu = configuration.actionProvider?([]), !menu.children.isEmpty
        else { return }
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration)
        window.presentMenu(menu, from: view, sender: view)
        shown = configuration
        window.menuContainer?.didClose = { [weak self] in
            guard let self, let shown = self.shown else { return }
            self.shown = nil
            self.delegate?.contextMenuInteraction(self, willEndFor: shown)
        }
    }
}
