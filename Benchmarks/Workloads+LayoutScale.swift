import Foundation
import HeadlessKit

#if canImport(Glibc)
    import Glibc
#endif

// Auto Layout at scale: activation and deactivation linear in the constraints touched, and
// only the views a constraint names (and what is constrained to them) in the solver.

/// A window with `n` sibling views in a horizontal chain: view i's leading is view i − 1's
/// trailing (the first is pinned to the container), and each view is 10 pt wide. The
/// constraints come in that order (width, link, width, link...): 2n in all.
@MainActor
private func chain(_ n: Int) -> (Window, View, [LayoutConstraint]) {
    let window = Window(size: CGSize(width: 390, height: 844))
    let container = View(frame: window.bounds)
    window.addSubview(container)
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(2 * n)
    var previous: View?
    for _ in 0..<n {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        constraints.append(view.widthAnchor.constraint(equalToConstant: 10))
        constraints.append(
            view.leadingAnchor.constraint(
                equalTo: previous?.trailingAnchor ?? container.leadingAnchor, constant: 1))
        previous = view
    }
    return (window, container, constraints)
}

/// Activates an `n`-link chain, then lays it out.
@MainActor
func chainActivate(_ n: Int, _ name: String) -> Workload {
    .timed("constraint-chain-activate-\(name)", runs: n >= 50_000 ? 3 : 5) {
        let (window, container, constraints) = chain(n)
        return {
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            let last = container.subviews[container.subviews.count - 1]
            return ["links": Double(n), "lastX": Double(last.frame.minX)]
        }
    }
}

/// Deactivates an active `n`-link chain (front to back, as a loop over the user's array does).
@MainActor
func chainDeactivate(_ n: Int, _ name: String) -> Workload {
    .timed("constraint-chain-deactivate-\(name)", runs: n >= 50_000 ? 3 : 5) {
        let (window, _, constraints) = chain(n)
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        return {
            LayoutConstraint.deactivate(constraints)
            window.layoutIfNeeded()
            return ["links": Double(n), "active": Double(constraints.filter(\.isActive).count)]
        }
    }
}

/// Resident growth over `rounds` rounds (after a warm-up round) of: an `n`-link chain built,
/// activated and laid out, its views removed one by one (back to front), the window dropped.
/// Growth that does not rise with the rounds is the allocator's pools, not a leak.
@MainActor
func chainDropped(_ n: Int, _ name: String, rounds: Int = 5) -> Workload {
    .size("constraint-chain-dropped-\(name)\(rounds == 5 ? "" : "-x\(rounds)")", unit: "bytes") {
        @MainActor func round() {
            let (window, container, constraints) = chain(n)
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            for view in container.subviews.reversed() { view.removeFromSuperview() }
            withExtendedLifetime(window) {}
        }
        round()  // warm-up: the allocator's pools grow once
        trimHeap()
        let before = residentBytes()
        for _ in 0..<rounds { round() }
        trimHeap()
        return residentBytes() - before
    }
}

/// Returns the allocator's free memory to the system (glibc keeps freed chunks in its arenas),
/// so that resident growth counts what is still allocated.
func trimHeap() {
    #if os(Linux)
        // glibc's malloc_trim (not in the Glibc module's headers).
        typealias Trim = @convention(c) (Int) -> Int32
        if let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") {
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        }
    #endif
}

/// One width constraint on the leaf of an `n`-deep chain of plain (frame-placed) views.
@MainActor
func deepLeafConstraint(_ n: Int, _ name: String) -> Workload {
    .timed("deep-leaf-constraint-\(name)", runs: 5) {
        let window = Window(size: CGSize(width: 390, height: 844))
        var parent: View = window
        for _ in 0..<n {
            let view = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            parent.addSubview(view)
            parent = view
        }
        let leaf = parent
        leaf.translatesAutoresizingMaskIntoConstraints = false
        window.layoutIfNeeded()
        return {
            let before = residentBytes()
            leaf.widthAnchor.constraint(equalToConstant: 100).isActive = true
            window.layoutIfNeeded()
            return [
                "depth": Double(n), "leafWidth": Double(leaf.frame.width),
                "residentGrowthMB": (residentBytes() - before) / 1e6,
            ]
        }
    }
}

