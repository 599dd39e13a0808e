// As on Apple platforms, `import IntentsUI` brings Intents (and with it Foundation).
@_exported import Intents
import SwiftUI

/// The "Add to Siri" button an app shows in its own screens. A widget draws SwiftUI views and can
/// show no UIKit button: the button keeps its style and is not drawn.
open class INUIAddVoiceShortcutButton: UIView {
    public private(set) var style: INUIAddVoiceShortcutButtonStyle
    open var cornerRadius: CGFloat = 8

    public init(style: INUIAddVoiceShortcutButtonStyle) {
        self.style = style
        super.init()
    }

    open func setStyle(_ style: INUIAddVoiceShortcutButtonStyle) { self.style = style }
}

/// The look of the "Add to Siri" button.
public enum INUIAddVoiceShortcutButtonStyle: UInt, Sendable {
    case white = 0, whiteOutline = 1, black = 2, blackOutline = 3, automatic = 4, automaticOutline = 5
}
