import Foundation
import HeadlessKit

/// Everything that drove a window, and what its tree looked like at checkpoints: a bug report
/// and a regression test in one JSON file (the format is described in docs/Trace.md).
///
///     let recorder = TraceRecorder(window, scene: "profile")
///     window.fling(from: CGPoint(x: 350, y: 400), velocity: CGPoint(x: -1500, y: 0))
///     recorder.perform("reload") { pager.reloadData() }
///     window.settle()
///     try recorder.trace.write(to: URL(fileURLWithPath: "/tmp/profile.trace.json"))
///
///     // Later, into a freshly built tree:
///     let result = try Trace(contentsOf: url).replay(into: makeWindow(), actions: [
///         "reload": { _ in pager.reloadData() },
///     ])
///     #expect(result.isIdentical, "\(result)")
public struct Trace: Codable, Hashable, Sendable {
    /// The version this library writes; it reads this version only.
    public static let currentVersion = 1
    /// Always `headlesskit-trace`.
    public var format = "headlesskit-trace"
    /// The format's version.
    public var version = Trace.currentVersion
    /// A name for what was recorded (a demo scene, an explore seed).
    public var scene: String
    /// The window clock's rate.
    public var framesPerSecond: Int
    /// The window's size when recording started.
    public var width: Double
    /// The window's height when recording started.
    public var height: Double
    /// What drove the window, in order.
    public var steps: [Step]
    /// The tree at chosen frames, each stored as the change from the previous checkpoint.
    public var checkpoints: [Checkpoint]

    /// One thing that drove the window.
    public struct Step: Codable, Hashable, Sendable {
        /// What kind of step it is.
        public enum Kind: String, Codable, Hashable, Sendable {
            /// An event carrying ``Step/touches`` (``Step/time`` set if it had its own time).
            case touches
            /// ``Step/count`` frames ran.
            case frames
            /// The window took the size ``Step/width`` × ``Step/height``.
            case resize
            /// The named action ``Step/name`` ran.
            case action
            /// A note for the reader (``Step/name``: a delegate call, a log line); replay
            /// skips it.
            case note
        }

        /// What kind of step it is.
        public var kind: Kind
        /// The touches of a `touches` step, in the event's order.
        public var touches: [TouchRecord]?
        /// An event's own timestamp, when it was made with one.
        public var time: Double?
        /// How many frames a `frames` step ran.
        public var count: Int?
        /// A `resize` step's new width.
        public var width: Double?
        /// A `resize` step's new height.
        public var height: Double?
        /// An `action` step's name, or a `note` step's text.
        public var name: String?

        /// Makes a step; give the fields its kind uses.
        public init(
            kind: Kind, touches: [TouchRecord]? = nil, time: Double? = nil, count: Int? = nil,
            width: Double? = nil, height: Double? = nil, name: String? = nil
        ) {
            self.kind = kind
            self.touches = touches
            self.time = time
            self.count = count
            self.width = width
            self.height = height
            self.name = name
        }
    }

    /// One touch in an event: its identity (the same number from touch-down to lift), phase and
    /// location in window coordinates.
    public struct TouchRecord: Codable, Hashable, Sendable {
        /// The touch's number in the trace, from 1, in order of first appearance.
        public var id: Int
        /// `began`, `moved`, `stationary`, `ended` or `cancelled`.
        public var phase: String
        /// The location's x, in window coordinates.
        public var x: Double
        /// The location's y, in window coordinates.
        public var y: Double
        /// The touch's tap count.
        public var tapCount: Int

        /// Makes a touch record.
        public init(id: Int, phase: String, x: Double, y: Double, tapCount: Int) {
            self.id = id
            self.phase = phase
            self.x = x
            self.y = y
            self.tapCount = tapCount
        }
    }

    /// The tree at the end of a frame, as an edit of the previous checkpoint's lines.
    public struct Checkpoint: Codable, Hashable, Sendable {
        /// Frames since recording started (0: when it started).
        public var frame: Int
        /// How many steps had been recorded.
        public var step: Int
        /// Where the changed lines start in the previous checkpoint's lines.
        public var at: Int
        /// How many of the previous lines are replaced.
        public var delete: Int
        /// The lines that replace them.
        public var insert: [String]

