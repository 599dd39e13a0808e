import Foundation

// Apple declares these in SwiftUI (WidgetKit re-exports them): a file that imports only SwiftUI
// declares a widget bundle, and WidgetKit's `main()` runs it.

/// A widget as an app declares it: `struct MyWidget: Widget { var body: some WidgetConfiguration }`.
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

/// A widget's configuration: its kind, gallery text, families, and how an entry becomes a view.
/// An app's own configuration is made of others (`var body: some WidgetConfiguration`); the
/// configurations WidgetKit declares are primitive, with a `Never` body.
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    var body: Body { get }
    /// What WidgetKit draws for the configuration (a primitive's description, erased here).
    var _widget: Any { get }
}

extension WidgetConfiguration {
    /// A configuration made of others is drawn as its body is.
    public var _widget: Any { body._widget }
}

extension WidgetConfiguration where Body == Never {
    /// A primitive configuration has no body; reading it stops the program, as on iOS.
    public var body: Never { fatalError("\(Self.self) is a primitive widget configuration: it has no body") }
}

extension Never: WidgetConfiguration {
    public var _widget: Any { fatalError("Never has no widget configuration") }
}

/// Several widgets an app offers: `@main struct Widgets: WidgetBundle { var body: some Widget { … } }`.
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

/// The widgets of a bundle, kept in order.
public struct _WidgetList: Widget {
    public var widgets: [any Widget] = []
    public init() {}
    package init(_ widgets: [any Widget]) { self.widgets = widgets }
    public var body: Never { fatalError("a widget list has no single configuration") }
}

@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildBlock(_ widgets: any Widget...) -> _WidgetList {
        _WidgetList(widgets.flatMap { ($0 as? _WidgetList)?.widgets ?? [$0] })
    }
    public static func buildExpression(_ widget: any Widget) -> any Widget { widget }

    /// `if #available(…) { … }` in a bundle: the only condition Apple's builder takes, always true here.
    public static func buildOptional(_ widget: (any Widget & _LimitedAvailabilityWidgetMarker)?) -> _WidgetList {
        (widget as? _WidgetList) ?? _WidgetList()
    }

    public static func buildLimitedAvailability(_ widget: some Widget) -> any Widget & _LimitedAvailabilityWidgetMarker {
        _WidgetList(buildBlock(widget).widgets)
    }
}

/// What `buildLimitedAvailability` hands `buildOptional` in a widget bundle.
public protocol _LimitedAvailabilityWidgetMarker {}

extension _WidgetList: _LimitedAvailabilityWidgetMarker {}
