// `swift run pager-demo`: composes screens on HeadlessKit, plays them on the virtual clock and
// prints their trees. Each widget adds a scene here as it lands.

import Foundation
import HeadlessKit
import HeadlessPagers
import HeadlessTesting

/// A profile header: avatar, name, a tab strip whose indicator slides under the selected tab.
@MainActor
final class ProfileHeaderController: ViewController {
    let avatar = ImageView(image: Image(named: "avatar", size: CGSize(width: 64, height: 64)))
    let name = Label(text: "HeadlessKit", font: .boldSystemFont(ofSize: 20))
    let tabs = ["Posts", "Likes", "ニュース"].map { Label(text: $0, font: .systemFont(ofSize: 15)) }
    let indicator = View()
    var selected = 0

    override func viewDidLoad() {
        view.backgroundColor = .white
        avatar.accessibilityIdentifier = "avatar"
        name.accessibilityIdentifier = "name"
        indicator.debugName = "Indicator"
        indicator.backgroundColor = .systemBlue
        view.addSubview(avatar)
        view.addSubview(name)
        for (index, tab) in tabs.enumerated() {
            tab.tag = index + 1
            tab.textAlignment = .center
            view.addSubview(tab)
        }
        view.addSubview(indicator)
    }

    override func viewDidLayoutSubviews() {
        let width = view.bounds.width
        avatar.frame.origin = CGPoint(x: 16, y: 60)
        name.frame.origin = CGPoint(x: 96, y: 80)
        let tabWidth = width / CGFloat(tabs.count)
        for (index, tab) in tabs.enumerated() {
            tab.frame = CGRect(x: CGFloat(index) * tabWidth, y: 140, width: tabWidth, height: 44)
        }
        indicator.frame = CGRect(
            x: CGFloat(selected) * tabWidth, y: 182, width: tabWidth, height: 2)
    }

    /// Moves the indicator under tab `index` with the tab pager's spring.
    func select(_ index: Int) {
        selected = index
        View.animate(
            withDuration: 0.4, usingSpringWithDamping: 1, initialSpringVelocity: 1,
            animations: {
                self.view.setNeedsLayout()
                self.view.layoutIfNeeded()
            })
    }
}

/// Where the demo writes its pictures: `pager-demo-output/` in the current folder, or the
/// folder given as the first argument.
let outputFolder = URL(
    fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "pager-demo-output",
    isDirectory: true)

@MainActor
func write(_ text: String, to name: String) {
    let url = outputFolder.appendingPathComponent(name)
    do {
        try FileManager.default.createDirectory(at: outputFolder, withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        print("  wrote \(url.path)")
    } catch {
        print("  could not write \(url.path): \(error.localizedDescription)")
        exit(1)
    }
}

@MainActor
func runProfileHeaderScene() {
    print("== Profile header: the indicator slides to tab 3 on the virtual clock ==")
    let window = Window(size: CGSize(width: 390, height: 844))
    let header = ProfileHeaderController()
    window.rootViewController = header
    window.settle()
    print(window.treeDescription())

    let recorder = Recorder(window, view: header.view)
    recorder.capture(label: "before")
    header.select(2)
    print("model frame at once: \(header.indicator.frame.minX)   on screen, every 0.1 s:")
    for _ in 1...4 {
        window.advance(by: 0.1)
        recorder.capture()
        let x = header.indicator.presentationFrame.minX
        print(
            String(format: "  frame %3d  indicator x = %6.2f", window.clock.frameCount, Double(x)))
    }
    window.settle()
    recorder.capture(label: "settled")
    print("settled at frame \(window.clock.frameCount):")
    print(header.view.treeDescription(TreeDescriptionOptions(onlyVisible: true)))
    print(header.hierarchyDescription())
    write(window.svg(), to: "profile-header.svg")
    write(window.svg(.outline), to: "profile-header-outline.svg")
    write(recorder.filmstrip(), to: "profile-header-filmstrip.svg")
}

/// FOLIO's walkthrough: five pages; the phone slides in, then its screen scrolls at
/// 0.844 of the pages' speed; the page control follows and, tapped, scrolls the pages.
@MainActor
func runWalkthroughScene() {
    print("== Walkthrough: FOLIO's pager, its phone and its page control ==")
    let window = Window(size: WalkthroughView.referenceSize)
    let walkthrough = WalkthroughView(pageCount: 5, frame: window.bounds)
    let colors: [Color] = [.white, .systemBlue, .orange, .green, .yellow]
    for (index, page) in walkthrough.pages.enumerated() {
        page.backgroundColor = colors[index].withAlphaComponent(0.25)
        let caption = Label(text: "Page \(index + 1)", font: .boldSystemFont(ofSize: 20))
        caption.textAlignment = .center
        caption.frame = CGRect(x: 24, y: 40, width: page.bounds.width - 48, height: 28)
        caption.autoresizingMask = [.flexibleWidth]
        page.addSubview(caption)
    }
    for (index, screen) in walkthrough.screens.enumerated() {
        screen.image = Image(named: "screen\(index + 2)", size: CGSize(width: 750, height: 1334))
    }
    window.addSubview(walkthrough)
    window.settle()
    let offsets = TreeDescriptionOptions(
        onlyVisible: true, showsFrames: false, propertyFilter: .including(["offset", "page"]))
    func show(_ moment: String) {
        print("-- \(moment)")
        print(walkthrough.treeDescription(offsets), terminator: "")
    }
    show("start")

    let recorder = Recorder(window)
    recorder.capture(label: "start")
    recorder.captureEvery(frames: 15)
    window.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300), duration: 0.3)
    window.settle()
    recorder.stopCapturing()
    recorder.capture(label: "page 1")
    show("after a drag: the phone has slid in")

    window.fling(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -1500, y: 0))
    window.settle()
    recorder.capture(label: "page 2")
    show("after a fling: the screen scrolled one bezel page")

    let dots = walkthrough.pageControl.convert(walkthrough.pageControl.bounds, to: nil)
    window.tap(at: CGPoint(x: dots.maxX - 20, y: dots.midY))
    window.runFrames(18)
    recorder.capture(label: "tap: animating")
    window.settle()
    recorder.capture(label: "page 3")
    show("after a tap right of the current dot")
    write(window.svg(), to: "walkthrough.svg")
    write(recorder.filmstrip(), to: "walkthrough-filmstrip.svg")
}

