import Foundation
import HeadlessKit
import Testing

#if !canImport(ObjectiveC)
    /// Colours of a string's runs for `.foregroundColor`, in order, with their lengths.
    private func colourRuns(_ string: NSAttributedString) -> [(Color?, Int)] {
        var runs: [(Color?, Int)] = []
        string.enumerateAttribute(
            .foregroundColor, in: NSRange(location: 0, length: string.length), options: []
        ) { value, range, _ in runs.append((value as? Color, range.length)) }
        return runs
    }

    /// A string of `count` runs, each two or three characters, alternating two fonts and three
    /// colours, so that no two neighbouring runs are equal.
    private func manyRuns(_ count: Int) -> NSMutableAttributedString {
        let string = NSMutableAttributedString(string: "")
        let fonts = [Font.systemFont(ofSize: 10), Font.systemFont(ofSize: 20)]
        let colours = [Color.red, Color.green, Color.blue]
        for index in 0..<count {
            string.append(
                NSAttributedString(
                    string: "x\(index)",
                    attributes: [.font: fonts[index % 2], .foregroundColor: colours[index % 3]]))
        }
        return string
    }

    /// A one-field value, as small as the values that make corelibs Foundation halt.
    private struct Size: Hashable { var value: Double }

    /// Adds a `Size` over the whole of a 50-run string of `Size` values, `rounds` times, through
    /// HeadlessKit's overload or, when the value is typed `Any`, Foundation's own method; checks
    /// each result and stops the process (a failure) when one is wrong.
    private func addSizeOverManyRuns(rounds: Int, typedAsAny: Bool) {
        let key = NSAttributedString.Key("Size")
        for _ in 0..<rounds {
            let string = NSMutableAttributedString(string: "")
            for index in 0..<50 {
                string.append(
                    NSAttributedString(
                        string: "x\(index)", attributes: [key: Size(value: Double(index % 2))]))
            }
            let whole = NSRange(location: 0, length: string.length)
            if typedAsAny {
                let value: Any = Size(value: 5)
                string.addAttribute(key, value: value, range: whole)
            } else {
                string.addAttribute(key, value: Size(value: 5), range: whole)
            }
            var sized = 0
            NSMutableAttributedString(attributedString: string).enumerateAttribute(
                key, in: whole, options: []
            ) {
                value, range, _ in
                if value as? Size == Size(value: 5) { sized += range.length }
            }
            precondition(
                sized == whole.length, "addAttribute reached \(sized) of \(whole.length) characters"
            )
        }
    }

    @Suite struct AddAttributeTests {
        @Test(
            "addAttribute adds one attribute to a range and keeps the others (UIKit: NSMutableAttributedString.addAttribute(_:value:range:))"
        )
        func addsOneAttribute() {
            let string = NSMutableAttributedString(
                string: "Hello", attributes: [.font: Font.systemFont(ofSize: 12)])
            string.addAttribute(
                .foregroundColor, value: Color.red, range: NSRange(location: 1, length: 3))
            #expect(colourRuns(string).map(\.0) == [nil, .red, nil])
            #expect(colourRuns(string).map(\.1) == [1, 3, 1])
            string.enumerateAttribute(.font, in: NSRange(location: 0, length: 5), options: []) {
                value, _, _ in
                #expect(value as? Font == Font.systemFont(ofSize: 12))
            }
            // An existing value is replaced; a zero-length range changes nothing.
            string.addAttribute(
                .foregroundColor, value: Color.blue, range: NSRange(location: 0, length: 2))
            string.addAttribute(
                .foregroundColor, value: Color.green, range: NSRange(location: 5, length: 0))
            #expect(colourRuns(string).map(\.0) == [.blue, .red, nil])
            #expect(colourRuns(string).map(\.1) == [2, 2, 1])
            string.addAttribute(.kern, value: 2, range: NSRange(location: 0, length: 5))
            #expect(string.attribute(.kern, at: 4, effectiveRange: nil) as? Int == 2)
        }

        @Test(
            "A Swift value added over many runs, round after round, keeps the process alive (the pattern that halts corelibs Foundation's own addAttribute)"
        )
        func manyRoundsStayIntact() async {
            // In a child process of its own, as the canary below: in this busy test process the
            // corruption need not halt, in a fresh one it does within a few dozen rounds.
            await #expect(processExitsWith: .success) {
                addSizeOverManyRuns(rounds: 300, typedAsAny: false)
            }
            let many = manyRuns(50)
            many.addAttribute(
                .font, value: Font.systemFont(ofSize: 30),
                range: NSRange(location: 0, length: many.length))
            #expect(colourRuns(many).count == 50)
            var fonts = 0
            many.enumerateAttribute(
                .font, in: NSRange(location: 0, length: many.length), options: []
            ) {
                value, range, _ in
                if value as? Font == Font.systemFont(ofSize: 30) { fonts += range.length }
            }
            #expect(fonts == many.length)
        }

        @Test(
            "A range outside the string stops, naming the range and the length (UIKit raises NSRangeException)"
        )
        func outOfBoundsStops() async {
            let result = await #expect(
                processExitsWith: .failure, observing: [\.standardErrorContent]
            ) {
                let string = NSMutableAttributedString(string: "abc")
                string.addAttribute(
                    .foregroundColor, value: Color.red, range: NSRange(location: 2, length: 5))
            }
            expectMessage(result, naming: ["addAttribute(_:value:range:)", "{2, 5}", "length 3"])
            await #expect(processExitsWith: .failure) {
                let string = NSMutableAttributedString(string: "abc")
                string.addAttribute(
                    .foregroundColor, value: Color.red,
                    range: NSRange(location: NSNotFound, length: 0))
            }
            await #expect(processExitsWith: .failure) {
                let string = NSMutableAttributedString(string: "abc")
                string.addAttribute(
                    .foregroundColor, value: Color.red, range: NSRange(location: -1, length: 1))
            }
        }

        /// The Foundation defect this overload avoids, kept as a canary: when a Foundation
        /// release fixes it, this test fails, and the overload (AttributedText.swift) can go.
        /// Plain Foundation only: a one-field struct as the value, typed `Any` so that
        /// Foundation's own method is called.
        @Test(
            "corelibs Foundation's own addAttribute, given a Swift value, still halts: the reason HeadlessKit's overload exists"
        )
        func foundationsOwnAddAttributeStillHalts() async {
            await #expect(processExitsWith: .failure) {
                addSizeOverManyRuns(rounds: 2_000, typedAsAny: true)
            }
        }
    }
#endif
