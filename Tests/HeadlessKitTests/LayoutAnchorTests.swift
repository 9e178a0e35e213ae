import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Anchors and layout guides across axes and views: ratios between dimensions, and the safe-area
/// guide of a view that constraints place.
@MainActor @Suite struct LayoutAnchorTests {
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

}
