import Foundation

/// What one image is, as a body evaluated per image sees it: the environment SwiftUI gives a
/// widget's view for that image.
public struct ImageContext: Hashable, Sendable {
    public var family: WidgetFamily
    public var variant: Variant
    public var dynamicType: DynamicTypeSize
    public var rightToLeft: Bool
    public var scale: Int
    /// The device's widget size in points.
    public var size: Size
    /// The timeline entry shown (0: the first).
    public var entry: Int
    /// The device's Home Screen content margin (what `\.widgetContentMargins` reads).
    public var contentMargin: Double = 16
    /// The language drawn (`--locales`); nil: the render options' own.
    package var locale: RenderLocale?
    /// The moment the image shows as now (`--now`); nil: the render options' own.
    package var now: RenderNow?

    public init(family: WidgetFamily, variant: Variant, dynamicType: DynamicTypeSize = .large, rightToLeft: Bool = false,
                scale: Int, size: Size, entry: Int = 0) {
        self.family = family
        self.variant = variant
        self.dynamicType = dynamicType
        self.rightToLeft = rightToLeft
        self.scale = scale
        self.size = size
        self.entry = entry
    }

    init(_ job: RenderJob) {
        self.init(family: job.family, variant: job.variant, dynamicType: job.dynamicType, rightToLeft: job.rightToLeft,
                  scale: job.scale, size: job.target.size.device, entry: job.entry ?? 0)
        contentMargin = job.target.contentMargin
        locale = job.locale
        now = job.now
    }
}

/// A widget whose body is code (a Swift widget's SwiftUI view): evaluated for each image, since
/// a body may branch on its family, colour scheme, redaction or rendering mode. The batch lays out
/// each image's own body and never reuses an earlier run's output for it.
public struct BodyEvaluator: Sendable {
    public var body: @Sendable (ImageContext) throws -> EvaluatedBody
    /// Asks whatever an image's body needs from the app ahead of the workers (a Swift widget's
    /// timeline provider, once per context), so no worker calls app code that may wait for the
    /// main queue. A batch calls it on its own thread for every image before rendering.
    package var prepare: (@Sendable (ImageContext) -> Void)?

    public init(body: @escaping @Sendable (ImageContext) throws -> EvaluatedBody) {
        self.body = body
    }

    package init(body: @escaping @Sendable (ImageContext) throws -> EvaluatedBody, prepare: @escaping @Sendable (ImageContext) -> Void) {
        self.body = body
        self.prepare = prepare
    }
}

/// One image's body, and where its code named what it names.
public struct EvaluatedBody: Sendable {
    public var node: ViewNode
    /// Where the code named a colour (`Color("brandMint")`), for reporting a name nothing defines.
    public var colorSite: @Sendable (String) -> SourceLocation?
    /// Where the code named an app font (`.custom("Brand Sans", size: 14)`), likewise.
    public var fontSite: @Sendable (String) -> SourceLocation?
    /// Where the code named an SF Symbol (`Image(systemName:)`), for reporting one nothing draws.
    package var symbolSite: @Sendable (String) -> SourceLocation? = { _ in nil }

    public init(node: ViewNode, colorSite: @escaping @Sendable (String) -> SourceLocation? = { _ in nil },
                fontSite: @escaping @Sendable (String) -> SourceLocation? = { _ in nil }) {
        self.node = node
        self.colorSite = colorSite
        self.fontSite = fontSite
    }
}

/// A place in Swift source, as `#fileID` and `#line` give it.
public struct SourceLocation: Hashable, Sendable {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}
