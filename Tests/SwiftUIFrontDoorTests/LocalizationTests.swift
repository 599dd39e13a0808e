import Foundation
import SwiftUI
import Testing
import WidgetKit
import struct WidgetRaster.ViewNode
import enum WidgetRaster.Pseudolanguage

/// Texts take the app's translations by SwiftUI's keys: interpolations are `%@`, `%lld`, `%lf`.
@Suite struct LocalizationTests {
    static func string(_ text: Text, _ table: LocalizationTable, locale: String) throws -> String {
        var environment = EnvironmentValues()
        environment.localization = table
        environment.locale = Locale(identifier: locale)
        guard case .text(let s) = try ViewResolver.node(for: text, environment: environment).content else { return "not text" }
        return s
    }

    let table = LocalizationTable(translations: ["fr": [
        "Favorite Emoji:": "Émoji préféré :", "Hello, %@!": "Bonjour, %@ !", "%lld°": "%lld °",
        "%@ in %lld min": "Dans %2$lld min : %1$@", "100% sure": "sûr à 100 %",
    ]])

    @Test func keysFollowSwiftUIAndTranslationsTakeTheValues() throws {
        #expect(try Self.string(Text("Favorite Emoji:"), table, locale: "fr_FR") == "Émoji préféré :")
        #expect(try Self.string(Text("Hello, \("Ana")!"), table, locale: "fr_CH") == "Bonjour, Ana !")
        #expect(try Self.string(Text("\(72)°"), table, locale: "fr") == "72 °")
        #expect(try Self.string(Text("\("Bus 42") in \(5) min"), table, locale: "fr") == "Dans 5 min : Bus 42")
        #expect(try Self.string(Text("100% sure"), table, locale: "fr") == "sûr à 100 %")
        // No translation for the language or the key: the text as written.
        #expect(try Self.string(Text("Hello, \("Ana")!"), table, locale: "de_DE") == "Hello, Ana!")
        #expect(try Self.string(Text(verbatim: "Favorite Emoji:"), table, locale: "fr") == "Favorite Emoji:")
    }

    @Test func stringsFilesAndCataloguesLoad() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wr-l10n-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try "/* Title */\n\"Time:\" = \"Zeit:\";\n\"Say \\\"%@\\\"\" = \"Sag \\\"%@\\\"\";\n"
            .write(to: folder.appendingPathComponent("de.lproj/Localizable.strings"), atomically: true, encoding: .utf8)
        let strings = try LocalizationTable.load(folder)
        #expect(strings.translations["de"] == ["Time:": "Zeit:", "Say \"%@\"": "Sag \"%@\""])
        let catalogue = folder.appendingPathComponent("Localizable.xcstrings")
        try #"{"sourceLanguage":"en","strings":{"Time:":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"時刻:"}}}}},"version":"1.0"}"#
            .write(to: catalogue, atomically: true, encoding: .utf8)
        #expect(try LocalizationTable.load(catalogue).translations["ja"]?["Time:"] == "時刻:")
        #expect(throws: LocalizationTable.Problem.self) { try LocalizationTable.load(folder.appendingPathComponent("de.lproj/Localizable.strings")) }
    }

    @Test func aWidgetRendersInTheLanguageAsked() throws {
        let english = try renderWidget(WeatherLikeView(), family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light)
        let french = try renderWidget(WeatherLikeView(), family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light,
                                      options: WidgetRenderOptions(localization: table, locale: Locale(identifier: "fr_FR")))
        #expect(english != french)
    }

    struct WeatherLikeView: View {
        var body: some View { Text("Favorite Emoji:").containerBackground(.white, for: .widget) }
    }
}

