import Foundation
import Testing

@testable import HeadlessKit

@MainActor @Suite struct FrameObserverTests {
    final class Counting: View {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    @Test(
        "A frame observer runs after the frame's layout, never keeps settle() busy, and stops when invalidated"
    )
    func observer() {
        let window = Window(size: CGSize(width: 10, height: 10))
        let view = Counting(frame: window.bounds)
        window.addSubview(view)
        var seen: [Int] = []
        let observer = window.clock.addFrameObserver { callback in
            seen.append(view.layouts)
            #expect(callback.timestamp == window.clock.time)
        }
        #expect(window.settle())
        #expect(seen == [1])  // one frame: the first layout, then the observer
        view.setNeedsLayout()
        window.runFrames(2)
        #expect(seen == [1, 2, 2])  // the frame's layout ran before the observer saw it
        observer.invalidate()
        window.runFrames(2)
        #expect(seen.count == 3)
    }
}
