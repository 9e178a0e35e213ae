import Foundation

/// A nib file's name, like `UINib`, so that code which registers cells from nibs compiles.
///
/// HeadlessKit has no nib files (nor storyboards): a view's subviews are built in code. A
/// nib can be made and registered, but loading it stops with a message naming it, as UIKit
/// stops when a nib is missing from its bundle. Register a cell class that builds its subviews
/// in `init(frame:)` instead (registering it for the same identifier replaces the nib, as in
/// UIKit).
///
///     collectionView.register(Nib(nibName: "ButtonCell", bundle: nil), forCellWithReuseIdentifier: "Cell")
///     collectionView.register(ButtonCell.self, forCellWithReuseIdentifier: "Cell")   // replaces it
public final class Nib {
    /// The nib's name, without its extension.
    public let nibName: String
    /// The bundle it was to be loaded from; kept, never searched.
    public let bundle: Bundle?

    /// Names a nib in `bundle`, like `UINib(nibName:bundle:)`. Nothing is loaded.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        nibName = name
        bundle = bundleOrNil
    }

    /// Would load the nib's objects, like `UINib.instantiate(withOwner:options:)`: there are no
    /// nib files, so it stops, naming the nib (a nib missing from its bundle stops in UIKit
    /// too).
    @MainActor
    public func instantiate(withOwner ownerOrNil: Any?, options: [String: Any]? = nil) -> [Any] {
        preconditionFailure(
            "Nib.instantiate: cannot load the nib \"\(nibName)\": HeadlessKit has no nib files;"
                + " build the views in code")
    }
}

extension CollectionView {
    /// Registers a nib for cells with `identifier`, like
    /// `UICollectionView.register(_:forCellWithReuseIdentifier:)` with a `UINib`; `nil`
    /// removes what is registered for it. It replaces a class registered for the identifier,
    /// and registering a class replaces it. Dequeuing a cell with it stops, naming the nib:
    /// there are no nib files (see ``Nib``).
    public func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = nil
        cellNibNames[identifier] = nib?.nibName
        cellPool[identifier] = nil
    }

    /// Stops a dequeue for an identifier registered with a nib, saying what to do instead.
    func stopForNib(
        _ nibName: String, identifier: String, indexPath: IndexPath, classCall: String
    ) -> Never {
        stopDequeue(
            self, nibName: nibName, identifier: identifier, indexPath: indexPath,
            initializer: "init(frame:)", classCall: classCall)
    }
}

extension TableView {
    /// Registers a nib for cells with `identifier`, like
    /// `UITableView.register(_:forCellReuseIdentifier:)` with a `UINib`; `nil` removes what is
    /// registered for it. Registering a class replaces it; dequeuing a cell with it stops,
    /// naming the nib (see ``Nib``).
    public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
        rows.register(nib, forCellWithReuseIdentifier: identifier)
    }

    /// Stops a dequeue for an identifier registered with a nib (see ``CollectionView``'s).
    func stopForNib(
        _ nibName: String, identifier: String, indexPath: IndexPath, classCall: String
    ) -> Never {
        stopDequeue(
            self, nibName: nibName, identifier: identifier, indexPath: indexPath,
            initializer: "init(style:reuseIdentifier:)", classCall: classCall)
    }
}

/// Stops a dequeue from `view` for an identifier registered with a nib, saying what to register
/// instead: a cell class that builds its subviews in `initializer`, with `classCall`.
@MainActor
private func stopDequeue(
    _ view: View, nibName: String, identifier: String, indexPath: IndexPath,
    initializer: String, classCall: String
) -> Never {
    preconditionFailure(
        "\(view.shortDescription): could not dequeue a cell with identifier \"\(identifier)\" for "
            + "\(indexPath.shortDescription): it is registered with the nib \"\(nibName)\", and "
            + "HeadlessKit has no nib files; register a cell class that builds its subviews in "
            + "\(initializer) with \(classCall)")
}
