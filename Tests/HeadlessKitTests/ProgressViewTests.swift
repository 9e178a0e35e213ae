import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite struct ProgressViewTests {
    /// A bar 200 pt wide in a window, laid out.
    private func bar(_ style: ProgressView.Style = .default) -> (Window, ProgressView) {
        let window = Window(size: CGSize(width: 300, height: 100))
        let bar = ProgressView(progressViewStyle: style)
        bar.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50),
            bar.widthAnchor.constraint(equalToConstant: 200),
            bar.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
        ])
        window.layoutIfNeeded()
        return (window, bar)
    }

    private func fillWidth(_ bar: ProgressView) -> CGFloat { bar.subviews[0].frame.width }

    @Test(
        "The height is the style's and the fill is the progress's share of the width (UIKit: UIProgressView, progressViewStyle)"
    )
    func heightAndFill() {
        let (window, bar) = bar()
        #expect(bar.frame == CGRect(x: 50, y: 20, width: 200, height: 4))
        #expect(fillWidth(bar) == 0)
        bar.progress = 0.25
        #expect(fillWidth(bar) == 50)
        bar.progressViewStyle = .bar
        window.layoutIfNeeded()
        #expect(bar.frame.height == 2.5 && fillWidth(bar) == 50)
        #expect(window.treeDescription().contains("progress=0.25"))
    }

    @Test(
        "Values outside 0...1 are pinned, NaN counts as 0 (UIKit: \"values less than 0.0 and greater than 1.0 are pinned to those limits\")"
    )
    func pinning() {
        let (_, bar) = bar()
        for (input, pinned): (Float, Float) in [
            (-1, 0), (2, 1), (.infinity, 1), (-.infinity, 0), (.nan, 0), (0.5, 0.5),
            (.leastNonzeroMagnitude, .leastNonzeroMagnitude), (1, 1),
        ] {
            bar.progress = input
            #expect(bar.progress == pinned, "progress = \(input)")
            #expect(fillWidth(bar).isFinite && fillWidth(bar) >= 0 && fillWidth(bar) <= 200)
        }
    }

    @Test(
        "setProgress(_:animated:) sets the value at once and moves the fill over the clock (UIKit: setProgress(_:animated:))"
    )
    func animatedChange() {
        let (window, bar) = bar()
        bar.setProgress(1, animated: true)
        #expect(bar.progress == 1)
        window.advance(by: ProgressView.fillAnimationDuration / 2)
        let halfway = bar.subviews[0].presentationFrame.width
        #expect(halfway > 0 && halfway < 200)
        _ = window.settle()
        #expect(fillWidth(bar) == 200)
        // Not in a window: no animation, the fill is placed at once.
        let loose = ProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        loose.setProgress(0.3, animated: true)
        #expect(abs(loose.subviews[0].frame.width - 30) < 0.001)
    }

    @Test("Hostile frames: zero, negative and huge widths give a finite fill")
    func hostileFrames() {
        // (A NaN or infinite frame stops at View.init: a programmer error.)
        for width: CGFloat in [0, -50, 1e300] {
            let loose = ProgressView(frame: CGRect(x: 0, y: 0, width: width, height: 4))
            loose.progress = 0.5
            loose.layoutIfNeeded()
            let fill = loose.subviews[0].frame
            #expect(fill.width.isFinite && fill.width >= 0, "width \(width)")
        }
        #expect(
            ProgressView(frame: .zero).sizeThatFits(CGSize(width: CGFloat.nan, height: 9))
                == CGSize(width: 0, height: 4))
    }

    @Test(
        "The fill takes the tint colour unless progressTintColor is set; the track is grey (UIKit: progressTintColor, trackTintColor)"
    )
    func colors() {
        let (window, bar) = bar()
        window.tintColor = .systemGreen
        window.layoutIfNeeded()
        bar.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(bar.subviews[0].backgroundColor == .systemGreen)
        bar.progressTintColor = .systemRed
        bar.trackTintColor = .black
        #expect(bar.subviews[0].backgroundColor == .systemRed && bar.backgroundColor == .black)
    }
}
