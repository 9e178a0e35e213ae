import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// `UIStepper`: a minus and a plus half that step `value` within its range and send
/// `.valueChanged`.
@MainActor @Suite struct StepperTests {
    func makeStepper() -> (Window, Stepper, () -> [Double]) {
        let window = Window(size: CGSize(width: 300, height: 200))
        let stepper = Stepper(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        window.addSubview(stepper)
        var sent: [Double] = []
        stepper.addAction(
            Action { [weak stepper] _ in sent.append(stepper?.value ?? .nan) }, for: .valueChanged)
        return (window, stepper, { sent })
    }

    let plus = CGPoint(x: 170, y: 116)
    let minus = CGPoint(x: 120, y: 116)

    @Test("A tap on the right half adds a step, on the left half subtracts one (UIKit: UIStepper)")
    func tapsStep() {
        let (window, stepper, sent) = makeStepper()
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))  // UIKit's fixed size
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        window.tap(at: plus)
        window.tap(at: plus)
        window.tap(at: minus)
        #expect(stepper.value == 1)
        #expect(sent() == [1, 2, 1])
        window.tap(at: minus)
        window.tap(at: minus)  // at the minimum: nothing changes, nothing is sent
        #expect(stepper.value == 0 && sent() == [1, 2, 1, 0])
    }

    @Test(
        "value is clamped to the range, NaN is ignored, and setting it sends nothing (UIKit: UIStepper.value)"
    )
    func valueClamped() {
        let (_, stepper, sent) = makeStepper()
        stepper.value = 150
        #expect(stepper.value == 100)
        stepper.value = -5
        #expect(stepper.value == 0)
        stepper.value = .infinity
        #expect(stepper.value == 100)
        stepper.value = .nan
        #expect(stepper.value == 100)
        stepper.maximumValue = 20  // a new range clamps the value
        #expect(stepper.value == 20)
        stepper.minimumValue = -10
        stepper.value = -50
        #expect(stepper.value == -10)
        #expect(sent().isEmpty)
    }

    @Test("With wraps, stepping past one end goes on from the other (UIKit: UIStepper.wraps)")
    func wrapping() {
        let (window, stepper, sent) = makeStepper()
        stepper.maximumValue = 3
        stepper.wraps = true
        stepper.value = 3
        window.tap(at: plus)
        #expect(stepper.value == 0)
        window.tap(at: minus)
        #expect(stepper.value == 3)
        stepper.stepValue = 2
        stepper.value = 2
        window.tap(at: plus)  // 4 is past 3: wraps to the minimum
        #expect(stepper.value == 0)
        #expect(sent() == [0, 3, 0])
    }

    @Test(
        "Holding a half repeats the step after 0.5 s, every 0.1 s; without autorepeat it steps once (UIKit: UIStepper.autorepeat)"
    )
    func holdingRepeats() {
        let (window, stepper, sent) = makeStepper()
        window.press(at: plus, duration: 0.95)
        // Down at 0, then 0.5, 0.6, 0.7, 0.8 and 0.9.
        #expect(stepper.value == 6)
        #expect(sent() == [1, 2, 3, 4, 5, 6])
        stepper.autorepeat = false
        window.press(at: plus, duration: 0.95)
        #expect(stepper.value == 7)
    }

    @Test(
        "Not continuous: a held stepper sends .valueChanged on touch-down and once more when the finger lifts (UIKit: UIStepper.isContinuous)"
    )
    func notContinuous() {
        let (window, stepper, sent) = makeStepper()
        stepper.isContinuous = false
        window.press(at: plus, duration: 0.95)
        #expect(stepper.value == 6)
        #expect(sent() == [1, 6])
    }

    @Test("A stepper that leaves its window mid-hold stops repeating")
    func leavesWindowMidHold() {
        let (window, stepper, _) = makeStepper()
        let finger = window.beginTouch(at: plus)
        window.advance(by: 0.55)
        #expect(stepper.value == 2)
        stepper.removeFromSuperview()
        window.advance(by: 0.5)
        finger.end()
        #expect(stepper.value == 2)
    }

    @Test("A zero, negative or NaN step, or a range whose ends cross, stops naming the stepper")
    func badSettingsStop() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let stepper = Stepper()
            stepper.accessibilityIdentifier = "guests"
            stepper.stepValue = 0
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("stepValue: 0.0") && message.contains("guests"))
        await #expect(processExitsWith: .failure) { @MainActor in Stepper().stepValue = -1 }
        await #expect(processExitsWith: .failure) { @MainActor in Stepper().stepValue = .nan }
        await #expect(processExitsWith: .failure) { @MainActor in Stepper().minimumValue = 100 }
        await #expect(processExitsWith: .failure) { @MainActor in Stepper().maximumValue = -1 }
        await #expect(processExitsWith: .failure) { @MainActor in
            Stepper().maximumValue = .infinity
        }
    }
}
