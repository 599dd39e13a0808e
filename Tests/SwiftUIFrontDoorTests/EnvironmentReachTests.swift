import SwiftUI
import Testing
import WidgetKit
import struct WidgetRaster.Bitmap
import struct WidgetRaster.ViewNode

/// `@Environment` reads the image's values wherever the app's code runs: in a body, in `ForEach`
/// content, in a custom style's `makeBody`, in `GeometryReader` content (at layout) and in a custom
/// `Layout` (at layout). A dark image must never read "light" because a closure ran elsewhere.
@Suite struct EnvironmentReachTests {
    struct ForEachProbe: View {
        @Environment(\.colorScheme) var scheme
        var body: some View {
            VStack { ForEach(0..<2) { i in Text("\(i) \(scheme == .dark ? "dark" : "light")") } }
        }
    }

    struct SchemeLabelStyle: LabelStyle {
        @Environment(\.colorScheme) var scheme
        func makeBody(configuration: Configuration) -> some View { Text(scheme == .dark ? "dark" : "light") }
    }

    struct GeometryProbe: View {
        @Environment(\.colorScheme) var scheme
        var body: some View { GeometryReader { _ in Text(scheme == .dark ? "dark" : "light") } }
    }

    /// 100 × 40 in dark, 20 × 20 in light.
    struct SchemeSizedLayout: Layout {
        @Environment(\.colorScheme) var scheme
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            scheme == .dark ? CGSize(width: 100, height: 40) : CGSize(width: 20, height: 20)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: bounds.height))
            }
        }
    }

    static func dark<V: View>(_ view: V) throws -> ViewNode {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        return try ViewResolver.node(for: view, environment: environment)
    }

    static func darkImage<V: View>(_ view: V) throws -> Bitmap {
        try renderWidgetBitmap(view, family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .dark)
    }

    @Test func forEachContentReadsTheImagesEnvironment() throws {
        #expect(try Self.dark(ForEachProbe()) == Self.dark(VStack { Text("0 dark"); Text("1 dark") }))
    }

    @Test func aCustomStyleReadsTheImagesEnvironment() throws {
        let styled = try Self.dark(Label("Title", systemImage: "star").labelStyle(SchemeLabelStyle()))
        #expect(styled == ViewNode(.text("dark")), "\(styled)")
    }

    @Test func geometryReaderContentReadsTheImagesEnvironment() throws {
        #expect(try Self.darkImage(GeometryProbe()) == Self.darkImage(GeometryReader { _ in Text("dark") }))
    }

    @Test func aCustomLayoutReadsTheImagesEnvironment() throws {
        #expect(try Self.darkImage(SchemeSizedLayout { Color.red }) == Self.darkImage(Color.red.frame(width: 100, height: 40)))
    }
}
