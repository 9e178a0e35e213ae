import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A contact cell pasted from a UIKit screen: an avatar on the leading side of the content
/// view's margins, a name from the avatar's trailing edge to the trailing margin.
@MainActor
private final class DirectionContactCell: CollectionViewCell {
    let avatar = ImageView()
    let name = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        avatar.translatesAutoresizingMaskIntoConstraints = false
        name.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(avatar)
        contentView.addSubview(name)
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 8, leading: 20, bottom: 8, trailing: 4)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            name.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            name.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
private final class DirectionTabSource: CollectionViewDataSource {
    var count = 5
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
        -> Int
    { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tab", for: indexPath)
    }
}

/// Forces its child right to left in its first layoutSubviews.
@MainActor
private final class Flipping: View {
    var flipsOnce = true
    var child: View?
    override func layoutSubviews() {
        super.layoutSubviews()
        if flipsOnce, let child {
            flipsOnce = false
            child.semanticContentAttribute = .forceRightToLeft
        }
    }
}

@MainActor @Suite struct LayoutDirectionTests {
    /// A 390-wide cell, margins leading 20 and trailing 4:
    ///
    ///     left to right:  |20[avatar 40]12[name .......]4|
    ///     right to left:  |4[....... name]12[avatar 40]20|
    @Test(
        "Leading and trailing anchors and directional margins resolve to right and left in a right-to-left view (UIKit: NSLayoutConstraint.Attribute.leading)"
    )
    func cellFlips() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let cell = DirectionContactCell(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        cell.name.text = "Name"
        window.addSubview(cell)
        window.layoutIfNeeded()
        #expect(cell.avatar.frame == CGRect(x: 20, y: 10, width: 40, height: 40))
        #expect(cell.name.frame.minX == 72)
        #expect(cell.name.frame.maxX == 386)
        window.semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        #expect(cell.name.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(cell.contentView.layoutMargins.left == 4)
        #expect(cell.contentView.layoutMargins.right == 20)
        #expect(cell.contentView.directionalLayoutMargins.leading == 20)
        #expect(cell.avatar.frame == CGRect(x: 330, y: 10, width: 40, height: 40))
        #expect(cell.name.frame.minX == 4)
        #expect(cell.name.frame.maxX == 318)
        #expect(window.unsatisfiedRequiredConstraints().isEmpty)
        // And back: every constraint resolved again.
        window.semanticContentAttribute = .unspecified
        window.layoutIfNeeded()
        #expect(cell.avatar.frame == CGRect(x: 20, y: 10, width: 40, height: 40))
        #expect(cell.name.frame.minX == 72)
        #expect(cell.contentView.layoutMargins.left == 20)
    }

