import Foundation

/// An accessory at the leading or trailing edge of a ``CollectionViewListCell``, like UIKit's
/// `UICellAccessory`.
///
///     cell.accessories = [.outlineDisclosure(), .label(text: "12"), .disclosureIndicator()]
///
///     +------------------------------------------------+
///     | 16 [>] | content view ...   | [12] 8 [›] 16    |
///     +------------------------------------------------+
///      leading accessories           trailing accessories
///
/// Each kind sits where UIKit puts it: `delete`, `insert`, `multiselect` and
/// `outlineDisclosure` (cell style) at the leading edge; the others, and an outline
/// disclosure of header style, at the trailing edge; a custom view where its placement says.
/// Within a side they keep the order of the array, left to right. Each shows while its
/// ``DisplayedState`` matches the collection view's ``CollectionView/isEditing``.
///
/// The widths are HeadlessKit's model of UIKit's symbols (``standardWidth(of:)``), 16 points
/// from the cell's edge and 8 apart; the content view takes the rest, so a self-sizing row
/// fits its content to the narrower width. `delete`, `insert`, `detail` and
/// `outlineDisclosure` take taps (their action handler runs; an outline disclosure without
/// one expands or collapses its item in the data source's section snapshot); the others let
/// taps through to the cell, which selects it.
@MainActor
public struct CellAccessory {
    /// Runs when an accessory is tapped.
    public typealias ActionHandler = @MainActor () -> Void

    /// When an accessory shows, like `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Hashable, Sendable {
        /// Always.
        case always
        /// While the collection view is editing.
        case whenEditing
        /// While the collection view is not editing.
        case whenNotEditing

