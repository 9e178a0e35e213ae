import Foundation
import HeadlessKit

/// One frame of the keyboard sliding in or out (a show and a hide, 30 frames each at 120 Hz)
/// in a key window with 1,000 frame-placed views, with an input bar pinned to the window's
/// keyboard layout guide or without any guide (what a screen that never asks for one pays).
@MainActor
func keyboardSlideFrame(withGuide: Bool) -> Workload {
    let name = withGuide ? "keyboard-slide-frame-guide" : "keyboard-slide-frame-no-guide"
    return .timed(name, operations: 60, runs: 7) {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        for index in 0..<1000 {
            window.addSubview(
                View(frame: CGRect(x: 0, y: CGFloat(index % 800), width: 390, height: 20)))
        }
        let field = TextField(frame: CGRect(x: 0, y: 100, width: 390, height: 34))
        window.addSubview(field)
        let bar = View()
        if withGuide {
            bar.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(bar)
            LayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                bar.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor),
                bar.heightAnchor.constraint(equalToConstant: 52),
            ])
        }
        window.makeKey()
        window.layoutIfNeeded()
        return {
            field.becomeFirstResponder()
            window.runFrames(30)
            let raised = bar.frame.maxY
            field.resignFirstResponder()
            window.runFrames(30)
            window.clearPostedKeyboardNotifications()
            return [
                "bar maxY shown": Double(raised), "bar maxY hidden": Double(bar.frame.maxY),
                "guides": Double(window.layoutGuides.count),
            ]
        }
    }
}

@MainActor
func keyboardWorkloads() -> [Workload] {
    [keyboardSlideFrame(withGuide: true), keyboardSlideFrame(withGuide: false)]
}