        /// Makes a checkpoint edit.
        public init(frame: Int, step: Int, at: Int, delete: Int, insert: [String]) {
            self.frame = frame
            self.step = step
            self.at = at
            self.delete = delete
            self.insert = insert
        }
    }

    /// Makes an empty trace.
    public init(scene: String, framesPerSecond: Int, width: Double, height: Double) {
        self.scene = scene
        self.framesPerSecond = framesPerSecond
        self.width = width
        self.height = height
        self.steps = []
        self.checkpoints = []
    }

    /// Reads a trace from JSON.
    ///
    /// - Throws: `TraceError.unsupported` for another format or version; the decoder's error
    ///   when the JSON does not match.
    public init(json data: Data) throws {
        let trace = try JSONDecoder().decode(Trace.self, from: data)
        guard trace.format == "headlesskit-trace", trace.version == Trace.currentVersion else {
            throw TraceError.unsupported(format: trace.format, version: trace.version)
        }
        guard trace.framesPerSecond > 0, trace.width.isFinite, trace.height.isFinite,
            trace.width >= 0, trace.height >= 0
        else {
            throw TraceError.invalid(
                "window \(trace.width)×\(trace.height) at \(trace.framesPerSecond) fps")
        }
        self = trace
    }

    /// Reads a trace from a file.
    ///
    /// - Throws: the file system's error, or what ``init(json:)`` throws.
    public init(contentsOf url: URL) throws {
        try self.init(json: Data(contentsOf: url))
    }

    /// The trace as JSON (keys sorted, so the same trace always gives the same bytes).
    ///
    /// - Complexity: O(*s*) in the trace's steps and checkpoint text.
    public func json() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Encoding plain values cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }

    /// Writes ``json()`` to `url`.
    ///
    /// - Throws: the file system's error.
    public func write(to url: URL) throws {
        try json().write(to: url)
    }

    /// How many frames the trace covers.
    ///
    /// - Complexity: O(*s*) in the trace's steps.
    public var frameCount: Int {
        steps.reduce(0) { $0 + ($1.kind == .frames ? ($1.count ?? 0) : 0) }
    }

    /// The tree's lines at each checkpoint, in order (each checkpoint's edit applied).
    ///
    /// - Complexity: O(checkpoints × lines).
    public func checkpointTrees() -> [(frame: Int, lines: [String])] {
        var lines: [String] = []
        var out: [(frame: Int, lines: [String])] = []
        for checkpoint in checkpoints {
            lines = checkpoint.applied(to: lines)
            out.append((checkpoint.frame, lines))
        }
        return out
    }
}

extension Trace.Checkpoint {
    /// The edit that turns `old` into `new`: the lines between their common prefix and suffix.
    init(frame: Int, step: Int, from old: [String], to new: [String]) {
        let (prefix, suffix) = commonEnds(old, new)
        self.init(
            frame: frame, step: step, at: prefix, delete: old.count - prefix - suffix,
            insert: Array(new[prefix..<(new.count - suffix)]))
    }

    /// `lines` with this edit applied (clamped, so a damaged trace cannot trap).
    func applied(to lines: [String]) -> [String] {
        let start = min(max(at, 0), lines.count)
        let end = min(start + max(delete, 0), lines.count)
        var result = lines
        result.replaceSubrange(start..<end, with: insert)
        return result
    }
}

/// A trace that cannot be read.
public enum TraceError: Error, CustomStringConvertible {
    /// Not a trace this library reads.
    case unsupported(format: String, version: Int)
    /// A value out of range.
    case invalid(String)

    public var description: String {
        switch self {
        case .unsupported(let format, let version):
            "not a trace this version reads: format \(format) version \(version)"
        case .invalid(let what): "invalid trace: \(what)"
        }
    }
}