/// A window with `n` self-sizing cells stacked by their frames (each 390 × 60, placed by its
/// frame, so it is no constraint's business where the cell goes), each holding an image and a
/// multi-line label tied to the cell by 6 constraints: image leading and top, label leading
/// (8 pt after the image), trailing, top and bottom. The cells share no constraint: `n`
/// independent groups. Returns the window, the cells' constraints, and each cell's label
/// leading (its spacing) constraint.
@MainActor
private func selfSizingCells(_ n: Int) -> (Window, [LayoutConstraint], [LayoutConstraint]) {
    let window = Window(size: CGSize(width: 390, height: 844))
    let container = View(frame: window.bounds)
    window.addSubview(container)
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(6 * n)
    var spacings: [LayoutConstraint] = []
    spacings.reserveCapacity(n)
    for index in 0..<n {
        let cell = View(frame: CGRect(x: 0, y: 60 * CGFloat(index), width: 390, height: 60))
        container.addSubview(cell)
        let image = ImageView(image: Image(named: "avatar", size: CGSize(width: 40, height: 40)))
        // As Interface Builder does for an image view: it hugs a little harder than the
        // label, so the label, not the image, takes the spare width (else it is ambiguous).
        image.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
        let label = Label()
        label.numberOfLines = 0
        label.text = "Cell \(index)"
        for view in [image, label] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(view)
        }
        let spacing = label.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8)
        spacings.append(spacing)
        constraints += [
            image.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            image.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            spacing,
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ]
    }
    return (window, constraints, spacings)
}

/// Activates the constraints of `n` self-sizing cells and lays them out (the first layout).
@MainActor
func selfSizingCellsLayout(_ n: Int, _ name: String) -> Workload {
    .timed("self-sizing-cells-\(name)", runs: 5) {
        let (window, constraints, spacings) = selfSizingCells(n)
        return {
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            let label = spacings[n - 1].firstItem as! View
            return ["cells": Double(n), "lastLabelX": Double(label.frame.minX)]
        }
    }
}

/// As ``selfSizingCellsLayout(_:_:)``, with the processor's caches emptied of the cells
/// between setting up and the timed part, so that every size starts from memory.
@MainActor
func selfSizingCellsLayoutCold(_ n: Int, _ name: String) -> Workload {
    .timed("self-sizing-cells-cold-\(name)", runs: 5) {
        let (window, constraints, spacings) = selfSizingCells(n)
        evictCaches()
        return {
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
            let label = spacings[n - 1].firstItem as! View
            return ["cells": Double(n), "lastLabelX": Double(label.frame.minX)]
        }
    }
}

/// Reads and writes a buffer of 4 times the last-level cache this workload meets (32 MB), so
/// that no line the set-up left stays cached.
@MainActor private func evictCaches() {
    let count = 128 << 20
    let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
    defer { buffer.deallocate() }
    var sum: UInt8 = 0
    for pass in 0..<2 {
        var index = 0
        while index < count {
            buffer[index] = UInt8(truncatingIfNeeded: index &+ pass)
            sum &+= buffer[index]
            index += 64
        }
    }
    evictionSink = sum
}

@MainActor private var evictionSink: UInt8 = 0

/// One frame among `n` laid-out self-sizing cells: one cell's spacing constant changes, then
/// `layoutIfNeeded()`. Per operation (a frame).
@MainActor
func selfSizingConstant(_ n: Int, _ name: String) -> Workload {
    .timed("self-sizing-constant-\(name)", operations: 1000, runs: 7) {
        let (window, constraints, spacings) = selfSizingCells(n)
        LayoutConstraint.activate(constraints)
        window.layoutIfNeeded()
        let spacing = spacings[n / 2]
        let label = spacing.firstItem as! View
        return {
            for frame in 0..<1000 {
                spacing.constant = 8 + CGFloat(frame % 20)
                window.layoutIfNeeded()
            }
            return ["cells": Double(n), "labelX": Double(label.frame.minX)]
        }
    }
}

/// The workloads above at their sizes.
@MainActor
func layoutScaleWorkloads() -> [Workload] {
    [
        // The chain's required equalities are kept as definitions, out of the tableau's rows
        // (no row carries the markers of earlier links), so 50,000 links fit.
        chainActivate(1_000, "1k"), chainActivate(5_000, "5k"), chainActivate(50_000, "50k"),
        chainDeactivate(1_000, "1k"), chainDeactivate(5_000, "5k"),
        chainDeactivate(50_000, "50k"),
        chainDropped(5_000, "5k"), chainDropped(50_000, "50k"),
        chainDropped(50_000, "50k", rounds: 1),
        deepLeafConstraint(1_000, "1k"), deepLeafConstraint(10_000, "10k"),
        selfSizingCellsLayout(1_000, "1k"), selfSizingCellsLayout(10_000, "10k"),
        selfSizingCellsLayout(100_000, "100k"),
        // The sweep between: where a cell's cost stops changing with the count (the step
        // below it is the cells' data leaving the processor's caches, not the algorithm).
        selfSizingCellsLayout(500, "500"), selfSizingCellsLayout(2_000, "2k"),
        selfSizingCellsLayout(3_000, "3k"), selfSizingCellsLayout(5_000, "5k"),
        selfSizingCellsLayout(20_000, "20k"),
        selfSizingCellsLayoutCold(1_000, "1k"), selfSizingCellsLayoutCold(10_000, "10k"),
        selfSizingCellsLayoutCold(100_000, "100k"),
        selfSizingConstant(1_000, "1k"), selfSizingConstant(10_000, "10k"),
    ]
}
