import Foundation

/// One thing that keeps a ``Window`` from being idle: an animation, a scroll view's
/// deceleration, a gesture recognizer's timer, a frame callback or pending layout.
public struct WindowActivity: Hashable, Sendable, CustomStringConvertible {
    /// What kind of activity it is.
    public enum Kind: String, Hashable, Sendable {
        /// A `View.animate` animation of one property (or a running `ViewPropertyAnimator`'s
        /// change of one), described from the model value before its block to the value after.
        /// Animations are additive, so overlapping animations of one property are listed one
        /// each.
        case animation
        /// Completions of animation blocks that animated nothing, run on the next frame.
        case completion
        /// A scroll view decelerating after a fling (or bouncing back past an edge).
        case deceleration
        /// A scroll view's animated `setContentOffset(_:animated:)`.
        case scrollAnimation
        /// A gesture recognizer waiting for a time (a long press's minimum duration, a scroll
        /// view's content-touch delay), or a timer scheduled on the window's clock.
        case timer
        /// Frame callbacks added with `addFrameCallback` (your display-link code).
        case frameCallback
        /// Views that still need layout after the frame's layout pass (a layout loop).
        case layout
    }

    /// What kind of activity it is.
    public let kind: Kind
    /// What moves and how, naming the views (`deceleration of <ScrollView "feed"> at (0 412)`).
    public let description: String
}

extension Window {
    /// What keeps the window from being idle now, in a stable order: animations (in the order
    /// they started), completions, scroll views (tree order), recognizers' timers (tree order),
    /// other timers, other frame callbacks, then pending layout. Empty when ``isIdle``.
    ///
    ///     window.activities.map(\.description)
    ///     // ["animation of <View "box"> position (0 0) → (60 0), ends at 0.1 s"]
    ///
    /// - Complexity: O(*n*) in the number of views in the window.
    public var activities: [WindowActivity] {
        var found: [WindowActivity] = []
        for animation in animator.animations {
            guard let view = animation.view else { continue }
            let (from, to) = describe(animation.property, animation.from, animation.to)
            found.append(
                WindowActivity(
                    kind: .animation,
                    description:
                        "animation of \(view.shortDescription) \(name(of: animation.property)) \(from) → \(to), \(ending(of: animation))"
                ))
        }
        for driver in animator.drivers {
            guard let end = driver.endTime else { continue }
            for change in driver.changes {
                guard let view = change.view, animator.isRunning(view) else { continue }
                let (from, to) = describe(change.property, change.from, change.to)
                found.append(
                    WindowActivity(
                        kind: .animation,
                        description:
                            "property animator of \(view.shortDescription) \(name(of: change.property)) \(from) → \(to), ends at \(formatted(CGFloat(end))) s"
                    ))
            }
        }
        if animator.hasPendingCompletions {
            found.append(
                WindowActivity(
                    kind: .completion,
                    description: "animation completions waiting for the next frame"))
        }
        var knownCallbacks = 0
        var knownTimers = 0
        var timers: [WindowActivity] = []
        var needingLayout: [View] = []
        walkSubtree { view in
            if let scrollView = view as? ScrollView, let activity = scrollActivity(scrollView) {
                if scrollView.motionCallback != nil { knownCallbacks += 1 }
                found.append(activity)
            }
            for recognizer in view.gestureRecognizers where recognizer.timerCount > 0 {
                knownTimers += recognizer.timerCount
                let name = recognizer.name.map { " \"\($0)\"" } ?? ""
                timers.append(
                    WindowActivity(
                        kind: .timer,
                        description:
                            "timer of \(type(of: recognizer))\(name) on \(view.shortDescription)"))
            }
            if view.needsLayoutFlag { needingLayout.append(view) }
            return .descend
        }
        found += timers
        // What the tree does not explain: `count` things of `kind`, named by `noun`.
        func others(_ count: Int, _ kind: WindowActivity.Kind, _ noun: String, _ how: String) {
            guard count > 0 else { return }
            let description = "\(count) \(noun)\(count == 1 ? "" : "s") \(how)"
            found.append(WindowActivity(kind: kind, description: description))
        }
        others(clock.scheduledTimerCount - knownTimers, .timer, "timer", "scheduled on the clock")
        others(
            clock.activeCallbackCount - knownCallbacks, .frameCallback, "frame callback",
            "added with addFrameCallback")
        if !needingLayout.isEmpty {
            let shown = needingLayout.prefix(5).map(\.shortDescription).joined(separator: ", ")
            let more = needingLayout.count > 5 ? " and \(needingLayout.count - 5) more" : ""
            found.append(
                WindowActivity(kind: .layout, description: "layout pending in \(shown)\(more)"))
        }
        return found
    }

    /// Runs exactly one frame: time, frame callbacks, animations, layout.
    public func stepFrame() {
        clock.runFrames(1)
    }

