import Foundation
import WidgetRaster

/// A view with one scene-model modifier added to each node it becomes (a `Group`'s
/// modifiers apply to every member, as in SwiftUI).
public struct _ModifiedView<Content: View>: View, _PrimitiveView, _WrappingView {
    public typealias Body = Never
    let content: Content
    let modifier: (_ResolveContext) -> Modifier?

    init(_ content: Content, _ modifier: @escaping (_ResolveContext) -> Modifier?) {
        self.content = content
        self.modifier = modifier
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        let nodes = context.nodes(content)
        guard let modifier = modifier(context) else { return nodes }
        return nodes.map { $0.modified(modifier) }
    }

    public var _wrapped: any View { content }
}

/// A view that compiles but is drawn without the effect named: reported when rendered.
public struct _UnsupportedModifier<Content: View>: View, _PrimitiveView, _WrappingView {
    public typealias Body = Never
    let content: Content
    let name: String
    let file: StaticString
    let line: UInt

    package init(content: Content, name: String, file: StaticString, line: UInt) {
        (self.content, self.name, self.file, self.line) = (content, name, file, line)
    }

    public func _nodes(in context: _ResolveContext) -> [ViewNode] {
        context.unsupported(name, file: file, line: line)
        return context.nodes(content)
    }

    public var _wrapped: any View { content }
}

/// Where a container background goes (`.widget` in WidgetKit).
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    public init(_name: String) { name = _name }
}

extension View {
    func modified(_ modifier: Modifier) -> _ModifiedView<Self> { _ModifiedView(self) { _ in modifier } }

