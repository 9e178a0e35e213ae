import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

// A UIKit onboarding screen pasted with the `UI` prefix removed (nothing else changed): a
// container with a page view controller child over an array of pages, its own page control
// and a "Next" button that turns the page with an animated setViewControllers.

final class OnboardingPageViewController: ViewController {
    let imageName: String
    let headline: String
    let body: String

    private let imageView = ImageView()
    private let titleLabel = Label()
    private let bodyLabel = Label()

    init(imageName: String, headline: String, body: String) {
        self.imageName = imageName
        self.headline = headline
        self.body = body
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        imageView.image = Image(systemName: imageName)
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = .systemBlue

        titleLabel.text = headline
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.textAlignment = .center

        bodyLabel.text = body
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.textColor = .secondaryLabel
        bodyLabel.numberOfLines = 0
        bodyLabel.textAlignment = .center

        let stack = StackView(arrangedSubviews: [imageView, titleLabel, bodyLabel])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            imageView.widthAnchor.constraint(equalToConstant: 120),
            imageView.heightAnchor.constraint(equalToConstant: 120),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 32),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -32),
        ])
    }
}

final class OnboardingViewController: ViewController {
    private let pageViewController = PageViewController(
        transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    private let pageControl = PageControl()
    private let nextButton = Button(type: .system)
    var onFinish: (() -> Void)?

    private lazy var pages: [ViewController] = [
        OnboardingPageViewController(
            imageName: "hand.wave", headline: "Welcome",
            body: "Everything you need, in one place."),
        OnboardingPageViewController(
            imageName: "bell", headline: "Stay in the loop",
            body: "Turn on notifications so you never miss an update."),
        OnboardingPageViewController(
            imageName: "icloud", headline: "Sync everywhere",
            body: "Your data follows you on all your devices."),
        OnboardingPageViewController(
            imageName: "checkmark.circle", headline: "You're all set",
            body: "Let's get started."),
    ]
    private var currentIndex = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        addChild(pageViewController)
        view.addSubview(pageViewController.view)
        pageViewController.view.translatesAutoresizingMaskIntoConstraints = false
        pageViewController.didMove(toParent: self)
        pageViewController.dataSource = self
        pageViewController.delegate = self
        pageViewController.setViewControllers(
            [pages[0]], direction: .forward, animated: false, completion: nil)

        pageControl.numberOfPages = pages.count
        pageControl.currentPage = 0
        pageControl.currentPageIndicatorTintColor = .systemBlue
        pageControl.pageIndicatorTintColor = .systemGray4
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        pageControl.addAction(
            Action { [weak self] _ in self?.pageControlChanged() }, for: .valueChanged)
        view.addSubview(pageControl)

        nextButton.setTitle("Next", for: .normal)
        nextButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        nextButton.translatesAutoresizingMaskIntoConstraints = false
        nextButton.addAction(Action { [weak self] _ in self?.nextTapped() }, for: .touchUpInside)
        view.addSubview(nextButton)

        NSLayoutConstraint.activate([
            pageViewController.view.topAnchor.constraint(equalTo: view.topAnchor),
            pageViewController.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pageViewController.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pageViewController.view.bottomAnchor.constraint(
                equalTo: pageControl.topAnchor, constant: -8),

            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pageControl.bottomAnchor.constraint(equalTo: nextButton.topAnchor, constant: -16),

            nextButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            nextButton.bottomAnchor.constraint(
                equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
        ])
    }

    private func nextTapped() {
        guard currentIndex + 1 < pages.count else {
            onFinish?()
            return
        }
        currentIndex += 1
        pageViewController.setViewControllers(
            [pages[currentIndex]], direction: .forward, animated: true
        ) { [weak self] _ in
            self?.updateControls()
        }
        pageControl.currentPage = currentIndex
    }

    private func pageControlChanged() {
        let newIndex = pageControl.currentPage
        let direction: PageViewController.NavigationDirection =
            newIndex > currentIndex ? .forward : .reverse
        currentIndex = newIndex
        pageViewController.setViewControllers(
            [pages[newIndex]], direction: direction, animated: true)
        updateControls()
    }

    private func updateControls() {
        pageControl.currentPage = currentIndex
        nextButton.setTitle(currentIndex == pages.count - 1 ? "Get Started" : "Next", for: .normal)
    }
}

extension OnboardingViewController: PageViewControllerDataSource {
    func pageViewController(
        _ pageViewController: PageViewController,
        viewControllerBefore viewController: ViewController
    ) -> ViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(
        _ pageViewController: PageViewController,
        viewControllerAfter viewController: ViewController
    ) -> ViewController? {
        guard let index = pages.firstIndex(of: viewController), index < pages.count - 1 else {
            return nil
        }
        return pages[index + 1]
    }
}

extension OnboardingViewController: PageViewControllerDelegate {
    func pageViewController(
        _ pageViewController: PageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [ViewController], transitionCompleted completed: Bool
    ) {
        guard completed, let current = pageViewController.viewControllers?.first,
            let index = pages.firstIndex(of: current)
        else { return }
        currentIndex = index
        updateControls()
    }
}

// The other common shape: a page view controller subclass that is its own data source and
// shows the built-in page indicator.
final class TutorialPageViewController: PageViewController, PageViewControllerDataSource {
    private let colors: [Color] = [.systemRed, .systemGreen, .systemBlue]
    private lazy var orderedViewControllers: [ViewController] = colors.map { color in
        let controller = ViewController()
        controller.view.backgroundColor = color
        return controller
    }

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        if let first = orderedViewControllers.first {
            setViewControllers([first], direction: .forward, animated: true, completion: nil)
        }
    }

