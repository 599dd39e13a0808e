import Foundation
import Themes

/// Reading an asset catalogue folder as Xcode writes it.
extension AssetCatalog {
    /// The catalogue at `url`. A set that cannot be read is left out and listed in `problems`
    /// (naming its file and what was expected), so the rest of the catalogue still draws; only a
    /// folder that cannot be read at all is an error.
    public static func load(_ url: URL) throws -> AssetCatalog {
        guard (try? FileManager.default.contentsOfDirectory(atPath: url.path)) != nil else {
            throw Problem(file: url.path, message: "cannot be read as an asset catalogue folder")
        }
        var catalog = AssetCatalog()
        catalog.walk(url, prefix: "")
        return catalog
    }

    private mutating func walk(_ folder: URL, prefix: String) {
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for entry in entries.sorted(by: { $0.path < $1.path }) {
            switch entry.pathExtension {
            case "colorset", "symbolset", "imageset":
                do {
                    try add(entry, named: prefix + entry.deletingPathExtension().lastPathComponent)
                } catch {
                    problems.append(error as? Problem ?? Problem(file: entry.path, message: "\(error)"))
                }
            default:
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                let contents = try? Self.json(entry.appendingPathComponent("Contents.json"))
                let namespaced = ((contents?["properties"] as? [String: Any])?["provides-namespace"] as? Bool) == true
                walk(entry, prefix: namespaced ? prefix + entry.lastPathComponent + "/" : prefix)
            }
        }
    }

    /// One set of the catalogue, added under `name` when it reads.
    private mutating func add(_ entry: URL, named name: String) throws {
        switch entry.pathExtension {
        case "colorset": colors[name] = try Self.colorSet(entry)
        case "symbolset": symbols[name] = try SymbolSet.load(entry)
        case "imageset":
            let (files, dark) = try Self.imageSet(entry)
            let template = try Self.rendersAsTemplate(entry)
            images[name] = files
            if !dark.isEmpty { darkImages[name] = dark }
            if template { templates.insert(name) }
        default: break
        }
    }

