import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

// Gaps found by pasting a real UIKit pager library (a button-bar tab strip over a paging scroll
// view of child controllers) with the `UI` prefix removed. Each test is a small reproduction of
// what the library needed, named for the UIKit rule.

/// A page that records its appearance callbacks.
@MainActor private final class RecordingPage: ViewController {
    let name: String
    var log: [String] = []
    var onViewIsAppearing: (() -> Void)?
    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewIsAppearing(_ animated: Bool) {
        log.append("isAppearing")
        onViewIsAppearing?()
    }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
}

/// A pager that adds and removes its pages itself, as a paging container does: it turns
/// automatic forwarding off and tells each page with begin/end appearance transitions.
@MainActor private final class ManualPager: ViewController {
    let pages: [RecordingPage]
    private(set) var shown = 0
    init(_ pages: [RecordingPage]) {
        self.pages = pages
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(pages[0])
        view.addSubview(pages[0].view)
        pages[0].didMove(toParent: self)
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        for child in children { child.beginAppearanceTransition(true, animated: animated) }
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        for child in children { child.endAppearanceTransition() }
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        for child in children { child.beginAppearanceTransition(false, animated: animated) }
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        for child in children { child.endAppearanceTransition() }
    }
    func show(_ index: Int) {
        let old = pages[shown]
        let new = pages[index]
        old.beginAppearanceTransition(false, animated: false)
        old.willMove(toParent: nil)
        old.view.removeFromSuperview()
        old.removeFromParent()
        old.endAppearanceTransition()
        new.beginAppearanceTransition(true, animated: false)
        addChild(new)
        view.addSubview(new.view)
        new.didMove(toParent: self)
        new.endAppearanceTransition()
        shown = index
    }
}

@MainActor private final class SizeRecordingController: ViewController {
    var log: [String] = []
    var coordinator: (any ViewControllerTransitionCoordinator)?
    override func viewWillTransition(
        to size: CGSize, with coordinator: ViewControllerTransitionCoordinator
    ) {
        super.viewWillTransition(to: size, with: coordinator)
        self.coordinator = coordinator
        log.append("will \(Int(size.width))x\(Int(size.height)) view=\(Int(view.bounds.width))")
        coordinator.animate(
            alongsideTransition: { [weak self] _ in
                self?.log.append("alongside view=\(Int(self?.view.bounds.width ?? -1))")
            },
            completion: { [weak self] context in
                self?.log.append("completion cancelled=\(context.isCancelled)")
            })
    }
}

@MainActor struct LibraryPortTests {
    @Test(
        "shouldAutomaticallyForwardAppearanceMethods false: the children appear and disappear only through beginAppearanceTransition and endAppearanceTransition (UIKit: UIViewController.shouldAutomaticallyForwardAppearanceMethods)"
    )
    func manualForwardingTellsChildrenOnlyThroughBeginAndEnd() {
        let pages = [RecordingPage("a"), RecordingPage("b")]
        let pager = ManualPager(pages)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = pager
        #expect(pages[0].log == ["willAppear", "isAppearing", "didAppear"])
        #expect(pages[0].appearanceState == .appeared)

        pager.show(1)
        #expect(
            pages[0].log == [
                "willAppear", "isAppearing", "didAppear", "willDisappear", "didDisappear",
            ])
        #expect(pages[1].log == ["willAppear", "isAppearing", "didAppear"])
        #expect(pages[0].appearanceState == .disappeared && pages[1].appearanceState == .appeared)

