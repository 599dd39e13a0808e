import Foundation

/// What an app asks of the system's widgets: reload their timelines, list the ones placed. A
/// rendering is one still image per entry, so reloads do nothing and no widget is placed.
public final class WidgetCenter: Sendable {
    public static let shared = WidgetCenter()

    public func reloadTimelines(ofKind kind: String) {}
    public func reloadAllTimelines() {}
    public func invalidateConfigurationRecommendations() {}
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], any Error>) -> Void) { completion(.success([])) }
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
    /// Asks for the widgets' relevance again (iOS 18): a rendering has none to refresh.
    public func invalidateRelevance(ofKind kind: String) {}
    /// The push token for widget updates (iOS 26): a rendering has none.
    public var currentPushInfo: WidgetPushInfo? { get async { nil } }

    /// The keys of the `userInfo` a tapped widget's `NSUserActivity` carries.
    public struct UserInfoKey {
        /// The tapped widget's kind.
        public static let kind = "WGWidgetUserInfoKeyKind"
        /// The tapped widget's family.
        public static let family = "WGWidgetUserInfoKeyFamily"
        /// The tapped Live Activity's identifier.
        public static let activityID = "WGWidgetUserInfoKeyActivityID"
    }
}

/// The activity type of the `NSUserActivity` an app receives when a person taps its Live Activity.
public let NSUserActivityTypeLiveActivity = "NSUserActivityTypeLiveActivity"
