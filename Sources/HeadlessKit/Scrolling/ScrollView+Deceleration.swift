import Foundation

extension ScrollView {
    // MARK: - Release

    func endDrag(fingerVelocity: CGPoint) {
        let offset = contentOffset
        // Offset velocity in pt/s (finger up = offset grows), on the dragged axes only.
        let velocity = CGPoint(
            x: dragAxes.horizontal ? -fingerVelocity.x : 0,
            y: dragAxes.vertical ? -fingerVelocity.y : 0)
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
            proposed = pagingTarget(offset: offset, velocity: velocity)
            projected = proposed
        } else {
            projected = clamped(
                CGPoint(
                    x: offset.x + decelerationRate.projectedDistance(velocity: velocity.x),
                    y: offset.y + decelerationRate.projectedDistance(velocity: velocity.y)))
            proposed = targetContentOffset(forRelease: projected, velocity: velocity)
        }
        var target = proposed
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
        let changedByDelegate = target != projected
        let k = 1000 * log(rate)
        let now = window?.clock.time ?? 0

        func axis(
            _ o: CGFloat, _ v: CGFloat, _ t: CGFloat, _ natural: CGFloat, _ lo: CGFloat,
            _ hi: CGFloat
        ) -> ScrollMotion.Axis {
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
        var motion = ScrollMotion(
            x: axis(
                offset.x, velocity.x, target.x,
                decelerationRate.projectedDistance(velocity: velocity.x), low.x, high.x),
            y: axis(
                offset.y, velocity.y, target.y,
                decelerationRate.projectedDistance(velocity: velocity.y), low.y, high.y),
            animation: nil)
        if !dragAxes.horizontal, case .decay = motion.x { motion.x = .idle }
        if !dragAxes.vertical, case .decay = motion.y { motion.y = .idle }
        let willDecelerate = !motion.isIdle
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        isDragging = false
        guard willDecelerate else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        // The delegate may have stopped us (setContentOffset) or started a drag.
        guard isDecelerating else { return }
        startMotion(motion)
    }

    /// After a touch stopped the scroll view mid-motion and ended without a drag: come to rest
    /// on the nearest page (paging) or back inside the content (bounce), as UIKit does. Model:
    /// a spring with no initial velocity, reported as a deceleration
    /// (`WillBeginDecelerating` … `DidEndDecelerating`, no dragging callbacks).
    func settleAfterStoppingTouch() {
        guard wasStoppedByTouch else { return }
        wasStoppedByTouch = false
        guard !isDragging, !isDecelerating, motion == nil else { return }
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
        guard target != contentOffset else { return }
        let now = window?.clock.time ?? 0
        func axis(_ o: CGFloat, _ t: CGFloat) -> ScrollMotion.Axis {
            o == t ? .idle : .spring(start: now, from: o, v0: 0, target: t)
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        guard isDecelerating else { return }
        startMotion(
            ScrollMotion(
                x: axis(contentOffset.x, target.x), y: axis(contentOffset.y, target.y),
                animation: nil))
    }

    /// The page to settle on: the next page in the velocity's direction when it is fast
    /// enough, else the nearest; never more than one page from where the drag started.
    func pagingTarget(offset: CGPoint, velocity: CGPoint) -> CGPoint {
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
                x: axis(offset.x, velocity.x, dragStartOffset.x, bounds.width, dragAxes.horizontal),
                y: axis(offset.y, velocity.y, dragStartOffset.y, bounds.height, dragAxes.vertical)))
    }

    // MARK: - Motion on the clock

    func startMotion(_ motion: ScrollMotion) {
        self.motion = motion
        lastAppliedOffset = contentOffset
        guard motionCallback == nil, let clock = window?.clock else {
            if window == nil { finishMotionImmediately() }
            return
        }
        motionCallback = clock.addFrameCallback { [weak self] callback in
            guard let self else {
                callback.invalidate()
                return
            }
            self.stepMotion(to: callback.timestamp)
        }
    }

    private func finishMotionImmediately() {
        guard let motion else { return }
        if let animation = motion.animation {
            self.motion = nil
            contentOffset = animation.to
            delegate?.scrollViewDidEndScrollingAnimation(self)
        } else {
            self.motion = nil
            contentOffset = clamped(contentOffset)
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// Stops deceleration or an animated scroll where it is, without end callbacks.
    func stopMotion() {
        motion = nil
        isDecelerating = false
        motionCallback?.invalidate()
        motionCallback = nil
    }

    func startScrollAnimation(to offset: CGPoint) {
        // An offset set in code is never clamped: no rest check noted before it applies.
        isPendingRestCheck = false
        startMotion(
            ScrollMotion(
                x: .idle, y: .idle, animation: (contentOffset, offset, window?.clock.time ?? 0)))
    }

    func stepMotion(to now: TimeInterval) {
        guard var motion else {
            stopMotion()
            return
        }
        if let animation = motion.animation {
            let t = (now - animation.start) / ScrollView.scrollAnimationDuration
            if t >= 1 {
                stopMotion()
                contentOffset = animation.to
                delegate?.scrollViewDidEndScrollingAnimation(self)
                return
            }
            let p = CGFloat(TimingCurve.bezier(0.42, 0, 0.58, 1).value(at: t))
            contentOffset = CGPoint(
                x: animation.from.x + (animation.to.x - animation.from.x) * p,
                y: animation.from.y + (animation.to.y - animation.from.y) * p)
            return
        }
        // Code moved the offset since our last frame (a delegate recentring): shift targets.
        let jump = CGPoint(
            x: contentOffset.x - lastAppliedOffset.x, y: contentOffset.y - lastAppliedOffset.y)
        let low = minimumContentOffset
        let high = maximumContentOffset
        var next = contentOffset
        next.x = step(&motion.x, current: next.x, jump: jump.x, now: now, low: low.x, high: high.x)
        next.y = step(&motion.y, current: next.y, jump: jump.y, now: now, low: low.y, high: high.y)
        self.motion = motion
        lastAppliedOffset = next
        contentOffset = next
        guard self.motion != nil else { return }  // stopped by a delegate
        if motion.isIdle {
            stopMotion()
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    /// Advances one axis to `now`; returns its new offset.
    private func step(
        _ axis: inout ScrollMotion.Axis, current: CGFloat, jump: CGFloat, now: TimeInterval,
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
            let value = current + (position - travelled)
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
