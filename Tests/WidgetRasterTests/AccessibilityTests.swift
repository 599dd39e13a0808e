import Foundation
import Testing
@testable import WidgetRaster

/// What VoiceOver reads in a widget (`WidgetLayout.accessibilityElements`, `render --accessibility`):
/// texts, symbols and images in the order declared, as the accessibility modifiers change them.
/// Frames are in points on the 393×852 pt iPhone (small widget 158 × 158 pt, content inset 16 pt).
@Suite struct AccessibilityTests {
    static let phone = SizeTable.current.device(id: "iphone-393x852")!

    static func elements(_ body: String, data: String = "{}") throws -> [AccessibilityElement] {
        let yaml = "kind: t\ndisplayName: T\ndata: \(data)\nbody:\n  systemSmall:\n"
            + body.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
        return try SceneFixture.withFiles(["scene.yaml": yaml]) { urls in
            let loaded = try SceneLoader.load(urls["scene.yaml"]!)
            let target = RenderTarget.targets(for: [.systemSmall], devices: [phone])[0]
            return try WidgetRenderer().layout(for: RenderJob(target: target, scale: 2, variant: .light), of: loaded).accessibilityElements
        }
    }

    static func said(_ elements: [AccessibilityElement]) -> [String] {
        elements.map { [$0.label, $0.value, $0.hint].compactMap { $0 }.joined(separator: " | ") + " [" + $0.traits.map(\.rawValue).joined(separator: ",") + "]" }
    }

    @Test func textsAndSymbolsAreReadInTheOrderDeclared() throws {
        let read = try Self.elements("""
            type: VStack
            alignment: leading
            children:
              - {type: Symbol, name: cloud.rain.fill}
              - {type: Text, text: "Rain in {{city}}"}
              - {type: Text, text: " "}
              - {type: Rectangle, modifiers: [{frame: {height: 4}}]}
            """, data: "{city: Lisbon}")
        #expect(Self.said(read) == ["cloud rain fill [isImage]", "Rain in Lisbon [isStaticText]"])
        // The stack is centred in the 126 × 126 pt content area; the text sits under the symbol.
        #expect(read[1].frame.minX == read[0].frame.minX)
        #expect(read[1].frame.minY > read[0].frame.maxY - 1)
        #expect(read.allSatisfy { $0.frame.minX >= 16 && $0.frame.maxX <= 142 })
    }

    @Test func modifiersLabelHideCombineAndReorder() throws {
        let read = try Self.elements("""
            type: VStack
            children:
              - {type: Text, text: "72°", modifiers: [{accessibilityLabel: "{{temp}} degrees"}, {accessibilityAddTraits: isHeader}]}
              - {type: Text, text: Decoration, modifiers: [accessibilityHidden]}
              - type: HStack
                children: [{type: Text, text: "H:78°"}, {type: Text, text: "L:55°"}]
                modifiers: [{accessibilityElement: combine}, {accessibilityHint: Today's range}]
              - type: HStack
                children: [{type: Text, text: Hidden}, {type: Text, text: Too}]
                modifiers: [accessibilityElement, {accessibilityLabel: Summary}]
              - {type: Text, text: First, modifiers: [{accessibilitySortPriority: 1}]}
              - {type: Text, text: Gone, modifiers: [{opacity: 0}]}
            """, data: "{temp: 72}")
        #expect(Self.said(read) == [
            "First [isStaticText]",
            "72 degrees [isStaticText,isHeader]",
            "H:78°, L:55° | Today's range []",
            "Summary []",
        ])
    }

    @Test func linksButtonsAndTogglesAreOneElementOfTheirLabel() throws {
        let read = try Self.elements("""
            type: VStack
            children:
              - type: HStack
                children: [{type: Symbol, name: star}, {type: Text, text: Favourites}]
                modifiers: [{link: "app://favourites"}]
              - {type: Button, intent: RefreshIntent, label: {type: Label, title: {type: Text, text: Refresh}, icon: {type: Symbol, name: arrow.clockwise}}}
              - {type: Toggle, isOn: true, intent: FocusIntent, label: {type: Text, text: Focus}}
            """)
        #expect(Self.said(read) == ["star, Favourites [isLink]", "Refresh [isButton]", "Focus | on [isToggle]"])
    }

    @Test func anUnknownTraitIsNamedWithTheClosest() {
        let problem = SceneFixture.problem("kind: t\nbody:\n  systemSmall: {type: Text, text: A, modifiers: [{accessibilityAddTraits: isHeadr}]}\n")
        #expect(problem.contains("unknown trait 'isHeadr' (did you mean 'isHeader'?)"))
    }

    /// The to-do example reads each task once, as its button, with whether it is done.
    @Test func theTodoExampleReadsEachTaskAsItsButton() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/todo.yaml")
        let loaded = try SceneLoader.load(url)
        let target = RenderTarget.targets(for: [.systemSmall], devices: [Self.phone])[0]
        let read = try WidgetRenderer().layout(for: RenderJob(target: target, scale: 2, variant: .light), of: loaded).accessibilityElements
        #expect(Self.said(read) == ["Today [isStaticText]", "Dentist | done [isButton]", "Review PR | not done [isButton]",
                                    "Call Mum | not done [isButton]"])
        #expect(read.map { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height].map { ($0 * 2).rounded() / 2 } } == [
            [41.5, 16, 48.5, 21], [16, 45.5, 16.5, 18], [16, 72, 16.5, 18], [16, 98.5, 16.5, 18],
        ])
    }
}
