import Foundation
import RenderWidgetCommand
import WidgetRaster
import struct WidgetRaster.LocalizationTable

extension RenderWidgetCommand {
    /// Runs the command line over widgets written in SwiftUI, each body evaluated per image, with
    /// the resources, translations, locale and time zone `options` gives each.
    public static func main(widgets: [any Widget], options: (any Widget) -> WidgetRenderOptions = { _ in WidgetRenderOptions() },
                            arguments: [String]? = nil) {
        main(making: widgets, options: options, arguments: arguments)
    }

    /// The command line over the widgets `widgets` makes, made once the run's moment is held.
    static func main(making widgets: @autoclosure () -> [any Widget], options: (any Widget) -> WidgetRenderOptions,
                     arguments: [String]?) {
        holdTheRunsMoment(arguments: arguments)
        main(scenes: widgets().map { $0.widgetScene(options: options($0)) }, arguments: arguments)
    }

    /// Runs the command line over every `#Preview` and `PreviewProvider` compiled into this
    /// process from `modules` (all modules when nil): each preview is a widget named by its
    /// preview name, drawn in its family (its timeline's every entry) — what
    /// `swift package render-previews` runs. `options` gives each preview its resources (the
    /// plugin gives each module's folder and asset catalogue).
    public static func main(previewsIn modules: Set<String>?,
                            options: (DeclaredPreview) -> WidgetRenderOptions = { _ in WidgetRenderOptions() },
                            arguments: [String]? = nil) {
        holdTheRunsMoment(arguments: arguments)
        let previews = DeclaredPreview.all(in: modules)
        guard !previews.isEmpty else {
            let place = modules.map { "in " + $0.sorted().joined(separator: ", ") } ?? "in this executable"
            FileHandle.standardError.write(Data("error: no #Preview or PreviewProvider found \(place)\n".utf8))
            exit(1)
        }
        main(scenes: previews.map { $0.scene(options: options($0)) }, arguments: arguments)
    }

    /// Holds the run's moment — `--now`, else `WIDGETRASTER_NOW`, else 9:41 — for the whole process, from before
    /// the app's widgets are made, so what its code computes from the clock once (a static list of readings
    /// "from the last 24 hours") agrees with every image. A `WIDGETRASTER_NOW` that is not a moment stops the
    /// run before any image, as a bad option does (a bad `--now` is the argument parser's to report).
    private static func holdTheRunsMoment(arguments: [String]?) {
        do { try WidgetRenderOptions.checkNowVariable() } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            exit(2)
        }
        let arguments = arguments ?? Array(CommandLine.arguments.dropFirst())
        var given: String?
        for (index, argument) in arguments.enumerated() {
            if argument == "--now", arguments.indices.contains(index + 1) { given = arguments[index + 1] }
            if argument.hasPrefix("--now=") { given = String(argument.dropFirst("--now=".count)) }
        }
        FixedClock.hold(given.flatMap(RenderNow.init).map(\.date) ?? WidgetRenderOptions.defaultNow)
    }
}

extension Widget {
    /// `@main` on a widget: on Linux the program is the `render-widget` command line over it
    /// (`swift run MyWidget render --out out/`), with the app's resources from
    /// `WidgetRenderOptions.forExecutable`.
    public static func main() {
        RenderWidgetCommand.main(making: Self().widgetList, options: { _ in .forExecutable }, arguments: nil)
    }

    /// The widgets this one stands for: a bundle's list, else itself.
    var widgetList: [any Widget] { (self as? _WidgetList)?.widgets ?? [self] }
}

extension WidgetBundle {
    /// `@main` on a widget bundle: the command line over every widget in it, in its order.
    public static func main() {
        RenderWidgetCommand.main(making: Self().body.widgetList, options: { _ in .forExecutable }, arguments: nil)
    }
}

extension ControlWidget {
    /// `@main` on a control: the command line over it, drawn in its presentations.
    public static func main() {
        RenderWidgetCommand.main(making: [WidgetBundleBuilder.buildExpression(Self())], options: { _ in .forExecutable },
                                 arguments: nil)
    }
}

extension WidgetRenderOptions {
    /// What a widget executable finds of its app, as an iOS widget finds its bundle: resources are
    /// the executable's folder, and colours, images and translations come from the asset
    /// catalogues and the `Localizable.xcstrings` or `LANG.lproj/Localizable.strings` in the
    /// executable's own SwiftPM resource bundle (`<Package>_<Target>.resources`, from the target's
    /// `resources:`), when it has one.
    public static var forExecutable: WidgetRenderOptions {
        forExecutable(at: Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
    }

    /// What the executable at `executable` finds of its app: its fonts too, the folder of its
    /// bundle that holds .ttf or .otf files (as iOS registers the fonts an extension's `UIAppFonts` lists).
    package static func forExecutable(at executable: URL) -> WidgetRenderOptions {
        let folder = executable.deletingLastPathComponent()
        guard let bundle = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
            .first(where: { $0.hasSuffix("_\(executable.lastPathComponent).resources") }) else {
            return WidgetRenderOptions(resources: folder)
        }
        let root = folder.appendingPathComponent(bundle)
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return WidgetRenderOptions(resources: folder, localization: translations(among: files, in: root), assets: bundle,
                                   fonts: fontFolder(among: files, in: root).map { bundle + $0 })
    }

    /// The first folder of a resource bundle (in path order) that holds font files, relative to the bundle.
    private static func fontFolder(among files: [URL], in root: URL) -> String? {
        let fonts = files.filter { ["ttf", "otf", "ttc"].contains($0.pathExtension.lowercased()) }.map(\.path).sorted()
        guard let first = fonts.first else { return nil }
        return String(URL(fileURLWithPath: first).deletingLastPathComponent().path.dropFirst(root.path.count))
    }

    /// A resource bundle's translations: its string catalogue, else its `.strings` files.
    private static func translations(among files: [URL], in bundle: URL) -> LocalizationTable? {
        if let catalogue = files.first(where: { $0.lastPathComponent == "Localizable.xcstrings" }) {
            return try? LocalizationTable.load(catalogue)
        }
        return files.contains { $0.pathExtension == "lproj" } ? try? LocalizationTable.load(bundle) : nil
    }
}
