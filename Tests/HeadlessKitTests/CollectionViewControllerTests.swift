import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

// The custom layout and screen of the tutorial "UICollectionView Custom Layout Tutorial:
// Pinterest" (Kodeco), pasted with the `UI` prefix removed. Changes: the delegate protocol is
// `@MainActor` (Swift 6 language mode: a main-actor view controller adopts it), and the photos
// are named images with sizes instead of an asset catalogue.

@MainActor protocol PinterestLayoutDelegate: AnyObject {
    func collectionView(
        _ collectionView: CollectionView, heightForPhotoAtIndexPath indexPath: IndexPath
    ) -> CGFloat
}

final class PinterestLayout: CollectionViewLayout {
    weak var delegate: PinterestLayoutDelegate?
    private let numberOfColumns = 2
    private let cellPadding: CGFloat = 6
    private var cache: [CollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0
    private var contentWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        let insets = collectionView.contentInset
        return collectionView.bounds.width - (insets.left + insets.right)
    }
    override var collectionViewContentSize: CGSize {
        return CGSize(width: contentWidth, height: contentHeight)
    }
    // As in the tutorial, `prepare()` does not call super (UIKit's does nothing).
    override func prepare() {
        guard cache.isEmpty, let collectionView = collectionView else { return }
        let columnWidth = contentWidth / CGFloat(numberOfColumns)
        var xOffset: [CGFloat] = []
        for column in 0..<numberOfColumns { xOffset.append(CGFloat(column) * columnWidth) }
        var column = 0
        var yOffset: [CGFloat] = .init(repeating: 0, count: numberOfColumns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let photoHeight =
                delegate?.collectionView(collectionView, heightForPhotoAtIndexPath: indexPath)
                ?? 180
            let height = cellPadding * 2 + photoHeight
            let frame = CGRect(
                x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
            let insetFrame = frame.insetBy(dx: cellPadding, dy: cellPadding)
            let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = insetFrame
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] = yOffset[column] + height
            column = column < (numberOfColumns - 1) ? (column + 1) : 0
        }
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]?
    {
        var visibleLayoutAttributes: [CollectionViewLayoutAttributes] = []
        for attributes in cache where attributes.frame.intersects(rect) {
            visibleLayoutAttributes.append(attributes)
        }
        return visibleLayoutAttributes
    }
    override func layoutAttributesForItem(at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        return cache[indexPath.item]
    }
}

final class PinterestPhotoCell: CollectionViewCell {
    let imageView = ImageView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        contentView.layer.cornerRadius = 6
        contentView.layer.masksToBounds = true
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class PhotoStreamViewController: CollectionViewController, PinterestLayoutDelegate {
    let heights: [CGFloat] = [120, 200, 90, 160, 240, 100, 180, 130, 210, 150, 170, 110]
    var selected: [IndexPath] = []
    var scrolls = 0

    init() { super.init(collectionViewLayout: PinterestLayout()) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        if let layout = collectionView?.collectionViewLayout as? PinterestLayout {
            layout.delegate = self
        }
        collectionView?.backgroundColor = .clear
        collectionView?.contentInset = EdgeInsets(top: 23, left: 16, bottom: 10, right: 16)
        collectionView.register(
            PinterestPhotoCell.self, forCellWithReuseIdentifier: "AnnotatedPhotoCell")
    }
    override func collectionView(
        _ collectionView: CollectionView, numberOfItemsInSection section: Int
    ) -> Int {
        heights.count
    }
    override func collectionView(
        _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
    ) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: "AnnotatedPhotoCell", for: indexPath)
        if let photoCell = cell as? PinterestPhotoCell {
            photoCell.imageView.image = Image(
                named: "photo\(indexPath.item)",
                size: CGSize(width: 100, height: heights[indexPath.item]))
        }
        return cell
    }
    override func collectionView(
        _ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath
    ) {
        selected.append(indexPath)
    }
    override func scrollViewDidScroll(_ scrollView: ScrollView) { scrolls += 1 }
    func collectionView(
        _ collectionView: CollectionView, heightForPhotoAtIndexPath indexPath: IndexPath
    ) -> CGFloat {
        heights[indexPath.item]
    }
}

/// A flow-layout grid whose sizes come from a `CollectionViewDelegateFlowLayout` adopted in an
/// extension, as UIKit screens write it.
final class SquaresViewController: CollectionViewController {
    var sized: [IndexPath] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "square")
    }
    override func collectionView(
        _ collectionView: CollectionView, numberOfItemsInSection section: Int
    ) -> Int { 9 }
    override func collectionView(
        _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
    ) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
    }
}

