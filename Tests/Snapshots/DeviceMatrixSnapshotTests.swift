import Foundation
import Testing
import WidgetRaster
import WidgetRasterTesting

/// The weather example on every device of the size table at @2x, light and dark: catches a
/// change to any row of the table or to iPad canvas scaling.
@Suite struct DeviceMatrixSnapshotTests {
    @Test func weatherOnEveryDevice() {
        let scene = ExampleSnapshotTests.examples.appendingPathComponent("weather.yaml").path
        assertWidgetSnapshot(of: .file(scene), devices: SizeTable.current.defaultDevices.map(\.id), scales: [2])
    }

    /// The tinted (accented) and clear Home Screens of iOS 26, iOS 18's tinted one, and vibrant.
    @Test func renderingModes() {
        let scene = ExampleSnapshotTests.examples.appendingPathComponent("banking.yaml").path
        assertWidgetSnapshot(of: .file(scene), families: [.systemSmall, .systemMedium], scales: [2],
                             variants: [Variant.light.rendered(.accented), Variant.dark.rendered(.accented),
                                        Variant.light.accented(over: .clear), Variant.dark.accented(over: .clear),
                                        Variant.light.rendered(.accented).looking(like: .ios18),
                                        Variant.dark.rendered(.accented).looking(like: .ios18),
                                        Variant.dark.rendered(.vibrant)])
    }

    @Test func dynamicTypeAndRightToLeft() {
        let notes = ExampleSnapshotTests.examples.appendingPathComponent("notes.json").path
        assertWidgetSnapshot(of: .file(notes), scales: [2], variants: [.light], dynamicType: .xxxLarge)
        let weather = ExampleSnapshotTests.examples.appendingPathComponent("weather.yaml").path
        assertWidgetSnapshot(of: .file(weather), families: [.systemMedium], scales: [2], variants: [.light],
                             layoutDirection: .rightToLeft)
    }

    @Test func aSceneBuiltInSwift() {
        let body = VStack(alignment: .leading, spacing: 6) {
            Text("Swift DSL").font(.headline)
            Text("Rendered by assertWidgetSnapshot").font(.caption).foregroundStyle(.secondary)
            Spacer()
            ProgressView("Progress", value: 0.7)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(Color("secondarySystemBackground"))
        let scene = WidgetScene(kind: "dsl", displayName: "DSL", bodies: [.systemSmall: body])
        assertWidgetSnapshot(of: .scene(scene, folder: URL(fileURLWithPath: "/tmp")), scales: [2])
    }
}
