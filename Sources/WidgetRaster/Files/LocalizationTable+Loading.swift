import Foundation

extension LocalizationTable {
    /// Reads `NAME.xcstrings`, or `.strings` files under `LANG.lproj/` folders below `url`.
    public static func load(_ url: URL) throws -> LocalizationTable {
        if url.pathExtension == "xcstrings" { return try catalogue(url) }
        var table = LocalizationTable(translations: [:])
        let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "strings" {
            let language = file.deletingLastPathComponent().deletingPathExtension().lastPathComponent
            table.translations[language, default: [:]].merge(try strings(file)) { _, new in new }
        }
        guard !table.translations.isEmpty else { throw Problem(description: "\(url.path): no LANG.lproj/*.strings files below it") }
        return table
    }

    /// `"key" = "value";` lines (comments and blank lines skipped), as Xcode writes `.strings` files.
    static func strings(_ file: URL) throws -> [String: String] {
        let text: String
        do { text = try String(contentsOf: file, encoding: .utf8) } catch {
            throw Problem(description: "\(file.path): not a UTF-8 strings file")
        }
        guard let pattern = try? NSRegularExpression(pattern: #""((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;"#) else { return [:] }
        var result: [String: String] = [:]
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let key = Range(match.range(at: 1), in: text), let value = Range(match.range(at: 2), in: text) else { continue }
            result[unescape(String(text[key]))] = unescape(String(text[value]))
        }
        return result
    }

    static func unescape(_ s: String) -> String {
        s.replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }

    /// A string catalogue: `strings.KEY.localizations.LANG.stringUnit.value`.
    static func catalogue(_ url: URL) throws -> LocalizationTable {
        struct Catalogue: Decodable {
            struct Entry: Decodable {
                struct Localization: Decodable {
                    struct Unit: Decodable { var value: String }
                    var stringUnit: Unit?
                }
                var localizations: [String: Localization]?
            }
            var strings: [String: Entry]
        }
        let decoded: Catalogue
        do { decoded = try JSONDecoder().decode(Catalogue.self, from: Data(contentsOf: url)) } catch {
            throw Problem(description: "\(url.path): not a string catalogue: \(error)")
        }
        var table = LocalizationTable(translations: [:])
        for (key, entry) in decoded.strings {
            for (language, localization) in entry.localizations ?? [:] {
                if let value = localization.stringUnit?.value { table.translations[language, default: [:]][key] = value }
            }
        }
        return table
    }
}
