import Foundation

/// UIKit's `UIUserInterfaceStyle`: light or dark appearance.
public enum UserInterfaceStyle: Int, Sendable {
    /// Not set: inherit (an override of `.unspecified` removes the override).
    case unspecified = 0
    /// The light appearance (HeadlessKit's default).
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// UIKit's `UIUserInterfaceSizeClass`: how much room there is along an axis.
public enum UserInterfaceSizeClass: Int, Sendable {
    /// Not known (a view outside any window).
    case unspecified = 0
    /// Little room: a phone's width, a phone's height in landscape.
    case compact = 1
    /// Room to spare: an iPad, a large phone's width in landscape.
    case regular = 2
}

/// UIKit's `UIUserInterfaceIdiom`: the kind of device.
public enum UserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// A phone.
    case phone = 0
    /// A tablet.
    case pad = 1
}

/// UIKit's `UIContentSizeCategory`: the reader's preferred text size. HeadlessKit has one:
/// ``large``, the system default.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = ContentSizeCategory(
        rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [ContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
        .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
        .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the accessibility sizes (`.accessibilityMedium` and up).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Smaller sizes first; an unknown raw value sorts as `.unspecified`.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}

/// UIKit's `UITraitCollection`: the environment a view shows in (appearance, size classes,
/// device, scale, text size), read from ``View/traitCollection`` and
/// ``ViewController/traitCollection``.
///
/// HeadlessKit derives the size classes from the window's size by model values close to the
/// iPhone and iPad classes: the width is regular from 896 points (a large phone in landscape)
/// or on a window at least 700 points both ways (an iPad, the idiom `.pad`), else compact; the
/// height is compact below 500 points (a phone in landscape), else regular. The style is
/// `.light` unless a view, a view controller or the window above overrides it
/// (``View/overrideUserInterfaceStyle``). Display scale 3, text size `.large`, left to right
/// unless a view or view controller above overrides the layout direction (see
/// ``View/semanticContentAttribute``).
public final class TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Light or dark.
    public let userInterfaceStyle: UserInterfaceStyle
    /// The width's size class.
    public let horizontalSizeClass: UserInterfaceSizeClass
    /// The height's size class.
    public let verticalSizeClass: UserInterfaceSizeClass
    /// The kind of device.
    public let userInterfaceIdiom: UserInterfaceIdiom
    /// Pixels per point (0: unspecified).
    public let displayScale: CGFloat
    /// The preferred text size.
    public let preferredContentSizeCategory: ContentSizeCategory
    /// The layout direction, like `UITraitCollection.layoutDirection`.
    public let layoutDirection: TraitEnvironmentLayoutDirection

    /// A collection with every trait unspecified.
    public convenience init() { self.init(style: .unspecified) }

    /// A collection that specifies only the style.
    public convenience init(userInterfaceStyle: UserInterfaceStyle) {
        self.init(style: userInterfaceStyle)
    }

    /// A collection that specifies only the horizontal size class.
    public convenience init(horizontalSizeClass: UserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }

    /// A collection that specifies only the vertical size class.
    public convenience init(verticalSizeClass: UserInterfaceSizeClass) {
        self.init(vertical: verticalSizeClass)
    }

    /// A collection that specifies only the idiom.
    public convenience init(userInterfaceIdiom: UserInterfaceIdiom) {
        self.init(idiom: userInterfaceIdiom)
    }

    /// A collection that specifies only the display scale (NaN, infinite and negative scales
    /// count as 0, unspecified).
    public convenience init(displayScale: CGFloat) {
        self.init(scale: displayScale.isFinite && displayScale > 0 ? displayScale : 0)
    }

    /// A collection that specifies only the text size.
    public convenience init(preferredContentSizeCategory: ContentSizeCategory) {
        self.init(category: preferredContentSizeCategory)
    }

    /// A collection that specifies only the layout direction.
    public convenience init(layoutDirection: TraitEnvironmentLayoutDirection) {
        self.init(direction: layoutDirection)
    }

    /// The traits of `collections` combined: for each trait, the last collection that
    /// specifies it wins.
    public convenience init(traitsFrom collections: [TraitCollection]) {
        func last<T: Equatable>(_ trait: (TraitCollection) -> T, unspecified: T) -> T {
            collections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(
            style: last(\.userInterfaceStyle, unspecified: .unspecified),
            horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
            vertical: last(\.verticalSizeClass, unspecified: .unspecified),
            idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
            scale: last(\.displayScale, unspecified: 0),
            category: last(\.preferredContentSizeCategory, unspecified: .unspecified),
            direction: last(\.layoutDirection, unspecified: .unspecified))
    }

    init(
        style: UserInterfaceStyle = .unspecified,
        horizontal: UserInterfaceSizeClass = .unspecified,
        vertical: UserInterfaceSizeClass = .unspecified, idiom: UserInterfaceIdiom = .unspecified,
        scale: CGFloat = 0, category: ContentSizeCategory = .unspecified,
        direction: TraitEnvironmentLayoutDirection = .unspecified
    ) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        displayScale = scale
        preferredContentSizeCategory = category
        layoutDirection = direction
    }

    /// Whether every trait that `trait` specifies has the same value here.
    public func containsTraits(in trait: TraitCollection?) -> Bool {
        guard let trait else { return true }
        return
            (trait.userInterfaceStyle == .unspecified
            || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.horizontalSizeClass == .unspecified
                || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified
                || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceIdiom == .unspecified
                || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.preferredContentSizeCategory == .unspecified
                || trait.preferredContentSizeCategory == preferredContentSizeCategory)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
    }

    /// Whether colours look different in `other` (its style differs; `nil` differs).
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        other?.userInterfaceStyle != userInterfaceStyle
    }

    /// The key window's traits (a phone's in portrait when there is no key window), as
    /// UIKit's `UITraitCollection.current` outside a trait-resolving call.
    @MainActor public static var current: TraitCollection {
        Window.key?.traitCollection
            ?? TraitCollection(
                style: .light, horizontal: .compact, vertical: .regular, idiom: .phone, scale: 3,
                category: .large, direction: .leftToRight)
    }

    public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle
            && lhs.horizontalSizeClass == rhs.horizontalSizeClass
            && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
            && lhs.displayScale == rhs.displayScale
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.layoutDirection == rhs.layoutDirection
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
    }

    /// `<TraitCollection light, w compact, h regular, phone>`.
    public var description: String {
        "<TraitCollection \(userInterfaceStyle), w \(horizontalSizeClass), h \(verticalSizeClass), "
            + "\(userInterfaceIdiom)>"
    }
}

