import Themes

/// The slice of the matrix to render, and the jobs it expands to for a set of scenes.
public struct RenderPlan: Sendable {
    public var sizeTable: SizeTable = .current
    /// Device ids; nil renders every device whose sizes are published.
    public var deviceIDs: [String]?
    /// Families; nil renders every family each scene declares.
    public var families: [WidgetFamily]?
    public var scales: [Int] = [1, 2, 3]
    /// Draw each size only at the screen scales of the devices that have it (of `scales`): @3x for
    /// most iPhones, @2x for iPads and the 4.7-inch and 4-inch iPhones.
    public var nativeScalesOnly = false
    public var variants: [Variant] = [.light, .dark]
    /// Rendering modes for every variant; nil keeps each variant's own mode, rendering full-colour
    /// variants of accessory (Lock Screen) families in the vibrant mode, as the system shows them.
    public var renderingModes: [WidgetRenderingMode]?
    /// The backdrops an accented variant of `renderingModes` is drawn over: tinted glass (the
    /// tinted Home Screen), clear glass (iOS 26's clear Home Screen), or both.
    package var accentedGlass: [Variant.Glass] = [.tinted]
    /// The person's tint for accented images (the tinted Home Screen).
    public var tint = TintPalette.defaultTint
    /// Which iOS the images look like; nil keeps each variant's own (iOS 26 unless it says otherwise).
    package var look: SystemLook?
    /// What iOS 26's glass shows through; nil keeps each variant's own (ours for its scheme).
    package var wallpaper: Wallpaper?
    /// Reading order; nil follows each locale (right to left for Arabic, Hebrew and the
    /// right-to-left pseudolanguages), else each scene.
    public var layoutDirection: LayoutDirection?
    /// The languages each image is drawn in (`--locales`), each named in its file; nil: each scene's own.
    package var locales: [RenderLocale]?
    /// The moment every image shows as now (`--now`); nil: each widget's own (a Swift widget's
    /// options, `WIDGETRASTER_NOW`, else 8 June 2026, 9:41 UTC).
    package var now: RenderNow?
    /// Render every timeline entry (`--entries all`) instead of the first.
    public var allEntries = false
    /// Draw `widgetURL`/`link` regions over every image, for review (`--show-tap-targets`).
    public var tapTargets: TapTargetStyle?
    /// This machine's slice of the job list (`--shard i/n`, 1-based), or nil for all of it.
    public var shard: Shard?

    /// One of `count` disjoint slices. Jobs that share a layout stay together, and slices are
    /// dealt round-robin over those groups, so every shard gets a similar mix.
    public struct Shard: Hashable, Sendable {
        public var index: Int
        public var count: Int

        public init?(_ text: String) {
            let parts = text.split(separator: "/").compactMap { Int($0) }
            guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else { return nil }
            index = parts[0]
            count = parts[1]
        }
    }
    public var dynamicType: DynamicTypeSize = .large
    /// Which widget root model: iOS 17 (content margins) or iOS 14 (none; widgets pad themselves).
    /// nil follows each scene's `contentMargins`.
    public var rootModel: RootModel?

    /// How the widget root treats content margins.
    public enum RootModel: String, CaseIterable, Sendable {
        case ios17, ios14
    }

    public init() {}

    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    /// The devices the plan covers, or a problem naming an unknown id.
    public func devices() throws -> [DeviceSize] {
        guard let ids = deviceIDs else { return sizeTable.defaultDevices }
        return try ids.map { id in
            guard let device = sizeTable.device(id: id) else {
                throw Problem(description: "unknown device '\(id)' in size table \(sizeTable.name)"
                    + NameSuggestions.didYouMean(id, among: sizeTable.devices.map(\.id)) + "; expected one of: "
                    + sizeTable.devices.map(\.id).joined(separator: ", "))
            }
            return device
        }
    }

    /// The jobs for the scenes (this shard's, when sharded), in a stable order: scene, family,
    /// target, scale, variant; each keeps its index in the whole list.
    /// Refuses a plan whose every image is a combination no system draws (see `isDrawn`).
    public func jobs(for scenes: [WidgetScene]) throws -> [RenderJob] {
        var all = try expandRefusingEmpty(scenes).jobs
        for i in all.indices { all[i].index = i }
        guard let shard else { return all }
        var groups: [LayoutKey: Int] = [:]
        return all.filter { job in
            let group = groups[job.layoutKey] ?? groups.count
            groups[job.layoutKey] = group
            return group % shard.count == shard.index - 1
        }
    }

