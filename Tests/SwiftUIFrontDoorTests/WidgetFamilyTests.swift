import SwiftUI
import Testing
import WidgetKit

/// WidgetKit's `WidgetFamily` as the iOS SDK declares it: seven iOS families, and watchOS's
/// corner, unavailable on iOS.
@Suite struct WidgetFamilyTests {
    /// A switch as apps write it: the `default:` after the seven iOS cases is there for the
    /// corner, so it compiles without the "default will never be executed" warning a plain
    /// seven-case enum gives (the test target builds with no warnings).
    func place(_ family: WidgetFamily) -> String {
        switch family {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: "Home Screen"
        case .accessoryCircular, .accessoryRectangular, .accessoryInline: "Lock Screen"
        default: "elsewhere"
        }
    }

    /// And one with no `default:`, as an iOS-only app writes it: the seven cases are exhaustive.
    func isOnTheLockScreen(_ family: WidgetFamily) -> Bool {
        switch family {
        case .systemSmall, .systemMedium, .systemLarge, .systemExtraLarge: false
        case .accessoryCircular, .accessoryRectangular, .accessoryInline: true
        }
    }

    @Test func theSevenIOSFamiliesKeepApplesRawValues() {
        #expect([0, 1, 2, 3, 5, 6, 7].map { WidgetFamily(rawValue: $0)?.rawValue } == [0, 1, 2, 3, 5, 6, 7])
        #expect(WidgetFamily(rawValue: 4) == nil, "4 is the watch's corner")
        #expect(WidgetFamily(rawValue: 8) == nil)
        #expect(place(.systemLarge) == "Home Screen" && place(.accessoryInline) == "Lock Screen")
        #expect(isOnTheLockScreen(.accessoryCircular) && !isOnTheLockScreen(.systemSmall))
    }
}