        // The pager leaving the window tells its page once, through its own calls.
        window.rootViewController = nil
        #expect(
            pages[1].log == [
                "willAppear", "isAppearing", "didAppear", "willDisappear", "didDisappear",
            ])
    }

    @Test(
        "A child whose parent does not forward gets nothing when its view enters a window (UIKit: UIViewController.shouldAutomaticallyForwardAppearanceMethods)"
    )
    func childOfANonForwardingParentIsNotToldByItsWindow() {
        final class Silent: ViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let parent = Silent()
        let child = RecordingPage("child")
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = parent
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.log.isEmpty && child.appearanceState == .disappeared)
        // A forwarding parent's child is told by the window, as before.
        let plain = ViewController()
        let other = RecordingPage("other")
        parent.view.addSubview(plain.view)
        plain.addChild(other)
        plain.view.addSubview(other.view)
        #expect(other.log == ["willAppear", "isAppearing", "didAppear"])
    }

    @Test(
        "Unbalanced begin/end appearance transitions are ignored; appearing while disappearing turns around (UIKit: beginAppearanceTransition(_:animated:), endAppearanceTransition())"
    )
    func unbalancedAppearanceTransitionsAreIgnored() {
        let page = RecordingPage("p")
        page.endAppearanceTransition()  // nothing under way
        page.beginAppearanceTransition(false, animated: false)  // already disappeared
        #expect(page.log.isEmpty)
        page.beginAppearanceTransition(true, animated: true)
        page.beginAppearanceTransition(true, animated: true)  // twice: once
        page.endAppearanceTransition()
        page.endAppearanceTransition()  // twice: once
        #expect(page.log == ["willAppear", "isAppearing", "didAppear"])
        page.beginAppearanceTransition(false, animated: false)
        page.beginAppearanceTransition(true, animated: false)  // cancelled disappearance
        page.endAppearanceTransition()
        #expect(
            page.log == [
                "willAppear", "isAppearing", "didAppear", "willDisappear", "willAppear",
                "isAppearing", "didAppear",
            ])
        // Re-entrancy: viewIsAppearing turning the transition around ends nothing twice.
        let turning = RecordingPage("t")
        turning.onViewIsAppearing = { [unowned turning] in
            turning.beginAppearanceTransition(false, animated: false)
        }
        turning.beginAppearanceTransition(true, animated: false)
        turning.endAppearanceTransition()
        #expect(turning.log == ["willAppear", "isAppearing", "willDisappear"])
        #expect(turning.appearanceState == .disappearing)
        turning.endAppearanceTransition()
        #expect(turning.appearanceState == .disappeared)
    }

    @Test(
        "viewWillTransition(to:with:) reaches the root and its children before the views resize; the coordinator's blocks run after the layout at the new size (UIKit: UIViewController.viewWillTransition(to:with:))"
    )
    func sizeTransitionReachesChildrenThenRunsBlocks() {
        let root = SizeRecordingController()
        let child = SizeRecordingController()
        root.addChild(child)
        root.view.addSubview(child.view)
        child.view.frame = root.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        child.didMove(toParent: root)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(root.log == ["will 844x390 view=390"])
        #expect(child.log == ["will 844x390 view=390"])
        window.settle()
        #expect(
            root.log == [
                "will 844x390 view=390", "alongside view=844", "completion cancelled=false",
            ])
        #expect(child.log == root.log)
        // The same size again is no transition.
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.settle()
        #expect(root.log.count == 3)
    }

    @Test(
        "A window resized with a pending size transition, its clock never advanced, is released (memory: the window's clock holds the coordinator, the coordinator holds the window weakly)"
    )
    func resizedWindowIsReleasedWithoutAdvancingTheClock() {
        weak var released: Window?
        var coordinatorView: View?
        do {
            let root = SizeRecordingController()
            let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = root
            window.makeKeyAndVisible()
            window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
            #expect(root.log == ["will 844x390 view=390"])
            coordinatorView = root.coordinator?.containerView
            #expect(coordinatorView === window)
            released = window
            coordinatorView = nil
        }
        #expect(released == nil)
        #expect(Window.key == nil)
    }

    @Test(
        "A coordinator refuses blocks once its transition is over, and a block may resize the window again (UIKit: UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:))"
    )
    func coordinatorAfterTheTransitionAndReentrantResize() {
        final class Keeper: ViewController {
            var kept: ViewControllerTransitionCoordinator?
            var sizes: [CGSize] = []
            var resizeAgain = true
            override func viewWillTransition(
                to size: CGSize, with coordinator: ViewControllerTransitionCoordinator
            ) {
                super.viewWillTransition(to: size, with: coordinator)
                kept = coordinator
                sizes.append(size)
                #expect(coordinator.animate(alongsideTransition: nil, completion: nil))
                coordinator.animate(alongsideTransition: nil) { [weak self] context in
                    guard let self, self.resizeAgain else { return }
                    self.resizeAgain = false
                    context.containerView.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
                }
            }
        }
        let keeper = Keeper()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = keeper
        window.frame = CGRect(x: 0, y: 0, width: 500, height: 500)
        window.settle()
        #expect(keeper.sizes == [CGSize(width: 500, height: 500), CGSize(width: 300, height: 300)])
        #expect(keeper.view.bounds.size == CGSize(width: 300, height: 300))
        var ran = false
        #expect(
            keeper.kept?.animate(alongsideTransition: { _ in ran = true }, completion: nil) == false
        )
        window.settle()
        #expect(!ran)
        #expect(keeper.kept?.transitionDuration == 0 && keeper.kept?.isAnimated == false)
    }

    @Test(
        "UILabel.font is implicitly unwrapped: an optional font assigns, and nil resets it to the system font at 17 points (UIKit: UILabel.font)"
    )
    func labelFontTakesAnOptionalAndNilResets() {
        let label = Label()
        let chosen: Font? = .boldSystemFont(ofSize: 30)
        label.font = chosen
        #expect(label.font == .boldSystemFont(ofSize: 30))
        label.text = "Tab"
        let wide = label.intrinsicContentSize.width
        let none: Font? = nil
        label.font = none
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.intrinsicContentSize.width < wide)
    }

    @Test(
        "A highlighted image view shows its highlightedImage, or its image when it has none (UIKit: UIImageView.highlightedImage, isHighlighted)"
    )
    func imageViewShowsTheHighlightedImageWhileHighlighted() {
        let view = ImageView(image: Image(named: "tab", size: CGSize(width: 20, height: 20)))
        view.highlightedImage = Image(named: "tab.fill", size: CGSize(width: 24, height: 24))
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
        view.isHighlighted = true
        #expect(view.intrinsicContentSize == CGSize(width: 24, height: 24))
        #expect(view.treeDescription().contains("image=\"tab.fill\" highlighted"))
        view.highlightedImage = nil
        #expect(view.intrinsicContentSize == CGSize(width: 20, height: 20))
        view.image = nil
        #expect(view.sizeThatFits(.zero) == .zero)
    }

    @Test(
        "NSIndexPath bridges row, item and section; a path too short answers NSNotFound (UIKit: NSIndexPath.row, Foundation: index(atPosition:))"
    )
    func nsIndexPathAccessors() {
        let path = IndexPath(item: 3, section: 1) as NSIndexPath
        #expect(path.row == 3 && path.item == 3 && path.section == 1)
        let short = NSIndexPath(index: 7)
        #expect(short.section == 7 && short.row == NSNotFound && short.item == NSNotFound)
        #expect(NSIndexPath().section == NSNotFound)
    }

    @Test(
        "equalTo compares as Core Graphics does: NaN equals nothing, null rectangles equal each other, a negative size equals its standardized rectangle (CGSizeEqualToSize, CGRectEqualToRect)"
    )
    func coreGraphicsEqualTo() {
        #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
        #expect(
            !CGSize(width: CGFloat.nan, height: 2).equalTo(CGSize(width: CGFloat.nan, height: 2)))
        #expect(CGPoint(x: -0.0, y: 0).equalTo(.zero))
        #expect(!CGPoint(x: CGFloat.infinity, y: 0).equalTo(.zero))
        #expect(CGRect.null.equalTo(.null) && !CGRect.null.equalTo(.zero))
        #expect(
            CGRect(x: 10, y: 0, width: -10, height: 5).equalTo(
                CGRect(x: 0, y: 0, width: 10, height: 5)))
        #expect(
            !CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1).equalTo(
                CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)))
    }

    @Test(
        "insertSegment(with:at:animated:) inserts an image segment, clamping the index (UIKit: UISegmentedControl.insertSegment(with:at:animated:))"
    )
    func segmentedControlInsertsImageSegments() {
        let control = SegmentedControl(items: ["A"])
        control.selectedSegmentIndex = 0
        let star = Image(named: "star", size: CGSize(width: 16, height: 16))
        control.insertSegment(with: star, at: -5, animated: false)
        control.insertSegment(with: nil, at: 100, animated: true)
        #expect(control.numberOfSegments == 3)
        #expect(control.imageForSegment(at: 0) == star && control.titleForSegment(at: 0) == nil)
        #expect(control.titleForSegment(at: 1) == "A" && control.selectedSegmentIndex == 1)
        #expect(control.imageForSegment(at: 2) == nil && control.titleForSegment(at: 2) == nil)
    }

    @Test(
        "A nib registered for cells compiles, a class registered after it replaces it, and dequeuing with it stops naming the nib (UIKit: UICollectionView.register(_:forCellWithReuseIdentifier:) with a UINib)"
    )
    func nibRegistrationIsReplacedByAClass() {
        final class Source: NSObject, CollectionViewDataSource {
            func collectionView(
                _ collectionView: CollectionView, numberOfItemsInSection section: Int
            ) -> Int { 2 }
            func collectionView(
                _ collectionView: CollectionView, cellForItemAt indexPath: IndexPath
            ) -> CollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
        }
        let source = Source()
        let collection = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 44),
            collectionViewLayout: CollectionViewFlowLayout())
        collection.register(
            Nib(nibName: "ButtonCell", bundle: nil), forCellWithReuseIdentifier: "Cell")
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = source
        collection.layoutIfNeeded()
        #expect(collection.visibleCells.count == 2)
        let table = TableView(frame: .zero, style: .plain)
        table.register(nil as Nib?, forCellReuseIdentifier: "Row")  // nil: nothing registered
        #expect(table.dequeueReusableCell(withIdentifier: "Row") == nil)
    }

    @Test("Dequeuing a cell registered with a nib stops, naming the nib and the identifier")
    func dequeueWithANibStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            let collection = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 44),
                collectionViewLayout: CollectionViewFlowLayout())
            collection.register(
                Nib(nibName: "ButtonCell", bundle: nil), forCellWithReuseIdentifier: "Cell")
            _ = collection.dequeueReusableCell(
                withReuseIdentifier: "Cell", for: IndexPath(item: 0, section: 0))
        }
        expectMessage(
            result, naming: ["\"ButtonCell\"", "\"Cell\"", "no nib files", "<CollectionView"])
    }

    @Test(
        "Loading a nib stops, naming it (UIKit: UINib.instantiate(withOwner:options:) of a missing nib)"
    )
    func instantiatingANibStops() async {
        let result = await #expect(
            processExitsWith: .failure, observing: [\.standardErrorContent]
        ) { @MainActor in
            _ = Nib(nibName: "ProfileHeader", bundle: .main).instantiate(withOwner: nil)
        }
        expectMessage(result, naming: ["\"ProfileHeader\"", "no nib files"])
    }
}
