import Foundation
import HeadlessTesting
import Testing

@testable import HeadlessKit

@Suite struct RunningSumsTests {
    /// Lengths with fractions that do not add exactly in binary (thirds of a point, as a 3×
    /// screen gives), so that a different order of additions would show in the last bit.
    func lengths(_ count: Int, _ rng: inout SplitMix64) -> [CGFloat] {
        (0..<count).map { _ in
            CGFloat(Int.random(in: 0..<300, using: &rng)) / 3
                + (Int.random(in: 0..<8, using: &rng) == 0 ? 0 : 1e-3)
        }
    }

    @Test(
        "Lengths changed one by one, appended or removed from the end give the same running sums to the last bit as the same lengths set at once (seeded)",
        arguments: Array(UInt64(1)...20))
    func changedSumsMatchFreshSums(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let count = Int.random(in: 0..<400, using: &rng)
        var values = lengths(count, &rng)
        var sums = RunningSums()
        sums.assign(count: count) { values[$0] }
        for _ in 0..<Int.random(in: 0..<60, using: &rng) {
            let step = Int.random(in: 0..<6, using: &rng)
            if step == 0 {
                let more = lengths(Int.random(in: 1..<70, using: &rng), &rng)
                let first = values.count
                values += more
                sums.append(count: more.count) { more[$0 - first] }
            } else if step == 1 {
                // Shorter, then maybe longer again: the tree keeps its size.
                let k = Int.random(in: 0...min(values.count, 80), using: &rng)
                values.removeLast(k)
                sums.removeLast(k)
            } else if !values.isEmpty {
                let i = Int.random(in: 0..<values.count, using: &rng)
                values[i] = lengths(1, &rng)[0]
                sums.set(i, values[i])
            }
        }
        var fresh = RunningSums()
        fresh.assign(count: values.count) { values[$0] }
        #expect(sums.count == values.count)
        var sequential: CGFloat = 0
        for i in 0...values.count {
            #expect(sums.sum(before: i).bitPattern == fresh.sum(before: i).bitPattern, "at \(i)")
            // Mathematically the plain running sum; only the rounding may differ.
            #expect(abs(sums.sum(before: i) - sequential) <= 1e-9 * max(1, sequential))
            if i < values.count {
                #expect(sums[i] == values[i])
                #expect(sums.sum(after: i, before: sums.sum(before: i)) == sums.sum(before: i + 1))
                sequential += values[i]
            }
        }
    }

    @Test(
        "lastIndex(summingAtMost:) is the last index whose running sum is at most the value, zero lengths included (seeded)",
        arguments: Array(UInt64(1)...20))
    func lastIndexAgreesWithSums(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let count = Int.random(in: 1..<300, using: &rng)
        // Runs of zero lengths, as collapsed rows give.
        let values = lengths(count, &rng).map { Int.random(in: 0..<3, using: &rng) == 0 ? 0 : $0 }
        var sums = RunningSums()
        sums.assign(count: count) { values[$0] }
        var probes = (0...count).map { sums.sum(before: $0) }
        probes += probes.map { $0.nextUp } + probes.map { $0.nextDown }
        probes += [-1, 0, .infinity, -.infinity, .nan, sums.total + 1]
        for value in probes {
            let expected = (0...count).last { sums.sum(before: $0) <= value } ?? 0
            #expect(sums.lastIndex(summingAtMost: value) == expected, "value \(value)")
        }
    }

    @Test("An empty sum is 0 everywhere; removeAll empties and keeps working")
    func emptyAndRemoveAll() {
        var sums = RunningSums()
        #expect(sums.count == 0)
        #expect(sums.total == 0)
        #expect(sums.lastIndex(summingAtMost: 100) == 0)
        sums.append(count: 40) { CGFloat($0) }
        #expect(sums.total == 780)
        sums.removeAll()
        #expect(sums.count == 0 && sums.total == 0)
        sums.append(count: 3) { _ in 2 }
        #expect(sums.total == 6)
        #expect(sums.lastIndex(summingAtMost: 4) == 2)
    }
}
