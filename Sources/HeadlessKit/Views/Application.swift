import Foundation

/// The app, like `UIApplication.shared`: its windows, the URLs it was asked to open, and the
/// app-wide flags screens set.
///
///     Application.shared.open(URL(string: "https://example.com/help")!)
///     #expect(Application.shared.openedURLs.last?.host == "example.com")
///
/// Nothing leaves the process: ``open(_:options:completionHandler:)`` records the URL. The
/// windows are the ones alive in the process, whatever test made them.
@MainActor
public final class Application {
    /// The process's application object.
    public static let shared = Application()

    private init() {}

    /// The states of an app, like `UIApplication.State`. A test process is always active.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Always ``State/active``.
    public var applicationState: State { .active }

    /// The key window (UIKit deprecated this property in iOS 13, but ported code still reads
    /// it).
    public var keyWindow: Window? { Window.key }

    /// The windows alive in the process, in the order they were made.
    ///
    /// - Complexity: O(*n*) in the windows made since the list was last tidied.
    public var windows: [Window] {
        Window.liveWindows.removeAll { $0.window == nil }
        return Window.liveWindows.compactMap(\.window)
    }

    /// The URLs given to ``open(_:options:completionHandler:)``, oldest first.
    public private(set) var openedURLs: [URL] = []

    /// The schemes ``canOpenURL(_:)`` answers true for: those of the system's own apps
    /// (`http`, `https`, `mailto`, `tel`, `sms`, `facetime`, `maps`) and the settings URL's, a
    /// model of a device with nothing else installed. Add a scheme to stand for an installed
    /// app.
    public var openableSchemes: Set<String> = [
        "http", "https", "mailto", "tel", "sms", "facetime", "maps", "app-settings",
    ]

    /// Whether a URL of `url`'s scheme can be opened (see ``openableSchemes``).
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return openableSchemes.contains(scheme)
    }

    /// Keys of the options of ``open(_:options:completionHandler:)``, like
    /// `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app other than a browser handles the URL.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// Records `url` as opened when ``canOpenURL(_:)`` allows it, then calls
    /// `completionHandler` with whether it was (UIKit calls it later, on the main queue; here
    /// it runs before this returns). With ``OpenExternalURLOptionsKey/universalLinksOnly``
    /// set to true, web URLs are not opened (no app claims them here).
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler: (@MainActor (Bool) -> Void)? = nil
    ) {
        var opens = canOpenURL(url)
        if options[.universalLinksOnly] as? Bool == true,
            ["http", "https"].contains(url.scheme?.lowercased() ?? "")
        {
            opens = false
        }
        if opens { openedURLs.append(url) }
        completionHandler?(opens)
    }

    /// The URL that opens the app's page in the Settings app (`UIApplication.openSettingsURLString`).
    public nonisolated static let openSettingsURLString = "app-settings:"

    /// The number on the app's icon (stored).
    public var applicationIconBadgeNumber = 0
    /// Whether the screen may not dim (stored).
    public var isIdleTimerDisabled = false
    /// The user's text size (the one category HeadlessKit measures with).
    public var preferredContentSizeCategory: ContentSizeCategory { .large }
    /// Left to right: HeadlessKit lays out for left-to-right languages.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }
}

/// The direction of a layout, like `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

/// The screen, like `UIScreen.main`: the key window's bounds, or an iPhone's portrait screen
/// (390 × 844 points, a model value) when no window is key; 3 pixels a point.
@MainActor
public final class Screen {
    /// The screen of the process.
    public static let main = Screen()

    private init() {}

    /// The size of an iPhone's screen in portrait, the bounds when no window is key.
    public nonisolated static let defaultSize = CGSize(width: 390, height: 844)

    /// The screen's bounds in points: the key window's (tests choose the screen by the size of
    /// their window), else ``defaultSize``.
    public var bounds: CGRect {
        if let window = Window.key { return CGRect(origin: .zero, size: window.bounds.size) }
        return CGRect(origin: .zero, size: Screen.defaultSize)
    }
    /// Pixels per point: 3, as on current iPhones.
    public var scale: CGFloat { 3 }
    /// The same as ``scale``.
    public var nativeScale: CGFloat { 3 }
    /// The bounds in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    /// The brightness, 0...1 (stored; values outside are clamped, NaN counts as 0.5).
    public var brightness: CGFloat = 0.5 {
        didSet { brightness = brightness.isNaN ? 0.5 : min(max(brightness, 0), 1) }
    }
    /// The key window's traits (an iPhone's when no window is key).
    public var traitCollection: TraitCollection {
        Window.key?.traitCollection
            ?? SizeTraits(windowSize: Screen.defaultSize).collection(style: .light)
    }
}

/// The device, like `UIDevice.current`: an iPhone, or an iPad while the key window is
/// iPad-sized (at least 700 points both ways, as ``TraitCollection``'s size classes read it).
@MainActor
public final class Device {
    /// The device of the process.
    public static let current = Device()

    private init() {}

    /// "iPhone" or "iPad".
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The same as ``model``.
    public var localizedModel: String { model }
    /// The device's name, its model's here.
    public var name: String { model }
    /// "iOS".
    public var systemName: String { "iOS" }
    /// The iOS version HeadlessKit follows, "18.0" (a model value).
    public var systemVersion: String { "18.0" }
    /// Phone or pad, from the key window's size (a phone when no window is key).
    public var userInterfaceIdiom: UserInterfaceIdiom {
        let size = Window.key?.bounds.size ?? Screen.defaultSize
        return SizeTraits(windowSize: size).idiom
    }
    /// Portrait or landscape, from the key window's shape (portrait when no window is key).
    public var orientation: DeviceOrientation {
        guard let size = Window.key?.bounds.size else { return .portrait }
        return size.width > size.height ? .landscapeLeft : .portrait
    }
    /// The same identifier for the whole process, like an app's vendor identifier.
    public let identifierForVendor: UUID? = UUID()
    /// Whether the battery is watched (stored; the level stays unknown, as in the simulator).
    public var isBatteryMonitoringEnabled = false
    /// -1: unknown, as in the simulator.
    public var batteryLevel: Float { -1 }
    /// Whether the device reports orientation changes (counted, not posted).
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Starts orientation notifications (none are posted: the orientation follows the key
    /// window).
    public func beginGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = true
    }
    /// Stops orientation notifications.
    public func endGeneratingDeviceOrientationNotifications() {
        isGeneratingDeviceOrientationNotifications = false
    }
}

/// The physical orientation of a device, like `UIDeviceOrientation`.
public enum DeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    /// Whether it is a portrait orientation.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether it is a landscape orientation.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether it is face up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether it is a known orientation other than flat.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

extension Window {
    /// A weak reference to a window, for ``Application/windows``.
    struct WeakWindow {
        weak var window: Window?
    }

    /// Every window made, weakly, oldest first (tidied when read and as it grows).
    static var liveWindows: [WeakWindow] = []
    /// The count at which ``liveWindows`` is next tidied as it grows.
    static var liveWindowsTidyAt = 64

    /// Lists a new window for ``Application/windows``. Amortised O(1): the list is tidied of
    /// dropped windows each time it doubles.
    func listAsLive() {
        if Window.liveWindows.count >= Window.liveWindowsTidyAt {
            Window.liveWindows.removeAll { $0.window == nil }
            Window.liveWindowsTidyAt = max(64, 2 * Window.liveWindows.count)
        }
        Window.liveWindows.append(WeakWindow(window: self))
    }
}
