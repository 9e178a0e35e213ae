import Foundation
import HeadlessKit

/// Finds bugs by itself: drives a freshly built view tree with seeded random scripts of
/// gestures, resizes, waits and your own actions, checks invariants after every frame, and
/// shrinks each failing script to a short one that fails the same way, printed as a test.
///
///     @MainActor @Test func pagerSurvivesRandomUse() {
///         var explorer = Explorer(scripts: 200, seed: 7) { makeWindow() }
///         explorer.actions = [Explorer.Action("reload", weight: 0.5) { _ in pager.reload() }]
///         explorer.invariants.append(ExploreInvariant("one page selected") { _ in ... })
///         explorer.run().expectNoFailures()
///     }
///
/// Everything is deterministic: script *i* of a run with seed *s* is generated from seed
/// *s + i* alone, and a run of one script with that seed replays it.
@MainActor
public struct Explorer {
    /// A step of your own, picked with its weight among the built-in gestures.
    public struct Action {
        /// Its name, as scripts print it.
        public let name: String
        /// How often it is picked, relative to ``Explorer/weights``.
        public let weight: Double
        /// The Swift statement that does it in a printed test (`nil`: `perform("name")`).
        public let code: String?
        /// What it does to the window.
        public let perform: @MainActor (Window) -> Void

        /// Makes an action; `weight` must be finite and non-negative (0 turns it off).
        public init(
            _ name: String, weight: Double = 1, code: String? = nil,
            perform: @escaping @MainActor (Window) -> Void
        ) {
            precondition(
                weight.isFinite && weight >= 0,
                "Explorer.Action \(String(reflecting: name)): weight \(weight) is not finite and non-negative"
            )
            self.name = name
            self.weight = weight
            self.code = code
            self.perform = perform
        }

        /// One action per argument, named `"name argument"`, sharing `weight` equally: a call
        /// of your widget that takes a value, such as a reload to 0, 1 or 5 pages (the 0 and
        /// the way back are where data bugs hide).
        ///
        ///     explorer.actions += Explorer.Action.family(
        ///         "reload", arguments: [0, 1, 5], weight: 0.5,
        ///         code: { "reload(window, to: \($0))" },
        ///         perform: { window, count in reload(window, to: count) })
        ///
        /// `code` gives the statement a printed test uses for an argument (`nil`:
        /// `perform("name argument")`). No arguments, no actions.
        ///
        /// - Complexity: O(*n*) in the arguments.
        public static func family<Argument: CustomStringConvertible & Sendable>(
            _ name: String, arguments: [Argument], weight: Double = 1,
            code: ((Argument) -> String)? = nil,
            perform: @escaping @MainActor (Window, Argument) -> Void
        ) -> [Action] {
            precondition(
                weight.isFinite && weight >= 0,
                "Explorer.Action.family \(String(reflecting: name)): weight \(weight) is not finite and non-negative"
            )
            return arguments.map { argument in
                Action(
                    "\(name) \(argument)", weight: weight / Double(arguments.count),
                    code: code?(argument)
                ) { window in perform(window, argument) }
            }
        }
    }

    /// The default weights of the built-in steps.
    public nonisolated static let defaultWeights: [ExploreStep.Kind: Double] = [
        .tap: 3, .doubleTap: 1, .drag: 4, .slowDrag: 1, .fling: 3, .twoFingerDrag: 1,
        .longPress: 1, .hold: 2, .cancel: 1, .resize: 0.5, .wait: 2, .settle: 1, .pinch: 1,
    ]

