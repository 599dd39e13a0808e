import ActivityKit
import AppIntents
import CoreLocation
import Foundation
import Testing
import SwiftUI
@testable import WidgetKit
import enum WidgetRaster.PNGCodec

/// APIs real widget files use that had stopped them compiling (issue #21's list), each drawn
/// as iOS draws it in a still image: pixels compared with the equivalent spelled another way.
@Suite struct RealWidgetAPITests {
    /// A small widget on white at @`scale`, as pixels.
    func bitmap<V: View>(_ view: V, scale: Int = 1) throws -> Bitmap {
        try renderWidgetBitmap(view.containerBackground(.white, for: .widget), family: .systemSmall, device: "iphone-393x852",
                               scale: scale, variant: .light)
    }

    func image<V: View>(_ view: V, variant: Variant = .light) throws -> Data {
        try renderWidget(view.containerBackground(.white, for: .widget), family: .systemSmall, device: "iphone-393x852", scale: 1,
                         variant: variant)
    }

    /// MoeMemos' heat map outlines today's cell in `.foreground`: the foreground style around it.
    @Test func theForegroundStyleIsTheOneAroundTheView() throws {
        let cell = RoundedRectangle(cornerRadius: 2).stroke(.foreground, lineWidth: 3).frame(width: 40, height: 40)
        #expect(try image(cell.foregroundStyle(.red))
                == image(RoundedRectangle(cornerRadius: 2).stroke(Color.red, lineWidth: 3).frame(width: 40, height: 40)))
        #expect(try image(cell) == image(RoundedRectangle(cornerRadius: 2).stroke(.primary, lineWidth: 3).frame(width: 40, height: 40)))
    }

    @Test func stillImageModifiersDrawTheViewAsIs() throws {
        let plain = Text("Next train 8:42").font(.headline)
        let decorated = Text("Next train 8:42").font(.headline)
            .animation(.easeInOut, value: 3).transition(.opacity).contentTransition(.numericText())
            .accessibilityLabel("Next train at 8:42").accessibilityHidden(false).accessibility(label: Text("x"))
            .onAppear {}.task {}.invalidatableContent().tag(1).help("h").ignoresSafeArea()
        #expect(try image(decorated) == image(plain))
    }

    @Test func hiddenKeepsItsSpace() throws {
        let hidden = HStack { Text("AAAA").hidden(); Text("B") }
        #expect(try image(hidden) == image(HStack { Text("AAAA").opacity(0); Text("B") }))
        #expect(try image(hidden) != image(HStack { Text("B") }))
    }

    @Test func lazyStacksAndSectionsLayOutAsSwiftUIDoes() throws {
        #expect(try image(LazyVStack(alignment: .leading, spacing: 2) { Text("One"); Text("Two") })
                == image(VStack(alignment: .leading, spacing: 2) { Text("One"); Text("Two") }.frame(maxWidth: .infinity, alignment: .leading)))
        #expect(try image(VStack { Section { Text("Body") } header: { Text("Header") } })
                == image(VStack { Text("Header"); Text("Body") }))
    }

    @Test func colourSpacesGradientAndShapes() throws {
        #expect(try image(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6)) == image(Color(red: 0.2, green: 0.4, blue: 0.6)))
        #expect(try image(Color(.displayP3, red: 1, green: 0, blue: 0)) == image(Color(red: 1, green: 0, blue: 0)), "P3 red clips to sRGB red")
        let bitmap = try self.bitmap(Color.blue.gradient)
        let top = bitmap[79, 20], bottom = bitmap[79, 140]
        #expect(top.0 > bottom.0 && top.2 >= bottom.2, "Color.gradient is lighter at the top: \(top) vs \(bottom)")
        #expect(try image(RoundedRectangle(cornerSize: CGSize(width: 12, height: 12)).fill(.red))
                == image(RoundedRectangle(cornerRadius: 12).fill(.red)))
        #expect(try image(Text("Hello", comment: "greeting")) == image(Text("Hello")))
    }

    /// Red at 0° (the trailing side) sweeping clockwise to blue at 180°; past the end the last colour
    /// holds, before the start the first.
    @Test func angularGradientSweepsClockwiseFromItsStartAngle() throws {
        let view = AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(180))
        let bitmap = try self.bitmap(view)
        let c = bitmap.width / 2
        func at(_ degrees: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let r = degrees * .pi / 180
            return bitmap[c + Int(40 * cos(r)), c + Int(40 * sin(r))]
        }
        let start = at(5), middle = at(90), end = at(175), after = at(250), before = at(290)
        #expect(start.r > 230 && start.b < 80, "system red at the start: \(start)")
        #expect((100...160).contains(Int(middle.r)) && (100...170).contains(Int(middle.b)), "half way at 90°: \(middle)")
        #expect(end.b > 220 && end.r < 40, "blue at the end: \(end)")
        #expect(after.b > 240 && after.r < 10 && before.r > 240 && before.b < 80, "the rest of the turn: \(after) \(before)")
        #expect(try image(AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(30)))
                == image(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(30), endAngle: .degrees(390))))
    }

    @Test func textCaseFontDesignAndBordersAsSwiftUIDrawsThem() throws {
        #expect(try image(Text("Gate b24 · straße").textCase(.uppercase)) == image(Text("GATE B24 · STRASSE")))
        #expect(try image(VStack { Text("Gate").textCase(nil) }.textCase(.uppercase)) == image(Text("Gate")), "nil shows the text as written")
        #expect(try image(Text("Now 8:42").textCase(.lowercase)) == image(Text("now 8:42")))
        #expect(try image(Text("42°").fontDesign(.rounded)) == image(Text("42°").font(.system(.body, design: .rounded))))
        #expect(try image(VStack { Text("42°") }.fontDesign(.monospaced)) == image(Text("42°").font(.system(.body, design: .monospaced))))
        #expect(try image(Text("Gate B24").allowsTightening(true)) == image(Text("Gate B24")))
        #expect(try image(Color.clear.frame(width: 40, height: 30).border(.red, width: 2))
                == image(Color.clear.frame(width: 40, height: 30).overlay(Rectangle().strokeBorder(.red, lineWidth: 2))))
    }

    /// `.dynamicTypeSize` clamps the size the image is drawn at, as BlueWallet's `.large ... .accessibility5` does,
    /// and code can switch over every size, the small ones included (Zeitgeist's row count).
    @Test func dynamicTypeSizeHoldsTheSizeWithinItsRange() throws {
        func at(_ size: DynamicTypeSize, _ view: some View) throws -> Data {
            try renderWidget(view.containerBackground(.white, for: .widget), family: .systemSmall, device: "iphone-393x852", scale: 1,
                             variant: .light, options: WidgetRenderOptions(dynamicTypeSize: size))
        }
        let text = Text("Balance")
        #expect(try at(.accessibility3, text.dynamicTypeSize(...DynamicTypeSize.xxLarge)) == at(.xxLarge, text))
        #expect(try at(.accessibility3, text.dynamicTypeSize(.large ... .accessibility5)) == at(.accessibility3, text))
        #expect(try at(.xxxLarge, text.dynamicTypeSize(.large)) == at(.large, text))
        #expect(try at(.large, text.dynamicTypeSize(DynamicTypeSize.xLarge...)) == at(.xLarge, text))
        func rows(_ size: DynamicTypeSize) -> Int {
            switch size {
            case .xSmall, .small, .medium, .large: return 5
            case .accessibility3, .accessibility4, .accessibility5: return 3
            default: return 4
            }
        }
        #expect(DynamicTypeSize.allCases.map(rows) == [5, 5, 5, 5, 4, 4, 4, 4, 4, 3, 3, 3])
        #expect(DynamicTypeSize.xSmall < .large && DynamicTypeSize.accessibility1 > .xxxLarge)
    }

    /// GlucoseDirect's `.strikethrough(color:)` and a price's underline: lines at the font's own
    /// positions, across each line of the text, in their colour or the text's.
    @Test func strikethroughAndUnderlineDrawLinesAcrossTheText() throws {
        func redRows(_ b: Bitmap) -> [Int] {
            (0..<b.height).filter { y in (0..<b.width).contains { x in let p = b[x, y]; return p.r > 200 && p.g < 90 && p.b < 90 } }
        }
        let plain = try bitmap(Text("Was $129").foregroundStyle(.secondary), scale: 2)
        let struck = try bitmap(Text("Was $129").foregroundStyle(.secondary).strikethrough(color: .red), scale: 2)
        let underlined = try bitmap(Text("Was $129").foregroundStyle(.secondary).underline(color: .red), scale: 2)
        #expect(redRows(plain).isEmpty)
        let strike = redRows(struck), under = redRows(underlined)
        #expect((1...4).contains(strike.count) && (1...4).contains(under.count), "a thin line each: \(strike) \(under)")
        // The text's ink: grey pixels of the plain image (the corners outside the widget are clear, not ink).
        func isInk(_ x: Int, _ y: Int) -> Bool { let p = plain[x, y]; return p.a == 255 && p.r < 200 }
        let ink = (0..<plain.height).filter { y in (0..<plain.width).contains { x in isInk(x, y) } }
        let top = try #require(ink.first), bottom = try #require(ink.last)
        #expect(strike.allSatisfy { $0 > top && $0 < bottom }, "through the letters: \(strike) within \(top)…\(bottom)")
        #expect(under.allSatisfy { $0 > strike.max()! }, "the underline is below the strikethrough")
        let row = strike[strike.count / 2]
        let redXs = (0..<struck.width).filter { x in let p = struck[x, row]; return p.r > 200 && p.g < 90 }
        let inkXs = (0..<plain.width).filter { x in ink.contains { isInk(x, $0) } }
        #expect(abs(redXs.first! - inkXs.first!) <= 3 && abs(redXs.last! - inkXs.last!) <= 6, "as wide as the text")
        #expect(try image(Text("Gate").strikethrough()) != image(Text("Gate")))
        #expect(try image(VStack { Text("Gate").strikethrough(false) }.strikethrough()) == image(Text("Gate")), "off inside on")
        #expect(try image(Text("Gate").underline(false)) == image(Text("Gate")))
    }

    /// `underline(pattern:)` and `strikethrough(pattern:)` (`Text.LineStyle.Pattern`): the line
    /// breaks into marks and gaps measured in its thickness, dashes longer than dots; solid stays whole.
    @Test func patternedLinesBreakIntoMarks() throws {
        func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g < 90 && p.b < 90 }
        func marks(_ text: Text) throws -> [Int] {
            let b = try bitmap(text, scale: 2)
            let rows = (0..<b.height).filter { y in (0..<b.width).contains { x in isRed(b[x, y]) } }
            let row = try #require(rows.isEmpty ? nil : rows[rows.count / 2])
            var lengths: [Int] = [], run = 0
            for x in 0..<b.width {
                if isRed(b[x, row]) { run += 1 } else if run > 0 { lengths.append(run); run = 0 }
            }
            return run > 0 ? lengths + [run] : lengths
        }
        #expect(try marks(Text("Underlined").underline(color: .red)).count == 1)
        let dashes = try marks(Text("Underlined").underline(pattern: .dash, color: .red))
        let dots = try marks(Text("Underlined").underline(pattern: .dot, color: .red))
        #expect(dashes.count >= 8 && dots.count > dashes.count, "\(dashes) \(dots)")
        #expect(dashes.max()! > dots.max()!, "dashes are longer than dots: \(dashes) \(dots)")
        #expect(try marks(Text("Struck").strikethrough(pattern: .dashDot, color: .red)).count >= 4)
        #expect(try image(VStack { Text("Gate") }.underline(pattern: .dot)) != image(Text("Gate").underline()))
        #expect(try image(VStack { Text("Gate") }.underline(false, pattern: .dot)) == image(Text("Gate")))
    }

    /// `Text + Text` with `baselineOffset` on the second run: a superscript, its ink above where
    /// the run's ink sits without it, the first run's where it was.
    @Test func aRaisedRunReadsAsASuperscript() throws {
        func inkTop(_ text: Text, columns: Range<Double>) throws -> Int? {
            let b = try bitmap(text.font(.system(size: 40)), scale: 1)
            let xs = Int(columns.lowerBound * Double(b.width))..<Int(columns.upperBound * Double(b.width))
            return (0..<b.height).first { y in xs.contains { x in let p = b[x, y]; return p.a == 255 && p.r < 100 } }
        }
        let plain = Text("x") + Text("2")
        let raised = Text("x") + Text("2").baselineOffset(12)
        let plainTop = try #require(try inkTop(plain, columns: 0.5..<0.8)), raisedTop = try #require(try inkTop(raised, columns: 0.5..<0.8))
        #expect(raisedTop < plainTop - 3, "the 2 sits higher: \(raisedTop) against \(plainTop)")
    }

    /// `.environment(\.lineLimit, 1)` and the other text settings draw as their modifiers do;
    /// `background(in:)` fills its shape with the `backgroundStyle` around it (the system background by default).
    @Test func environmentTextSettingsAndBackgroundStylesDrawAsTheirModifiers() throws {
        let long = Text("A long line that wraps onto a second line of this small widget, and a third")
        #expect(try image(long.environment(\.lineLimit, 1)) == image(long.lineLimit(1)))
        #expect(try image(long.environment(\.lineLimit, 1)) != image(long))
        #expect(try image(long.environment(\.multilineTextAlignment, .center)) == image(long.multilineTextAlignment(.center)))
        #expect(try image(Text("Title").environment(\.font, .title)) == image(Text("Title").font(.title)))
        #expect(try image(Text("Hi").background(in: Capsule()).backgroundStyle(Color.blue))
                == image(Text("Hi").background(Color.blue, in: Capsule())))
        #expect(try image(Text("Hi").background(in: Capsule())) == image(Text("Hi").background(.background, in: Capsule())))
        #expect(try image(Text("Hi").overlay(Color.red.opacity(0.3), in: Circle())) != image(Text("Hi")))
        #expect(try image(Text("12:30").monospaced()) == image(Text("12:30").fontDesign(.monospaced)))
        #expect(try image(Text("Hi").labelsVisibility(.hidden)) == image(Text("Hi").labelsHidden()))
        #expect(try image(long.transformEnvironment(\.lineLimit) { $0 = 1 }) == image(long.lineLimit(1)))
        #expect(try image(long.lineSpacing(2).transformEnvironment(\.lineSpacing) { $0 += 2 }) == image(long.lineSpacing(2)),
                "the value drawn is the one changed, once")
        #expect(try image(Color.red.aspectRatio(CGSize(width: 2, height: 1), contentMode: .fit))
                == image(Color.red.aspectRatio(2, contentMode: .fit)))
        #expect(try image(Text("Hi").safeAreaPadding(10).background(.red)) == image(Text("Hi").padding(10).background(.red)))
        #expect(try image(Text("Hi").drawingGroup()) == image(Text("Hi").compositingGroup()))
        #expect(try image(Color.red.safeAreaInset(edge: .bottom, spacing: 4) { Text("Footer") })
                == image(VStack(spacing: 4) { Color.red; Text("Footer") }), "the inset below, the rest to the view")
        #expect(try image(Color.red.safeAreaInset(edge: .leading, alignment: .top) { Text("Side") })
                == image(HStack(alignment: .top) { Text("Side"); Color.red }))
        #expect(try image(Text("Hi").rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))) != image(Text("Hi")))
        #expect(try image(Text("Hi").transformEffect(CGAffineTransform(translationX: 30, y: 0))) != image(Text("Hi")))
    }

    /// Luka's `.font(font.smallCaps())` and `lowercaseSmallCaps()`: Inter has no small capitals, so
    /// they are made from capitals scaled to the x-height: lowercase height, capital shapes.
    @Test func smallCapsAreCapitalsAtTheLowercaseHeight() throws {
        func ink(_ string: String, _ font: Font = .system(size: 30)) throws -> (width: Int, height: Int) {
            let b = try bitmap(Text(string).font(font))
            func dark(_ x: Int, _ y: Int) -> Bool { let p = b[x, y]; return p.a == 255 && p.r < 128 }
            let rows = (0..<b.height).filter { y in (0..<b.width).contains { dark($0, y) } }
            let columns = (0..<b.width).filter { x in rows.contains { dark(x, $0) } }
            return ((columns.last ?? 0) - (columns.first ?? 0), (rows.last ?? 0) - (rows.first ?? 0))
        }
        let lower = try ink("ace"), upper = try ink("ACE")
        let small = try ink("ace", .system(size: 30).lowercaseSmallCaps())
        #expect(abs(small.height - lower.height) <= 2 && small.height < upper.height, "x-height tall: \(lower) \(small) \(upper)")
        #expect(small.width < upper.width && small.width != lower.width, "capital shapes, smaller: \(lower) \(small) \(upper)")
        let all = try ink("Ace", .system(size: 30).smallCaps())
        #expect(all.height == small.height && abs(all.width - small.width) <= 2, "smallCaps() sets the capital small too: \(all)")
        #expect(try ink("Ace", .system(size: 30).lowercaseSmallCaps()).height == upper.height, "lowercaseSmallCaps() keeps capitals")
        #expect(try image(Text("mg/dL").font(.body.lowercaseSmallCaps())) != image(Text("mg/dL")))
    }

    /// Zeitgeist's placeholder: `ContentUnavailableView { Label { … } icon: { … } }` — the icon large above the title.
    @Test func contentUnavailableViewStacksIconTitleAndDescription() throws {
        let view = ContentUnavailableView("No Deployments", systemImage: "tray", description: Text("Deploy to see it here."))
        let same = VStack(spacing: 8) {
            VStack(spacing: 6) {
                Image(systemName: "tray").font(.largeTitle).foregroundStyle(.secondary)
                Text("No Deployments").font(.title3.bold()).multilineTextAlignment(.center)
            }
            Text("Deploy to see it here.").font(.subheadline).foregroundStyle(.secondary).multilineTextAlignment(.center)
        }.frame(maxWidth: .infinity, maxHeight: .infinity)
        #expect(try image(view) == image(same))
        let built = ContentUnavailableView { Label { Text("No Deployments") } icon: { Image(systemName: "tray") } }
        #expect(try image(built) != image(Color.clear))
    }

    enum Units: String { case metric, imperial }

    struct Settings: View {
        @AppStorage("units", store: RealWidgetAPITests.defaults) var units = "imperial"
        @AppStorage("system", store: RealWidgetAPITests.defaults) var system = Units.imperial
        @AppStorage("unset", store: RealWidgetAPITests.defaults) var unset = 7
        @Environment(\.isFocused) var isFocused
        var body: some View { Text("\(units) \(system.rawValue) \(unset) \(isFocused ? "focused" : "-")") }
    }

    nonisolated(unsafe) static let defaults: UserDefaults = {
        let store = UserDefaults(suiteName: "widgetraster-tests-\(UUID().uuidString)")!
        store.set("metric", forKey: "units")
        store.set("metric", forKey: "system")
        return store
    }()

    /// `@AppStorage` shows what the app stored (the default when unset), `\.isFocused` is false, and
    /// the generated asset resources, `background()` and iOS 18's image accent mode are what they name.
    @Test func appStorageResourcesAndSmallerAPIs() throws {
        #expect(try image(Settings()) == image(Text("metric metric 7 -")))
        #expect(try image(Text("Hi").background()) == image(Text("Hi").background(Color("systemBackground"))))
        let environment = EnvironmentValues()
        #expect(try ViewResolver.node(for: Image(ImageResource(name: "logo", bundle: .main)), environment: environment)
                == ViewResolver.node(for: Image("logo"), environment: environment))
        #expect(try image(Color(ColorResource(name: "systemTeal", bundle: .main))) == image(Color("systemTeal")))
        let accented = try ViewResolver.node(for: Image("logo").widgetAccentedRenderingMode(.fullColor), environment: environment)
        #expect(accented.modifiers == [.widgetAccentedRenderingMode(.fullColor)])
        #expect(try ViewResolver.node(for: Image("logo").widgetAccentedRenderingMode(nil), environment: environment).modifiers.isEmpty)
    }

    @Test func labelsHiddenDropsAGaugesLabel() throws {
        let labelled = Gauge(value: 0.4) { Text("Battery") }.labelsHidden()
        let bare = Gauge(value: 0.4) { EmptyView() }
        #expect(try image(labelled) == image(bare))
        #expect(try image(Gauge(value: 0.4) { Text("Battery") }) != image(bare))
    }

    @Test func uiKitColoursAndImagesAsWidgetCodeUsesThem() throws {
        #expect(try image(Color(uiColor: .systemRed)) == image(Color.red))
        #expect(try image(Color(UIColor(rgb: 0x336699))) == image(Color(red: 0x33 / 255, green: 0x66 / 255, blue: 0x99 / 255)))
        #expect(try image(Color(uiColor: .label), variant: .dark) == image(Color.primary, variant: .dark))
        let adaptive = UIColor { $0.userInterfaceStyle == .dark ? UIColor(rgb: 0x000080) : UIColor(rgb: 0xFFFF00) }
        #expect(try image(Color(adaptive), variant: .dark) == image(Color(red: 0, green: 0, blue: 128 / 255), variant: .dark))
        #expect(try image(Color(adaptive)) == image(Color(red: 1, green: 1, blue: 0)))
        // Bytes that are not a PNG (a JPEG's start) are not drawn yet: rendering says so, at its line, instead of drawing nothing.
        let bytes = try #require(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0])))
        #expect(throws: UnsupportedViewsError.self) { try image(Image(uiImage: bytes)) }
        do { _ = try image(Image(uiImage: bytes)) } catch { #expect("\(error)".contains("RealWidgetAPITests.swift:"), "\(error)") }
    }

    /// An image an app downloaded into its app group and reads back as PNG bytes (`UIImage(data:)`)
    /// is drawn from them, one pixel a point; resizable, it is scaled to its frame.
    @Test func imagesMadeFromPNGBytesAreDrawn() throws {
        // 4 × 2: a red left half and a blue right half.
        let png = try PNGCodec.encode(Bitmap(width: 4, height: 2, pixels: (0..<8).flatMap { $0 % 4 < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] as [UInt8] }))
        let uiImage = try #require(UIImage(data: png))
        let b = try bitmap(Image(uiImage: uiImage).resizable().frame(width: 40, height: 20))
        let (cx, cy) = (b.width / 2, b.height / 2)
        #expect(b[cx - 10, cy].r > 240 && b[cx - 10, cy].b < 20)
        #expect(b[cx + 10, cy].b > 240 && b[cx + 10, cy].r < 20)
        #expect(b[cx - 25, cy] == (255, 255, 255, 255) && b[cx, cy - 15] == (255, 255, 255, 255))
        // Not resizable, it takes its own size: 4 × 2 points.
        let small = try bitmap(Image(uiImage: uiImage))
        let coloured = (0..<small.height).flatMap { y in (0..<small.width).filter { x in small[x, y].a == 255 && small[x, y].g < 200 } }.count
        #expect(coloured == 8)
    }

    /// OneBusAway's `.containerBackground(.ultraThinMaterial.quaternary, for: .widget)`: a material is
    /// its tint (light over white, dark over black), and a style's levels are the label opacities.
    @Test func materialsAndStyleLevels() throws {
        func centre(_ view: some View, _ variant: Variant) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let b = try renderWidgetBitmap(view.containerBackground(.white, for: .widget), family: .systemSmall,
                                           device: "iphone-393x852", scale: 1, variant: variant)
            return b[b.width / 2, b.height / 2]
        }
        let regular = Rectangle().fill(.regularMaterial)
        // 246 × 0.72 + 255 × 0.28 = 248.5 over white; 37 × 0.72 + 255 × 0.28 = 98 in dark.
        #expect(try (248...249).contains(centre(regular, .light).r))
        #expect(try (97...99).contains(centre(regular, .dark).r))
        #expect(try centre(Rectangle().fill(.ultraThinMaterial), .light).r > centre(Rectangle().fill(.ultraThickMaterial), .dark).r)
        #expect(try image(Rectangle().fill(Color.red.secondary)) == image(Rectangle().fill(Color.red.opacity(0.6))))
        #expect(try image(Rectangle().fill(.thickMaterial.quaternary)) == image(Rectangle().fill(.thickMaterial.opacity(0.18))))
        #expect(try image(Rectangle().fill(.fill.quaternary)) == image(Rectangle().fill(Color(uiColor: .quaternarySystemFill))))
    }

    /// UIKit fonts, as code shared with the app builds them: each draws as the SwiftUI font it names.
    @Test func uiFontsDrawAsTheirSwiftUIFonts() throws {
        #expect(try image(Text("Hi 42").font(Font(UIFont.systemFont(ofSize: 20, weight: .bold))))
                == image(Text("Hi 42").font(.system(size: 20, weight: .bold))))
        #expect(try image(Text("Hi 42").font(Font(UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .medium))))
                == image(Text("Hi 42").font(.system(size: 15, weight: .medium).monospacedDigit())))
        #expect(Font(UIFont.preferredFont(forTextStyle: .caption1)) == .caption)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        // A weight between UIKit's named ones draws at the nearest.
        #expect(Font(UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(rawValue: 0.33))) == .system(size: 12, weight: .semibold))
        let custom = try #require(UIFont(name: "LobsterTwo-Bold", size: 18))
        #expect(Font(custom.withSize(22)) == Font(size: 22, custom: "LobsterTwo-Bold") && custom.pointSize == 18)
    }

    /// UIKit reads a colour's components in the light appearance (iOS 26's system colours); an
    /// asset colour is known only when drawn.
    @Test func uiColorComponents() {
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor.systemBlue.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == 0 && abs(green - 136 / 255) < 1e-9 && blue == 1 && alpha == 1)
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0
        #expect(UIColor(rgb: 0x00FF00).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil))
        #expect(abs(hue - 1.0 / 3) < 1e-9 && saturation == 1 && brightness == 1)
        red = -1
        #expect(!(UIColor(named: "BrandInk")?.getRed(&red, green: nil, blue: nil, alpha: nil) ?? true))
        #expect(red == -1)
        let dark = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark.getRed(&red, green: nil, blue: nil, alpha: nil) && red == 0)
    }

    /// Core Location as a widget on this machine sees it: distances between coordinates, and a
    /// manager that has no position and no permission.
    @Test func coreLocationDistancesAndNoPosition() {
        let seattle = CLLocation(latitude: 47.6062, longitude: -122.3321)
        let portland = CLLocation(latitude: 45.5152, longitude: -122.6784)
        // 234.0 km along the great circle.
        #expect((233_500...234_500).contains(seattle.distance(from: portland)))
        #expect(seattle.distance(from: seattle) == 0)
        #expect(CLLocationCoordinate2DIsValid(seattle.coordinate) && !CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        final class Listener: NSObject, CLLocationManagerDelegate {
            var failure: Error?
            func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) { failure = error }
        }
        let manager = CLLocationManager(), listener = Listener()
        manager.delegate = listener
        manager.requestLocation()
        #expect(manager.authorizationStatus == .notDetermined && manager.location == nil)
        #expect((listener.failure as? CLError)?.code == .locationUnknown)
    }

    /// Slide for Reddit tints a widget with an image's average colour: CIAreaAverage over the
    /// image's extent, read back as one RGBA8 pixel.
    @Test func coreImageAveragesAnImagesColour() throws {
        // Red, blue, and a transparent pixel: premultiplied, the mean is (85, 0, 85, 170).
        let png = try PNGCodec.encode(Bitmap(width: 3, height: 1, pixels: [255, 0, 0, 255, 0, 0, 255, 255, 0, 255, 0, 0]))
        let whole = try #require(coreImageAverage(png: png))
        #expect(whole.extent == CGRect(x: 0, y: 0, width: 3, height: 1))
        #expect(whole.rgba == [85, 0, 85, 170])
        #expect(coreImageAverage(png: png, area: CGRect(x: 0, y: 0, width: 2, height: 1))?.rgba == [128, 0, 128, 255])
        #expect(coreImageHasFilter("CIAreaAverage") && !coreImageHasFilter("CIGaussianBlur"))
        #expect(coreImageAverage(png: Data("not a png".utf8)) == nil)
    }

    /// A provider that fetches over the network gets recorded responses: `host/path` under the
    /// fixtures folder; an address with no file fails at once, offline.
    @Test func httpFixturesAnswerRequestsFromFiles() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("http-fixtures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("example.com/r"), withIntermediateDirectories: true)
        try Data(#"{"posts": 3}"#.utf8).write(to: folder.appendingPathComponent("example.com/r/all.json"))
        try Data("home".utf8).write(to: folder.appendingPathComponent("example.com/index"))
        HTTPFixtures.install(folder: folder)
        let (data, response) = try await URLSession.shared.data(from: URL(string: "https://example.com/r/all.json?limit=7&raw_json=1")!)
        #expect(String(decoding: data, as: UTF8.self) == #"{"posts": 3}"#)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(try await URLSession.shared.data(from: URL(string: "https://example.com/")!).0 == Data("home".utf8))
        await #expect(throws: URLError.self) { _ = try await URLSession.shared.data(from: URL(string: "https://example.com/r/none.json")!) }
        #expect(HTTPFixtures.file(for: URL(string: "https://example.com/../../etc/passwd")!, in: folder) == nil)
    }

    /// Slide for Reddit switches on `widgetFamily` inside a GeometryReader: the closure runs at
    /// layout, and still reads this image's environment.
    struct SchemeInGeometry: View {
        @Environment(\.colorScheme) var colorScheme
        @Environment(\.widgetFamily) var widgetFamily
        var body: some View {
            GeometryReader { _ in
                colorScheme == .dark && widgetFamily == .systemMedium ? Color.red : Color.blue
            }
        }
    }

    @Test func geometryReaderContentReadsTheImagesEnvironment() throws {
        let b = try renderWidgetBitmap(SchemeInGeometry().containerBackground(.white, for: .widget), family: .systemMedium,
                                       device: "iphone-393x852", scale: 1, variant: .dark)
        let centre = b[b.width / 2, b.height / 2]
        #expect(centre.r > 200 && centre.b < 80)
    }

    /// Luka tints its reading colours with `Color.mix` (iOS 18): in OKLab by default, in sRGB values on request.
    @Test func colorsMixPerceptuallyOrByDeviceValues() throws {
        func centre(_ color: Color, _ variant: Variant = .light) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let b = try bitmap(Rectangle().fill(color))
            return b[b.width / 2, b.height / 2]
        }
        // Halfway in OKLab is lightness 0.5: linear 0.125, sRGB 99. Halfway in sRGB values is 128.
        #expect(try centre(Color.black.mix(with: .white, by: 0.5)) == (99, 99, 99, 255))
        #expect(try centre(Color.black.mix(with: .white, by: 0.5, in: .device)) == (128, 128, 128, 255))
        #expect(try image(Rectangle().fill(Color.red.mix(with: .blue, by: 0))) == image(Rectangle().fill(Color.red)))
        #expect(try image(Rectangle().fill(Color.red.mix(with: .blue, by: 1))) == image(Rectangle().fill(Color.blue)))
    }

    /// Luka's small-caps modifier reads `@Environment(\.font)`: the font set around it.
    struct FontReader: View {
        @Environment(\.font) var font
        var body: some View { font == .title ? Color.red : font == nil ? Color.blue : Color.green }
    }

    @Test func theEnvironmentHoldsTheFontSetAroundAView() throws {
        #expect(try image(FontReader().font(.title)) == image(Color.red))
        #expect(try image(VStack { FontReader() }.font(.title)) == image(VStack { Color.red }))
        #expect(try image(FontReader()) == image(Color.blue))
    }

    @Test func environmentNamesRealWidgetsRead() {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .accessibility1
        #expect(environment.sizeCategory == .accessibilityMedium && environment.sizeCategory.isAccessibilityCategory)
        environment.sizeCategory = .extraLarge
        #expect(environment.dynamicTypeSize == .xLarge)
        #expect(environment.showsWidgetLabel == false)
        #expect(WidgetFamily.systemSmall.description == "systemSmall" && "\(WidgetFamily.accessoryInline)" == "accessoryInline")
    }

    /// Foundation API that corelibs lacks, as widget code calls it: measurement formatting and the
    /// app group's folder.
    @Test func measurementsAndAppGroupFolders() throws {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberFormatter.maximumFractionDigits = 1
        let temperature = Measurement(value: 65.24, unit: UnitTemperature.celsius)
        #expect(formatter.string(from: temperature) == "149.4°F")
        formatter.unitOptions = .providedUnit
        #expect(formatter.string(from: temperature) == "65.2°C")
        #expect(formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers)) == "5 km")
        let folder = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.tests"))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(folder.lastPathComponent == "group.com.example.tests")
    }

    /// A bundle may list a Control Center control and a widget that returns
    /// `EmptyWidgetConfiguration` on older systems: both compile; the control is drawn in its
    /// presentations, the empty widget has no family to draw.
    @Test func aBundleDrawsItsControlsAndPassesOverEmptyConfigurations() throws {
        struct Timer: ControlWidget {
            struct Running: SetValueIntent {
                static let title: LocalizedStringResource = "Run"
                @Parameter(title: "Running") var value: Bool
            }
            var body: some ControlWidgetConfiguration {
                StaticControlConfiguration(kind: "timer") {
                    ControlWidgetToggle("Timer", isOn: false, action: Running()) { on in Label(on ? "On" : "Off", systemImage: "timer") }
                }
                .displayName("Timer")
            }
        }
        struct Old: Widget {
            var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
        }
        struct Bundle: WidgetBundle {
            var body: some Widget { Old(); Timer() }
        }
        let widgets = try #require(Bundle().body as? _WidgetList).widgets
        #expect(widgets.count == 2)
        #expect((widgets[0].body as any WidgetConfiguration)._description.families.isEmpty)
        let timer = widgets[1].widgetScene().scene
        #expect(timer.kind == "timer" && timer.displayName == "Timer")
        #expect(timer.families == [.controlSmall, .controlMedium, .controlLarge, .controlLockScreen])
        #expect(timer.drawsEveryEntry && timer.entries.map(\.name) == ["off", "on"])
    }
}

