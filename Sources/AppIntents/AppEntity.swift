import Foundation

/// A value of the app's a widget's configuration can hold (`@Parameter var backyard: BackyardEntity?`),
/// found through its query. A widget is drawn with the query's `defaultResult()` where the
/// intent gives no value, as iOS shows a widget before a person picks one.
public protocol AppEntity: Identifiable, TypeDisplayRepresentable where ID: Sendable {
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    static var defaultQuery: DefaultQuery { get }
    var displayRepresentation: DisplayRepresentation { get }
}

/// How the system finds an entity type's values.
public protocol EntityQuery {
    associatedtype Entity: AppEntity
    /// What the suggestions and searches answer with: entities, or sections of them (`IntentItemCollection`).
    associatedtype Result: ResultsCollection = [Entity]
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    func suggestedEntities() async throws -> Result
    /// The value a new widget shows; nil when there is none.
    func defaultResult() async -> Entity?
}

extension EntityQuery where Result == [Entity] {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

extension EntityQuery {
    public func defaultResult() async -> Entity? { nil }
}

/// A query that also searches by text.
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> Result
}

/// A query that lists every value.
public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> [Entity]
}

/// A fixed set of choices (`enum Content: String, AppEnum`).
public protocol AppEnum: RawRepresentable, CaseDisplayRepresentable {}

/// A type whose every value has the name the system shows for it (an `AppEnum`'s cases).
public protocol CaseDisplayRepresentable: TypeDisplayRepresentable, CaseIterable, Hashable {
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// A type with the name the system shows for it.
public protocol TypeDisplayRepresentable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// How a value is shown in the widget's edit sheet: a title, a subtitle and an image.
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Hashable, Sendable {
    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    public var image: Image?
    /// Other names a person may call the value by (Siri's and Spotlight's to match).
    public var synonyms: [LocalizedStringResource] = []

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
                synonyms: [LocalizedStringResource] = []) {
        self.init(title: title, subtitle: subtitle, image: image)
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(value)) }

    /// An image for a displayed value (edit sheets only; never drawn in a widget).
    public struct Image: Hashable, Sendable {
        public var name: String
        public init(systemName: String, isTemplate: Bool = true) { name = systemName }
        public init(named name: String, isTemplate: Bool = false) { self.name = name }
        public init(url: URL, isTemplate: Bool = false) { name = url.lastPathComponent }
        /// An image loaded from `url`, shown at `width` × `height` points.
        public init(url: URL, width: Double, height: Double, isTemplate: Bool? = nil) { name = url.lastPathComponent }
        public init(data: Data, isTemplate: Bool = false) { name = "" }
    }
}

/// The name of a type of value, singular (and its numeric format).
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Hashable, Sendable {
    public var name: LocalizedStringResource
    public var numericFormat: LocalizedStringResource?
    /// Other names a person may call the type by.
    public var synonyms: [LocalizedStringResource] = []

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil, synonyms: [LocalizedStringResource] = []) {
        self.init(name: name, numericFormat: numericFormat)
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(value)) }
}

/// Fills a freshly made intent's empty entity parameters with their queries' default results.
public enum _EntityDefaults {
    public static func fill(_ intent: Any) async {
        for parameter in parameters(of: intent) { await parameter._resolveDefault() }
    }

    /// The titles of the intent's required parameters that still have no value (no default, and
    /// no default result from their query): a widget waiting for a person to pick them.
    public static func unset(_ intent: Any) -> [String] {
        parameters(of: intent).filter(\._isUnset).map(\._title)
    }

    private static func parameters(of intent: Any) -> [any _DefaultResolvableParameter] {
        Mirror(reflecting: intent).children.compactMap { $0.value as? any _DefaultResolvableParameter }
    }
}

/// An intent parameter that can take its type's default value (an entity's query's `defaultResult()`).
public protocol _DefaultResolvableParameter {
    func _resolveDefault() async
    /// A required parameter with no value yet.
    var _isUnset: Bool { get }
    var _title: String { get }
}

extension AppEntity {
    /// The query's default result, for a parameter of this entity type.
    static func _defaultEntity() async -> Self? { await defaultQuery.defaultResult() }
}
