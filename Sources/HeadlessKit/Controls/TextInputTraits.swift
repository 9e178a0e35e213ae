import Foundation

/// Keyboard capitalisation, like `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: Int, Hashable, Sendable {
    case none, words, sentences, allCharacters
}

/// Keyboard autocorrection, like `UITextAutocorrectionType`.
public enum TextAutocorrectionType: Int, Hashable, Sendable { case `default`, no, yes }

/// The keyboard's layout, like `UIKeyboardType`.
public enum KeyboardType: Int, Hashable, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// UIKit's spelling.
    case URL
    case numberPad, phonePad, namePhonePad
    case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The return key's title, like `UIReturnKeyType`.
public enum ReturnKeyType: Int, Hashable, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall
    case `continue`
}

/// The kind of text a field expects, for autofill, like `UITextContentType`: a string value
/// with UIKit's named constants (`field.textContentType = .emailAddress`). Stored; nothing
/// fills it in.
public struct TextContentType: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The hint's string.
    public let rawValue: String
    /// Makes a content type from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Makes a content type from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Makes a content type from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    // UIKit's constants (the strings are the autofill tokens they stand for).

    public static let name = TextContentType("name")
    public static let givenName = TextContentType("given-name")
    public static let familyName = TextContentType("family-name")
    public static let nickname = TextContentType("nickname")
    public static let organizationName = TextContentType("organization")
    public static let emailAddress = TextContentType("email")
    public static let telephoneNumber = TextContentType("tel")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// UIKit's spelling.
    public static let URL = TextContentType("url")
    public static let fullStreetAddress = TextContentType("street-address")
    public static let addressCity = TextContentType("address-level2")
    public static let postalCode = TextContentType("postal-code")
    public static let countryName = TextContentType("country-name")
    public static let creditCardNumber = TextContentType("cc-number")
    public static let username = TextContentType("username")
    public static let password = TextContentType("password")
    public static let newPassword = TextContentType("new-password")
    public static let oneTimeCode = TextContentType("one-time-code")
    public static let birthdate = TextContentType("bday")
}
