import Foundation
import Testing

@testable import HeadlessKit

/// UIKit: `UIPasteboard` ("setting `string` replaces the pasteboard's items with one";
/// `changeCount` "increments when the contents change"; `UIPasteboard(name:create:)` returns
/// the pasteboard of that name, or nil when it does not exist and `create` is false).
@MainActor
@Suite struct PasteboardTests {
    @Test func settingOneKindReplacesEveryItemAndCountsAChange() throws {
        let board = Pasteboard.withUniqueName()
        #expect(board.changeCount == 0 && board.numberOfItems == 0 && board.string == nil)
        board.strings = ["a", "b"]
        #expect(board.string == "a" && board.strings == ["a", "b"] && board.numberOfItems == 2)
        #expect(board.hasStrings && !board.hasURLs && !board.hasImages)
        let url = try #require(URL(string: "https://example.com/a"))
        board.url = url
        #expect(board.string == nil && board.strings == nil, "a URL replaced the strings")
        #expect(board.url == url && board.hasURLs && board.numberOfItems == 1)
        board.image = Image(systemName: "photo")
        #expect(board.hasImages && board.url == nil)
        board.string = nil
        #expect(board.numberOfItems == 0)
        #expect(board.changeCount == 4)
    }

    @Test func emptyListsAndEmptyStringsAreKeptAsGiven() {
        let board = Pasteboard.withUniqueName()
        board.strings = []
        #expect(board.strings == nil && board.numberOfItems == 0)
        board.string = ""
        #expect(board.string == "" && board.hasStrings)
        board.images = nil
        #expect(board.numberOfItems == 0)
    }

    @Test func aNameFindsTheSameContents() throws {
        let name = Pasteboard.Name("PasteboardTests.shared")
        #expect(Pasteboard(name: name, create: false) == nil)
        let first = try #require(Pasteboard(name: name, create: true))
        first.string = "shared"
        let second = try #require(Pasteboard(name: name, create: false))
        #expect(second.string == "shared" && second.changeCount == first.changeCount)
        Pasteboard.remove(withName: name)
        #expect(Pasteboard(name: name, create: false) == nil)
        #expect(first.string == "shared", "a kept pasteboard still reads its contents")
    }

    @Test func theGeneralPasteboardIsSharedAndCannotBeRemoved() throws {
        let general = try #require(Pasteboard(name: .general, create: false))
        general.string = "copied"
        #expect(Pasteboard.general.string == "copied")
        Pasteboard.remove(withName: .general)
        #expect(Pasteboard.general.numberOfItems == 0)
        #expect(Pasteboard(name: .general, create: false) != nil)
    }

    /// A "Copy" menu action pasted from UIKit with the `UI` prefix removed.
    @Test func aPastedCopyActionFillsAPasteboard() {
        let board = Pasteboard.withUniqueName()
        let message = Label()
        message.text = "Hello"
        let copy = Action(title: "Copy", image: Image(systemName: "doc.on.doc")) { _ in
            board.string = message.text
        }
        copy.perform(sender: message)
        #expect(board.string == "Hello")
    }

    @Test func aLayerKeepsItsCornerCurve() {
        let view = View()
        #expect(view.layer.cornerCurve == .circular)
        view.layer.cornerCurve = .continuous
        view.layer.cornerRadius = 16
        #expect(view.layer.cornerCurve == .continuous && view.layer.cornerRadius == 16)
    }
}
