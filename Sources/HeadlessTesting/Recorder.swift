import Foundation
import HeadlessKit

/// A filmstrip of a window: captures the tree (as text and as a picture) at chosen frames, then
/// writes one SVG with the frames side by side, each captioned with its frame number and label,
/// so a person can see what a swipe did.
///
///     let recorder = Recorder(window)
///     recorder.capture(label: "before")
///     recorder.captureEvery(frames: 6)          // every 50 ms at 120 Hz
///     window.fling(from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -1500, y: 0))
///     window.settle()
///     recorder.stopCapturing()
///     recorder.capture(label: "settled")
///     try recorder.write(to: URL(fileURLWithPath: "/tmp/fling.svg"))
@MainActor
public final class Recorder {
    /// One captured moment.
    public struct Frame: Sendable {
        /// The position in the filmstrip, from 1.
        public let index: Int
        /// The window clock's frame count when it was captured.
        public let frameNumber: Int
        /// The window clock's time when it was captured, in seconds.
        public let time: TimeInterval
        /// The label given to ``Recorder/capture(label:)``, if any.
        public let label: String?
        /// The tree as text, with the recorder's ``Recorder/treeOptions``.
        public let tree: String
        /// The picture's drawing (its ids prefixed with `f<index>-`), and what it covers.
        let body: String
        let canvas: CGRect

        /// The frame's picture as a standalone SVG document.
        public var svg: String {
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(svgNumber(canvas.width))\""
                + " height=\"\(svgNumber(canvas.height))\" viewBox=\"\(svgViewBox(canvas))\">\n"
                + body + "</svg>\n"
        }

        /// `#2 · frame 12 · 0.1 s · label`: the caption under the frame.
        public var caption: String {
            var text = "#\(index) · frame \(frameNumber) · \(svgNumber(CGFloat(time))) s"
            if let label { text += " · " + label }
            return text
        }
    }

    /// The window whose clock numbers the frames.
    public let window: Window
    /// The view captured (the window unless another was given).
    public let view: View
    /// How each frame's tree is printed.
    public var treeOptions: TreeDescriptionOptions
    /// How each frame is drawn (the id prefix is set per frame).
    public var svgOptions: SVGOptions
    /// The widest the filmstrip may be, in points; a wider strip is scaled down to fit.
    public var maxWidth: CGFloat = 4000
    /// The frames captured so far, oldest first.
    public private(set) var frames: [Frame] = []
    private var observer: FrameCallback?

    /// Makes a recorder of `view` (the whole window by default). By default both the text and
    /// the picture show what is on screen mid-animation (presentation values).
    public init(
        _ window: Window, view: View? = nil,
        treeOptions: TreeDescriptionOptions = TreeDescriptionOptions(usesPresentationValues: true),
        svgOptions: SVGOptions = SVGOptions(usesPresentationValues: true)
    ) {
        self.window = window
        self.view = view ?? window
        self.treeOptions = treeOptions
        self.svgOptions = svgOptions
    }

    /// Captures the tree as it is now.
    public func capture(label: String? = nil) {
        let index = frames.count + 1
        var options = svgOptions
        options.idPrefix = "f\(index)-" + svgOptions.idPrefix
        let (canvas, body) = view.svgContent(options)
        frames.append(
            Frame(
                index: index, frameNumber: window.clock.frameCount, time: window.clock.time,
                label: label, tree: view.treeDescription(treeOptions), body: body, canvas: canvas))
    }

    /// Captures at the end of every `interval`-th frame from now on (after animations and
    /// layout), until ``stopCapturing()``. This never keeps `settle()` running.
    public func captureEvery(frames interval: Int) {
        precondition(interval > 0, "Recorder.captureEvery(frames:): \(interval) is not positive")
        stopCapturing()
        var count = 0
        observer = window.clock.addFrameObserver { [weak self] _ in
            count += 1
            if count % interval == 0 { self?.capture() }
        }
    }

    /// Stops the captures that ``captureEvery(frames:)`` started.
    public func stopCapturing() {
        observer?.invalidate()
        observer = nil
    }

    /// Every frame's tree, each under its caption.
    ///
    /// - Complexity: O(*f* × *l*) in the frames captured and their lines.
    public var treeLog: String {
        frames.map { "== \($0.caption)\n\($0.tree)" }.joined(separator: "\n")
    }

    /// The filmstrip: one SVG document with the frames side by side on a white background, each
    /// boxed and captioned, scaled down to ``maxWidth``.
    ///
    /// - Complexity: O(*f* × *n*) in the frames captured and their views.
    public func filmstrip() -> String {
        let margin: CGFloat = 16
        let gap: CGFloat = 16
        let captionHeight: CGFloat = 28
        var width = margin * 2
        var tallest: CGFloat = 0
        for (offset, frame) in frames.enumerated() {
            width += frame.canvas.width + (offset > 0 ? gap : 0)
            tallest = max(tallest, frame.canvas.height)
        }
        if frames.isEmpty { width = 240 }
        let height = margin * 2 + tallest + captionHeight
        let scale = width > maxWidth ? maxWidth / width : 1
        var output = "<svg xmlns=\"http://www.w3.org/2000/svg\""
        output += " width=\"\(svgNumber(width * scale))\" height=\"\(svgNumber(height * scale))\""
        output += " viewBox=\"0 0 \(svgNumber(width)) \(svgNumber(height))\">\n"
        output +=
            "<rect x=\"0\" y=\"0\" width=\"\(svgNumber(width))\" height=\"\(svgNumber(height))\""
        output += " fill=\"#FFFFFF\"/>\n"
        if frames.isEmpty {
            output += "<text x=\"\(svgNumber(margin))\" y=\"\(svgNumber(margin + 14))\""
            output += " font-family=\"system-ui, sans-serif\" font-size=\"14\" fill=\"#8E8E93\">"
            output += "no frames captured</text>\n"
        }
        var x = margin
        for frame in frames {
            let c = frame.canvas
            output += "<rect x=\"\(svgNumber(x))\" y=\"\(svgNumber(margin))\""
            output += " width=\"\(svgNumber(c.width))\" height=\"\(svgNumber(c.height))\""
            output += " fill=\"none\" stroke=\"#C7C7CC\" stroke-width=\"1\"/>\n"
            // A nested <svg> places the frame's own coordinates in its box and clips to it.
            output += "<svg x=\"\(svgNumber(x))\" y=\"\(svgNumber(margin))\""
            output += " width=\"\(svgNumber(c.width))\" height=\"\(svgNumber(c.height))\""
            output += " viewBox=\"\(svgViewBox(c))\">\n"
            output += frame.body
            output += "</svg>\n"
            output += "<text x=\"\(svgNumber(x + c.width / 2))\""
            output += " y=\"\(svgNumber(margin + tallest + 20))\" text-anchor=\"middle\""
            output += " font-family=\"system-ui, sans-serif\" font-size=\"14\" fill=\"#3C3C43\">"
            output += xmlEscaped(frame.caption)
            output += "</text>\n"
            x += c.width + gap
        }
        output += "</svg>\n"
        return output
    }

    /// Writes ``filmstrip()`` to `url`.
    ///
    /// - Throws: the file system's error when the file cannot be written.
    public func write(to url: URL) throws {
        try Data(filmstrip().utf8).write(to: url)
    }
}