    @Test(
        "The effective direction: forced attributes win, playback and spatial stay left to right, the rest inherit the layoutDirection trait (UIKit: effectiveUserInterfaceLayoutDirection)"
    )
    func effectiveDirection() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let screen = View()
        let controls = View()
        let inControls = View()
        let pinned = View()
        let inPinned = View()
        window.addSubview(screen)
        screen.addSubview(controls)
        controls.addSubview(inControls)
        screen.addSubview(pinned)
        pinned.addSubview(inPinned)
        #expect(inControls.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(inControls.traitCollection.layoutDirection == .leftToRight)
        screen.semanticContentAttribute = .forceRightToLeft
        controls.semanticContentAttribute = .playback
        pinned.semanticContentAttribute = .forceLeftToRight
        #expect(screen.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(screen.traitCollection.layoutDirection == .rightToLeft)
        #expect(controls.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(controls.traitCollection.layoutDirection == .rightToLeft)
        #expect(inControls.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(pinned.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(inPinned.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(inPinned.traitCollection.layoutDirection == .leftToRight)
        controls.semanticContentAttribute = .spatial
        #expect(controls.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(window.effectiveUserInterfaceLayoutDirection == .leftToRight)
        // A trait override does the same as a forced attribute, for the views inside.
        screen.semanticContentAttribute = .unspecified
        #expect(inControls.effectiveUserInterfaceLayoutDirection == .leftToRight)
        window.traitOverrides.layoutDirection = .rightToLeft
        #expect(inControls.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(window.traitOverrides.contains(TraitLayoutDirection.self))
        window.traitOverrides.remove(TraitLayoutDirection.self)
        #expect(inControls.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test(
        "userInterfaceLayoutDirection(for:) gives the forced direction, left to right for playback and spatial content, else the app's (UIKit: userInterfaceLayoutDirection(for:))"
    )
    func directionForAttribute() {
        #expect(Application.shared.userInterfaceLayoutDirection == .leftToRight)
        #expect(View.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(View.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(View.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
        let rtl = UserInterfaceLayoutDirection.rightToLeft
        #expect(View.userInterfaceLayoutDirection(for: .unspecified, relativeTo: rtl) == rtl)
        #expect(View.userInterfaceLayoutDirection(for: .playback, relativeTo: rtl) == .leftToRight)
        #expect(View.userInterfaceLayoutDirection(for: .spatial, relativeTo: rtl) == .leftToRight)
        #expect(
            View.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: rtl)
                == .leftToRight)
        let traits = TraitCollection(traitsFrom: [
            TraitCollection(layoutDirection: .rightToLeft), TraitCollection(displayScale: 2),
        ])
        #expect(traits.layoutDirection == .rightToLeft)
        #expect(traits.containsTraits(in: TraitCollection(layoutDirection: .rightToLeft)))
        #expect(!traits.containsTraits(in: TraitCollection(layoutDirection: .leftToRight)))
    }

    @Test(
        "A direction change tells the views whose layoutDirection trait changed, once, with the previous traits (UIKit: traitCollectionDidChange(_:), registerForTraitChanges(_:handler:))"
    )
    func traitChangeIsReported() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let screen = View()
        let inner = View()
        window.addSubview(screen)
        screen.addSubview(inner)
        var calls: [String] = []
        inner.registerForTraitChanges([TraitLayoutDirection.self]) {
            (view: View, previous: TraitCollection) in
            calls.append("\(previous.layoutDirection) → \(view.traitCollection.layoutDirection)")
        }
        screen.semanticContentAttribute = .forceRightToLeft
        screen.semanticContentAttribute = .forceRightToLeft
        screen.traitOverrides.layoutDirection = .leftToRight  // the forced attribute wins
        screen.semanticContentAttribute = .playback  // the override now shows: left to right
        #expect(calls == ["leftToRight → rightToLeft", "rightToLeft → leftToRight"])
    }

    /// A toolbar: three 50-point buttons, spacing 8, from 16 points off the leading edge.
    ///
    ///     right to left: |... [b2]8[b1]8[b0]16|
    @Test("A horizontal stack view arranges its views leading to trailing (UIKit: UIStackView)")
    func stackArrangesLeadingToTrailing() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let root = View(frame: window.bounds)
        window.addSubview(root)
        let items = (0..<3).map { _ in View() }
        for item in items {
            item.translatesAutoresizingMaskIntoConstraints = false
            item.widthAnchor.constraint(equalToConstant: 50).isActive = true
            item.heightAnchor.constraint(equalToConstant: 44).isActive = true
        }
        let stack = StackView(arrangedSubviews: items)
        stack.axis = .horizontal
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        ])
        root.traitOverrides.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        #expect(stack.frame.maxX == 374)
        #expect(items.map(\.frame.minX) == [116, 58, 0])
        #expect(window.unsatisfiedRequiredConstraints().isEmpty)
    }

    /// Five 100-point tabs, spacing 10, in a 390-point strip; right to left, the first tab
    /// is at the right of the 540-point content and the offset stays 0:
    ///
    ///     content: [4][3][2][1][0]   (0 at x 440...540)
    @Test(
        "A horizontal flow layout runs from the right, the offset unflipped (UIKit: flipsHorizontallyInOppositeLayoutDirection)"
    )
    func tabStripFlips() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 44)
        layout.minimumLineSpacing = 10
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(layout.developmentLayoutDirection == .leftToRight)
        #expect(!CollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
        let strip = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 44), collectionViewLayout: layout)
        strip.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tab")
        let source = DirectionTabSource()
        strip.dataSource = source
        strip.semanticContentAttribute = .forceRightToLeft
        window.addSubview(strip)
        window.layoutIfNeeded()
        #expect(strip.contentSize.width == 540)
        #expect(strip.contentOffset == .zero)
        #expect(
            strip.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 440)
        #expect(strip.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.minX == 0)
        #expect(
            strip.indexPathForItem(at: CGPoint(x: 500, y: 10)) == IndexPath(item: 0, section: 0))
        strip.setContentOffset(CGPoint(x: 150, y: 0), animated: false)
        window.layoutIfNeeded()
        #expect(strip.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 440)
        // Back to left to right: the layout is asked again.
        strip.semanticContentAttribute = .unspecified
        window.layoutIfNeeded()
        #expect(strip.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 110)
    }

    /// A vertical grid of 100-point items in a 390-point view: three a row, from the right.
    @Test(
        "A vertical flow layout fills each row from the right (UIKit: UICollectionViewFlowLayout)")
    func gridRowsFlip() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        let grid = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tab")
        let source = DirectionTabSource()
        grid.dataSource = source
        window.traitOverrides.layoutDirection = .rightToLeft
        window.addSubview(grid)
        window.layoutIfNeeded()
        let first = grid.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
        let fourth = grid.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
        #expect(first?.maxX == 390)
        #expect(fourth?.maxX == 390)
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 0)
    }

    @Test(
        "Natural text alignment is right aligned in a right-to-left label (UIKit: NSTextAlignment.natural)"
    )
    func naturalAlignment() {
        let window = Window(size: CGSize(width: 200, height: 100))
        let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Hi"
        let field = TextField(frame: CGRect(x: 0, y: 50, width: 200, height: 40))
        field.text = "Yo"
        window.addSubview(label)
        window.addSubview(field)
        #expect(!window.svg().contains("text-anchor=\"end\""))
        window.semanticContentAttribute = .forceRightToLeft
        func ends() -> Int { window.svg().components(separatedBy: "text-anchor=\"end\"").count - 1 }
        let rightAligned = ends()
        #expect(rightAligned >= 2)
        label.textAlignment = .left
        #expect(ends() == rightAligned - 1)
    }

    @Test(
        "Tree dumps show `rtl` where right to left starts and `ltr` where it ends; left-to-right dumps are unchanged"
    )
    func dumpToken() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let screen = View(frame: window.bounds)
        let media = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let inside = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        window.addSubview(screen)
        screen.addSubview(media)
        screen.addSubview(inside)
        let before = window.treeDescription()
        #expect(!before.contains("rtl"))
        screen.semanticContentAttribute = .forceRightToLeft
        media.semanticContentAttribute = .playback
        #expect(
            window.treeDescription() == """
                Window (0 0; 100 100)
                └ View (0 0; 100 100) rtl
                  ├ View (0 0; 10 10) ltr
                  └ View (0 0; 5 5)

                """)
        screen.semanticContentAttribute = .unspecified
        #expect(window.treeDescription() == before)
    }

    // MARK: - Hostile inputs

    @Test(
        "A view removed and added again under a right-to-left parent resolves its constraints for it"
    )
    func reAddedUnderRightToLeftParent() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let ltrParent = View(frame: window.bounds)
        let rtlParent = View(frame: window.bounds)
        rtlParent.semanticContentAttribute = .forceRightToLeft
        window.addSubview(ltrParent)
        window.addSubview(rtlParent)
        let cell = DirectionContactCell(frame: CGRect(x: 0, y: 0, width: 390, height: 60))
        ltrParent.addSubview(cell)
        window.layoutIfNeeded()
        #expect(cell.avatar.frame.minX == 20)
        cell.removeFromSuperview()
        rtlParent.addSubview(cell)
        window.layoutIfNeeded()
        #expect(cell.avatar.frame.minX == 330)
        cell.removeFromSuperview()
        ltrParent.addSubview(cell)
        window.layoutIfNeeded()
        #expect(cell.avatar.frame.minX == 20)
    }

    @Test(
        "A direction changed inside layoutSubviews and a constraint activated in a trait handler both take effect"
    )
    func reentrantChanges() {
        let window = Window(size: CGSize(width: 300, height: 300))
        let host = Flipping(frame: window.bounds)
        let child = View(frame: window.bounds)
        let box = View()
        let late = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        late.translatesAutoresizingMaskIntoConstraints = false
        host.child = child
        window.addSubview(host)
        host.addSubview(child)
        child.addSubview(box)
        child.addSubview(late)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: child.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: child.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        late.registerForTraitChanges([TraitLayoutDirection.self]) { (view: View, _) in
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: box.trailingAnchor),
                view.topAnchor.constraint(equalTo: box.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 20),
                view.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        window.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 240, y: 0, width: 50, height: 50))
        #expect(late.frame == CGRect(x: 220, y: 0, width: 20, height: 20))
        #expect(window.unsatisfiedRequiredConstraints().isEmpty)
    }

    @Test(
        "A constraint deactivated before a direction change resolves for the new direction when activated again"
    )
    func reactivatedAfterChange() {
        let window = Window(size: CGSize(width: 300, height: 300))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            leading, box.topAnchor.constraint(equalTo: window.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.semanticContentAttribute = .forceRightToLeft
        window.layoutIfNeeded()
        #expect(box.frame.minX == 240)
        leading.constant = 20  // an edit of a mirrored constraint
        window.layoutIfNeeded()
        #expect(box.frame.minX == 230)
        leading.isActive = false
        window.semanticContentAttribute = .unspecified
        leading.isActive = true
        window.layoutIfNeeded()
        #expect(box.frame.minX == 20)
        #expect(leading.firstAttribute == .leading)  // the constraint keeps its attributes
    }

    @Test("Non-finite directional margins stop, naming the view")
    func nonFiniteDirectionalMarginsStop() async {
        await #expect(processExitsWith: .failure) { @MainActor in
            View().directionalLayoutMargins = NSDirectionalEdgeInsets(leading: .nan)
        }
    }
}
