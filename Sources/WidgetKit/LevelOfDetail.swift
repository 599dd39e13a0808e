/// How much detail a widget shows (`@Environment(\.levelOfDetail)`, iOS 26): iOS always draws
/// the default; visionOS simplifies widgets a person sees from a distance.
public struct LevelOfDetail: Hashable, Sendable {
    let name: String

    /// Full detail, as every iOS presentation draws.
    public static let `default` = LevelOfDetail(name: "default")
    /// Less detail, for a widget seen from afar.
    public static let simplified = LevelOfDetail(name: "simplified")
}
