import Foundation
import SwiftUI
import WidgetRaster

extension Widget {
    /// This widget as a scene for the batch renderer, the gallery and the command line: its kind,
    /// gallery text, families and timeline dates, with its view evaluated for every image (the
    /// placeholder entry for placeholder variants), with the app's resources and translations in `options`.
    public func widgetScene(options: WidgetRenderOptions = WidgetRenderOptions()) -> SceneLoader.Loaded {
        FixedClock.during(options.now) { body._description.drawingActivityFromPreviews.scene(options: options) }
    }
}

extension ControlWidget {
    /// This control as a scene for the batch renderer, the gallery and the command line: its
    /// presentations, a toggle's off and on states as entries named `off` and `on`.
    public func widgetScene(options: WidgetRenderOptions = WidgetRenderOptions()) -> SceneLoader.Loaded {
        FixedClock.during(options.now) { body._control.widgetDescription.scene(options: options) }
    }
}

extension WidgetDescription {
    /// A Live Activity drawn in every presentation with each content state its previews declare,
    /// one entry each; with a warning and no families when they declare none. Any other widget as it is.
    var drawingActivityFromPreviews: WidgetDescription {
        guard let activity, families.isEmpty else { return self }
        guard var drawn = drawing(activity.declaredSamples()) else {
            OnceWarnings.shared.warn("Live Activity \(kind): no preview declares a content state to draw it with; add"
                                     + " `#Preview(\"…\", as: .content, using: attributes) { TheActivity() } contentStates: { … }`")
            return self
        }
        drawn.drawsEveryEntry = true
        return drawn
    }

    /// The scene of a widget (or of a preview drawn as one), with its view evaluated for every image.
    func scene(options: WidgetRenderOptions) -> SceneLoader.Loaded {
        let description = self
        let bodies = WidgetBodies(description, options: options)
        // The first family's timeline, as the checks below see it (asked once, shared with its body).
        let items = bodies.timeline(family: description.families.first ?? .systemSmall, size: Size(width: 0, height: 0), scale: 2,
                                    now: options.now)
        var scene = WidgetScene(kind: description.kind, displayName: description.displayName.isEmpty ? description.kind
                                    : description.displayName,
                                description: description.description, families: description.families, bodies: [:],
                                contentMargins: description.contentMargins, layoutDirection: options.resolvedLayoutDirection,
                                entries: items.count > 1 ? items.map { WidgetRaster.TimelineEntry(date: $0.date, name: $0.name) } : [],
                                assets: options.assets, fonts: options.fonts)
        scene.marginsNeedContainerBackground = true
        scene.drawsEveryEntry = description.drawsEveryEntry
        // A background that cannot be removed keeps the widget out of both places (they remove it).
        for (place, location) in [(RenderFamily.standBy, WidgetLocation.standBy), (.carPlay, .carPlay)]
        where !description.backgroundRemovable || description.disfavoredLocations[location]?.contains(.systemSmall) == true {
            scene.disfavoredPlaces.append(place)
        }
        let evaluator = BodyEvaluator(body: { context in try bodies.body(for: context) },
                                      prepare: { context in bodies.prepare(for: context) })
        // Checks that read `bodies` (lint, schema, fingerprints) see each family's light, first-entry body.
        for family in description.families {
            let context = ImageContext(family: family, variant: .light, rightToLeft: options.resolvedLayoutDirection == .rightToLeft,
                                       scale: 2, size: Size(width: 0, height: 0))
            scene.bodies[family] = (try? evaluator.body(context).node) ?? ViewNode(.color(.color("clear")))
        }
        // A catalogue that cannot be read is reported by the renderer, which loads it again.
        var loaded = SceneLoader.Loaded(scene: scene, file: options.resources.appendingPathComponent("\(description.kind).swift"),
                                        theme: (try? options.themeWithAssets()) ?? options.theme, evaluator: evaluator)
        loaded.symbols = options.symbols
        return loaded
    }
}
