import Foundation

/// An Xcode project (`Name.xcodeproj`) read from its `project.pbxproj` with Foundation's
/// property-list reader: each native target with its members, resolved to files on disk. Both
/// ways Xcode records members are read — build phases over a tree of groups, and (Xcode 16)
/// folders kept in sync with the disk, with their per-target exceptions.
package struct XcodeProject: Sendable {
    /// The `.xcodeproj` folder.
    package var url: URL
    package var targets: [XcodeTarget]

    /// The folder the project's paths start from: the one holding the `.xcodeproj`.
    package var folder: URL { url.deletingLastPathComponent() }

    package init(contentsOf url: URL) throws {
        self.url = url.standardizedFileURL
        let file = self.url.appendingPathComponent("project.pbxproj")
        let shown = file.path
        guard let data = try? Data(contentsOf: file) else {
            throw XcodeProjectError(shown, "cannot be read; expected an Xcode project folder holding project.pbxproj")
        }
        let plist: Any
        do { plist = try PropertyListSerialization.propertyList(from: data, format: nil) } catch {
            throw XcodeProjectError(shown, "is not a property list (\(error.localizedDescription))")
        }
        guard let root = plist as? [String: Any], let objects = root["objects"] as? [String: [String: Any]],
              let projectID = root["rootObject"] as? String, objects[projectID] != nil else {
            throw XcodeProjectError(shown, "has no 'objects' and 'rootObject'; expected an Xcode project file")
        }
        let graph = ObjectGraph(objects: objects, projectID: projectID, folder: self.url.deletingLastPathComponent())
        let targetIDs = (objects[projectID]?["targets"] as? [String]) ?? []
        targets = targetIDs.compactMap { graph.target($0) }
    }

    /// The target named `name`; the error lists the project's targets.
    package func target(named name: String) throws -> XcodeTarget {
        if let target = targets.first(where: { $0.name == name }) { return target }
        throw XcodeProjectError(url.path, "has no target '\(name)'; its targets: " + targets.map(\.name).joined(separator: ", "))
    }

    /// The widget extensions among the targets.
    package var widgetExtensions: [XcodeTarget] { targets.filter(\.isWidgetExtension) }
}

/// The objects of a `project.pbxproj`, and how a reference becomes a path.
private struct ObjectGraph {
    let objects: [String: [String: Any]]
    let projectID: String
    let folder: URL
    /// Each group's or file's parent group.
    let parents: [String: String]

