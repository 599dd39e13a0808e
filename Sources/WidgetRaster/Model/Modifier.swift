import Themes

/// A view modifier, as SwiftUI names it. Order matters and is kept.
public enum Modifier: Hashable, Sendable {
    // Layout
    case padding(EdgeInsets)
    case frame(Frame)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case aspectRatio(Double?, ContentMode)
    case layoutPriority(Double)
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
    case opacity(Double)
    case shadow(Shadow)
    /// Rotates the drawing (clockwise in degrees) about a point of the view's frame; layout is unchanged.
    case rotationEffect(degrees: Double, anchor: UnitPoint)
    /// Scales the drawing about a point of the view's frame; layout is unchanged.
    case scaleEffect(x: Double, y: Double, anchor: UnitPoint)
    /// A Gaussian blur of this radius in points.
    case blur(radius: Double)
    /// Multiplies every colour drawn (and its alpha) by this colour's components: `colorMultiply(_:)`.
    case colorMultiply(ShapeStyle)
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
    case lineLimit(Int?)
    case multilineTextAlignment(TextAlignment)
    case truncationMode(TruncationMode)
    case minimumScaleFactor(Double)
    case lineSpacing(Double)
    case tracking(Double)
    /// A line through the text inside (environment), in `color` or the text's own.
    case strikethrough(active: Bool, color: ShapeStyle?)
    /// A line under the text inside (environment), in `color` or the text's own.
    case underline(active: Bool, color: ShapeStyle?)
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
    // Rendering modes
    /// Puts the view in the accent group of the accented rendering mode.
    case widgetAccentable(Bool)
    /// How images in this view are drawn in the accented rendering mode.
    case widgetAccentedRenderingMode(AccentedImageMode)
    /// How images inside take colour: `template` fills their shape with the foreground style,
    /// `original` keeps their colours (over an image set's template intent).
    case imageRenderingMode(ImageRenderingMode)
    // Guideline checks
    /// Silences one `render-widget lint` rule for this view, with the reason it does not apply.
    case lintIgnore(rule: String, reason: String)

    /// The name a scene file uses for this modifier.
    public var name: String {
        switch self {
        case .padding: return "padding"
        case .frame: return "frame"
        case .fixedSize: return "fixedSize"
        case .aspectRatio: return "aspectRatio"
        case .layoutPriority: return "layoutPriority"
        case .offset: return "offset"
        case .position: return "position"
        case .alignmentGuide: return "alignmentGuide"
        case .background: return "background"
        case .overlay: return "overlay"
        case .containerBackground: return "containerBackground"
        case .foregroundStyle: return "foregroundStyle"
        case .cornerRadius: return "cornerRadius"
        case .clipShape: return "clipShape"
        case .clipped: return "clipped"
        case .opacity: return "opacity"
        case .shadow: return "shadow"
        case .rotationEffect: return "rotationEffect"
        case .scaleEffect: return "scaleEffect"
        case .blur: return "blur"
        case .colorMultiply: return "colorMultiply"
        case .mask: return "mask"
        case .compositingGroup: return "compositingGroup"
        case .gaugeStyle: return "gaugeStyle"
        case .progressViewStyle: return "progressViewStyle"
        case .tint: return "tint"
        case .buttonStyle: return "buttonStyle"
        case .buttonBorderShape: return "buttonBorderShape"
        case .toggleStyle: return "toggleStyle"
        case .labelStyle: return "labelStyle"
        case .symbolRenderingMode: return "symbolRenderingMode"
        case .symbolVariant: return "symbolVariant"
        case .imageScale: return "imageScale"
        case .font: return "font"
        case .fontWeight: return "fontWeight"
        case .bold: return "bold"
        case .italic: return "italic"
        case .monospacedDigit: return "monospacedDigit"
        case .lineLimit: return "lineLimit"
        case .multilineTextAlignment: return "multilineTextAlignment"
        case .truncationMode: return "truncationMode"
        case .minimumScaleFactor: return "minimumScaleFactor"
        case .lineSpacing: return "lineSpacing"
        case .tracking: return "tracking"
        case .strikethrough: return "strikethrough"
        case .underline: return "underline"
        case .textCase: return "textCase"
        case .fontDesign: return "fontDesign"
        case .dynamicTypeSize: return "dynamicTypeSize"
        case .labelsHidden: return "labelsHidden"
        case .privacySensitive: return "privacySensitive"
        case .redacted: return "redacted"
        case .unredacted: return "unredacted"
        case .widgetURL: return "widgetURL"
        case .link: return "link"
        case .widgetAccentable: return "widgetAccentable"
        case .widgetAccentedRenderingMode: return "widgetAccentedRenderingMode"
        case .imageRenderingMode: return "imageRenderingMode"
        case .lintIgnore: return "lintIgnore"
        }
    }

    /// Every modifier name a scene file accepts (`scaledToFit`/`scaledToFill` are spellings of `aspectRatio`).
    public static let names = ["padding", "frame", "fixedSize", "aspectRatio", "scaledToFit", "scaledToFill",
                               "layoutPriority", "offset", "position", "background", "overlay", "containerBackground",
                               "foregroundStyle", "cornerRadius", "clipShape", "clipped", "opacity", "shadow",
                               "rotationEffect", "scaleEffect", "blur", "colorMultiply", "mask", "compositingGroup",
                               "gaugeStyle", "progressViewStyle", "tint", "buttonStyle", "buttonBorderShape", "toggleStyle",
                               "labelStyle", "symbolRenderingMode", "symbolVariant", "imageScale",
                               "font", "fontWeight", "bold", "italic", "monospacedDigit", "lineLimit",
                               "multilineTextAlignment", "truncationMode", "minimumScaleFactor", "lineSpacing",
                               "tracking", "strikethrough", "underline", "textCase", "fontDesign", "dynamicTypeSize", "labelsHidden", "privacySensitive", "redacted", "unredacted", "widgetURL", "link",
                               "widgetAccentable", "widgetAccentedRenderingMode", "lintIgnore"]
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
