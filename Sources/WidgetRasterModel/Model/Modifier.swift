import Themes

/// A view modifier, as SwiftUI names it. Order matters and is kept.
public enum Modifier: Hashable, Sendable {
    // Layout
    case padding(EdgeInsets)
    case frame(Frame)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case aspectRatio(Double?, ContentMode)
    case layoutPriority(Double)
    /// `zIndex(_:)`: in a ZStack, drawn in front of siblings with lower values (in the order written among equals).
    case zIndex(Double)
    case offset(x: Double, y: Double)
    /// Takes the offered space and centres the view at this point of it.
    case position(x: Double, y: Double)
    /// Moves one of the view's alignments, for the stacks that align on it.
    case alignmentGuide(AlignmentGuide)
    // Composition
    case background(ViewNode, alignment: Alignment)
    case overlay(ViewNode, alignment: Alignment)
    /// The widget's background, laid out in the full widget bounds (iOS 17 `containerBackground`).
    case containerBackground(ViewNode)
    // Drawing
    case foregroundStyle(ShapeStyle)
    case cornerRadius(Double)
    case clipShape(ShapeKind)
    case clipped
    /// The shape `ContainerRelativeShape` and `ConcentricRectangle` inside are concentric with, in this view's frame.
    case containerShape(ShapeKind)
    case opacity(Double)
    case shadow(Shadow)
    /// Rotates the drawing (clockwise in degrees) about a point of the view's frame; layout is unchanged.
    case rotationEffect(degrees: Double, anchor: UnitPoint)
    /// Scales the drawing about a point of the view's frame; layout is unchanged.
    case scaleEffect(x: Double, y: Double, anchor: UnitPoint)
    /// Draws the view through an affine map taken about a point of its frame (`transformEffect`
    /// about the top-leading corner, `rotation3DEffect` about its anchor, seen without perspective).
    case transformEffect(AffineMap, anchor: UnitPoint)
    /// A Gaussian blur of this radius in points.
    case blur(radius: Double)
    /// Multiplies every colour drawn (and its alpha) by this colour's components: `colorMultiply(_:)`.
    case colorMultiply(ShapeStyle)
    /// Turns every colour drawn to its opposite, alpha kept: `colorInvert()`.
    case colorInvert
    /// Turns what is drawn to black whose alpha is its luminance: `luminanceToAlpha()`.
    case luminanceToAlpha
    /// Colours inside towards grey (below 1) or away from it (above): `saturation(_:)`.
    case saturation(Double)
    /// Colours inside made grey by this much (1: wholly): `grayscale(_:)`.
    case grayscale(Double)
    /// This much added to every channel inside (1: white; negative darkens): `brightness(_:)`.
    case brightness(Double)
    /// Channels inside spread from mid-grey by this factor: `contrast(_:)`.
    case contrast(Double)
    /// Hues inside turned around the colour wheel: `hueRotation(_:)`.
    case hueRotation(degrees: Double)

