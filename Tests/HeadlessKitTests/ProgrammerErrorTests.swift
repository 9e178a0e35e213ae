import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// Checks that a stopped process's standard error names every one of `fragments` (the
/// parameter, its value, the view).
func expectMessage(
    _ result: ExitTest.Result?, naming fragments: [String],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    for fragment in fragments {
        #expect(
            text.contains(fragment), "\(fragment) not in: \(text)", sourceLocation: sourceLocation)
    }
}

/// Misuse stops at the entry point with a message naming the parameter, its value and the view.
@Suite struct ProgrammerErrorTests {
    @Test func settleWithNaNTimeoutStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            _ = Window(size: CGSize(width: 10, height: 10)).settle(timeout: .nan)
        }
        expectMessage(result, naming: ["settle(timeout:)", "timeout nan", "<Window"])
    }

    @Test func settleWithNegativeTimeoutStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            _ = Window(size: CGSize(width: 10, height: 10)).settle(timeout: -1)
        }
        expectMessage(result, naming: ["settle(timeout:)", "timeout -1.0", "<Window"])
    }

    @Test func advancingByAHugeDurationStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            Window(size: CGSize(width: 10, height: 10)).advance(by: 1e300)
        }
        expectMessage(result, naming: ["advance(by:)", "seconds 1e+300", "<Window"])
    }

    @Test func pressingForAHugeDurationStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            Window(size: CGSize(width: 10, height: 10)).press(at: .zero, duration: 1e300)
        }
        expectMessage(result, naming: ["duration 1e+300", "<Window"])
    }

    @Test("A spring with NaN damping stops at the call (UIKit: usingSpringWithDamping)")
    func nanSpringDampingStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            View.animate(
                withDuration: 0.3, usingSpringWithDamping: .nan, initialSpringVelocity: 0,
                animations: {})
        }
        expectMessage(result, naming: ["usingSpringWithDamping: nan", "initialSpringVelocity: 0"])
    }

    @Test("A spring with infinite velocity stops at the call (UIKit: initialSpringVelocity)")
    func infiniteSpringVelocityStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            View.animate(
                withDuration: 0.3, usingSpringWithDamping: 1, initialSpringVelocity: .infinity,
                animations: {})
        }
        expectMessage(result, naming: ["initialSpringVelocity: inf"])
    }

    @Test("A NaN content inset stops at the setter (UIKit: contentInset)")
    func nanContentInsetStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let scroll = ScrollView()
            scroll.accessibilityIdentifier = "feed"
            scroll.contentInset.top = .nan
        }
        expectMessage(result, naming: ["ScrollView.contentInset", "nan", "\"feed\""])
    }

    @Test("A NaN pan hysteresis stops at the setter")
    func nanHysteresisStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            ScrollView().panGestureRecognizer.hysteresis = .nan
        }
        expectMessage(result, naming: ["PanGestureRecognizer.hysteresis: nan"])
    }

    @Test("A NaN long-press duration stops at the setter (UIKit: minimumPressDuration)")
    func nanPressDurationStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            LongPressGestureRecognizer().minimumPressDuration = .nan
        }
        expectMessage(result, naming: ["LongPressGestureRecognizer.minimumPressDuration: nan"])
    }

    @Test("A NaN flow spacing stops at the setter, naming the collection view")
    func nanFlowSpacingStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let flow = CollectionViewFlowLayout()
            let collection = CollectionView(frame: .zero, collectionViewLayout: flow)
            collection.accessibilityIdentifier = "grid"
            flow.minimumLineSpacing = .nan
        }
        expectMessage(
            result, naming: ["CollectionViewFlowLayout.minimumLineSpacing is nan", "\"grid\""])
    }

    @Test("An infinite section inset stops at the setter")
    func infiniteSectionInsetStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            CollectionViewFlowLayout().sectionInset.left = .infinity
        }
        expectMessage(result, naming: ["CollectionViewFlowLayout.sectionInset", "inf"])
    }
}

/// Sets the offset it is told about to a new value, every time.
@MainActor final class RunawayScrollDelegate: ScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        scrollView.contentOffset.y += 1
    }
}

extension ProgrammerErrorTests {
    @Test(
        "A scrollViewDidScroll that always moves the offset stops at a bounded depth, naming the scroll view (UIKit: scrollViewDidScroll(_:))"
    )
    func runawayScrollViewDidScrollStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let scroll = ScrollView()
            scroll.accessibilityIdentifier = "feed"
            let delegate = RunawayScrollDelegate()
            scroll.delegate = delegate
            scroll.contentOffset.y = 1
            _ = delegate
        }
        expectMessage(result, naming: ["\"feed\"", "scrollViewDidScroll", "64 times"])
    }

}

extension ProgrammerErrorTests {
    @Test("A constraint constant of 1e308 stops, naming the constraint, its views and the value")
    func hugeConstraintConstantStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let window = Window(size: CGSize(width: 100, height: 100))
            let card = View()
            card.accessibilityIdentifier = "card"
            window.addSubview(card)
            card.translatesAutoresizingMaskIntoConstraints = false
            card.widthAnchor.constraint(equalToConstant: 1e308).isActive = true
            window.layoutIfNeeded()
        }
        expectMessage(result, naming: ["1e+308", "card"])
    }
}

extension ProgrammerErrorTests {
    @Test("A position still cannot equal a dimension (UIKit: NSLayoutConstraint)")
    func positionToDimensionStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let view = View()
            _ = LayoutConstraint(
                item: view, attribute: .top, relatedBy: .equal, toItem: view,
                attribute: .width)
        }
    }
}

extension ProgrammerErrorTests {
    @Test("Adding a controller's ancestor as its child stops (UIKit: addChild(_:))")
    func addingAnAncestorAsAChildStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let top = ViewController()
            top.title = "top"
            var leaf = top
            for _ in 0..<1_000 {
                let child = ViewController()
                leaf.addChild(child)
                leaf = child
            }
            leaf.title = "leaf"
            leaf.addChild(top)
        }
        expectMessage(
            result, naming: ["<ViewController \"top\"> is an ancestor of <ViewController \"leaf\">"]
        )
    }

    @Test("Adding a controller's parent as its child stops, whichever walk finds it first")
    func addingTheParentAsAChildStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            // The walk up from the child meets the parent at once; the walk down from the
            // parent would look at its other children first.
            let parent = ViewController()
            parent.title = "parent"
            for _ in 0..<10 { parent.addChild(ViewController()) }
            let child = ViewController()
            child.title = "child"
            parent.addChild(child)
            child.addChild(parent)
        }
        expectMessage(
            result,
            naming: ["<ViewController \"parent\"> is an ancestor of <ViewController \"child\">"])
    }

    @Test("A controller added as its own child stops (UIKit: addChild(_:))")
    func addingAControllerToItselfStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let controller = ViewController()
            controller.title = "self"
            controller.addChild(controller)
        }
        expectMessage(result, naming: ["<ViewController \"self\"> cannot be its own child"])
    }
}
