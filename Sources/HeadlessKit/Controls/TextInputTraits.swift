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
