import Foundation
import HeadlessKit

/// Scroll views whose offsets are functions of one leader's offset: the leader is dragged, the
/// followers move by rule.
///
///     +- leader (user-driven) -+        follower.contentOffset = rule(leader, follower)
///     |  contentOffset = x     | ---+-> applied at link time, on every leader offset
///     +------------------------+    |   change (drags, deceleration, code, animations),
///           +- follower A -+ <------+   when the leader's or the follower's content size
///           +- follower B -+ <------+   changes, and on ``update()`` (call it after a resize)
///
///     let links = LinkedScrollViews(leader: outer)
///     links.link(inner) { leader, inner in
///         CGPoint(x: min(leader.contentOffset.x, inner.bounds.width), y: 0)
///     }
///
/// Followers take no touches: ``link(_:rule:)`` sets `isUserInteractionEnabled = false` on
/// them. That, not `isScrollEnabled = false`, is what lets a follower lie **above** the leader
/// (as FOLIO's inner scroll view lies above its outer one) and still let the leader be dragged
/// through it: hit testing skips a view that takes no touches, so the touch lands on the leader
/// (`UIView.isUserInteractionEnabled`, UIKit H1). A follower with only `isScrollEnabled = false`
/// would still be the hit view and swallow the touch.
///
/// Rules are pure functions of the two views, so a follower is right after any leader change,
/// however it came; nothing is stored between calls. The links hold their views strongly; a
/// `LinkedScrollViews` that is released (or ``invalidate()``d) stops applying rules.
///
/// - Complexity: each leader offset change runs every rule once: O(*followers*).
@MainActor
public final class LinkedScrollViews {
    /// Computes a follower's offset from the leader (and the follower's own geometry).
    public typealias Rule = @MainActor (_ leader: ScrollView, _ follower: ScrollView) -> CGPoint

    /// The scroll view the followers follow.
    public let leader: ScrollView

    /// The followers, in the order they were linked (rules run in this order).
    public var followers: [ScrollView] { links.map(\.follower) }

    private struct Link {
        let follower: ScrollView
        let rule: Rule
        let sizeObservation: ScrollViewObservation
    }

    private var links: [Link] = []
    private var offsetObservation: ScrollViewObservation?
    private var leaderSizeObservation: ScrollViewObservation?

    /// Starts following `leader`; link followers with ``link(_:rule:)``.
    public init(leader: ScrollView) {
        self.leader = leader
        offsetObservation = leader.observeContentOffset { [weak self] _, _ in self?.update() }
        leaderSizeObservation = leader.observeContentSize { [weak self] _, _ in self?.update() }
    }

    /// Makes `follower` follow the leader by `rule`, applied at once and then on every change
    /// (see the type). Turns the follower's user interaction off.
    ///
    /// - Precondition: `follower` is not the leader and is not linked already.
    public func link(_ follower: ScrollView, rule: @escaping Rule) {
        precondition(
            follower !== leader,
            "LinkedScrollViews.link: \(follower.shortDescription) cannot follow itself")
        precondition(
            !links.contains { $0.follower === follower },
            "LinkedScrollViews.link: \(follower.shortDescription) already follows "
                + leader.shortDescription)
        follower.isUserInteractionEnabled = false
        let sizeObservation = follower.observeContentSize { [weak self] follower, _ in
            self?.apply(to: follower)
        }
        links.append(Link(follower: follower, rule: rule, sizeObservation: sizeObservation))
        follower.contentOffset = rule(leader, follower)
    }

    /// Stops `follower` following; its offset stays where it is. Does nothing if it is not
    /// linked. Its user interaction stays off.
    public func unlink(_ follower: ScrollView) {
        guard let index = links.firstIndex(where: { $0.follower === follower }) else { return }
        links[index].sizeObservation.cancel()
        links.remove(at: index)
    }

    /// Applies every rule now. The links apply themselves on offset and content-size changes;
    /// call this after a change they cannot see, such as a resize of the leader or a follower
    /// (``WalkthroughView`` calls it at the end of its `layoutSubviews`).
    public func update() {
        for link in links {
            link.follower.contentOffset = link.rule(leader, link.follower)
        }
    }

    /// Stops applying rules to every follower, for good.
    public func invalidate() {
        offsetObservation?.cancel()
        leaderSizeObservation?.cancel()
        offsetObservation = nil
        leaderSizeObservation = nil
        for link in links { link.sizeObservation.cancel() }
        links = []
    }

    private func apply(to follower: ScrollView) {
        guard let link = links.first(where: { $0.follower === follower }) else { return }
        follower.contentOffset = link.rule(leader, follower)
    }
}
