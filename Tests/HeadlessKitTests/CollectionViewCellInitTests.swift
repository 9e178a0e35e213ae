import Foundation
import HeadlessKit
import Testing

/// A cell written as UIKit code writes one: `override init(frame:)` building its subviews, and
/// `required init?(coder:)` that is never called.
final class UIKitStyleCell: CollectionViewCell {
    let title = Label()
    nonisolated(unsafe) static var made = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        UIKitStyleCell.made += 1
        title.text = "made by init(frame:)"
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A header written the same way.
final class UIKitStyleHeader: CollectionReusableView {
    let title = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A cell that declares no initializer: it inherits `init(frame:)`.
final class PlainCell: CollectionViewCell {
    var payload = 7
}

@MainActor final class UIKitStyleSource: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { 3 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(
            withReuseIdentifier: indexPath.item == 2 ? "plain" : "cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

@MainActor @Suite struct CollectionViewCellInitTests {
    @Test(
        "Registered classes are made with their own init(frame:), overridden as in UIKit (UIKit: register(_:forCellWithReuseIdentifier:))"
    )
    func overriddenInitFrameRuns() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.headerReferenceSize = CGSize(width: 390, height: 30)
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UIKitStyleCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(PlainCell.self, forCellWithReuseIdentifier: "plain")
        collection.register(
            UIKitStyleHeader.self,
            forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        let source = UIKitStyleSource()
        collection.dataSource = source
        window.addSubview(collection)
        let before = UIKitStyleCell.made
        window.layoutIfNeeded()
        let cells = collection.visibleCells
        #expect(cells.count == 3)
        let styled = cells.compactMap { $0 as? UIKitStyleCell }
        #expect(styled.count == 2)
        #expect(UIKitStyleCell.made - before == 2)
        #expect(styled.allSatisfy { $0.title.superview === $0.contentView })
        #expect(styled.allSatisfy { $0.title.text == "made by init(frame:)" })
        #expect(cells.contains { ($0 as? PlainCell)?.payload == 7 })
        let header = collection.supplementaryView(
            forElementKind: CollectionView.elementKindSectionHeader,
            at: IndexPath(item: 0, section: 0))
        #expect((header as? UIKitStyleHeader)?.title.superview === header)
    }
}