    /// Checks the plan before a run: refuses it when every image is a combination no system
    /// draws, and returns the combinations left out as one line (nil when none are).
    public func skippedSummary(for scenes: [WidgetScene]) throws -> String? {
        let skipped = try expandRefusingEmpty(scenes).skipped
        return skipped.isEmpty ? nil : Self.skippedSummary(skipped)
    }

    private func expandRefusingEmpty(_ scenes: [WidgetScene]) throws -> (jobs: [RenderJob], skipped: [Skip]) {
        let expanded = try expand(scenes)
        if expanded.jobs.isEmpty, !expanded.skipped.isEmpty {
            throw Problem(description: "nothing to render: " + Self.skippedSummary(expanded.skipped))
        }
        if expanded.jobs.isEmpty, !scenes.isEmpty { throw Problem(description: "nothing to render: " + emptyReason(scenes)) }
        return expanded
    }

    /// Why a plan selects no image of scenes that exist: the families, devices or variants asked
    /// for that none of them has.
    private func emptyReason(_ scenes: [WidgetScene]) -> String {
        let declared = scenes.flatMap(\.families).reduce(into: [WidgetFamily]()) { if !$0.contains($1) { $0.append($1) } }
        if declared.isEmpty {
            return "no widget declares a family (" + scenes.map(\.kind).joined(separator: ", ") + "); a widget whose "
                + "configuration is unavailable on this platform declares none"
        }
        let wanted = scenes.flatMap { $0.families(asked: families) }.reduce(into: [WidgetFamily]()) { if !$0.contains($1) { $0.append($1) } }
        if let families, wanted.isEmpty {
            let places = families.filter(\.isAskedForOnly).map { " (\($0.rawValue) shows a \($0.widgetKitFamily.rawValue) widget)" }
            return "no scene declares " + families.map(\.rawValue).joined(separator: ", ") + places.joined()
                + "; the scenes declare " + declared.map(\.rawValue).joined(separator: ", ")
        }
        if let devices = try? devices(), RenderTarget.targets(for: wanted, devices: devices).isEmpty {
            return "the devices asked for (" + devices.map(\.id).joined(separator: ", ") + ") have no size for "
                + wanted.map(\.rawValue).joined(separator: ", ")
        }
        if nativeScalesOnly { return "none of the scales " + scales.map { "@\($0)x" }.joined(separator: ", ") + " is the devices' own" }
        let schemes = Set(scenes.compactMap(\.colorSchemes).joined())
        if !schemes.isEmpty, !variants.contains(where: { schemes.contains($0.colorScheme) }) {
            return "the scenes are drawn only in " + schemes.map(\.rawValue).sorted().joined(separator: ", ")
                + " and no variant asked for is"
        }
        return "the options select no image of " + scenes.map(\.kind).joined(separator: ", ")
    }

    /// The Lock Screen, StandBy and watch faces show widgets in the dark colour scheme only, so
    /// accessory families and the vibrant mode have no light appearance: a light image of one has
    /// no counterpart on a device and comes out dark on dark or white on white. The Dynamic Island
    /// is black and Control Center dark in both schemes, so their presentations are drawn dark only.
    /// CarPlay's Widgets screen shows widgets in full colour only.
    public static func isDrawn(_ family: WidgetFamily, _ variant: Variant) -> Bool { refusal(family, variant) == nil }

    /// Why no system draws a family in a variant: it has no light appearance, or its place shows full colour only.
    package enum Refusal: Equatable {
        case lightAppearance, fullColorOnly, notAlwaysOn, notInIOS18

        /// The reason, for one image asked for by itself (`renderWidget`).
        package var advice: String {
            switch self {
            case .lightAppearance: "the Lock Screen, StandBy and watch faces show widgets in the dark colour scheme only; ask for a dark variant"
            case .fullColorOnly: "CarPlay shows widgets in full colour only; ask for a fullColor variant"
            case .notAlwaysOn: "the Always-On display shows only the Lock Screen's widgets and Live Activities, and Apple Watch its Smart Stack; "
                + "ask for an accessory family, liveActivity or liveActivitySmall"
            case .notInIOS18: "CarPlay shows widgets from iOS 26 on; draw it with the ios26 look"
            }
        }
    }

