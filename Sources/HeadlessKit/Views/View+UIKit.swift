import Foundation

/// The rarely-set UIKit state of a view (layer, margins, content mode, tint), out of line.
@MainActor
final class UIKitExtras {
    var layer: Layer?
    /// Whether `draw(_:)` is due, and what it drew last (View+Drawing.swift).
    var needsDisplay = false
    var hasDisplayed = false
    var drawnShapes: [ShapeLayer]?
    var contentMode: ContentMode = .scaleToFill
    var tintColor: Color?
    var layoutMargins: EdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var transform: CGAffineTransform?
    var marginsGuide: LayoutGuide?
    var readableGuide: LayoutGuide?
    /// What a stack view adds to the view's hugging and compression resistance along its axis
    /// to resize arranged views by index (StackView.swift); 0 when not arranged.
    var arrangedTieBreak: Float = 0
    /// The axis `arrangedTieBreak` applies to.
    var arrangedAxis: LayoutAxis = .horizontal
    /// `overrideUserInterfaceStyle` (TraitCollection.swift).
    var userInterfaceStyle: UserInterfaceStyle = .unspecified {
        didSet { recountTraitOverrides() }
    }
    /// `traitOverrides.preferredContentSizeCategory` (TraitChangeRegistration.swift).
    var contentSizeCategory: ContentSizeCategory = .unspecified {
        didSet { recountTraitOverrides() }
    }
    /// `traitOverrides.layoutDirection` (View+LayoutDirection.swift).
    var layoutDirection: TraitEnvironmentLayoutDirection = .unspecified {
        didSet { recountTraitOverrides() }
    }
    /// `semanticContentAttribute` (View+LayoutDirection.swift).
    var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet { recountTraitOverrides() }
    }
    /// Whether the margins were last set as `directionalLayoutMargins`: `layoutMargins` then
    /// holds leading in `left` and trailing in `right` (View+LayoutDirection.swift).
    var marginsAreDirectional = false
    /// Whether ``TraitOverrideCensus`` counts this view (it overrides a trait).
    private var countedInCensus = false
    /// Whether ``LayoutDirectionCensus`` counts this view (it may make views right to left).
    private var countedInDirectionCensus = false

    /// The layout direction this view gives itself and its subviews: a forced
    /// `semanticContentAttribute`'s, else the `traitOverrides` one.
    var ownLayoutDirection: TraitEnvironmentLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        default: layoutDirection
        }
    }

    private func recountTraitOverrides() {
        TraitMemo.forgetAll()
        let overrides =
            userInterfaceStyle != .unspecified || contentSizeCategory != .unspecified
            || ownLayoutDirection != .unspecified
        if overrides != countedInCensus {
            countedInCensus = overrides
            TraitOverrideCensus.holders += overrides ? 1 : -1
        }
        let rightToLeft = ownLayoutDirection == .rightToLeft
        if rightToLeft != countedInDirectionCensus {
            countedInDirectionCensus = rightToLeft
            LayoutDirectionCensus.holders += rightToLeft ? 1 : -1
        }
    }

    isolated deinit {
        if countedInCensus {
            TraitOverrideCensus.holders -= 1
            TraitMemo.forgetAll()
        }
        if countedInDirectionCensus { LayoutDirectionCensus.holders -= 1 }
    }
    /// The trait change registrations made on the view (TraitChangeRegistration.swift).
    var traitRegistrations: [TraitRegistration] = []
}

extension View {
    var uikitExtras: UIKitExtras {
        let extras = ensureExtras()
        if let made = extras.uikit { return made }
        let made = UIKitExtras()
        extras.uikit = made
        return made
    }

    /// The view's layer, like `UIView.layer`: corner radius, border, shadow, `zPosition`.
    /// Made on first use.
    public var layer: Layer {
        let extras = uikitExtras
        if let layer = extras.layer { return layer }
        let layer = Layer(view: self)
        extras.layer = layer
        return layer
    }

    /// The layer if one was made (drawing and hit testing read this, never making one).
    var layerIfMade: Layer? { extras?.uikit?.layer }

    /// How content is fitted to the bounds (`.scaleToFill` by default). Stored; shown in dumps
    /// when not the default.
    public var contentMode: ContentMode {
        get { extras?.uikit?.contentMode ?? .scaleToFill }
        set { if newValue != contentMode { uikitExtras.contentMode = newValue } }
    }

    /// The tint colour: the nearest ancestor's, or ``Color/systemBlue`` at the top, as in UIKit.
    public var tintColor: Color! {
        get {
            var view: View? = self
            while let current = view {
                if let color = current.extras?.uikit?.tintColor { return color }
                view = current.superview
            }
            return .systemBlue
        }
        set { uikitExtras.tintColor = newValue }
    }

    // MARK: - Layout margins

