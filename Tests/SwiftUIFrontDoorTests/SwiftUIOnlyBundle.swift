// Imports SwiftUI alone, as Electric Sidecar's widget bundle file does: Apple declares `Widget`,
// `WidgetBundle`, `WidgetBundleBuilder` and `WidgetConfiguration` in SwiftUI, so this compiles.
import Foundation
import SwiftUI

struct SwiftUIOnlyBundle: WidgetBundle {
    @WidgetBundleBuilder
    var body: some Widget {
        GlucoseActivity()
        UnpreviewedActivity()
    }
}

/// A configuration made of another, declared where only SwiftUI is imported.
struct SwiftUIOnlyWidget: Widget {
    var body: some WidgetConfiguration { GlucoseActivity().body }
}