/// A widget written before iOS 17 sets no container background: iOS 17 draws it as built with
/// the earlier SDK, without content margins, its own views reaching the edges (Slide for Reddit's
/// full-bleed tiles). One that sets a container background keeps its 16 pt margins.
struct MarginsEntry: TimelineEntry { let date: Date }
struct MarginsProvider: TimelineProvider {
    func placeholder(in context: Context) -> MarginsEntry { MarginsEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (MarginsEntry) -> Void) { completion(MarginsEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<MarginsEntry>) -> Void) {
        completion(Timeline(entries: [MarginsEntry(date: .now)], policy: .never))
    }
}
struct LegacyMarginsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "legacy", provider: MarginsProvider()) { _ in Color.red }.supportedFamilies([.systemSmall])
    }
}
struct ModernMarginsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "modern", provider: MarginsProvider()) { _ in
            Color.red.containerBackground(.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

extension RealWidgetAPITests {
    @Test func aWidgetWithoutContainerBackgroundHasNoContentMargins() throws {
        func leftEdge(_ widget: some Widget) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let b = try renderWidgetBitmap(widget, family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light)
            return b[4, b.height / 2]
        }
        let legacy = try leftEdge(LegacyMarginsWidget()), modern = try leftEdge(ModernMarginsWidget())
        #expect(legacy.r > 200 && legacy.g < 60, "\(legacy)")
        #expect(modern.r > 200 && modern.g > 200, "\(modern)")
    }
}

/// Luka starts Live Activities from its widget's intents and offers watch recommendations: no
/// Live Activity runs here, and recommendations are never asked for when drawing iOS families.
struct RecordingAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var value: Int }
}