    /// The width `readableContentGuide` is held to: about 70 characters of body text.
    static let readableWidth: CGFloat = 672

    /// The margins for content, like `UIView.layoutMargins`: 8 pt on every side by default; a
    /// view controller's root view and a table view get iOS's system minimum (16 pt at the
    /// sides, 20 pt on views wider than 400 pt) unless margins are set.
    public var layoutMargins: EdgeInsets {
        get {
            if let uikit = extras?.uikit, let margins = uikit.layoutMargins {
                // Directional margins hold leading on the left: swapped right to left.
                guard uikit.marginsAreDirectional, isRightToLeft else { return margins }
                return EdgeInsets(
                    top: margins.top, left: margins.right, bottom: margins.bottom,
                    right: margins.left)
            }
            if extras?.viewController != nil { return systemMinimumLayoutMargins }
            return defaultLayoutMargins
        }
        set {
            precondition(
                [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(
                    \.isFinite),
                "View.layoutMargins: \(newValue) has a NaN or infinite value (\(shortDescription))")
            let old = layoutMargins
            let extras = uikitExtras
            extras.layoutMargins = newValue
            extras.marginsAreDirectional = false
            marginsDidChange()
            if newValue != old { layoutMarginsDidChange() }
        }
    }

    /// iOS's system minimum margins for this view's width (a model value of iPhone
    /// layouts): 8 pt above and below, 16 pt at the sides, 20 pt on views wider than 400 pt.
    var systemMinimumLayoutMargins: EdgeInsets {
        let side: CGFloat = bounds.width > 400 ? 20 : 16
        return EdgeInsets(top: 8, left: side, bottom: 8, right: side)
    }

    /// ``layoutMargins`` with leading and trailing, like `UIView.directionalLayoutMargins`:
    /// leading is the left margin left to right and the right one right to left
    /// (``effectiveUserInterfaceLayoutDirection``). Margins set this way follow the direction
    /// when it changes; margins set as ``layoutMargins`` stay on their sides.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let m = layoutMargins
            if isRightToLeft {
                return DirectionalEdgeInsets(
                    top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
            }
            return DirectionalEdgeInsets(
                top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            let insets = newValue.edgeInsets
            precondition(
                [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite),
                "View.directionalLayoutMargins: \(newValue) has a NaN or infinite value (\(shortDescription))"
            )
            let old = layoutMargins
            let extras = uikitExtras
            extras.layoutMargins = insets
            extras.marginsAreDirectional = true
            marginsDidChange()
            if layoutMargins != old { layoutMarginsDidChange() }
        }
    }

    /// Whether the margins also keep clear of the superview's margins. Stored.
    public var preservesSuperviewLayoutMargins: Bool {
        get { extras?.uikit?.preservesSuperviewLayoutMargins ?? false }
        set { uikitExtras.preservesSuperviewLayoutMargins = newValue }
    }

    /// Whether the margins guide also keeps out of the safe area (`true` by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { extras?.uikit?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            uikitExtras.insetsLayoutMarginsFromSafeArea = newValue
            marginsDidChange()
        }
    }

    /// The margins as insets from the bounds: the margins, plus the safe area when
    /// ``insetsLayoutMarginsFromSafeArea`` is on (UIKit adds them).
    var marginGuideInsets: EdgeInsets {
        let margins = layoutMargins
        guard insetsLayoutMarginsFromSafeArea else { return margins }
        let safe = safeAreaInsets
        return EdgeInsets(
            top: margins.top + safe.top, left: margins.left + safe.left,
            bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
    }

    func marginsDidChange() {
        setNeedsLayout()
        for guide in [extras?.uikit?.marginsGuide, extras?.uikit?.readableGuide] {
            guard let guide, let engine = root.extras?.layoutEngine, guide.engineItem != nil
            else { continue }
            engine.pinSafeAreaGuide(guide, of: self)
            engine.markDirty()
        }
    }

    /// The bounds less ``layoutMargins`` (and the safe area), as a layout guide, like
    /// `UIView.layoutMarginsGuide`.
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = extras?.uikit?.marginsGuide { return guide }
        let guide = systemGuide(.margins, "margins")
        uikitExtras.marginsGuide = guide
        return guide
    }

    /// The margins guide narrowed to a readable width (672 pt, centred), like
    /// `UIView.readableContentGuide`. On a phone it is the margins guide.
    public var readableContentGuide: LayoutGuide {
        if let guide = extras?.uikit?.readableGuide { return guide }
        let guide = systemGuide(.readable, "readable")
        uikitExtras.readableGuide = guide
        return guide
    }

    func systemGuide(_ kind: SystemGuide, _ name: String) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = "\(layoutDebugName).\(name)"
        guide.system = kind
        addLayoutGuide(guide)
        return guide
    }

    /// UIKit's standard spacing between two views (8 pt).
    static let systemSpacing: CGFloat = 8
}
