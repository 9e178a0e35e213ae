// The benchmark harness: warm-up, N timed runs, median per operation.
//
// A workload builds its state in `setUp` (not timed) and returns the closure that is timed. The
// closure returns counters (pivots, live cells, a check value...) that print beside the time, so a
// regression shows as a changed counter even when the machine is noisy.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One named measurement.
struct Workload {
    enum Body {
        /// `setUp` runs untimed before each run and returns the timed closure. The closure's
        /// counters are reported from the last run.
        case timed(operations: Int, setUp: @MainActor () -> @MainActor () -> Counters)
        /// A size (bytes, items...) measured once.
        case size(unit: String, measure: @MainActor () -> Double)
    }

    var name: String
    var body: Body
    /// Runs in a full pass; quick passes use `min(runs, 3)`.
    var runs: Int = 7

    /// A timed workload: `operations` is how many operations one run performs (the median is
    /// reported per operation).
    static func timed(
        _ name: String, operations: Int = 1, runs: Int = 7,
        setUp: @escaping @MainActor () -> @MainActor () -> Counters
    ) -> Workload {
        Workload(name: name, body: .timed(operations: operations, setUp: setUp), runs: runs)
    }

    static func size(_ name: String, unit: String, measure: @escaping @MainActor () -> Double)
        -> Workload
    {
        Workload(name: name, body: .size(unit: unit, measure: measure))
    }
}

/// Named counters, printed in insertion order.
struct Counters: ExpressibleByDictionaryLiteral {
    var pairs: [(String, Double)]
    init(dictionaryLiteral elements: (String, Double)...) { pairs = elements }
    static let none: Counters = [:]
}

/// Monotonic wall-clock seconds.
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// The process's resident set size in bytes (Linux: /proc/self/statm; macOS: task_info).
func residentBytes() -> Double {
    #if os(Linux)
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var size = 0
        var resident = 0
        guard readStatm(file, &size, &resident) else { return 0 }
        return Double(resident) * Double(sysconf(Int32(_SC_PAGESIZE)))
    #else
        var info = mach_task_basic_info()
        var count = mach_msg_type_number_t(
            MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
        let result = withUnsafeMutablePointer(to: &info) {
            $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
                task_info(mach_task_self_, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
            }
        }
        return result == KERN_SUCCESS ? Double(info.resident_size) : 0
    #endif
}

#if os(Linux)
    private func readStatm(
        _ file: UnsafeMutablePointer<FILE>, _ size: inout Int, _ resident: inout Int
    )
        -> Bool
    {
        var buffer = [CChar](repeating: 0, count: 128)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return false }
        let text = String(
            decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let fields = text.split(separator: " ")
        guard fields.count >= 2, let s = Int(fields[0]), let r = Int(fields[1]) else {
            return false
        }
        size = s
        resident = r
        return true
    }
#endif

/// Command-line options: `--quick`, `--filter NAME` (substring, repeatable), `--json`,
/// `--heap-trim` (keep glibc's default heap trimming; see ``keepFreedHeap()``).
struct Options {
    var quick = false
    var json = false
    var heapTrim = false
    var filters: [String] = []

    init(arguments: [String]) {
        var iterator = arguments.dropFirst().makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--quick": quick = true
            case "--json": json = true
            case "--heap-trim": heapTrim = true
            case "--filter":
                guard let value = iterator.next() else { fail("--filter needs a name") }
                filters.append(value)
            case "--help", "-h":
                print("usage: Benchmarks [--quick] [--json] [--heap-trim] [--filter NAME]...")
                exit(0)
            default: fail("unknown argument \(argument)")
            }
        }
    }
}

