import Foundation

/// What ``View/svg(_:)`` draws.
public struct SVGOptions: Sendable {
    /// Draw every view's frame as a thin outline labelled with its debug name (its type or
    /// `debugName`, and its identifier), for layout debugging.
    public var showsOutlines = false
    /// Draw what is on screen while animations run (`presentationFrame`, `presentationAlpha`,
    /// `presentationTransform`, `presentationBackgroundColor`) instead of the final values.
    public var usesPresentationValues = false
    /// Draw label text. Turn off for pictures of geometry only.
    public var drawsText = true
    /// Draw what UIKit draws without a subview to show it: table separators, grouped
    /// sections' cards, cell accessories, and the tracks, knobs and segments of controls.
    /// Turn off for pictures of the view tree only.
    public var drawsStandardParts = true
    /// Draw layer shadows (`shadowOpacity`, `shadowColor`, `shadowOffset`, `shadowRadius`) as
    /// SVG filters.
    public var drawsShadows = true
    /// A colour to fill the whole picture with first, or `nil` for a transparent background.
    public var canvasColor: Color?
    /// Put in front of every `id` the picture defines (clip paths, shadow filters), so several
    /// pictures can share one document.
    public var idPrefix = ""

    /// Views, text and page dots, as a person would see them.
    public static let `default` = SVGOptions()
    /// The default picture with every frame outlined and named.
    public static let outline = SVGOptions(showsOutlines: true)

    /// Makes options; every parameter has the default's value unless given.
    public init(
        showsOutlines: Bool = false, usesPresentationValues: Bool = false, drawsText: Bool = true,
        canvasColor: Color? = nil, idPrefix: String = "", drawsStandardParts: Bool = true,
        drawsShadows: Bool = true
    ) {
        self.drawsStandardParts = drawsStandardParts
        self.drawsShadows = drawsShadows
        self.showsOutlines = showsOutlines
        self.usesPresentationValues = usesPresentationValues
        self.drawsText = drawsText
        self.canvasColor = canvasColor
        self.idPrefix = idPrefix
    }
}
