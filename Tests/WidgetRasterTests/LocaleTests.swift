import Foundation
import Testing
@testable import WidgetRaster

/// `--locales`: each image drawn in each language asked for — a scene file's texts through its
/// `strings`, Xcode's pseudolanguages over the development language — named in its file, and a
/// text that stops fitting in one is a `locale-fit` finding.
@Suite struct LocaleTests {
    static let phone = SizeTable.current.device(id: "iphone-393x852")!

    @Test func localeIdsAndPseudolanguagesAreRead() {
        #expect(RenderLocale("de")?.locale?.identifier == "de")
        #expect(RenderLocale("pt_BR")?.identifier == "pt-BR")
        #expect(RenderLocale("ar")?.isRightToLeft == true)
        #expect(RenderLocale("he-IL")?.isRightToLeft == true)
        #expect(RenderLocale("ja")?.isRightToLeft == false)
        #expect(RenderLocale("pseudo-double")?.pseudolanguage == .doubleLength)
        #expect(RenderLocale("pseudo-rtl")?.isRightToLeft == true)
        #expect(RenderLocale("pseudo-rtl")?.locale == nil)
        for bad in ["english", "xx", "de/../x", ""] { #expect(RenderLocale(bad) == nil, "\(bad)") }
    }

    @Test func pseudolanguagesChangeTheTextAroundItsValues() {
        let fill: (String) -> String = { $0.replacingOccurrences(of: "{{city}}", with: "Lisbon") }
        #expect(Pseudolanguage.accented.apply(to: "Rain in {{city}}", syntax: .braces, fill: fill) == "Ŕáíñ íñ Lisbon")
        #expect(Pseudolanguage.doubleLength.apply(to: "Rain in {{city}}", syntax: .braces, fill: fill) == "Rain in Lisbon Rain in Lisbon")
        #expect(Pseudolanguage.bounded.apply(to: "Rain", syntax: .plain) { $0 } == "[# Rain #]")
        #expect(Pseudolanguage.rightToLeft.apply(to: "Rain", syntax: .plain) { $0 } == "Rain")
        #expect(Pseudolanguage.rightToLeftStrings.apply(to: "Rain", syntax: .plain) { $0 } == "\u{202E}Rain\u{202C}")
        // A SwiftUI key's specifiers are placeholders too.
        #expect(FormatSyntax.printf.pieces(of: "%lld° in %2$@, 100%%").map(\.isPlaceholder) == [true, false, true, false, true])
    }

    @Test func aSceneTextIsItsOwnKeyWithPlaceholdersAsSpecifiers() {
        let german = TextLocalization(strings: ["Rain in %@": "Regen in %@", "Today": "Heute", "%@ to %@": "%2$@ ← %1$@",
                                                "100% chance": "100 % Chance"])
        #expect(german.localize("Rain in {{city}}") == "Regen in {{city}}")
        #expect(german.localize("Today") == "Heute")
        #expect(german.localize("{{from}} to {{to}}") == "{{to}} ← {{from}}")
        #expect(german.localize("100% chance") == "100 % Chance")
        #expect(german.localize("Tomorrow") == "Tomorrow")
        // A text that is only data is the app's value, not one of its strings.
        let doubled = TextLocalization(pseudolanguage: .doubleLength)
        #expect(doubled.localize("{{temperature}}°") == "{{temperature}}°")
        #expect(doubled.localize("H:{{hi}}") == "H:{{hi}} H:{{hi}}")
    }

    static let scene = """
        kind: rain
        displayName: Rain
        description: Rain in the next hour.
        strings: Localizable.xcstrings
        data: {city: Lisbon}
        body:
          systemSmall:
            type: VStack
            children:
              - {type: Text, text: "Rain in {{city}}", modifiers: [{lineLimit: 1}]}
              - {type: Text, text: "{{city}}"}
        """
    static let catalogue = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Rain in %@": {"localizations": {
            "de": {"stringUnit": {"state": "translated", "value": "Regen in %@"}},
            "ar": {"stringUnit": {"state": "translated", "value": "مطر في %@"}}}}}}
        """#

    /// The texts of one image's layout, in order.
    static func texts(_ loaded: SceneLoader.Loaded, locale: String?) throws -> [String] {
        let target = RenderTarget.targets(for: [.systemSmall], devices: [phone])[0]
        var job = RenderJob(target: target, scale: 2, variant: .light)
        job.locale = locale.flatMap(RenderLocale.init)
        let layout = try WidgetRenderer().layout(for: job, of: loaded)
        return LintSubject.place(layout.content).compactMap(\.textContent?.string)
    }

    @Test func aSceneDrawsItsStringsInEachLanguage() throws {
        try SceneFixture.withFiles(["scene.yaml": Self.scene, "Localizable.xcstrings": Self.catalogue]) { urls in
            let loaded = try SceneLoader.load(urls["scene.yaml"]!)
            #expect(try Self.texts(loaded, locale: nil) == ["Rain in Lisbon", "Lisbon"])
            #expect(try Self.texts(loaded, locale: "de") == ["Regen in Lisbon", "Lisbon"])
            #expect(try Self.texts(loaded, locale: "de-AT") == ["Regen in Lisbon", "Lisbon"])
            #expect(try Self.texts(loaded, locale: "ar") == ["مطر في Lisbon", "Lisbon"])
            #expect(try Self.texts(loaded, locale: "fr") == ["Rain in Lisbon", "Lisbon"])
            #expect(try Self.texts(loaded, locale: "pseudo-bounded") == ["[# Rain in Lisbon #]", "Lisbon"])
        }
    }

    @Test func stringsThatDoNotReadAreNamedWithTheirKey() throws {
        let message = try SceneFixture.withFiles(["scene.yaml": Self.scene, "Localizable.xcstrings": "{not json"]) { urls in
            do { _ = try SceneLoader.load(urls["scene.yaml"]!); return "" } catch { return "\(error)" }
        }
        #expect(message.contains("scene.yaml"))
        #expect(message.contains("strings"))
        #expect(message.contains("not a string catalogue"))
        let missing = try SceneFixture.withFiles(["scene.yaml": Self.scene.replacingOccurrences(of: "Localizable.xcstrings", with: "Strings")]) { urls in
            do { _ = try SceneLoader.load(urls["scene.yaml"]!); return "" } catch { return "\(error)" }
        }
        #expect(missing.contains("strings folder 'Strings' not found"))
    }

    @Test func eachLanguageIsAnImageNamedForIt() throws {
        try SceneFixture.withFiles(["scene.yaml": Self.scene, "Localizable.xcstrings": Self.catalogue]) { urls in
            let loaded = try SceneLoader.load(urls["scene.yaml"]!)
            var plan = RenderPlan()
            plan.deviceIDs = [Self.phone.id]
            plan.scales = [2]
            plan.variants = [.light]
            plan.locales = ["en", "ar", "pseudo-double"].compactMap(RenderLocale.init)
            let jobs = try plan.jobs(for: [loaded.scene])
            #expect(jobs.map(\.file) == ["rain/systemSmall/iphone-158x158@2x-light-en.png", "rain/systemSmall/iphone-158x158@2x-light-ar.png",
                                         "rain/systemSmall/iphone-158x158@2x-light-pseudo-double.png"])
            // Arabic reads right to left; an explicit direction wins.
            #expect(jobs.map(\.rightToLeft) == [false, true, false])
            plan.layoutDirection = .leftToRight
            #expect(try plan.jobs(for: [loaded.scene]).map(\.rightToLeft) == [false, false, false])
            // Languages share no layout.
            #expect(Set(jobs.map(\.layoutKey)).count == 3)
        }
    }

    /// Xcode's double-length pseudolanguage is how a team finds labels with no room to grow.
    @Test func aTextThatFitsInEnglishButNotDoubledIsAFinding() throws {
        let scene = """
            kind: t
            displayName: Trips
            description: See your next trip at a glance.
            body:
              systemSmall:
                type: VStack
                alignment: leading
                children:
                  - {type: Text, text: Departures, modifiers: [{lineLimit: 1}, {font: title3}]}
                  - {type: Text, text: "{{gate}}"}
                  - {type: Text, text: On time}
            data: {gate: B24}
            """
        let findings = try SceneFixture.withFiles(["scene.yaml": scene]) { urls in
            try Linter(devices: [Self.phone], locales: [RenderLocale("pseudo-double")!]).lint(try SceneLoader.load(urls["scene.yaml"]!))
        }.filter { $0.rule == "locale-fit" }
        #expect(findings.map(\.message) == [
            "“Departures Departures” (“Departures”) is truncated in pseudo-double (fits in the widget's own language)",
        ])
        #expect(findings.first?.line == 9)
        #expect(findings.first?.severity == .warning)
        // Without languages to check, the rule says nothing.
        let plain = try SceneFixture.withFiles(["scene.yaml": scene]) { urls in
            try Linter(devices: [Self.phone]).lint(try SceneLoader.load(urls["scene.yaml"]!))
        }
        #expect(!plain.contains { $0.rule == "locale-fit" })
    }

    /// Japanese, Chinese and Korean draw in Noto Sans CJK (installed by `scripts/setup.sh`): a text in
    /// them is not the row of boxes a missing font leaves.
    @Test func japaneseChineseAndKoreanDrawTheirGlyphs() throws {
        func image(_ text: String) throws -> Bitmap {
            let scene = "kind: t\ndisplayName: T\nbody:\n  systemSmall: {type: Text, text: \"\(text)\", modifiers: [{font: title}]}\n"
            return try SceneFixture.withFiles(["scene.yaml": scene]) { urls in
                let loaded = try SceneLoader.load(urls["scene.yaml"]!)
                let target = RenderTarget.targets(for: [.systemSmall], devices: [Self.phone])[0]
                return try WidgetRenderer().render(RenderJob(target: target, scale: 1, variant: .light), of: loaded).bitmap
            }
        }
        let boxes = try image("\u{25A1}\u{25A1}")
        for text in ["東京", "雨が", "서울"] { #expect(try image(text) != boxes, "\(text) drew as boxes: is fonts-noto-cjk installed?") }
        #expect(FontSet.needsCJK("東京の雨") && FontSet.needsCJK("서울") && !FontSet.needsCJK("Lisbon °"))
    }
}
