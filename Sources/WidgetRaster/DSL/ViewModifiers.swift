import Themes

/// The modifiers, named and defaulted as in SwiftUI. Each appends one `Modifier` to the model.
public extension WidgetView {
    func padding(_ length: Double = 16) -> ViewNode { node.modified(.padding(EdgeInsets(all: length))) }
    func padding(_ edges: Edge.Set, _ length: Double = 16) -> ViewNode {
        node.modified(.padding(EdgeInsets(edges: edges, length: length)))
    }
    func padding(_ insets: EdgeInsets) -> ViewNode { node.modified(.padding(insets)) }

    func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        node.modified(.frame(Frame(width: width, height: height, alignment: alignment)))
    }

    func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
               minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
               alignment: Alignment = .center) -> ViewNode {
        node.modified(.frame(Frame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                                   idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)))
    }

    func fixedSize() -> ViewNode { node.modified(.fixedSize(horizontal: true, vertical: true)) }
    func fixedSize(horizontal: Bool, vertical: Bool) -> ViewNode {
        node.modified(.fixedSize(horizontal: horizontal, vertical: vertical))
    }
    func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ViewNode {
        node.modified(.aspectRatio(ratio, contentMode))
    }
    func scaledToFit() -> ViewNode { node.modified(.aspectRatio(nil, .fit)) }
    func scaledToFill() -> ViewNode { node.modified(.aspectRatio(nil, .fill)) }
    func layoutPriority(_ value: Double) -> ViewNode { node.modified(.layoutPriority(value)) }
    func zIndex(_ value: Double) -> ViewNode { node.modified(.zIndex(value)) }
    func offset(x: Double = 0, y: Double = 0) -> ViewNode { node.modified(.offset(x: x, y: y)) }
    func position(x: Double = 0, y: Double = 0) -> ViewNode { node.modified(.position(x: x, y: y)) }

    func background(alignment: Alignment = .center, @ViewBuilder _ content: () -> [ViewNode]) -> ViewNode {
        node.modified(.background(single(content()), alignment: alignment))
    }
    func background(_ view: some WidgetView, alignment: Alignment = .center) -> ViewNode {
        node.modified(.background(view.node, alignment: alignment))
    }
    func background(_ style: ShapeStyle) -> ViewNode { node.modified(.background(ViewNode(.color(style)), alignment: .center)) }
    func overlay(alignment: Alignment = .center, @ViewBuilder _ content: () -> [ViewNode]) -> ViewNode {
        node.modified(.overlay(single(content()), alignment: alignment))
    }
    func overlay(_ view: some WidgetView, alignment: Alignment = .center) -> ViewNode {
        node.modified(.overlay(view.node, alignment: alignment))
    }
    /// The widget's background (iOS 17 `containerBackground(_:for: .widget)`).
    func containerBackground(_ style: ShapeStyle) -> ViewNode { node.modified(.containerBackground(ViewNode(.color(style)))) }
    func containerBackground(_ color: Color) -> ViewNode { node.modified(.containerBackground(color.node)) }
    func containerBackground(@ViewBuilder _ content: () -> [ViewNode]) -> ViewNode {
        node.modified(.containerBackground(single(content())))
    }

    func foregroundStyle(_ style: ShapeStyle) -> ViewNode { node.modified(.foregroundStyle(style)) }
    func foregroundStyle(_ color: Color) -> ViewNode { node.modified(.foregroundStyle(color.style)) }
    func cornerRadius(_ radius: Double) -> ViewNode { node.modified(.cornerRadius(radius)) }
    func clipShape(_ shape: ShapeView) -> ViewNode { node.modified(.clipShape(shape.kind)) }
    func containerShape(_ shape: ShapeView) -> ViewNode { node.modified(.containerShape(shape.kind)) }
    func clipped() -> ViewNode { node.modified(.clipped) }
    /// Rotates the drawing clockwise by `degrees` about `anchor`.
    func rotationEffect(degrees: Double, anchor: UnitPoint = .center) -> ViewNode {
        node.modified(.rotationEffect(degrees: degrees, anchor: anchor))
    }
    func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> ViewNode {
        node.modified(.scaleEffect(x: scale, y: scale, anchor: anchor))
    }
    func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> ViewNode {
        node.modified(.scaleEffect(x: x, y: y, anchor: anchor))
    }
    /// Draws the view through an affine transform taken about `anchor` (its top-leading corner by default).
    func transformEffect(_ transform: AffineMap, anchor: UnitPoint = .topLeading) -> ViewNode {
        node.modified(.transformEffect(transform, anchor: anchor))
    }
    /// Turns the view about a 3-D axis through `anchor`, seen without perspective.
    func rotation3DEffect(degrees: Double, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center) -> ViewNode {
        node.modified(.transformEffect(.rotation3D(degrees: degrees, axis: axis), anchor: anchor))
    }
    func blur(radius: Double) -> ViewNode { node.modified(.blur(radius: radius)) }
    func mask(alignment: Alignment = .center, @ViewBuilder _ content: () -> [ViewNode]) -> ViewNode {
        node.modified(.mask(single(content()), alignment: alignment))
    }
    func compositingGroup() -> ViewNode { node.modified(.compositingGroup) }
    func opacity(_ value: Double) -> ViewNode { node.modified(.opacity(value)) }
    func colorMultiply(_ color: Color) -> ViewNode { node.modified(.colorMultiply(color.style)) }
    func colorInvert() -> ViewNode { node.modified(.colorInvert) }
    func luminanceToAlpha() -> ViewNode { node.modified(.luminanceToAlpha) }
    func saturation(_ amount: Double) -> ViewNode { node.modified(.saturation(amount)) }
    func grayscale(_ amount: Double) -> ViewNode { node.modified(.grayscale(amount)) }
    func brightness(_ amount: Double) -> ViewNode { node.modified(.brightness(amount)) }
    func contrast(_ amount: Double) -> ViewNode { node.modified(.contrast(amount)) }
    func hueRotation(degrees: Double) -> ViewNode { node.modified(.hueRotation(degrees: degrees)) }
    func shadow(color: Color = Color(style: .dynamic(.init(.init(red: 0, green: 0, blue: 0, alpha: 0.33)))),
                radius: Double, x: Double = 0, y: Double = 0) -> ViewNode {
        node.modified(.shadow(Shadow(color: color.style, radius: radius, x: x, y: y)))
    }

    func font(_ font: Font) -> ViewNode { node.modified(.font(font)) }
    func fontWeight(_ weight: Font.Weight) -> ViewNode { node.modified(.fontWeight(weight)) }
    func bold() -> ViewNode { node.modified(.bold) }
    func italic() -> ViewNode { node.modified(.italic) }
    func monospacedDigit() -> ViewNode { node.modified(.monospacedDigit) }
    func lineLimit(_ limit: Int?) -> ViewNode { node.modified(.lineLimit(limit)) }
    /// Between the range's bounds of lines: room kept for the lower, no more than the upper.
    func lineLimit(_ limit: ClosedRange<Int>) -> ViewNode { node.modified(.lineLimit(limit.upperBound, reserved: limit.lowerBound)) }
    func monospaced(_ isActive: Bool = true) -> ViewNode { node.modified(.monospaced(isActive)) }
    func fontDesign(_ design: Font.Design) -> ViewNode { node.modified(.fontDesign(design)) }
    func underline(_ isActive: Bool = true, pattern: TextDecorations.Pattern = .solid, color: Color? = nil) -> ViewNode {
        node.modified(.underline(TextDecorations.Line(active: isActive, color: color?.style, pattern: pattern)))
    }
    func strikethrough(_ isActive: Bool = true, pattern: TextDecorations.Pattern = .solid, color: Color? = nil) -> ViewNode {
        node.modified(.strikethrough(TextDecorations.Line(active: isActive, color: color?.style, pattern: pattern)))
    }
    func multilineTextAlignment(_ alignment: TextAlignment) -> ViewNode { node.modified(.multilineTextAlignment(alignment)) }
    func truncationMode(_ mode: TruncationMode) -> ViewNode { node.modified(.truncationMode(mode)) }
    func minimumScaleFactor(_ factor: Double) -> ViewNode { node.modified(.minimumScaleFactor(factor)) }
    func lineSpacing(_ spacing: Double) -> ViewNode { node.modified(.lineSpacing(spacing)) }
    func tracking(_ tracking: Double) -> ViewNode { node.modified(.tracking(tracking)) }
    func baselineOffset(_ offset: Double) -> ViewNode { node.modified(.baselineOffset(offset)) }

    func privacySensitive() -> ViewNode { node.modified(.privacySensitive) }
    func redacted(reason: RedactionReason) -> ViewNode { node.modified(.redacted(reason)) }
    func unredacted() -> ViewNode { node.modified(.unredacted) }
    func widgetURL(_ url: String) -> ViewNode { node.modified(.widgetURL(url)) }
    /// Silences one `render-widget lint` rule for this view; `reason` says why it does not apply.
    func lintIgnore(_ rule: String, reason: String) -> ViewNode { node.modified(.lintIgnore(rule: rule, reason: reason)) }
    func link(_ url: String) -> ViewNode { node.modified(.link(url)) }
    func widgetAccentable(_ accentable: Bool = true) -> ViewNode { node.modified(.widgetAccentable(accentable)) }
    /// Draws stretches of this text bold, italic or fixed-width, in the same lines as the rest.
    func inlineStyles(_ styles: [InlineStyle]) -> ViewNode { node.modified(.inlineStyles(styles)) }
    /// Draws this view in a colour scheme of its own, whatever the image's.
    func colorScheme(_ scheme: ColorScheme) -> ViewNode { node.modified(.colorScheme(scheme)) }
    func widgetAccentedRenderingMode(_ mode: AccentedImageMode) -> ViewNode {
        node.modified(.widgetAccentedRenderingMode(mode))
    }

    func accessibilityLabel(_ label: String) -> ViewNode { node.modified(.accessibility(.label(label))) }
    func accessibilityValue(_ value: String) -> ViewNode { node.modified(.accessibility(.value(value))) }
    func accessibilityHint(_ hint: String) -> ViewNode { node.modified(.accessibility(.hint(hint))) }
    func accessibilityHidden(_ hidden: Bool) -> ViewNode { node.modified(.accessibility(.hidden(hidden))) }
    func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ViewNode { node.modified(.accessibility(.element(children))) }
    func accessibilityAddTraits(_ traits: [AccessibilityTrait]) -> ViewNode { node.modified(.accessibility(.traits(traits))) }
    func accessibilitySortPriority(_ priority: Double) -> ViewNode { node.modified(.accessibility(.sortPriority(priority))) }
}
