import Foundation

/// A visual effect, like UIKit's `UIVisualEffect`: ``BlurEffect`` or ``VibrancyEffect``.
/// Effects are immutable descriptions; HeadlessKit draws none of them.
open class VisualEffect: @unchecked Sendable, CustomStringConvertible {
    /// Makes an effect that does nothing.
    public init() {}

    /// `effect`.
    open var description: String { "effect" }
}

/// A blur of what lies behind a view, like `UIBlurEffect`.
public final class BlurEffect: VisualEffect, @unchecked Sendable {
    /// The material of a blur, like `UIBlurEffect.Style`.
    public enum Style: Int, Hashable, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
        case systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
        case systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
        case systemThickMaterialDark, systemChromeMaterialDark
    }

    /// The material.
    public let style: Style

    /// A blur of `style`, like `UIBlurEffect(style:)`.
    public init(style: Style) {
        self.style = style
    }

    /// `blur(systemMaterial)`.
    public override var description: String { "blur(\(style))" }
}

/// A vibrancy that lets content take colour from a blur behind it, like `UIVibrancyEffect`.
public final class VibrancyEffect: VisualEffect, @unchecked Sendable {
    /// What the vibrant content is, like `UIVibrancyEffectStyle`.
    public enum Style: Int, Hashable, Sendable {
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel
        case fill, secondaryFill, tertiaryFill, separator
    }

    /// The blur the vibrancy sits on.
    public let blurEffect: BlurEffect
    /// The kind of content.
    public let style: Style

    /// A vibrancy for content over `blurEffect`, like
    /// `UIVibrancyEffect(blurEffect:style:)` (`.label` by default).
    public init(blurEffect: BlurEffect, style: Style = .label) {
        self.blurEffect = blurEffect
        self.style = style
    }

    /// `vibrancy(label over blur(systemMaterial))`.
    public override var description: String { "vibrancy(\(style) over \(blurEffect))" }
}

/// A view that applies a blur or vibrancy to what is behind it and to its ``contentView``,
/// like UIKit's `UIVisualEffectView`. HeadlessKit draws no effect: the view holds it, shows it
/// in the tree dump, and lays out its content view over its bounds.
///
/// As UIKit's documentation says, add subviews to ``contentView``, not to the effect view
/// itself: adding one directly is a programming error that stops with a message, as it raises
/// an exception in UIKit.
///
///     let blurView = VisualEffectView(effect: BlurEffect(style: .systemMaterial))
///     blurView.contentView.addSubview(nameLabel)
@MainActor
open class VisualEffectView: View {
    /// The effect (`nil`: none). Setting it, even in an animation block, takes effect at
    /// once: there is no blur radius to animate.
    public var effect: VisualEffect?

    /// The view to add content to; it fills the effect view and resizes with it.
    public let contentView: View

    /// Makes an effect view with `effect` (or none), like `UIVisualEffectView(effect:)`.
    public init(effect: VisualEffect?) {
        self.effect = effect
        contentView = View(frame: .zero)
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addingContentView = true
        addSubview(contentView)
        addingContentView = false
    }

    /// Makes an effect view with no effect.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Set while the initializer adds ``contentView``, the one direct subview.
    private var addingContentView = false

    open override func didAddSubview(_ subview: View) {
        super.didAddSubview(subview)
        precondition(
            addingContentView || subview === contentView,
            "\(subview.shortDescription) has been added as a subview to \(shortDescription): "
                + "do not add subviews directly to the visual effect view itself, add them to "
                + "its contentView")
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if contentView.frame != bounds { contentView.frame = bounds }
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        properties.append("effect=\(effect.map(\.description) ?? "none")")
    }
}
