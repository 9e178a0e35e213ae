import Foundation

/// What ``View/treeDescription(_:)`` prints.
public struct TreeDescriptionOptions: Sendable {
    /// Where frames are measured.
    public enum Coordinates: Sendable {
        /// In each view's superview (like `frame`).
        case superview
        /// In the window (or the tree's root).
        case window
    }

    /// How deep to go below the described view (0: the view alone); `nil` for no limit.
    public var maxDepth: Int?
    /// Only views a person would see: not hidden, alpha ≥ 0.01 up the chain, and at least partly
    /// inside every clipping ancestor and the root's bounds.
    public var onlyVisible = false
    /// Where frames are measured.
    public var coordinates: Coordinates = .superview
    /// Print what is on screen while animations run (`presentationFrame`, `presentationAlpha`,
    /// `presentationTransform`, `presentationBackgroundColor`) instead of the final values.
    public var usesPresentationValues = false
    /// Print frames. Turn off to compare structure and properties only.
    public var showsFrames = true
    /// Print the properties that differ from their defaults.
    public var showsProperties = true
    /// Prefix each line with a stable `#n` id (its position in the dump, from 1).
    public var showsIDs = false

    /// Which properties print, when ``showsProperties`` is on.
    public var propertyFilter: PropertyFilter = .all
    /// How lines show depth.
    public var style: Style = .branches

    /// Frames in superview coordinates, every property, no depth limit.
    public static let `default` = TreeDescriptionOptions()

    /// Frames and the geometry properties only (scroll offsets, content sizes, insets): what a
    /// layout test compares.
    ///
    ///     assertTree(pager.view, options: .geometry, """
    ///         View (0 0; 390 844)
    ///         └ ScrollView "pages" (0 0; 390 844) offset=(390 0) content=(1170 844)
    ///         """)
    public static let geometry = TreeDescriptionOptions(propertyFilter: .geometry)

    /// Every property, with two spaces of indentation per level instead of branch lines: the
    /// easiest form to type in an inline expectation.
    public static let compact = TreeDescriptionOptions(style: .compact)

    /// Makes options; every parameter has the default's value unless given.
    public init(
        maxDepth: Int? = nil, onlyVisible: Bool = false, coordinates: Coordinates = .superview,
        usesPresentationValues: Bool = false, showsFrames: Bool = true,
        showsProperties: Bool = true, showsIDs: Bool = false,
        propertyFilter: PropertyFilter = .all, style: Style = .branches
    ) {
        self.maxDepth = maxDepth
        self.onlyVisible = onlyVisible
        self.coordinates = coordinates
        self.usesPresentationValues = usesPresentationValues
        self.showsFrames = showsFrames
        self.showsProperties = showsProperties
        self.showsIDs = showsIDs
        self.propertyFilter = propertyFilter
        self.style = style
    }

    /// How a dump line shows the view's depth.
    public enum Style: Sendable {
        /// Branch lines: `├ `, `└ ` and `│ `, two columns per level.
        case branches
        /// Two spaces per level, no branch lines: still one line per view, easy to type.
        case compact
    }

    /// Which `key=value` properties a dump prints, by key (the text before `=`, or the whole
    /// word for flags such as `hidden` and `clips`).
    public struct PropertyFilter: Hashable, Sendable {
        enum Rule: Hashable, Sendable {
            case all
            case including(Set<String>)
            case excluding(Set<String>)
        }

        let rule: Rule

        /// Every property.
        public static let all = PropertyFilter(rule: .all)
        /// The keys that describe geometry beyond the frame: `offset`, `content`, `inset`,
        /// `adjustedInset` (and their `contentOffset`/`contentSize`/`contentInset` spellings).
        public static let geometry = PropertyFilter.including(geometryKeys)
        /// The keys `PropertyFilter.geometry` keeps.
        public static let geometryKeys: Set<String> = [
            "offset", "content", "inset", "adjustedInset", "contentOffset", "contentSize",
            "contentInset", "adjustedContentInset",
        ]

        /// Only properties with one of `keys`.
        ///
        ///     TreeDescriptionOptions(propertyFilter: .including(["text", "hidden"]))
        public static func including(_ keys: Set<String>) -> PropertyFilter {
            PropertyFilter(rule: .including(keys))
        }

        /// Every property except those with one of `keys`.
        public static func excluding(_ keys: Set<String>) -> PropertyFilter {
            PropertyFilter(rule: .excluding(keys))
        }

        /// Whether `property` (`key=value` or a bare flag) prints.
        public func includes(_ property: String) -> Bool {
            switch rule {
            case .all: return true
            case .including(let keys): return keys.contains(Self.key(of: property))
            case .excluding(let keys): return !keys.contains(Self.key(of: property))
            }
        }

        static func key(of property: String) -> String {
            guard let equals = property.firstIndex(of: "=") else { return property }
            return String(property[..<equals])
        }
    }
}
