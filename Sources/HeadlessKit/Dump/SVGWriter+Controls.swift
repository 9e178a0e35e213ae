import Foundation

/// The parts of standard controls that UIKit draws without subviews: a switch's track and
/// knob, a slider's track and thumb, a segmented control's segments, a stepper's buttons, an
/// activity indicator's spokes and a text field's border and text. Sizes and colours model
/// iOS's light appearance; they are pictures, not measurements.
extension SVGWriter {
    /// Draws `view`'s standard parts if it is one of the controls above.
    @MainActor mutating func controlParts(of view: View, _ frame: CGRect, origin: CGPoint) {
        guard options.drawsStandardParts else { return }
        switch view {
        case let control as Switch: switchParts(control, frame)
        case let slider as Slider: sliderParts(slider, origin: origin)
        case let control as SegmentedControl: segments(of: control, frame)
        case let stepper as Stepper: stepperParts(stepper, frame)
        case let indicator as ActivityIndicatorView: spokes(of: indicator, frame)
        case let field as TextField: textFieldParts(field, frame)
        default: break
        }
    }

    /// A track with fully rounded ends, `onTintColor` (`systemGreen`) when on, light grey when
    /// off, and a white knob at the end the switch is set to.
    @MainActor mutating func switchParts(_ control: Switch, _ frame: CGRect) {
        let track = frame
        let radius = min(track.width, track.height) / 2
        let on = control.onTintColor ?? .systemGreen
        rect(
            track, fill: control.isOn ? on : Color(hex: 0xE9E9EA),
            corners: " rx=\"\(svgNumber(radius))\"")
        let knob = max(0, radius - 2)
        let x = control.isOn ? track.maxX - radius : track.minX + radius
        circle(
            CGPoint(x: x, y: track.midY), radius: knob, fill: control.thumbTintColor ?? .white,
            stroke: Color(hex: 0x000000, alpha: 0.06))
    }

    /// The track from `trackRect(forBounds:)`, tinted up to the thumb's centre
    /// (`minimumTrackTintColor`, else the tint colour) and light grey after it
    /// (`maximumTrackTintColor`), and the white thumb from `thumbRect(forBounds:trackRect:value:)`.
    @MainActor mutating func sliderParts(_ slider: Slider, origin: CGPoint) {
        let track = slider.trackRect(forBounds: slider.bounds)
        let thumb = slider.thumbRect(
            forBounds: slider.bounds, trackRect: track, value: slider.value)
        guard track.isFiniteRect, thumb.isFiniteRect else { return }
        let shift = { (r: CGRect) in r.offsetBy(dx: origin.x, dy: origin.y) }
        let (t, th) = (shift(track), shift(thumb))
        let split = min(max(th.midX, t.minX), t.maxX)
        let corners = " rx=\"\(svgNumber(min(t.height, t.width) / 2))\""
        rect(t, fill: slider.maximumTrackTintColor ?? Color(hex: 0xE5E5EA), corners: corners)
        let filled = CGRect(x: t.minX, y: t.minY, width: split - t.minX, height: t.height)
        if filled.width > 0 {
            rect(filled, fill: slider.minimumTrackTintColor ?? slider.tintColor, corners: corners)
        }
        circle(
            CGPoint(x: th.midX, y: th.midY), radius: th.width / 2, fill: .white,
            stroke: Color(hex: 0x000000, alpha: 0.15))
    }