extension SquaresViewController: CollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sized.append(indexPath)
        let side = (collectionView.bounds.width - 20) / 3
        return CGSize(width: side, height: side)
    }
}

@MainActor @Suite struct CollectionViewControllerTests {
    @Test(
        "The pasted Pinterest screen: a custom layout that reads collectionView and never calls super.prepare() places two columns, and the controller is the data source and delegate (UIKit: UICollectionViewController)"
    )
    func pinterestScreen() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let controller = PhotoStreamViewController()
        window.rootViewController = controller
        window.settle()
        let collection = controller.collectionView!
        #expect(collection.dataSource === controller)
        #expect(collection.delegate === controller)
        #expect(controller.collectionViewLayout === collection.collectionViewLayout)
        #expect(
            (collection.collectionViewLayout as? PinterestLayout)?.collectionView === collection)
        // Columns of (390 − 32) / 2 = 179, less 6 on each side.
        #expect(collection.contentSize == CGSize(width: 358, height: 1082))
        let frame = { (item: Int) in
            collection.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!.frame
        }
        #expect(frame(0) == CGRect(x: 6, y: 6, width: 167, height: 120))
        #expect(frame(1) == CGRect(x: 185, y: 6, width: 167, height: 200))
        #expect(frame(2) == CGRect(x: 6, y: 138, width: 167, height: 90))
        let visible = Set(collection.indexPathsForVisibleItems.map(\.item))
        #expect(!visible.contains(10))
        // A tap selects through the override; a drag scrolls to the end and shows item 10.
        let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        window.tap(at: cell.convert(CGPoint(x: 80, y: 100), to: window))
        #expect(controller.selected == [IndexPath(item: 1, section: 0)])
        window.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 100), duration: 0.3)
        window.settle()
        #expect(controller.scrolls > 0)
        #expect(collection.indexPathsForVisibleItems.contains(IndexPath(item: 10, section: 0)))
        for cell in collection.visibleCells {
            let path = collection.indexPath(for: cell)!
            #expect(cell.frame == frame(path.item))
            #expect((cell as? PinterestPhotoCell)?.imageView.frame.size == cell.bounds.size)
        }
    }

    @Test(
        "init(nibName:bundle:) makes a flow layout; a subclass adopting CollectionViewDelegateFlowLayout in an extension gives the sizes (UIKit: the controller is the collection view's delegate)"
    )
    func flowDelegateInExtension() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let controller = SquaresViewController(nibName: nil, bundle: nil)
        #expect(controller.collectionViewLayout is CollectionViewFlowLayout)
        #expect(!controller.isViewLoaded)
        window.rootViewController = controller
        window.settle()
        #expect(!controller.sized.isEmpty)
        let first = controller.collectionView.layoutAttributesForItem(
            at: IndexPath(item: 0, section: 0))!
        #expect(first.size == CGSize(width: 100, height: 100))
        #expect(controller.collectionView.visibleCells.count == 9)
    }

    @Test(
        "clearsSelectionOnViewWillAppear deselects when the view appears again, and setEditing(_:animated:) sets the collection view's isEditing (UIKit: UICollectionViewController)"
    )
    func selectionAndEditing() {
        let window = Window(size: CGSize(width: 320, height: 480))
        let controller = SquaresViewController(nibName: nil, bundle: nil)
        window.rootViewController = controller
        window.settle()
        let item = IndexPath(item: 4, section: 0)
        controller.collectionView.selectItem(at: item, animated: false, scrollPosition: [])
        controller.clearsSelectionOnViewWillAppear = false
        window.rootViewController = nil
        window.rootViewController = controller
        window.settle()
        #expect(controller.collectionView.indexPathsForSelectedItems == [item])
        controller.clearsSelectionOnViewWillAppear = true
        window.rootViewController = nil
        window.rootViewController = controller
        window.settle()
        #expect(controller.collectionView.indexPathsForSelectedItems == nil)
        controller.setEditing(true, animated: false)
        #expect(controller.collectionView.isEditing)
        controller.setEditing(false, animated: true)
        #expect(!controller.collectionView.isEditing)
    }

    @Test(
        "Items without a cellForItemAt override stop with a message naming the method and the item")
    func missingCellProviderStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            final class Forgetful: CollectionViewController {
                override func collectionView(
                    _ collectionView: CollectionView, numberOfItemsInSection section: Int
                ) -> Int { 3 }
            }
            let window = Window(size: CGSize(width: 320, height: 480))
            window.rootViewController = Forgetful(nibName: nil, bundle: nil)
            window.settle()
        }
        expectMessage(
            result, naming: ["override collectionView(_:cellForItemAt:)", "[0 0]", "Forgetful"])
    }
}
