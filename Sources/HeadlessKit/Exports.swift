// `import UIKit` makes Foundation's types (`CGFloat`, `CGRect`, `IndexPath`, `NSCoder`, `Date`)
// available; `import HeadlessKit` does the same, so ported files need no extra import.
@_exported import Foundation