extension RealWidgetAPITests {
    /// No activity runs on this machine, so an app's `for await` over its updates ends at once.
    @Test func activityUpdateSequencesEndAtOnce() async {
        var seen = 0
        for await _ in Activity<RecordingAttributes>.activityUpdates { seen += 1 }
        for await _ in ActivityAuthorizationInfo().activityEnablementUpdates { seen += 1 }
        #expect(seen == 0)
    }

    @Test func liveActivitiesDoNotStartAndRecommendationsCompile() throws {
        #expect(Activity<RecordingAttributes>.activities.isEmpty)
        #expect(throws: ActivityAuthorizationError.self) {
            _ = try Activity.request(attributes: RecordingAttributes(), content: ActivityContent(state: .init(value: 98), staleDate: nil))
        }
        #expect(!ActivityAuthorizationInfo().areActivitiesEnabled)
        #expect(throws: ActivityAuthorizationError.denied) {
            _ = try Activity.request(attributes: RecordingAttributes(), content: ActivityContent(state: .init(value: 98), staleDate: nil),
                                     style: .transient)
        }
        #expect((ActivityAuthorizationError.denied as NSError).domain == ActivityAuthorizationError.errorDomain)
        struct Choice: WidgetConfigurationIntent {
            static let title: LocalizedStringResource = "Range"
        }
        // A literal is a key of the app's strings, as SwiftUI reads literals; a String value is shown as written.
        let recommendation = AppIntentRecommendation(intent: Choice(), description: "Three hours")
        #expect(recommendation.description == Text("Three hours"))
        let written = "Three hours"
        #expect(AppIntentRecommendation(intent: Choice(), description: written).description == Text(verbatim: written))
    }
}


