import Foundation
import SwiftUI
import Testing
import WidgetKit
import struct WidgetRaster.Linter
import struct WidgetRaster.SizeTable

/// Zeitgeist's Recent Deployments widget: a body that never sets a container background. Built
/// with the iOS 17 SDK, iOS shows "Please adopt containerBackground API" in its place (an error
/// sign on the Lock Screen), so the checks say so — and not for a body that sets one, even a clear one.
@Suite struct ContainerBackgroundLintTests {
    /// The body: a label, with a clear container background, the usual one, or none.
    struct Deployments: Widget {
        var background: Color?
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "deployments", provider: StandardViewTests.Provider()) { _ in
                if let background {
                    Label("Recent Deployments", systemImage: "clock").containerBackground(background, for: .widget)
                } else {
                    Label("Recent Deployments", systemImage: "clock")
                }
            }
            .description("Your latest deployments.")
            .supportedFamilies([.systemLarge, .accessoryRectangular])
        }
    }

    func findings(_ widget: Deployments) throws -> [String] {
        try Linter(devices: [SizeTable.current.device(id: "iphone-393x852")!]).lint(widget.widgetScene())
            .filter { $0.rule == "container-background" }.map { "\($0.family?.rawValue ?? "-") \($0.severity)" }
    }

    @Test func aHomeScreenBodyWithoutAContainerBackgroundIsAnError() throws {
        #expect(try findings(Deployments(background: nil)) == ["systemLarge error", "accessoryRectangular error"])
        #expect(try findings(Deployments(background: .white)).isEmpty)
        #expect(try findings(Deployments(background: .clear)).isEmpty)
    }
}
