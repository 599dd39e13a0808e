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
        func walk(_ folder: URL) throws {
            let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
            for entry in entries.sorted(by: { $0.path < $1.path }) {
                let name = entry.deletingPathExtension().lastPathComponent
                let file: URL
                switch entry.pathExtension.lowercased() {
                case "svg": file = entry
                case "symbolset": file = try SymbolSet.templateFile(in: entry)
                default:
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: entry.path, isDirectory: &isFolder), isFolder.boolValue { try walk(entry) }
                    continue
                }
                if let other = sources[name] {
                    throw AssetCatalog.Problem(file: entry.path, message: "'\(name)' is also given by \(other.path); keep one template per name")
                }
                // Each template is read once: its bytes are hashed for the fingerprint and parsed.
                let data = try SymbolSet.read(file)
                bytes += Array(name.utf8) + [UInt8](data)
                sets[name] = try SymbolSet.template(data, file: file.path)
                sources[name] = entry
            }
        }
        try walk(folder)
        guard !sets.isEmpty else {
            throw AssetCatalog.Problem(file: folder.path, message: "no SF Symbols templates (NAME.svg or NAME.symbolset) in this folder")
        }
        return SymbolLibrary(sets: sets, identity: ContentHash.hex(of: bytes))
    }
}
