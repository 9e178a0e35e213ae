import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

/// A chat screen as a user pastes it (the `UI` prefix removed): messages in a table above an
/// input bar whose bottom is pinned to `view.keyboardLayoutGuide.topAnchor`.
final class ChatViewController: ViewController, TableViewDataSource {
    let tableView = TableView(frame: .zero, style: .plain)
    let inputBar = View()
    let textView = TextView()
    let sendButton = Button(type: .system)
    var messages = ["Hi", "How are you?", "Fine, thanks"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "message")
        tableView.keyboardDismissMode = .interactive
        sendButton.setTitle("Send", for: .normal)
        for subview in [tableView, inputBar] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        for subview in [textView, sendButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            inputBar.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: inputBar.topAnchor),

            inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            inputBar.heightAnchor.constraint(equalToConstant: 52),

            textView.leadingAnchor.constraint(equalTo: inputBar.leadingAnchor, constant: 12),
            textView.topAnchor.constraint(equalTo: inputBar.topAnchor, constant: 8),
            textView.bottomAnchor.constraint(equalTo: inputBar.bottomAnchor, constant: -8),
            textView.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -8),
            sendButton.trailingAnchor.constraint(equalTo: inputBar.trailingAnchor, constant: -12),
            sendButton.centerYAnchor.constraint(equalTo: inputBar.centerYAnchor),
            sendButton.widthAnchor.constraint(equalToConstant: 60),
        ])
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }
}

/// `View.keyboardLayoutGuide`: its top follows the keyboard frame by frame.
@MainActor @Suite struct KeyboardLayoutGuideTests {
    func makeWindow(size: CGSize = CGSize(width: 390, height: 844)) -> Window {
        let window = Window(size: size)
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.makeKey()
        return window
    }

