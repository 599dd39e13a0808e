/// How a widget sits on a visionOS surface (iOS 26 API, `supportedMountingStyles(_:)`): iOS
/// draws no mounting, so the styles change no image.
public struct WidgetMountingStyle: Hashable, Sendable {
    let name: String

    /// Standing out from the surface.
    public static let elevated = WidgetMountingStyle(name: "elevated")
    /// Set into the surface.
    public static let recessed = WidgetMountingStyle(name: "recessed")
}
