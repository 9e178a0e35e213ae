import Foundation

/// A trait that trait change registrations can observe, like UIKit's `UITraitDefinition`:
/// ``TraitUserInterfaceStyle``, ``TraitPreferredContentSizeCategory``, the size classes...
public protocol TraitDefinition {
    /// The type of the trait's value.
    associatedtype Value: Equatable
    /// The trait's name, for descriptions.
    static var name: String { get }
    /// The trait's value in `traitCollection`.
    static func value(in traitCollection: TraitCollection) -> Value
}

/// UIKit's `UITrait`: a trait type, as ``View/registerForTraitChanges(_:handler:)`` takes them.
public typealias Trait = any TraitDefinition.Type

/// The light or dark style (`TraitCollection.userInterfaceStyle`), like
/// `UITraitUserInterfaceStyle`.
public enum TraitUserInterfaceStyle: TraitDefinition {
    public static var name: String { "UserInterfaceStyle" }
    public static func value(in traitCollection: TraitCollection) -> UserInterfaceStyle {
        traitCollection.userInterfaceStyle
    }
}

/// The text size (`TraitCollection.preferredContentSizeCategory`), like
/// `UITraitPreferredContentSizeCategory`.
public enum TraitPreferredContentSizeCategory: TraitDefinition {
    public static var name: String { "PreferredContentSizeCategory" }
    public static func value(in traitCollection: TraitCollection) -> ContentSizeCategory {
        traitCollection.preferredContentSizeCategory
    }
}

/// The width's size class, like `UITraitHorizontalSizeClass`.
public enum TraitHorizontalSizeClass: TraitDefinition {
    public static var name: String { "HorizontalSizeClass" }
    public static func value(in traitCollection: TraitCollection) -> UserInterfaceSizeClass {
        traitCollection.horizontalSizeClass
    }
}

/// The height's size class, like `UITraitVerticalSizeClass`.
public enum TraitVerticalSizeClass: TraitDefinition {
    public static var name: String { "VerticalSizeClass" }
    public static func value(in traitCollection: TraitCollection) -> UserInterfaceSizeClass {
        traitCollection.verticalSizeClass
    }
}

/// The kind of device, like `UITraitUserInterfaceIdiom`.
public enum TraitUserInterfaceIdiom: TraitDefinition {
    public static var name: String { "UserInterfaceIdiom" }
    public static func value(in traitCollection: TraitCollection) -> UserInterfaceIdiom {
        traitCollection.userInterfaceIdiom
    }
}

/// Pixels per point, like `UITraitDisplayScale`.
public enum TraitDisplayScale: TraitDefinition {
    public static var name: String { "DisplayScale" }
    public static func value(in traitCollection: TraitCollection) -> CGFloat {
        traitCollection.displayScale
    }
}

/// The layout direction (`TraitCollection.layoutDirection`), like `UITraitLayoutDirection`.
public enum TraitLayoutDirection: TraitDefinition {
    public static var name: String { "LayoutDirection" }
    public static func value(in traitCollection: TraitCollection) -> TraitEnvironmentLayoutDirection
    {
        traitCollection.layoutDirection
    }
}

/// The token ``View/registerForTraitChanges(_:handler:)`` returns, for
/// ``View/unregisterForTraitChanges(_:)``, like UIKit's `UITraitChangeRegistration`.
@MainActor public protocol TraitChangeRegistration: AnyObject {}

/// An object whose traits can change, like UIKit's `UITraitEnvironment`: views and view
/// controllers.
@MainActor public protocol TraitEnvironment: AnyObject {
    /// The traits the object shows with.
    var traitCollection: TraitCollection { get }
}

