import Foundation
import Testing

@testable import HeadlessKit

@Suite struct NumberFormattingTests {
    @Test("Numbers print rounded to 1/1000 pt, -0 as 0 (dump format)")
    func shortestExactForm() {
        #expect(formatted(12) == "12")
        #expect(formatted(12.5) == "12.5")
        #expect(formatted(-0.0) == "0")
        #expect(formatted(-0.0001) == "0")
        #expect(formatted(1.0 / 3.0) == "0.333")
        #expect(formatted(653.9999999999987) == "654")
        #expect(formatted(-2.0004) == "-2")
        #expect(formatted(0.1 + 0.2) == "0.3")
        #expect(formatted(.nan) == "nan")
        #expect(formatted(-.infinity) == "-inf")
        #expect(formatted(1e300) == "1e+300")
        #expect(formatted(CGRect(x: 0, y: 10, width: 390, height: 44.5)) == "(0 10; 390 44.5)")
    }

    @Test("EdgeInsets inset a rect like UIEdgeInsetsInsetRect")
    func insetRect() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50).inset(
            by: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
        #expect(rect == CGRect(x: 10, y: 5, width: 70, height: 30))
    }
}