/// A style of the app's own (`resolve(in:)`), as Backyard Birds writes its vibrant styles.
struct SchemeStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        environment.colorScheme == .dark ? Color.blue : Color.red
    }
}

/// A square filled with it, named inside a body, as widget code names styles.
struct SchemeSquare: View {
    var body: some View { Rectangle().fill(SchemeStyle()).frame(width: 40, height: 40) }
}

extension RealWidgetAPITests {
    @Test func colorMultiplyScalesEveryChannel() throws {
        let tinted = try bitmap(Color(white: 0.5).frame(width: 40, height: 40).colorMultiply(Color(red: 0, green: 1, blue: 0.5)))
        let p = tinted[79, 79]
        #expect(p.r == 0 && (126...130).contains(p.g) && (62...66).contains(p.b) && p.a == 255, "\(p)")
        let white = try bitmap(Color.white.frame(width: 40, height: 40).colorMultiply(.red))
        #expect(white[79, 79].r > 250 && white[79, 79].g < 70, "\(white[79, 79])")
    }

    @Test func anAppsShapeStyleResolvesInTheImagesEnvironment() throws {
        let square = SchemeSquare()
        let light = try renderWidgetBitmap(square.containerBackground(.white, for: .widget), family: .systemSmall,
                                           device: "iphone-393x852", scale: 1, variant: .light)
        let dark = try renderWidgetBitmap(square.containerBackground(.white, for: .widget), family: .systemSmall,
                                          device: "iphone-393x852", scale: 1, variant: .dark)
        #expect(light[79, 79].r > 200 && light[79, 79].b < 100, "\(light[79, 79])")
        #expect(dark[79, 79].b > 200 && dark[79, 79].r < 100, "\(dark[79, 79])")
        #expect(try image(Text("Water low").foregroundStyle(Color.secondary.blendMode(.plusDarker)))
                == image(Text("Water low").foregroundStyle(.secondary)))
    }

    @Test func shapeShorthandsAreTheShapes() throws {
        #expect(try image(Color.red.frame(width: 60, height: 40).clipShape(.circle))
                == image(Color.red.frame(width: 60, height: 40).clipShape(Circle())))
        #expect(try image(Text("Refill").padding().background(.quaternary, in: .rect(cornerRadius: 8)))
                == image(Text("Refill").padding().background(.quaternary, in: RoundedRectangle(cornerRadius: 8))))
        #expect(try image(Text("Refill").padding().background(.blue, in: .capsule))
                == image(Text("Refill").padding().background(.blue, in: Capsule())))
        #expect(try image(Text("Refill").padding().background(.blue, in: .containerRelative))
                == image(Text("Refill").padding().background(.blue, in: ContainerRelativeShape())))
    }
}

