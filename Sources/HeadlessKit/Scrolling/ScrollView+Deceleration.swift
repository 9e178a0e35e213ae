import Foundation

extension ScrollView {
    // MARK: - Release

    func endDrag(fingerVelocity: CGPoint) {
        guard case .dragging(let drag) = phase else { return }
        let offset = contentOffset
        // Offset velocity in pt/s (finger up = offset grows), on the dragged axes only.
        let velocity = CGPoint(
            x: drag.horizontal ? -fingerVelocity.x : 0,
            y: drag.vertical ? -fingerVelocity.y : 0)
        precondition(
            velocity.x.isFinite && velocity.y.isFinite,
            "ScrollView: release velocity \(velocity) is not finite (\(shortDescription))")
        let low = minimumContentOffset
        let high = maximumContentOffset
        let rate = decelerationRate.rawValue

        let proposed: CGPoint
        // Where deceleration alone would stop; a subclass (a collection view's layout) may
        // move the proposal, which then decelerates onto it like a delegate's target.
        let projected: CGPoint
        if isPagingEnabled {
            proposed = pagingTarget(offset: offset, velocity: velocity, drag: drag)
            projected = proposed
        } else {
            projected = clamped(
                CGPoint(
                    x: offset.x + decelerationRate.projectedDistance(velocity: velocity.x),
                    y: offset.y + decelerationRate.projectedDistance(velocity: velocity.y)))
            proposed = largeTitleSnapTarget(
                targetContentOffset(forRelease: projected, velocity: velocity))
        }
        var target = proposed
        var changes = phaseChanges
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                targetContentOffset: pointer)
        }
        precondition(
            target.x.isFinite && target.y.isFinite,
            "ScrollView.scrollViewWillEndDragging: targetContentOffset \(target) is not finite (\(shortDescription))"
        )
        if isPagingEnabled && target != proposed {
            window?.record(
                .pagingTargetIgnored,
                "Stop offset can not be modified for paging scroll views (\(shortDescription))")
            target = proposed
        }
        // The delegate animated the view from inside (the only way it can end the drag there):
        // the drag ends without a deceleration, and the animation runs.
        guard phaseChanges == changes else {
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            return
        }
        let changedByDelegate = target != projected
        let k = 1000 * log(rate)
        let now = window?.clock.time ?? 0

        func axis(
            _ o: CGFloat, _ v: CGFloat, _ t: CGFloat, _ natural: CGFloat, _ lo: CGFloat,
            _ hi: CGFloat
        ) -> ScrollPhase.Deceleration.Axis {
            if isPagingEnabled {
                return o == t ? .idle : .spring(start: now, from: o, v0: v, target: t)
            }
            if changedByDelegate {
                if o == t { return .idle }
                return .decay(start: now, distance: t - o, k: k, travelled: 0, bounded: false)
            }
            if o < lo || o > hi {
                let edge = min(max(o, lo), hi)
                return .spring(start: now, from: o, v0: v, target: edge)
            }
            if abs(natural) < ScrollView.stopDistance { return .idle }
            return .decay(start: now, distance: natural, k: k, travelled: 0, bounded: true)
        }
        var deceleration = ScrollPhase.Deceleration(
            x: axis(
                offset.x, velocity.x, target.x,
                decelerationRate.projectedDistance(velocity: velocity.x), low.x, high.x),
            y: axis(
                offset.y, velocity.y, target.y,
                decelerationRate.projectedDistance(velocity: velocity.y), low.y, high.y),
            lastAppliedOffset: offset)
        if !drag.horizontal, case .decay = deceleration.x { deceleration.x = .idle }
        if !drag.vertical, case .decay = deceleration.y { deceleration.y = .idle }
        let willDecelerate = !deceleration.isFinished
        changes = phaseChanges
        // Still dragging inside this call, as in UIKit.
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        // The delegate animated or stopped the view: that wins over the deceleration.
        guard phaseChanges == changes else { return }
        guard willDecelerate else {
            comeToRest(.stopped)
            return
        }
        // Code that moved the offset since the release (a delegate recentring) shifts the
        // springs at the first frame, as it does during the deceleration.
        beginDeceleration(deceleration)
    }

    /// After a touch stopped the scroll view mid-motion and lifted without a drag: come to rest
    /// on the nearest page (paging) or back inside the content (bounce), as UIKit does. Model:
    /// a spring with no initial velocity, reported as a deceleration
    /// (`WillBeginDecelerating` … `DidEndDecelerating`, no dragging callbacks).
    func settleCaughtMotion() {
        var target = clamped(contentOffset)
        if isPagingEnabled {
            if canScrollHorizontally, bounds.width > 0 {
                target.x = (contentOffset.x / bounds.width).rounded() * bounds.width
            }
            if canScrollVertically, bounds.height > 0 {
                target.y = (contentOffset.y / bounds.height).rounded() * bounds.height
            }
            target = clamped(target)
        }
        guard target != contentOffset else {
            comeToRest(.stopped)
            return
        }
        let now = window?.clock.time ?? 0
        func axis(_ o: CGFloat, _ t: CGFloat) -> ScrollPhase.Deceleration.Axis {
            o == t ? .idle : .spring(start: now, from: o, v0: 0, target: t)
        }
        beginDeceleration(
            ScrollPhase.Deceleration(
                x: axis(contentOffset.x, target.x), y: axis(contentOffset.y, target.y),
                lastAppliedOffset: contentOffset))
    }

    /// Enters the decelerating phase, tells the delegate, then runs it on the clock.
    private func beginDeceleration(_ deceleration: ScrollPhase.Deceleration) {
        phase = .decelerating(deceleration)
        let changes = phaseChanges
        delegate?.scrollViewWillBeginDecelerating(self)
        // The delegate may have stopped it (setContentOffset) or animated the view.
        guard phaseChanges == changes else { return }
        runMotionOnClock()
    }

    /// The page to settle on: the next page in the velocity's direction when it is fast
    /// enough, else the nearest; never more than one page from where the drag started.
    func pagingTarget(offset: CGPoint, velocity: CGPoint, drag: ScrollPhase.Drag) -> CGPoint {
        func axis(_ o: CGFloat, _ v: CGFloat, _ start: CGFloat, _ page: CGFloat, _ on: Bool)
            -> CGFloat
        {
            guard on, page > 0 else { return o }
            let p = o / page
            var index: CGFloat
            if v > ScrollView.pagingVelocityThreshold {
                index = (p + 1e-6).rounded(.down) + 1
            } else if v < -ScrollView.pagingVelocityThreshold {
                index = (p - 1e-6).rounded(.up) - 1
            } else {
                index = p.rounded()
            }
            let startIndex = (start / page).rounded()
            index = min(max(index, startIndex - 1), startIndex + 1)
            return index * page
        }
        return clamped(
            CGPoint(
                x: axis(offset.x, velocity.x, drag.startOffset.x, bounds.width, drag.horizontal),
                y: axis(offset.y, velocity.y, drag.startOffset.y, bounds.height, drag.vertical)))
    }

    // MARK: - Motion on the clock

    /// Steps the deceleration or animation once a frame, on the window's clock; without a
    /// window it finishes at once.
    func runMotionOnClock() {
        guard let clock = window?.clock else {
            finishMotionAtOnce()
            return
        }
        guard motionCallback == nil else { return }
        motionCallback = clock.addFrameCallback { [weak self] callback in
            guard let self else {
                callback.invalidate()
                return
            }
            self.stepMotion(to: callback.timestamp)
        }
    }

    func stopClockCallback() {
        motionCallback?.invalidate()
        motionCallback = nil
    }

    /// Stops deceleration or an animated scroll where it is, without end callbacks.
    func stopMotion() {
        guard phase.isMoving else { return }
        comeToRest(.stopped)
    }

    func startScrollAnimation(to offset: CGPoint) {
        // An offset set in code is never clamped: no rest check noted before it applies.
        isPendingRestCheck = false
        phase = .animating(
            ScrollPhase.Animation(
                from: contentOffset, to: offset, start: window?.clock.time ?? 0,
                isTouchDown: phase.isTracking))
        runMotionOnClock()
    }

    /// A motion that cannot run on a clock (the view left its window, or never had one) ends
    /// now where it was going: an animation at its target, a deceleration where each axis
    /// would stop (a spring at its target, a decay at the end of its travel). The delegate
    /// hears the same end call as when it runs out on the clock.
    func finishMotionAtOnce() {
        stopClockCallback()
        switch phase {
        case .animating(let animation):
            endMotion(at: animation.to, .scrollAnimationEnded)
        case .decelerating(let deceleration):
            func end(_ axis: ScrollPhase.Deceleration.Axis, _ current: CGFloat) -> CGFloat {
                switch axis {
                case .idle: current
                case .decay(_, let distance, _, let travelled, _):
                    ScrollView.withoutNoise(current + distance - travelled)
                case .spring(_, _, _, let target): target
                }
            }
            let offset = contentOffset
            endMotion(
                at: CGPoint(x: end(deceleration.x, offset.x), y: end(deceleration.y, offset.y)),
                .decelerationEnded)
        case .idle, .tracking, .dragging:
            break
        }
    }

    /// Sets the last offset of a motion (still in its phase, so `scrollViewDidScroll` sees it
    /// moving, as on every other frame), then comes to rest, unless the delegate started
    /// something else from that call.
    private func endMotion(at offset: CGPoint, _ ending: RestEnding) {
        let changes = phaseChanges
        if offset != contentOffset { contentOffset = offset }
        guard phaseChanges == changes else { return }
        comeToRest(ending)
    }

    func stepMotion(to now: TimeInterval) {
        switch phase {
        case .animating(let animation):
            let t = (now - animation.start) / ScrollView.scrollAnimationDuration
            if t >= 1 {
                endMotion(at: animation.to, .scrollAnimationEnded)
                return
            }
            let p = CGFloat(TimingCurve.bezier(0.42, 0, 0.58, 1).value(at: t))
            contentOffset = CGPoint(
                x: animation.from.x + (animation.to.x - animation.from.x) * p,
                y: animation.from.y + (animation.to.y - animation.from.y) * p)
        case .decelerating(var deceleration):
            // Code moved the offset since our last frame (a delegate recentring): shift targets.
            let jump = CGPoint(
                x: contentOffset.x - deceleration.lastAppliedOffset.x,
                y: contentOffset.y - deceleration.lastAppliedOffset.y)
            let low = minimumContentOffset
            let high = maximumContentOffset
            var next = contentOffset
            next.x = step(
                &deceleration.x, current: next.x, jump: jump.x, now: now, low: low.x,
                high: high.x)
            next.y = step(
                &deceleration.y, current: next.y, jump: jump.y, now: now, low: low.y,
                high: high.y)
            deceleration.lastAppliedOffset = next
            phase = .decelerating(deceleration)
            let changes = phaseChanges
            contentOffset = next
            // The delegate stopped it, dragged or animated it from scrollViewDidScroll.
            guard phaseChanges == changes else { return }
            if deceleration.isFinished { comeToRest(.decelerationEnded) }
        case .idle, .tracking, .dragging:
            stopClockCallback()  // a stale registration
        }
    }

    /// `value` rounded to a millionth of a point: what is left of floating-point noise in an
    /// offset summed frame by frame.
    static func withoutNoise(_ value: CGFloat) -> CGFloat {
        (value * 1e6).rounded() / 1e6 + 0  // + 0: no -0
    }

    /// Advances one axis to `now`; returns its new offset.
    private func step(
        _ axis: inout ScrollPhase.Deceleration.Axis, current: CGFloat, jump: CGFloat,
        now: TimeInterval,
        low: CGFloat, high: CGFloat
    ) -> CGFloat {
        switch axis {
        case .idle:
            return current
        case .decay(let start, let distance, let k, let travelled, let bounded):
            let tau = CGFloat(now - start)
            let decay = exp(k * tau)
            var position = distance * (1 - decay)
            let velocity = -distance * k * decay
            var done = false
            if abs(velocity) < ScrollView.stopDistance * abs(k) {
                position = distance
                done = true
            }
            var value = current + (position - travelled)
            // The offset is the sum of every frame's step: at rest, the rounding noise of that
            // sum goes, so a delegate's target (a row at 1188) is reached exactly.
            if done { value = ScrollView.withoutNoise(value) }
            if bounded && (value < low || value > high) {
                let edge = value < low ? low : high
                if !bounces {
                    axis = .idle
                    return edge
                }
                axis = .spring(start: now, from: value, v0: velocity, target: edge)
                return value
            }
            axis =
                done
                ? .idle
                : .decay(
                    start: start, distance: distance, k: k, travelled: position, bounded: bounded)
            return value
        case .spring(let start, let from, let v0, let target):
            let from = from + jump
            let target = target + jump
            let w = ScrollView.springFrequency
            let tau = CGFloat(now - start)
            let a = from - target
            let b = v0 + w * a
            let e = exp(-w * tau)
            let displacement = (a + b * tau) * e
            let velocity = (b - w * (a + b * tau)) * e
            if abs(displacement) < 0.05 && abs(velocity) < 1 {
                axis = .idle
                return target
            }
            axis = .spring(start: start, from: from, v0: v0, target: target)
            return target + displacement
        }
    }
}

extension Diagnostic.Kind {
    /// A delegate changed `targetContentOffset` of a paging scroll view; the change was ignored
    /// (UIKit logs "Stop offset can not be modified for paging scroll views").
    public static let pagingTargetIgnored = Diagnostic.Kind(rawValue: "paging-target-ignored")
}
