import Foundation
@testable import SwiftUI
import Testing
import WidgetKit
@testable import SwiftExamples
import struct WidgetRaster.RenderJob
import struct WidgetRaster.RenderTarget
import struct WidgetRaster.SizeTable
import class WidgetRaster.WidgetRenderer

/// SwiftUI's composed views draw as iOS lays them out: a labelled value as a form row, a group
/// box as a rounded panel, a timeline view at the render's moment, titled buttons and toggles
/// as their label views.
@Suite struct StandardViewTests {
    func image<V: View>(_ view: V, options: WidgetRenderOptions = WidgetRenderOptions()) throws -> Bitmap {
        try renderWidgetBitmap(view.containerBackground(.white, for: .widget), family: .systemSmall, device: "iphone-393x852",
                               scale: 1, variant: .light, options: options)
    }

    @Test func labeledContentIsAFormRowWithTheValueTrailingInTheSecondaryStyle() throws {
        let row = try image(LabeledContent("High", value: "72°"))
        let written = try image(HStack(alignment: .firstTextBaseline) {
            Text("High")
            Spacer(minLength: 8)
            Text("72°").foregroundStyle(.secondary)
        })
        #expect(row == written)
        #expect(try image(LabeledContent("Rain", value: 0.3, format: .percent)) == (try image(LabeledContent("Rain", value: "30%"))))
    }

