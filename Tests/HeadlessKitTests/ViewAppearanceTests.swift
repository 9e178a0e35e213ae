import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@MainActor @Suite struct ViewAppearanceTests {
    @Test("Layer values: negative radius and width count as 0, masksToBounds is clipsToBounds")
    func layerValues() {
        let view = View()
        view.layer.cornerRadius = -4
        view.layer.borderWidth = -1
        view.layer.shadowOpacity = 3
        #expect(view.layer.cornerRadius == 0)
        #expect(view.layer.borderWidth == 0)
        #expect(view.layer.shadowOpacity == 1)
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        #expect(view.layer === view.layer)
    }

    @Test("A NaN corner radius stops, naming the view")
    func nanCornerRadiusStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            View().layer.cornerRadius = .nan
        }
    }

    @Test(
        "System colours and text styles have iOS's values (UIKit: UIColor.systemBlue, UIFont.preferredFont(forTextStyle:))"
    )
    func systemValues() {
        #expect(Color.systemPink.hexString == "#FF2D55")
        #expect(Color.systemBackground == .white)
        #expect(Color.white.cgColor == .white)
        #expect(
            Font.preferredFont(forTextStyle: .headline)
                == .systemFont(ofSize: 17, weight: .semibold))
        #expect(Font.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    }

    /// Margins of 8 inside a 200×100 view, and its 47 pt top safe area below a notch:
    /// the margins guide starts at y = 47 + 8.
    @Test(
        "The margins guide is the bounds less the margins and the safe area (UIKit: UIView.layoutMarginsGuide)"
    )
    func marginsGuide() {
        let window = Window(size: CGSize(width: 200, height: 400))
        window.safeAreaInsets = EdgeInsets(top: 47)
        let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(container)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(content)
        let guide = container.layoutMarginsGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 8, y: 55, width: 184, height: 10))
        container.directionalLayoutMargins = DirectionalEdgeInsets(
            top: 0, leading: 20, bottom: 0, trailing: 10)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 20, y: 47, width: 170, height: 10))
    }

    @Test(
        "Content pinned to the content layout guide sets the content size (UIKit: UIScrollView.contentLayoutGuide)"
    )
    func contentLayoutGuide() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let scroll = ScrollView(frame: window.bounds)
        window.addSubview(scroll)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 1000))
    }

    @Test(
        "A view pinned to the frame layout guide stays still while the content scrolls (UIKit: UIScrollView.frameLayoutGuide)"
    )
    func frameLayoutGuideStaysStill() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let scroll = ScrollView(frame: window.bounds)
        window.addSubview(scroll)
        let content = View()
        let badge = View()
        for view in [content, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(view)
        }
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(
                equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 290, y: 10, width: 20, height: 20))
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        window.layoutIfNeeded()
        // In content coordinates the badge moved with the offset; on screen it did not move.
        #expect(badge.frame == CGRect(x: 290, y: 310, width: 20, height: 20))
        #expect(
            badge.convert(badge.bounds, to: window) == CGRect(x: 290, y: 10, width: 20, height: 20))
        #expect(scroll.contentSize == CGSize(width: 320, height: 2000))
        window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.2)
        window.settle()
        #expect(scroll.contentOffset.y > 300)
        let onScreen = badge.convert(badge.bounds, to: window)
        #expect(abs(onScreen.minY - 10) < 1e-6 && onScreen.minX == 290)
    }

    @Test(
        "System spacing below is 8 pt per multiple; a label's first baseline is its top plus the ascender (UIKit: constraint(equalToSystemSpacingBelow:multiplier:))"
    )
    func systemSpacingAndBaseline() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let label = Label()
        label.text = "Title"
        label.font = .systemFont(ofSize: 20)
        label.translatesAutoresizingMaskIntoConstraints = false
        let below = View()
        below.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(label)
        window.addSubview(below)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            below.topAnchor.constraint(
                equalToSystemSpacingBelow: label.firstBaselineAnchor, multiplier: 2),
            below.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        // 10 + ascender 19 + 16
        #expect(below.frame.minY == 45)
    }

    @Test(
        "A view controller made with init(nibName:bundle:) loads its view (UIKit: UIViewController.init(nibName:bundle:))"
    )
    func nibNameInit() {
        final class Screen: ViewController {
            var loaded = false
            init() { super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func viewDidLoad() {
                super.viewDidLoad()
                loaded = true
            }
        }
        let screen = Screen()
        _ = screen.view
        #expect(screen.loaded)
    }
}

@MainActor @Suite struct ViewAppearanceDumpTests {
    @Test(
        "The SVG rounds corners and draws the border inside the bounds (UIKit: CALayer.cornerRadius, borderWidth)"
    )
    func svgLayer() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let avatar = View(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        avatar.backgroundColor = .systemGray5
        avatar.layer.cornerRadius = 100
        avatar.layer.borderWidth = 2
        avatar.layer.borderColor = Color.white.cgColor
        window.addSubview(avatar)
        let svg = window.svg(SVGOptions(showsOutlines: false))
        #expect(
            svg.contains(
                "<rect x=\"10\" y=\"10\" width=\"80\" height=\"80\" rx=\"40\" fill=\"#E5E5EA\"/>"))
        #expect(
            svg.contains(
                "<rect x=\"11\" y=\"11\" width=\"78\" height=\"78\" rx=\"40\" fill=\"none\" stroke=\"#FFFFFF\" stroke-width=\"2\"/>"
            ))
    }

    @Test("Dumps show a non-default content mode and line break mode")
    func dumpProperties() {
        let image = ImageView(image: Image(named: "avatar", size: CGSize(width: 10, height: 10)))
        image.contentMode = .scaleAspectFill
        let label = Label(text: "Hi")
        label.lineBreakMode = .byWordWrapping
        #expect(image.treeDescription().contains("contentMode=scaleAspectFill"))
        #expect(label.treeDescription().contains("lineBreak=byWordWrapping"))
        #expect(!Label(text: "Hi").treeDescription().contains("lineBreak"))
    }
}