/// Luka's Live Activity previews (`#Preview(_:as:using:) { … } contentStates: { … }`) and Food Truck's
/// iOS 16 ones (`previewContext(_:viewKind:)` in a `PreviewProvider`): each draws its presentation,
/// and a bundle that lists the activity draws it with every state they declare.
struct GlucoseAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var value: Int }
}

struct GlucoseActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: GlucoseAttributes.self) { context in
            Text("\(context.state.value)")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text("\(context.state.value)") }.contentMargins([.leading, .top], 20)
            } compactLeading: { Text("1") } compactTrailing: { Text("\(context.state.value)") } minimal: { Text("3") }
        }
    }
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: GlucoseAttributes()) {
    GlucoseActivity()
} contentStates: {
    GlucoseAttributes.ContentState(value: 98)
    GlucoseAttributes.ContentState(value: 140)
}

struct GlucoseActivity_Previews: PreviewProvider {
    static var previews: some View {
        GlucoseAttributes().previewContext(GlucoseAttributes.ContentState(value: 120), viewKind: .dynamicIsland(.compact))
            .previewDisplayName("Compact 120")
        GlucoseAttributes().previewContext(GlucoseAttributes.ContentState(value: 98), viewKind: .content)
            .previewDisplayName("Lock Screen 98")
    }
}