/// The traits a window's size gives: size classes and idiom (model values, see
/// ``TraitCollection``).
struct SizeTraits: Equatable {
    var horizontal: UserInterfaceSizeClass
    var vertical: UserInterfaceSizeClass
    var idiom: UserInterfaceIdiom

    static let none = SizeTraits(horizontal: .unspecified, vertical: .unspecified, idiom: .phone)

    init(
        horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass,
        idiom: UserInterfaceIdiom
    ) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.idiom = idiom
    }

    init(windowSize size: CGSize) {
        let pad = size.width >= 700 && size.height >= 700
        horizontal = pad || size.width >= 896 ? .regular : .compact
        vertical = size.height < 500 ? .compact : .regular
        idiom = pad ? .pad : .phone
    }

    func collection(style: UserInterfaceStyle) -> TraitCollection {
        collection(InheritedTraits(style: style, category: .large, direction: .leftToRight))
    }

    func collection(_ traits: InheritedTraits) -> TraitCollection {
        TraitCollection(
            style: traits.style, horizontal: horizontal, vertical: vertical, idiom: idiom,
            scale: 3, category: traits.category, direction: traits.direction)
    }
}

/// The traits a view inherits from above and may override (``View/traitOverrides``): the
/// interface style, the content size category and the layout direction.
struct InheritedTraits: Equatable {
    var style: UserInterfaceStyle
    var category: ContentSizeCategory
    var direction: TraitEnvironmentLayoutDirection

    init(
        style: UserInterfaceStyle, category: ContentSizeCategory,
        direction: TraitEnvironmentLayoutDirection = .unspecified
    ) {
        self.style = style
        self.category = category
        self.direction = direction
    }

    /// Nothing overridden.
    static let unspecified = InheritedTraits(style: .unspecified, category: .unspecified)
    /// What a window shows with when nothing is overridden: light, Large, left to right (the
    /// app's direction, ``Application/userInterfaceLayoutDirection``).
    static let defaults = InheritedTraits(style: .light, category: .large, direction: .leftToRight)

