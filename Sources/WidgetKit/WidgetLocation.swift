/// Where the system shows a widget (iOS 17; CarPlay iOS 26). A widget names places it does not
/// suit with `disfavoredLocations(_:for:)`.
public struct WidgetLocation: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    /// The Home Screen or Today View.
    public static let homeScreen = WidgetLocation(description: "homeScreen")
    public static let lockScreen = WidgetLocation(description: "lockScreen")
    public static let standBy = WidgetLocation(description: "standBy")
    /// The Widgets screen of CarPlay (iOS 26).
    public static let carPlay = WidgetLocation(description: "carPlay")
    /// A paired iPhone's widget on the Mac.
    public static let iPhoneWidgetsOnMac = WidgetLocation(description: "iPhoneWidgetsOnMac")
    /// The Smart Stack of Apple Watch (watchOS 26).
    public static let smartStack = WidgetLocation(description: "smartStack")
    /// A watch face (watchOS 26).
    public static let watchFace = WidgetLocation(description: "watchFace")
}