/// A Live Activity no preview shows: nothing to draw it with.
struct UnpreviewedAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var value: Int }
}

struct UnpreviewedActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: UnpreviewedAttributes.self) { context in
            Text("\(context.state.value)")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text("\(context.state.value)") }
            } compactLeading: { Text("1") } compactTrailing: { Text("2") } minimal: { Text("3") }
        }
        .configurationDisplayName("Unpreviewed")
    }
}

extension RealWidgetAPITests {
    @Test func ellipticalGradientsFillTheFramesShape() throws {
        // A 120 × 40 ellipse from red at the centre to blue at half the size: at the ends of the
        // long axis and of the short one the gradient has reached blue, half-way it is between.
        let b = try bitmap(EllipticalGradient(colors: [.red, .blue], endRadiusFraction: 0.5).frame(width: 120, height: 40))
        let (cx, cy) = (b.width / 2, b.height / 2)
        #expect(b[cx, cy].r > 240 && b[cx, cy].b < 80, "\(b[cx, cy])")
        #expect(b[cx + 59, cy].b > 230 && b[cx, cy + 19].b > 230, "\(b[cx + 59, cy]) \(b[cx, cy + 19])")
        let halfAcross = b[cx + 30, cy], halfDown = b[cx, cy + 10]
        #expect(abs(Int(halfAcross.r) - Int(halfDown.r)) < 12 && halfAcross.r > 90 && halfAcross.r < 170, "\(halfAcross) \(halfDown)")
    }