    /// A 50 pt bar pinned to the bottom of `view`'s keyboard guide.
    func pinBar(in view: View) -> View {
        let bar = View()
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
        ])
        return bar
    }

    @Test(
        "Hidden keyboard: the guide's top is the safe area's bottom; shown: the keyboard's top (UIKit: UIKeyboardLayoutGuide)"
    )
    func tracksShowAndHide() {
        //  +--------+          +--------+
        //  |        |          |        |
        //  |  bar   | 760-810  |  bar   | 458-508
        //  +--------+ 810      +========+ 508
        //  | home   |          |keyboard|
        //  +--------+ 844      +--------+ 844
        let window = makeWindow()
        let bar = pinBar(in: window)
        let field = TextField(frame: CGRect(x: 0, y: 100, width: 390, height: 34))
        window.addSubview(field)
        window.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 760, width: 390, height: 50))
        #expect(
            window.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        field.becomeFirstResponder()
        window.settle()
        #expect(bar.frame == CGRect(x: 0, y: 458, width: 390, height: 50))
        #expect(
            window.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 508, width: 390, height: 336))
        field.resignFirstResponder()
        window.settle()
        #expect(bar.frame.maxY == 810)
    }

    @Test("Mid-slide, a layout puts the bar on the keyboard's current top, frame by frame")
    func midAnimation() {
        let window = makeWindow()
        let bar = pinBar(in: window)
        let field = TextField(frame: CGRect(x: 0, y: 100, width: 390, height: 34))
        window.addSubview(field)
        window.layoutIfNeeded()
        field.becomeFirstResponder()
        var tops: [CGFloat] = []
        for _ in 0..<30 {
            window.runFrames(1)
            tops.append(bar.frame.maxY)
            // Frames come out of the solver rounded to 1e-6 pt.
            #expect(abs(bar.frame.maxY - min(810, window.keyboardFrame.minY)) < 1e-5)
        }
        #expect(tops.first == 810)  // the keyboard has not passed the safe area's bottom yet
        #expect(tops.contains { $0 > 508 && $0 < 810 })
        #expect(tops.last == 508)
        #expect(zip(tops, tops.dropFirst()).allSatisfy { $0 >= $1 })
    }

    @Test("usesBottomSafeArea = false rests the guide on the view's bottom edge (UIKit, iOS 17)")
    func withoutBottomSafeArea() {
        let window = makeWindow()
        let bar = pinBar(in: window)
        window.keyboardLayoutGuide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        #expect(bar.frame.maxY == 844)
        #expect(window.keyboardLayoutGuide.followsUndockedKeyboard == false)
        window.keyboardLayoutGuide.usesBottomSafeArea = true
        window.layoutIfNeeded()
        #expect(bar.frame.maxY == 810)
    }

    @Test("The guide is made once per view, on first use; it is in the view's layoutGuides")
    func madeLazilyOnce() {
        let view = View()
        #expect(view.layoutGuides.isEmpty)
        let guide = view.keyboardLayoutGuide
        #expect(view.keyboardLayoutGuide === guide)
        #expect(view.layoutGuides.count == 1)
        #expect(guide.owningView === view)
    }

    @Test("A guide in a view lower in the window measures the overlap in that view's coordinates")
    func nestedViewCoordinates() {
        //  window 844 tall; container from y 400 to 744 (no safe area inside it at the
        //  bottom); keyboard top 508 = 108 in the container.
        let window = makeWindow()
        let container = View(frame: CGRect(x: 0, y: 400, width: 390, height: 344))
        window.addSubview(container)
        let bar = pinBar(in: container)
        let field = TextField(frame: CGRect(x: 0, y: 100, width: 390, height: 34))
        window.addSubview(field)
        window.layoutIfNeeded()
        #expect(bar.frame.maxY == 344)
        field.becomeFirstResponder()
        window.settle()
        #expect(bar.frame.maxY == 108)
        #expect(container.keyboardLayoutGuide.layoutFrame.height == 236)
    }

    @Test("A guide's view removed while the keyboard shows and added again follows it again")
    func ownerRemovedAndReAdded() {
        let window = makeWindow()
        let container = View(frame: window.bounds)
        window.addSubview(container)
        let bar = pinBar(in: container)
        let field = TextField(frame: CGRect(x: 0, y: 100, width: 390, height: 34))
        window.addSubview(field)
        field.becomeFirstResponder()
        window.settle()
        #expect(bar.frame.maxY == 508)
        container.removeFromSuperview()
        container.layoutIfNeeded()
        #expect(bar.frame.maxY == 844)  // no window: no keyboard, no safe area
        window.addSubview(container)
        window.layoutIfNeeded()
        #expect(bar.frame.maxY == 508)
        field.resignFirstResponder()
        window.settle()
        #expect(bar.frame.maxY == 810)
    }

    @Test("Rotating with the keyboard up re-pins the guide to the landscape keyboard")
    func rotation() {
        let window = makeWindow()
        let bar = pinBar(in: window)
        let field = TextField(frame: CGRect(x: 0, y: 100, width: 390, height: 34))
        window.addSubview(field)
        field.becomeFirstResponder()
        window.settle()
        window.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        window.settle()
        #expect(bar.frame == CGRect(x: 0, y: 131, width: 844, height: 50))
    }

    @Test(
        "A pasted chat screen: the input bar rides the keyboard when its text view edits and comes back with view.endEditing(true)"
    )
    func chatScreen() {
        let window = makeWindow()
        let chat = ChatViewController()
        window.rootViewController = chat
        window.layoutIfNeeded()
        #expect(chat.inputBar.frame == CGRect(x: 0, y: 758, width: 390, height: 52))
        #expect(chat.tableView.frame == CGRect(x: 0, y: 47, width: 390, height: 711))
        #expect(chat.sendButton.frame.maxX == 378)
        chat.textView.becomeFirstResponder()
        window.settle()
        #expect(chat.inputBar.frame == CGRect(x: 0, y: 456, width: 390, height: 52))
        #expect(chat.tableView.frame.maxY == 456)
        #expect(abs(chat.textView.frame.maxY - 44) < 1e-9)
        chat.view.endEditing(true)
        window.settle()
        #expect(chat.inputBar.frame.minY == 758)
        #expect(!chat.textView.isFirstResponder)
    }

    @Test("A keyboard change visits only the guides that exist, never the tree")
    func costIsPerGuide() {
        let window = makeWindow()
        var leaf: View = window
        for _ in 0..<2000 {
            let view = View(frame: window.bounds)
            leaf.addSubview(view)
            leaf = view
        }
        let field = TextField(frame: CGRect(x: 0, y: 100, width: 390, height: 34))
        window.addSubview(field)
        field.becomeFirstResponder()
        window.settle()
        // No guide was asked for: the keyboard moved without making one.
        #expect(leaf.layoutGuides.isEmpty)
        #expect(window.layoutGuides.isEmpty)
    }
}
