import Testing

@testable import HeadlessCassowary

/// The tableau owns its row, column and scratch buffers (it is non-copyable, and frees them
/// when it goes away); `init(copying:)` is the one way to copy it, for the snapshot an
/// insertion restores when it fails.
@Suite struct TableauOwnershipTests {
    @Test("A copied tableau owns its rows: pivots in the original leave the copy as it was")
    func copyOwnsItsRows() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        try solver.addConstraint(x + y >= 10)
        try solver.addConstraint(y + z <= 30)
        try solver.addConstraint((x == 3).withStrength(.weak))
        try solver.addConstraint((z == 4).withStrength(.medium))
        let copy = Tableau(copying: solver.tableau)
        let before = copy.dump()
        #expect(solver.tableau.dump() == before)
        // Pivots rewrite the original's rows in place and swap their buffers with the scratch.
        try solver.addConstraint((x == 40).withStrength(.strong))
        try solver.addConstraint((y - z == 2).withStrength(.strong))
        try solver.addEditVariable(z, strength: .strong)
        try solver.suggestValue(50, for: z)
        #expect(solver.pivotCount > 0)
        #expect(solver.tableau.dump() != before)
        #expect(copy.dump() == before)
        #expect(copy.invariantViolation() == nil)
        #expect(solver.invariantViolation() == nil)
    }
}

/// A small tableau's arena hands out again the small buffers its rows and columns outgrow, and
/// its lists (`TableauList`) start in the arena and move to malloc when they outgrow it.
@Suite struct TableauArenaTests {
    @Test(
        "A small buffer given back to the arena is the next one of its size; malloc'd ones are freed"
    )
    func recycledBuffers() {
        var tableau = Tableau()
        tableau.reserveCapacity(constraints: 4)
        let first = tableau.allocateBuffer(Int32.self, capacity: 4)
        let second = tableau.allocateBuffer(Int32.self, capacity: 4)
        let firstInArena = tableau.isInArena(UnsafeMutableRawPointer(first))
        #expect(firstInArena)
        let used = tableau.arenaUsed
        tableau.recycleBuffer(first, capacity: 4)
        tableau.recycleBuffer(second, capacity: 4)
        // Last in, first out, within a size (16 bytes: 4 Int32s or 2 Doubles).
        let again = tableau.allocateBuffer(Double.self, capacity: 2)
        #expect(UnsafeMutableRawPointer(again) == UnsafeMutableRawPointer(second))
        let third = tableau.allocateBuffer(Int32.self, capacity: 4)
        #expect(third == first)
        #expect(tableau.arenaUsed == used)
        // Another size is cut from the arena; once it is used up, buffers come from malloc and
        // go back to it (under the address sanitizer a leak or double free fails the test).
        let larger = tableau.allocateBuffer(Int32.self, capacity: 8)
        #expect(tableau.arenaUsed == used + 32)
        tableau.recycleBuffer(larger, capacity: 8)
        var heap: [UnsafeMutablePointer<Double>] = []
        while tableau.heapBuffers == 0 {
            heap.append(tableau.allocateBuffer(Double.self, capacity: 16))
        }
        let lastInArena = tableau.isInArena(UnsafeMutableRawPointer(heap.last!))
        #expect(!lastInArena)
        for buffer in heap { tableau.recycleBuffer(buffer, capacity: 16) }
    }

    @Test("A list starts in the arena, grows into malloc keeping its elements, and copies deeply")
    func listGrowsOutOfTheArena() {
        var tableau = Tableau()
        tableau.reserveCapacity(constraints: 12)
        let startsInArena = tableau.isInArena(UnsafeMutableRawPointer(tableau.dirty.base))
        #expect(startsInArena)
        let reserved = tableau.dirty.capacity
        for s in 0..<Int32(3 * reserved) { tableau.dirty.append(s) }
        let endsInArena = tableau.isInArena(UnsafeMutableRawPointer(tableau.dirty.base))
        #expect(!endsInArena)
        #expect(Array(tableau.dirty) == Array(0..<Int32(3 * reserved)))
        var copy = TableauList(copying: tableau.dirty)
        copy[0] = 99
        copy.removeLast(2)
        #expect(tableau.dirty[0] == 0 && tableau.dirty.count == 3 * reserved)
        #expect(copy.popLast() == Int32(3 * reserved - 3))
        copy.removeAll()
        #expect(copy.isEmpty && copy.popLast() == nil)
        copy.deallocate()
    }
}
