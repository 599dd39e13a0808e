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
}
