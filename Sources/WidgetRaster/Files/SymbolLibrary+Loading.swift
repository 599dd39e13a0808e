import Foundation

/// Reading a folder of symbols exported from the SF Symbols app.
extension SymbolLibrary {
    /// The templates in `folder` and the folders inside it: `NAME.svg` (SF Symbols' "Export
    /// Template") and `NAME.symbolset` (a set copied out of an asset catalogue), each drawn for
    /// the system name `NAME`. A template that does not read, or a name given twice, is an error
    /// naming its file.
    public static func load(_ folder: URL) throws -> SymbolLibrary {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw AssetCatalog.Problem(file: folder.path, message: "no such folder; expected a folder of SF Symbols templates (.svg or .symbolset)")
        }
        var sets: [String: SymbolSet] = [:]
        var sources: [String: URL] = [:]
        var bytes: [UInt8] = []
        func add(_ name: String, from url: URL, read: () throws -> SymbolSet) throws {
            if let other = sources[name] {
                throw AssetCatalog.Problem(file: url.path, message: "'\(name)' is also given by \(other.path); keep one template per name")
            }
            sets[name] = try read()
            sources[name] = url
        }
        func walk(_ folder: URL) throws {
            let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            for entry in entries.sorted(by: { $0.path < $1.path }) {
                let name = entry.deletingPathExtension().lastPathComponent
                switch entry.pathExtension.lowercased() {
                case "svg":
                    let data: Data
                    do { data = try Data(contentsOf: entry) } catch {
                        throw AssetCatalog.Problem(file: entry.path, message: "cannot be read")
                    }
                    bytes += Array(name.utf8) + [UInt8](data)
                    try add(name, from: entry) {
                        guard let svg = String(data: data, encoding: .utf8) else {
                            throw AssetCatalog.Problem(file: entry.path, message: "cannot be read as UTF-8 text")
                        }
                        return try SymbolSet.template(svg, file: entry.path)
                    }
                case "symbolset":
                    for file in ((try? FileManager.default.contentsOfDirectory(at: entry, includingPropertiesForKeys: nil)) ?? [])
                        .filter({ $0.pathExtension.lowercased() == "svg" }).sorted(by: { $0.path < $1.path }) {
                        bytes += Array(name.utf8) + [UInt8]((try? Data(contentsOf: file)) ?? Data())
                    }
                    try add(name, from: entry) { try SymbolSet.load(entry) }
                default:
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: entry.path, isDirectory: &isFolder), isFolder.boolValue { try walk(entry) }
                }
            }
        }
        try walk(folder)
        guard !sets.isEmpty else {
            throw AssetCatalog.Problem(file: folder.path, message: "no SF Symbols templates (NAME.svg or NAME.symbolset) in this folder")
        }
        return SymbolLibrary(sets: sets, identity: ContentHash.hex(of: bytes))
    }
}