    // Layout
    public func padding(_ length: CGFloat) -> some View { modified(.padding(EdgeInsets(all: Double(length)))) }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modified(.padding(EdgeInsets(edges: edges, length: Double(length ?? 16))))
    }
    public func padding(_ insets: EdgeInsets) -> some View { modified(.padding(insets)) }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modified(.frame(Frame(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment)))
    }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modified(.frame(Frame(minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init),
                              maxWidth: maxWidth.map(Double.init), minHeight: minHeight.map(Double.init),
                              idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
                              alignment: alignment)))
    }
    public func fixedSize() -> some View { modified(.fixedSize(horizontal: true, vertical: true)) }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { modified(.fixedSize(horizontal: horizontal, vertical: vertical)) }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modified(.aspectRatio(aspectRatio.map(Double.init), contentMode))
    }
    /// The aspect ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modified(.aspectRatio(aspectRatio.height == 0 ? nil : Double(aspectRatio.width / aspectRatio.height), contentMode))
    }
    /// Padding added to the view's safe area: in a widget, which has no other, the view's padding.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
    /// Padding added to the view's safe area on `edges` (the system's 16 pt when `length` is nil).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { padding(edges, length) }
    public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }
    /// A view at the top or bottom edge, the rest of the space left to this one: in a widget, which
    /// has no bars to extend under, the two stacked with `spacing` between them.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing) {
            if edge == .top { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .bottom { inset }
        }
    }
    /// A view at the leading or trailing edge, the rest of the space left to this one.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing) {
            if edge == .leading { inset }
            self.frame(maxWidth: .infinity, maxHeight: .infinity)
            if edge == .trailing { inset }
        }
    }
    public func scaledToFit() -> some View { modified(.aspectRatio(nil, .fit)) }
    public func scaledToFill() -> some View { modified(.aspectRatio(nil, .fill)) }
    public func layoutPriority(_ value: Double) -> some View { modified(.layoutPriority(value)) }
    /// In a ZStack, drawn in front of siblings with lower values.
    public func zIndex(_ value: Double) -> some View { modified(.zIndex(value)) }
    /// An identifier UI tests find the view by: it changes no image.
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { modified(.offset(x: Double(x), y: Double(y))) }
    public func offset(_ offset: CGSize) -> some View { modified(.offset(x: Double(offset.width), y: Double(offset.height))) }
    /// Takes the space offered and centres the view at this point of it.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { modified(.position(x: Double(x), y: Double(y))) }
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }

    // Composition
    public func background<S: ShapeStyle>(_ style: S) -> some View { modified(.background(ViewNode(.color(style._style)), alignment: .center)) }
    /// A style behind the view; a widget has no safe area to extend it into.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set) -> some View { background(style) }
    /// A shape behind the view filled with the background style (`backgroundStyle(_:)`; the system background by default).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        _ModifiedView(self) {
            .background(ViewNode(.shape(shape._shapeKind(in: $0), fill: $0.environment.backgroundStyle ?? BackgroundStyle()._style, stroke: nil)),
                        alignment: .center)
        }
    }
    /// The style `background(in:)` fills with, for the views inside.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) { $0.backgroundStyle = style._style }
    }
    /// The system background behind the view (`background()`).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modified(.background(ViewNode(.color(.color("systemBackground"))), alignment: .center))
    }
    /// A shape filled with a style behind the view: `.background(.thinMaterial, in: RoundedRectangle(cornerRadius: 8))`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        _ModifiedView(self) { .background(ViewNode(.shape(shape._shapeKind(in: $0), fill: style._style, stroke: nil)), alignment: .center) }
    }
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        _ModifiedView(self) { .background($0.node(view), alignment: alignment) }
    }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let view = content()
        return _ModifiedView(self) { .background($0.node(view), alignment: alignment) }
    }
    /// A style over the view, in its frame.
    public func overlay<S: ShapeStyle>(_ style: S) -> some View { modified(.overlay(ViewNode(.color(style._style)), alignment: .center)) }
    /// A style over the view; a widget has no safe area to extend it into.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set) -> some View { overlay(style) }
    /// A shape filled with a style over the view: `.overlay(.red.opacity(0.2), in: Circle())`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        _ModifiedView(self) { .overlay(ViewNode(.shape(shape._shapeKind(in: $0), fill: style._style, stroke: nil)), alignment: .center) }
    }
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> some View {
        _ModifiedView(self) { .overlay($0.node(view), alignment: alignment) }
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        let view = content()
        return _ModifiedView(self) { .overlay($0.node(view), alignment: alignment) }
    }

    /// The widget's background, drawn in the widget's full bounds behind the content margins.
    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement) -> some View {
        modified(.containerBackground(ViewNode(.color(style._style))))
    }
    public func containerBackground<V: View>(for placement: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        let view = content()
        return _ModifiedView(self) { .containerBackground($0.node(view)) }
    }

    // Drawing
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { modified(.foregroundStyle(style._style)) }
    public func foregroundColor(_ color: Color?) -> some View { _ModifiedView(self) { _ in color.map { .foregroundStyle($0._style) } } }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { modified(.cornerRadius(Double(radius))) }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        _ModifiedView(self) { .clipShape(shape._shapeKind(in: $0)) }
    }
    /// A stroked shape as the clip (iOS 17's `stroke` is a shape: its outline, a ring for a circle):
    /// the view shows where the stroke would draw.
    public func clipShape<S: Shape>(_ shape: _StyledShape<S>, style: FillStyle = FillStyle()) -> some View {
        mask(shape)
    }
    public func clipped(antialiased: Bool = false) -> some View { modified(.clipped) }
    /// The shape that `ContainerRelativeShape` and `ConcentricRectangle` inside are concentric with
    /// (Apple constrains it to an insettable shape; any shape is taken here).
    public func containerShape<T: Shape>(_ shape: T) -> some View {
        _ModifiedView(self) { .containerShape(shape._shapeKind(in: $0)) }
    }
    public func opacity(_ opacity: Double) -> some View { modified(.opacity(opacity)) }
    /// Multiplies every colour of the view by `color` (white leaves it, black blacks it out).
    public func colorMultiply(_ color: Color) -> some View { modified(.colorMultiply(color._style)) }
    /// Every colour drawn inside turned to its opposite (white to black), alpha kept.
    public func colorInvert() -> some View { modified(.colorInvert) }
    /// What is drawn inside as black whose alpha is its luminance: bright parts opaque, dark ones clear.
    public func luminanceToAlpha() -> some View { modified(.luminanceToAlpha) }
    /// Colours inside towards grey (0) or more vivid (above 1).
    public func saturation(_ amount: Double) -> some View { modified(.saturation(amount)) }
    /// Colours inside made grey by `amount` (1: wholly).
    public func grayscale(_ amount: Double) -> some View { modified(.grayscale(amount)) }
    /// `amount` added to every colour channel inside (1: white; negative darkens).
    public func brightness(_ amount: Double) -> some View { modified(.brightness(amount)) }
    /// Colours inside spread from mid-grey by `amount` (0: grey; negative inverts too).
    public func contrast(_ amount: Double) -> some View { modified(.contrast(amount)) }
    /// Hues inside turned around the colour wheel by `angle`.
    public func hueRotation(_ angle: Angle) -> some View { modified(.hueRotation(degrees: angle.degrees)) }
    /// Whether the view mirrors in a right-to-left layout: accepted; such a view is not mirrored.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }
    public func shadow(color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> some View {
        modified(.shadow(Shadow(color: color._style, radius: Double(radius), x: Double(x), y: Double(y))))
    }

    // Text
    /// The font of the texts inside, which their own `font` overrides; views inside read it as
    /// `@Environment(\.font)` (a modifier that makes the font small caps does).
    public func font(_ font: Font?) -> some View {
        EnvironmentWriter(content: _ModifiedView(self) { _ in font.map { .font($0) } }) { $0.font = font }
    }
    public func fontWeight(_ weight: Font.Weight?) -> some View { _ModifiedView(self) { _ in weight.map { .fontWeight($0) } } }
    public func bold(_ isActive: Bool = true) -> some View { _ModifiedView(self) { _ in isActive ? .bold : nil } }
    public func italic(_ isActive: Bool = true) -> some View { _ModifiedView(self) { _ in isActive ? .italic : nil } }
    public func monospacedDigit() -> some View { modified(.monospacedDigit) }
    public func lineLimit(_ number: Int?) -> some View { modified(.lineLimit(number)) }
    /// At most `limit` lines, keeping room for all of them when `reservesSpace` though the text takes fewer.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modified(.lineLimit(limit, reserved: reservesSpace ? limit : 0))
    }
    /// Between the range's bounds of lines: room kept for the lower, no more than the upper.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        modified(.lineLimit(limit.upperBound, reserved: limit.lowerBound))
    }
    /// At least `limit.lowerBound` lines of room, and as many lines as the text takes.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { modified(.lineLimit(nil, reserved: limit.lowerBound)) }
    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { modified(.lineLimit(limit.upperBound)) }
    /// The fixed-width variant of the fonts inside (SF Mono's stand-in where a family has none).
    public func monospaced(_ isActive: Bool = true) -> some View { modified(.monospaced(isActive)) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { modified(.multilineTextAlignment(alignment)) }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { modified(.truncationMode(mode)) }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { modified(.minimumScaleFactor(Double(factor))) }
    public func lineSpacing(_ spacing: CGFloat) -> some View { modified(.lineSpacing(Double(spacing))) }
    public func tracking(_ tracking: CGFloat) -> some View { modified(.tracking(Double(tracking))) }
    public func kerning(_ kerning: CGFloat) -> some View { modified(.tracking(Double(kerning))) }
    /// Raises the text inside above its baseline (lowers it when negative); its line grows by as much.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { modified(.baselineOffset(Double(baselineOffset))) }
    /// Upper- or lowercases the text inside, in the image's locale; nil shows it as written.
    public func textCase(_ textCase: Text.Case?) -> some View { modified(.textCase(textCase)) }
    public func fontDesign(_ design: Font.Design?) -> some View { _ModifiedView(self) { _ in design.map { .fontDesign($0) } } }
    /// Fixes the Dynamic Type size inside.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { modified(.dynamicTypeSize(minimum: size, maximum: size)) }
    /// Holds the Dynamic Type size inside within a range (`.large ... .xxxLarge`, `...DynamicTypeSize.xxLarge`).
    public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> some View where R.Bound == DynamicTypeSize {
        let sizes = DynamicTypeSize.allCases.filter(range.contains)
        return modified(.dynamicTypeSize(minimum: sizes.first, maximum: sizes.last))
    }
    /// Letter tightening before truncation is not applied: the text truncates as it would without it.
    public func allowsTightening(_ flag: Bool) -> some View { self }
    /// Hides the labels of gauges, toggles and progress views inside (their values stay).
    public func labelsHidden() -> some View { modified(.labelsHidden) }
    /// A border of `width` points drawn inside the view's frame, as `overlay(Rectangle().strokeBorder(…))`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    // Redaction, links, rendering modes
    public func privacySensitive(_ sensitive: Bool = true) -> some View { _ModifiedView(self) { _ in sensitive ? .privacySensitive : nil } }
    public func redacted(reason: RedactionReasons) -> some View {
        _ModifiedView(self) { _ in
            reason.contains(.placeholder) ? .redacted(.placeholder) : reason.contains(.privacy) ? .redacted(.privacy) : nil
        }
    }
    public func unredacted() -> some View { modified(.unredacted) }
    /// Puts the view in the accent group of the accented rendering mode (WidgetKit's modifier).
    public func widgetAccentable(_ accentable: Bool = true) -> some View { modified(.widgetAccentable(accentable)) }
    public func widgetURL(_ url: URL?) -> some View { _ModifiedView(self) { _ in url.map { .widgetURL($0.absoluteString) } } }

    // Effects: drawing only, layout unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modified(.rotationEffect(degrees: angle.degrees, anchor: anchor))
    }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        modified(.scaleEffect(x: Double(scale), y: Double(scale), anchor: anchor))
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modified(.scaleEffect(x: Double(scale.width), y: Double(scale.height), anchor: anchor))
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modified(.scaleEffect(x: Double(x), y: Double(y), anchor: anchor))
    }
    /// Draws the view through an affine transform, taken about its top-leading corner.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modified(.transformEffect(AffineMap(a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
                                                  d: Double(transform.d), tx: Double(transform.tx), ty: Double(transform.ty)),
                                  anchor: .topLeading))
    }
    /// Turns the view about a 3-D axis through `anchor`, drawn without perspective: exact for a
    /// flip (180° about `y` mirrors it) and for a turn about `z`; other angles show the turned
    /// plane straight on, without its near edge growing (`anchorZ` and `perspective` not applied).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modified(.transformEffect(.rotation3D(degrees: angle.degrees, axis: (Double(axis.x), Double(axis.y), Double(axis.z))),
                                  anchor: anchor))
    }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { modified(.blur(radius: Double(radius))) }
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let view = mask()
        return _ModifiedView(self) { .mask($0.node(view), alignment: alignment) }
    }
    public func mask<Mask: View>(_ mask: Mask) -> some View { _ModifiedView(self) { .mask($0.node(mask), alignment: .center) } }
    public func compositingGroup() -> some View { modified(.compositingGroup) }
    /// The view drawn into one layer first, as `compositingGroup`: the pixels are the same.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { compositingGroup() }


    // Accepted so widget code compiles, not drawn yet: reported by name and place when rendered.
    public func blendMode(_ mode: BlendMode, file: StaticString = #fileID, line: UInt = #line) -> some View {
        _UnsupportedModifier(content: self, name: "blendMode(_:)", file: file, line: line)
    }

    /// Identity for animations and lists: nothing to draw.
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
}

/// How a path is filled (accepted for `clipShape(_:style:)`).
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// An angle, for rotation effects.
public struct Angle: Hashable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    public static let zero = Angle(radians: 0)
}

/// How a view's colours combine with what is behind it (accepted; not drawn yet).
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion
    case hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