        func shows(editing: Bool) -> Bool {
            switch self {
            case .always: true
            case .whenEditing: editing
            case .whenNotEditing: !editing
            }
        }
    }

    /// How much width an accessory reserves, like `UICellAccessory.LayoutDimension`.
    public enum LayoutDimension: Hashable, Sendable {
        /// The system's width for the kind (``CellAccessory/standardWidth(of:)``).
        case standard
        /// The accessory's own width.
        case actual
        /// This many points (NaN and negative are shown as 0).
        case custom(CGFloat)
    }

    /// Where a custom view goes, like `UICellAccessory.Placement`: the edge, when it shows,
    /// and its position among that edge's accessories.
    public enum Placement {
        /// At the leading edge; `at` gives its index among the other leading accessories
        /// shown (`nil`: its place in the array).
        case leading(displayed: DisplayedState = .always, at: PlacementPosition? = nil)
        /// At the trailing edge; `at` gives its index among the other trailing accessories
        /// shown (`nil`: its place in the array).
        case trailing(displayed: DisplayedState = .always, at: PlacementPosition? = nil)
    }

    /// Gives a custom view's index among the accessories of its edge.
    public typealias PlacementPosition = @MainActor ([CellAccessory]) -> Int

    /// The kinds of accessory, as tree dumps name them.
    public enum Kind: Hashable, Sendable, CustomStringConvertible {
        /// A chevron: the row leads somewhere.
        case disclosureIndicator
        /// A checkmark.
        case checkmark
        /// A delete control (a red circle).
        case delete
        /// An insert control (a green circle).
        case insert
        /// A reorder grip.
        case reorder
        /// A triangle that expands and collapses the row's children.
        case outlineDisclosure
        /// A text.
        case label(text: String)
        /// An info button.
        case detail
        /// A selection circle.
        case multiselect
        /// A view of your own.
        case customView

        /// The name shown in tree dumps.
        public var description: String {
            switch self {
            case .disclosureIndicator: "disclosureIndicator"
            case .checkmark: "checkmark"
            case .delete: "delete"
            case .insert: "insert"
            case .reorder: "reorder"
            case .outlineDisclosure: "outlineDisclosure"
            case .label(let text): "label(\"\(text)\")"
            case .detail: "detail"
            case .multiselect: "multiselect"
            case .customView: "customView"
            }
        }
    }

    /// What the accessory is.
    public let kind: Kind
    /// When it shows.
    public let displayed: DisplayedState
    /// Whether it is at the leading edge (else the trailing one).
    let isLeading: Bool
    /// Whether it is hidden while it keeps its place.
    let isHidden: Bool
    /// The width it reserves.
    let reservedLayoutWidth: LayoutDimension
    /// Its tint (stored).
    let tintColor: Color?
    /// What a tap runs.
    let actionHandler: ActionHandler?
    /// An outline disclosure's style.
    let outlineStyle: OutlineDisclosureOptions.Style
    /// A custom accessory's view, or a label's font.
    let customView: View?
    let font: Font?
    let position: PlacementPosition?

    private init(
        _ kind: Kind, _ displayed: DisplayedState, leading: Bool, isHidden: Bool?,
        width: LayoutDimension?, tint: Color?, action: ActionHandler? = nil,
        outlineStyle: OutlineDisclosureOptions.Style = .automatic, view: View? = nil,
        font: Font? = nil, position: PlacementPosition? = nil
    ) {
        self.kind = kind
        self.displayed = displayed
        isLeading = leading
        self.isHidden = isHidden ?? false
        reservedLayoutWidth = width ?? .standard
        tintColor = tint
        actionHandler = action
        self.outlineStyle = outlineStyle
        customView = view
        self.font = font
        self.position = position
    }

    /// Whether the accessory is at the leading edge (an outline disclosure of automatic style
    /// is trailing in a header cell).
    func isLeading(inHeader isHeader: Bool) -> Bool {
        guard kind == .outlineDisclosure else { return isLeading }
        switch outlineStyle {
        case .automatic: return !isHeader
        case .header: return false
        case .cell: return true
        }
    }

    /// Whether a tap anywhere on the cell toggles it (an outline disclosure of header style).
    func togglesOnCellTap(inHeader isHeader: Bool) -> Bool {
        kind == .outlineDisclosure
            && (outlineStyle == .header || (outlineStyle == .automatic && isHeader))
    }

    /// Whether the accessory takes taps itself (else they go to the cell).
    var takesTaps: Bool {
        switch kind {
        case .delete, .insert, .detail, .outlineDisclosure: true
        case .customView: customView?.isUserInteractionEnabled ?? false
        default: false
        }
    }

    /// The width UIKit's symbol for `kind` takes, in HeadlessKit's model: a chevron 8, a
    /// checkmark 14, an outline disclosure triangle 16, a reorder grip 20, the delete, insert,
    /// selection and info circles 22; a label as wide as its text, a custom view its own.
    public nonisolated static func standardWidth(of kind: Kind) -> CGFloat {
        switch kind {
        case .disclosureIndicator: 8
        case .checkmark: 14
        case .outlineDisclosure: 16
        case .reorder: 20
        case .delete, .insert, .detail, .multiselect: 22
        case .label, .customView: 0
        }
    }

    /// The space between the outermost accessory and the cell's edge: 16 points (a model of
    /// UIKit's layout margins).
    public nonisolated static let edgeMargin: CGFloat = 16
    /// The space between two accessories of the same edge: 8 points (a model value).
    public nonisolated static let spacing: CGFloat = 8

    // MARK: - Kinds

    /// A chevron at the trailing edge (UIKit: `disclosureIndicator(displayed:options:)`).
    public static func disclosureIndicator(
        displayed: DisplayedState = .always,
        options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> CellAccessory {
        CellAccessory(
            .disclosureIndicator, displayed, leading: false, isHidden: options.isHidden,
            width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A checkmark at the trailing edge (UIKit: `checkmark(displayed:options:)`).
    public static func checkmark(
        displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
    ) -> CellAccessory {
        CellAccessory(
            .checkmark, displayed, leading: false, isHidden: options.isHidden,
            width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A delete control at the leading edge, while editing by default (UIKit:
    /// `delete(displayed:options:actionHandler:)`). A tap runs `actionHandler`; without one,
    /// it reveals the row's trailing swipe actions (the list section's
    /// ``CollectionLayoutListConfiguration/trailingSwipeActionsConfigurationProvider``); a tap
    /// on the row hides them.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
        actionHandler: ActionHandler? = nil
    ) -> CellAccessory {
        CellAccessory(
            .delete, displayed, leading: true, isHidden: options.isHidden,
            width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
    }

    /// An insert control at the leading edge, while editing by default (UIKit:
    /// `insert(displayed:options:actionHandler:)`). A tap runs `actionHandler`.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
        actionHandler: ActionHandler? = nil
    ) -> CellAccessory {
        CellAccessory(
            .insert, displayed, leading: true, isHidden: options.isHidden,
            width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
    }

    /// A reorder grip at the trailing edge, while editing by default (UIKit:
    /// `reorder(displayed:options:)`). Shown only: dragging it does not reorder here.
    public static func reorder(
        displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
    ) -> CellAccessory {
        CellAccessory(
            .reorder, displayed, leading: false, isHidden: options.isHidden,
            width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A triangle that expands and collapses the row's item (UIKit:
    /// `outlineDisclosure(displayed:options:actionHandler:)`): at the leading edge in cell
    /// style, at the trailing edge in header style (and in a header cell of automatic style).
    /// A tap runs `actionHandler`, or without one expands or collapses the item in the data
    /// source's section snapshot; in header style a tap anywhere on the cell does.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always,
        options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: ActionHandler? = nil
    ) -> CellAccessory {
        CellAccessory(
            .outlineDisclosure, displayed, leading: true, isHidden: options.isHidden,
            width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler,
            outlineStyle: options.style)
    }

    /// A text at the trailing edge (UIKit: `label(text:displayed:options:)`), in the body
    /// font unless `options` gives one.
    public static func label(
        text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
    ) -> CellAccessory {
        CellAccessory(
            .label(text: text), displayed, leading: false, isHidden: options.isHidden,
            width: options.reservedLayoutWidth, tint: options.tintColor, font: options.font)
    }

    /// An info button at the trailing edge (UIKit: `detail(displayed:options:actionHandler:)`).
    /// A tap runs `actionHandler`.
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
        actionHandler: ActionHandler? = nil
    ) -> CellAccessory {
        CellAccessory(
            .detail, displayed, leading: false, isHidden: options.isHidden,
            width: options.reservedLayoutWidth, tint: options.tintColor, action: actionHandler)
    }

    /// A selection circle at the leading edge, while editing by default (UIKit:
    /// `multiselect(displayed:options:)`). Taps go to the cell, which they select.
    public static func multiselect(
        displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
    ) -> CellAccessory {
        CellAccessory(
            .multiselect, displayed, leading: true, isHidden: options.isHidden,
            width: options.reservedLayoutWidth, tint: options.tintColor)
    }

    /// A view of your own where `configuration` places it (UIKit: `customView(configuration:)`).
    /// It keeps its own size (its bounds, else what `sizeThatFits` gives), centred vertically,
    /// unless ``CustomViewConfiguration/reservedLayoutWidth`` says otherwise.
    public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
        let (displayed, leading, position): (DisplayedState, Bool, PlacementPosition?) =
            switch configuration.placement {
            case .leading(let displayed, let at): (displayed, true, at)
            case .trailing(let displayed, let at): (displayed, false, at)
            }
        return CellAccessory(
            .customView, displayed, leading: leading, isHidden: configuration.isHidden,
            width: configuration.reservedLayoutWidth, tint: configuration.tintColor,
            view: configuration.customView, position: position)
    }
}

extension CellAccessory {
    /// Options of a ``CellAccessory/disclosureIndicator(displayed:options:)``.
    public struct DisclosureIndicatorOptions {
        /// Hidden while keeping its place (`nil`: shown).
        public var isHidden: Bool?
        /// The width it reserves (`nil`: standard).
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint (stored).
        public var tintColor: Color?
        /// Makes options; `nil` keeps the default.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: Color? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of a ``CellAccessory/checkmark(displayed:options:)``.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    /// Options of a ``CellAccessory/reorder(displayed:options:)``.
    public typealias ReorderOptions = DisclosureIndicatorOptions
    /// Options of a ``CellAccessory/detail(displayed:options:actionHandler:)``.
    public typealias DetailOptions = DisclosureIndicatorOptions

    /// Options of a ``CellAccessory/delete(displayed:options:actionHandler:)``,
    /// ``CellAccessory/insert(displayed:options:actionHandler:)`` or
    /// ``CellAccessory/multiselect(displayed:options:)``.
    public struct DeleteOptions {
        /// Hidden while keeping its place (`nil`: shown).
        public var isHidden: Bool?
        /// The width it reserves (`nil`: standard).
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint (stored).
        public var tintColor: Color?
        /// Its circle's color (stored).
        public var backgroundColor: Color?
        /// Makes options; `nil` keeps the default.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: Color? = nil, backgroundColor: Color? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of an ``CellAccessory/insert(displayed:options:actionHandler:)``.
    public typealias InsertOptions = DeleteOptions
    /// Options of a ``CellAccessory/multiselect(displayed:options:)``.
    public typealias MultiselectOptions = DeleteOptions

    /// Options of a ``CellAccessory/label(text:displayed:options:)``.
    public struct LabelOptions {
        /// Hidden while keeping its place (`nil`: shown).
        public var isHidden: Bool?
        /// The width it reserves (`nil`: its text's).
        public var reservedLayoutWidth: LayoutDimension?
        /// Its text color (`nil`: `secondaryLabel`).
        public var tintColor: Color?
        /// Its font (`nil`: the body font).
        public var font: Font?
        /// Whether the font follows Dynamic Type (stored).
        public var adjustsFontForContentSizeCategory: Bool?
        /// Makes options; `nil` keeps the default.
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: Color? = nil, font: Font? = nil,
            adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// Options of an ``CellAccessory/outlineDisclosure(displayed:options:actionHandler:)``.
    public struct OutlineDisclosureOptions {
        /// How an outline disclosure behaves, like
        /// `UICellAccessory.OutlineDisclosureOptions.Style`.
        public enum Style: Hashable, Sendable {
            /// Header style in a header cell (a list's first item of a section whose
            /// header mode is `.firstItemInSection`), cell style elsewhere.
            case automatic
            /// At the trailing edge; a tap anywhere on the cell toggles it.
            case header
            /// At the leading edge; only a tap on the triangle toggles it.
            case cell
        }

        /// The style. `.automatic` by default.
        public var style: Style
        /// Hidden while keeping its place (`nil`: shown).
        public var isHidden: Bool?
        /// The width it reserves (`nil`: standard).
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint (stored).
        public var tintColor: Color?
        /// Makes options; `nil` keeps the default.
        public init(
            style: Style = .automatic, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil
        ) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// A custom accessory's view and place, like `UICellAccessory.CustomViewConfiguration`.
    public struct CustomViewConfiguration {
        /// The view shown.
        public var customView: View
        /// Where it goes.
        public var placement: Placement
        /// Hidden while keeping its place (`nil`: shown).
        public var isHidden: Bool?
        /// The width it reserves (`nil`: standard, which for a custom view is its own).
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint (stored).
        public var tintColor: Color?
        /// Whether it keeps its size when the cell is tall (stored: it always does here).
        public var maintainsFixedSize: Bool?

        /// Makes a configuration of `customView` at `placement`.
        public init(
            customView: View, placement: Placement, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
            maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }
}
