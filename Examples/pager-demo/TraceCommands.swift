// `--trace DIR`, `--replay FILE` and `--explore N [--seed S]`: each demo widget as a scene that
// can be built fresh, driven, recorded, replayed and explored.

import Foundation
import HeadlessKit
import HeadlessPagers
import HeadlessTesting

/// A widget scene: how to build it fresh, how the demo drives it, and its named actions.
@MainActor
struct TraceScene {
    let name: String
    let build: @MainActor () -> Window
    let drive: @MainActor (Window, TraceRecorder) -> Void
    let actions: [String: @MainActor (Window) -> Void]
}

/// The sticky header's 1,000 rows.
@MainActor
final class TraceDemoRows: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { 1000 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        cell.backgroundColor = indexPath.item % 2 == 0 ? .white : Color(hex: 0xF2F2F7)
        return cell
    }
}

@MainActor
func traceScenes() -> [TraceScene] {
    [
        TraceScene(
            name: "walkthrough",
            build: {
                let window = Window(size: WalkthroughView.referenceSize)
                let walkthrough = WalkthroughView(pageCount: 5, frame: window.bounds)
                walkthrough.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                window.addSubview(walkthrough)
                window.settle()
                return window
            },
            drive: { window, recorder in
                window.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 300))
                window.settle()
                window.fling(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -1500, y: 0))
                window.settle()
                recorder.perform("scroll to page 0") {
                    (window.subviews[0] as! WalkthroughView).scrollToPage(0, animated: true)
                }
                window.settle()
            },
            actions: [
                "scroll to page 0": {
                    ($0.subviews[0] as! WalkthroughView).scrollToPage(0, animated: true)
                }
            ]),
        TraceScene(
            name: "sticky-header",
            build: {
                let window = Window(size: CGSize(width: 390, height: 844))
                let rows = TraceDemoRows()
                let list = StickyHeaderCollectionView(
                    frame: .zero, collectionViewLayout: ListLayout())
                list.accessibilityIdentifier = "list"
                list.register(CollectionViewCell.self, forCellWithReuseIdentifier: "row")
                list.dataSource = rows
                let sticky = StickyHeaderView(
                    scrollView: list, headerHeight: 44, freeSpace: 500,
                    frame: CGRect(x: 0, y: 56, width: 390, height: 788))
                sticky.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                sticky.headerView.backgroundColor = .systemBlue
                window.addSubview(sticky)
                window.settle()
                // The data source lives as long as the window's tree: keep it with the window.
                traceDemoKeepAlive.append(rows)
                return window
            },
            drive: { window, _ in
                window.fling(from: CGPoint(x: 200, y: 780), velocity: CGPoint(x: 0, y: -2000))
                window.settle()
                window.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700))
                window.settle()
            },
            actions: [:]),
        TraceScene(
            name: "topcontent-pager",
            build: {
                let window = Window(size: CGSize(width: 390, height: 844))
                window.rootViewController = DemoProfilePager()
                window.settle()
                return window
            },
            drive: { window, recorder in
                // The delegate's calls go into the trace's log.
                let logger = TraceDemoPagerLogger(recorder)
                traceDemoKeepAlive.append(logger)
                (window.rootViewController as! TopContentPagerViewController).delegate = logger
                window.drag(
                    along: [
                        CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 300),
                    ], duration: 0.4)
                window.settle()
                window.fling(from: CGPoint(x: 350, y: 600), velocity: CGPoint(x: -1500, y: 0))
                window.settle()
                recorder.perform("select page 0") {
                    (window.rootViewController as! TopContentPagerViewController)
                        .setSelectedIndex(0, animated: true)
                }
                window.settle()
            },
            actions: [
                "select page 0": {
                    ($0.rootViewController as! TopContentPagerViewController).setSelectedIndex(
                        0, animated: true)
                }
            ]),
        TraceScene(
            name: "tabscroll",
            build: {
                let window = Window(size: CGSize(width: 390, height: 844))
                let pager = TabScrollController()
                let titles = ["Top", "Tech", "Business", "Sports", "World"]
                pager.setViewControllers(titles.map { DemoNewsPage($0, color: .white) })
                window.rootViewController = pager
                window.settle()
                return window
            },
            drive: { window, _ in
                window.fling(from: CGPoint(x: 360, y: 500), velocity: CGPoint(x: -1500, y: 0))
                window.settle()
                window.tap(at: CGPoint(x: 340, y: 66))
                window.settle()
            },
            actions: [:]),
    ]
}

