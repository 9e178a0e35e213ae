import Foundation

/// An on/off switch, like `UISwitch`: 51 × 31 pt; a tap flips it and sends `.valueChanged`.
///
///     let sounds = Switch()
///     sounds.addAction(Action { _ in settings.sounds = sounds.isOn }, for: .valueChanged)
@MainActor
open class Switch: Control {
    /// Whether the switch is on. Setting it sends no action, as in UIKit.
    public var isOn = false
    /// The colour of the track when on (``Color/systemGreen`` when `nil`).
    public var onTintColor: Color?
    /// The colour of the knob. Stored.
    public var thumbTintColor: Color?

    /// UIKit's fixed size of a switch.
    public nonisolated static let size = CGSize(width: 51, height: 31)

    /// Makes a switch; its size is always 51 × 31.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Switch.size))
    }

    /// Makes an off switch.
    public convenience init() { self.init(frame: .zero) }

    /// Sets ``isOn`` (no action is sent; `animated` is accepted for UIKit's signature).
    public func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { Switch.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Switch.size }

    open override func endTracking(_ touch: Touch?, with event: HeadlessKit.Event?) {
        super.endTracking(touch, with: event)
        guard let touch, touchIsInside(touch) else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        properties.append(isOn ? "on" : "off")
    }
}
