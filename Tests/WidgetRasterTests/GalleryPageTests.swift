import Foundation
import Testing
@testable import WidgetRaster

/// The gallery page is its template with the run's values put in once: text from the run is
/// escaped and never read as a placeholder.
@Suite struct GalleryPageTests {
    @Test func valuesArePutInOnceAndEscaped() throws {
        let manifest = Manifest(generator: "{{IMAGES}} & <b>", sizeTable: "hig-current", images: [], findings: nil)
        let html = try Gallery.html(for: manifest, title: "Mine {{FINDINGS}}")
        #expect(html.contains("<title>Mine {{FINDINGS}}</title>"))
        #expect(html.contains("{{IMAGES}} &amp; &lt;b&gt;</footer>"))
        #expect(html.contains("const images = [];"))
        #expect(html.contains("const linted = null !== null;"))
        #expect(!html.contains("{{TITLE}}") && !html.contains("{{NATIVE}}") && !html.contains("{{GENERATOR}}"))
    }
}
