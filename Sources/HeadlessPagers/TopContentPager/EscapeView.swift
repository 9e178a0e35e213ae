import Foundation
import HeadlessKit

/// The view above the pages that holds the header while the pages slide sideways or the tab
/// bar is pinned. Takes touches only while it holds the header.
public final class EscapeView: View {
    /// Makes an escape view (touches off until it holds the header).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityIdentifier = "escape"
        isUserInteractionEnabled = false
    }
}