    /// These traits, with each unspecified one taken from `outer`.
    func filled(from outer: InheritedTraits) -> InheritedTraits {
        InheritedTraits(
            style: style == .unspecified ? outer.style : style,
            category: category == .unspecified ? outer.category : category,
            direction: direction == .unspecified ? outer.direction : direction)
    }

    var isComplete: Bool {
        style != .unspecified && category != .unspecified && direction != .unspecified
    }
}

extension View {
    /// The traits this view shows with: its window's size classes and the nearest style and
    /// content size category overrides above it (see ``TraitCollection``).
    ///
    /// - Complexity: O(1) amortised: the overrides above are remembered.
    public var traitCollection: TraitCollection {
        let window = self.window ?? (self as? Window)
        let size = window.map { SizeTraits(windowSize: $0.bounds.size) } ?? .none
        return size.collection(effectiveTraits)
    }

    /// Forces the light or dark style on this view and the views inside it (`.unspecified`,
    /// the default, inherits), like UIKit's `overrideUserInterfaceStyle`. A change calls
    /// `traitCollectionDidChange(_:)` on the views (and their view controllers) whose style
    /// it changes.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { extras?.uikit?.userInterfaceStyle ?? .unspecified }
        set {
            var overrides = traitOverrides
            overrides.userInterfaceStyle = newValue
            traitOverrides = overrides
        }
    }

    /// The inherited traits of this view: its own overrides, its view controller's, else the
    /// nearest above; light and Large when none is set. Remembered (see ``TraitMemo``).
    ///
    /// - Complexity: O(1) amortised: the defaults while no trait is overridden anywhere; else
    ///   a walk up to the nearest view that remembers its traits, which passes fewer than
    ///   ``TraitMemo/spacing`` views unless the views passed are new or the traits changed.
    var effectiveTraits: InheritedTraits {
        guard TraitOverrideCensus.holders > 0 else { return .defaults }
        let epoch = TraitMemo.epoch
        if let extras, extras.traitsEpoch == epoch { return extras.inheritedTraits }
        // The usual cases: a root, and a view whose superview remembers its traits.
        countTreeOperation { $0.traitSteps &+= 1 }
        guard let parent = superview else {
            return extras != nil ? ownOverrides.filled(from: .defaults) : .defaults
        }
        if let parentExtras = parent.extras, parentExtras.traitsEpoch == epoch {
            guard let extras else { return parentExtras.inheritedTraits }
            let traits = ownOverrides.filled(from: parentExtras.inheritedTraits)
            extras.inheritedTraits = traits
            extras.traitsEpoch = epoch
            return traits
        }
        return lookUpTraits(epoch: epoch)
    }

    /// ``effectiveTraits`` found by walking up to the nearest view that remembers its traits
    /// (or the root), then down again, leaving them on the views passed (see
    /// ``TraitMemo/spacing``).
    ///
    /// - Complexity: O(*k*) for the *k* views passed.
    private func lookUpTraits(epoch: UInt64) -> InheritedTraits {
        var passed: [View] = []
        var outer = InheritedTraits.defaults
        var view: View? = self
        while let current = view {
            countTreeOperation { $0.traitSteps &+= 1 }
            if let extras = current.extras, extras.traitsEpoch == epoch {
                outer = extras.inheritedTraits
                break
            }
            passed.append(current)
            view = current.superview
        }
        var traits = outer
        var index = passed.count
        while index > 0 {
            index -= 1
            let current = passed[index]
            let extras = current.extras
            if extras != nil { traits = current.ownOverrides.filled(from: traits) }
            // The first view below the top (a root or a view that remembers) never needs
            // `Extras` made for it: those at the spacing below do.
            let fromTop = passed.count - index
            let spaced = fromTop % TraitMemo.spacing == 0
            if let memo = extras ?? (spaced ? current.ensureExtras() : nil) {
                memo.inheritedTraits = traits
                memo.traitsEpoch = epoch
            }
        }
        return traits
    }

    /// The overrides set on this view, each filled from the view controller whose view it is.
    var ownOverrides: InheritedTraits {
        guard let extras else { return .unspecified }
        let own = InheritedTraits(
            style: extras.uikit?.userInterfaceStyle ?? .unspecified,
            category: extras.uikit?.contentSizeCategory ?? .unspecified,
            direction: extras.uikit?.ownLayoutDirection ?? .unspecified)
        guard let controller = owningViewController else { return own }
        return own.filled(from: controller.ownOverrides)
    }

    /// The traits of this view as they were with `own` as its own overrides (the ones being
    /// replaced), to compare after the change.
    func traitChangeBaseline(own: InheritedTraits) -> (InheritedTraits, SizeTraits) {
        let window = self.window ?? (self as? Window)
        let size = window.map { SizeTraits(windowSize: $0.bounds.size) } ?? .none
        return (own.filled(from: superview?.effectiveTraits ?? .defaults), size)
    }

    /// Tells the view controllers and views of this subtree whose traits differ from those
    /// `before` gave (this view's inherited and size traits before the change; views below
    /// with their own overrides keep theirs): the views' internal updates (a label's Dynamic
    /// Type font), then `traitCollectionDidChange(_:)` and the trait change registrations,
    /// a view controller before its view. Parents first, over a snapshot taken before any
    /// call.
    ///
    /// `sizeNow` is the size traits the subtree has now (its window's, if not given).
    ///
    /// - Complexity: O(*n*) in the subtree's views.
    func notifyTraitChange(
        from before: (InheritedTraits, SizeTraits), sizeNow: SizeTraits? = nil
    ) {
        let window = self.window ?? (self as? Window)
        let size = sizeNow ?? window.map { SizeTraits(windowSize: $0.bounds.size) } ?? .none
        countTreeOperation { $0.traitChangeWalks &+= 1 }
        var changed: [(View, TraitCollection)] = []
        var redirected: [View] = []
        var stack: [(View, InheritedTraits, InheritedTraits)] = [
            (self, before.0, effectiveTraits)
        ]
        while let (view, old, new) = stack.popLast() {
            if old != new || before.1 != size {
                changed.append((view, before.1.collection(old)))
                if old.direction != new.direction { redirected.append(view) }
            }
            for subview in view.subviews.reversed() {
                let own = subview.ownOverrides
                stack.append((subview, own.filled(from: old), own.filled(from: new)))
            }
        }
        // Constraints follow the new direction before anyone is told (View+LayoutDirection.swift).
        if !redirected.isEmpty { View.layoutDirectionDidChange(of: redirected) }
        for (view, previous) in changed {
            view.traitsDidChange(from: previous)
            let controller = view.owningViewController
            controller?.traitCollectionDidChange(previous)
            if let controller { TraitChangeRegistry.notify(controller, previous: previous) }
            view.traitCollectionDidChange(previous)
            TraitChangeRegistry.notify(view, previous: previous)
        }
    }
}

