// UIKit screens driven by pan, tap and zoom gestures, as a user pastes them: the `UI` prefix
// removed, `#selector(x)` written `Self.x` and `@objc` dropped; nothing else changed.
import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A stack of cards swiped away with a pan: right likes, left passes, a short drag springs back.
final class SwipeCardsViewController: ViewController, GestureRecognizerDelegate {
    private var cards: [View] = []
    var liked: [String] = []
    var passed: [String] = []
    private var initialCenter: CGPoint = .zero

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        for name in ["Ada", "Grace", "Linus"].reversed() {
            let card = View()
            card.backgroundColor = .secondarySystemBackground
            card.layer.cornerRadius = 16
            card.layer.shadowColor = Color.black.cgColor
            card.layer.shadowOpacity = 0.2
            card.layer.shadowOffset = CGSize(width: 0, height: 4)
            card.layer.shadowRadius = 8
            card.accessibilityIdentifier = name
            card.translatesAutoresizingMaskIntoConstraints = false
            let label = Label()
            label.text = name
            label.font = .preferredFont(forTextStyle: .largeTitle)
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
            view.addSubview(card)
            NSLayoutConstraint.activate([
                card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                card.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                card.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.85),
                card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 1.3),
                label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 20),
                label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -20),
            ])
            let pan = PanGestureRecognizer(target: self, action: Self.handlePan)
            pan.delegate = self
            card.addGestureRecognizer(pan)
            card.isUserInteractionEnabled = true
            cards.append(card)
        }
    }

    func handlePan(_ gesture: PanGestureRecognizer) {
        guard let card = gesture.view else { return }
        let translation = gesture.translation(in: view)
        switch gesture.state {
        case .began:
            initialCenter = card.center
        case .changed:
            card.center = CGPoint(
                x: initialCenter.x + translation.x, y: initialCenter.y + translation.y)
            let rotation = translation.x / view.bounds.width * 0.4
            card.transform = CGAffineTransform(rotationAngle: rotation)
        case .ended, .cancelled:
            let velocity = gesture.velocity(in: view)
            if abs(translation.x) > 120 || abs(velocity.x) > 800 {
                let direction: CGFloat = translation.x > 0 ? 1 : -1
                View.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut]) {
                    card.center.x += direction * self.view.bounds.width
                    card.alpha = 0
                } completion: { _ in
                    card.removeFromSuperview()
                    if direction > 0 {
                        self.liked.append(card.accessibilityIdentifier ?? "")
                    } else {
                        self.passed.append(card.accessibilityIdentifier ?? "")
                    }
                }
            } else {
                View.animate(
                    withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6,
                    initialSpringVelocity: 0.5, options: [.allowUserInteraction]
                ) {
                    card.center = self.initialCenter
                    card.transform = .identity
                }
            }
        default: break
        }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        gestureRecognizer.view === view.subviews.last
    }
}

/// A photo in a zooming scroll view: a double tap zooms in on the point, another zooms out.
final class ZoomingPhotoViewController: ViewController, ScrollViewDelegate {
    let scrollView = ScrollView()
    let imageView = ImageView(image: Image(named: "photo", size: CGSize(width: 1200, height: 800)))

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)
        imageView.contentMode = .scaleAspectFit
        imageView.isUserInteractionEnabled = true
        scrollView.addSubview(imageView)
        let doubleTap = TapGestureRecognizer(target: self, action: Self.doubleTapped)
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if scrollView.zoomScale == 1 {
            imageView.frame = scrollView.bounds
            scrollView.contentSize = scrollView.bounds.size
        }
    }

    func viewForZooming(in scrollView: ScrollView) -> View? { imageView }

    func scrollViewDidZoom(_ scrollView: ScrollView) {
        let offsetX = max((scrollView.bounds.width - scrollView.contentSize.width) * 0.5, 0)
        let offsetY = max((scrollView.bounds.height - scrollView.contentSize.height) * 0.5, 0)
        scrollView.contentInset = EdgeInsets(top: offsetY, left: offsetX, bottom: 0, right: 0)
    }

    func doubleTapped(_ recognizer: TapGestureRecognizer) {
        if scrollView.zoomScale > scrollView.minimumZoomScale {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
        } else {
            let point = recognizer.location(in: imageView)
            let size = CGSize(
                width: scrollView.bounds.width / 2.5, height: scrollView.bounds.height / 2.5)
            let rect = CGRect(
                x: point.x - size.width / 2, y: point.y - size.height / 2,
                width: size.width, height: size.height)
            scrollView.zoom(to: rect, animated: true)
        }
    }
}

