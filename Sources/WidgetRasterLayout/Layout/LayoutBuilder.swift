import Foundation
import WidgetRasterModel
import WidgetRasterText

/// Turns a scene's views into layout elements: environment modifiers flow down, layout
/// modifiers wrap, in the order the scene gives them.
package struct LayoutBuilder {
    let engine: TextEngine
    /// The images the views name, read before layout.
    var images = ImageStore()
    /// The app's asset catalogue: its symbol sets, and which image sets render as templates.
    var catalog: AssetCatalog?
    /// The team's SF Symbols exports, drawn for their system names over WidgetRaster's stand-ins.
    var symbols = SymbolLibrary.empty
    /// A symbol name nothing draws is drawn as nothing (an app's code), not an error (a scene file).
    var unknownSymbolsDrawNothing = false
    /// Resolves what a Swift body makes during layout (a `GeometryReader`'s content), with the images it names.
    var contentResolver: (any ContentResolving)?
    /// The first error met while building content during layout (a `GeometryReader`'s, built
    /// once its size is known), thrown when the layout is done.
    let deferred = DeferredError()

    /// Holds the first error of content that is built while elements are placed, where nothing can throw.
    final class DeferredError {
        private(set) var error: Error?
        func record(_ error: Error) { if self.error == nil { self.error = error } }
    }

    package struct BuildError: Error, CustomStringConvertible {
        package var path: String
        package var message: String
        /// The app font name the fonts folder lacks, when that is the error.
        package var unknownFont: String? = nil
        package var description: String { "\(path): \(message)" }
    }

    /// Builds a view; `stackAxis` is the axis of the stack it is a direct child of.
    package func build(_ node: ViewNode, environment: LayoutEnvironment, stackAxis: Axis? = nil, path: String) throws -> LayoutElement {
        try build(node.content, modifiers: node.modifiers[...], environment: environment, stackAxis: stackAxis, path: path)
    }

    private func build(_ content: ViewContent, modifiers: ArraySlice<Modifier>, environment: LayoutEnvironment,
                       stackAxis: Axis?, path: String) throws -> LayoutElement {
        guard let outer = modifiers.last else {
            return try buildContent(content, environment: environment, stackAxis: stackAxis, path: path)
        }
        let here = "\(path).modifiers[\(modifiers.count - 1)]"
        if case .font(let font) = outer, let name = font.custom, environment.appFonts[name] == nil {
            let known = Set(environment.appFonts.keys).sorted()
            throw BuildError(path: here + ".font", message: "font '\(name)' is not in the scene's fonts folder"
                + (known.isEmpty ? " (no fonts folder was given — a scene's `fonts`, WidgetRenderOptions(fonts:) — or it is empty)" : "; it has: " + known.joined(separator: ", ")),
                unknownFont: name)
        }
        var env = environment
        if env.apply(outer) {
            return try build(content, modifiers: modifiers.dropLast(), environment: env, stackAxis: stackAxis, path: path)
        }
        let child = try build(content, modifiers: modifiers.dropLast(), environment: environment, stackAxis: stackAxis, path: path)
        let rtl = environment.rightToLeft
        switch outer {
        case .padding(let insets): return PaddingElement(insets: insets, child: child, rightToLeft: rtl, path: here)
        case .frame(let frame): return FrameElement(frame: frame, child: child, rightToLeft: rtl, path: here)
        case let .fixedSize(h, v): return FixedSizeElement(horizontal: h, vertical: v, child: child, path: here)
        case let .aspectRatio(ratio, mode): return AspectRatioElement(ratio: ratio, mode: mode, child: child, path: here)
        case .layoutPriority(let p): return PriorityElement(priority: p, child: child, path: here)
        case let .offset(x, y): return EffectElement(effect: .offset(x: rtl ? -x : x, y: y), child: child, path: here)
        case let .position(x, y): return PositionElement(x: x, y: y, child: child, rightToLeft: rtl, path: here)
        case .alignmentGuide(let guide): return AlignmentGuideElement(guide: guide, child: child, path: here)
        case let .background(view, alignment), let .overlay(view, alignment):
            let decoration = try build(view, environment: environment, path: here + "." + outer.name)
            return DecorationElement(child: child, decoration: decoration, alignment: alignment,
                                     placement: outer.name == "overlay" ? .inFront : .behind, rightToLeft: rtl, path: here)
        case let .mask(view, alignment):
            let mask = try build(view, environment: environment, path: here + ".mask")
            return DecorationElement(child: child, decoration: mask, alignment: alignment, placement: .mask,
                                     rightToLeft: rtl, path: here)
        case .containerBackground:
            return child // taken out by WidgetLayout and drawn in the full widget bounds
        case .cornerRadius(let r):
            return EffectElement(effect: .clip(.roundedRectangle(cornerRadius: r, continuous: false)), child: child, path: here)
        case .clipShape(let shape): return EffectElement(effect: .clip(rtl ? shape.mirrored : shape), child: child, path: here)
        case .clipped: return EffectElement(effect: .clip(.rectangle), child: child, path: here)
        case .containerShape(let shape): return EffectElement(effect: .containerShape(rtl ? shape.mirrored : shape), child: child, path: here)
        case .opacity(let o): return EffectElement(effect: .opacity(min(1, o)), child: child, path: here)
        case .shadow(let s): return EffectElement(effect: .shadow(s), child: child, path: here)
        case let .rotationEffect(degrees, anchor):
            // Anchors are in layout terms: `.leading` is the right edge when reading right to left.
            return EffectElement(effect: .rotation(degrees: degrees, anchor: rtl ? anchor.mirrored : anchor), child: child, path: here)
        case let .scaleEffect(x, y, anchor):
            return EffectElement(effect: .scale(x: x, y: y, anchor: rtl ? anchor.mirrored : anchor), child: child, path: here)
        case let .transformEffect(transform, anchor):
            return EffectElement(effect: .transform(transform, anchor: rtl ? anchor.mirrored : anchor), child: child, path: here)
        case .blur(let radius): return EffectElement(effect: .blur(radius: radius), child: child, path: here)
        case .colorMultiply(let style): return EffectElement(effect: .colorMultiply(style), child: child, path: here)
        case .colorInvert: return EffectElement(effect: .colorInvert, child: child, path: here)
        case .luminanceToAlpha: return EffectElement(effect: .luminanceToAlpha, child: child, path: here)
        case .saturation, .grayscale, .brightness, .contrast, .hueRotation:
            return EffectElement(effect: .colorMatrix(outer.colorMatrix ?? .identity), child: child, path: here)
        case .widgetURL(let url): return EffectElement(effect: .tapTarget(url, wholeWidget: true), child: child, path: here)
        case .link(let url): return EffectElement(effect: .tapTarget(url, wholeWidget: false), child: child, path: here)
        case .widgetAccentable(let on): return EffectElement(effect: .accentGroup(on), child: child, path: here)
        case .colorScheme(let scheme): return EffectElement(effect: .colorScheme(scheme), child: child, path: here)
        case .widgetAccentedRenderingMode(let mode):
            return EffectElement(effect: .imageAccentMode(mode), child: child, path: here)
        case .accessibility(let attribute):
            return EffectElement(effect: .accessibility(environment.spoken(attribute)), child: child, path: here)
        default:
            throw BuildError(path: here, message: "modifier '\(outer.name)' is not supported here")
        }
    }

    typealias Unrolled = (node: ViewNode, environment: LayoutEnvironment, path: String)

    /// A container's children with `ForEach` and `If` unrolled.
    /// A symbol (SF's stand-in or the app's own) in the environment's font, rendering mode and layers.
    private func symbol(_ name: String, glyph: SymbolGlyph, resizable: Bool, unlit: [Int] = [], environment env: LayoutEnvironment,
                        path: String) -> SymbolElement {
        let primary = env.foreground
        var layers = (1...3).map { Foreground(base: primary.base, level: primary.level + $0 - 1) }
        switch env.symbolRenderingMode {
        case .palette(let styles) where !styles.isEmpty:
            layers = (0..<3).map { env.foreground.resolving(styles[min($0, styles.count - 1)]) }
        case .monochrome, .palette, .multicolor: layers = [primary, primary, primary]
        case .hierarchical: break
        }
        return SymbolElement(name: name, glyph: glyph, fontSize: env.textAttributes.size, imageScale: env.imageScale.factor,
                             weight: env.textAttributes.weight, resizable: resizable, layers: layers, unlitParts: unlit,
                             multicolor: env.symbolRenderingMode == .multicolor, redaction: env.redaction, grid: env.pixelGrid,
                             path: path)
    }

    private func expand(_ children: [ViewNode], environment env: LayoutEnvironment, path: String) -> [Unrolled] {
        children.enumerated().flatMap { unroll($0.element, env, "\(path).children[\($0.offset)]") }
    }

    /// The views a `ForEach` or `If` makes, each with the data it sees and its path (items of a
    /// `ForEach` share their content's path); their own modifiers wrap each view, as a `Group`'s do.
    /// Any other view is itself.
    func unroll(_ node: ViewNode, _ env: LayoutEnvironment, _ path: String) -> [Unrolled] {
        switch node.content {
        case .forEach(let each):
            return each.items(in: env.data).flatMap { scope -> [Unrolled] in
                var inner = env
                inner.data = scope
                return unroll(ViewNode(each.content.content, modifiers: each.content.modifiers + node.modifiers), inner, path + ".content")
            }
        case .conditional(let choice):
            let holds = choice.condition.holds(family: env.family?.widgetKitFamily, colorScheme: env.colorScheme, renderingMode: env.renderingMode,
                                               luminanceReduced: env.luminanceReduced, substitute: env.substitute)
            guard let chosen = holds ? choice.then : choice.otherwise else { return [] }
            return unroll(ViewNode(chosen.content, modifiers: chosen.modifiers + node.modifiers), env, path + (holds ? ".then" : ".else"))
        default:
            return [(node, env, path)]
        }
    }

    private func buildContent(_ content: ViewContent, environment env: LayoutEnvironment, stackAxis: Axis?,
                              path: String) throws -> LayoutElement {
        switch content {
        case let .vStack(alignment, spacing, children):
            let elements = try expand(children, environment: env, path: path).map {
                try build($0.node, environment: $0.environment, stackAxis: .vertical, path: $0.path)
            }
            return StackElement(axis: .vertical, horizontalAlignment: alignment, spacing: spacing, children: elements,
                                rightToLeft: env.rightToLeft, path: path)
        case let .hStack(alignment, spacing, children):
            let elements = try expand(children, environment: env, path: path).map {
                try build($0.node, environment: $0.environment, stackAxis: .horizontal, path: $0.path)
            }
            return StackElement(axis: .horizontal, verticalAlignment: alignment, spacing: spacing, children: elements,
                                rightToLeft: env.rightToLeft, path: path)
        case let .zStack(alignment, children):
            // Drawn back to front by zIndex, in the order written among equals.
            let elements = try expand(children, environment: env, path: path).enumerated()
                .sorted { ($0.element.node.zIndex, $0.offset) < ($1.element.node.zIndex, $1.offset) }
                .map { try build($0.element.node, environment: $0.element.environment, path: $0.element.path) }
            return ZStackElement(alignment: alignment, children: elements, rightToLeft: env.rightToLeft, path: path)
        case let .viewThatFits(horizontal, vertical, children):
            let elements = try expand(children, environment: env, path: path).map {
                try build($0.node, environment: $0.environment, stackAxis: stackAxis, path: $0.path)
            }
            return ViewThatFitsElement(horizontal: horizontal, vertical: vertical, children: elements, path: path)
        case .text(let text):
            return TextElement(string: env.displayed(text), attributes: env.textAttributes, foreground: env.foreground,
                               decorations: env.decorations, redaction: env.redaction, grid: env.pixelGrid, engine: engine, path: path)
        case let .dateText(date, style):
            let source = env.substitute(date)
            guard let moment = DateTextFormatter.parse(source) else {
                throw BuildError(path: path + ".date", message: "'\(source)' is not an ISO 8601 date")
            }
            return TextElement(string: env.cased(env.dates.string(moment, style: style)), attributes: env.textAttributes,
                               foreground: env.foreground, decorations: env.decorations, redaction: env.redaction, grid: env.pixelGrid, engine: engine, path: path)
        case let .symbol(written, resizable, value):
            let name = SymbolCatalog.resolve(env.substitute(written), variant: env.symbolVariant, also: symbols.contains)
            guard let glyph = symbols.glyph(named: name, weight: env.textAttributes.weight) else {
                guard unknownSymbolsDrawNothing else { throw BuildError(path: path, message: "unknown symbol '\(name)'") }
                return try build(ViewNode(.color(.color("clear"))).modified(.frame(Frame(width: 0, height: 0))), environment: env, path: path)
            }
            // A variable value lights the stand-in's own layers; an export is drawn whole.
            let unlit = symbols.contains(name) ? [] : value.map { SymbolCatalog.unlitParts(of: name, value: $0) } ?? []
            return symbol(name, glyph: glyph, resizable: resizable, unlit: unlit, environment: env, path: path)
        case let .image(file, resizable, tiled):
            if let set = catalog?.symbolSet(for: file), let glyph = set.glyph(weight: env.textAttributes.weight) {
                return symbol(file, glyph: glyph, resizable: resizable, environment: env, path: path)
            }
            // An image set of the app's catalogue at the scale drawn, else a PNG file beside the scene, as read before layout.
            guard let found = images.image(named: file, scale: env.pixelGrid.pixelsPerPoint ?? 3) else {
                throw BuildError(path: path, message: "image '\(file)' was not read before layout")
            }
            let picked = try found.mapError { BuildError(path: path, message: $0.message) }.get()
            guard let asset = picked.asset else { return ImageElement(asset: nil, intrinsic: .zero, resizable: resizable, tint: nil,
                                                                      redaction: env.redaction, path: path) }
            var isTemplate = env.imageRenderingMode == .template
            if env.imageRenderingMode == nil, catalog?.imageSet(for: file) != nil { isTemplate = catalog?.isTemplate(file) == true }
            let intrinsic = try asset.intrinsicSize(scale: picked.scale).mapError { BuildError(path: path, message: $0.message) }.get()
            return ImageElement(asset: asset, darkAsset: picked.dark, intrinsic: intrinsic,
                                resizable: resizable, tiled: tiled, tint: isTemplate ? env.foreground : nil, redaction: env.redaction, path: path)
        case .color(let style):
            return ShapeElement(shape: .rectangle, fill: env.foreground.resolving(style), stroke: nil, path: path)
        case let .shape(kind, fill, stroke):
            return ShapeElement(shape: env.rightToLeft ? kind.mirrored : kind, fill: env.foreground.resolving(fill),
                                stroke: stroke.map { StrokePaint($0, foreground: env.foreground.resolving($0.style)) }, path: path)
        case .spacer(let minLength):
            return SpacerElement(minLength: minLength, axis: stackAxis, path: path)
        case .divider:
            return DividerElement(vertical: stackAxis == .horizontal, grid: env.pixelGrid, dynamicType: env.dynamicType, path: path)
        case .gauge(var gauge):
            if env.labelsHidden { gauge.label = nil }
            return try build(GaugeDesign.node(gauge, style: env.gaugeStyle, tint: env.tint, fillsWidget: env.family == .accessoryCircular), environment: env,
                             stackAxis: stackAxis, path: path)
        case .accessoryWidgetBackground:
            return try build(GaugeDesign.accessoryBackground, environment: env, stackAxis: stackAxis, path: path)
        case .button(let button):
            // VoiceOver reads a button as one element of its label.
            let node = ControlDesign.button(button, style: env.buttonStyle, shape: env.buttonBorderShape, tint: env.tint)
                .modified(.accessibility(.traits([.isButton]))).modified(.accessibility(.element(.combine)))
            return try build(node, environment: env, stackAxis: stackAxis, path: path)
        case .toggle(var toggle):
            if env.labelsHidden { toggle.label = nil }
            let node = ControlDesign.toggle(toggle, style: env.toggleStyle, shape: env.buttonBorderShape, tint: env.tint)
                .modified(.accessibility(.value(toggle.isOn ? "on" : "off"))).modified(.accessibility(.traits([.isToggle])))
                .modified(.accessibility(.element(.combine)))
            return try build(node, environment: env, stackAxis: stackAxis, path: path)
        case .grid(let grid):
            let rows = try grid.rows.enumerated().flatMap { unroll($0.element, env, "\(path).rows[\($0.offset)]") }.map { row in
                if case let .gridRow(alignment, cells) = row.node.content {
                    let elements = try expand(cells, environment: row.environment, path: row.path).map {
                        try build($0.node, environment: $0.environment, path: $0.path)
                    }
                    let row = (cells: elements, alignment: alignment, spanning: LayoutElement?.none)
                    return row
                }
                return (cells: [LayoutElement](), alignment: VerticalAlignment?.none,
                        spanning: Optional(try build(row.node, environment: row.environment, path: row.path)))
            }
            return GridElement(rows: rows, alignment: grid.alignment, horizontalSpacing: grid.horizontalSpacing,
                               verticalSpacing: grid.verticalSpacing, rightToLeft: env.rightToLeft, path: path)
        case let .gridRow(alignment, children):
            // Outside a Grid, a row is a row of views.
            return try build(ViewNode(.hStack(alignment: alignment ?? .center, spacing: nil, children: children)), environment: env,
                             stackAxis: stackAxis, path: path)
        case .lazyGrid(let grid):
            let elements = try expand(grid.children, environment: env, path: path).map {
                try build($0.node, environment: $0.environment, path: $0.path)
            }
            return LazyGridElement(axis: grid.axis, tracks: grid.tracks, alignment: grid.alignment, spacing: grid.spacing,
                                   children: elements, rightToLeft: env.rightToLeft, path: path)
        case let .customLayout(layout, children):
            let elements = try expand(children, environment: env, path: path).map {
                try build($0.node, environment: $0.environment, path: $0.path)
            }
            return CustomLayoutElement(layout: layout, children: elements, path: path)
        case .geometryReader(let reader):
            return GeometryReaderElement(rightToLeft: env.rightToLeft, path: path) { size in
                do {
                    let made = reader.content(for: size)
                    let content = try contentResolver?.resolve(made, path: path + ".content") ?? ResolvedContent(node: made)
                    var builder = self
                    builder.images = content.images
                    return try builder.build(content.node, environment: env, path: path + ".content")
                } catch {
                    deferred.record(error)
                    return nil
                }
            }
        case .forEach, .conditional:
            // Outside a stack, the views it makes stack vertically, as a body's do.
            let views = unroll(ViewNode(content), env, path)
            if views.count == 1 { return try build(views[0].node, environment: views[0].environment, stackAxis: stackAxis, path: views[0].path) }
            let elements = try views.map { try build($0.node, environment: $0.environment, stackAxis: .vertical, path: $0.path) }
            return StackElement(axis: .vertical, horizontalAlignment: .center, spacing: nil, children: elements,
                                rightToLeft: env.rightToLeft, path: path)
        case .chart(let chart):
            let annotations = try chart.marks.enumerated().map { m, mark in
                try mark.points.enumerated().map { p, point in
                    try point.annotation.map { try build($0.content, environment: env, path: "\(path).marks[\(m)].annotations[\(p)]") }
                }
            }
            let legend = try chart.legend.view(for: chart).map { try build($0, environment: env, path: "\(path).legend") }
            // An axis's title in the axis labels' style: caption, secondary.
            let titleEnv = ChartElement.axisLabelStyle(env)
            let titles = try [("xTitle", chart.xTitle), ("yTitle", chart.yTitle)].map { name, title in
                try title.map { try build($0.content, environment: titleEnv, path: "\(path).\(name)") }
            }
            let plotArea = try chart.plotArea.map { try build($0, environment: env, path: "\(path).plotArea") }
            return ChartElement(chart: chart, annotations: annotations, legend: legend, xTitle: titles[0], yTitle: titles[1], plotArea: plotArea,
                                environment: env, engine: engine, path: path)
        case let .label(title, icon):
            // VoiceOver reads a label by its title; the icon is decoration.
            return try build(ControlDesign.label(title: title, icon: icon.modified(.accessibility(.hidden(true))), style: env.labelStyle), environment: env,
                             stackAxis: stackAxis, path: path)
        case .progress(let value, let total, var label):
            if env.labelsHidden { label = nil }
            let fraction = total > 0 ? min(max(value / total, 0), 1) : 0
            if env.progressViewStyle == .circular {
                let node = GaugeDesign.circularProgress(fraction: fraction, label: label.map { ViewNode(.text($0)) }, tint: env.tint)
                return try build(node, environment: env, stackAxis: stackAxis, path: path)
            }
            var barEnv = env
            if let tint = env.tint { barEnv.foreground = Foreground(base: tint) }
            let bar = ProgressBarElement(fraction: fraction, foreground: barEnv.foreground, redaction: env.redaction, path: path)
            guard let label else { return bar }
            var labelEnv = env
            labelEnv.lineLimit = 1
            let text = TextElement(string: env.displayed(label), attributes: labelEnv.textAttributes,
                                   foreground: env.foreground, redaction: env.redaction, grid: env.pixelGrid, engine: engine,
                                   path: path + ".label")
            return StackElement(axis: .vertical, horizontalAlignment: .leading, spacing: 4, children: [text, bar],
                                rightToLeft: env.rightToLeft, path: path)
        }
    }
}
