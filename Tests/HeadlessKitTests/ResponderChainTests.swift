import Foundation
import Testing

@testable import HeadlessKit

/// `Responder` is a class, as `UIResponder` is: views and controllers inherit its touch methods,
/// and any subclass can take part in the chain.
@MainActor @Suite struct ResponderChainTests {
    /// Records the touches that reach it; passes them on too.
    final class Recorder: Responder {
        var log: [String] = []
        weak var nextResponder: Responder?
        override var next: Responder? { nextResponder }
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
            log.append("began \(touches.count)")
            super.touchesBegan(touches, with: event)
        }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
            log.append("ended \(touches.count)")
            super.touchesEnded(touches, with: event)
        }
    }

    @Test("A plain responder ends the chain (UIKit: UIResponder.next is nil by default)")
    func plainResponderEndsTheChain() {
        #expect(Responder().next == nil)
    }

    @Test("A view's default touch methods pass touches up to a custom next responder")
    func viewPassesTouchesToItsNextResponder() {
        final class Leaf: View {
            weak var custom: Responder?
            override var next: Responder? { custom }
        }
        let leaf = Leaf()
        let first = Recorder()
        let second = Recorder()
        leaf.custom = first
        first.nextResponder = second
        let touch = Touch(location: .zero, tapCount: 1)
        leaf.touchesBegan([touch], with: nil)
        leaf.touchesMoved([touch], with: nil)
        leaf.touchesEnded([touch], with: nil)
        #expect(first.log == ["began 1", "ended 1"])
        #expect(second.log == ["began 1", "ended 1"])
    }
}
