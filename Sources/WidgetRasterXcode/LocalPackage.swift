import Foundation

/// A Swift package folder of the project's own (an Xcode local package), read with
/// `swift package dump-package`: the library targets behind one of its products, so the extension
/// package can compile them as modules of its own against WidgetRaster's frameworks — their
/// manifest knows no WidgetRaster, so their `import SwiftUI` would not build through it.
package struct LocalPackage: Equatable, Sendable {
    package var folder: URL
    package var defaultLocalization: String?
    package var products: [String: [String]]
    package var targets: [Target]

    /// One library target: its name (the module code imports), its folder, the targets of the
    /// package it uses, its resources and whether it uses another package's products.
    package struct Target: Equatable, Sendable {
        package var name: String
        package var folder: URL
        package var dependencies: [String]
        package var resources: [Resource]
        package var usesOtherPackages: Bool
    }

    /// A resource rule as the manifest gives it (`.process("Media.xcassets")`, `.copy("Data")`).
    package struct Resource: Equatable, Sendable {
        package var path: String
        package var copies: Bool
    }

    /// Reads the package's manifest by asking SwiftPM for it.
    package static func load(_ folder: URL) throws -> LocalPackage {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "dump-package", "--package-path", folder.path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw XcodeProjectError(folder.appendingPathComponent("Package.swift").path,
                                    "cannot be read by `swift package dump-package`: " + message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return try LocalPackage(folder: folder, dump: data)
    }

    /// The package from `swift package dump-package`'s JSON.
    package init(folder: URL, dump: Data) throws {
        guard let root = try? JSONSerialization.jsonObject(with: dump) as? [String: Any] else {
            throw XcodeProjectError(folder.appendingPathComponent("Package.swift").path, "its manifest's description is not JSON")
        }
        self.folder = folder
        defaultLocalization = root["defaultLocalization"] as? String
        var products: [String: [String]] = [:]
        for product in (root["products"] as? [[String: Any]]) ?? [] {
            if let name = product["name"] as? String { products[name] = product["targets"] as? [String] ?? [] }
        }
        self.products = products
        targets = ((root["targets"] as? [[String: Any]]) ?? []).compactMap { target -> Target? in
            guard target["type"] as? String == "regular", let name = target["name"] as? String else { return nil }
            let dependencies = (target["dependencies"] as? [[String: Any]]) ?? []
            let local = dependencies.compactMap { (($0["byName"] ?? $0["target"]) as? [Any])?.first as? String }
            let resources = ((target["resources"] as? [[String: Any]]) ?? []).compactMap { rule -> Resource? in
                guard let path = rule["path"] as? String else { return nil }
                return Resource(path: path, copies: (rule["rule"] as? [String: Any])?["copy"] != nil)
            }
            return Target(name: name, folder: folder.appendingPathComponent(target["path"] as? String ?? "Sources/\(name)"),
                          dependencies: local, resources: resources,
                          usesOtherPackages: dependencies.contains { $0["product"] != nil })
        }
    }

    /// The targets a product is made of, with the package's targets they use, each once, those used first;
    /// nil when the package has no such product or one of them uses another package's products.
    package func targets(of product: String) -> [Target]? {
        guard let names = products[product] ?? (targets.contains { $0.name == product } ? [product] : nil) else { return nil }
        var ordered: [Target] = []
        func visit(_ name: String) -> Bool {
            guard !ordered.contains(where: { $0.name == name }) else { return true }
            guard let target = targets.first(where: { $0.name == name }), !target.usesOtherPackages else { return false }
            for dependency in target.dependencies where products[dependency] == nil || targets.contains(where: { $0.name == dependency }) {
                guard visit(dependency) else { return false }
            }
            ordered.append(target)
            return true
        }
        return names.allSatisfy(visit) ? ordered : nil
    }
}