    /// How many scripts ``run()`` tries.
    public var scripts: Int
    /// The seed of the first script (script *i* uses `seed + i`).
    public var seed: UInt64
    /// How many steps a script has.
    public var steps: ClosedRange<Int> = 1...8
    /// How often each built-in kind of step is picked (a missing kind is never picked).
    public var weights: [ExploreStep.Kind: Double] = Explorer.defaultWeights
    /// Your own steps.
    public var actions: [Action] = []
    /// How often (0 to 1) a settle follows a step, so that the at-rest invariants see where
    /// each step leaves the tree, not only where the script ends (0 by default: settles come
    /// only from ``ExploreStep/settle`` steps picked by their weight).
    public var settleAfterStep: Double = 0
    /// What must hold; the built-in ones by default. Remove one to turn it off:
    /// `explorer.invariants.removeAll { $0.name == ExploreInvariant.settles.name }`.
    public var invariants: [ExploreInvariant] = ExploreInvariant.builtIn
    /// The longest a settle may take, in seconds of clock time.
    public var settleTimeout: TimeInterval = 10
    /// How a printed test builds the window (the expression your build closure stands for).
    public var buildCode = "makeWindow()"
    /// The most scripts shrinking may run for one failure.
    public var maxShrinkRuns = 200
    /// Whether failures are shrunk (on by default).
    public var shrinks = true
    /// Where the shrunk script of each failure is written as a trace (`nil`: nowhere).
    public var traceDirectory: URL?
    /// Every this many scripts, ``run()`` writes a one-line progress report to standard error,
    /// so that a long run shows it is alive: `Explorer makeWindow(): 1000 of 20000 scripts,
    /// 0 failures`. 1,000 by default (a default-sized run stays quiet); 0 or less: never.
    public var progressInterval = 1_000
    /// Where progress lines go (tests catch them; standard error by default).
    var progressOutput: @MainActor (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
    let build: @MainActor () -> Window

    /// Makes an explorer of the window `build` returns, fresh for every script.
    ///
    /// `scripts` is clamped at zero.
    public init(scripts: Int = 100, seed: UInt64 = 1, build: @escaping @MainActor () -> Window) {
        self.scripts = max(scripts, 0)
        self.seed = seed
        self.build = build
    }

    /// Makes an explorer of the controller `build` returns, fresh for every script, as the
    /// root of a window of `size` (390×844 by default).
    public init(
        scripts: Int = 100, seed: UInt64 = 1, size: CGSize = CGSize(width: 390, height: 844),
        controller build: @escaping @MainActor () -> ViewController
    ) {
        self.init(scripts: scripts, seed: seed) {
            let window = Window(size: size)
            window.rootViewController = build()
            window.layoutIfNeeded()
            return window
        }
    }

    /// The number of scripts to run: the `HEADLESSKIT_EXPLORE_SCRIPTS` environment variable if
    /// it holds a non-negative integer, else `fallback`.
    public nonisolated static func scriptCount(default fallback: Int) -> Int {
        if let text = ProcessInfo.processInfo.environment["HEADLESSKIT_EXPLORE_SCRIPTS"],
            let count = Int(text.trimmingCharacters(in: .whitespaces)), count >= 0
        {
            return count
        }
        return fallback
    }

    // MARK: - Running

    /// Runs ``scripts`` scripts, shrinks each failure, and returns what was found.
    ///
    /// - Complexity: O(scripts × frames × invariant cost), plus up to ``maxShrinkRuns``
    ///   scripts per failure.
    public func run() -> ExploreReport {
        var failures: [ExploreFailure] = []
        var frames = 0
        let size = scripts > 0 ? build().bounds.size : .zero
        for index in 0..<scripts {
            let scriptSeed = seed &+ UInt64(index)
            let script = generate(seed: scriptSeed, size: size)
            let outcome = execute(script)
            frames += outcome.frames
            defer { reportProgress(done: index + 1, failures: failures.count) }
            guard let violation = outcome.violation else { continue }
            let (minimal, runs) =
                shrinks ? shrinkCounting(script, failing: violation) : (script, 0)
            let final = execute(minimal).violation ?? violation
            var failure = ExploreFailure(
                seed: scriptSeed, script: script, minimalScript: minimal, violation: final,
                swiftTest: swiftTest(minimal, violation: final, seed: scriptSeed))
            failure.shrinkRuns = runs
            if let traceDirectory {
                failure.traceURL = writeTrace(minimal, seed: scriptSeed, to: traceDirectory)
            }
            failures.append(failure)
        }
        return ExploreReport(scripts: scripts, frames: frames, failures: failures)
    }

    /// Writes a progress line after every ``progressInterval`` scripts.
    private func reportProgress(done: Int, failures: Int) {
        guard progressInterval > 0, done % progressInterval == 0 else { return }
        progressOutput(
            "Explorer \(buildCode): \(done) of \(scripts) scripts, \(failures) failure"
                + (failures == 1 ? "" : "s"))
    }

    /// Runs one script on a freshly built window and returns the first violation, if any.
    public func check(_ script: [ExploreStep]) -> InvariantViolation? {
        execute(script).violation
    }

    struct Outcome {
        var violation: InvariantViolation?
        var frames: Int
    }

    func execute(_ script: [ExploreStep], recorder: TraceRecorder? = nil, on window: Window? = nil)
        -> Outcome
    {
        let window = window ?? build()
        let startFrame = window.clock.frameCount
        let watch = InvariantWatch(window: window, invariants: invariants)
        watch.start()
        for step in script {
            switch step {
            case .settle: watch.settle(timeout: settleTimeout)
            default:
                step.run(in: window) { name in
                    if let recorder {
                        recorder.perform(name) { perform(name, in: window) }
                    } else {
                        perform(name, in: window)
                    }
                }
            }
            if watch.violation != nil { break }
        }
        watch.finish(settleTimeout: settleTimeout)
        return Outcome(
            violation: watch.violation, frames: window.clock.frameCount - startFrame)
    }

    func perform(_ name: String, in window: Window) {
        actions.first { $0.name == name }?.perform(window)
    }

    // MARK: - Generating

    /// The script that seed `seed` generates.
    public func generate(seed: UInt64) -> [ExploreStep] {
        generate(seed: seed, size: build().bounds.size)
    }

    func generate(seed: UInt64, size: CGSize) -> [ExploreStep] {
        var random = SplitMix64(seed: seed)
        var choices: [(ExploreStep.Kind?, String?, Double)] = []
        for kind in ExploreStep.Kind.allCases where kind != .action {
            if let w = weights[kind], w > 0 { choices.append((kind, nil, w)) }
        }
        for action in actions where action.weight > 0 {
            choices.append((nil, action.name, action.weight))
        }
        guard !choices.isEmpty else { return [] }
        let total = choices.reduce(0) { $0 + $1.2 }
        // A range reaching below zero counts as zero steps there.
        let count = max(Int.random(in: steps, using: &random), 0)
        var script: [ExploreStep] = []
        for _ in 0..<count {
            var pick = Double.random(in: 0..<total, using: &random)
            var chosen = choices[choices.count - 1]
            for choice in choices {
                if pick < choice.2 {
                    chosen = choice
                    break
                }
                pick -= choice.2
            }
            if let name = chosen.1 {
                script.append(.action(name))
            } else {
                script.append(Explorer.step(chosen.0!, in: size, using: &random))
            }
            // Drawn only when asked for, so that scripts without it stay as they were.
            if settleAfterStep > 0, script.last != .settle,
                Double.random(in: 0..<1, using: &random) < settleAfterStep
            {
                script.append(.settle)
            }
        }
        return script
    }

    static func step(
        _ kind: ExploreStep.Kind, in size: CGSize, using random: inout SplitMix64
    ) -> ExploreStep {
        func point() -> CGPoint {
            CGPoint(
                x: CGFloat(Int.random(in: 0...max(Int(size.width) - 1, 0), using: &random)),
                y: CGFloat(Int.random(in: 0...max(Int(size.height) - 1, 0), using: &random)))
        }
        func duration(_ range: ClosedRange<Int>) -> TimeInterval {
            Double(Int.random(in: range, using: &random)) / 100
        }
        switch kind {
        case .tap: return .tap(point())
        case .doubleTap: return .doubleTap(point())
        case .drag: return .drag(from: point(), to: point(), duration: duration(5...40))
        case .slowDrag: return .drag(from: point(), to: point(), duration: duration(60...150))
        case .fling:
            let v = CGPoint(
                x: CGFloat(Int.random(in: -40...40, using: &random) * 100),
                y: CGFloat(Int.random(in: -40...40, using: &random) * 100))
            return .fling(from: point(), velocity: v)
        case .twoFingerDrag:
            return .twoFingerDrag(from: point(), to: point(), duration: duration(10...40))
        case .longPress: return .longPress(point(), duration: duration(30...120))
        case .hold: return .hold(from: point(), to: point(), duration: duration(10...60))
        case .cancel: return .cancel(from: point(), to: point(), duration: duration(5...30))
        case .resize:
            // To nothing, to nothing along one axis, to a sliver, and back.
            switch Int.random(in: 0..<8, using: &random) {
            case 0: return .resize(.zero)
            case 1: return .resize(CGSize(width: 0, height: size.height))
            case 2: return .resize(CGSize(width: size.width, height: 0))
            case 3: return .resize(CGSize(width: 1, height: size.height))
            case 4, 5: return .resize(size)
            default:
                let f = CGFloat(Int.random(in: 50...150, using: &random)) / 100
                return .resize(
                    CGSize(width: (size.width * f).rounded(), height: (size.height * f).rounded()))
            }
        case .pinch:
            return .pinch(point(), point(), to: point(), duration: duration(5...40))
        case .wait: return .wait(frames: Int.random(in: 1...60, using: &random))
        case .settle: return .settle
        case .action: return .wait(frames: 1)
        }
    }

    // MARK: - Printing

    /// A Swift Testing test that replays `script` and expects no violation of the invariant
    /// `violation` names.
    public func swiftTest(
        _ script: [ExploreStep], violation: InvariantViolation, seed: UInt64
    ) -> String {
        let codes = Dictionary(
            actions.map { ($0.name, $0.code ?? "perform(\(String(reflecting: $0.name)))") },
            uniquingKeysWith: { first, _ in first })
        let invariant = invariants.first { $0.name == violation.invariant }
        let invariantCode =
            invariant?.code
            ?? "ExploreInvariant(\(String(reflecting: violation.invariant))) { _ in nil /* your check */ }"
        var lines = [
            "@MainActor @Test(\(String(reflecting: "Explore seed \(seed): \(violation.invariant)")))",
            "func exploreSeed\(seed)() {",
            "    let window = \(buildCode)",
            "    let violation = window.firstViolation(of: [\(invariantCode)]) {",
        ]
        for step in script { lines.append("        " + step.swiftCode(actions: codes)) }
        lines.append("    }")
        lines.append("    // Found: \(violation.message.replacingOccurrences(of: "\n", with: " "))")
        lines.append("    #expect(violation == nil)")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// Runs `script` on a fresh window while recording it, and writes the trace to
    /// `directory/explore-seed-<seed>.trace.json`; `nil` if it cannot be written.
    func writeTrace(_ script: [ExploreStep], seed: UInt64, to directory: URL) -> URL? {
        let window = build()
        let recorder = TraceRecorder(window, scene: "explore-seed-\(seed)")
        _ = execute(script, recorder: recorder, on: window)
        recorder.stop()
        let url = directory.appendingPathComponent("explore-seed-\(seed).trace.json")
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            try recorder.trace.write(to: url)
            return url
        } catch {
            return nil
        }
    }
}

/// What one ``Explorer/run()`` found.
public struct ExploreReport: CustomStringConvertible {
    /// How many scripts ran.
    public let scripts: Int
    /// How many frames they ran in all.
    public let frames: Int
    /// The failing scripts, in the order found.
    public let failures: [ExploreFailure]

