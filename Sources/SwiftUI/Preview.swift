/// `#Preview("Name") { MyView() }`: as in Xcode. Each one is found by
/// `swift package render-previews` and `assertPreviewSnapshots`, and drawn as a widget of the
/// families its settings give (`.previewContext(WidgetPreviewContext(family:))`; small, medium
/// and large when it names none).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait..., @ViewBuilder body: @escaping () -> any View) =
    #externalMacro(module: "WidgetRasterMacros", type: "PreviewMacro")

/// `@Previewable @State var value = …` at the top of a `#Preview`: state the preview's views
/// bind to, kept by the preview's closure.
@attached(peer)
public macro Previewable() = #externalMacro(module: "WidgetRasterMacros", type: "MarkerAttributeMacro")

/// How a preview is laid out (accepted for `#Preview(traits:)`; a preview is drawn at its family's size).
public struct PreviewTrait: Sendable {
    let name: String
    public static let sizeThatFitsLayout = PreviewTrait(name: "sizeThatFitsLayout")
    public static let portrait = PreviewTrait(name: "portrait")
    public static let landscapeLeft = PreviewTrait(name: "landscapeLeft")
    public static let landscapeRight = PreviewTrait(name: "landscapeRight")
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait { PreviewTrait(name: "fixedLayout") }
}

/// What `#Preview` expands to: a type of this protocol per preview, found at run time.
public protocol _PreviewRegistration {
    static var _preview: _PreviewDeclaration { get }
    /// The declaring file's path (`#filePath`), where lint findings and SARIF point; "" when unknown.
    static var _filePath: String { get }
}

extension _PreviewRegistration {
    public static var _filePath: String { "" }
}

/// One `#Preview` as written: its name, where it is, and what it shows.
public struct _PreviewDeclaration {
    public var name: String?
    /// `Module/File.swift`, as `#fileID` gives it.
    public var fileID: String
    public var line: Int
    public var content: Content

    /// A view, or (from WidgetKit's `#Preview(as:)`) a widget with its timeline, erased here.
    public enum Content {
        case view(() -> any View)
        case widget(Any)
    }

    public init(fileID: String, line: Int, _ name: String? = nil, traits: PreviewTrait...,
                @ViewBuilder body: @escaping () -> any View) {
        self.init(fileID: fileID, line: line, name: name, content: .view(body))
    }

    public init(fileID: String, line: Int, name: String?, content: Content) {
        self.name = name
        self.fileID = fileID
        self.line = line
        self.content = content
    }
}
