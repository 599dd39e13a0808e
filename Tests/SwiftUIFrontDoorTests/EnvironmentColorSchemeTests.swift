import Foundation
import SwiftUI
import Testing
import WidgetKit

/// Alare's widgets set `.environment(\.colorScheme, .dark)` on their view: the light image draws them
/// as the dark one does (white text on the app's night gradient), not black text on it.
@Suite struct EnvironmentColorSchemeTests {
    struct Night: View {
        var body: some View {
            VStack {
                Image(systemName: "alarm").font(.system(size: 40))
                Text("Alarm Off").font(.headline).foregroundStyle(.secondary)
            }
            .containerBackground(for: .widget) { Color.black.overlay(Color.blue.opacity(0.2)) }
            .environment(\.colorScheme, .dark)
        }
    }

    @Test func aViewSetDarkIsDrawnDarkInTheLightImage() throws {
        func image(_ variant: Variant) throws -> Data {
            try renderWidget(Night(), family: .systemSmall, device: "iphone-393x852", scale: 2, variant: variant)
        }
        #expect(try image(.light) == image(.dark))
    }
}
