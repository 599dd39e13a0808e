import Themes
import WidgetRasterLayout
import WidgetRasterModel
import WidgetRasterText

/// Turns a widget layout into a display list for one variant: resolves colours for the
/// scheme, applies redaction, shapes text into glyphs, and turns effects into begin/end pairs.
package struct DisplayListBuilder {
    /// The worker's text engine, which shapes each text into glyphs here (the rasteriser has no fonts).
    package var shaper: TextEngine
    package var theme: Theme
    package var variant: Variant
    /// Draw the tap regions over the widget, for review.
    package var tapTargets: TapTargetStyle?

    /// Opacity of redacted image and text shapes: the foreground at 16 % (`widget-facts.md` §6).
    static let redactedOpacity = 0.16
    /// Opacity of the whole placeholder, which reads slightly dimmed.
    static let placeholderDimming = 0.85
    /// Hierarchical levels as opacity of a custom foreground (label colours use their own values).
    static let levelOpacity = [1.0, 0.6, 0.3, 0.18]

    package init(shaper: TextEngine, theme: Theme = .standard, variant: Variant, tapTargets: TapTargetStyle? = nil) {
        self.shaper = shaper
        self.theme = theme
        self.variant = variant
        self.tapTargets = tapTargets
        palette = variant.tintPalette
    }

    /// Where a view sits for the accented mode: its colour group and its images' treatment.
    struct Context {
        var accentGroup = false
        var imageMode: AccentedImageMode?
        /// The container shape that `ContainerRelativeShape` and `ConcentricRectangle` are concentric
        /// with: its frame and corner radius (nil: the widget's own).
        var container: (rect: Rect, radius: Double)?
        /// The colour the vibrant mode's brightness lights instead of white: StandBy's red at night.
        var vibrantInk: RGBA?
    }

    /// StandBy in low light: the widget in monochrome red (HIG), systemRed's dark value.
    static let standByNight = RGBA(red: 1, green: 69 / 255, blue: 58 / 255, alpha: 1)

    /// The tinted mode's colours: the person's tint, never the app's own.
    let palette: TintPalette

    /// The accent group's colour in the accented mode.
    var accentTint: RGBA { palette.accent }

    package func build(_ layout: WidgetLayout) -> DisplayList {
        var ops: [DisplayList.Op] = []
        let bounds = Rect(origin: .zero, size: layout.size)
        var root = Context()
        if layout.family == .standBy { root.vibrantInk = Self.standByNight }
        switch variant.renderingMode {
        case .fullColor:
            // StandBy removes the widget's background: its content stands on the black screen.
            if !layout.family.removesBackground { appendBackground(layout, bounds: bounds, into: &ops) }
        case .accented:
            // Lock Screen families have no tile of their own in any mode (watch faces tint them).
            if !layout.family.isAccessory {
                switch variant.look {
                case .ios18: ops.append(.fill(Outline(rect: bounds, kind: .rectangle), .solid(palette.platter)))
                case .ios26:
                    ops += LiquidGlass(wallpaper: variant.wallpaper ?? .standard(for: variant.colorScheme), frost: palette.platter)
                        .ops(size: layout.size, cornerRadius: layout.cornerRadius)
                }
            }
        case .vibrant:
            break
        }
        let dim = variant.redaction == .placeholder
        if dim { ops.append(.beginOpacity(Self.placeholderDimming)) }
        emit(layout.content, layout: layout, context: root, into: &ops)
        if dim { ops.append(.endOpacity) }
        if let style = tapTargets { ops += overlay(layout.tapTargets, style: style) }
        let mask: Outline
        switch layout.family {
        case .accessoryCircular: mask = Outline(rect: bounds, kind: .ellipse)
        case .accessoryInline, .accessoryRectangular: mask = Outline(rect: bounds, kind: .rectangle)
        default: mask = Self.continuous(bounds, radius: layout.cornerRadius)
        }
        return DisplayList(size: layout.size, mask: mask, ops: ops)
    }

    /// The review overlay: each region filled or outlined in blue.
    func overlay(_ targets: [TapTarget], style: TapTargetStyle) -> [DisplayList.Op] {
        let blue = RGBA(red: 0, green: 0.48, blue: 1)
        return targets.flatMap { target -> [DisplayList.Op] in
            switch style {
            case .fill:
                return [.fill(Outline(rect: target.frame, kind: .rounded(radius: 8, continuous: true)), .solid(blue.multiplyingOpacity(by: 0.25)))]
            case .cell:
                return [.stroke(Outline(rect: target.frame.inset(by: EdgeInsets(all: 1)), kind: .rounded(radius: 8, continuous: true)),
                                .solid(blue), StrokeLine(width: 2))]
            case .content:
                return [.stroke(Outline(rect: target.content, kind: .rectangle), .solid(blue), StrokeLine(width: 1))]
            }
        }
    }

    /// The widget's tile: on the Home Screen its container background (a translucent one over
    /// the system's, so the tile is opaque as on iOS), else the system's; a Lock Screen family
    /// has none of its own — only what its view draws (`AccessoryWidgetBackground`).
    private func appendBackground(_ layout: WidgetLayout, bounds: Rect, into ops: inout [DisplayList.Op]) {
        if layout.family.isAccessory { return }
        if let background = layout.background {
            var drawn: [DisplayList.Op] = []
            emit(background, layout: layout, context: Context(), into: &drawn)
            let translucent = drawn.contains { op in
                switch op {
                case .fill(_, let paint): return !paint.isOpaque
                case .beginOpacity(let opacity, _): return opacity < 1
                default: return false
                }
            }
            if translucent {
                ops.append(.fill(Outline(rect: bounds, kind: .rectangle), .solid(theme.defaultBackground.resolved(in: variant.colorScheme))))
            }
            ops += drawn
        } else if let gradient = theme.backgroundGradient, gradient.count > 1 {
            let stops = gradient.enumerated().map {
                Paint.GradientStop(color: $0.element.resolved(in: variant.colorScheme),
                                   location: Double($0.offset) / Double(gradient.count - 1))
            }
            ops.append(.fill(Outline(rect: bounds, kind: .rectangle),
                             .linear(stops, start: .zero, end: Point(x: 0, y: bounds.height))))
        } else {
            ops.append(.fill(Outline(rect: bounds, kind: .rectangle),
                             .solid(theme.defaultBackground.resolved(in: variant.colorScheme))))
        }
    }

    /// A paint as the rendering mode shows it: accented replaces colour by the group's colour
    /// and keeps alpha; vibrant keeps only luminance (our model of WidgetKit's modes, from
    /// `widget-facts.md` §7).
    func tone(_ paint: Paint, _ context: Context) -> Paint {
        switch variant.renderingMode {
        case .fullColor:
            return paint
        case .accented:
            let group = context.accentGroup ? palette.accent : palette.primary
            return paint.mapColors { RGBA(red: group.red, green: group.green, blue: group.blue, alpha: $0.alpha * group.alpha) }
        case .vibrant:
            let ink = context.vibrantInk ?? RGBA(red: 1, green: 1, blue: 1, alpha: 1)
            return paint.mapColors { c in
                let luma = Self.luma(c)
                return RGBA(red: luma * ink.red, green: luma * ink.green, blue: luma * ink.blue, alpha: c.alpha)
            }
        }
    }

    /// Rec. 709 luma of the sRGB values: what "brightness" means for the vibrant mode.
    static func luma(_ c: RGBA) -> Double { 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue }

    private func treatment(_ context: Context) -> ImageTreatment {
        switch variant.renderingMode {
        case .fullColor: return .original
        case .vibrant: return context.vibrantInk.map(ImageTreatment.luminanceToAlpha) ?? .monochrome
        case .accented:
            switch context.imageMode ?? .desaturated {
            case .accented: return .template(accentTint)
            case .accentedDesaturated: return .luminanceToAlpha(accentTint)
            case .desaturated: return .luminanceToAlpha(context.accentGroup ? accentTint : palette.primary)
            case .fullColor: return .original
            }
        }
    }

    /// Emoji in the rendering modes: grey in vibrant; in accented desaturated like images (their
    /// luminance as alpha, white text unchanged), or the accent colour in the accent group.
    private func glyphTreatment(_ context: Context) -> ImageTreatment {
        switch variant.renderingMode {
        case .fullColor: return .original
        case .vibrant: return context.vibrantInk.map(ImageTreatment.luminanceToAlpha) ?? .monochrome
        case .accented: return context.accentGroup ? .template(accentTint) : .luminanceToAlpha(palette.primary)
        }
    }

    private func isRedacted(_ node: LayoutNode) -> Bool {
        let r = node.redaction
        switch variant.redaction {
        case .none: return r.placeholder
        case .placeholder: return !r.unredacted
        case .privacy: return r.placeholder || (r.privacySensitive && !r.unredacted)
        }
    }

    private func emit(_ node: LayoutNode, layout: WidgetLayout, context: Context, into ops: inout [DisplayList.Op]) {
        switch node.kind {
        case .group:
            for child in node.children { emit(child, layout: layout, context: context, into: &ops) }
        case .text(let content):
            let paint = tone(resolve(content.foreground, in: node.frame), context)
            if isRedacted(node) {
                for bar in Self.placeholderBars(for: content, at: node.frame) {
                    ops.append(.fill(bar, paint.multiplyingOpacity(by: Self.redactedOpacity)))
                }
            } else {
                ops.append(.text(TextRun(string: content.string, attributes: content.attributes, measurement: content.measurement,
                                         origin: node.frame.origin, paint: paint, path: node.path,
                                         colorGlyphTreatment: glyphTreatment(context),
                                         glyphs: shaper.shape(content.measurement, content.attributes))))
                if !content.decorations.isEmpty { emitDecorations(of: content, at: node.frame, textPaint: paint, context: context, into: &ops) }
            }
        case .symbol(let content):
            if isRedacted(node) {
                let paint = tone(resolve(content.layers[0], in: node.frame), context)
                let ink = content.inkRect.offsetBy(x: node.frame.minX, y: node.frame.minY)
                ops.append(.fill(Outline(rect: ink, kind: .rounded(radius: ink.height * 0.25, continuous: true)),
                                 paint.multiplyingOpacity(by: Self.redactedOpacity)))
            } else {
                emitSymbol(content, at: node.frame, context: context, into: &ops)
            }
        case let .image(light, tint, tile, dark):
            let asset = variant.colorScheme == .dark ? dark ?? light : light
            if isRedacted(node) {
                let color = tone(resolve(Foreground(), in: node.frame).multiplyingOpacity(by: Self.redactedOpacity), context)
                ops.append(.fill(Outline(rect: node.frame, kind: .rounded(radius: min(6, node.frame.height / 4), continuous: true)), color))
            } else {
                let treatment = tint.map { .template(tone(resolve($0, in: node.frame), context).representativeColor) } ?? treatment(context)
                if let tile, tile.width > 0, tile.height > 0 {
                    ops.append(.beginClip(Outline(rect: node.frame, kind: .rectangle)))
                    for rect in Self.tiles(of: tile, covering: node.frame) { ops.append(.image(asset, rect, treatment)) }
                    ops.append(.endClip)
                } else {
                    ops.append(.image(asset, node.frame, treatment))
                }
            }
        case let .shape(kind, fill, stroke):
            // A shape that carries privacy (a progress bar's level) is left out of the privacy variant.
            if variant.redaction == .privacy && node.redaction.privacySensitive && !node.redaction.unredacted { return }
            let outline = self.outline(kind, in: node.frame, layout: layout, context: context)
            ops.append(.fill(outline, tone(resolve(fill, in: node.frame), context)))
            if let stroke {
                let line = stroke.stroke
                let inset = line.inset ? self.outline(kind, in: node.frame.inset(by: EdgeInsets(all: line.lineWidth / 2)),
                                                      layout: layout, context: context) : outline
                ops.append(.stroke(inset, tone(resolve(stroke.foreground, in: node.frame), context), StrokeLine(line)))
            }
        case .effect(.mask):
            guard node.children.count == 2 else { return }
            ops.append(.beginMask)
            emit(node.children[1], layout: layout, context: context, into: &ops)
            ops.append(.beginMaskedContent)
            emit(node.children[0], layout: layout, context: context, into: &ops)
            ops.append(.endMask)
        case .effect(.colorScheme(let scheme)):
            // Everything inside resolves its colours, and picks its images, in that scheme.
            var inScheme = self
            inScheme.variant.colorScheme = scheme
            for child in node.children { inScheme.emit(child, layout: layout, context: context, into: &ops) }
        case .effect(let effect):
            var inner = context
            if case .accentGroup(let on) = effect { inner.accentGroup = on }
            if case .imageAccentMode(let mode) = effect { inner.imageMode = mode }
            if case .containerShape(let shape) = effect {
                let drawn = outline(shape, in: node.frame, layout: layout, context: context)
                inner.container = (drawn.rect, drawn.cornerRadius)
            }
            let (begin, end) = pair(for: effect, node: node, layout: layout, context: context)
            if let begin { ops.append(begin) }
            for child in node.children { emit(child, layout: layout, context: inner, into: &ops) }
            if let end { ops.append(end) }
        }
    }

    /// The lines through and under each line of a text, at the font's own positions and thicknesses,
    /// as wide as the line's text.
    private func emitDecorations(of content: LayoutNode.TextContent, at frame: Rect, textPaint: Paint, context: Context,
                                 into ops: inout [DisplayList.Op]) {
        let metrics = shaper.decorationMetrics(content.attributes, fontScale: content.measurement.fontScale)
        let lines: [(TextDecorations.Line, top: Double, thickness: Double)] = [
            (content.decorations.underline, metrics.underlineTop, metrics.underlineThickness),
            (content.decorations.strikethrough, metrics.strikethroughTop, metrics.strikethroughThickness),
        ]
        for (line, top, thickness) in lines where line.isActive {
            let paint = line.color.map { tone(resolve(Foreground(base: $0), in: frame), context) } ?? textPaint
            for text in content.measurement.lines where text.frame.width > 0 {
                for mark in line.pattern.marks(along: text.frame.width, thickness: thickness) {
                    let rect = Rect(x: frame.minX + text.frame.minX + mark.start,
                                    y: frame.minY + text.baseline - content.attributes.baselineOffset * content.measurement.fontScale + top,
                                    width: mark.length, height: thickness)
                    ops.append(.fill(Outline(rect: rect, kind: .rectangle), paint))
                }
            }
        }
    }

    private func pair(for effect: LayoutNode.Effect, node: LayoutNode, layout: WidgetLayout,
                      context: Context) -> (DisplayList.Op?, DisplayList.Op?) {
        switch effect {
        case .opacity(let value): return (.beginOpacity(value), .endOpacity)
        case let .offset(x, y): return (.beginTranslate(x: x, y: y), .endTranslate)
        case .clip(let shape): return (.beginClip(outline(shape, in: node.frame, layout: layout, context: context)), .endClip)
        case .shadow(let shadow):
            guard case .solid(let color) = tone(resolve(Foreground(base: shadow.color), in: node.frame), context) else {
                return (nil, nil)
            }
            return (.beginShadow(color, radius: shadow.radius, x: shadow.x, y: shadow.y), .endShadow)
        case let .rotation(degrees, anchor):
            return (.beginTransform(.rotation(degrees: degrees, about: node.frame.point(at: anchor))), .endTransform)
        case let .scale(x, y, anchor):
            return (.beginTransform(.scale(x: x, y: y, about: node.frame.point(at: anchor))), .endTransform)
        case let .transform(transform, anchor):
            return (.beginTransform(transform.about(node.frame.point(at: anchor))), .endTransform)
        case .blur(let radius): return radius > 0 ? (.beginBlur(radius: radius), .endBlur) : (nil, nil)
        case .colorMultiply(let style):
            guard case .solid(let color) = tone(resolve(Foreground(base: style), in: node.frame), context) else { return (nil, nil) }
            return (.beginColorFilter(.multiply(color)), .endColorFilter)
        case .colorInvert: return (.beginColorFilter(.invert), .endColorFilter)
        case .luminanceToAlpha: return (.beginColorFilter(.luminanceToAlpha), .endColorFilter)
        case .colorMatrix(let matrix): return (.beginColorFilter(.matrix(matrix)), .endColorFilter)
        case .tapTarget, .accentGroup, .imageAccentMode, .mask, .containerShape, .accessibility, .colorScheme: return (nil, nil)
        }
    }

    /// A shape's outline in its frame; `ContainerRelativeShape` takes the container's radius less
    /// its distance to the container's nearest edge, so corners stay concentric. The container is
    /// the nearest `containerShape` around the view, else the widget.
    func outline(_ shape: ShapeKind, in rect: Rect, layout: WidgetLayout, context: Context) -> Outline {
        let (container, radius) = context.container ?? (Rect(origin: .zero, size: layout.size), layout.cornerRadius)
        switch shape {
        case .rectangle: return Outline(rect: rect, kind: .rectangle)
        case let .roundedRectangle(radius, continuous): return Outline(rect: rect, kind: .rounded(radius: radius, continuous: continuous))
        case .circle:
            let side = min(rect.width, rect.height)
            return Outline(rect: Rect(x: rect.minX + (rect.width - side) / 2, y: rect.minY + (rect.height - side) / 2,
                                      width: side, height: side), kind: .ellipse)
        case .ellipse: return Outline(rect: rect, kind: .ellipse)
        case .capsule: return Outline(rect: rect, kind: .capsule)
        case .containerRelative:
            let gap = max(0, min(rect.minX - container.minX, rect.minY - container.minY, container.maxX - rect.maxX, container.maxY - rect.maxY))
            return Self.continuous(rect, radius: max(0, radius - gap))
        case let .unevenRoundedRectangle(radii, continuous): return Outline(rect: rect, kind: .uneven(radii, continuous: continuous))
        case .concentricRectangle(let corners):
            let radii = corners.radii(in: rect, container: container, radius: radius)
            return Outline(rect: rect, kind: .uneven(radii, continuous: true))
        case .path(let path): return Outline(rect: rect, kind: .path(path))
        case let .trimmed(base, from, to):
            let whole = outline(base, in: rect, layout: layout, context: context)
            return Outline(rect: whole.rect, kind: .trimmed(whole.kind, from: from, to: to))
        }
    }

    /// A rectangle with continuous corners of `radius`, or a capsule where the corners meet (the
    /// compact and minimal Dynamic Island, and shapes concentric with them).
    static func continuous(_ rect: Rect, radius: Double) -> Outline {
        Outline(rect: rect, kind: radius >= min(rect.width, rect.height) / 2 ? .capsule : .rounded(radius: radius, continuous: true))
    }

    /// One rounded bar per laid-out line (the line's width, cap-height tall, on its baseline).
    static func placeholderBars(for content: LayoutNode.TextContent, at frame: Rect) -> [Outline] {
        let size = content.attributes.size * content.measurement.fontScale
        let height = size * 0.75
        return content.measurement.lines.map { line in
            let rect = Rect(x: frame.minX + line.frame.minX, y: frame.minY + line.baseline - size * 0.7,
                            width: line.frame.width, height: height)
            return Outline(rect: rect, kind: .rounded(radius: height * 0.3, continuous: true))
        }
    }

    /// A symbol's parts in order, each filled or stroked with its layer's (or multicolour) paint;
    /// a translucent part is drawn opaque in a layer of that opacity, so where its fill and
    /// stroke overlap it is no darker. Cut-outs clear what the symbol drew before them, in a
    /// layer of the symbol's own.
    private func emitSymbol(_ content: LayoutNode.SymbolContent, at frame: Rect, context: Context, into ops: inout [DisplayList.Op]) {
        let box = content.box.offsetBy(x: frame.minX, y: frame.minY)
        let line = StrokeLine(width: content.lineWidth, cap: .round, join: .round)
        let ownLayer = content.glyph.hasCutOuts
        // Everything a part draws lies within its box and a line width around it (a gap's wider line only erases).
        let reach = box.inset(by: EdgeInsets(all: -2 * content.lineWidth - 1))
        if ownLayer { ops.append(.beginOpacity(1, bounds: reach)) }
        for (index, part) in content.glyph.parts.enumerated() {
            let outline = Outline(rect: box, kind: .path(part.path))
            switch part.mode {
            case .cutStroke:
                ops.append(.erase(outline, line))
                continue
            case .cutFill:
                ops.append(.erase(outline, nil))
                ops.append(.erase(outline, line))
                continue
            case .stroke, .fill: break
            }
            if part.gap {
                if part.mode == .fill { ops.append(.erase(outline, nil)) }
                var wide = line
                wide.width *= Self.symbolGapWidth
                ops.append(.erase(outline, wide))
            }
            var foreground = content.layers[max(0, min(content.layers.count - 1, part.layer - 1))]
            if content.multicolor, let colour = part.multicolor { foreground = Foreground(base: .color(colour)) }
            var (paint, opacity) = tone(resolve(foreground, in: box), context).splittingOpacity()
            if content.unlitParts.contains(index) { opacity *= Self.unlitOpacity }
            if opacity < 1 { ops.append(.beginOpacity(opacity, bounds: reach)) }
            if part.mode == .fill { ops.append(.fill(outline, paint)) }
            if !content.glyph.outlined { ops.append(.stroke(outline, paint, line)) }
            if opacity < 1 { ops.append(.endOpacity) }
        }
        if ownLayer { ops.append(.endOpacity) }
    }

    /// The tiles of a repeating image over a frame, from its top leading corner; at most 4,096
    /// (smaller tiles over a large frame keep their first rows and columns).
    static func tiles(of tile: Size, covering frame: Rect) -> [Rect] {
        let columns = min(64, Int((frame.width / tile.width).rounded(.up)))
        let rows = min(64, Int((frame.height / tile.height).rounded(.up)))
        return (0..<max(0, rows)).flatMap { row in
            (0..<max(0, columns)).map { column in
                Rect(x: frame.minX + Double(column) * tile.width, y: frame.minY + Double(row) * tile.height,
                     width: tile.width, height: tile.height)
            }
        }
    }

    /// How strongly a part a variable value leaves unlit is drawn (SF Symbols draws it faintly, as a tertiary layer).
    static let unlitOpacity = 0.3

    /// A symbol part's gap: the line cleared under it, in line widths.
    static let symbolGapWidth = 2.6

    /// Resolves a foreground to paint for this variant's colour scheme.
    func resolve(_ foreground: Foreground, in rect: Rect) -> Paint {
        let level = max(1, min(4, foreground.level))
        guard let base = foreground.base else {
            return .solid(color(named: ShapeStyle.labelNames[level - 1]))
        }
        return paint(base, in: rect).multiplyingOpacity(by: Self.levelOpacity[level - 1])
    }

    private func paint(_ style: ShapeStyle, in rect: Rect) -> Paint {
        switch style {
        case .color(let name): return .solid(color(named: name))
        case .dynamic(let c): return .solid(c.resolved(in: variant.colorScheme))
        case .hierarchical(let level): return resolve(Foreground(base: nil, level: level), in: rect)
        case let .opacity(inner, value): return paint(inner, in: rect).multiplyingOpacity(by: value)
        case let .schemed(light, dark): return paint(variant.colorScheme == .dark ? dark : light, in: rect)
        case let .linearGradient(gradient, start, end):
            return .linear(stops(gradient, in: rect),
                           start: Point(x: rect.minX + start.x * rect.width, y: rect.minY + start.y * rect.height),
                           end: Point(x: rect.minX + end.x * rect.width, y: rect.minY + end.y * rect.height))
        case let .radialGradient(gradient, center, r0, r1):
            return .radial(stops(gradient, in: rect),
                           center: Point(x: rect.minX + center.x * rect.width, y: rect.minY + center.y * rect.height),
                           startRadius: r0, endRadius: r1)
        case let .ellipticalGradient(gradient, center, f0, f1):
            let width = max(rect.width, 1e-9)
            return .radial(stops(gradient, in: rect),
                           center: Point(x: rect.minX + center.x * rect.width, y: rect.minY + center.y * rect.height),
                           startRadius: f0 * width, endRadius: f1 * width, yScale: rect.height / width)
        case let .angularGradient(gradient, center, start, end):
            return .conic(stops(gradient, in: rect),
                          center: Point(x: rect.minX + center.x * rect.width, y: rect.minY + center.y * rect.height),
                          startAngle: start, endAngle: end)
        case .meshGradient(let mesh):
            return meshPaint(mesh, in: rect)
        }
    }

    /// A mesh gradient's patches over the frame, each corner's colour resolved; a mesh that cannot
    /// be drawn (its counts do not match) shows only its background.
    private func meshPaint(_ mesh: MeshGradientStyle, in rect: Rect) -> Paint {
        let background = solid(mesh.background, in: rect)
        guard mesh.problem == nil else { return .mesh([], background: background) }
        let colors = mesh.colors.map { solid($0, in: rect) }
        let place = { (unit: UnitPoint) in rect.point(at: unit) }
        var patches: [Paint.MeshPatch] = []
        for row in 0..<(mesh.height - 1) {
            for column in 0..<(mesh.width - 1) {
                let patch = mesh.patch(column: column, row: row)
                patches.append(Paint.MeshPatch(start: place(patch.start), edges: patch.outline.map { [place($0.0), place($0.1), place($0.2)] },
                                               colors: patch.corners.map { colors[$0] }))
            }
        }
        return .mesh(patches, background: background)
    }

    /// A style as one colour (a gradient's first stop).
    private func solid(_ style: ShapeStyle, in rect: Rect) -> RGBA { paint(style, in: rect).representativeColor }

    private func stops(_ gradient: Gradient, in rect: Rect) -> [Paint.GradientStop] {
        gradient.stops.map { stop in
            let c: RGBA
            if case .solid(let solid) = paint(stop.color, in: rect) { c = solid } else { c = .clear }
            return Paint.GradientStop(color: c, location: stop.location)
        }
    }

    private func color(named name: String) -> RGBA {
        (theme.color(named: name, look: variant.look) ?? DynamicColor(.black)).resolved(in: variant.colorScheme)
    }
}