/// The traits a view or view controller overrides for itself and what it holds, like UIKit's
/// `UITraitOverrides` (iOS 17): the interface style and the content size category. A trait
/// left `.unspecified` is inherited. The size classes come from the window and cannot be
/// overridden here.
///
///     window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
public struct TraitOverrides: Equatable, Sendable {
    /// The style override (`.unspecified`: inherited), the same as
    /// `overrideUserInterfaceStyle`.
    public var userInterfaceStyle: UserInterfaceStyle
    /// The text size override (`.unspecified`: inherited). Setting it on the window plays the
    /// reader's Text Size setting.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// The layout direction override (`.unspecified`: inherited). `.rightToLeft` on the window
    /// plays a right-to-left localization (Arabic, Hebrew) for the views inside.
    public var layoutDirection: TraitEnvironmentLayoutDirection

    /// No overrides.
    public init() {
        userInterfaceStyle = .unspecified
        preferredContentSizeCategory = .unspecified
        layoutDirection = .unspecified
    }

    init(_ traits: InheritedTraits) {
        userInterfaceStyle = traits.style
        preferredContentSizeCategory = traits.category
        layoutDirection = traits.direction
    }

    var inherited: InheritedTraits {
        InheritedTraits(
            style: userInterfaceStyle, category: preferredContentSizeCategory,
            direction: layoutDirection)
    }

    /// Whether `trait` is overridden (traits that cannot be overridden never are).
    public func contains(_ trait: Trait) -> Bool {
        if trait == TraitUserInterfaceStyle.self { return userInterfaceStyle != .unspecified }
        if trait == TraitPreferredContentSizeCategory.self {
            return preferredContentSizeCategory != .unspecified
        }
        if trait == TraitLayoutDirection.self { return layoutDirection != .unspecified }
        return false
    }

    /// Removes the override of `trait`, if any.
    public mutating func remove(_ trait: Trait) {
        if trait == TraitUserInterfaceStyle.self { userInterfaceStyle = .unspecified }
        if trait == TraitPreferredContentSizeCategory.self {
            preferredContentSizeCategory = .unspecified
        }
        if trait == TraitLayoutDirection.self { layoutDirection = .unspecified }
    }
}

/// A registration: the traits it observes, the handler, and (weakly) whom it was made on.
@MainActor
final class TraitRegistration: TraitChangeRegistration {
    let traits: [Trait]
    /// Calls the user's handler with the observed object, cast to the type the handler takes.
    let handler: (AnyObject, TraitCollection) -> Void
    weak var owner: AnyObject?

    init(traits: [Trait], owner: AnyObject, handler: @escaping (AnyObject, TraitCollection) -> Void)
    {
        self.traits = traits
        self.owner = owner
        self.handler = handler
    }

    /// Whether any observed trait has another value in `current` than in `previous`.
    func observesChange(from previous: TraitCollection, to current: TraitCollection) -> Bool {
        func differs<T: TraitDefinition>(_ trait: T.Type) -> Bool {
            T.value(in: previous) != T.value(in: current)
        }
        return traits.contains { differs($0) }
    }
}

/// Where trait change registrations are kept and called: on a view in its UIKit extras, on a
/// view controller in a property.
@MainActor
enum TraitChangeRegistry {
    static func registrations(of object: AnyObject) -> [TraitRegistration] {
        if let view = object as? View { return view.extras?.uikit?.traitRegistrations ?? [] }
        if let controller = object as? ViewController { return controller.traitRegistrations }
        return []
    }

    static func setRegistrations(_ registrations: [TraitRegistration], of object: AnyObject) {
        if let view = object as? View {
            view.uikitExtras.traitRegistrations = registrations
        } else if let controller = object as? ViewController {
            controller.traitRegistrations = registrations
        }
    }

    /// Calls the handlers of `object`'s registrations whose traits differ between `previous`
    /// and the object's traits now, in registration order, over a snapshot: a handler may
    /// unregister others (they are skipped), register more (they wait for the next change),
    /// remove the view or change traits again.
    static func notify(_ object: TraitEnvironment, previous: TraitCollection) {
        let snapshot = registrations(of: object)
        guard !snapshot.isEmpty else { return }
        for registration in snapshot {
            guard registration.owner != nil,
                registrations(of: object).contains(where: { $0 === registration })
            else { continue }
            // Read now: an earlier handler may have changed the traits again.
            let current = object.traitCollection
            if registration.observesChange(from: previous, to: current) {
                registration.handler(object, previous)
            }
        }
    }
}

