import Foundation
import HeadlessKit
import Testing

@testable import HeadlessTesting

@MainActor @Suite struct RecorderTests {
    /// A 100×50 window with a box that slides from x 0 to x 50 over 0.1 s.
    func makeScene() -> (Window, View) {
        let window = Window(size: CGSize(width: 100, height: 50))
        let box = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.backgroundColor = .red
        box.clipsToBounds = true
        window.addSubview(box)
        return (window, box)
    }

    @Test("capture(label:) stores the tree and picture with the clock's frame and time")
    func explicitCaptures() {
        let (window, box) = makeScene()
        let recorder = Recorder(window, treeOptions: .geometry)
        recorder.capture(label: "start")
        box.frame.origin.x = 50
        window.runFrames(3)
        recorder.capture()
        #expect(recorder.frames.map(\.frameNumber) == [0, 3])
        #expect(recorder.frames.map(\.label) == ["start", nil])
        #expect(recorder.frames[1].tree == "Window (0 0; 100 50)\n└ View (50 0; 10 10)\n")
        #expect(recorder.frames[1].caption == "#2 · frame 3 · 0.025 s")
        #expect(recorder.frames[1].svg.contains("<clipPath id=\"f2-clip1\">"))
        #expect(xmlProblem(recorder.frames[0].svg) == nil)
        #expect(
            recorder.treeLog == """
                == #1 · frame 0 · 0 s · start
                Window (0 0; 100 50)
                └ View (0 0; 10 10)

                == #2 · frame 3 · 0.025 s
                Window (0 0; 100 50)
                └ View (50 0; 10 10)

                """)
    }

    @Test(
        "captureEvery(frames:) captures at the end of every n-th frame and does not keep settle() busy"
    )
    func periodicCaptures() {
        let (window, box) = makeScene()
        let recorder = Recorder(window)
        recorder.captureEvery(frames: 4)
        View.animate(withDuration: 0.1, options: .curveLinear) { box.frame.origin.x = 60 }
        #expect(window.settle())
        recorder.stopCapturing()
        window.runFrames(8)
        // 0.1 s at 120 Hz is 12 frames; settle() runs one more to see it is idle.
        #expect(recorder.frames.map(\.frameNumber) == [4, 8, 12])
        #expect(recorder.frames.map { $0.tree.contains("(20 0; 10 10)") } == [true, false, false])
        #expect(recorder.frames.last?.tree.contains("(60 0; 10 10)") == true)
    }

    @Test("The filmstrip lays frames side by side with captions, scaled down when too wide")
    func filmstrip() throws {
        let (window, box) = makeScene()
        let recorder = Recorder(window)
        recorder.capture(label: "a <b> & c")
        box.frame.origin.x = 50
        recorder.capture()
        let strip = recorder.filmstrip()
        #expect(xmlProblem(strip) == nil)
        #expect(
            strip.hasPrefix(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"248\" height=\"110\" viewBox=\"0 0 248 110\">"
            ))
        #expect(
            strip.contains(
                "<svg x=\"132\" y=\"16\" width=\"100\" height=\"50\" viewBox=\"0 0 100 50\">"))
        #expect(strip.contains(">#1 · frame 0 · 0 s · a &lt;b&gt; &amp; c</text>"))
        #expect(strip.contains("url(#f1-clip1)") && strip.contains("url(#f2-clip1)"))
        recorder.maxWidth = 124
        #expect(
            recorder.filmstrip().hasPrefix(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"124\" height=\"55\" viewBox=\"0 0 248 110\">"
            ))
        #expect(xmlProblem(Recorder(window).filmstrip()) == nil)

        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("filmstrip-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: url) }
        try recorder.write(to: url)
        #expect(try String(contentsOf: url, encoding: .utf8) == recorder.filmstrip())
    }
}
