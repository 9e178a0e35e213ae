import Foundation

/// A pasteboard in memory, like `UIPasteboard`: what a screen copies, a test reads back.
///
///     Pasteboard.general.string = message.text      // a "Copy" menu action
///     #expect(Pasteboard.general.string == "Hello")
///
/// The pasteboard holds items, each a string, a URL or an image. Setting ``string`` (or
/// ``url``, ``image``) replaces every item with one; setting ``strings`` replaces them with
/// one item per string; reading ``string`` gives the first item that is a string. Each change
/// adds one to ``changeCount``, as in UIKit. Nothing leaves the process: ``general`` is shared
/// by the whole test run, so tests that need their own use ``withUniqueName()``.
@MainActor
public final class Pasteboard {
    /// One item of a pasteboard.
    enum Item {
        case string(String)
        case url(URL)
        case image(Image)
    }

    /// The contents of one named pasteboard, shared by every ``Pasteboard`` made with its name.
    final class Contents {
        var items: [Item] = [] {
            didSet { changeCount += 1 }
        }
        var changeCount = 0
    }

    /// The system-wide pasteboard of the process (shared by every test of the run).
    public static let general = Pasteboard(name: Name.general, contents: generalContents)
    private static let generalContents = Contents()

    /// The contents of the named pasteboards made so far, by name.
    private static var named: [Name: Contents] = [:]

    /// A pasteboard's name, like `UIPasteboard.Name`.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name.
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// The pasteboard's name.
    public let name: Name
    private let contents: Contents
    private var items: [Item] {
        get { contents.items }
        set { contents.items = newValue }
    }
    /// The number of times the contents changed (0 for a new pasteboard).
    public var changeCount: Int { contents.changeCount }

    private init(name: Name, contents: Contents) {
        self.name = name
        self.contents = contents
    }

    /// The pasteboard named `name`, like `UIPasteboard(name:create:)`: the general one for
    /// ``Name/general``, the one made before under that name, a new empty one when `create`
    /// is true, else nil. Two pasteboards of one name share their contents.
    public convenience init?(name: Name, create: Bool) {
        if name == .general {
            self.init(name: name, contents: Pasteboard.generalContents)
        } else if let kept = Pasteboard.named[name] {
            self.init(name: name, contents: kept)
        } else if create {
            let made = Contents()
            Pasteboard.named[name] = made
            self.init(name: name, contents: made)
        } else {
            return nil
        }
    }

    /// A new pasteboard with a name no other has, like `UIPasteboard.withUniqueName()`.
    public static func withUniqueName() -> Pasteboard {
        Pasteboard(name: Name(UUID().uuidString), create: true)!
    }

    /// Forgets a named pasteboard, like `UIPasteboard.remove(withName:)`: its name no longer
    /// finds it (a pasteboard object kept from before still reads its old contents). The
    /// general one cannot be removed; it is emptied instead.
    public static func remove(withName name: Name) {
        if name == .general {
            generalContents.items = []
        } else {
            named[name] = nil
        }
    }

    /// The number of items.
    public var numberOfItems: Int { items.count }

    /// The first string item; setting replaces every item with this one (nil empties).
    public var string: String? {
        get { strings?.first }
        set { items = newValue.map { [.string($0)] } ?? [] }
    }
    /// The string items, in order (nil when there is none); setting replaces every item.
    public var strings: [String]? {
        get { nonEmpty(items.compactMap { if case .string(let s) = $0 { s } else { nil } }) }
        set { items = (newValue ?? []).map { .string($0) } }
    }
    /// The first URL item; setting replaces every item with this one (nil empties).
    public var url: URL? {
        get { urls?.first }
        set { items = newValue.map { [.url($0)] } ?? [] }
    }
    /// The URL items, in order (nil when there is none); setting replaces every item.
    public var urls: [URL]? {
        get { nonEmpty(items.compactMap { if case .url(let u) = $0 { u } else { nil } }) }
        set { items = (newValue ?? []).map { .url($0) } }
    }
    /// The first image item; setting replaces every item with this one (nil empties).
    public var image: Image? {
        get { images?.first }
        set { items = newValue.map { [.image($0)] } ?? [] }
    }
    /// The image items, in order (nil when there is none); setting replaces every item.
    public var images: [Image]? {
        get { nonEmpty(items.compactMap { if case .image(let i) = $0 { i } else { nil } }) }
        set { items = (newValue ?? []).map { .image($0) } }
    }

    /// Whether an item is a string.
    public var hasStrings: Bool { items.contains { if case .string = $0 { true } else { false } } }
    /// Whether an item is a URL.
    public var hasURLs: Bool { items.contains { if case .url = $0 { true } else { false } } }
    /// Whether an item is an image.
    public var hasImages: Bool { items.contains { if case .image = $0 { true } else { false } } }

    private func nonEmpty<T>(_ values: [T]) -> [T]? { values.isEmpty ? nil : values }
}