/// A drawer at the bottom whose height constraint follows a pan and snaps open or closed.
final class BottomDrawerViewController: ViewController {
    let drawer = View()
    var heightConstraint: NSLayoutConstraint!
    let collapsedHeight: CGFloat = 120
    var expandedHeight: CGFloat { view.bounds.height * 0.8 }
    private var startHeight: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        drawer.backgroundColor = .systemBackground
        drawer.layer.cornerRadius = 12
        drawer.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        drawer.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(drawer)
        heightConstraint = drawer.heightAnchor.constraint(equalToConstant: collapsedHeight)
        NSLayoutConstraint.activate([
            drawer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            drawer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            drawer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            heightConstraint,
        ])
        let handle = View()
        handle.backgroundColor = .systemGray3
        handle.layer.cornerRadius = 2.5
        handle.translatesAutoresizingMaskIntoConstraints = false
        drawer.addSubview(handle)
        NSLayoutConstraint.activate([
            handle.topAnchor.constraint(equalTo: drawer.topAnchor, constant: 8),
            handle.centerXAnchor.constraint(equalTo: drawer.centerXAnchor),
            handle.widthAnchor.constraint(equalToConstant: 36),
            handle.heightAnchor.constraint(equalToConstant: 5),
        ])
        drawer.addGestureRecognizer(PanGestureRecognizer(target: self, action: Self.pan))
    }

    func pan(_ gesture: PanGestureRecognizer) {
        switch gesture.state {
        case .began: startHeight = heightConstraint.constant
        case .changed:
            let proposed = startHeight - gesture.translation(in: view).y
            heightConstraint.constant = min(max(proposed, collapsedHeight), expandedHeight)
        case .ended:
            let velocity = gesture.velocity(in: view).y
            let target: CGFloat
            if velocity < -500 {
                target = expandedHeight
            } else if velocity > 500 {
                target = collapsedHeight
            } else {
                target =
                    heightConstraint.constant > (collapsedHeight + expandedHeight) / 2
                    ? expandedHeight : collapsedHeight
            }
            heightConstraint.constant = target
            View.animate(
                withDuration: 0.35, delay: 0, usingSpringWithDamping: 0.85,
                initialSpringVelocity: 0, options: .curveEaseOut
            ) {
                self.view.layoutIfNeeded()
            }
        default: break
        }
    }
}

@MainActor @Suite struct PastedGestureScreenTests {
    func show(_ controller: ViewController) -> Window {
        let window = Window(size: CGSize(width: 390, height: 844))
        window.rootViewController = controller
        window.layoutIfNeeded()
        return window
    }

    @Test(
        "Swipe cards: a long drag right likes the top card, which flies off and is removed; a short slow drag springs back (UIKit: UIPanGestureRecognizer translation and velocity, UIView.animate with spring damping)"
    )
    func swipeCards() {
        let controller = SwipeCardsViewController()
        let window = show(controller)
        let top = controller.view.subviews.last!
        #expect(top.accessibilityIdentifier == "Ada")
        let center = top.convert(CGPoint(x: top.bounds.midX, y: top.bounds.midY), to: window)
        window.drag(
            from: center, to: CGPoint(x: center.x + 200, y: center.y + 10), duration: 0.3)
        #expect(controller.liked.isEmpty, "the card is still flying off")
        window.runFrames(60)
        #expect(controller.liked == ["Ada"])
        #expect(top.superview == nil)
        let next = controller.view.subviews.last!
        #expect(next.accessibilityIdentifier == "Grace")
        let home = next.center

        window.drag(along: [center, CGPoint(x: center.x + 40, y: center.y + 30)], duration: 0.5)
        #expect(next.center == home, "the model value is the animation's end")
        #expect(next.transform == .identity)
        #expect(
            CGPoint(x: next.presentationFrame.midX, y: next.presentationFrame.midY) != home,
            "on its way back")
        window.runFrames(120)
        #expect(CGPoint(x: next.presentationFrame.midX, y: next.presentationFrame.midY) == home)
        #expect(controller.liked == ["Ada"])

        window.fling(from: center, velocity: CGPoint(x: -1500, y: 0))
        window.runFrames(60)
        #expect(controller.passed == ["Grace"])
        #expect(controller.view.subviews.map(\.accessibilityIdentifier) == ["Linus"])
    }

    @Test(
        "Zooming photo: a double tap zooms to a rect around the point, another back out (UIKit: UIScrollView zoom(to:animated:), setZoomScale(_:animated:), viewForZooming(in:))"
    )
    func zoomingPhoto() {
        let controller = ZoomingPhotoViewController()
        let window = show(controller)
        let scrollView = controller.scrollView
        window.tap(at: CGPoint(x: 200, y: 400), count: 2)
        window.runFrames(60)
        #expect(scrollView.zoomScale == 2.5)
        #expect(scrollView.contentSize == CGSize(width: 975, height: 2110))
        // The 156 × 337.6 rect centred on (200, 400) fills the bounds: its origin × 2.5.
        #expect(scrollView.contentOffset == CGPoint(x: 305, y: 578))
        #expect(scrollView.contentInset == .zero, "the content is larger than the bounds")
        window.tap(at: CGPoint(x: 200, y: 400), count: 2)
        window.runFrames(60)
        #expect(scrollView.zoomScale == 1)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test(
        "Bottom drawer: a fast drag up opens it to 80 % of the screen, a slow short drag down closes it to the nearer height (UIKit: animating a constraint's constant with layoutIfNeeded in an animation block)"
    )
    func bottomDrawer() {
        let controller = BottomDrawerViewController()
        let window = show(controller)
        #expect(controller.drawer.frame == CGRect(x: 0, y: 724, width: 390, height: 120))
        window.drag(from: CGPoint(x: 200, y: 780), to: CGPoint(x: 200, y: 500), duration: 0.2)
        window.runFrames(60)
        #expect(controller.heightConstraint.constant == 675.2)
        #expect(controller.drawer.frame.minY == 168.8, "844 - 675.2")
        // Down 400 pt, then held still: released slowly below the middle, it closes.
        let start = CGPoint(x: 200, y: 200)
        let end = CGPoint(x: 200, y: 600)
        window.drag(along: [start, end, end, end], duration: 0.6)
        window.runFrames(60)
        #expect(controller.heightConstraint.constant == 120)
        #expect(controller.drawer.frame == CGRect(x: 0, y: 724, width: 390, height: 120))
    }
}
