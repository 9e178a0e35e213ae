import Foundation

extension ViewController {
    /// The items a navigation controller's toolbar shows while this controller is on top of
    /// its stack, like `UIViewController.toolbarItems`; `nil` by default. Setting it is
    /// ``setToolbarItems(_:animated:)`` without animation.
    public var toolbarItems: [BarButtonItem]? {
        get { navigationStorage?.toolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets ``toolbarItems``, like `UIViewController.setToolbarItems(_:animated:)`: a
    /// navigation controller showing this controller on top shows them at once. Nothing is
    /// drawn, so `animated` changes nothing.
    public func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) {
        navigationState.toolbarItems = toolbarItems
        navigationController?.toolbarItemsDidChange(of: self)
    }
}
