// `swift run pager-demo`: composes screens on HeadlessKit, plays them on the virtual clock and
// prints their trees. Each widget adds a scene here as it lands.

import Foundation
import HeadlessKit
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
        indicator.frame = CGRect(x: CGFloat(selected) * tabWidth, y: 182, width: tabWidth, height: 2)
    }

    /// Moves the indicator under tab `index` with the tab pager's spring.
    func select(_ index: Int) {
        selected = index
        View.animate(
            withDuration: 0.4, usingSpringWithDamping: 1, initialSpringVelocity: 1,
            animations: { self.view.setNeedsLayout(); self.view.layoutIfNeeded() })
    }
}

/// Where the demo writes its pictures: `pager-demo-output/` in the current folder, or the
/// folder given as the first argument.
let outputFolder = URL(
    fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "pager-demo-output", isDirectory: true)

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
        print(String(format: "  frame %3d  indicator x = %6.2f", window.clock.frameCount, Double(x)))
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

MainActor.assumeIsolated {
    runProfileHeaderScene()
}
