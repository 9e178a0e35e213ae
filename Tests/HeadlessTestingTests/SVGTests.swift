import Foundation
import Testing

@testable import HeadlessKit

@Suite struct XMLCheckTests {
    @Test("The test's XML check catches unbalanced tags, unquoted values and raw < or &")
    func catchesProblems() {
        #expect(xmlProblem("<a><b x=\"1\"/>text &amp; more</a>") == nil)
        #expect(xmlProblem("<a><b></a>") != nil)
        #expect(xmlProblem("<a x=1/>") != nil)
        #expect(xmlProblem("<a>1 & 2</a>") != nil)
        #expect(xmlProblem("<a>1 < 2</a>") != nil)
        #expect(xmlProblem("<a x=\"<\"/>") != nil)
        #expect(xmlProblem("<a/><b/>") != nil)
        #expect(xmlProblem("<a>") != nil)
    }
}

@MainActor @Suite struct SVGTests {
    /// A 200×100 window: a blue header with a centred title, a clipping strip scrolled by 30
    /// holding a half-transparent red box, and a hidden view.
    func makeWindow() -> Window {
        let window = Window(size: CGSize(width: 200, height: 100))
        let header = View(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        header.backgroundColor = .blue
        window.addSubview(header)
        let title = Label(text: "Hi")
        title.frame = CGRect(x: 0, y: 10, width: 200, height: 20)
        title.textAlignment = .center
        title.textColor = .white
        header.addSubview(title)
        let strip = View(frame: CGRect(x: 0, y: 40, width: 200, height: 60))
        strip.clipsToBounds = true
        strip.bounds.origin.x = 30
        window.addSubview(strip)
        let box = View(frame: CGRect(x: 10, y: 5, width: 50, height: 50))
        box.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        box.alpha = 0.5
        strip.addSubview(box)
        let hidden = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        hidden.backgroundColor = .green
        hidden.isHidden = true
        window.addSubview(hidden)
        return window
    }

    @Test(
        "Frames in window coordinates, clipping with numbered ids, opacity groups, text, no hidden views"
    )
    func picture() {
        let svg = makeWindow().svg()
        #expect(
            svg == """
                <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">
                <rect x="0" y="0" width="200" height="40" fill="#0000FF"/>
                <text x="100" y="26.12" font-family="system-ui, sans-serif" font-size="17" text-anchor="middle" fill="#FFFFFF">Hi</text>
                <clipPath id="clip1"><rect x="0" y="40" width="200" height="60"/></clipPath>
                <g clip-path="url(#clip1)">
                <g opacity="0.5">
                <rect x="-20" y="45" width="50" height="50" fill="#FF0000" fill-opacity="0.5"/>
                </g>
                </g>
                </svg>

                """)
        #expect(xmlProblem(svg) == nil)
    }

    @Test("Text is escaped; control characters become U+FFFD; multi-line text uses tspans")
    func escaping() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let label = Label(text: "a < b & \"c\" 'd' \u{1}")
        window.addSubview(label)
        let multi = Label()
        multi.text = "one\n<two>"
        multi.numberOfLines = 0
        multi.frame = CGRect(x: 0, y: 50, width: 100, height: 50)
        multi.font = .boldSystemFont(ofSize: 10)
        multi.textAlignment = .right
        window.addSubview(multi)
        let svg = window.svg()
        #expect(svg.contains(">a &lt; b &amp; &quot;c&quot; &apos;d&apos; \u{FFFD}</text>"))
        #expect(
            svg.contains(
                "<text x=\"100\" y=\"72.6\" font-family=\"system-ui, sans-serif\" font-size=\"10\" font-weight=\"700\" text-anchor=\"end\" fill=\"#000000\"><tspan x=\"100\" y=\"72.6\">one</tspan><tspan x=\"100\" y=\"84.6\">&lt;two&gt;</tspan></text>"
            ))
        #expect(xmlProblem(svg) == nil)
        let named = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        named.accessibilityIdentifier = "<&>"
        window.addSubview(named)
        #expect(xmlProblem(window.svg(.outline)) == nil)
    }

    @Test("Outline mode draws every shown frame with its name; ids take the prefix")
    func outlines() {
        let window = makeWindow()
        window.subviews[0].debugName = "Header"
        let svg = window.svg(SVGOptions(showsOutlines: true, drawsText: false, idPrefix: "f1-"))
        #expect(svg.contains(">Header</text>"))
        #expect(
            svg.contains(
                "<rect x=\"-20\" y=\"45\" width=\"50\" height=\"50\" fill=\"none\" stroke=\"#FF00FF\" stroke-width=\"0.5\"/>"
            ))
        #expect(svg.contains("<clipPath id=\"f1-clip1\">"))
        #expect(svg.contains("url(#f1-clip1)"))
        #expect(!svg.contains(">Hi<"))
        // Hidden views are not outlined either.
        #expect(svg.components(separatedBy: "stroke=\"#FF00FF\"").count - 1 == 5)
        #expect(xmlProblem(svg) == nil)
    }

    @Test("A subtree's picture covers its frame in window coordinates")
    func subtree() {
        let window = makeWindow()
        let strip = window.subviews[1]
        let svg = strip.svg(SVGOptions(canvasColor: .white))
        #expect(
            svg.hasPrefix(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"60\" viewBox=\"0 40 200 60\">\n<rect x=\"0\" y=\"40\" width=\"200\" height=\"60\" fill=\"#FFFFFF\"/>"
            ))
    }

    @Test(
        "Page controls draw one dot per page, the current one in its colour; images a placeholder")
    func dotsAndImages() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let dots = PageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
        dots.numberOfPages = 3
        dots.currentPage = 1
        window.addSubview(dots)
        let image = ImageView(image: Image(named: "cat", size: CGSize(width: 10, height: 10)))
        image.frame.origin.y = 50
        window.addSubview(image)
        let svg = window.svg()
        #expect(
            svg.contains(
                """
                <circle cx="34" cy="13" r="3.5" fill="#FFFFFF" fill-opacity="0.3"/>
                <circle cx="50" cy="13" r="3.5" fill="#FFFFFF"/>
                <circle cx="66" cy="13" r="3.5" fill="#FFFFFF" fill-opacity="0.3"/>
                """))
        #expect(svg.contains("<path d=\"M0 50L10 60M10 50L0 60\""))
        #expect(xmlProblem(svg) == nil)
    }

    @Test("Float noise is rounded away: numbers print to 1/1000")
    func numbers() {
        #expect(svgNumber(0.1 + 0.2) == "0.3")
        #expect(svgNumber(1.0 / 3.0) == "0.333")
        #expect(svgNumber(-0.0001) == "0")
    }
}