    /// A light grey rounded track; the selected segment as a white card
    /// (`selectedSegmentTintColor`) inset by 2 points; each segment's title centred in 13-point
    /// medium text (semibold when selected), its image's name when it has no title.
    @MainActor mutating func segments(of control: SegmentedControl, _ frame: CGRect) {
        let count = control.numberOfSegments
        guard count > 0 else { return }
        rect(frame, fill: Color(hex: 0x767680, alpha: 0.12), corners: " rx=\"9\"")
        let widths = control.segmentWidths(in: frame.width)
        var x = frame.minX
        var titles: [(CGRect, String, Bool)] = []
        for index in 0..<min(count, widths.count) {
            let width = widths[index].isFinite ? max(widths[index], 0) : 0
            let segment = CGRect(x: x, y: frame.minY, width: width, height: frame.height)
            let selected = index == control.selectedSegmentIndex
            if selected {
                rect(
                    segment.insetBy(dx: min(2, width / 2), dy: min(2, frame.height / 2)),
                    fill: control.selectedSegmentTintColor ?? .white, corners: " rx=\"7\"")
            }
            if let title = control.titleForSegment(at: index)
                ?? control.imageForSegment(at: index)?.name
            {
                titles.append((segment, title, selected))
            }
            x += width
        }
        for (segment, title, selected) in titles {
            let font = Font.systemFont(ofSize: 13, weight: selected ? .semibold : .medium)
            singleLine(title, font: font, color: .label, alignment: .center, in: segment)
        }
    }

    /// A light grey rounded rect split in two, with a minus and a plus; a button that cannot
    /// step further (at the minimum or maximum, unless the stepper wraps) is dimmed.
    @MainActor mutating func stepperParts(_ stepper: Stepper, _ frame: CGRect) {
        rect(frame, fill: Color(hex: 0x767680, alpha: 0.12), corners: " rx=\"8\"")
        let half = frame.width / 2
        let (midY, arm) = (frame.midY, min(7, half / 4))
        output += "<rect x=\"\(svgNumber(frame.midX - 0.5))\" y=\"\(svgNumber(frame.minY + 8))\""
        output += " width=\"1\" height=\"\(svgNumber(max(0, frame.height - 16)))\""
        output += " fill=\"#3C3C43\" fill-opacity=\"0.29\"/>\n"
        let minus = frame.minX + half / 2
        let plus = frame.midX + half / 2
        let canDown = stepper.wraps || stepper.value > stepper.minimumValue
        let canUp = stepper.wraps || stepper.value < stepper.maximumValue
        func stroke(_ d: String, enabled: Bool) -> String {
            "<path d=\"\(d)\" stroke=\"#000000\" stroke-width=\"1.5\" stroke-linecap=\"round\""
                + (enabled ? "" : " stroke-opacity=\"0.3\"") + "/>\n"
        }
        output += stroke(
            "M\(svgNumber(minus - arm)) \(svgNumber(midY))H\(svgNumber(minus + arm))",
            enabled: canDown)
        output += stroke(
            "M\(svgNumber(plus - arm)) \(svgNumber(midY))H\(svgNumber(plus + arm))"
                + "M\(svgNumber(plus)) \(svgNumber(midY - arm))V\(svgNumber(midY + arm))",
            enabled: canUp)
    }

    /// Eight spokes around the centre in `color`, fading round the circle, while animating (or
    /// always when `hidesWhenStopped` is off).
    @MainActor mutating func spokes(of indicator: ActivityIndicatorView, _ frame: CGRect) {
        guard indicator.isAnimating || !indicator.hidesWhenStopped else { return }
        let side = min(frame.width, frame.height)
        guard side > 0 else { return }
        let (outer, inner) = (side / 2, side / 4)
        let color = indicator.color
        for index in 0..<8 {
            let angle = CGFloat(index) * .pi / 4
            let (dx, dy) = (sin(angle), -cos(angle))
            output += "<line x1=\"\(svgNumber(frame.midX + dx * inner))\""
            output += " y1=\"\(svgNumber(frame.midY + dy * inner))\""
            output += " x2=\"\(svgNumber(frame.midX + dx * outer))\""
            output += " y2=\"\(svgNumber(frame.midY + dy * outer))\""
            output += " stroke=\"\(rgb(color))\" stroke-width=\"\(svgNumber(side / 10))\""
            output += " stroke-linecap=\"round\""
            output +=
                " stroke-opacity=\"\(svgNumber(color.alpha * (1 - CGFloat(index) * 0.1)))\"/>\n"
        }
    }

