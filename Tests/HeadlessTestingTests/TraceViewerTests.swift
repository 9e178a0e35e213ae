import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

/// A headless Chromium on the PATH, if there is one.
func headlessChromium() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
        for name in ["chromium", "chromium-browser", "google-chrome", "headless_shell"] {
            let url = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
    }
    return nil
}

/// Runs the browser with `arguments` and returns its standard output (`nil` if it failed).
func runBrowser(_ browser: URL, _ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = browser
    process.arguments =
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--no-first-run", "--disable-extensions",
        ] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
}

func htmlUnescaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
        .replacingOccurrences(of: "&amp;", with: "&")
}

@MainActor @Suite struct TraceViewerTests {
    /// A recorded fling on the explore scene, filled in with the tree at every frame by
    /// replaying it, and the window-coordinate top of the first row at each recorded frame.
    func flingTrace() -> (Trace, [Int: CGFloat]) {
        let window = makeExploreScene()
        let recorder = TraceRecorder(window, scene: "fling <demo>")
        let row = window.subviews[0].subviews[0]
        var tops: [Int: CGFloat] = [:]
        let start = window.clock.frameCount
        let observer = window.clock.addFrameObserver { _ in
            tops[window.clock.frameCount - start] = row.convert(CGPoint.zero, to: nil).y
        }
        window.fling(from: CGPoint(x: 150, y: 350), velocity: CGPoint(x: 0, y: -1500))
        window.runFrames(60)
        observer.invalidate()
        recorder.stop()
        let (full, result) = recorder.trace.withEveryFrame(replayingInto: makeExploreScene())
        #expect(result.isIdentical, "\(result)")
        return (full, tops)
    }

    @Test("The page is self-contained: no network, no external script or font")
    func selfContained() {
        let html = flingTrace().0.viewerHTML()
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("http://") || !html.contains("src=\"http"))
        #expect(!html.contains("https://"))
        #expect(!html.contains("<script src"))
        #expect(!html.contains("<link"))
        #expect(!html.contains("@font-face"))
        // The scene name is escaped; a `</script>` in the data cannot end the script early.
        #expect(html.contains("fling &lt;demo&gt;"))
        #expect(html.components(separatedBy: "</script>").count == 3)
    }

    @Test("A 10 s session at 120 Hz of a 1,000-view tree stores edits and draws from a near copy")
    func largeSessionStaysSmall() {
        Window.printsDiagnostics = false
        let window = Window(size: CGSize(width: 390, height: 844))
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 44_000)
        for row in 0..<999 {
            scroll.addSubview(
                View(frame: CGRect(x: 0, y: CGFloat(row) * 44, width: 390, height: 44)))
        }
        window.addSubview(scroll)
        let recorder = TraceRecorder(
            window, checkpointEvery: 1, treeOptions: TreeDescriptionOptions(style: .compact))
        for second in 0..<10 {
            window.fling(
                from: CGPoint(x: 200, y: second % 2 == 0 ? 700 : 200),
                velocity: CGPoint(x: 0, y: second % 2 == 0 ? -3000 : 3000))
            window.runFrames(120 - 12)
        }
        recorder.stop()
        let trace = recorder.trace
        #expect(trace.frameCount == 1200)
        #expect(trace.checkpoints.count == 1201)
        let fullTree = window.treeDescription(TreeDescriptionOptions(style: .compact)).utf8.count
        let html = trace.viewerHTML().utf8.count
        // 1,201 full trees would be over 1,200 times one tree; the edits are a few lines each.
        #expect(html < fullTree * 20, "page \(html) bytes, one tree \(fullTree) bytes")
        // In a browser, a frame far from the page's full copies draws quickly.
        guard let browser = headlessChromium() else {
            print(
                "TraceViewerTests: no headless Chromium on the PATH; the browser check is skipped")
            return
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trace-viewer-large-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: url) }
        guard (try? trace.writeViewer(to: url)) != nil,
            let dom = runBrowser(browser, ["--dump-dom", url.absoluteString + "#frame=1149"]),
            let range = dom.range(of: "data-render-ms=\""),
            let ms = Double(dom[range.upperBound...].prefix { $0 != "\"" })
        else {
            Issue.record("the browser did not render the large trace")
            return
        }
        #expect(dom.contains("data-frame=\"1149\""))
        #expect(dom.components(separatedBy: "<rect class=\"view").count - 1 == 1001)
        // At most 49 edits from the nearest full copy, whatever the session's length.
        #expect(dom.contains("data-edits=\"49\""))
        print("TraceViewerTests: frame 1149 of 1,000 views drawn in \(ms) ms (49 edits)")
    }

    @Test("Headless Chromium shows frame N's dump and picture at #frame=N")
    func chromiumShowsTheFrame() throws {
        guard let browser = headlessChromium() else {
            print(
                "TraceViewerTests: no headless Chromium on the PATH; the browser check is skipped")
            return
        }
        let (trace, tops) = flingTrace()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trace-viewer-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: url) }
        try trace.writeViewer(to: url)
        let frame = 25
        let dom = try #require(
            runBrowser(browser, ["--dump-dom", url.absoluteString + "#frame=\(frame)"]))
        // The dump shown is that frame's checkpoint.
        let expected = try #require(trace.checkpointTrees().first { $0.frame == frame }).lines
        let pre = try #require(dom.range(of: "<pre id=\"dump\">")?.upperBound)
        let preEnd = try #require(dom.range(of: "</pre>", range: pre..<dom.endIndex)?.lowerBound)
        #expect(htmlUnescaped(String(dom[pre..<preEnd])) == expected.joined(separator: "\n"))
        #expect(dom.contains("data-frame=\"\(frame)\""))
        // The picture is that frame's: one rect per view, the first row where the tree had it.
        let rects = dom.components(separatedBy: "<rect class=\"view").count - 1
        #expect(rects == expected.filter { !$0.isEmpty }.count)
        let top = try #require(tops[frame])
        #expect(top < 0, "the feed has scrolled by frame \(frame)")
        #expect(dom.contains("data-line=\"2\" x=\"0\" y=\"\(formatted(top))\""))
        // And the touch's path is drawn.
        #expect(dom.contains("<polyline class=\"path\" data-touch=\"1\""))
    }
}