/// An object that can run code when its traits change, like UIKit's `UITraitChangeObservable`
/// (iOS 17): views and view controllers.
@MainActor public protocol TraitChangeObservable: TraitEnvironment {}

extension TraitChangeObservable {
    /// Calls `handler` with this object and its previous traits after any of `traits` changed
    /// value, like UIKit's `registerForTraitChanges(_:handler:)`: once per change, after the
    /// traits were updated and after `traitCollectionDidChange(_:)`, never when only other
    /// traits changed (an empty list never fires). The registration does not keep this object
    /// alive (the handler receives it, as in UIKit: capture no strong `self`) and ends with it.
    ///
    ///     registerForTraitChanges([TraitUserInterfaceStyle.self]) { (self: Self, _) in
    ///         self.updateColors()
    ///     }
    @discardableResult
    public func registerForTraitChanges<Environment: TraitEnvironment>(
        _ traits: [Trait], handler: @escaping @MainActor (Environment, TraitCollection) -> Void
    ) -> any TraitChangeRegistration {
        let registration = TraitRegistration(traits: traits, owner: self) { object, previous in
            // The handler's first parameter is this object's type or a supertype (UIKit's
            // generic `TraitEnvironment`), so the cast succeeds.
            if let environment = object as? Environment { handler(environment, previous) }
        }
        TraitChangeRegistry.setRegistrations(
            TraitChangeRegistry.registrations(of: self) + [registration], of: self)
        return registration
    }

    /// Stops `registration`'s handler, like UIKit's `unregisterForTraitChanges(_:)`. A
    /// registration made on another object, or already unregistered, is ignored.
    public func unregisterForTraitChanges(_ registration: any TraitChangeRegistration) {
        let registrations = TraitChangeRegistry.registrations(of: self)
        guard registrations.contains(where: { $0 === registration }) else { return }
        TraitChangeRegistry.setRegistrations(
            registrations.filter { $0 !== registration }, of: self)
    }
}

extension View: TraitChangeObservable {
    /// The traits this view overrides for itself and its subviews, like UIKit's
    /// `traitOverrides` (iOS 17). Setting one calls `traitCollectionDidChange(_:)` and the
    /// trait change handlers of the views (and their view controllers) whose traits it
    /// changes.
    ///
    /// - Complexity: O(*n*) in the subtree's views, to set.
    public var traitOverrides: TraitOverrides {
        get {
            TraitOverrides(
                InheritedTraits(
                    style: extras?.uikit?.userInterfaceStyle ?? .unspecified,
                    category: extras?.uikit?.contentSizeCategory ?? .unspecified,
                    direction: extras?.uikit?.layoutDirection ?? .unspecified))
        }
        set {
            guard newValue != traitOverrides else { return }
            let before = traitChangeBaseline(own: ownOverrides)
            let extras = uikitExtras
            extras.userInterfaceStyle = newValue.userInterfaceStyle
            extras.contentSizeCategory = newValue.preferredContentSizeCategory
            extras.layoutDirection = newValue.layoutDirection
            notifyTraitChange(from: before)
        }
    }
}

extension ViewController: TraitChangeObservable {
    /// The traits this controller overrides for its view and what it holds, like UIKit's
    /// `traitOverrides` (iOS 17). A view's own override wins over its controller's.
    public var traitOverrides: TraitOverrides {
        get { TraitOverrides(ownOverrides) }
        set {
            guard newValue.inherited != ownOverrides else { return }
            guard let view = viewIfLoaded else {
                ownOverrides = newValue.inherited
                return
            }
            let before = view.traitChangeBaseline(own: view.ownOverrides)
            ownOverrides = newValue.inherited
            view.notifyTraitChange(from: before)
        }
    }
}
