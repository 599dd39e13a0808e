import Foundation
import Testing
@testable import WidgetRaster

/// Every modifier is described once, in `ModifierForm.all`: what a scene file may name, what the
/// schema allows, what an error lists and what the encoder writes all come from that table.
@Suite struct ModifierFormTests {
    /// One value of every case of `Modifier`, in a shape that is not its bare form where it has one.
    static let samples: [Modifier] = [
        .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
        .frame(Frame(width: 40, maxHeight: .infinity, alignment: .topLeading)),
        .fixedSize(horizontal: false, vertical: true), .aspectRatio(1.5, .fill), .layoutPriority(2), .zIndex(1),
        .offset(x: 3, y: -4), .position(x: 10, y: 20),
        .alignmentGuide(AlignmentGuide(guide: .firstTextBaseline, constant: 2, width: 0, height: 0.5)),
        .background(ViewNode(.color(.color("red"))), alignment: .bottom), .overlay(ViewNode(.color(.color("blue"))), alignment: .center),
        .containerBackground(ViewNode(.color(.color("green")))), .foregroundStyle(.color("orange")), .cornerRadius(12),
        .clipShape(.circle), .clipped, .containerShape(.concentricRectangle(ConcentricCorners(uniform: [[.topLeading, .topTrailing]]))),
        .opacity(0.5), .shadow(Shadow(color: .color("black"), radius: 3, x: 1, y: 2)),
        .rotationEffect(degrees: 30, anchor: .topLeading), .scaleEffect(x: 2, y: 0.5, anchor: .center), .transformEffect(AffineMap(a: 1, b: 0.5, c: 0, d: 1, tx: 30, ty: -2), anchor: .center), .blur(radius: 4),
        .colorMultiply(.color("yellow")), .colorInvert, .luminanceToAlpha,
        .saturation(0.5), .grayscale(1), .brightness(-0.2), .contrast(1.5), .hueRotation(degrees: 90), .mask(ViewNode(.color(.color("black"))), alignment: .center), .compositingGroup,
        .gaugeStyle(GaugeStyle.allCases.last!), .progressViewStyle(ProgressViewStyle.allCases.last!), .tint(.color("pink")),
        .buttonStyle(ButtonStyle.allCases.last!), .buttonBorderShape(.roundedRectangle(radius: 6)),
        .toggleStyle(ToggleStyle.allCases.last!), .labelStyle(LabelStyle.allCases.last!),
        .symbolRenderingMode(.palette([.color("red"), .color("blue")])), .symbolVariant(SymbolVariant(parts: ["circle", "fill"])),
        .imageScale(.large), .font(Font(style: .headline)), .fontWeight(.bold), .bold, .italic, .monospacedDigit, .monospaced(true), .lineLimit(2),
        .lineLimit(4, reserved: 2),
        .multilineTextAlignment(.center), .truncationMode(.middle), .minimumScaleFactor(0.5), .lineSpacing(3), .tracking(1.5),
        .baselineOffset(-2.5),
        .strikethrough(.none), .underline(.init(color: .color("red"))), .underline(.init(color: .color("red"), pattern: .dashDotDot)),
        .textCase(nil),
        .fontDesign(.rounded), .dynamicTypeSize(minimum: .large, maximum: .xxxLarge), .labelsHidden, .privacySensitive,
        .redacted(.placeholder), .unredacted, .widgetURL("app://a"), .link("app://b"), .widgetAccentable(false), .colorScheme(.dark), .inlineStyles([InlineStyle(start: 0, end: 2, bold: true)]),
        .widgetAccentedRenderingMode(AccentedImageMode.allCases.last!), .imageRenderingMode(.template),
        .accessibility(.label("Sunny")), .accessibility(.value("72 degrees")), .accessibility(.hint("Opens the forecast")),
        .accessibility(.hidden(false)), .accessibility(.element(.combine)), .accessibility(.traits([.isHeader, .isButton])),
        .accessibility(.sortPriority(2)),
        .lintIgnore(rule: LintRuleInfo.all[0].id, reason: "decorative"),
    ]

    @Test func everyModifierReadsBackAsWritten() throws {
        for modifier in Self.samples {
            let json = try JSONEncoder().encode(modifier)
            #expect(try JSONDecoder().decode(Modifier.self, from: json) == modifier, "\(String(decoding: json, as: UTF8.self))")
        }
        // A bare value is written as its name, and read back as the same value.
        for form in ModifierForm.all {
            guard let bare = form.bare else { continue }
            let json = try JSONEncoder().encode(bare)
            #expect(try JSONDecoder().decode(Modifier.self, from: json) == bare, "\(form.name)")
        }
    }

    @Test func everyCaseHasAFormThatWritesIt() {
        let written = Set(ModifierForm.all.filter { $0.encode != nil }.map(\.name))
        #expect(Set(Self.samples.map(\.name)) == written)
    }

    @Test func theUnknownModifierErrorAndTheSchemaNameEveryForm() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Modifier.self, from: Data(#"{"blendMode": "multiply"}"#.utf8))
        }
        let schema = String(decoding: try SceneSchema.json(), as: UTF8.self)
        for name in ModifierForm.all.map(\.name) {
            #expect("\(error)".contains(name), "the error omits \(name)")
            #expect(schema.contains("\"\(name)\""), "the schema omits \(name)")
        }
        // Names that had drifted out of the hand-kept lists.
        for name in ["alignmentGuide", "imageRenderingMode", "foregroundColor", "kerning"] {
            #expect(Modifier.names.contains(name))
        }
    }

    @Test func spellingsReadAsTheModifierTheyName() throws {
        func read(_ json: String) throws -> Modifier { try JSONDecoder().decode(Modifier.self, from: Data(json.utf8)) }
        #expect(try read(#"{"foregroundColor": "red"}"#) == .foregroundStyle(.color("red")))
        #expect(try read(#"{"kerning": 2}"#) == .tracking(2))
        #expect(try read(#""scaledToFit""#) == .aspectRatio(nil, .fit))
        #expect(try read(#"{"padding": true}"#) == .padding(EdgeInsets(all: 16)))
        #expect(throws: DecodingError.self) { try read(#"{"bold": false}"#) }
        #expect(throws: DecodingError.self) { try read(#"{"scaledToFit": 2}"#) }
        #expect(throws: DecodingError.self) { try read(#"{"opacity": 0.5, "alignment": "top"}"#) }
    }
}
