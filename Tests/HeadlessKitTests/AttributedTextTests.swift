import Foundation
import HeadlessKit
import Testing

@MainActor @Suite struct AttributedTextKeyTests {
    @Test("The style keys have UIKit's raw values (UIKit: NSAttributedString.Key)")
    func rawValues() {
        let keys: [(NSAttributedString.Key, String)] = [
            (.font, "NSFont"), (.foregroundColor, "NSColor"),
            (.backgroundColor, "NSBackgroundColor"), (.kern, "NSKern"),
            (.underlineStyle, "NSUnderline"), (.strikethroughStyle, "NSStrikethrough"),
            (.underlineColor, "NSUnderlineColor"), (.strikethroughColor, "NSStrikethroughColor"),
            (.baselineOffset, "NSBaselineOffset"),
        ]
        for (key, raw) in keys { #expect(key.rawValue == raw) }
        #if os(Linux)
            #expect(NSAttributedString.Key.link.rawValue == "NSLink")
        #endif
        #expect(NSAttributedString.Key.font == NSAttributedString.Key("NSFont"))
    }

    @Test("A UIKit attribute dictionary compiles and reads back its Font and Color")
    func uikitDictionary() {
        let string = NSAttributedString(
            string: "Sale",
            attributes: [
                .font: Font.boldSystemFont(ofSize: 17), .foregroundColor: Color.red,
                .underlineStyle: NSUnderlineStyle.single.rawValue, .kern: 1.5,
            ])
        let attributes = string.attributes(at: 0, effectiveRange: nil)
        #expect(attributes[.font] as? Font == .boldSystemFont(ofSize: 17))
        #expect(attributes[.foregroundColor] as? Color == .red)
        #expect(attributes[.underlineStyle] as? Int == 1)
    }

    @Test("Underline styles have UIKit's raw values (UIKit: NSUnderlineStyle)")
    func underlineStyles() {
        #expect(NSUnderlineStyle.single.rawValue == 0x01)
        #expect(NSUnderlineStyle.thick.rawValue == 0x02)
        #expect(NSUnderlineStyle.double.rawValue == 0x09)
        #expect(NSUnderlineStyle.patternDash.rawValue == 0x0200)
        #expect(NSUnderlineStyle.byWord.rawValue == 0x8000)
        #expect(([.single, .patternDot] as NSUnderlineStyle).rawValue == 0x0101)
    }
}
