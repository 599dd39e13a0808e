import Foundation
import WidgetRaster

/// A piece of a widget's interface, declared as SwiftUI declares it. On Linux this module
/// stands where Apple's SwiftUI stands, so a widget's own view files compile unchanged; a view's
/// `body` is evaluated for each render job and becomes the scene model the files decode to.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body: they become scene-model nodes directly.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view that becomes scene-model nodes itself rather than through `body`.
public protocol _PrimitiveView {
    func _nodes(in context: _ResolveContext) -> [ViewNode]
}

/// What a view's body is evaluated with: its environment, and the log of what cannot be drawn.
public struct _ResolveContext {
    public var environment: EnvironmentValues
    let log: UnsupportedLog
    init(environment: EnvironmentValues, log: UnsupportedLog = UnsupportedLog()) {
        self.environment = environment
        self.log = log
    }

    /// Records an API that compiles but that WidgetRaster does not draw.
    public func unsupported(_ name: String, file: StaticString, line: UInt) {
        log.add(UnsupportedView(name: name, file: "\(file)", line: Int(line)))
    }

    /// The nodes of a child view, in this context. The context's environment is the current one
    /// while the view resolves, so every closure it runs — a body, `ForEach` content, a style, a
    /// button's label — reads the image's values through `@Environment`.
    public func nodes<V: View>(_ view: V) -> [ViewNode] {
        EnvironmentValues.$current.withValue(environment) {
            if let primitive = view as? _PrimitiveView { return primitive._nodes(in: self) }
            // An app's own Shape has no body: as a view it is filled with the foreground style.
            if let shape = view as? any Shape { return shape._nodes(in: self) }
            return nodes(view.body)
        }
    }

    /// The nodes of an erased view.
    func nodes(any view: any View) -> [ViewNode] { nodes(view) }

    /// A child view as one node: several become a ZStack, as `background { … }` and `overlay { … }` do.
    public func node<V: View>(_ view: V) -> ViewNode {
        let all = nodes(view)
        return all.count == 1 ? all[0] : ViewNode(.zStack(alignment: .center, children: all))
    }
}

/// An API that compiles against this module but is not drawn, with where it is used.
public struct UnsupportedView: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var file: String
    public var line: Int
    public var description: String { "\(file):\(line): \(name) is accepted but not drawn by WidgetRaster" }
}

/// A body used APIs WidgetRaster does not draw: rendering it would silently drop them.
public struct UnsupportedViewsError: Error, CustomStringConvertible {
    public var views: [UnsupportedView]
    public var description: String { views.map(\.description).joined(separator: "\n") }
}

final class UnsupportedLog: @unchecked Sendable {
    private(set) var entries: [UnsupportedView] = []
    func add(_ entry: UnsupportedView) { if !entries.contains(entry) { entries.append(entry) } }

    /// The log of the body being evaluated (nil outside one).
    @TaskLocal static var current: UnsupportedLog?

    /// Records an API that compiles but is not drawn, in the body being evaluated: rendering it
    /// fails naming it and its place. Outside a body, a warning says so.
    static func report(_ name: String, file: StaticString, line: UInt) {
        let entry = UnsupportedView(name: name, file: "\(file)", line: Int(line))
        if let current { current.add(entry) } else { OnceWarnings.shared.warn(entry.description) }
    }
}

/// Turns a widget's view into the scene model for one environment (one render job).
public enum ViewResolver {
    /// The view's body as one scene-model node; several top-level views stack vertically, as
    /// SwiftUI lays out a body's root. Throws when the body uses APIs that are not drawn.
    public static func node<V: View>(for view: V, environment: EnvironmentValues) throws -> ViewNode {
        try resolve(view, environment: environment).node
    }

    /// The body and where its code named colours, fonts and symbols.
    public static func resolve<V: View>(_ view: V, environment: EnvironmentValues) throws -> EvaluatedBody {
        try resolve(environment: environment) { view }
    }

    /// As `resolve(_:environment:)`, with the view made inside, so the colours its initialiser
    /// names are located too (`Color("brandMint")` in a stored property).
    public static func resolve(environment: EnvironmentValues, making make: () -> any View) throws -> EvaluatedBody {
        let sites = NameSites()
        return try NameSites.$current.withValue(sites) {
            try resolve(make(), environment: environment, sites: sites)
        }
    }

    private static func resolve<V: View>(_ view: V, environment: EnvironmentValues, sites: NameSites) throws -> EvaluatedBody {
        let context = _ResolveContext(environment: environment)
        // Drawing code that is not a view (UIKit's string drawing) reports into the same log.
        let nodes = UnsupportedLog.$current.withValue(context.log) { context.nodes(view) }
        guard context.log.entries.isEmpty else { throw UnsupportedViewsError(views: context.log.entries) }
        let node: ViewNode
        switch nodes.count {
        case 0: node = ViewNode(.color(.color("clear")))
        case 1: node = nodes[0]
        default: node = ViewNode(.vStack(alignment: .center, spacing: nil, children: nodes))
        }
        var body = EvaluatedBody(node: node, colorSite: { sites.site(of: .colour, $0) },
                                 fontSite: { sites.site(of: .font, $0) })
        body.symbolSite = { sites.site(of: .symbol, $0) }
        return body
    }
}
