import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// An application activity that records what it is given and finishes when told.
@MainActor
private final class SaveActivity: Activity {
    var prepared: [Any] = []
    var performs = 0
    var finishesAtOnce = true
    override var activityType: ActivityType? { ActivityType("com.example.save") }
    override var activityTitle: String? { "Save to Notes" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is String }
    }
    override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
    override func perform() {
        performs += 1
        if finishesAtOnce { activityDidFinish(true) }
    }
}

/// A recorded call of a share sheet's completion handler.
private struct Completion: Equatable {
    let type: ActivityType?
    let completed: Bool
}

/// A 390 × 844 iPhone window with a root controller that has appeared.
@MainActor
private func phoneWindow() -> (Window, ViewController) {
    let window = Window(size: CGSize(width: 390, height: 844))
    window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    let root = ViewController()
    window.rootViewController = root
    window.settle()
    return (window, root)
}

@MainActor @Suite struct ActivityViewControllerTests {
    @Test(
        "A share sheet on an iPhone is a sheet at the medium detent with a titled row per activity; tapping Copy copies the URL, dismisses, then runs the handler once (UIKit: UIActivityViewController.completionWithItemsHandler runs after the dismissal)"
    )
    func copyLinkFromShareSheet() throws {
        let (window, root) = phoneWindow()
        let board = Pasteboard.general
        board.string = nil
        let url = try #require(URL(string: "https://example.com/post/1"))
        let share = ActivityViewController(activityItems: [url], applicationActivities: nil)
        var completions: [Completion] = []
        share.completionWithItemsHandler = { type, completed, items, error in
            #expect(items == nil && error == nil)
            #expect(root.presentedViewController == nil)
            completions.append(Completion(type: type, completed: completed))
        }
        root.present(share, animated: true)
        window.settle()
        #expect(share.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(share.availableActivities.map(\.title) == ["AirDrop", "Messages", "Mail", "Copy"])
        window.find(.text("Copy")).tap()
        // A second choice while the sheet goes away does nothing.
        share.perform(.copyToPasteboard)
        window.settle()
        #expect(board.url == url)
        #expect(completions == [Completion(type: .copyToPasteboard, completed: true)])
        #expect(share.view.window == nil)
    }

    @Test(
        "Excluded types are not offered, an application activity gets the items and finishes the sheet, cancel and a swipe down report no type and not completed"
    )
    func activitiesExclusionAndCancel() {
        let (window, root) = phoneWindow()
        let save = SaveActivity()
        let share = ActivityViewController(
            activityItems: ["Hello"], applicationActivities: [save])
        share.excludedActivityTypes = [.airDrop, .mail]
        var completions: [Completion] = []
        share.completionWithItemsHandler = { type, completed, _, _ in
            completions.append(Completion(type: type, completed: completed))
        }
        #expect(
            share.availableActivities.map(\.title) == ["Messages", "Copy", "Save to Notes"])
        #expect(!share.perform(.airDrop))
        root.present(share, animated: false)
        window.settle()
        window.find(.text("Save to Notes")).tap()
        window.settle()
        #expect(save.performs == 1 && save.prepared.count == 1)
        #expect(
            completions == [Completion(type: ActivityType("com.example.save"), completed: true)])

        let second = ActivityViewController(activityItems: ["x"], applicationActivities: nil)
        var cancelled: [Completion] = []
        second.completionWithItemsHandler = { type, completed, _, _ in
            cancelled.append(Completion(type: type, completed: completed))
        }
        root.present(second, animated: false)
        window.settle()
        second.cancel()
        second.cancel()
        window.settle()
        #expect(cancelled == [Completion(type: nil, completed: false)])

        let third = ActivityViewController(activityItems: ["x"], applicationActivities: nil)
        var swiped: [Completion] = []
        third.completionWithItemsHandler = { type, completed, _, _ in
            swiped.append(Completion(type: type, completed: completed))
        }
        root.present(third, animated: false)
        window.settle()
        window.fling(from: CGPoint(x: 200, y: 800), velocity: CGPoint(x: 0, y: 2000))
        window.settle()
        #expect(root.presentedViewController == nil)
        #expect(swiped == [Completion(type: nil, completed: false)])
    }

    @Test("A share sheet on an iPad with no source stops, naming it (UIKit raises)")
    func shareSheetOnPadWithoutSourceStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let window = Window(size: CGSize(width: 1024, height: 768))
            let root = ViewController()
            window.rootViewController = root
            let share = ActivityViewController(activityItems: ["x"], applicationActivities: nil)
            root.present(share, animated: false)
        }
    }

    @Test("An iPad action sheet with no source stops, naming it (UIKit raises)")
    func padActionSheetWithoutSourceStops() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            let window = Window(size: CGSize(width: 1024, height: 768))
            let root = ViewController()
            window.rootViewController = root
            let alert = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            root.present(alert, animated: false)
        }
    }

    @Test(
        "A pasted settings screen: an action sheet with popoverPresentationController?.sourceView, a page sheet with medium and large detents dragged to large, and a share sheet, all driven by touches"
    )
    func pastedSettingsScreen() throws {
        let (window, root) = phoneWindow()
        let cell = View(frame: CGRect(x: 0, y: 200, width: 390, height: 44))
        root.view.addSubview(cell)
        var chosen: [String] = []

        // Sign out? (an action sheet, iPad-safe)
        let alert = AlertController(
            title: "Sign out?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(
            AlertAction(title: "Sign Out", style: .destructive) { _ in
                chosen.append("sign out")
            })
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.popoverPresentationController?.sourceView = cell
        root.present(alert, animated: true)
        window.settle()
        window.find(.text("Sign Out")).tap()
        window.settle()
        #expect(chosen == ["sign out"])

        // A picker in a page sheet with medium and large detents.
        let picker = ViewController()
        picker.modalPresentationStyle = .pageSheet
        if let sheet = picker.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        root.present(picker, animated: true)
        window.settle()
        #expect(picker.view.frame.minY == 422)
        window.drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 100))
        window.settle()
        #expect(picker.sheetPresentationController?.selectedDetentIdentifier == .large)
        #expect(picker.view.frame.minY == 57)
        window.fling(from: CGPoint(x: 200, y: 100), velocity: CGPoint(x: 0, y: 3000))
        window.settle()
        window.fling(from: CGPoint(x: 200, y: 450), velocity: CGPoint(x: 0, y: 3000))
        window.settle()
        #expect(root.presentedViewController == nil)

        // Share the app's link.
        let share = ActivityViewController(
            activityItems: ["Try this app"], applicationActivities: nil)
        var shared: [Completion] = []
        share.completionWithItemsHandler = { type, completed, _, _ in
            shared.append(Completion(type: type, completed: completed))
        }
        root.present(share, animated: true)
        window.settle()
        window.find(.text("Messages")).tap()
        window.settle()
        #expect(shared == [Completion(type: .message, completed: true)])
        #expect(window.subviews.count == 1)
    }
}
