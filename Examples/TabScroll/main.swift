// `swift run tabscroll-example [folder]`: NewsPicks-style infinite tabs (README: Sources) played
// with scripted touches on the virtual clock. Prints the pager at each step and writes an SVG
// filmstrip into `tabscroll-output/` (or the folder given as the first argument).

import Foundation
import HeadlessKit
import HeadlessPagers
import HeadlessTesting

let folder = URL(
    fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "tabscroll-output",
    isDirectory: true)

/// A news tab: a tall list, so the header hides as it scrolls down.
@MainActor
final class NewsPage: ViewController, TabScrollContentScrollable {
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

/// One line: the current tab, the body offset, the strip offset, the centred bar.
@MainActor
func status(_ pager: TabScrollController) -> String {
    let header = pager.headerTab
    let bar = header.indicatorViews.first { $0.frame.intersects(header.collectionView.bounds) }
    return String(
        format: "tab %d (%@)  body x %6.1f  strip x %7.1f  bar %@",
        pager.currentIndex ?? -1, pager.currentViewController?.title ?? "-",
        Double(pager.contentView.scrollView.contentOffset.x),
        Double(header.collectionView.contentOffset.x),
        bar.map { String(format: "%.1f+%.1f", Double($0.frame.minX), Double($0.frame.width)) }
            ?? "none")
}

MainActor.assumeIsolated {
    let window = Window(size: CGSize(width: 390, height: 844))
    let pager = TabScrollController()
    pager.title = "News"
    let titles = ["Top", "Tech", "Business", "Sports", "World", "Culture"]
    let colors: [Color] = [
        .white, Color(hex: 0xE8F0FF), Color(hex: 0xFFF1E0),
        Color(hex: 0xE6F7EC), Color(hex: 0xF5E8FF), Color(hex: 0xFFFBE0),
    ]
    let pages = titles.enumerated().map { NewsPage($1, color: colors[$0]) }
    pages[1].tabBarItem.badgeValue = ""
    pages[3].tabBarItem.badgeValue = "3"
    pager.setViewControllers(pages, defaultTab: 0)
    window.rootViewController = pager
    window.settle()

    let recorder = Recorder(window)
    print("start:              \(status(pager))")
    recorder.capture(label: "Top")
    window.fling(from: CGPoint(x: 360, y: 500), velocity: CGPoint(x: -1500, y: 0))
    window.settle()
    print("fling left:         \(status(pager))")
    recorder.capture(label: "fling → Tech")
    window.fling(from: CGPoint(x: 30, y: 500), velocity: CGPoint(x: 1500, y: 0))
    window.settle()
    window.fling(from: CGPoint(x: 30, y: 500), velocity: CGPoint(x: 1500, y: 0))
    window.settle()
    print("two flings right:   \(status(pager))   (round the loop)")
    recorder.capture(label: "2 flings → Culture")
    window.tap(at: CGPoint(x: 40, y: 66))
    window.runFrames(12)
    recorder.capture(label: "tap left: moving")
    window.settle()
    print("tap on the left:    \(status(pager))")
    recorder.capture(label: "settled")
    window.scroll(pages[pager.currentIndex!].list, by: CGPoint(x: 0, y: 300))
    window.settle()
    print("scroll the list:    header y \(pager.headerTab.frame.minY) (hidden)")
    recorder.capture(label: "header hidden")
    print(pager.view.treeDescription(TreeDescriptionOptions(maxDepth: 3)))
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("tabscroll-filmstrip.svg")
        try recorder.filmstrip().write(to: url, atomically: true, encoding: .utf8)
        print("wrote \(url.path)")
    } catch {
        print("could not write: \(error.localizedDescription)")
        exit(1)
    }
}