    /// The colour matrix a colour-adjusting modifier applies; nil for every other modifier.
    package var colorMatrix: ColorMatrix? {
        switch self {
        case .saturation(let amount): return .saturation(amount)
        case .grayscale(let amount): return .grayscale(amount)
        case .brightness(let amount): return .brightness(amount)
        case .contrast(let amount): return .contrast(amount)
        case .hueRotation(let degrees): return .hueRotation(degrees: degrees)
        default: return nil
        }
    }
    /// Shows the view only where the mask view (laid out in its frame) is opaque.
    case mask(ViewNode, alignment: Alignment)
    /// Flattens the subtree before effects above it apply (drawn that way already: accepted for fidelity).
    case compositingGroup
    // Controls
    /// The style of gauges inside (environment).
    case gaugeStyle(GaugeStyle)
    /// The style of progress views inside (environment).
    case progressViewStyle(ProgressViewStyle)
    /// The tint of gauges, progress views and controls inside (environment).
    case tint(ShapeStyle)
    /// The style of buttons inside (environment).
    case buttonStyle(ButtonStyle)
    /// The outline of bordered buttons inside (environment).
    case buttonBorderShape(ButtonBorderShape)
    /// The style of toggles inside (environment).
    case toggleStyle(ToggleStyle)
    /// The style of labels inside (environment).
    case labelStyle(LabelStyle)
    // Symbols
    /// How symbols inside take colour (environment).
    case symbolRenderingMode(SymbolRenderingMode)
    /// The variant of symbols inside (environment).
    case symbolVariant(SymbolVariant)
    /// The size of symbols inside relative to their font (environment).
    case imageScale(ImageScale)
    // Text
    case font(Font)
    case fontWeight(Font.Weight)
    case bold
    case italic
    case monospacedDigit
    /// The fixed-width variant of the fonts inside (environment): SF Mono's stand-in, whatever the design.
    case monospaced(Bool)
    /// At most `limit` lines (nil: any number), keeping room for at least `reserved` even when the
    /// text takes fewer (`lineLimit(2...4)`, `lineLimit(3, reservesSpace: true)`).
    case lineLimit(Int?, reserved: Int = 0)
    case multilineTextAlignment(TextAlignment)
    case truncationMode(TruncationMode)
    case minimumScaleFactor(Double)
    case lineSpacing(Double)
    case tracking(Double)
    /// Raises the text inside above its baseline by this many points (lowers it when negative);
    /// its line grows by as much (environment).
    case baselineOffset(Double)
    /// A line through the text inside (environment).
    case strikethrough(TextDecorations.Line)
    /// A line under the text inside (environment).
    case underline(TextDecorations.Line)
    /// Upper- or lowercases the text inside (environment); nil leaves it as written.
    case textCase(TextCase?)
    /// The design of text inside whose font names none of its own (environment).
    case fontDesign(Font.Design)
    /// Holds the Dynamic Type size inside within these bounds (environment); equal bounds fix it.
    case dynamicTypeSize(minimum: DynamicTypeSize?, maximum: DynamicTypeSize?)
    /// Hides the labels of gauges, toggles and progress views inside (environment).
    case labelsHidden
    // Redaction and interaction
    case privacySensitive
    case redacted(RedactionReason)
    case unredacted
    case widgetURL(String)
    case link(String)
    /// Stretches of the text drawn bold, italic or fixed-width, flowing in one paragraph with the rest.
    case inlineStyles([InlineStyle])
    /// Draws the view in a colour scheme of its own (`environment(\.colorScheme, .dark)`): its
    /// label, system and asset colours as that scheme gives them, whatever the image's scheme.
    case colorScheme(ColorScheme)
    // Rendering modes
    /// Puts the view in the accent group of the accented rendering mode.
    case widgetAccentable(Bool)
    /// How images in this view are drawn in the accented rendering mode.
    case widgetAccentedRenderingMode(AccentedImageMode)
    /// How images inside take colour: `template` fills their shape with the foreground style,
    /// `original` keeps their colours (over an image set's template intent).
    case imageRenderingMode(ImageRenderingMode)
    // Accessibility
    /// What the view tells VoiceOver (`accessibilityLabel`, `accessibilityElement(children:)`…):
    /// not drawn, read into each image's accessibility manifest.
    case accessibility(AccessibilityAttribute)
    // Guideline checks
    /// Silences one `render-widget lint` rule for this view, with the reason it does not apply.
    case lintIgnore(rule: String, reason: String)

    /// The name a scene file uses for this modifier: its case's name (an accessibility modifier's own).
    public var name: String {
        if case .accessibility(let attribute) = self { return attribute.modifierName }
        return Mirror(reflecting: self).children.first?.label ?? String(describing: self)
    }
}

/// How `textCase` changes the letters of text.
public enum TextCase: String, CaseIterable, Hashable, Sendable, Codable {
    case uppercase, lowercase
}

/// `frame(width:height:)` and `frame(minWidth:idealWidth:maxWidth:…)` in one value.
public struct Frame: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    public var alignment: Alignment

    /// The scene-file names of the lengths, in the order of the fields above.
    package static let lengthNames = ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]

    public init(width: Double? = nil, height: Double? = nil,
                minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// A drop shadow (`shadow(color:radius:x:y:)`).
public struct Shadow: Hashable, Sendable {
    public var color: ShapeStyle
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: ShapeStyle = .dynamic(.init(.init(red: 0, green: 0, blue: 0, alpha: 0.33))),
                radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// Why content is redacted.
public enum RedactionReason: String, CaseIterable, Sendable, Codable {
    case placeholder, privacy
}
