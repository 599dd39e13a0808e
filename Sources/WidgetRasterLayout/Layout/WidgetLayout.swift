import Themes
import Foundation
import WidgetRasterModel
import WidgetRasterText

/// The laid-out widget: its canvas size, the container background in the full bounds, and
/// the content inset by the content margins, for one scale (text is snapped to its pixel grid).
/// Painted unchanged in every variant; laid out per colour scheme only when the body reads it.
public struct WidgetLayout: Hashable, Sendable {
    public var size: Size
    /// The widget's corner radius in canvas points (for `ContainerRelativeShape` and the mask).
    public var cornerRadius: Double
    public var family: WidgetFamily
    public var background: LayoutNode?
    public var content: LayoutNode
    /// Whether the body set a container background (`containerBackground(_:for: .widget)`), even a clear one.
    package var setsContainerBackground = false
    /// The fonts its texts were measured with: whichever renderer paints the layout shapes them with an engine of this set.
    package var fontSet: FontSet = .bundled

    /// iOS 17 content margins on the Home Screen (16 pt, more on the larger iPhones: the
    /// device's `contentMargin`); none for accessory families, and none for a Live Activity's or a
    /// control's presentations, whose margins are part of their body (`LiveActivity.body(for:)`,
    /// `Control.body(for:isOn:)`).
    public static func contentMargins(for family: WidgetFamily, enabled: Bool, margin: Double = 16) -> EdgeInsets {
        guard enabled, !family.isAccessory, !family.isActivity, !family.isControl else { return .zero }
        return EdgeInsets(all: margin)
    }

    /// Lays out a body at a canvas size (WidgetKit proposes the size; content is centred in
    /// the inset rect; the container background fills the whole widget). With
    /// `marginsNeedContainerBackground`, a body that sets no container background has no content
    /// margins (a widget built before iOS 17's SDK).
    package static func make(body: ViewNode, family: WidgetFamily, canvas: Size, cornerRadius: Double,
                            contentMargins: Bool, marginsNeedContainerBackground: Bool = false, margin: Double = 16,
                            environment: LayoutEnvironment, images: ImageStore = ImageStore(),
                            catalog: AssetCatalog? = nil, symbols: SymbolLibrary = .empty, unknownSymbolsDrawNothing: Bool = false,
                            contentResolver: (any ContentResolving)? = nil, engine: TextEngine) throws -> WidgetLayout {
        let builder = LayoutBuilder(engine: engine, images: images, catalog: catalog, symbols: symbols,
                                    unknownSymbolsDrawNothing: unknownSymbolsDrawNothing, contentResolver: contentResolver)
        let root = "body.\(family.rawValue)"
        // A clear container background is no background: iOS shows its default one, as it does
        // for a widget that sets none (widgets are never see-through on the Home Screen).
        let found = findContainerBackground(body, path: root)
        let backgroundElement = try found.flatMap { view, path in
            view.isClearColor ? nil : try builder.build(view, environment: environment, path: path)
        }
        let margins = contentMargins && (found != nil || !marginsNeedContainerBackground)
        let insets = WidgetLayout.contentMargins(for: family, enabled: margins, margin: margin)
        let element = family == .accessoryInline ? try builder.buildInlineRow(body, environment: environment, path: root)
            : try builder.build(body, environment: environment, path: root)
        var bounds = Rect(origin: .zero, size: canvas)
        var inset = bounds.inset(by: insets)
        var proposal = Proposal(inset.size)
        let size = element.sizeThatFits(proposal)
        if family.fitsContentHeight {
            // As tall as the content, in whole points, up to the family's height; the content keeps
            // the size it chose (the new height is at least that, or the same proposal when capped).
            bounds.size.height = min(canvas.height, max(1, (size.height + insets.top + insets.bottom).rounded(.up)))
            inset = bounds.inset(by: insets)
            proposal = Proposal(inset.size)
        }
        let background = backgroundElement?.place(in: bounds, proposal: Proposal(bounds.size))
        // A presentation as tall as its content grows down from its top.
        let origin = AlignmentMath.origin(of: size, in: inset, alignment: family.fitsContentHeight ? .top : .center, rightToLeft: false)
        let content = element.place(in: Rect(origin: origin, size: size), proposal: proposal)
        if let error = builder.deferred.error { throw error }
        var layout = WidgetLayout(size: bounds.size, cornerRadius: cornerRadius, family: family, background: background, content: content)
            .fillingCustomShapes()
        layout.setsContainerBackground = found != nil
        return layout
    }