/// Notes the pager's delegate calls in a trace.
@MainActor
final class TraceDemoPagerLogger: TopContentPagerDelegate {
    let recorder: TraceRecorder
    init(_ recorder: TraceRecorder) { self.recorder = recorder }
    func topContentPagerViewController(
        _ viewController: TopContentPagerViewController, didChangeSelectedIndex index: Int
    ) { recorder.note("delegate: didChangeSelectedIndex \(index)") }
}

/// Keeps the scenes' data sources alive (a collection view holds its data source weakly).
@MainActor var traceDemoKeepAlive: [AnyObject] = []

/// Runs `--trace`, `--replay` or `--explore` if `arguments` ask for one and exits; returns
/// `false` when they do not.
@MainActor
func runTraceCommand(_ arguments: [String]) -> Bool {
    Window.printsDiagnostics = false
    func value(after flag: String) -> String? {
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else {
            return nil
        }
        return arguments[index + 1]
    }
    func usage(_ message: String) -> Never {
        FileHandle.standardError.write(Data("pager-demo: \(message)\n".utf8))
        FileHandle.standardError.write(
            Data(
                "usage: pager-demo [DIR] | --trace DIR | --replay FILE | --explore N [--seed S]\n"
                    .utf8))
        exit(2)
    }
    if arguments.contains("--help") || arguments.contains("-h") {
        print("usage: pager-demo [DIR] | --trace DIR | --replay FILE | --explore N [--seed S]")
        print("  DIR: where the scenes' pictures go (default pager-demo-output)")
        exit(0)
    }
    let known: Set = ["--trace", "--replay", "--explore", "--seed"]
    if let unknown = arguments.dropFirst().first(where: { $0.hasPrefix("-") && !known.contains($0) }
    ) {
        usage("unknown option \(unknown)")
    }
    if arguments.contains("--trace") {
        guard let path = value(after: "--trace") else { usage("--trace needs a folder") }
        let folder = URL(fileURLWithPath: path, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for scene in traceScenes() {
                let window = scene.build()
                let recorder = TraceRecorder(window, scene: scene.name)
                scene.drive(window, recorder)
                recorder.stop()
                let trace = recorder.trace
                let json = folder.appendingPathComponent("\(scene.name).trace.json")
                let html = folder.appendingPathComponent("\(scene.name).html")
                try trace.write(to: json)
                // The recording keeps a few trees; the viewer gets every frame's by replaying
                // the trace into a fresh scene (which also checks the recording replays).
                let (full, result) = trace.withEveryFrame(
                    replayingInto: scene.build(), actions: scene.actions)
                guard result.isIdentical else {
                    FileHandle.standardError.write(
                        Data("pager-demo: \(scene.name) does not replay: \(result)\n".utf8))
                    exit(1)
                }
                try full.writeViewer(to: html)
                print("trace \(scene.name): \(trace.frameCount) frames, \(trace.steps.count) steps")
                print("  wrote \(json.path)")
                print("  wrote \(html.path)")
            }
        } catch {
            FileHandle.standardError.write(Data("pager-demo: \(error)\n".utf8))
            exit(1)
        }
        exit(0)
    }
    if arguments.contains("--replay") {
        guard let path = value(after: "--replay") else { usage("--replay needs a trace file") }
        let trace: Trace
        do {
            trace = try Trace(contentsOf: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("pager-demo: cannot read \(path): \(error)\n".utf8))
            exit(2)
        }
        guard let scene = traceScenes().first(where: { $0.name == trace.scene }) else {
            usage(
                "no scene \(String(reflecting: trace.scene)); scenes: "
                    + traceScenes().map(\.name).joined(separator: ", "))
        }
        let result = trace.replay(into: scene.build(), actions: scene.actions)
        print(result)
        exit(result.isIdentical ? 0 : 1)
    }
    if arguments.contains("--explore") {
        guard let text = value(after: "--explore"), let count = Int(text), count >= 0 else {
            usage("--explore needs a number of scripts")
        }
        var seed: UInt64 = 1
        if arguments.contains("--seed") {
            guard let text = value(after: "--seed"), let parsed = UInt64(text) else {
                usage("--seed needs a non-negative integer")
            }
            seed = parsed
        }
        var failures = 0
        var scripts = 0
        for scene in traceScenes() {
            var explorer = Explorer(scripts: count, seed: seed, build: scene.build)
            explorer.buildCode = "traceScenes().first { $0.name == \"\(scene.name)\" }!.build()"
            explorer.actions = scene.actions.keys.sorted().map { name in
                Explorer.Action(name, weight: 0.5, perform: scene.actions[name]!)
            }
            let report = explorer.run()
            print("== \(scene.name)")
            print(report)
            failures += report.failures.count
            scripts += report.scripts
        }
        print("explore: \(scripts) scripts, \(failures) failures")
        exit(failures == 0 ? 0 : 1)
    }
    return false
}