func fail(_ message: String) -> Never {
    FileHandleOutput.standardError("Benchmarks: \(message)\n")
    exit(2)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// Formats seconds with a readable unit: `412 µs`, `1.25 s`.
func formatSeconds(_ seconds: Double) -> String {
    func fixed(_ value: Double) -> String {
        value >= 100 ? String(Int(value.rounded())) : String(Double(Int(value * 100 + 0.5)) / 100)
    }
    switch seconds {
    case ..<1e-6: return fixed(seconds * 1e9) + " ns"
    case ..<1e-3: return fixed(seconds * 1e6) + " µs"
    case ..<1: return fixed(seconds * 1e3) + " ms"
    default: return fixed(seconds) + " s"
    }
}

func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

func jsonString(_ s: String) -> String {
    var out = "\""
    for c in s.unicodeScalars {
        switch c {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default: out.unicodeScalars.append(c)
        }
    }
    return out + "\""
}

/// Keeps the memory a run frees in the process's heap for the next run (Linux, glibc):
/// glibc's heap trimming is turned off and large blocks come from the heap up to 32 MB, the
/// limit glibc's own adaptive threshold rises to. Timed runs then compare the work, in the
/// steady state a warm-up run is meant to reach. With glibc's defaults, each run's teardown may
/// hand the top of the heap back to the system and the next run faults it in again, and
/// whether it does depends on where unrelated long-lived blocks happen to land: the same
/// 10,000-cell layout measured 45,000 page faults in one build and 132,000 in another whose
/// work was smaller. `--heap-trim` keeps glibc's defaults. (The same settings as
/// `GLIBC_TUNABLES=glibc.malloc.trim_threshold=...:glibc.malloc.mmap_threshold=33554432`.)
func keepFreedHeap() {
    #if os(Linux)
        // `mallopt` is not in the Glibc module (it is declared in malloc.h): found by name.
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(-1, Int32.max)  // M_TRIM_THRESHOLD: never trim
        _ = mallopt(-3, 32 << 20)  // M_MMAP_THRESHOLD: glibc's adaptive maximum
    #endif
}

/// Runs the selected workloads and prints one line (or one JSON object) each.
@MainActor func runBenchmarks(_ workloads: [Workload], options: Options) {
    if !options.heapTrim { keepFreedHeap() }
    let selected = workloads.filter { workload in
        options.filters.isEmpty || options.filters.contains { workload.name.contains($0) }
    }
    if selected.isEmpty, !options.filters.isEmpty { fail("no workload matches \(options.filters)") }
    // Sizes first: the resident size only means something before timed runs have grown and
    // freed the heap (freed pages are reused without growing it).
    let ordered =
        selected.filter { if case .size = $0.body { true } else { false } }
        + selected.filter { if case .size = $0.body { false } else { true } }
    for workload in ordered {
        switch workload.body {
        case .size(let unit, let measure):
            let value = measure()
            if options.json {
                print(
                    "{\"name\":\(jsonString(workload.name)),\"value\":\(formatNumber(value)),"
                        + "\"unit\":\(jsonString(unit))}")
            } else {
                print(pad(workload.name, 28) + "  \(formatNumber(value)) \(unit)")
            }
        case .timed(let operations, let setUp):
            let runs = options.quick ? min(workload.runs, 3) : workload.runs
            _ = setUp()()  // warm-up
            var perOperation: [Double] = []
            var counters = Counters.none
            for _ in 0..<runs {
                let run = setUp()
                let start = now()
                counters = run()
                perOperation.append((now() - start) / Double(operations))
            }
            let med = median(perOperation)
            if options.json {
                var line =
                    "{\"name\":\(jsonString(workload.name)),\"n\":\(operations),"
                    + "\"median_seconds\":\(med),\"runs\":[\(perOperation.map { "\($0)" }.joined(separator: ","))]"
                for (key, value) in counters.pairs {
                    line += ",\(jsonString(key)):\(formatNumber(value))"
                }
                print(line + "}")
            } else {
                let extra = counters.pairs.map { "\($0.0) \(formatNumber($0.1))" }
                    .joined(separator: "   ")
                print(
                    pad(workload.name, 28) + "  median " + pad(formatSeconds(med), 10) + "  "
                        + extra)
            }
        }
        FileHandleOutput.flush()
    }
}

func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

/// stdout/stderr without touching C globals (which Swift 6 treats as shared mutable state).
enum FileHandleOutput {
    static func standardError(_ text: String) {
        var bytes = Array(text.utf8)
        _ = write(2, &bytes, bytes.count)
    }

    static func flush() {
        // `print` writes through a buffered stdout; fflush(nil) flushes every open stream.
        fflush(nil)
    }
}
