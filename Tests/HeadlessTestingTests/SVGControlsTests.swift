import Foundation
import Testing

@testable import HeadlessKit

@MainActor @Suite struct SVGControlsTests {
    func picture(_ view: View, width: CGFloat = 300, height: CGFloat = 100) -> String {
        let window = Window(size: CGSize(width: width, height: height))
        window.addSubview(view)
        window.layoutIfNeeded()
        let svg = window.svg()
        #expect(xmlProblem(svg) == nil)
        return svg
    }

    @Test(
        "A switch is a rounded track, green when on, light grey when off, with a white knob at its end (UIKit: UISwitch.isOn, onTintColor)"
    )
    func switches() {
        let control = Switch()
        control.isOn = true
        var svg = picture(control)
        #expect(
            svg.contains(
                "<rect x=\"0\" y=\"0\" width=\"51\" height=\"31\" rx=\"15.5\" fill=\"#34C759\"/>"))
        #expect(svg.contains("<circle cx=\"35.5\" cy=\"15.5\" r=\"13.5\" fill=\"#FFFFFF\""))
        control.isOn = false
        control.onTintColor = .red
        svg = picture(control)
        #expect(svg.contains("fill=\"#E9E9EA\"/>"))
        #expect(svg.contains("<circle cx=\"15.5\" cy=\"15.5\""))
    }

    @Test(
        "A slider's track is tinted up to the thumb, which sits at the value (UIKit: UISlider.thumbRect(forBounds:trackRect:value:))"
    )
    func slider() {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 128, height: 31))
        slider.value = 0.5
        let svg = picture(slider)
        // The thumb travels 128 - 28 = 100 points: at 0.5 its centre is at 50 + 14.
        #expect(
            svg.contains(
                "<rect x=\"0\" y=\"13.5\" width=\"64\" height=\"4\" rx=\"2\" fill=\"#007AFF\"/>"))
        #expect(svg.contains("<circle cx=\"64\" cy=\"15.5\" r=\"14\" fill=\"#FFFFFF\""))
    }

    @Test(
        "A segmented control draws its segments' titles, the selected one on a white card in semibold (UIKit: UISegmentedControl.selectedSegmentIndex)"
    )
    func segments() {
        let control = SegmentedControl(items: ["One", "<Two>", ""])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 1
        let svg = picture(control)
        #expect(
            svg.contains(
                "<rect x=\"102\" y=\"2\" width=\"96\" height=\"28\" rx=\"7\" fill=\"#FFFFFF\"/>"))
        #expect(
            svg.contains(
                "font-weight=\"600\" text-anchor=\"middle\" fill=\"#000000\">&lt;Two&gt;</text>"))
        #expect(svg.contains(">One</text>"))
        // The empty title draws no text.
        #expect(svg.components(separatedBy: "<text").count - 1 == 2)
    }

    @Test("A stepper shows minus and plus; the minus is dimmed at the minimum (UIKit: UIStepper)")
    func stepper() {
        let stepper = Stepper()
        let svg = picture(stepper)
        #expect(svg.contains("<rect x=\"0\" y=\"0\" width=\"94\" height=\"32\" rx=\"8\""))
        #expect(
            svg.contains(
                "M16.5 16H30.5\" stroke=\"#000000\" stroke-width=\"1.5\" stroke-linecap=\"round\" stroke-opacity=\"0.3\"/>"
            ))
        #expect(
            svg.contains(
                "M63.5 16H77.5M70.5 9V23\" stroke=\"#000000\" stroke-width=\"1.5\" stroke-linecap=\"round\"/>"
            ))
    }

    @Test(
        "An animating activity indicator draws eight fading spokes; a stopped one that hides draws none (UIKit: UIActivityIndicatorView.hidesWhenStopped)"
    )
    func activityIndicator() {
        let indicator = ActivityIndicatorView(style: .medium)
        indicator.startAnimating()
        #expect(picture(indicator).components(separatedBy: "<line").count - 1 == 8)
        indicator.stopAnimating()
        #expect(!picture(indicator).contains("<line"))
    }

    @Test(
        "A text field shows its text, or its placeholder in placeholder grey, inside its border; secure text as bullets (UIKit: UITextField.placeholder, borderStyle)"
    )
    func textField() {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Email <&>"
        var svg = picture(field)
        #expect(svg.contains("rx=\"5\" fill=\"none\" stroke=\"#C7C7CC\""))
        #expect(
            svg.contains(
                "<text x=\"7\" y=\"23.12\" font-family=\"system-ui, sans-serif\" font-size=\"17\" fill=\"#3C3C43\" fill-opacity=\"0.3\">Email &lt;&amp;&gt;</text>"
            ))
        field.text = "a\u{1}b"
        svg = picture(field)
        #expect(svg.contains(">a\u{FFFD}b</text>"))
        field.isSecureTextEntry = true
        svg = picture(field)
        #expect(svg.contains(">\u{2022}\u{2022}\u{2022}</text>"))
        field.text = String(repeating: "w", count: 100)
        field.isSecureTextEntry = false
        svg = picture(field)
        // 186 points of room hold 20 characters and an ellipsis at 8.5 points each.
        #expect(svg.contains(">\(String(repeating: "w", count: 20))\u{2026}</text>"))
    }

    @Test(
        "An image view is a neutral crossed box with the image's name in the tint colour (UIKit: UIImageView tints symbol images)"
    )
    func imageName() {
        let image = ImageView(image: Image(named: "a<b>", size: CGSize(width: 60, height: 40)))
        image.tintColor = .red
        let svg = picture(image)
        #expect(
            svg.contains(
                "font-size=\"10\" text-anchor=\"middle\" fill=\"#FF0000\">a&lt;b&gt;</text>"))
    }

    @Test(
        "A filled button configuration draws its background and its title (UIKit: UIButton.Configuration.filled())"
    )
    func buttons() {
        let button = Button(configuration: .filled())
        button.configuration?.title = "Go"
        let empty = Button(type: .system)
        empty.setTitle("", for: .normal)
        let stack = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        stack.addSubview(button)
        stack.addSubview(empty)
        button.sizeToFit()
        let svg = picture(stack)
        #expect(svg.contains("fill=\"#007AFF\""))
        #expect(svg.contains("fill=\"#FFFFFF\">Go</text>"))
        #expect(svg.components(separatedBy: "<text").count - 1 == 1)
    }
}