/// A news page for the tab pager: a tall list in a tint, so the filmstrip shows which is which.
@MainActor
final class DemoNewsPage: ViewController, TabScrollContentScrollable {
    let list = ScrollView()
    var scrollView: ScrollView? { list }

    init(_ title: String, color: Color) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
        tabBarItem.title = title
        list.backgroundColor = color
    }

    override func viewDidLoad() {
        view.accessibilityIdentifier = title
        list.frame = view.bounds
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.contentSize = CGSize(width: 0, height: 3000)
        view.addSubview(list)
    }
}

/// NewsPicks-style infinite tabs: swipes round the loop, taps either side, the tree
/// at each step and a filmstrip.
@MainActor
func runTabScrollScene() {
    print("== Tab pager: a looping strip over a looping body ==")
    let window = Window(size: CGSize(width: 390, height: 844))
    let pager = TabScrollController()
    let titles = ["Top", "Tech", "Business", "Sports", "World"]
    let colors: [Color] = [
        .white, Color(hex: 0xE8F0FF), Color(hex: 0xFFF1E0), Color(hex: 0xE6F7EC),
        Color(hex: 0xF5E8FF),
    ]
    pager.setViewControllers(titles.enumerated().map { DemoNewsPage($1, color: colors[$0]) })
    window.rootViewController = pager
    window.settle()
    let options = TreeDescriptionOptions(
        maxDepth: 3, onlyVisible: true, showsFrames: false,
        propertyFilter: .including(["offset", "page", "tab", "loops", "current"]))
    let recorder = Recorder(window)
    func show(_ moment: String) {
        print("-- \(moment): tab \(pager.currentIndex ?? -1)")
        print(pager.view.treeDescription(options), terminator: "")
        recorder.capture(label: moment)
    }
    show("start")
    window.fling(from: CGPoint(x: 360, y: 500), velocity: CGPoint(x: -1500, y: 0))
    window.settle()
    show("swipe left")
    window.fling(from: CGPoint(x: 30, y: 500), velocity: CGPoint(x: 1500, y: 0))
    window.settle()
    window.fling(from: CGPoint(x: 30, y: 500), velocity: CGPoint(x: 1500, y: 0))
    window.settle()
    show("two swipes right")
    window.tap(at: CGPoint(x: 340, y: 66))
    window.settle()
    show("tap right")
    window.tap(at: CGPoint(x: 40, y: 66))
    window.settle()
    show("tap left")
    write(window.svg(), to: "tabscroll.svg")
    write(recorder.filmstrip(), to: "tabscroll-filmstrip.svg")
}

/// The sticky header "in one line": I = 500 of free space, a 44-pt header, a list of
/// 1,000 rows whose top is 100 pt down; the header rides the content, then sticks at 56.
@MainActor
func runStickyHeaderScene() {
    print("== Sticky header: one constraint constant per scroll (I = 500, H = 44) ==")
    let window = Window(size: CGSize(width: 390, height: 844))
    final class Rows: CollectionViewDataSource {
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
            -> Int
        { 1000 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
            -> CollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(
                withReuseIdentifier: "row", for: indexPath)
            cell.backgroundColor = indexPath.item % 2 == 0 ? .white : Color(hex: 0xF2F2F7)
            return cell
        }
    }
    let rows = Rows()
    let list = StickyHeaderCollectionView(frame: .zero, collectionViewLayout: ListLayout())
    list.accessibilityIdentifier = "list"
    list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
    list.dataSource = rows
    let sticky = StickyHeaderView(
        scrollView: list, headerHeight: 44, freeSpace: 500,
        frame: CGRect(x: 0, y: 56, width: 390, height: 788))
    sticky.headerView.backgroundColor = .systemBlue
    window.addSubview(sticky)
    window.settle()
    let shallow = TreeDescriptionOptions(maxDepth: 1, coordinates: .window, style: .compact)
    func show(_ moment: String) {
        print("-- \(moment)")
        print(sticky.treeDescription(shallow), terminator: "")
    }
    show("rest: the header sits on the first row")

    let recorder = Recorder(window)
    recorder.capture(label: "rest")
    window.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 50), duration: 0.3)
    window.settle()
    show("a drag in the free space (content y -444) does not scroll")
    recorder.captureEvery(frames: 12)
    window.fling(from: CGPoint(x: 200, y: 780), velocity: CGPoint(x: 0, y: -2000))
    window.settle()
    recorder.stopCapturing()
    recorder.capture(label: "stuck")
    show("after a fling on the content: stuck at 56")
    write(window.svg(), to: "sticky-header.svg")
    write(recorder.filmstrip(), to: "sticky-header-filmstrip.svg")
    withExtendedLifetime(rows) {}
}

MainActor.assumeIsolated {
    if runTraceCommand(CommandLine.arguments) { return }
    runProfileHeaderScene()
    runWalkthroughScene()
    runStickyHeaderScene()
    runTopContentPagerScene()
    runTabScrollScene()
}