    @Test func groupBoxIsARoundedPanelWithAHeadline() throws {
        let box = try image(GroupBox("Weather") { Text("72°") })
        let written = try image(VStack(alignment: .leading, spacing: 8) {
            Text("Weather").font(.headline)
            Text("72°")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 8, style: .continuous)))
        #expect(box == written)
        #expect(box != (try image(GroupBox { Text("72°") })), "the label is drawn")
    }

    @Test func timelineViewDrawsItsContentAtTheRendersMoment() throws {
        let clock = TimelineView(.everyMinute) { context in Text(context.date, style: .time) }
        let atNineFortyOne = try image(clock)
        #expect(atNineFortyOne == (try image(Text(WidgetRenderOptions.referenceNow, style: .time))))
        let later = WidgetRenderOptions.referenceNow.addingTimeInterval(3 * 3600)
        var options = WidgetRenderOptions()
        options.now = later
        #expect(try image(clock, options: options) == (try image(Text(later, style: .time), options: options)))
        #expect(try image(clock, options: options) != atNineFortyOne)
    }

    @Test func titledButtonsAndTogglesDrawTheirLabels() throws {
        #expect(try image(Button("Stop", systemImage: "stop.fill", role: .destructive) {})
                == (try image(Button(role: .destructive, action: {}) { Label("Stop", systemImage: "stop.fill") })))
        let title = "Lights"
        #expect(try image(Toggle(title, systemImage: "lightbulb", isOn: .constant(true)))
                == (try image(Toggle(isOn: .constant(true)) { Label(title, systemImage: "lightbulb") })))
        #expect(try image(Link(title, destination: URL(string: "https://example.com")!)) == (try image(Text(title))))
    }

    /// `Toggle(sources:isOn:)`, one toggle for many settings: on when every source is on, off
    /// when any is off (a switch has no mixed position).
    @Test func aToggleOfManySourcesIsOnWhenAllAre() throws {
        struct Setting { var isOn: Binding<Bool> }
        let allOn = [Setting(isOn: .constant(true)), Setting(isOn: .constant(true))]
        let mixed = [Setting(isOn: .constant(true)), Setting(isOn: .constant(false))]
        #expect(try image(Toggle("All", sources: allOn, isOn: \.isOn)) == image(Toggle("All", isOn: .constant(true))))
        #expect(try image(Toggle("All", sources: mixed, isOn: \.isOn)) == image(Toggle("All", isOn: .constant(false))))
        #expect(try image(Toggle(sources: allOn, isOn: \.isOn) { Text("All") }) == image(Toggle("All", isOn: .constant(true))))
    }

    @Test func anImageInTextSitsOnTheLineInTheTextsFontAndColour() throws {
        let rated = (Text(Image(systemName: "star.fill")) + Text(" 4.5")).font(.title).foregroundStyle(.orange)
        let written = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Image(systemName: "star.fill")
            Text(" 4.5")
        }.font(.title).foregroundStyle(.orange)
        #expect(try image(rated) == (try image(written)))
        #expect(try image(Text(Image(systemName: "star.fill"))) == (try image(Image(systemName: "star.fill"))))
    }

    @Test func dateRangesAreWrittenAsTheLocaleWritesThem() {
        let start = WidgetRenderOptions.referenceNow
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: "en_US")
        environment.timeZone = TimeZone(identifier: "UTC")!
        let sameDay = Text(start...start.addingTimeInterval(3600)).plainString(in: environment)
        #expect(sameDay.hasPrefix("9:41") && sameDay.contains("\u{2013}\u{2009}10:41") && sameDay.hasSuffix("AM") && !sameDay.contains("Jun"), "\(sameDay)")
        let twoDays = Text(DateInterval(start: start, duration: 86_400)).plainString(in: environment)
        #expect(twoDays.contains("Jun 8, 2026") && twoDays.contains("Jun 9, 2026"), "\(twoDays)")
    }

    @Test func aControlGroupLaysItsControlsOutInARow() throws {
        let group = ControlGroup("Navigate") {
            Button("Back", systemImage: "chevron.left") {}
            Button("Next", systemImage: "chevron.right") {}
        }
        #expect(try image(group) == (try image(HStack(spacing: 8) {
            Button("Back", systemImage: "chevron.left") {}
            Button("Next", systemImage: "chevron.right") {}
        })))
    }

    /// A progress bar's label views are Apple's generic ones; a spinner has nothing to show in a
    /// still image and is reported at its line.
    @Test func progressViewsTakeLabelViewsAndASpinnerIsReported() throws {
        let labelled = ProgressView(value: 0.4) { Text("Steps") } currentValueLabel: { Text("40%") }
        #expect(try image(labelled) == (try image(ProgressView("Steps", value: 0.4))))
        #expect(try image(ProgressView(Progress(totalUnitCount: 10)).frame(width: 100)) == (try image(ProgressView(value: 0.0).frame(width: 100))))
        do {
            _ = try image(ProgressView())
            Issue.record("a spinner cannot be drawn in a still image: rendering must say so")
        } catch let error as UnsupportedViewsError {
            #expect(error.description.hasPrefix("SwiftUIFrontDoorTests/StandardViewTests.swift:\(#line - 3): ProgressView without a value"),
                    "\(error)")
        }
    }

    /// A shape's `inset`, `offset`, `scale` and `rotation` move its path within its frame.
    @Test func shapesInsetMoveScaleAndTurnWithinTheirFrame() throws {
        func centred<V: View>(_ view: V) -> some View { view.frame(width: 60, height: 60) }
        #expect(try image(Circle().inset(by: 10).fill(.blue).frame(width: 60, height: 60))
                == (try image(centred(AnyShape(Circle()).fill(.blue).frame(width: 40, height: 40)))))
        #expect(try image(Circle().scale(0.5).fill(.blue).frame(width: 60, height: 60))
                == (try image(centred(AnyShape(Circle()).fill(.blue).frame(width: 30, height: 30)))))
        #expect(try image(Rectangle().offset(x: 10, y: 5).fill(.blue).frame(width: 20, height: 20))
                == (try image(AnyShape(Rectangle()).fill(.blue).frame(width: 20, height: 20).offset(x: 10, y: 5))))
        let bar = Path(CGRect(x: 0, y: 0, width: 40, height: 10))
        let turned = bar.rotation(.degrees(90)).path(in: CGRect(x: 0, y: 0, width: 40, height: 40))._elements
        guard case .move(let start) = turned.first else { Issue.record("no path"); return }
        #expect(abs(start.x - 40) < 1e-9 && abs(start.y) < 1e-9, "the top-left corner turns a quarter about the centre to the top right")
        let back = CGAffineTransform(rotationAngle: 0.7).translatedBy(x: 3, y: -2)
        let point = CGPoint(x: 5, y: 8).applying(back).applying(back.inverted())
        #expect(abs(point.x - 5) < 1e-9 && abs(point.y - 8) < 1e-9)
    }

    /// A collapsed section shows only its header; a header or footer view given as a value is
    /// drawn as the closure forms draw it.
    @Test func sectionsCollapseAndTakeTheirHeaderAndFooterAsValues() throws {
        let collapsed = try SwiftUIFrontDoorTests.node(VStack { Section("Today", isExpanded: .constant(false)) { Text("Sunny") } })
        guard case .vStack(_, _, let rows) = collapsed.content else { Issue.record("\(collapsed)"); return }
        #expect(rows.count == 1, "the header alone")
        #expect(try image(VStack { Section(header: Text("Today"), footer: Text("Updated")) { Text("Sunny") } })
                == (try image(VStack { Section { Text("Sunny") } header: { Text("Today") } footer: { Text("Updated") } })))
    }

    /// Paths with rounded corners as Apple builds them, and a filled shape given a border (iOS 17).
    @Test func roundedPathsAndBorderedFills() throws {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let radii = RectangleCornerRadii(topLeading: 6, bottomLeading: 0, bottomTrailing: 0, topTrailing: 6)
        #expect(Path(roundedRect: rect, cornerRadii: radii) == UnevenRoundedRectangle(cornerRadii: radii).path(in: rect))
        #expect(Path(roundedRect: rect, cornerSize: CGSize(width: 5, height: 5)) == Path(roundedRect: rect, cornerRadius: 5))
        let bordered = try image(Circle().fill(.yellow).strokeBorder(.blue, lineWidth: 4).frame(width: 60, height: 60))
        #expect(bordered == (try image(Circle().strokeBorder(.blue, lineWidth: 4).fill(.yellow).frame(width: 60, height: 60))))
        #expect(bordered != (try image(Circle().fill(.yellow).frame(width: 60, height: 60))), "the border is drawn")
        #expect(try image(Circle().fill(RadialGradient(stops: [.init(color: .blue, location: 0), .init(color: .purple, location: 1)],
                                                       center: .center, startRadius: 0, endRadius: 30)).frame(width: 60, height: 60))
                == (try image(Circle().fill(RadialGradient(colors: [.blue, .purple], center: .center, startRadius: 0, endRadius: 30))
                    .frame(width: 60, height: 60))))
    }

    @Test func anyShapeDrawsTheShapeItWraps() throws {
        func badge(round: Bool) -> AnyShape { round ? AnyShape(Circle()) : AnyShape(Rectangle()) }
        #expect(try image(badge(round: true).fill(.blue).frame(width: 60, height: 60))
                == (try image(Circle().fill(.blue).frame(width: 60, height: 60))))
        #expect(try image(badge(round: false).fill(.blue).frame(width: 60, height: 60))
                != (try image(badge(round: true).fill(.blue).frame(width: 60, height: 60))))
    }

    struct Entry: TimelineEntry { let date: Date }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: .now)], policy: .never))
        }
    }

    struct Cafe: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "cafe-logos", provider: Provider()) { _ in
                HStack {
                    Image("CupLogo", label: Text("Our cup"))
                    Image(decorative: "CupLogo")
                    Text("Open")
                }
            }
            .supportedFamilies([.systemSmall])
        }
    }

    @Test func anImagesLabelIsReadAndADecorativeImageIsNot() throws {
        let device = try #require(SizeTable.current.device(id: "iphone-393x852"))
        let target = try #require(RenderTarget.targets(for: [.systemSmall], devices: [device]).first)
        let options = WidgetRenderOptions(resources: ExampleTwins.examples.appendingPathComponent("Cafe"), assets: "Assets.xcassets")
        let layout = try WidgetRenderer().layout(for: RenderJob(target: target, scale: 2, variant: .light),
                                                 of: Cafe().widgetScene(options: options))
        #expect(layout.accessibilityElements.map(\.label) == ["Our cup", "Open"])
    }
}
