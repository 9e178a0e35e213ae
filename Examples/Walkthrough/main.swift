// `swift run walkthrough-example [folder]`: FOLIO's onboarding walkthrough (README: Sources),
// played with scripted touches on the virtual clock. Prints the tree at key moments and writes an
// SVG filmstrip into `walkthrough-output/` (or the folder given as the first argument).

import Foundation
import HeadlessKit
import HeadlessPagers
import HeadlessTesting

let folder = URL(
    fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "walkthrough-output",
    isDirectory: true)

/// FOLIO's five pages: a logo page, then four captions whose screens show in the phone.
@MainActor
func makeFolioWalkthrough(frame: CGRect) -> WalkthroughView {
    let captions = ["FOLIO", "テーマに投資", "おまかせ投資", "少額から", "いつでも確認"]
    let colors: [Color] = [
        .white, Color(hex: 0xE8F0FF), Color(hex: 0xFFF1E0), Color(hex: 0xE6F7EC),
        Color(hex: 0xF5E8FF),
    ]
    let walkthrough = WalkthroughView(pageCount: captions.count, frame: frame)
    for (index, page) in walkthrough.pages.enumerated() {
        page.backgroundColor = colors[index]
        let caption = Label(text: captions[index], font: .boldSystemFont(ofSize: 20))
        caption.textAlignment = .center
        caption.frame = CGRect(x: 24, y: 40, width: frame.width - 48, height: 28)
        caption.autoresizingMask = [.flexibleWidth]
        page.addSubview(caption)
    }
    for (index, screen) in walkthrough.screens.enumerated() {
        screen.image = Image(named: "screen\(index + 2)", size: CGSize(width: 750, height: 1334))
    }
    return walkthrough
}

/// The offsets of the three scroll views and the page: one row of the reference
/// numbers (see WalkthroughViewTests).
@MainActor
func row(_ walkthrough: WalkthroughView) -> String {
    func number(_ value: CGFloat) -> String { String(format: "%7.2f", Double(value)) }
    return "outer x \(number(walkthrough.outerScrollView.contentOffset.x))"
        + "  inner x \(number(walkthrough.innerScrollView.contentOffset.x))"
        + "  bezel x \(number(walkthrough.bezelScrollView.contentOffset.x))"
        + "  page \(walkthrough.currentPage)"
}

@MainActor
func runWalkthrough() {
    Window.printsDiagnostics = false
    let window = Window(size: WalkthroughView.referenceSize)
    let walkthrough = makeFolioWalkthrough(frame: window.bounds)
    window.addSubview(walkthrough)
    window.settle()
    let scrolls = TreeDescriptionOptions(
        maxDepth: 1, propertyFilter: .including(["offset", "content", "page"]))

    print("== FOLIO walkthrough, 375×647, 5 pages ==")
    print(walkthrough.treeDescription(TreeDescriptionOptions(style: .compact)))

    let recorder = Recorder(window)
    recorder.capture(label: "start")

    // Half a page, held: the phone slides in with the finger.
    print("-- drag half a page and hold")
    let finger = Touch(location: CGPoint(x: 300, y: 300))
    window.send(Event(touches: [finger]))
    for step in 1...30 {
        window.runFrames(1)
        finger.update(phase: .moved, location: CGPoint(x: 300 - 187.5 * CGFloat(step) / 30, y: 300))
        window.send(Event(touches: [finger]))
    }
    print(row(walkthrough))
    recorder.capture(label: "held at 187.5")
    finger.update(phase: .ended)
    window.send(Event(touches: [finger]))
    window.settle()
    print(row(walkthrough))
    recorder.capture(label: "page 1")

    // A fling: the phone stays, its screen scrolls at 0.844 the speed.
    print("-- fling to page 2")
    recorder.captureEvery(frames: 12)
    window.fling(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -1500, y: 0))
    window.settle()
    recorder.stopCapturing()
    print(row(walkthrough))
    recorder.capture(label: "page 2")
    print(walkthrough.treeDescription(scrolls))

    // A tap right of the current dot: the page control moves, then the pager animates there.
    print("-- tap the page control, right of the current dot")
    let dots = walkthrough.pageControl.convert(walkthrough.pageControl.bounds, to: nil)
    window.tap(at: CGPoint(x: dots.maxX - 20, y: dots.midY))
    window.runFrames(18)
    print(row(walkthrough) + "   (mid-animation)")
    recorder.capture(label: "tap: animating")
    window.settle()
    print(row(walkthrough))
    recorder.capture(label: "page 3")

    // To the last page and past it: the bezel stays clamped while the outer view bounces.
    print("-- fling to the last page, then pull past it")
    window.fling(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -1500, y: 0))
    window.settle()
    print(row(walkthrough))
    let pull = Touch(location: CGPoint(x: 300, y: 300))
    window.send(Event(touches: [pull]))
    for step in 1...20 {
        window.runFrames(1)
        pull.update(phase: .moved, location: CGPoint(x: 300 - 5 * CGFloat(step), y: 300))
        window.send(Event(touches: [pull]))
    }
    print(row(walkthrough) + "   (bouncing)")
    recorder.capture(label: "bounce")
    pull.update(phase: .ended)
    window.send(Event(touches: [pull]))
    window.settle()
    print(row(walkthrough))
    recorder.capture(label: "last page")

    // Resize: followers are right at once, on the same page.
    print("-- resize to 320×560")
    walkthrough.frame = CGRect(x: 0, y: 0, width: 320, height: 560)
    window.settle()
    print(row(walkthrough))
    print(walkthrough.treeDescription(scrolls))
    recorder.capture(label: "resized")

    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let filmstrip = folder.appendingPathComponent("walkthrough-filmstrip.svg")
        try recorder.write(to: filmstrip)
        print("wrote \(filmstrip.path) (\(recorder.frames.count) frames)")
        let last = folder.appendingPathComponent("walkthrough.svg")
        try window.svg().write(to: last, atomically: true, encoding: .utf8)
        print("wrote \(last.path)")
    } catch {
        print("could not write into \(folder.path): \(error.localizedDescription)")
        exit(1)
    }
}

MainActor.assumeIsolated {
    runWalkthrough()
}