    package static func refusal(_ family: WidgetFamily, _ variant: Variant) -> Refusal? {
        if family == .carPlay && variant.look == .ios18 { return .notInIOS18 }
        if family.isFullColorOnly && variant.renderingMode != .fullColor { return .fullColorOnly }
        if variant.luminanceReduced && !family.isShownAlwaysOn { return .notAlwaysOn }
        if variant.colorScheme == .light && (family.isAccessory || family.isDarkOnly || variant.renderingMode == .vibrant) {
            return .lightAppearance
        }
        return nil
    }

    /// A family and variant no system draws, and why.
    struct Skip: Equatable {
        var combination: String
        var refusal: Refusal
    }

    static func skippedSummary(_ skipped: [Skip]) -> String {
        let fullColorOnly = skipped.filter { $0.refusal == .fullColorOnly }.map(\.combination)
        let dark = skipped.filter { $0.refusal == .lightAppearance }.map(\.combination)
        var reasons: [String] = []
        if !dark.isEmpty {
            reasons.append("\(dark.joined(separator: ", ")) — the Lock Screen, StandBy and watch faces show widgets in the dark colour "
                + "scheme only, and the Dynamic Island and Control Center are dark in both (CarPlay's Widgets screen is drawn "
                + "dark), so accessory families, the Dynamic Island, controls and the vibrant mode have no light appearance; "
                + "ask for the dark variants")
        }
        if !fullColorOnly.isEmpty {
            reasons.append("\(fullColorOnly.joined(separator: ", ")) — CarPlay shows widgets in full colour only; ask for --rendering-mode fullColor")
        }
        for refusal in [Refusal.notAlwaysOn, .notInIOS18] {
            let combinations = skipped.filter { $0.refusal == refusal }.map(\.combination)
            if !combinations.isEmpty { reasons.append("\(combinations.joined(separator: ", ")) — \(refusal.advice)") }
        }
        return reasons.joined(separator: "; ")
    }

    private func expand(_ scenes: [WidgetScene]) throws -> (jobs: [RenderJob], skipped: [Skip]) {
        let devices = try devices()
        var jobs: [RenderJob] = []
        var skipped: [Skip] = []
        for (index, scene) in scenes.enumerated() {
            let wanted = scene.families(asked: self.families)
            let targets = RenderTarget.targets(for: wanted, devices: devices)
            var used: [WidgetFamily: Set<String>] = [:]
            let mirrored = layoutDirection == .rightToLeft && scene.layoutDirection == .leftToRight
            let names = targets.map { OutputNaming.targetName($0, avoiding: &used[$0.family, default: []]) }
            let entries: [Int?] = (allEntries || scene.drawsEveryEntry) && scene.entries.count > 1 ? Array(scene.entries.indices) : [nil]
            let configurations: [Int?] = scene.configurations.isEmpty ? [nil] : Array(scene.configurations.indices)
            let languages: [RenderLocale?] = locales.map { $0.map(Optional.some) } ?? [nil]
            for locale in languages {
            let direction = layoutDirection ?? locale.map { $0.isRightToLeft ? LayoutDirection.rightToLeft : .leftToRight } ?? scene.layoutDirection
            for configuration in configurations {
            for entry in entries {
            for (target, name) in zip(targets, names) {
                let familyDefault: WidgetRenderingMode = target.family.isAccessory ? .vibrant : .fullColor
                // Explicit modes apply to every variant; otherwise a variant keeps a mode it names.
                let expanded = renderingModes.map { modes in
                    modes.flatMap { mode in
                        variants.flatMap { mode == .accented ? accentedGlass.map($0.accented(over:)) : [$0.rendered(mode)] }
                    }
                }
                    ?? variants.map { $0.renderingMode == .fullColor ? $0.rendered(familyDefault) : $0 }
                let native = Set(devices.filter { target.deviceIDs.contains($0.id) }.map(\.nativeScale))
                for scale in scales where !nativeScalesOnly || native.contains(scale) {
                    do {
                        for var variant in expanded where scene.colorSchemes?.contains(variant.colorScheme) ?? true {
                            variant.tint = tint
                            if let look { variant.look = look }
                            if let wallpaper { variant.wallpaper = wallpaper }
                            if variant.isClear && variant.look == .ios18 {
                                throw Problem(description: "\(variant.name): iOS 18 has no clear Home Screen; render it with the ios26 look")
                            }
                            if let refusal = Self.refusal(target.family, variant) {
                                let combination = "\(target.family.rawValue) \(variant.name)"
                                let skip = Skip(combination: combination, refusal: refusal)
                                if !skipped.contains(skip) { skipped.append(skip) }
                                continue
                            }
                            var file = OutputNaming.file(kind: scene.kind, family: target.family, target: name, scale: scale,
                                                         variant: variant, dynamicType: dynamicType, mirrored: mirrored, locale: locale)
                            if let style = tapTargets { file = String(file.dropLast(4)) + "-taps-\(style.rawValue).png" }
                            if let entry { file = String(file.dropLast(4)) + "-\(scene.entryName(entry)).png" }
                            if let configuration {
                                // KIND/CONFIGURATION/FAMILY/…
                                let folder = OutputNaming.configurationFolder(scene.configurations[configuration].name)
                                file = scene.kind + "/" + folder + String(file.dropFirst(scene.kind.count))
                            }
                            jobs.append(RenderJob(sceneIndex: index, target: target, scale: scale, variant: variant,
                                                  dynamicType: dynamicType, rightToLeft: direction == .rightToLeft,
                                                  entry: entry, configuration: configuration,
                                                  placeholderData: variant.redaction == .placeholder && scene.placeholderData != nil,
                                                  locale: locale, now: now, file: file))
                        }
                    }
                }
            }
            }
            }
            }
        }
        try Self.refuseCollisions(jobs, scenes: scenes)
        return (jobs, skipped)
    }

