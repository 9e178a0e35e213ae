import Foundation
import Testing

@testable import HeadlessKit

@MainActor @Suite struct ViewGeometryTests {
    @Test("frame, bounds and center stay consistent (UIKit G3–G6)")
    func workedExample() {
        let superview = View()
        let view = View()
        superview.addSubview(view)
        view.frame = CGRect(x: 10, y: 10, width: 20, height: 30)
        #expect(view.center == CGPoint(x: 20, y: 25))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 20, height: 30))

        view.bounds.origin = CGPoint(x: 5, y: 5)  // G5: frame and center unchanged
        #expect(view.frame == CGRect(x: 10, y: 10, width: 20, height: 30))
        #expect(view.center == CGPoint(x: 20, y: 25))

        view.bounds.size = CGSize(width: 10, height: 10)  // G4: keeps center
        #expect(view.center == CGPoint(x: 20, y: 25))
        #expect(view.frame == CGRect(x: 15, y: 20, width: 10, height: 10))
        #expect(view.bounds == CGRect(x: 5, y: 5, width: 10, height: 10))

        view.frame.size = CGSize(width: 20, height: 20)  // G3: bounds.origin unchanged
        #expect(view.frame == CGRect(x: 15, y: 20, width: 20, height: 20))
        #expect(view.center == CGPoint(x: 25, y: 30))
        #expect(view.bounds == CGRect(x: 5, y: 5, width: 20, height: 20))
    }

    @Test("Setting center moves the frame and keeps its size (UIKit G6)")
    func centerMovesFrame() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 10))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 80, y: 95, width: 40, height: 10))
    }

    @Test("An odd bounds size gives center a fractional part, not rounded (UIKit G8)")
    func fractionalCenter() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 5, height: 7))
        #expect(view.center == CGPoint(x: 2.5, y: 3.5))
    }

    @Test("Defaults match UIView's documented defaults")
    func defaults() {
        let view = View()
        #expect(view.alpha == 1)
        #expect(!view.isHidden)
        #expect(view.isUserInteractionEnabled)
        #expect(!view.clipsToBounds)
        #expect(view.tag == 0)
        #expect(view.autoresizesSubviews)
        #expect(view.autoresizingMask == [])
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(View.noIntrinsicMetric == -1)
        #expect(!Label().isUserInteractionEnabled)
        #expect(!ImageView().isUserInteractionEnabled)
    }

    @Test("alpha is clamped to 0...1")
    func alphaClamped() {
        let view = View()
        view.alpha = 2
        #expect(view.alpha == 1)
        view.alpha = -1
        #expect(view.alpha == 0)
    }

    @Test("sizeThatFits returns the current size; sizeToFit keeps the origin (UIKit L7)")
    func sizeThatFits() {
        let view = View(frame: CGRect(x: 3, y: 4, width: 50, height: 60))
        #expect(view.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 50, height: 60))
        let label = Label(frame: CGRect(x: 3, y: 4, width: 0, height: 0))
        label.text = "Hello"
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 3, y: 4, width: 42.5, height: 20.5))
    }

    @Test("A NaN frame stops with a message naming the view")
    func nanFrameStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let view = View()
            view.accessibilityIdentifier = "badge"
            view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        }
    }

    @Test("An infinite center stops")
    func infiniteCenterStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            View().center = CGPoint(x: CGFloat.infinity, y: 0)
        }
    }

    @Test("A NaN bounds stops")
    func nanBoundsStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            View().bounds.origin.y = CGFloat.nan
        }
    }
}

@MainActor @Suite struct ConversionTests {
    /// root (0,0,375,667) ⊃ scroll (0,100,375,400) scrolled to y=250 ⊃ cell (16,300,343,80)
    ///
    ///     +- root ----------+
    ///     |                 |
    ///     | +- scroll ----+ |  y=100, shows content from y=250
    ///     | | +- cell --+ | |  content y=300 → root y=150
    ///     | | +---------+ | |
    ///     | +-------------+ |
    ///     +-----------------+
    func makeTree() -> (View, View, View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let scroll = View(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
        scroll.bounds.origin = CGPoint(x: 0, y: 250)
        let cell = View(frame: CGRect(x: 16, y: 300, width: 343, height: 80))
        root.addSubview(scroll)
        scroll.addSubview(cell)
        return (root, scroll, cell)
    }

    @Test("convert(_:to:) goes up through bounds origins (UIKit C2)")
    func workedExample() {
        let (root, scroll, cell) = makeTree()
        #expect(cell.convert(CGPoint(x: 10, y: 10), to: scroll) == CGPoint(x: 26, y: 310))
        #expect(cell.convert(CGPoint(x: 10, y: 10), to: root) == CGPoint(x: 26, y: 160))
        #expect(root.convert(CGPoint(x: 26, y: 160), to: cell) == CGPoint(x: 10, y: 10))
        #expect(cell.convert(CGPoint(x: 26, y: 160), from: root) == CGPoint(x: 10, y: 10))
    }

    @Test("nil means the root of the tree (UIKit C1/C4)")
    func nilIsRoot() {
        let (root, _, cell) = makeTree()
        #expect(cell.convert(CGPoint.zero, to: nil) == CGPoint(x: 16, y: 150))
        #expect(cell.convert(CGPoint(x: 16, y: 150), from: nil) == .zero)
        withExtendedLifetime(root) {}
    }

    @Test("Rects convert by their origin; sizes are unchanged (identity transform)")
    func rects() {
        let (root, _, cell) = makeTree()
        let rect = cell.convert(cell.bounds, to: root)
        #expect(rect == CGRect(x: 16, y: 150, width: 343, height: 80))
        #expect(root.convert(rect, to: cell) == cell.bounds)
    }

    @Test("Converting between two trees stops with both views named")
    func differentTreesStop() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            _ = View().convert(CGPoint.zero, to: View())
        }
    }
}
