import Foundation

/// The kind of a share-sheet activity, like `UIActivity.ActivityType` (UIKit's raw values for
/// the built-in ones).
public struct ActivityType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Sends the items with AirDrop.
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    /// Sends the items in a message.
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    /// Sends the items in a mail.
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    /// Copies the items to ``Pasteboard/general``.
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    /// Prints the items.
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    /// Assigns an image to a contact.
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    /// Saves images to the photo library.
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    /// Adds a URL to Safari's reading list.
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    /// Marks the items up as a PDF.
    public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
}

/// A service of your own in a share sheet, like `UIActivity`: subclass it and override
/// ``activityType``, ``activityTitle``, ``canPerform(withActivityItems:)`` and ``perform()``,
/// which calls ``activityDidFinish(_:)`` when done.
@MainActor
open class Activity {
    /// Makes an activity.
    public init() {}

    /// The activity's kind; nil by default.
    open var activityType: ActivityType? { nil }
    /// The row's title; nil by default.
    open var activityTitle: String? { nil }
    /// Whether the activity can act on `activityItems`; `false` by default, as in UIKit.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Receives the items before ``perform()``; does nothing by default.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Performs the service, then calls ``activityDidFinish(_:)``; does nothing by default.
    open func perform() {}

    /// Tells the share sheet the activity is done: it is dismissed and its
    /// `completionWithItemsHandler` runs with `completed`.
    public final func activityDidFinish(_ completed: Bool) {
        let sheet = self.sheet
        self.sheet = nil
        sheet?.finish(activityType, completed: completed)
    }

    /// The share sheet running this activity (weak).
    weak var sheet: ActivityViewController?
}

/// A share sheet, like `UIActivityViewController`: one row per activity that applies to the
/// items, titled, which a test can tap.
///
///     let share = ActivityViewController(activityItems: [url], applicationActivities: nil)
///     share.completionWithItemsHandler = { type, completed, items, error in ... }
///     present(share, animated: true)
///
/// Its style is `.popover`: in a compact width (an iPhone) it is a sheet at the medium detent
/// (half the window's height, a model value); in a regular width (an iPad) a popover, which
/// needs a source (see ``PopoverPresentationController``). The built-in activities are AirDrop,
/// Messages, Mail and Copy (Copy only when an item is a string or a URL), then the application
/// activities that can act on the items; ``excludedActivityTypes`` leaves some out. Choosing
/// one (a tap on its row, or ``perform(_:)``) or cancelling (``cancel()``, or the user's swipe
/// down) dismisses the sheet, then runs ``completionWithItemsHandler`` once.
@MainActor
open class ActivityViewController: ViewController {
    /// Called once the sheet has gone, like `UIActivityViewController.CompletionWithItemsHandler`:
    /// the chosen activity's type (nil when cancelled), whether it completed, the items it
    /// returned (nil here), and an error (nil here).
    public typealias CompletionWithItemsHandler =
        @MainActor (ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items to share, as given.
    public let activityItems: [Any]
    /// The activities of your own, as given.
    public let applicationActivities: [Activity]
    /// The activity types not offered, like `excludedActivityTypes`. Set it before presenting.
    public var excludedActivityTypes: [ActivityType]? {
        didSet { if isViewLoaded { rebuildRows() } }
    }
    /// Runs once the sheet has gone, like `completionWithItemsHandler`.
    public var completionWithItemsHandler: CompletionWithItemsHandler?

    /// The height of a row, in points (a model value).
    public nonisolated static let rowHeight: CGFloat = 52

    /// Set once an activity was chosen or the sheet cancelled: later choices do nothing.
    private var isFinishing = false

    /// Makes a share sheet, like `UIActivityViewController(activityItems:applicationActivities:)`.
    public init(activityItems: [Any], applicationActivities: [Activity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    /// The activities offered, in row order: their types and titles.
    ///
    /// - Complexity: O(*n* · *e*), *n* activities and *e* excluded types.
    public var availableActivities: [(type: ActivityType?, title: String)] {
        offered.map { ($0.type, $0.title) }
    }

    /// Chooses the activity of `type` as the user's tap on its row does: performs it, then
    /// (for a built-in one at once; for an application activity when it calls
    /// `activityDidFinish(_:)`) dismisses the sheet and runs the handler. Returns `false` and
    /// does nothing when no offered activity has that type.
    @discardableResult
    public func perform(_ type: ActivityType) -> Bool {
        guard let entry = offered.first(where: { $0.type == type }) else { return false }
        choose(entry)
        return true
    }

    /// Cancels as the user's close button does: dismisses the sheet, then runs the handler
    /// with no type and `completed` false.
    public func cancel() { finish(nil, completed: false) }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        rebuildRows()
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Gone without a choice (the user's swipe, or a dismissal by code): cancelled.
        if !isFinishing, presentingViewController == nil || isBeingDismissed {
            isFinishing = true
            completionWithItemsHandler?(nil, false, nil, nil)
        }
    }

    // MARK: - Internals

    private struct Entry {
        let type: ActivityType?
        let title: String
        let activity: Activity?
    }

    private var offered: [Entry] {
        let excluded = excludedActivityTypes ?? []
        var entries: [Entry] = [
            Entry(type: .airDrop, title: "AirDrop", activity: nil),
            Entry(type: .message, title: "Messages", activity: nil),
            Entry(type: .mail, title: "Mail", activity: nil),
        ]
        if activityItems.contains(where: { $0 is String || $0 is URL }) {
            entries.append(Entry(type: .copyToPasteboard, title: "Copy", activity: nil))
        }
        for activity in applicationActivities
        where activity.canPerform(withActivityItems: activityItems) {
            entries.append(
                Entry(
                    type: activity.activityType, title: activity.activityTitle ?? "",
                    activity: activity))
        }
        return entries.filter { entry in !excluded.contains { $0 == entry.type } }
    }

    private func rebuildRows() {
        for subview in view.subviews { subview.removeFromSuperview() }
        let rows = offered.map { entry -> Button in
            let button = Button(type: .system)
            button.setTitle(entry.title, for: .normal)
            button.accessibilityIdentifier = entry.type?.rawValue
            button.heightAnchor.constraint(equalToConstant: ActivityViewController.rowHeight)
                .isActive = true
            button.addAction(
                Action { [weak self] _ in self?.choose(entry) }, for: .touchUpInside)
            return button
        }
        let stack = StackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    private func choose(_ entry: Entry) {
        guard !isFinishing else { return }
        if let activity = entry.activity {
            activity.sheet = self
            activity.prepare(withActivityItems: activityItems)
            activity.perform()
            return
        }
        if entry.type == .copyToPasteboard { copyItems() }
        finish(entry.type, completed: true)
    }

    /// Copies the string and URL items to the general pasteboard: as URLs when every item is
    /// one, else as strings (a URL as its absolute string).
    private func copyItems() {
        let urls = activityItems.compactMap { $0 as? URL }
        let strings = activityItems.compactMap { item -> String? in
            (item as? String) ?? (item as? URL)?.absoluteString
        }
        if !urls.isEmpty && urls.count == strings.count {
            Pasteboard.general.urls = urls
        } else if !strings.isEmpty {
            Pasteboard.general.strings = strings
        }
    }

    /// Dismisses, then runs the handler once.
    func finish(_ type: ActivityType?, completed: Bool) {
        guard !isFinishing else { return }
        isFinishing = true
        let report: @MainActor () -> Void = { [weak self] in
            self?.completionWithItemsHandler?(type, completed, nil, nil)
        }
        guard presentingViewController != nil else {
            report()
            return
        }
        dismiss(animated: true, completion: report)
    }
}