    /// `explore: N scripts, F failures`, then each failure.
    public var description: String {
        var text = "explore: \(scripts) scripts, \(failures.count) failures"
        for failure in failures { text += "\n\n" + failure.description }
        return text
    }

    /// Records one test failure per failing script (Swift Testing or XCTest), each with its
    /// seed, its violation and its minimal script as a test.
    @MainActor
    public func expectNoFailures(
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        for failure in failures {
            recordFailure(
                failure.description, fileID: fileID, filePath: filePath, line: line,
                column: column)
        }
    }
}

/// One failing script: its seed, the script, the minimal script and the violation it causes.
public struct ExploreFailure: CustomStringConvertible {
    /// The seed that generates ``script``.
    public let seed: UInt64
    /// The script as generated.
    public let script: [ExploreStep]
    /// The shrunk script (the same as ``script`` when shrinking is off).
    public let minimalScript: [ExploreStep]
    /// What the minimal script breaks.
    public let violation: InvariantViolation
    /// The minimal script as a ready-to-paste Swift Testing test.
    public let swiftTest: String
    /// How many scripts shrinking ran.
    public internal(set) var shrinkRuns = 0
    /// Where the minimal script's trace was written, if it was.
    public internal(set) var traceURL: URL?

    public var description: String {
        var text = "seed \(seed): \(violation)\n"
        text += "script (\(script.count) steps):\n"
        for step in script { text += "    " + step.swiftCode() + "\n" }
        text += "minimal script (\(minimalScript.count) steps, \(shrinkRuns) shrinking runs),"
        text += " as a test:\n" + swiftTest
        if let traceURL { text += "\ntrace: \(traceURL.path)" }
        return text
    }
}

/// SplitMix64: a small, fast, seeded random number generator that gives the same sequence on
/// every platform and in every process, so a random test replays from its seed (the system
/// generator cannot be seeded). Explorer draws its scripts from it; use it in your own
/// property tests with any API that takes a generator (`Int.random(in:using:)`, `shuffled(using:)`).
///
///     var random = SplitMix64(seed: 42)
///     let x = CGFloat.random(in: 0..<390, using: &random)
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's whole state: the seed, advanced by a constant on every draw.
    public var state: UInt64

    /// A generator whose sequence is determined by `seed` (every value is a valid seed).
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
