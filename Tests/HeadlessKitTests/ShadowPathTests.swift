// Layer shadow paths (UIKit: `CALayer.shadowPath` set from a `UIBezierPath`'s `cgPath`), the
// Bézier paths they are built from, and the system colours' dark values.
import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite struct ShadowPathTests {
    @Test(
        "A rounded-rect path is four lines and four quarter curves inside its rect; a radius past half the shorter side is cut to it, a negative one counts as 0 (UIKit: UIBezierPath(roundedRect:cornerRadius:))"
    )
    func roundedRectPath() {
        let path = BezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 12)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(path.elements.first == .move(to: CGPoint(x: 12, y: 0)))
        #expect(path.elements.filter { if case .curve = $0 { true } else { false } }.count == 4)
        #expect(path.elements.last == .closeSubpath)
        let capped = BezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 500)
        #expect(capped.elements.first == .move(to: CGPoint(x: 20, y: 0)))
        let square = BezierPath(
            roundedRect: CGRect(x: 5, y: 5, width: 10, height: 10), cornerRadius: -3)
        #expect(square.elements.filter { if case .curve = $0 { true } else { false } }.isEmpty)
        // A rect with a negative size is standardized.
        #expect(
            BezierPath(rect: CGRect(x: 10, y: 10, width: -10, height: -10)).bounds
                == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(BezierPath().bounds.isNull)
        #expect(
            BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 80)).bounds
                == CGRect(x: 0, y: 0, width: 80, height: 80))
    }

    @Test(
        "Lines, curves and arcs build a path; an arc's first point joins the current point with a line (UIKit: addLine(to:), addCurve, addArc(withCenter:radius:startAngle:endAngle:clockwise:))"
    )
    func buildingPaths() {
        let path = BezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addArc(
            withCenter: CGPoint(x: 10, y: 10), radius: 10, startAngle: -.pi / 2, endAngle: 0,
            clockwise: true)
        #expect(path.elements.count == 4)  // move, line, line to the arc's start, one curve
        #expect(abs(path.currentPoint.x - 20) < 1e-9 && abs(path.currentPoint.y - 10) < 1e-9)
        path.addQuadCurve(to: CGPoint(x: 0, y: 20), controlPoint: CGPoint(x: 20, y: 20))
        path.close()
        #expect(path.currentPoint == .zero)
        let circle = BezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: 2 * .pi,
            clockwise: true)
        #expect(circle.elements.count == 5)  // a move and four quarter curves
        // The copy a layer is given does not change with the path.
        let copy = path.cgPath
        path.removeAllPoints()
        #expect(copy.elements.count == 6 && path.isEmpty)
    }

    @Test("A NaN or infinite point stops, naming the method and the point (programmer error)")
    func nonFinitePointsStop() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { BezierPath().move(to: CGPoint(x: CGFloat.nan, y: 0)) }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = BezierPath(rect: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
            }
        }
    }

    @Test(
        "A layer keeps a copy of its shadowPath, and the tree dump prints its bounds (UIKit: CALayer.shadowPath)"
    )
    func shadowPathIsStoredAndDumped() {
        let card = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        let path = BezierPath(roundedRect: card.bounds, cornerRadius: 12)
        card.layer.shadowPath = path.cgPath
        path.removeAllPoints()
        #expect(card.layer.shadowPath?.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(
            card.treeDescription() == "View (10 20; 100 50) shadowPath=(0 0; 100 50)\n"
                || card.treeDescription() == "View (10 20; 100 50) shadowPath=(0 0; 100 50)")
        card.layer.shadowPath = BezierPath()
        #expect(card.treeDescription().contains("shadowPath=empty"))
        card.layer.shadowPath = nil
        #expect(!card.treeDescription().contains("shadowPath"))
    }

    @Test(
        "With a shadowPath, the SVG shadow is that shape, moved by shadowOffset, in shadowColor at shadowOpacity and blurred, instead of a filter on the layer's content; an empty path casts none (UIKit: CALayer.shadowPath)"
    )
    func svgDrawsTheShadowPath() {
        let window = Window(size: CGSize(width: 200, height: 200))
        let card = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 0.5
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.layer.shadowRadius = 4
        window.addSubview(card)
        let content = window.svg()
        #expect(content.contains("feMerge"))
        card.layer.shadowPath = BezierPath(rect: card.bounds).cgPath
        let shaped = window.svg()
        #expect(!shaped.contains("feMerge"))
        #expect(
            shaped.contains(
                "<path d=\"M10 22L110 22L110 72L10 72Z\" fill=\"#000000\" fill-opacity=\"0.5\" filter=\"url(#shadow1)\"/>"
            ))
        #expect(shaped.contains("<feGaussianBlur stdDeviation=\"2\"/>"))
        // The shadow is drawn before (behind) the card's background.
        let shadowAt = shaped.range(of: "<path d=\"M10 22")!.lowerBound
        let backgroundAt = shaped.range(of: "<rect x=\"10\" y=\"20\"")!.lowerBound
        #expect(shadowAt < backgroundAt)
        card.layer.shadowRadius = 0
        #expect(window.svg().contains("fill-opacity=\"0.5\"/>"))
        card.layer.shadowPath = BezierPath()
        #expect(!window.svg().contains("fill-opacity=\"0.5\""))
        #expect(!window.svg(SVGOptions(drawsShadows: false)).contains("M10 22"))
    }

    @Test(
        "System colours resolve to Apple's dark values in a dark trait collection and keep their light values otherwise; equality compares the light values (UIKit: resolvedColor(with:), systemGray2...systemGray6)"
    )
    func systemColorsHaveDarkValues() {
        let dark = TraitCollection(userInterfaceStyle: .dark)
        let light = TraitCollection(userInterfaceStyle: .light)
        let table: [(Color, Color, Color)] = [
            (.systemGray2, Color(hex: 0xAEAEB2), Color(hex: 0x636366)),
            (.systemGray3, Color(hex: 0xC7C7CC), Color(hex: 0x48484A)),
            (.systemGray4, Color(hex: 0xD1D1D6), Color(hex: 0x3A3A3C)),
            (.systemGray5, Color(hex: 0xE5E5EA), Color(hex: 0x2C2C2E)),
            (.systemGray6, Color(hex: 0xF2F2F7), Color(hex: 0x1C1C1E)),
            (.systemBlue, Color(hex: 0x007AFF), Color(hex: 0x0A84FF)),
            (.link, Color(hex: 0x007AFF), Color(hex: 0x0984FF)),
            (.label, Color(white: 0), Color(white: 1)),
            (.systemGroupedBackground, Color(hex: 0xF2F2F7), Color(hex: 0x000000)),
            (.secondarySystemGroupedBackground, Color(white: 1), Color(hex: 0x1C1C1E)),
            (.tertiarySystemGroupedBackground, Color(hex: 0xF2F2F7), Color(hex: 0x2C2C2E)),
            (.separator, Color(hex: 0x3C3C43, alpha: 0.29), Color(hex: 0x545458, alpha: 0.6)),
            (.opaqueSeparator, Color(hex: 0xC6C6C8), Color(hex: 0x38383A)),
            (.systemFill, Color(hex: 0x787880, alpha: 0.2), Color(hex: 0x787880, alpha: 0.36)),
            (
                .quaternarySystemFill, Color(hex: 0x747480, alpha: 0.08),
                Color(hex: 0x767680, alpha: 0.18)
            ),
        ]
        for (color, lightValue, darkValue) in table {
            #expect(color == lightValue)
            #expect(color.resolvedColor(with: light) == lightValue)
            #expect(color.resolvedColor(with: TraitCollection()) == lightValue)
            #expect(color.resolvedColor(with: dark) == darkValue)
        }
        // Same light value, different dark ones: still equal, as they draw the same here.
        #expect(Color.systemGray6 == Color.systemGroupedBackground)
        #expect(Set([Color.systemGray6, Color.systemGroupedBackground]).count == 1)
        // A colour made from components has one appearance.
        #expect(Color(hex: 0x123456).resolvedColor(with: dark) == Color(hex: 0x123456))
        #expect(Color.tintColor.resolvedColor(with: dark) == Color(hex: 0x0A84FF))
    }
}
