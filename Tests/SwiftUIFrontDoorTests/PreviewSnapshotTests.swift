import Testing
import XCTest
import WidgetKit
import WidgetRasterTesting
@testable import SwiftExamples

/// Every preview of the examples in one call, in Swift Testing and in XCTest: goldens named
/// `<test>.<preview>.<family>.<device>@<scale>x.<variant>[.entryN].png`.
@Suite struct PreviewSnapshotTests {
    /// Xcode's template preview shows the clock (`Date.now`): the render's fixed "now" keeps its goldens.
    @Test func everyPreviewOfTheExamples() {
        assertPreviewSnapshots(in: "SwiftExamples")
    }

    @Test func aModuleWithoutPreviewsFails() {
        withKnownIssue { assertPreviewSnapshots(in: "NoSuchModule") }
    }
}

final class PreviewSnapshotXCTests: XCTestCase {
    func testTimelinePreviewAtOneX() {
        assertPreviewSnapshots(in: "SwiftExamples", including: { $0.name == "Weather through the day" }, scales: [1], variants: [.dark])
    }
}