    @Test func dateComponentsFormatterWritesDurationsAsFoundationDoes() {
        let formatter = DateComponentsFormatter()
        formatter.unitsStyle = .short
        formatter.maximumUnitCount = 1
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(formatter.string(from: now.addingTimeInterval(-6 * 60 - 30), to: now) == "6 min")
        formatter.unitsStyle = .abbreviated
        #expect(formatter.string(from: 2 * 3600 + 59 * 60) == "2h")
        formatter.unitsStyle = .full
        formatter.maximumUnitCount = 0
        #expect(formatter.string(from: 3600 + 120) == "1 hour, 2 minutes")
        formatter.unitsStyle = .positional
        formatter.allowedUnits = [.minute, .second]
        #expect(formatter.string(from: 65) == "1:05")
    }

    @Test func exposureAdjustBrightensInLinearLight() throws {
        let grey = Color(white: 0.5)
        let lighter = try bitmap(grey.exposureAdjust(1).frame(width: 20, height: 20))
        // 0.5 encoded is 0.214 linear; twice that, 0.428, encodes to 0.686 (175).
        #expect((173...177).contains(lighter[79, 79].r), "\(lighter[79, 79])")
        #expect(try image(Color.red.exposureAdjust(0).frame(width: 20, height: 20)) == image(Color.red.frame(width: 20, height: 20)))
    }

    @Test func liveActivityPreviewsAreDrawnInTheirPresentation() {
        let declaration = _PreviewDeclaration(fileID: "Luka/Activity.swift", line: 1, "Content", as: .content, using: GlucoseAttributes()) {
            GlucoseActivity()
        } contentStates: {
            GlucoseAttributes.ContentState(value: 98)
        }
        if case .view = declaration.content { Issue.record("a Live Activity preview is not a view preview") }
        let drawn = DeclaredPreview.all().filter { $0.name == "Expanded" || $0.name == "Content" }
        #expect(!drawn.isEmpty && drawn.allSatisfy { $0.families.count == 1 && $0.families[0].isActivity }, "\(drawn.map(\.families))")
    }

    @Test func iOS16ActivityPreviewsDrawTheActivityOfTheirAttributes() throws {
        let previews = DeclaredPreview.all(in: ["SwiftUIFrontDoorTests"])
        let compact = try #require(previews.first { $0.name == "Compact 120" })
        let lockScreen = try #require(previews.first { $0.name == "Lock Screen 98" })
        #expect(compact.families == [.dynamicIslandCompact] && lockScreen.families == [.liveActivity])
        // The bundle draws the #Preview's states, 98 and 140; the iOS 16 previews draw their own.
        #expect(GlucoseActivity().widgetScene().scene.entries.count == 2)
        let island = try renderPreviewBitmap(compact, family: .dynamicIslandCompact, device: "iphone-393x852", scale: 2, variant: .dark)
        #expect(island.width == 461 && island.height == 73)
        #expect(try island != renderWidgetBitmap(GlucoseActivity(), family: .dynamicIslandCompact, device: "iphone-393x852", scale: 2,
                                                 variant: .dark))
        #expect(try renderPreviewBitmap(lockScreen, family: .liveActivity, device: "iphone-393x852", scale: 2, variant: .light)
                == renderWidgetBitmap(GlucoseActivity(), family: .liveActivity, device: "iphone-393x852", scale: 2, variant: .light))
    }

    @Test func aFileImportingOnlySwiftUIDeclaresAWidgetBundle() {
        let widgets = (SwiftUIOnlyBundle().body as? _WidgetList)?.widgets ?? []
        #expect(widgets.count == 2)
        #expect(widgets.map { $0.widgetScene().scene.families.count } == [5, 0])
        #expect(SwiftUIOnlyWidget().widgetScene().scene.kind == "GlucoseAttributes")
    }

    @Test func anActivityNoPreviewShowsIsNotDrawn() {
        // No content state to draw it with: no families, so a bundle's render passes over it (with a warning).
        let scene = UnpreviewedActivity().widgetScene().scene
        #expect(scene.families.isEmpty)
        #expect(scene.displayName == "Unpreviewed")
    }
}

/// A package's own property wrapper over the app's defaults, as Luka's `@Default(.unit)` reads them.
@propertyWrapper struct StoredUnit: DynamicProperty {
    var wrappedValue: String { "mmol/L" }
}

struct UnitLabel: View {
    @StoredUnit var unit
    var body: some View { Text(unit) }
}

extension RealWidgetAPITests {
    @Test func tiledImagesRepeatAtTheirOwnSize() throws {
        let resources = try TemplateImageTests.catalogue()
        func red(_ view: some View) throws -> Int {
            let b = try renderWidgetBitmap(view.containerBackground(.white, for: .widget), family: .systemSmall, device: "iphone-393x852",
                                           scale: 1, variant: .light, options: WidgetRenderOptions(resources: resources, assets: "Assets.xcassets"))
            return (0..<b.height).reduce(0) { sum, y in sum + (0..<b.width).filter { b[$0, y].r > 200 && b[$0, y].g < 60 }.count }
        }
        // The 8-pt glyph square over a 40 × 24 frame: 5 × 3 copies, every pixel red; stretched, the same area.
        let tiled = try red(Image("glyph").resizable(resizingMode: .tile).foregroundStyle(.red).frame(width: 40, height: 24))
        #expect(tiled == 40 * 24)
    }

    @Test func smallerUIKitAndWidgetKitAPIsRealWidgetsCall() throws {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).cgColor.alpha == 0.5)
        var r: CGFloat = 0
        UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).getRed(&r, green: nil, blue: nil, alpha: nil)
        #expect(r > 0.99)
        #expect(UIView.ContentMode.scaleAspectFit.rawValue == 1)
        let context = TimelineProviderContext(family: .systemSmall, displaySize: CGSize(width: 170, height: 170), displayScale: 3)
        #expect(context.environmentVariants.displayScale == [3] && context.environmentVariants.colorScheme == [.light, .dark])
        #expect(EnvironmentValues().pixelLength == 1 / EnvironmentValues().displayScale)
        #expect(try image(UnitLabel()) == image(Text("mmol/L")))
    }
}

extension RealWidgetAPITests {
    /// Brave's `braveBlurpleTint`: a dynamic UIKit colour whose answers are the app's asset
    /// colours, known only when drawn, takes the light one in light and the dark one in dark.
    @Test func aDynamicColourOverAssetColoursFollowsTheScheme() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dynamic-assets-\(UUID().uuidString)")
        for (name, hex) in [("paper", "0xFF, 0x00, 0x00"), ("ink", "0x00, 0x00, 0xFF")] {
            let set = folder.appendingPathComponent("Assets.xcassets/\(name).colorset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            let parts = hex.components(separatedBy: ", ")
            let json = #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "red" : "\#(parts[0])", "green" : "\#(parts[1])", "blue" : "\#(parts[2])" } }, "idiom" : "universal" } ] }"#
            try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
        let tint = UIColor { $0.userInterfaceStyle == .dark ? UIColor(named: "ink")! : UIColor(named: "paper")! }
        func centre(_ variant: Variant) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let b = try renderWidgetBitmap(Color(tint).containerBackground(.white, for: .widget), family: .systemSmall, device: "iphone-393x852",
                                           scale: 1, variant: variant, options: WidgetRenderOptions(resources: folder, assets: "Assets.xcassets"))
            return b[b.width / 2, b.height / 2]
        }
        #expect(try centre(.light).r == 255 && centre(.light).b == 0)
        #expect(try centre(.dark).b == 255 && centre(.dark).r == 0)
    }
}