    func pageViewController(
        _ pageViewController: PageViewController,
        viewControllerBefore viewController: ViewController
    ) -> ViewController? {
        guard let index = orderedViewControllers.firstIndex(of: viewController) else {
            return nil
        }
        let previousIndex = index - 1
        guard previousIndex >= 0 else { return nil }
        return orderedViewControllers[previousIndex]
    }

    func pageViewController(
        _ pageViewController: PageViewController,
        viewControllerAfter viewController: ViewController
    ) -> ViewController? {
        guard let index = orderedViewControllers.firstIndex(of: viewController) else {
            return nil
        }
        let nextIndex = index + 1
        guard orderedViewControllers.count != nextIndex else { return nil }
        return orderedViewControllers[nextIndex]
    }

    func presentationCount(for pageViewController: PageViewController) -> Int {
        orderedViewControllers.count
    }

    func presentationIndex(for pageViewController: PageViewController) -> Int {
        guard let first = viewControllers?.first,
            let index = orderedViewControllers.firstIndex(of: first)
        else { return 0 }
        return index
    }
}

@MainActor @Suite struct PageViewControllerPortedScreenTests {
    /// A phone-sized window with the onboarding screen as its root, settled.
    private func makeOnboarding() -> (Window, OnboardingViewController) {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let onboarding = OnboardingViewController()
        window.rootViewController = onboarding
        window.settle()
        return (window, onboarding)
    }

    private func headline(_ onboarding: OnboardingViewController) -> String? {
        let page = onboarding.children.first?.children.first
        return (page as? OnboardingPageViewController)?.headline
    }

    /// The screen's page control (the only one: its page view controller shows none).
    private func dots(_ window: Window) -> PageControl? {
        window.find(.type(PageControl.self)).first as? PageControl
    }

    @Test(
        "The pasted onboarding screen pages by swipes, and its Next button turns the page with an animated setViewControllers (UIKit: UIPageViewController in a container; setViewControllers(_:direction:animated:completion:))"
    )
    func onboardingSwipesAndNext() {
        let (window, onboarding) = makeOnboarding()
        #expect(headline(onboarding) == "Welcome")
        #expect(dots(window)?.currentPage == 0)
        // Swipe left past half the page: the next page, the dots follow (the delegate).
        window.beginTouch(at: CGPoint(x: 340, y: 400))
            .move(to: CGPoint(x: 80, y: 400), duration: 0.25).hold().end()
        window.settle()
        #expect(headline(onboarding) == "Stay in the loop")
        #expect(dots(window)?.currentPage == 1)
        // A short swipe back does nothing.
        window.beginTouch(at: CGPoint(x: 100, y: 400))
            .move(to: CGPoint(x: 160, y: 400), duration: 0.25).hold().end()
        window.settle()
        #expect(headline(onboarding) == "Stay in the loop")
        #expect(dots(window)?.currentPage == 1)
        // Next, twice: the last page, and the button's title changes.
        window.find(.text("Next")).tap()
        window.settle()
        #expect(headline(onboarding) == "Sync everywhere")
        #expect(dots(window)?.currentPage == 2)
        window.find(.text("Next")).tap()
        window.settle()
        #expect(headline(onboarding) == "You're all set")
        window.find(.text("Get Started")).expect(.one)
        // A fling past the last page bounces back.
        window.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))
        window.settle()
        #expect(headline(onboarding) == "You're all set")
        var finished = false
        onboarding.onFinish = { finished = true }
        window.find(.text("Get Started")).tap()
        #expect(finished)
        // A fling back.
        window.fling(from: CGPoint(x: 100, y: 400), velocity: CGPoint(x: 1500, y: 0))
        window.settle()
        #expect(headline(onboarding) == "Sync everywhere")
        window.find(.text("Next")).expect(.one)
        // Only the page on screen is a child of the page view controller.
        #expect(onboarding.children.first?.children.count == 1)
    }

    @Test(
        "The pasted tutorial subclass shows the built-in page indicator and pages through its colours (UIKit: presentationCount(for:), presentationIndex(for:))"
    )
    func tutorialSubclass() {
        let window = Window(size: CGSize(width: 390, height: 844))
        let tutorial = TutorialPageViewController()
        window.rootViewController = tutorial
        window.settle()
        #expect(tutorial.viewControllers?.first?.view.backgroundColor == .systemRed)
        #expect(dots(window)?.numberOfPages == 3)
        for _ in 0..<3 {
            window.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))
            window.settle()
        }
        #expect(tutorial.viewControllers?.first?.view.backgroundColor == .systemBlue)
        #expect(dots(window)?.currentPage == 2)
    }
}
