import Foundation

@testable import HeadlessKit

/// The self-sizing cell of the benchmarks, as a table view cell is often built: a frame-placed
/// cell with an image (40 × 40, hugging 251 as Interface Builder makes it, so the label takes
/// the spare width) and a multi-line label, tied to the cell by 6 constraints:
///
///     +- cell ---------------------------------------+
///     | 16 [image 40x40] 8 [label .............] 16   |   10 above and below
///     +-----------------------------------------------+
///
/// The constraints are made, not activated; the cell is in no superview.
@MainActor
struct SelfSizingCell {
    let cell: View
    let image: ImageView
    let label: Label
    /// Image leading and top, the spacing (label leading), label trailing, top and bottom.
    let constraints: [LayoutConstraint]
    /// The label's leading constraint, 8 pt after the image.
    var spacing: LayoutConstraint { constraints[2] }

    /// A cell at `frame` whose label says `text`; its views are named "cell", "image" and
    /// "label" in descriptions and diagnostics.
    init(frame: CGRect, text: String = "Cell") {
        cell = View(frame: frame)
        cell.debugName = "cell"
        image = ImageView(image: Image(named: "a", size: CGSize(width: 40, height: 40)))
        image.debugName = "image"
        image.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        label = Label()
        label.debugName = "label"
        label.numberOfLines = 0
        label.text = text
        for view in [image, label] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(view)
        }
        constraints = [
            image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            image.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ]
    }

    /// `count` cells stacked 60 pt apart in a 390 × 844 window: `count` independent groups.
    /// Returns the window and the cells.
    static func stack(_ count: Int) -> (Window, [SelfSizingCell]) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let cells = (0..<count).map { index in
            SelfSizingCell(
                frame: CGRect(x: 0, y: 60 * CGFloat(index), width: 390, height: 60),
                text: "Cell \(index)")
        }
        for cell in cells { window.addSubview(cell.cell) }
        return (window, cells)
    }
}