/// A widget executable's own translations, found in its SwiftPM resource bundle as an iOS widget
/// finds them in its bundle: a string catalogue, else `LANG.lproj/*.strings`.
@Suite struct ExecutableTranslationsTests {
    func executable(with files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("executable-\(UUID().uuidString)")
        for (path, text) in files {
            let file = folder.appendingPathComponent("App_Widgets.resources/Resources/\(path)")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        return folder.appendingPathComponent("Widgets")
    }

    @Test func aStringCatalogueInTheResourceBundleTranslates() throws {
        let catalogue = #"{"sourceLanguage": "en", "strings": {"widget.empty.title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "No New Messages"}}}}}}"#
        let options = WidgetRenderOptions.forExecutable(at: try executable(with: ["Localizable.xcstrings": catalogue]))
        #expect(options.localization?.translations["en"]?["widget.empty.title"] == "No New Messages")
        #expect(options.assets == "App_Widgets.resources")
    }

    @Test func stringsFilesInTheResourceBundleTranslate() throws {
        let options = WidgetRenderOptions.forExecutable(at: try executable(with: ["cs.lproj/Localizable.strings": #""hello" = "Ahoj";"#]))
        #expect(options.localization?.translations["cs"]?["hello"] == "Ahoj")
    }

    /// St Jude's pixel font: the bundle's folder of fonts is the executable's fonts folder.
    @Test func fontsInTheResourceBundleAreTheAppsFonts() throws {
        let options = WidgetRenderOptions.forExecutable(at: try executable(with: ["Fonts/Chicago.ttf": "", "Assets.xcassets/Contents.json": "{}"]))
        #expect(options.fonts == "App_Widgets.resources/Resources/Fonts")
        #expect(WidgetRenderOptions.forExecutable(at: try executable(with: ["Assets.xcassets/Contents.json": "{}"])).fonts == nil)
    }

    @Test func anExecutableWithoutTranslationsHasNone() throws {
        #expect(WidgetRenderOptions.forExecutable(at: try executable(with: ["Assets.xcassets/Contents.json": "{}"])).localization == nil)
    }
}

/// Xcode's pseudolanguages change a Swift widget's localisable texts, never its values or verbatim texts.
@Suite struct PseudolanguageTests {
    static func string(_ text: Text, _ pseudolanguage: Pseudolanguage, table: LocalizationTable? = nil) throws -> String {
        var environment = EnvironmentValues()
        environment.localization = table
        environment.pseudolanguage = pseudolanguage
        guard case .text(let s) = try ViewResolver.node(for: text, environment: environment).content else { return "not text" }
        return s
    }

    @Test func localisableTextsChangeAndValuesStay() throws {
        #expect(try Self.string(Text("Hello, \("Ana")!"), .accented) == "Ĥéļļö, Ana!")
        #expect(try Self.string(Text("\(72)° today"), .doubleLength) == "72° today 72° today")
        #expect(try Self.string(Text("Rain"), .bounded) == "[# Rain #]")
        #expect(try Self.string(Text(verbatim: "Rain"), .bounded) == "Rain")
        let french = LocalizationTable(translations: ["en": ["Rain": "Rain (en)"]])
        #expect(try Self.string(Text("Rain"), .bounded, table: french) == "[# Rain (en) #]")
    }

    struct Rain: View {
        let text: Text
        var body: some View { text.containerBackground(.white, for: .widget) }
    }

    /// `WidgetRenderOptions(pseudolanguage:)` draws what the pseudolanguage's strings would.
    @Test func theRenderOptionsTakeAPseudolanguage() throws {
        func image(_ text: Text, _ pseudolanguage: Pseudolanguage? = nil) throws -> Data {
            try renderWidget(Rain(text: text), family: .systemSmall, device: "iphone-393x852", scale: 1, variant: .light,
                             options: WidgetRenderOptions(pseudolanguage: pseudolanguage))
        }
        #expect(try image(Text("Rain"), .bounded) == image(Text(verbatim: "[# Rain #]")))
        #expect(try image(Text(verbatim: "Rain"), .bounded) == image(Text(verbatim: "Rain")))
        #expect(WidgetRenderOptions(pseudolanguage: .rightToLeft).resolvedLayoutDirection == .rightToLeft)
    }
}

/// An app's own Foundation code translates in the image's language (LifeUSTC's "Total: %@
/// lectures", Bark's empty state): `NSLocalizedString` reads the render's translations.
@Suite struct NSLocalizedStringTests {
    struct Total: View {
        var body: some View {
            Text(String(format: NSLocalizedString("Total: %@ lectures", comment: "widget footer"), "12"))
        }
    }

    @Test func theAppsOwnLookupsFollowTheImagesLanguage() throws {
        let table = LocalizationTable(translations: ["de": ["Total: %@ lectures": "Insgesamt: %@ Vorlesungen"]])
        let german = try SwiftUIFrontDoorTests.node(Total()) { $0.localization = table; $0.locale = Locale(identifier: "de_DE") }
        #expect(try german == SwiftUIFrontDoorTests.node(Text("Insgesamt: 12 Vorlesungen")))
        let english = try SwiftUIFrontDoorTests.node(Total()) { $0.localization = table; $0.locale = Locale(identifier: "en_US") }
        #expect(try english == SwiftUIFrontDoorTests.node(Text("Total: 12 lectures")))
        // Outside a body, the bundle answers: with no translation there, the key or the value given.
        #expect(NSLocalizedString("widget.empty", value: "Nothing yet", comment: "") == "Nothing yet")
    }
}