    /// Two images bound for one file would overwrite each other: a problem naming both.
    private static func refuseCollisions(_ jobs: [RenderJob], scenes: [WidgetScene]) throws {
        var seen: [String: Int] = [:]
        for (index, job) in jobs.enumerated() {
            guard let earlier = seen[job.file] else {
                seen[job.file] = index
                continue
            }
            let first = jobs[earlier], scene = scenes[job.sceneIndex]
            var why = "two images would be written to '\(job.file)'"
            if first.sceneIndex != job.sceneIndex {
                why += ": two widgets have the kind '\(scene.kind)'; give each widget a kind of its own"
            } else if let a = first.configuration, let b = job.configuration, a != b {
                why += ": configurations '\(scene.configurations[a].name)' and '\(scene.configurations[b].name)' of "
                    + "'\(scene.kind)' make one folder name; give names that differ in a letter or digit"
            }
            throw Problem(description: why)
        }
    }
}

/// How output files are named: `KIND/FAMILY/PLATFORM-WxH@Sx-VARIANT[-DYNAMICTYPE][-rtl][-LOCALE].png`,
/// where W×H is the widget's size in points on the devices that share it.
package enum OutputNaming {
    /// A configuration's name as a folder name: letters, digits, `-` and `_` kept, the rest `-`.
    package static func configurationFolder(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }

    static func targetName(_ target: RenderTarget, avoiding used: inout Set<String>) -> String {
        let platform = target.deviceIDs[0].hasPrefix("ipad") ? "ipad" : "iphone"
        let size = target.size.device
        var name = "\(platform)-\(Size.format(size.width))x\(Size.format(size.height))"
        var n = 2
        while used.contains(name) {
            name = "\(platform)-\(Size.format(size.width))x\(Size.format(size.height))-\(n)"
            n += 1
        }
        used.insert(name)
        return name
    }

    static func file(kind: String, family: WidgetFamily, target: String, scale: Int, variant: Variant,
                     dynamicType: DynamicTypeSize, mirrored: Bool = false, locale: RenderLocale? = nil) -> String {
        let type = dynamicType == .large ? "" : "-\(dynamicType.rawValue)"
        let direction = mirrored ? "-rtl" : ""
        let look = variant.lookTag.map { "-" + $0 } ?? ""
        let language = locale.map { "-" + $0.identifier } ?? ""
        return "\(kind)/\(family.rawValue)/\(target)@\(scale)x-\(variant.name)\(look)\(type)\(direction)\(language).png"
    }
}
