import Foundation

/// The layer tree, like `CALayer`'s: a layer holds its sublayers strongly and its superlayer
/// weakly.
///
///     let gradient = GradientLayer()
///     header.layer.insertSublayer(gradient, at: 0)     // behind the header's subviews
///     ring.layer.addSublayer(progressLayer)            // above the subviews it has now
///
/// In UIKit a view's layer lists its subviews' layers among its sublayers. Here ``sublayers``
/// lists only the layers added with this API, and each remembers where it was put among its
/// view's subviews: ``addSublayer(_:)`` draws it above the subviews the view has then (a
/// subview added later goes above it, as in UIKit), `insertSublayer(_:at: 0)` below every
/// subview, and `insertSublayer(_:above:)`/`(_:below:)` next to the layer named. A layer whose
/// subview below it leaves is drawn above every subview.
extension Layer {
    /// The sublayers added with ``addSublayer(_:)`` and the `insertSublayer` methods, back to
    /// front (`nil` when there are none, as in Core Animation). Setting it replaces them.
    public var sublayers: [Layer]? {
        get { sublayerList.isEmpty ? nil : sublayerList }
        set {
            for layer in sublayerList { layer.detachFromParent() }
            sublayerList = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The layer this one was added to, like `CALayer.superlayer` (`nil` for a view's layer).
    public var superlayer: Layer? { parentLayer }

    /// Adds `layer` in front of the other sublayers (and above the subviews a view has now),
    /// removing it from its superlayer first. A layer added to itself or to one of its own
    /// sublayers, or a view's layer (add the view with `addSubview`), stops, naming them.
    ///
    /// - Complexity: O(*n*) in the sublayers of the layer it leaves, plus the depth of this one.
    public func addSublayer(_ layer: Layer) {
        insert(layer, at: sublayerList.count, after: nil)
    }

    /// Inserts `layer` at `index` among the sublayers (clamped to 0...count, as an index past
    /// the end appends). Index 0 also puts it below every subview of a view's layer, which is
    /// what UIKit code means by `layer.insertSublayer(gradient, at: 0)`.
    ///
    /// - Complexity: O(*n*) in the sublayers.
    public func insertSublayer(_ layer: Layer, at index: UInt32) {
        let position = min(Int(index), sublayerList.count)
        let neighbour = position > 0 ? sublayerList[position - 1] : nil
        insert(layer, at: position, after: .some(neighbour))
    }

    /// Inserts `layer` just behind `sibling` (at the back when `sibling` is `nil` or not a
    /// sublayer, as Core Animation does).
    ///
    /// - Complexity: O(*n*) in the sublayers.
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        guard let sibling, let index = sublayerList.firstIndex(where: { $0 === sibling }),
            sibling !== layer
        else { return insertSublayer(layer, at: 0) }
        let neighbour = index > 0 ? sublayerList[index - 1] : nil
        insert(layer, at: index, after: .some(neighbour), sameAs: sibling)
    }

    /// Inserts `layer` just in front of `sibling` (in front of all when `sibling` is `nil` or
    /// not a sublayer).
    ///
    /// - Complexity: O(*n*) in the sublayers.
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        guard let sibling, let index = sublayerList.firstIndex(where: { $0 === sibling }),
            sibling !== layer
        else { return addSublayer(layer) }
        insert(layer, at: index + 1, after: .some(sibling), sameAs: sibling)
    }

    /// Puts `newLayer` where `oldLayer` is; nothing when `oldLayer` is not a sublayer.
    ///
    /// - Complexity: O(*n*) in the sublayers.
    public func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard oldLayer !== newLayer, let index = sublayerList.firstIndex(where: { $0 === oldLayer })
        else { return }
        checkCanAdopt(newLayer)
        newLayer.removeFromSuperlayer()
        newLayer.drawnAfterSubview = oldLayer.drawnAfterSubview
        newLayer.isAboveASubview = oldLayer.isAboveASubview
        oldLayer.detachFromParent()
        let position = sublayerList.firstIndex(where: { $0 === oldLayer }) ?? index
        sublayerList[position] = newLayer
        newLayer.parentLayer = self
    }

