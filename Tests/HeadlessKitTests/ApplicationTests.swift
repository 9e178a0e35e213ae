import Foundation
import Testing

@testable import HeadlessKit

/// UIKit: `UIApplication.shared` (`open(_:options:completionHandler:)` "attempts to open the
/// resource at the specified URL"; `canOpenURL(_:)`), `UIScreen.main` and `UIDevice.current`.
@MainActor
@Suite struct ApplicationTests {
    @Test func openRecordsWhatCanBeOpenedAndAnswersTheHandler() throws {
        let app = Application.shared
        let before = app.openedURLs.count
        var answers: [Bool] = []
        let web = try #require(URL(string: "https://example.com/help"))
        app.open(web) { answers.append($0) }
        let unknown = try #require(URL(string: "someapp://profile/1"))
        #expect(!app.canOpenURL(unknown))
        app.open(unknown) { answers.append($0) }
        app.open(web, options: [.universalLinksOnly: true]) { answers.append($0) }
        #expect(answers == [true, false, false])
        #expect(Array(app.openedURLs.dropFirst(before)) == [web])
        let settings = try #require(URL(string: Application.openSettingsURLString))
        #expect(app.canOpenURL(settings))
        let noScheme = try #require(URL(string: "just-a-path"))
        #expect(!app.canOpenURL(noScheme))
    }

    @Test func windowsListsTheLiveWindowsAndForgetsDroppedOnes() {
        let kept = Window(size: CGSize(width: 390, height: 844))
        weak var dropped: Window?
        do {
            let window = Window(size: CGSize(width: 100, height: 100))
            dropped = window
            #expect(Application.shared.windows.contains { $0 === window })
        }
        #expect(dropped == nil)
        let windows = Application.shared.windows
        #expect(windows.contains { $0 === kept })
        #expect(windows.allSatisfy { $0 !== dropped })
        kept.makeKeyAndVisible()
        #expect(Application.shared.keyWindow === kept)
        #expect(Application.shared.windows.first { $0.isKeyWindow } === kept)
    }

    @Test func manyWindowsMadeAndDroppedKeepTheListSmall() {
        for _ in 0..<1_000 { _ = Window(size: CGSize(width: 10, height: 10)) }
        #expect(Window.liveWindows.count < 300, "tidied as it grows")
    }

    @Test func theScreenAndDeviceFollowTheKeyWindow() {
        let phone = Window(size: CGSize(width: 390, height: 844))
        phone.makeKeyAndVisible()
        #expect(Screen.main.bounds.size == CGSize(width: 390, height: 844))
        #expect(Screen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
        #expect(Device.current.userInterfaceIdiom == .phone && Device.current.model == "iPhone")
        #expect(Device.current.orientation == .portrait)
        let pad = Window(size: CGSize(width: 1024, height: 768))
        pad.makeKeyAndVisible()
        #expect(Device.current.userInterfaceIdiom == .pad)
        #expect(Device.current.orientation.isLandscape)
        #expect(Screen.main.traitCollection.horizontalSizeClass == .regular)
        phone.makeKeyAndVisible()
    }

    @Test func hostileStoredValuesAreClamped() {
        Screen.main.brightness = .nan
        #expect(Screen.main.brightness == 0.5)
        Screen.main.brightness = 7
        #expect(Screen.main.brightness == 1)
        Screen.main.brightness = -.infinity
        #expect(Screen.main.brightness == 0)
        Application.shared.applicationIconBadgeNumber = -5
        #expect(Application.shared.applicationIconBadgeNumber == -5, "stored as given, as UIKit")
    }
}