extension RealWidgetAPITests {
    /// `disfavoredLocations(_:for:)` (keeping a widget out of StandBy and CarPlay) compiles and is kept in the description.
    @Test func disfavoredLocationsAreKept() {
        let configuration = StaticConfiguration(kind: "kept", provider: MarginsProvider()) { _ in Color.red }
            .disfavoredLocations([.standBy, .carPlay], for: [.systemSmall])
            .disfavoredLocations([.iPhoneWidgetsOnMac], for: [.systemMedium])
        #expect(configuration._description.disfavoredLocations == [.standBy: [.systemSmall], .carPlay: [.systemSmall],
                                                                   .iPhoneWidgetsOnMac: [.systemMedium]])
    }
}

/// A widget's view that writes the screen's scale, as a body reads it for a hairline.
private struct ScreenScaleText: View {
    var body: some View { Text(verbatim: "\(Int(UIScreen.main.scale))") }
}

/// API real widget extensions call that a still image answers at once.
@Suite struct StillImageAPITests {
    @Test("UIScreen.main.scale in a body is the image's scale")
    func screenScaleIsTheImagesScale() throws {
        for scale in [2, 3] {
            let asked = try renderWidgetBitmap(ScreenScaleText(), family: .systemSmall, device: "iphone-393x852", scale: scale, variant: .light)
            let expected = try renderWidgetBitmap(Text(verbatim: "\(scale)"), family: .systemSmall, device: "iphone-393x852",
                                                  scale: scale, variant: .light)
            let same = asked == expected
            #expect(same, "@\(scale)x")
        }
    }

    @Test("ProgressView(value:total:label:) keeps its Text label")
    func progressWithALabelView() throws {
        let node = try SwiftUIFrontDoorTests.node(ProgressView(value: 3.0, total: 4.0) { Text("🏃") })
        #expect(node.content == .progress(value: 3, total: 4, label: "🏃"))
    }

    @Test("withAnimation runs its body at once and returns its result")
    func withAnimationRunsItsBody() {
        var count = 0
        let result = withAnimation(.easeInOut) { count += 1; return count * 10 }
        #expect(count == 1 && result == 10)
    }
}

/// A custom shape built with UIKit's path, as apps round some corners of a bar (Calq's `RoundedCorner`).
private struct TopRounded: Shape {
    func path(in rect: CGRect) -> Path {
        Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 20)).cgPath)
    }
}

@Suite struct UIBezierPathTests {
    @Test("UIBezierPath rounds only the corners it is asked to, and reaches SwiftUI as the same outline")
    func roundsTheCornersAskedFor() throws {
        // A 100-pt square in the middle of the 158-pt small widget at @2x: pixels 58–257.
        let bitmap = try renderWidgetBitmap(TopRounded().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 100, height: 100), family: .systemSmall,
                                            device: "iphone-393x852", scale: 2, variant: .light)
        func isRed(_ x: Int, _ y: Int) -> Bool { let p = bitmap[x, y]; return p.r > 250 && p.g < 5 && p.b < 5 }
        #expect(!isRed(60, 60) && !isRed(255, 60), "the top corners are cut")
        #expect(isRed(60, 255) && isRed(255, 255), "the bottom corners are square")
        #expect(isRed(157, 60) && isRed(60, 157), "the edges between are filled")
    }
}

extension RealWidgetAPITests {
    /// St Jude's sprites: `UIImage(resource:)` of the app's catalogue has its pixels and size while
    /// the body is drawn, so a frame sized from `image.size` shows the image three times as large.
    @Test func aCatalogueImageHasItsSizeWhileTheBodyIsDrawn() throws {
        struct Sprite: View {
            var body: some View {
                let image = UIImage(resource: ImageResource(name: "photo", bundle: .main))
                Image(uiImage: image).resizable().frame(width: image.size.width * 3, height: image.size.height * 3)
            }
        }
        let options = WidgetRenderOptions(resources: try TemplateImageTests.catalogue(), assets: "Assets.xcassets")
        let b = try renderWidgetBitmap(Sprite().containerBackground(.white, for: .widget), family: .systemSmall, device: "iphone-393x852",
                                       scale: 1, variant: .light, options: options)
        let black = (0..<b.height).reduce(0) { sum, y in sum + (0..<b.width).filter { b[$0, y].r < 40 && b[$0, y].a > 200 }.count }
        #expect(black == 24 * 24)
        // Outside a rendering the name is kept, drawn when a widget shows it.
        #expect(UIImage(named: "photo")?.source == .named("photo"))
    }

    /// St Jude's `BlockGroupBoxStyle`: an app's group box style draws every group box inside, and
    /// `GroupBox(configuration)` in a style's body draws iOS's own panel.
    @Test func groupBoxStylesDrawTheBoxes() throws {
        struct Bare: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View { configuration.content.padding(4) }
        }
        struct Tinted: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View { GroupBox(configuration).foregroundStyle(.red) }
        }
        #expect(try SwiftUIFrontDoorTests.node(GroupBox { Text("Raised") }.groupBoxStyle(Bare()))
                == SwiftUIFrontDoorTests.node(Text("Raised").padding(4)))
        #expect(try SwiftUIFrontDoorTests.node(GroupBox("Goal") { Text("Raised") }.groupBoxStyle(Tinted()))
                == SwiftUIFrontDoorTests.node(GroupBox("Goal") { Text("Raised") }.foregroundStyle(.red)))
        #expect(try SwiftUIFrontDoorTests.node(GroupBox { Text("Raised") }.groupBoxStyle(.automatic))
                == SwiftUIFrontDoorTests.node(GroupBox { Text("Raised") }))
    }

    /// A settings row's colour picker shows its label and a well of the chosen colour.
    @Test func aColorPickerShowsTheChosenColour() throws {
        let b = try renderWidgetBitmap(ColorPicker("Tint", selection: .constant(Color(red: 0, green: 0, blue: 1))).padding()
                                        .containerBackground(.white, for: .widget),
                                       family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light)
        let blue = (0..<b.height).reduce(0) { sum, y in sum + (0..<b.width).filter { b[$0, y].b > 200 && b[$0, y].r < 40 }.count }
        #expect(blue > 100)
    }

    /// Foundation and UIKit that St Jude's device checks call: `ProcessInfo()` (corelibs keeps its
    /// initialiser internal), `UIDevice()`, and the screen's bounds in points.
    @Test func processInfoDeviceAndScreen() {
        #expect(ProcessInfo().processIdentifier == Foundation.ProcessInfo.processInfo.processIdentifier)
        #expect(UIDevice().userInterfaceIdiom == .phone)
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
    }
}
