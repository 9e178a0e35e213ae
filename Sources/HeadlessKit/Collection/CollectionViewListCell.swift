import Foundation

/// A cell of a list, like `UICollectionViewListCell`: a ``CollectionViewCell`` whose
/// ``CollectionViewCell/defaultContentConfiguration()`` is a list cell's, with
/// ``accessories`` (stored and shown in tree dumps; no accessory views are drawn).
@MainActor
open class CollectionViewListCell: CollectionViewCell {
    /// The accessories at the cell's edges (stored: nothing is drawn or tappable).
    public var accessories: [CellAccessory] = []

    /// How far the content is indented, in levels (stored).
    public var indentationLevel = 0

    override func appendTreeProperties(to properties: inout [String], presentation: Bool) {
        super.appendTreeProperties(to: &properties, presentation: presentation)
        if !accessories.isEmpty {
            properties.append(
                "accessories=" + accessories.map { $0.kind.description }.joined(separator: ","))
        }
    }
}

/// An accessory of a ``CollectionViewListCell``, like `UICellAccessory`: what it is, stored.
public struct CellAccessory: Hashable, Sendable {
    /// The kinds of accessory.
    public enum Kind: Hashable, Sendable, CustomStringConvertible {
        /// A chevron, a checkmark, a delete button, a reorder grip, a disclosure triangle.
        case disclosureIndicator, checkmark, delete, reorder, outlineDisclosure
        /// A text.
        case label(text: String)

        /// The name shown in tree dumps.
        public var description: String {
            switch self {
            case .disclosureIndicator: "disclosureIndicator"
            case .checkmark: "checkmark"
            case .delete: "delete"
            case .reorder: "reorder"
            case .outlineDisclosure: "outlineDisclosure"
            case .label(let text): "label(\"\(text)\")"
            }
        }
    }

    /// The kind of accessory.
    public var kind: Kind

    /// A disclosure chevron.
    public static func disclosureIndicator() -> CellAccessory {
        CellAccessory(kind: .disclosureIndicator)
    }
    /// A checkmark.
    public static func checkmark() -> CellAccessory { CellAccessory(kind: .checkmark) }
    /// A delete button.
    public static func delete() -> CellAccessory { CellAccessory(kind: .delete) }
    /// A reorder grip.
    public static func reorder() -> CellAccessory { CellAccessory(kind: .reorder) }
    /// A disclosure triangle for an expandable row.
    public static func outlineDisclosure() -> CellAccessory {
        CellAccessory(kind: .outlineDisclosure)
    }
    /// A text.
    public static func label(text: String) -> CellAccessory {
        CellAccessory(kind: .label(text: text))
    }
}
