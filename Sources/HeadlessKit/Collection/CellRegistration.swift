import Foundation

extension CollectionView {
    /// A cell class and the code that configures it for an item, like
    /// `UICollectionView.CellRegistration`: dequeue with
    /// ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``, no reuse identifier
    /// and no `register` call needed.
    ///
    ///     let registration = CollectionView.CellRegistration<CollectionViewListCell, Item> {
    ///         cell, indexPath, item in
    ///         var content = cell.defaultContentConfiguration()
    ///         content.text = item.title
    ///         cell.contentConfiguration = content
    ///     }
    ///     dataSource = CollectionViewDiffableDataSource<Section, Item>(
    ///         collectionView: collectionView
    ///     ) { collectionView, indexPath, item in
    ///         collectionView.dequeueConfiguredReusableCell(
    ///             using: registration, for: indexPath, item: item)
    ///     }
    ///
    /// Each registration has its own reuse identifier; the first dequeue with it in a
    /// collection view registers `Cell` there, so one registration serves any number of
    /// collection views. Make it once, outside the cell provider: UIKit raises (since iOS 15)
    /// for a registration made in the provider; here such a registration is not caught, but it
    /// gets a new identifier, hence a new class entry and pool, each time, so no cell is reused.
    @MainActor
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures `cell` for the item at the index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        /// The identifier the registration registers `Cell` with.
        let reuseIdentifier: String
        let handler: Handler

        /// Makes a registration whose cells are made with `Cell`'s `init(frame:)` and
        /// configured by `handler` at each dequeue.
        public init(handler: @escaping Handler) {
            reuseIdentifier = RegistrationIdentifiers.next(for: Cell.self)
            self.handler = handler
        }
    }

    /// A supplementary view class, its kind and the code that configures it, like
    /// `UICollectionView.SupplementaryRegistration`: dequeue with
    /// ``CollectionView/dequeueConfiguredReusableSupplementary(using:for:)``.
    ///
    ///     let header = CollectionView.SupplementaryRegistration<HeaderView>(
    ///         elementKind: CollectionView.elementKindSectionHeader
    ///     ) { view, kind, indexPath in view.title.text = sections[indexPath.section].name }
    ///
    /// The first dequeue with it in a collection view registers `Supplementary` for
    /// `elementKind` there.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Configures `view` (of `elementKind`) for the index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        /// The kind of supplementary view it makes (a header, a footer...).
        public let elementKind: String
        /// The identifier the registration registers `Supplementary` with.
        let reuseIdentifier: String
        let handler: Handler

        /// Makes a registration for views of `elementKind`, made with `Supplementary`'s
        /// `init(frame:)` and configured by `handler` at each dequeue.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = RegistrationIdentifiers.next(for: Supplementary.self)
            self.handler = handler
        }
    }

    /// A cell for `indexPath` made or recycled from `registration`'s class, configured by its
    /// handler with `item` (UIKit: `dequeueConfiguredReusableCell(using:for:item:)`). Call it
    /// from a cell provider or `cellForItemAt`. With a `nil` item the handler is not called.
    ///
    /// An index path that names no item (after the data source's counts) stops, with a
    /// message naming the parameter and the collection view.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        ensureData()
        precondition(
            isValid(indexPath),
            "\(shortDescription): dequeueConfiguredReusableCell(using:for:item:): indexPath "
                + "\(indexPath.shortDescription) names no item (the data source has "
                + "\(counts.count) sections)")
        let identifier = registration.reuseIdentifier
        if cellClasses[identifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: identifier)
        }
        // Registered with `Cell` under an identifier only this registration makes, so the
        // cell is a `Cell` (a reconfigure hands back the live cell, dequeued the same way).
        let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of `registration`'s kind for `indexPath`, made or recycled from its
    /// class and configured by its handler (UIKit:
    /// `dequeueConfiguredReusableSupplementary(using:for:)`). Call it from a supplementary view
    /// provider or `viewForSupplementaryElementOfKind`.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let kind = registration.elementKind
        let identifier = registration.reuseIdentifier
        let key = SupplementaryKey(kind: kind + "\u{0}" + identifier, indexPath: [])
        if supplementaryClasses[key] == nil {
            register(
                Supplementary.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: identifier)
        }
        let view =
            dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: identifier, for: indexPath) as! Supplementary
        registration.handler(view, kind, indexPath)
        return view
    }
}

/// Makes the reuse identifiers of cell and supplementary registrations: unique in the
/// process, and readable in messages.
@MainActor
enum RegistrationIdentifiers {
    private static var count = 0

    static func next(for type: Any.Type) -> String {
        count += 1
        return "registration-\(count)-\(type)"
    }
}
