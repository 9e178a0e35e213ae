import Foundation
import HeadlessKit

/// One frame of a sticky header: a `constant` edit, the solve, the frame write-back and the
/// layout pass, beside `others` constrained views that have nothing to do with the header.
@MainActor
func constantEditFrame(others: Int) -> Workload {
    .timed("layout-constant-frame-\(others)", operations: 1000, runs: 7) {
        let window = Window(size: CGSize(width: 390, height: 844))
        let root = View(frame: window.bounds)
        window.addSubview(root)
        var constraints: [LayoutConstraint] = []
        // Unrelated rows: a column of labels, each pinned below the previous one.
        var previous: View = root
        for index in 0..<others {
            let row = View()
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            constraints += [
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                row.widthAnchor.constraint(equalToConstant: 200),
                row.heightAnchor.constraint(equalToConstant: 20),
                row.topAnchor.constraint(
                    equalTo: index == 0 ? root.topAnchor : previous.bottomAnchor, constant: 4),
            ]
            previous = row
        }
        let header = View()
        header.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(header)
        let top = header.topAnchor.constraint(equalTo: root.topAnchor)
        constraints += [
            top, header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 200),
        ]
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return {
            for frame in 0..<1000 {
                top.constant = -CGFloat(frame % 200)
                window.layoutIfNeeded()
            }
            return ["constrained views": Double(others + 1), "header y": Double(header.frame.minY)]
        }
    }
}

@MainActor
func layoutWorkloads() -> [Workload] {
    [constantEditFrame(others: 0), constantEditFrame(others: 1000)]
}
