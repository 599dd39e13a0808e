import Foundation
import SwiftUI
import WidgetRaster

/// One preview a package declares — a `#Preview` or one view of a `PreviewProvider` — as a
/// widget to draw: its name, the families it is drawn in, its colour scheme and its entries.
public struct DeclaredPreview {
    /// The preview's name, or its file and place among the file's unnamed previews
    /// (`EmojiWidget.swift 1`), or its provider's type name.
    public var name: String { description.displayName }
    /// Where it is declared: `Module/File.swift:84`, or `Module.TypeName` for a `PreviewProvider`.
    public var location: String { description.description }
    public let module: String
    /// The output folder and golden name: `name` made safe for file names, unique among the previews.
    public var kind: String { description.kind }
    public var families: [RenderFamily] { description.families }
    /// Drawn in this colour scheme only (`preferredColorScheme`, `environment(\.colorScheme, …)`).
    public let colorScheme: ColorScheme?
    /// A widget preview's timeline: every entry is drawn, in order.
    public let isTimeline: Bool
    /// The declaring file's path and line (a `#Preview`'s), where lint findings point.
    var declaredAt: SourceLocation?
    /// The preview as a widget: its name, location and kind are the description's display name,
    /// description and kind.
    private(set) var description: WidgetDescription

    /// Every preview compiled into this process, in `modules` (all when nil), ordered by module,
    /// then file and line (`#Preview`) or type name (`PreviewProvider`). An unnamed `#Preview` is
    /// known by its file and its place among that file's unnamed previews, never by its line, so
    /// editing lines above it keeps its name and its goldens.
    public static func all(in modules: Set<String>? = nil) -> [DeclaredPreview] {
        var previews: [(key: String, preview: DeclaredPreview)] = []
        let types = PreviewRegistry.types(in: modules)
        let declared = types.compactMap { declaring -> (module: String, declaration: _PreviewDeclaration, path: String)? in
            (declaring.type as? any _PreviewRegistration.Type).map { (declaring.module, $0._preview, $0._filePath) }
        }.sorted { ($0.module, $0.declaration.fileID, $0.declaration.line) < ($1.module, $1.declaration.fileID, $1.declaration.line) }
        var unnamedInFile: [String: Int] = [:]
        for (module, declaration, path) in declared {
            let key = declaration.fileID + ":" + String(repeating: "0", count: max(0, 8 - "\(declaration.line)".count)) + "\(declaration.line)"
            var ordinal = 0
            if declaration.name == nil {
                ordinal = unnamedInFile[declaration.fileID, default: 0] + 1
                unnamedInFile[declaration.fileID] = ordinal
            }
            guard var preview = DeclaredPreview(declaration, module: module, ordinal: ordinal) else { continue }
            if !path.isEmpty { preview.declaredAt = SourceLocation(file: path, line: declaration.line) }
            previews.append((module + "/" + key, preview))
        }
        for declaring in types {
            if let provider = declaring.type as? any PreviewProvider.Type {
                for preview in provided(by: provider, module: declaring.module, typeName: declaring.typeName) {
                    previews.append((declaring.module + "/~" + declaring.typeName, preview))
                }
            }
        }
        var kinds: Set<String> = []
        return previews.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }.map { item in
            var preview = item.element.preview
            preview.description.kind = unique(slug(preview.name.replacingOccurrences(of: ".swift ", with: "-")), in: &kinds)
            return preview
        }
    }

    /// The widget scene the batch renderer, gallery and command line draw for this preview.
    public func scene(options: WidgetRenderOptions = WidgetRenderOptions()) -> SceneLoader.Loaded {
        var loaded = FixedClock.during(options.now) { description.scene(options: options) }
        loaded.scene.colorSchemes = colorScheme.map { [$0] }
        loaded.scene.drawsEveryEntry = isTimeline || description.drawsEveryEntry
        loaded.declaredAt = declaredAt
        return loaded
    }

    /// The number of entries drawn: a timeline preview's entries, or one.
    public func entryCount(for family: RenderFamily) -> Int {
        isTimeline ? max(1, description.timeline(TimelineProviderContext(family: WidgetFamily(family) ?? .systemSmall, displaySize: .zero, isPreview: true)).count) : 1
    }

    /// A preview named `name`, declared at `location`, drawn as `description` shows it.
    init(name: String, location: String, module: String, colorScheme: ColorScheme?, isTimeline: Bool,
         description: WidgetDescription) {
        self.description = description
        self.description.kind = name
        self.description.displayName = name
        self.description.description = location
        self.module = module
        self.colorScheme = colorScheme
        self.isTimeline = isTimeline
    }

    /// A `#Preview` as a preview to draw, the `ordinal`-th unnamed one of its file when it has no
    /// name; nil for content this module does not make (none today).
    private init?(_ declaration: _PreviewDeclaration, module: String, ordinal: Int) {
        let file = declaration.fileID.split(separator: "/").last.map(String.init) ?? declaration.fileID
        let name = declaration.name ?? "\(file) \(ordinal)"
        let location = "\(declaration.fileID):\(declaration.line)"
        switch declaration.content {
        case .view(let make):
            let settings = _ProvidedPreview.settings(in: make())
            self.init(name: declaration.name ?? settings.displayName ?? name, location: location, module: module,
                      colorScheme: settings.colorScheme, isTimeline: false,
                      description: .preview(families: settings.family.map { [$0] } ?? Self.viewFamilies, make))
        case .widget(let payload as ActivityPreviewContent):
            guard var description = payload.widget().drawing(payload.samples()) else { return nil }
            description.families = [payload.viewKind.family]
            self.init(name: name, location: location, module: module, colorScheme: nil, isTimeline: true, description: description)
        case .widget(let payload):
            guard let content = payload as? WidgetPreviewContent else { return nil }
            var description = content.description()
            description.families = [content.family]
            self.init(name: name, location: location, module: module, colorScheme: nil, isTimeline: true, description: description)
        }
    }

    /// The previews of a `PreviewProvider`: one per view at the top of `previews`.
    private static func provided(by provider: any PreviewProvider.Type, module: String, typeName: String) -> [DeclaredPreview] {
        let items = provider._providedPreviews
        return items.enumerated().compactMap { index, item in
            let name = item.settings.displayName ?? (items.count == 1 ? typeName : "\(typeName) \(index + 1)")
            if let preview = item.view as? ActivityContextPreview {
                return DeclaredPreview(activity: preview, name: name, location: "\(module).\(typeName)", module: module,
                                       colorScheme: item.settings.colorScheme)
            }
            return DeclaredPreview(name: name, location: "\(module).\(typeName)", module: module,
                                   colorScheme: item.settings.colorScheme, isTimeline: false,
                                   description: .preview(families: item.settings.family.map { [$0] } ?? viewFamilies) {
                                       provider._providedPreviews[index].view
                                   })
        }
    }

    /// An iOS 16 Live Activity preview: the activity of its attributes type in its presentation;
    /// nil (with a warning) when no widget of this process is that activity.
    private init?(activity preview: ActivityContextPreview, name: String, location: String, module: String,
                  colorScheme: ColorScheme?) {
        let attributesType = type(of: preview.sample.attributes)
        guard var description = ActivityPreviews.activity(of: attributesType)?.drawing([preview.sample]) else {
            OnceWarnings.shared.warn("\(location): previewContext(_:viewKind:) shows \(attributesType), and no ActivityConfiguration"
                                     + " for it is compiled in; not drawn")
            return nil
        }
        description.families = [preview.viewKind.family]
        self.init(name: name, location: location, module: module, colorScheme: colorScheme, isTimeline: true, description: description)
    }

    /// A view preview that names no widget family is drawn in the Home Screen families.
    static let viewFamilies: [RenderFamily] = [.systemSmall, .systemMedium, .systemLarge]

    static func slug(_ name: String) -> String {
        var slug = ""
        for character in name {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                slug.append(character)
            } else if !slug.hasSuffix("-") {
                slug.append("-")
            }
        }
        slug = String(slug.drop { $0 == "-" || $0 == "." })
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "Preview" : slug
    }

    static func unique(_ slug: String, in used: inout Set<String>) -> String {
        var candidate = slug, number = 2
        while !used.insert(candidate.lowercased()).inserted {
            candidate = "\(slug)-\(number)"
            number += 1
        }
        return candidate
    }
}

/// The one moment a view preview shows: the render's "now", as `renderWidget` uses for a view.
private struct PreviewMoment: TimelineEntry {
    var date: Date { Date() }
}

extension WidgetDescription {
    /// A view preview as a widget: one entry, the view itself (redacted for the placeholder variants).
    static func preview(families: [RenderFamily], _ make: @escaping () -> any View) -> WidgetDescription {
        var description = WidgetDescription(kind: "Preview", entries: { _ in [PreviewMoment()] }, placeholder: { _ in PreviewMoment() },
                                            content: { _ in AnyView(erasing: make()) })
        description.families = families
        return description
    }
}
