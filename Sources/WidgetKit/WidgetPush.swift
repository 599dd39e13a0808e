import AppIntents
import Foundation
import Intents

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

/// One configured instance of a widget on a person's screens. A rendering has none placed, so
/// `WidgetCenter` lists none.
public struct WidgetInfo: @unchecked Sendable, Hashable, Identifiable, CustomDebugStringConvertible {
    public var kind: String
    public var family: WidgetFamily
    /// The SiriKit intent the person configured the widget with.
    public let configuration: INIntent?

    public var id: WidgetInfo { self }
    public var debugDescription: String { "WidgetInfo(kind: \(kind), family: \(family))" }

    /// The app intent the person configured the widget with, if it is of this type.
    public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of intentType: Intent.Type = Intent.self) -> Intent? { nil }

    public static func == (lhs: WidgetInfo, rhs: WidgetInfo) -> Bool {
        lhs.kind == rhs.kind && lhs.family == rhs.family && lhs.configuration === rhs.configuration
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(family)
    }
}

extension WidgetConfiguration {
    /// Accepted: push updates change no image.
    public func pushHandler<Handler: WidgetPushHandler>(_ handler: Handler.Type) -> some WidgetConfiguration { self }
}
