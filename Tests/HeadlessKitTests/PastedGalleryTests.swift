// A photo gallery written for UIKit (UIPageViewController of zoomable UIScrollView pages), pasted
// with only the `UI` prefix removed.
import Foundation
import HeadlessKit
import HeadlessTesting
import Testing

private final class PhotoPageViewController: ViewController, ScrollViewDelegate {
    let index: Int
    let scrollView = ScrollView()
    let imageView = ImageView()

    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        scrollView.showsVerticalScrollIndicator = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        imageView.image = Image(named: "photo\(index)", size: CGSize(width: 390, height: 600))
        imageView.contentMode = .scaleAspectFit
        imageView.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.frame.size
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    func viewForZooming(in scrollView: ScrollView) -> View? { imageView }
}

private final class GalleryViewController: PageViewController, PageViewControllerDataSource {
    let count = 5

    init() {
        super.init(
            transitionStyle: .scroll, navigationOrientation: .horizontal,
            options: [.interPageSpacing: 20])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        setViewControllers(
            [PhotoPageViewController(index: 0)], direction: .forward, animated: false)
    }

    func pageViewController(
        _ pageViewController: PageViewController,
        viewControllerBefore viewController: ViewController
    ) -> ViewController? {
        guard let page = viewController as? PhotoPageViewController, page.index > 0 else {
            return nil
        }
        return PhotoPageViewController(index: page.index - 1)
    }

    func pageViewController(
        _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
    ) -> ViewController? {
        guard let page = viewController as? PhotoPageViewController, page.index < count - 1 else {
            return nil
        }
        return PhotoPageViewController(index: page.index + 1)
    }
}

@MainActor @Suite struct PastedGalleryTests {
    @Test(
        "A pasted photo gallery: a fling turns the page, a pinch zooms the page, a drag pans the zoomed photo, and at its edge the next flings turn pages again (UIKit: UIPageViewController, UIScrollView zooming)"
    )
    func galleryPagesAndZooms() throws {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let gallery = GalleryViewController()
        window.rootViewController = gallery
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        func currentIndex() -> Int? {
            (gallery.viewControllers?.first as? PhotoPageViewController)?.index
        }
        window.fling(from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -2000, y: 0))
        window.settle()
        #expect(currentIndex() == 1)
        let page = try #require(gallery.viewControllers?.first as? PhotoPageViewController)
        window.pinch(at: CGPoint(x: 195, y: 300), from: 100, to: 250)
        window.settle()
        #expect(abs(page.scrollView.zoomScale - 2.5) < 0.01)
        #expect(page.scrollView.contentSize == CGSize(width: 975, height: 1500))
        // A drag inside the zoomed photo pans it; the pager stays.
        let before = page.scrollView.contentOffset.x
        window.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.3)
        window.settle()
        #expect(currentIndex() == 1 && page.scrollView.contentOffset.x > before)
        // Flings reach the photo's trailing edge, then turn the pages up to the last one.
        var indices: [Int] = []
        for _ in 0..<6 {
            window.fling(from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -2000, y: 0))
            window.settle()
            indices.append(currentIndex() ?? -1)
        }
        #expect(abs(page.scrollView.contentOffset.x - (975 - 390)) < 1e-6)
        #expect(indices == [1, 2, 3, 4, 4, 4])
    }
}