    /// This layout with each custom shape's path filled in for its laid-out size (a Swift `Shape`'s
    /// `path(in:)`, which needs the final frame).
    private func fillingCustomShapes() -> WidgetLayout {
        func fill(_ node: LayoutNode) -> LayoutNode {
            var node = node
            let size = node.frame.size
            func filled(_ shape: ShapePath) -> ShapePath { shape.customShape?.path(for: size) ?? shape }
            if case let .shape(kind, fillStyle, stroke) = node.kind {
                node.kind = .shape(kind.mappingPaths(filled), fill: fillStyle, stroke: stroke)
            }
            if case .effect(.clip(let kind)) = node.kind { node.kind = .effect(.clip(kind.mappingPaths(filled))) }
            node.children = node.children.map(fill)
            return node
        }
        var copy = self
        copy.content = fill(content)
        copy.background = background.map(fill)
        return copy
    }

    /// The first `containerBackground` in the tree, outermost first, with its scene path; in the
    /// colour scheme a `colorScheme` modifier outside it sets, as the rest of that view is drawn.
    static func findContainerBackground(_ node: ViewNode, path: String, scheme: ColorScheme? = nil) -> (ViewNode, String)? {
        var scheme = scheme
        for (i, modifier) in node.modifiers.enumerated().reversed() {
            if case .colorScheme(let set) = modifier { scheme = set }
            if case .containerBackground(let view) = modifier {
                return (scheme.map { view.modified(.colorScheme($0)) } ?? view, "\(path).modifiers[\(i)].containerBackground")
            }
        }
        for (suffix, view) in node.nestedViews where !suffix.hasSuffix(".containerBackground") {
            if let found = findContainerBackground(view, path: path + suffix, scheme: scheme) { return found }
        }
        return nil
    }

    /// The `widgetURL` and `link` regions, in canvas points: `widgetURL` covers the whole widget,
    /// a link its own frame; `content` is the extent of what is drawn inside. Reported, and drawn
    /// only by the tap-target overlay.
    public var tapTargets: [TapTarget] {
        content.flattened().compactMap { node in
            guard case let .effect(.tapTarget(url, wholeWidget)) = node.kind else { return nil }
            let frame = wholeWidget ? Rect(origin: .zero, size: size) : node.frame
            let leaves = node.flattened().filter(\.children.isEmpty).map(\.frame).filter { $0.width > 0 && $0.height > 0 }
            let content = leaves.dropFirst().reduce(leaves.first ?? node.frame) { a, b in
                Rect(x: min(a.minX, b.minX), y: min(a.minY, b.minY),
                     width: max(a.maxX, b.maxX) - min(a.minX, b.minX), height: max(a.maxY, b.maxY) - min(a.minY, b.minY))
            }
            return TapTarget(url: url, frame: frame, content: content, path: node.path)
        }
    }
}

/// A region that opens a URL when tapped.
public struct TapTarget: Hashable, Sendable, Codable {
    public var url: String
    public var frame: Rect
    /// The extent of the drawn content inside the region.
    public var content: Rect
    public var path: String
}

/// How `--show-tap-targets` draws the tap regions over a render, for review.
public enum TapTargetStyle: String, CaseIterable, Sendable, Codable {
    /// The region filled with translucent blue: what a tap highlights.
    case fill
    /// The region's cell outlined.
    case cell
    /// Only the extent of the content inside the region outlined.
    case content
}

extension ViewNode {
    /// A colour view with nothing on it that draws nothing: `Color.clear`, or any colour at opacity 0.
    var isClearColor: Bool {
        guard modifiers.isEmpty, case .color(let style) = content else { return false }
        switch style {
        case .color(let name): return name == "clear" || RGBA(hex: name)?.alpha == 0
        case .opacity(_, let alpha): return alpha == 0
        default: return false
        }
    }
}
