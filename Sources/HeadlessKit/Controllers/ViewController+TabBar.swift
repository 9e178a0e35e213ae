import Foundation

extension ViewController {
    /// The nearest ancestor that is a tab bar controller, like
    /// `UIViewController.tabBarController`; `nil` outside one.
    ///
    /// - Complexity: O(*d*), *d* the depth of this controller among its parents.
    public var tabBarController: TabBarController? {
        var controller = parent
        while let current = controller {
            if let tabs = current as? TabBarController { return tabs }
            controller = current.parent
        }
        return nil
    }

    /// The controller's ``additionalSafeAreaInsets``, plus, for the selected child of a tab
    /// bar controller, the part of the bar over its view (UIKit adjusts a child's safe area for
    /// the bar, and keeps `additionalSafeAreaInsets` for the app).
    var additionalInsetsWithTabBar: EdgeInsets {
        guard let tabs = parent as? TabBarController else { return additionalSafeAreaInsets }
        var insets = additionalSafeAreaInsets
        insets.bottom += tabs.barInset(for: self)
        return insets
    }

    /// The controller got a new ``tabBarItem``: a tab bar controller showing it shows the new
    /// one.
    func tabBarItemWasReplaced() {
        (parent as? TabBarController)?.updateBarItems()
    }
}
