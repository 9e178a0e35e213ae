import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Code written for UIKit gives UIKit's answer: each test is a rule that ported code relies on.
@MainActor @Suite struct LayoutAnchorTests {
    @Test(
        "Resetting the translation to zero on each change keeps the velocity (UIKit: UIPanGestureRecognizer.setTranslation(_:in:))"
    )
    func setTranslationKeepsVelocity() {
        let window = Window(size: CGSize(width: 400, height: 400))
        let view = View(frame: window.bounds)
        window.addSubview(view)
        var velocities: [CGFloat] = []
        var total: CGFloat = 0
        var endVelocity: CGFloat = 0
        let pan = PanGestureRecognizer { recognizer in
            let pan = recognizer as! PanGestureRecognizer
            total += pan.translation(in: view).x
            pan.setTranslation(.zero, in: view)
            // Read after the reset, as a card-dragging handler does when it lets go.
            if pan.state == .changed { velocities.append(pan.velocity(in: view).x) }
            if pan.state == .ended { endVelocity = pan.velocity(in: view).x }
        }
        view.addGestureRecognizer(pan)
        // 200 pt in 0.5 s, then lifted at the end of the path: 400 pt/s throughout.
        window.drag(
            along: [CGPoint(x: 50, y: 100), CGPoint(x: 250, y: 100)], duration: 0.5)
        #expect(velocities.count > 10)
        #expect(velocities.dropFirst(3).allSatisfy { abs($0 - 400) < 1 })
        #expect(abs(endVelocity - 400) < 1)
        #expect(abs(total - 200) < 1e-6)
    }

    /// A 100 pt tall header pinned by constraints to the top of a 390×844 window whose top
    /// safe area is 47 pt:
    ///
    ///     +-- window ------+
    ///     |## 47 notch ####|  header.safeAreaInsets.top == 47
    ///     |  header (100)  |
    ///     +----------------+
    @Test(
        "A view placed by constraints at the top of the window has the window's top safe area (UIKit: UIView.safeAreaLayoutGuide, safeAreaInsetsDidChange())"
    )
    func safeAreaOfConstraintPlacedView() {
        final class Header: View {
            var changes = 0
            override func safeAreaInsetsDidChange() {
                super.safeAreaInsetsDidChange()
                changes += 1
            }
        }
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let header = Header()
        header.translatesAutoresizingMaskIntoConstraints = false
        let title = View()
        title.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(header)
        header.addSubview(title)
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: window.topAnchor),
            header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 100),
            title.topAnchor.constraint(equalTo: header.safeAreaLayoutGuide.topAnchor),
            title.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            title.widthAnchor.constraint(equalToConstant: 50),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(header.safeAreaInsets.top == 47)
        #expect(header.safeAreaLayoutGuide.layoutFrame.minY == 47)
        #expect(title.frame.minY == 47)
        #expect(header.changes == 1)
        // Moving the header below the notch gives its safe area back.
        window.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        #expect(title.frame.minY == 20)
        #expect(header.changes == 2)
    }

    /// 10 pt font: 5 pt per character, 12 pt per line. "aaaa bbbb cccc dddd eeee" is 120 pt on
    /// one line; at 100 pt it wraps to two lines (24 pt), at 50 pt to three (36 pt).
    @Test(
        "A multi-line label whose width comes from constraints wraps at the solved width (UIKit: UILabel.preferredMaxLayoutWidth)"
    )
    func multilineLabelWrapsAtSolvedWidth() {
        let window = Window(size: CGSize(width: 120, height: 400))
        let label = Label()
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.text = "aaaa bbbb cccc dddd eeee"
        label.translatesAutoresizingMaskIntoConstraints = false
        let below = View()
        below.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        window.addSubview(below)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: window.topAnchor),
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -10),
            below.topAnchor.constraint(equalTo: label.bottomAnchor),
            below.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 10, y: 0, width: 100, height: 24))
        #expect(below.frame.minY == 24)
        // An explicit preferredMaxLayoutWidth wins: 50 pt holds one word a line.
        label.preferredMaxLayoutWidth = 50
        window.layoutIfNeeded()
        #expect(label.frame.height == 36)
    }

    @Test(
        "A height can be a multiple of a width: an aspect ratio (UIKit: NSLayoutDimension.constraint(equalTo:multiplier:))"
    )
    func aspectRatioAcrossAxes() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let video = View()
        video.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(video)
        LayoutConstraint.activate([
            video.topAnchor.constraint(equalTo: window.topAnchor),
            video.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            video.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            video.heightAnchor.constraint(equalTo: video.widthAnchor, multiplier: 9 / 16),
        ])
        window.layoutIfNeeded()
        #expect(video.frame == CGRect(x: 0, y: 0, width: 320, height: 180))
    }

    @Test("A position still cannot equal a dimension (UIKit: NSLayoutConstraint)")
    func positionToDimensionStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let view = View()
            _ = LayoutConstraint(
                item: view, attribute: .top, relatedBy: .equal, toItem: view,
                attribute: .width)
        }
    }
}
