import Foundation

/// A view controller whose view is a ``CollectionView`` it is the data source and delegate of,
/// like `UICollectionViewController`. Subclass it and override the methods you need:
///
///     final class PhotosViewController: CollectionViewController {
///         var photos: [String] = []
///         init() { super.init(collectionViewLayout: CollectionViewFlowLayout()) }
///         override func viewDidLoad() {
///             super.viewDidLoad()
///             collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
///         }
///         override func collectionView(
///             _ collectionView: CollectionView, numberOfItemsInSection section: Int
///         ) -> Int { photos.count }
///         override func collectionView(
///             _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
///         ) -> CollectionViewCell {
///             collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///         }
///     }
///
/// Swift has no optional protocol methods, so every data source and delegate method (and the
/// scroll view delegate's) is declared here with the protocols' defaults, to be overridden. A
/// subclass that adopts ``CollectionViewDelegateFlowLayout`` in an extension gives a flow
/// layout its sizes, as in UIKit.
@MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource,
    CollectionViewDelegate
{
    /// The layout the collection view is made with (until the view is loaded), then the
    /// collection view's own, like UIKit's `collectionViewLayout`.
    public var collectionViewLayout: CollectionViewLayout {
        (isViewLoaded ? (view as? CollectionView)?.collectionViewLayout : nil) ?? initialLayout
    }

    /// The layout given at `init`, used by ``loadView()``.
    private let initialLayout: CollectionViewLayout

    /// Whether ``viewWillAppear(_:)`` deselects the selected items (coming back to a grid from
    /// the detail screen an item pushed). `true` by default, as in UIKit.
    public var clearsSelectionOnViewWillAppear = true

    /// Makes a controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes a controller whose collection view uses a ``CollectionViewFlowLayout``.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = CollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// The collection view: the controller's view, loaded on first access.
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// Makes a ``CollectionView`` with the layout given at `init`, whose data source and
    /// delegate are the controller.
    open override func loadView() {
        let collection = CollectionView(
            frame: Screen.main.bounds,
            collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// Deselects the selected items when ``clearsSelectionOnViewWillAppear`` is on. Call super.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = view as? CollectionView,
            let selected = collection.indexPathsForSelectedItems
        else { return }
        for path in selected { collection.deselectItem(at: path, animated: animated) }
    }

    /// Sets the controller's editing mode and the collection view's, as UIKit's
    /// `UICollectionViewController` does.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView?.isEditing = editing
    }

    // MARK: - CollectionViewDataSource

    /// 1.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// 0: override it.
    open func collectionView(
        _ collectionView: CollectionView, numberOfItemsInSection section: Int
    ) -> Int { 0 }
    /// Stops: override it when there are items.
    open func collectionView(
        _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
    ) -> CollectionViewCell {
        preconditionFailure(
            "\(shortDescription): override collectionView(_:cellForItemAt:) to give the cell for "
                + "item \(indexPath.shortDescription)")
    }
    /// Stops: override it when the layout places headers, footers or other supplementary
    /// views (UIKit stops too).
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        preconditionFailure(
            "\(shortDescription): the layout places a \(kind) at \(indexPath.shortDescription); "
                + "override collectionView(_:viewForSupplementaryElementOfKind:at:) to give it")
    }
    /// `true`.
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
        -> Bool
    { true }
    /// Does nothing (not implemented: items cannot be moved interactively until a subclass
    /// overrides it).
    open func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        collectionView.defaultMoveAnswers &+= 1
    }

    // MARK: - CollectionViewDelegate

    /// `true`.
    open func collectionView(
        _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool { true }
    /// Does nothing.
    open func collectionView(
        _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {}
    /// `true`.
    open func collectionView(
        _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    {}
    /// `true`.
    open func collectionView(
        _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool { true }
    /// Does nothing.
    open func collectionView(
        _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: CollectionView,
        didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// The answer of ``collectionView(_:contextMenuConfigurationForItemAt:point:)`` for one
    /// item; `nil` for several.
    open func collectionView(
        _ collectionView: CollectionView,
        contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(
            collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    /// `nil`: no context menu.
    open func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> ContextMenuConfiguration? {
        collectionView.defaultContextMenuAnswers &+= 1
        return nil
    }
    /// The answer of ``collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)``.
    open func collectionView(
        _ collectionView: CollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(
            collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath,
            toProposedIndexPath: proposedIndexPath)
    }
    /// `proposedIndexPath`.
    open func collectionView(
        _ collectionView: CollectionView,
        targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    /// `proposedContentOffset`.
    open func collectionView(
        _ collectionView: CollectionView,
        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint { proposedContentOffset }

    // MARK: - ScrollViewDelegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
    /// `nil`: no zooming.
    open func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Does nothing.
    open func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    /// Does nothing.
    open func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndZooming(
        _ scrollView: ScrollView, with view: View?, atScale scale: CGFloat
    ) {}
}
