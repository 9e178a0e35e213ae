import Foundation
import Testing

@testable import HeadlessKit

@MainActor @Suite struct SVGShadowTests {
    func card(in window: Window) -> View {
        let card = View(frame: CGRect(x: 20, y: 20, width: 100, height: 50))
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        window.addSubview(card)
        return card
    }

    @Test(
        "A layer shadow is a filter on the view's group: its alpha blurred by half the radius, moved by the offset, in the colour at the opacity (UIKit: CALayer.shadowRadius, shadowOffset, shadowOpacity)"
    )
    func shadowFilter() {
        let window = Window(size: CGSize(width: 200, height: 100))
        _ = card(in: window)
        let svg = window.svg(SVGOptions(idPrefix: "p-"))
        #expect(
            svg.contains(
                """
                <filter id="p-shadow1" x="-0.07" y="-0.18" width="1.14" height="1.36">\
                <feGaussianBlur in="SourceAlpha" stdDeviation="2"/><feOffset dx="0" dy="2" result="blur"/>\
                <feFlood flood-color="#000000" flood-opacity="0.5"/><feComposite in2="blur" operator="in"/>\
                <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
                <g filter="url(#p-shadow1)">
                <rect x="20" y="20" width="100" height="50" rx="8" fill="#FFFFFF"/>
                </g>
                """))
        #expect(xmlProblem(svg) == nil)
        #expect(!window.svg(SVGOptions(drawsShadows: false)).contains("filter"))
    }

    @Test(
        "A layer that masks to bounds clips its own shadow away: the clip applies after the filter (UIKit: CALayer.masksToBounds)"
    )
    func clippedShadow() {
        let window = Window(size: CGSize(width: 200, height: 100))
        card(in: window).layer.masksToBounds = true
        let svg = window.svg()
        #expect(svg.contains("<g filter=\"url(#shadow1)\" clip-path=\"url(#clip1)\">"))
        #expect(xmlProblem(svg) == nil)
    }

    @Test(
        "No shadow without opacity or colour, or with an offset that is not finite; a huge blur is capped; a negative radius is 0 (UIKit: shadowOpacity 0 by default)"
    )
    func hostileShadows() {
        let window = Window(size: CGSize(width: 200, height: 100))
        let view = card(in: window)
        view.layer.shadowOpacity = Float.nan
        #expect(!window.svg().contains("<filter"))
        view.layer.shadowOpacity = 1
        view.layer.shadowColor = nil
        #expect(!window.svg().contains("<filter"))
        view.layer.shadowColor = .black
        for offset in [
            CGSize(width: CGFloat.nan, height: 0), CGSize(width: 0, height: CGFloat.infinity),
            CGSize(width: -CGFloat.infinity, height: 0),
        ] {
            view.layer.shadowOffset = offset
            #expect(!window.svg().contains("<filter"))
        }
        view.layer.shadowOffset = .zero
        view.layer.shadowRadius = 1e12
        var svg = window.svg()
        #expect(svg.contains("stdDeviation=\"500\""))
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        view.layer.shadowRadius = -5
        svg = window.svg()
        #expect(svg.contains("stdDeviation=\"0\""))
        // A zero-sized view still gets finite margins.
        view.frame.size = .zero
        svg = window.svg()
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        #expect(xmlProblem(svg) == nil)
    }

    @Test("Shadow ids are numbered in drawing order, so the picture is the same every time")
    func deterministicIDs() {
        let window = Window(size: CGSize(width: 200, height: 100))
        _ = card(in: window)
        _ = card(in: window)
        let svg = window.svg()
        #expect(svg.contains("id=\"shadow1\"") && svg.contains("id=\"shadow2\""))
        #expect(svg == window.svg())
    }
}
