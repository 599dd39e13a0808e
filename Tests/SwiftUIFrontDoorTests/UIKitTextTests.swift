import Foundation
import Testing
import SwiftUI
import WidgetKit

/// UIKit's text and font API as widget code shared with its app uses it: font metrics, Dynamic
/// Type scaling, paragraph styles, and strings measured and drawn into an image context.
@Suite struct UIKitTextTests {
    /// UIFontMetrics scales as the body style does: unchanged at Large, larger at XL.
    @Test func fontMetricsScaleWithTheTextSize() {
        #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 17) == 17)
        let extraLarge = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(abs(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: extraLarge) - 19) < 1e-9)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 15)).pointSize == 15)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 15), maximumPointSize: 12).pointSize == 12)
    }

    /// A font's metrics are its drawn face's: a line of the 17 pt system font is about 20 pt high.
    @Test func systemFontMetricsAreReal() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(abs(font.lineHeight - 20.3) < 1)
        #expect(font.ascender > 0 && font.descender < 0)
        #expect(font.xHeight > 0 && font.xHeight < font.capHeight && font.capHeight < font.ascender)
        #expect(UIFont.systemFont(ofSize: 34).lineHeight > font.lineHeight)
    }

    /// Descriptors make variants of a font: bold, the body style, another design.
    @Test func descriptorsMakeVariants() throws {
        let descriptor = UIFont.systemFont(ofSize: 17).fontDescriptor
        #expect(descriptor.pointSize == 17)
        let bold = try #require(descriptor.withSymbolicTraits(.traitBold))
        #expect(Font(UIFont(descriptor: bold, size: 0)) == .system(size: 17, weight: .bold))
        #expect(Font(UIFont(descriptor: .preferredFontDescriptor(withTextStyle: .body), size: 0)) == .body)
        let rounded = try #require(descriptor.withDesign(.rounded))
        #expect(Font(UIFont(descriptor: rounded, size: 20)) == .system(size: 20, weight: .regular, design: .rounded))
    }

    /// A paragraph style keeps what it was set to, in the string and in its copies.
    @Test func paragraphStylesKeepTheirSettings() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineBreakMode = .byTruncatingTail
        let string = NSAttributedString(string: "Forecast", attributes: [.paragraphStyle: style])
        let kept = string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        #expect(kept?.alignment == .center && kept?.lineBreakMode == .byTruncatingTail)
        #expect((style.copy() as? NSParagraphStyle)?.alignment == .center)
        #expect(NSParagraphStyle.default.alignment == .natural)
    }

    @Test func contentSizeCategoriesAreOrdered() {
        #expect(UIContentSizeCategory.large < .extraLarge)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory(DynamicTypeSize.xLarge) == .extraLarge)
    }

    /// Strings measure as they draw: a larger font is larger, a narrow width wraps onto more lines.
    @Test func stringsMeasureAsTheyDraw() {
        let small = ("72°" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        let large = ("72°" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 30)])
        #expect(small.width > 0 && large.width > small.width && large.height > small.height)
        let text = NSAttributedString(string: "A longer forecast line", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let oneLine = text.boundingRect(with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        let wrapped = text.boundingRect(with: CGSize(width: 90, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                        context: nil)
        #expect(wrapped.height > oneLine.height && wrapped.width <= 90)
        #expect(text.size().width == oneLine.width)
    }

    /// Text drawn into an image context is drawn.
    @Test func stringsDrawIntoAnImageContext() {
        let size = CGSize(width: 80, height: 30)
        let blank = UIGraphicsImageRenderer(size: size).image { _ in }
        let drawn = UIGraphicsImageRenderer(size: size).image { _ in
            ("72°" as NSString).draw(at: CGPoint(x: 4, y: 4), withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20)])
        }
        #expect(drawn.pngData() != nil && drawn.pngData() != blank.pngData())
    }

    struct Drawn: View {
        let attributes: [NSAttributedString.Key: Any]
        var body: some View {
            Image(uiImage: UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30)).image { _ in
                NSAttributedString(string: "Hi", attributes: attributes).draw(at: .zero)
            })
        }
    }

    /// An attribute that cannot be drawn fails the render, naming it.
    @Test func anAttachmentIsReported() throws {
        func render(_ attributes: [NSAttributedString.Key: Any]) throws -> Data {
            try renderWidget(Drawn(attributes: attributes).containerBackground(.white, for: .widget), family: .systemSmall,
                             device: "iphone-393x852", scale: 1, variant: .light)
        }
        _ = try render([.font: UIFont.systemFont(ofSize: 17)])
        let error = #expect(throws: UnsupportedViewsError.self) { try render([.attachment: "image"]) }
        #expect(error?.description.contains("NSAttributedString.Key.attachment") == true)
    }
}