    private static func json(_ url: URL) throws -> [String: Any] {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw Problem(file: url.path, message: "cannot be read")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Problem(file: url.path, message: "is not a JSON object")
        }
        return object
    }

    /// A colour set's light and dark colours; nil when it chooses none (Xcode's default
    /// AccentColor: the system's accent stands, and naming it elsewhere is an unknown colour).
    static func colorSet(_ folder: URL) throws -> DynamicColor? {
        let file = folder.appendingPathComponent("Contents.json")
        let contents = try json(file)
        guard let entries = contents["colors"] as? [[String: Any]], !entries.isEmpty else {
            throw Problem(file: file.path, message: "colors: expected a list of colours")
        }
        var light: DynamicColor?, dark: DynamicColor?
        for (i, entry) in entries.enumerated() {
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            // High-contrast variants are for a setting WidgetRaster does not render.
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            let isDark = appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
            let isLight = appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "light" }
            // Xcode's empty slot (its new AccentColor has one): no colour chosen for this appearance.
            guard let color = entry["color"] else { continue }
            guard let color = color as? [String: Any] else {
                throw Problem(file: file.path, message: "colors[\(i)].color: expected a colour")
            }
            let parsed = try parse(color, at: "colors[\(i)].color", file: file.path)
            if isDark { dark = parsed } else if isLight || light == nil { light = parsed }
        }
        guard let any = light ?? dark else { return nil }
        return DynamicColor(light: any.light, dark: (dark ?? any).dark)
    }

    /// One slot's colour. A system colour reference keeps both its appearances, as on iOS: in the
    /// "any" slot it follows the image's scheme, and in the dark slot it gives its dark value.
    static func parse(_ color: [String: Any], at path: String, file: String) throws -> DynamicColor {
        if let reference = color["reference"] as? String {
            // UIKit's selector: "systemBlueColor" → systemBlue, "redColor" → UIColor.red (pure red).
            let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            if let fixed = UIKitFixedColors.all[name] { return DynamicColor(fixed) }
            // The accent the app's AccentColor or the system gives; the system's here.
            let system = name == "tint" ? SystemPalette.ios18.color(named: "systemBlue") : SystemPalette.ios18.color(named: name)
            guard let system else {
                throw Problem(file: file, message: "\(path).reference: unknown system colour '\(reference)'")
            }
            return system
        }
        return DynamicColor(try components(color, at: path, file: file))
    }

    static func components(_ color: [String: Any], at path: String, file: String) throws -> RGBA {
        let space = color["color-space"] as? String ?? "srgb"
        guard let components = color["components"] as? [String: Any] else {
            throw Problem(file: file, message: "\(path).components: expected red, green, blue and alpha (or white)")
        }
        func value(_ key: String) throws -> Double {
            guard let raw = components[key] else { throw Problem(file: file, message: "\(path).components.\(key): missing") }
            if let number = raw as? Double { return number > 1 ? number / 255 : number }
            guard let text = raw as? String else { throw Problem(file: file, message: "\(path).components.\(key): expected a number") }
            if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) { return Double(byte) / 255 }
            if !text.contains("."), let integer = Int(text) { return Double(integer) / 255 }
            guard let number = Double(text) else {
                throw Problem(file: file, message: "\(path).components.\(key): '\(text)' is not 0–1, 0–255 or 0xHH")
            }
            return number
        }
        let alpha = components["alpha"] == nil ? 1 : try value("alpha")
        switch space {
        case "srgb", "extended-srgb":
            return RGBA(red: try value("red"), green: try value("green"), blue: try value("blue"), alpha: alpha)
        case "display-p3":
            return displayP3ToSRGB(red: try value("red"), green: try value("green"), blue: try value("blue"), alpha: alpha)
        case "gray-gamma-2.2", "gray-gamma-22", "extended-gray":
            let white = try value("white")
            return RGBA(red: white, green: white, blue: white, alpha: alpha)
        default:
            throw Problem(file: file, message: "\(path).color-space: '\(space)' is not supported; use srgb, display-p3 or gray-gamma-2.2")
        }
    }

    /// A display-P3 colour in sRGB: both use the sRGB transfer curve; the linear values go
    /// through P3 → XYZ (D65) → sRGB, and colours outside sRGB are clipped.
    public static func displayP3ToSRGB(red: Double, green: Double, blue: Double, alpha: Double) -> RGBA {
        let (r, g, b) = (RGBA.linearized(red), RGBA.linearized(green), RGBA.linearized(blue))
        return RGBA(red: RGBA.encoded(1.2249401 * r - 0.2249404 * g),
                    green: RGBA.encoded(-0.0420569 * r + 1.0420571 * g),
                    blue: RGBA.encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b), alpha: alpha)
    }

    /// An image set's `properties.template-rendering-intent` is `template`.
    static func rendersAsTemplate(_ folder: URL) throws -> Bool {
        let contents = try json(folder.appendingPathComponent("Contents.json"))
        return ((contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String) == "template"
    }

    /// An image set's files by scale: those for any appearance, and those for the dark one.
    static func imageSet(_ folder: URL) throws -> (any: [(scale: Double, url: URL)], dark: [(scale: Double, url: URL)]) {
        let file = folder.appendingPathComponent("Contents.json")
        let contents = try json(file)
        guard let entries = contents["images"] as? [[String: Any]] else {
            throw Problem(file: file.path, message: "images: expected a list of images")
        }
        var files: [(scale: Double, url: URL)] = [], dark: [(scale: Double, url: URL)] = []
        for (i, entry) in entries.enumerated() {
            guard let name = entry["filename"] as? String else { continue }
            if let idiom = entry["idiom"] as? String, !["universal", "iphone"].contains(idiom) { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.count == 1 && appearances[0]["appearance"] as? String == "luminosity"
                && appearances[0]["value"] as? String == "dark"
            // High contrast and an explicit light slot are for settings a render does not draw.
            if !appearances.isEmpty && !isDark { continue }
            guard [".png", ".pdf", ".svg"].contains(where: name.lowercased().hasSuffix) else {
                throw Problem(file: file.path, message: "images[\(i)].filename: '\(name)' is not a PNG, PDF or SVG; WidgetRaster draws those image sets")
            }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            if isDark { dark.append((scale, folder.appendingPathComponent(name))) } else { files.append((scale, folder.appendingPathComponent(name))) }
        }
        guard !files.isEmpty else { throw Problem(file: file.path, message: "images: no PNG, PDF or SVG files for iPhone") }
        return (files, dark)
    }
}