    /// The border of `borderStyle` (a light grey 5-point rounded rect for `.roundedRect`, a
    /// black line for `.line`, a grey one for `.bezel`) and the text on one line, or the
    /// placeholder in `placeholderText` grey; secure text as bullets. Text starts 7 points in
    /// when there is a rounded or bezel border, and is cut with an ellipsis where it overflows.
    @MainActor mutating func textFieldParts(_ field: TextField, _ frame: CGRect) {
        switch field.borderStyle {
        case .none: break
        case .roundedRect:
            if field.backgroundColor == nil { rect(frame, fill: .white, corners: " rx=\"5\"") }
            strokedRect(
                frame.insetBy(dx: 0.25, dy: 0.25), color: Color(hex: 0xC7C7CC), width: 0.5,
                radius: 5)
        case .line:
            strokedRect(frame.insetBy(dx: 0.5, dy: 0.5), color: .black, width: 1, radius: 0)
        case .bezel:
            strokedRect(
                frame.insetBy(dx: 0.5, dy: 0.5), color: Color(hex: 0x8E8E93), width: 1, radius: 0)
        }
        guard options.drawsText else { return }
        let inset: CGFloat =
            field.borderStyle == .roundedRect || field.borderStyle == .bezel ? 7 : 0
        let left = field.leftView.map { $0.isHidden ? 0 : $0.frame.maxX } ?? 0
        let right = field.rightView.map { $0.isHidden ? 0 : frame.width - $0.frame.minX } ?? 0
        let box = CGRect(
            x: frame.minX + max(inset, left), y: frame.minY,
            width: max(0, frame.width - max(inset, left) - max(inset, right)), height: frame.height)
        let font = field.font ?? .systemFont(ofSize: 17)
        let text = field.text ?? ""
        if !text.isEmpty {
            let shown =
                field.isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
            singleLine(
                shown, font: font, color: field.textColor ?? .label,
                alignment: field.textAlignment.resolved(rightToLeft: field.isRightToLeft),
                in: box)
        } else if let placeholder = field.placeholder, !placeholder.isEmpty {
            singleLine(
                placeholder, font: font, color: .placeholderText,
                alignment: field.textAlignment.resolved(rightToLeft: field.isRightToLeft),
                in: box)
        }
    }

    mutating func circle(_ centre: CGPoint, radius: CGFloat, fill: Color, stroke: Color? = nil) {
        output += "<circle cx=\"\(svgNumber(centre.x))\" cy=\"\(svgNumber(centre.y))\""
        output += " r=\"\(svgNumber(max(0, radius)))\" fill=\"\(rgb(fill))\""
        if fill.alpha < 1 { output += " fill-opacity=\"\(svgNumber(fill.alpha))\"" }
        if let stroke {
            output += " stroke=\"\(rgb(stroke))\" stroke-width=\"0.5\""
            if stroke.alpha < 1 { output += " stroke-opacity=\"\(svgNumber(stroke.alpha))\"" }
        }
        output += "/>\n"
    }

    mutating func strokedRect(_ frame: CGRect, color: Color, width: CGFloat, radius: CGFloat) {
        output += "<rect x=\"\(svgNumber(frame.minX))\" y=\"\(svgNumber(frame.minY))\""
        output +=
            " width=\"\(svgNumber(max(0, frame.width)))\""
            + " height=\"\(svgNumber(max(0, frame.height)))\""
        if radius > 0 { output += " rx=\"\(svgNumber(radius))\"" }
        output += " fill=\"none\" stroke=\"\(rgb(color))\" stroke-width=\"\(svgNumber(width))\""
        if color.alpha < 1 { output += " stroke-opacity=\"\(svgNumber(color.alpha))\"" }
        output += "/>\n"
    }
}