    /// Runs frames until the set of ``activities`` changes (an animation ends or starts, a
    /// deceleration stops, a timer fires, layout settles) or the window is idle, at most
    /// `timeout` seconds of clock time; at least one frame.
    ///
    ///     window.tap(at: p)              // starts a 0.3 s animation
    ///     window.advanceToNextEvent()    // now at its last frame: the animation has ended
    ///
    /// - Returns: the activities that ended and those that began, each marked `ended:` or
    ///   `began:`; empty when the timeout passed with nothing changed.
    /// - Complexity: O(*n*) per frame in the number of views (activities are compared).
    @discardableResult
    public func advanceToNextEvent(timeout: TimeInterval = 10) -> [String] {
        precondition(
            timeout.isFinite && timeout > 0,
            "Window.advanceToNextEvent(timeout:): \(timeout) is not a finite, positive time")
        let limit = max(1, Int((timeout * Double(clock.framesPerSecond)).rounded(.up)))
        let before = activities
        for _ in 0..<limit {
            clock.runFrames(1)
            let now = activities
            // Compare kinds and subjects, not numbers that move every frame (offsets).
            let key = { (activity: WindowActivity) in
                "\(activity.kind)|" + (activity.description.split(separator: " at ").first ?? "")
            }
            let beforeKeys = before.map(key)
            let nowKeys = now.map(key)
            guard beforeKeys != nowKeys else { continue }
            var changes: [String] = []
            for (activity, k) in zip(before, beforeKeys) where !nowKeys.contains(k) {
                changes.append("ended: \(activity)")
            }
            for (activity, k) in zip(now, nowKeys) where !beforeKeys.contains(k) {
                changes.append("began: \(activity)")
            }
            return changes
        }
        return []
    }

    /// Runs frames until the window is idle, at most `timeout` seconds; returns `nil` when it
    /// settled, otherwise what is still moving, one activity per line (and records the
    /// settle-timeout diagnostic, as ``settle(timeout:)`` does).
    ///
    ///     if let busy = window.settleOrExplain() { print(busy) }
    ///     // Still busy after 10 s:
    ///     // - deceleration of <ScrollView "feed"> at (0 412), velocity (0 -35) pt/s
    public func settleOrExplain(timeout: TimeInterval = 10) -> String? {
        if settle(timeout: timeout) { return nil }
        return busyExplanation(after: timeout)
    }

    /// `Still busy after 10 s:` and one `- activity` line each.
    func busyExplanation(after timeout: TimeInterval) -> String {
        var text = "Still busy after \(formatted(CGFloat(timeout))) s:"
        for activity in activities { text += "\n- \(activity.description)" }
        return text
    }

    private func scrollActivity(_ scrollView: ScrollView) -> WindowActivity? {
        let subject = scrollView.shortDescription
        let offset = formatted(scrollView.contentOffset)
        switch scrollView.phase {
        case .animating(let animation):
            return WindowActivity(
                kind: .scrollAnimation,
                description:
                    "setContentOffset animation of \(subject) at \(offset), to \(formatted(animation.to))"
            )
        case .decelerating(let deceleration):
            return WindowActivity(
                kind: .deceleration,
                description:
                    "\(deceleration.isBouncing ? "bounce" : "deceleration") of \(subject) at \(offset)"
            )
        case .idle, .tracking, .dragging:
            return nil
        }
    }

    /// When `animation` ends: "ends at 0.1 s", or "repeats" for one that never ends.
    private func ending(of animation: PropertyAnimation) -> String {
        let transaction = animation.transaction
        if transaction.repeats {
            return transaction.autoreverses ? "repeats, reversing" : "repeats"
        }
        let run = transaction.autoreverses ? 2 * animation.duration : animation.duration
        let reversing = transaction.autoreverses ? " (reversing)" : ""
        return "ends at \(formatted(CGFloat(animation.start + run))) s\(reversing)"
    }

    private func name(of property: AnimatableProperty) -> String {
        switch property {
        case .position: "position"
        case .boundsOrigin: "bounds.origin"
        case .boundsSize: "bounds.size"
        case .alpha: "alpha"
        case .transform: "transform"
        case .backgroundColor: "backgroundColor"
        }
    }

    private func describe(
        _ property: AnimatableProperty, _ from: AnimatableValue, _ to: AnimatableValue
    ) -> (String, String) {
        func text(_ value: AnimatableValue) -> String {
            switch property {
            case .alpha: return formatted(value.x)
            case .transform:
                let t = value.transform
                return "(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(formatted).joined(separator: " ")
                    + ")"
            case .backgroundColor: return value.color.hexString
            case .position, .boundsOrigin, .boundsSize: return formatted(value.point)
            }
        }
        return (text(from), text(to))
    }
}