extension Color {
    /// A colour chosen by `dynamicProvider` from the traits, like UIKit's
    /// `UIColor(dynamicProvider:)`. The provider is asked twice, now: for the light style
    /// (the colour's components, the appearance HeadlessKit draws) and for the dark one (what
    /// ``resolvedColor(with:)`` gives for a dark trait collection). Other traits are those of
    /// an iPhone in portrait; a provider that reads them is not asked again when they change.
    public init(dynamicProvider: (TraitCollection) -> Color) {
        func traits(_ style: UserInterfaceStyle) -> TraitCollection {
            TraitCollection(
                style: style, horizontal: .compact, vertical: .regular, idiom: .phone, scale: 3,
                category: .large)
        }
        let darkTraits = traits(.dark)
        let light = dynamicProvider(traits(.light))
        let dark = dynamicProvider(darkTraits).resolvedColor(with: darkTraits)
        // A provider that gives the same colour for both keeps one appearance.
        let oneAppearance = light.darkAppearance == nil && dark == light
        self = light.withDarkAppearance(oneAppearance ? nil : dark)
    }

    /// The colour for `traitCollection`: the dark value of a system colour (the tables of
    /// Apple's Human Interface Guidelines), of a colour made with
    /// ``init(dynamicProvider:)`` or derived from one with ``withAlphaComponent(_:)``, when
    /// its `userInterfaceStyle` is `.dark`; else this colour. Other colours have one
    /// appearance.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        guard traitCollection.userInterfaceStyle == .dark, let dark = darkAppearance else {
            return self
        }
        return dark
    }
}
