import Foundation
import HeadlessKit
import Testing

/// The README's constraint example, verbatim.
@MainActor @Test func aHeaderPinnedWithConstraints() {
    let window = Window(size: CGSize(width: 390, height: 844))
    window.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
    let header = Label(text: "Inbox", font: .boldSystemFont(ofSize: 34))
    header.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(header)
    let top = header.topAnchor.constraint(
        equalTo: window.safeAreaLayoutGuide.topAnchor, constant: 8)
    LayoutConstraint.activate([
        top,
        header.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
    ])
    window.layoutIfNeeded()
    // "Inbox" is 5 × 17 wide and 1.2 × 34 high.
    #expect(header.frame == CGRect(x: 16, y: 55, width: 85, height: 41))

    top.constant = -40  // an in-place solver edit, as cheap as UIKit's
    window.layoutIfNeeded()
    #expect(header.frame.minY == 7)
}