    init(objects: [String: [String: Any]], projectID: String, folder: URL) {
        self.objects = objects
        self.projectID = projectID
        self.folder = folder
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in (object["children"] as? [String]) ?? [] { parents[child] = id }
        }
        self.parents = parents
    }

    func isa(_ id: String) -> String? { objects[id]?["isa"] as? String }

    /// Where a group or file reference is on disk; nil for the SDK's and the build's own products.
    func path(of id: String) -> URL? {
        guard let object = objects[id] else { return nil }
        let path = object["path"] as? String
        switch object["sourceTree"] as? String ?? "<group>" {
        case "<group>":
            let base = parents[id].flatMap { self.path(of: $0) } ?? folder.appendingPathComponent(projectDirectory)
            return path.map { base.appendingPathComponent($0) } ?? base
        case "SOURCE_ROOT":
            return folder.appendingPathComponent(projectDirectory).appendingPathComponent(path ?? "")
        case "<absolute>":
            return path.map { URL(fileURLWithPath: $0) }
        default:
            return nil
        }
    }

    /// The project's `projectDirPath` (usually empty: the folder holding the `.xcodeproj`).
    var projectDirectory: String { objects[projectID]?["projectDirPath"] as? String ?? "" }

    func target(_ id: String) -> XcodeTarget? {
        guard let object = objects[id], isa(id) == "PBXNativeTarget", let name = object["name"] as? String else { return nil }
        let settings = buildSettings(of: object)
        var sources: [URL] = [], resources: [XcodeResource] = []
        for phase in (object["buildPhases"] as? [String]) ?? [] {
            let files = ((objects[phase]?["files"] as? [String]) ?? []).compactMap { objects[$0]?["fileRef"] as? String }
            switch isa(phase) {
            case "PBXSourcesBuildPhase": sources += files.compactMap { path(of: $0) }.filter { $0.pathExtension == "swift" }
            case "PBXResourcesBuildPhase": resources += files.flatMap(resourceFiles)
            default: break
            }
        }
        let infoPlist = (settings["INFOPLIST_FILE"] as? String).map { folder.appendingPathComponent(expand($0)).standardizedFileURL }
        let synced = syncedMembers(of: id, object: object)
        sources += synced.sources
        resources += synced.resources.filter { $0.url.standardizedFileURL != infoPlist }
        let conditions = (settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] as? String ?? "").split(separator: " ").map(String.init)
            .filter { !$0.hasPrefix("$(") }
        return XcodeTarget(name: name, productType: object["productType"] as? String ?? "", sources: sources, resources: resources,
                           infoPlist: infoPlist, compilationConditions: conditions,
                           defaultActorIsolation: settings["SWIFT_DEFAULT_ACTOR_ISOLATION"] as? String,
                           packages: ((object["packageProductDependencies"] as? [String]) ?? []).compactMap(packageProduct))
    }

    /// A target's Debug build settings (else its first configuration's).
    private func buildSettings(of target: [String: Any]) -> [String: Any] {
        let list = (target["buildConfigurationList"] as? String).flatMap { objects[$0]?["buildConfigurations"] as? [String] } ?? []
        let configurations = list.compactMap { objects[$0] }
        let chosen = configurations.first { $0["name"] as? String == "Debug" } ?? configurations.first
        return chosen?["buildSettings"] as? [String: Any] ?? [:]
    }

    /// `$(SRCROOT)/x` and `$(PROJECT_DIR)/x` as the project-relative `x`.
    private func expand(_ setting: String) -> String {
        var path = setting
        for variable in ["$(SRCROOT)/", "$(PROJECT_DIR)/", "${SRCROOT}/", "${PROJECT_DIR}/"] where path.hasPrefix(variable) {
            path.removeFirst(variable.count)
        }
        return path
    }

    /// A resource build file's files: a file or folder as it is named, or a localised file's copy per language.
    private func resourceFiles(_ id: String) -> [XcodeResource] {
        guard let url = path(of: id) else { return [] }
        guard isa(id) == "PBXVariantGroup" else { return [XcodeResource(url: url, bundlePath: url.lastPathComponent)] }
        return ((objects[id]?["children"] as? [String]) ?? []).compactMap { child in
            guard let file = path(of: child) else { return nil }
            let language = file.deletingLastPathComponent().lastPathComponent
            return XcodeResource(url: file, bundlePath: language.hasSuffix(".lproj") ? "\(language)/\(file.lastPathComponent)" : file.lastPathComponent)
        }
    }

    /// The members of a target kept in sync with folders (Xcode 16): every file of its own folders
    /// but those its exceptions list, and the files other targets' folders list as exceptions for it.
    private func syncedMembers(of targetID: String, object: [String: Any]) -> (sources: [URL], resources: [XcodeResource]) {
        var files: [URL] = []
        let own = Set((object["fileSystemSynchronizedGroups"] as? [String]) ?? [])
        for (groupID, group) in objects where group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
            guard let root = path(of: groupID) else { continue }
            let exceptions = ((group["exceptions"] as? [String]) ?? []).compactMap { objects[$0] }
                .filter { $0["target"] as? String == targetID }
                .flatMap { ($0["membershipExceptions"] as? [String]) ?? [] }
            if own.contains(groupID) {
                let skipped = Set(exceptions)
                files += Self.walk(root).filter { !skipped.contains($0.relative) }.map(\.url)
            } else {
                files += exceptions.map { root.appendingPathComponent($0) }
            }
        }
        let sources = files.filter { $0.pathExtension == "swift" }
        let resources = files.filter { Self.isResource($0) }.map { url in
            let folder = url.deletingLastPathComponent().lastPathComponent
            return XcodeResource(url: url, bundlePath: folder.hasSuffix(".lproj") ? "\(folder)/\(url.lastPathComponent)" : url.lastPathComponent)
        }
        return (sources.sorted { $0.path < $1.path }, resources.sorted { $0.bundlePath < $1.bundlePath })
    }

    /// What a target copies into its bundle: catalogues, strings, intent definitions, images, data.
    private static func isResource(_ url: URL) -> Bool {
        !["swift", "h", "m", "entitlements", "md", "xcconfig", "docc", "modulemap"].contains(url.pathExtension)
            && url.lastPathComponent != ".DS_Store" && url.lastPathComponent != "Info.plist"
    }

    /// The files under a synchronised folder, each with its path from the folder; a bundle-like
    /// folder (an asset catalogue, a model) is one member, as Xcode treats it.
    private static func walk(_ root: URL) -> [(url: URL, relative: String)] {
        let manager = FileManager.default
        var out: [(URL, String)] = []
        func visit(_ folder: URL, _ prefix: String) {
            for name in ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() where !name.hasPrefix(".") {
                let url = folder.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                _ = manager.fileExists(atPath: url.path, isDirectory: &isFolder)
                if isFolder.boolValue && !["xcassets", "xcdatamodeld", "xcdatamodel", "bundle", "docc", "intentdefinition"].contains(url.pathExtension) {
                    visit(url, prefix + name + "/")
                } else {
                    out.append((url, prefix + name))
                }
            }
        }
        visit(root, "")
        return out
    }

    /// A package product a target links: from a repository, with its version rule, or from a
    /// package folder the project holds (a product with no package named: the folder of that name,
    /// else the project's only local package).
    private func packageProduct(_ id: String) -> XcodePackageProduct? {
        guard let object = objects[id], let product = object["productName"] as? String else { return nil }
        if let packageID = object["package"] as? String, let package = objects[packageID] {
            if let url = package["repositoryURL"] as? String {
                return XcodePackageProduct(product: product, source: .remote(url: url, requirement: requirement(package["requirement"])))
            }
            if let relative = package["relativePath"] as? String {
                return XcodePackageProduct(product: product, source: .local(folder.appendingPathComponent(relative).standardizedFileURL))
            }
            return nil
        }
        // A local package is a folder reference (Xcode 14: file type `wrapper`).
        let locals = objects.keys.sorted().filter { objects[$0]?["lastKnownFileType"] as? String == "wrapper" }.compactMap { path(of: $0) }
        guard let local = locals.first(where: { $0.lastPathComponent == product }) ?? (locals.count == 1 ? locals[0] : nil) else {
            return nil
        }
        return XcodePackageProduct(product: product, source: .local(local.standardizedFileURL))
    }

    private func requirement(_ value: Any?) -> XcodePackageProduct.Requirement {
        let rule = value as? [String: Any] ?? [:]
        let minimum = rule["minimumVersion"] as? String ?? "0.0.0"
        switch rule["kind"] as? String {
        case "exactVersion": return .exact(rule["version"] as? String ?? minimum)
        case "upToNextMinorVersion": return .upToNextMinor(minimum)
        case "versionRange": return .range(minimum, rule["maximumVersion"] as? String ?? minimum)
        case "branch": return .branch(rule["branch"] as? String ?? "main")
        case "revision": return .revision(rule["revision"] as? String ?? "")
        default: return .upToNextMajor(minimum)
        }
    }
}
