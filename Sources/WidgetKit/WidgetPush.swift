import Foundation

/// iOS 26 widget push updates: a handler is told of push tokens, which a still image never has.
/// Accepted so the widget compiles; `pushHandler(_:)` changes no image.
public protocol WidgetPushHandler {
    init()
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo])
}

/// The push token WidgetKit gives a widget extension.
public struct WidgetPushInfo: Sendable {
    public var token: Data
}

/// One configured instance of a widget on a person's screens.
public struct WidgetInfo: Sendable {
    public var kind: String
    public var family: WidgetFamily
}

extension WidgetConfiguration {
    /// Accepted: push updates change no image.
    public func pushHandler<Handler: WidgetPushHandler>(_ handler: Handler.Type) -> some WidgetConfiguration { self }
}
