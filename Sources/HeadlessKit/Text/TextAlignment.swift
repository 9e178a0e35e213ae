import Foundation

/// How a label aligns its lines.
public enum TextAlignment: String, Sendable {
    case left, center, right, natural, justified
}