    /// Removes the layer from its superlayer; nothing when it has none. A view's layer is
    /// left alone (remove the view with `removeFromSuperview`).
    ///
    /// - Complexity: O(*n*) in the superlayer's sublayers.
    public func removeFromSuperlayer() {
        guard let parent = parentLayer else { return }
        parent.sublayerList.removeAll { $0 === self }
        detachFromParent()
    }

    // MARK: - Internals

    private func detachFromParent() {
        parentLayer = nil
        drawnAfterSubview = nil
        isAboveASubview = false
    }

    private func checkCanAdopt(_ layer: Layer) {
        precondition(
            !layer.isViewBacked,
            "Layer.addSublayer: \(layer.layerDescription) belongs to a view; add the view with addSubview (to \(layerDescription))"
        )
        var ancestor: Layer? = self
        while let current = ancestor {
            precondition(
                current !== layer,
                "Layer.addSublayer: \(layer.layerDescription) is \(current === self ? "the layer itself" : "an ancestor of \(layerDescription)")"
            )
            ancestor = current.parentLayer
        }
    }

    /// Inserts `layer` at `index`. Where it goes among a view's subviews: in front of them
    /// (`after == nil`), or just above the place of the sublayer `after` names (`.some(nil)`:
    /// below every subview), or, with `sameAs`, at that sibling's place.
    private func insert(_ layer: Layer, at index: Int, after: Layer??, sameAs: Layer? = nil) {
        checkCanAdopt(layer)
        layer.removeFromSuperlayer()
        layer.parentLayer = self
        let position = min(index, sublayerList.count)
        sublayerList.insert(layer, at: position)
        guard let view = delegate, isViewBacked else { return }
        if let sameAs, sameAs !== layer {
            layer.drawnAfterSubview = sameAs.drawnAfterSubview
            layer.isAboveASubview = sameAs.isAboveASubview
        } else if let after {
            layer.drawnAfterSubview = after?.drawnAfterSubview
            layer.isAboveASubview = after?.isAboveASubview ?? false
        } else {
            let top = view.subviewsInDrawingOrder.last
            layer.drawnAfterSubview = top
            layer.isAboveASubview = top != nil
        }
    }
}

extension View {
    /// The children a picture or dump shows under this view, back to front: the sublayers
    /// placed below every subview, then each subview followed by the sublayers placed just
    /// above it, then the sublayers whose subview left. `nil` when the view's layer has no
    /// sublayers (the usual case: callers keep their plain list of subviews).
    ///
    /// - Complexity: O(*s* + *l*) in the subviews and sublayers.
    func childrenWithSublayers(_ subviews: [View]) -> [LayerTreeChild]? {
        guard let layer = layerIfMade, !layer.sublayerList.isEmpty else { return nil }
        var below: [Layer] = []
        var above: [ObjectIdentifier: [Layer]] = [:]
        var orphans: [Layer] = []
        for sublayer in layer.sublayerList {
            if !sublayer.isAboveASubview {
                below.append(sublayer)
            } else if let subview = sublayer.drawnAfterSubview, subview.superview === self {
                above[ObjectIdentifier(subview), default: []].append(sublayer)
            } else {
                orphans.append(sublayer)
            }
        }
        var children = below.map(LayerTreeChild.layer)
        for subview in subviews {
            children.append(.view(subview))
            if let layers = above.removeValue(forKey: ObjectIdentifier(subview)) {
                children += layers.map(LayerTreeChild.layer)
            }
        }
        // Layers above a subview left out of `subviews` (a dump's invisible one) come next,
        // in their order.
        if !above.isEmpty {
            for sublayer in layer.sublayerList where sublayer.isAboveASubview {
                guard let subview = sublayer.drawnAfterSubview,
                    above[ObjectIdentifier(subview)] != nil
                else { continue }
                children.append(.layer(sublayer))
            }
        }
        children += orphans.map(LayerTreeChild.layer)
        return children
    }
}

/// A child in a picture or dump: a subview or a sublayer.
@MainActor
enum LayerTreeChild {
    case view(View)
    case layer(Layer)
}
