/// UIKit's fixed colours (`UIColor.red`, `.darkGray`…), which, unlike the system colours, are
/// the same in light and dark: pure components, as UIKit documents them. Keyed by the property's
/// name; an asset catalogue's colour set refers to them as `redColor`, `darkGrayColor`….
package enum UIKitFixedColors {
    package static let all: [String: RGBA] = [
        "black": RGBA(red: 0, green: 0, blue: 0), "darkGray": RGBA(red: 1 / 3, green: 1 / 3, blue: 1 / 3),
        "lightGray": RGBA(red: 2 / 3, green: 2 / 3, blue: 2 / 3), "white": RGBA(red: 1, green: 1, blue: 1),
        "gray": RGBA(red: 0.5, green: 0.5, blue: 0.5), "red": RGBA(red: 1, green: 0, blue: 0),
        "green": RGBA(red: 0, green: 1, blue: 0), "blue": RGBA(red: 0, green: 0, blue: 1),
        "cyan": RGBA(red: 0, green: 1, blue: 1), "yellow": RGBA(red: 1, green: 1, blue: 0),
        "magenta": RGBA(red: 1, green: 0, blue: 1), "orange": RGBA(red: 1, green: 0.5, blue: 0),
        "purple": RGBA(red: 0.5, green: 0, blue: 0.5), "brown": RGBA(red: 0.6, green: 0.4, blue: 0.2),
        "clear": RGBA(red: 0, green: 0, blue: 0, alpha: 0),
    ]
}
