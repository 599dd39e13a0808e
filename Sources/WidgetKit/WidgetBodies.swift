import Foundation
import SwiftUI
import WidgetRaster

/// A widget's view for each image: the timeline entry asked for, or the placeholder entry for
/// placeholder variants, evaluated in that image's environment. Shared read-only by the batch's workers.
final class WidgetBodies: @unchecked Sendable {
    let description: WidgetDescription
    let options: WidgetRenderOptions
    private let timelines = TimelineCache()
    init(_ description: WidgetDescription, options: WidgetRenderOptions = WidgetRenderOptions()) {
        self.description = description
        self.options = options
    }

    /// The provider's timeline for a family at a display size and scale, asked for once for each moment.
    func timeline(family: RenderFamily, size: Size, scale: Int, now: Date?) -> [TimelineItem] {
        let key = TimelineCache.Key(family: family, width: size.width, height: size.height, scale: scale, now: now)
        return timelines.items(for: key) {
            FixedClock.during(now) { description.timeline(Self.providerContext(family, size, scale)) }
        }
    }

    /// The moment an image shows: the run's (`--now`), else the options'.
    private func now(for context: ImageContext) -> Date? { context.now.map(\.date) ?? options.now }

    private static func providerContext(_ family: RenderFamily, _ size: Size, _ scale: Int) -> TimelineProviderContext {
        TimelineProviderContext(family: WidgetFamily(family) ?? .systemSmall, displaySize: CGSize(width: size.width, height: size.height),
                                displayScale: CGFloat(scale))
    }

    /// Asks the provider for the timeline an image shows (nothing for a placeholder image).
    func prepare(for context: ImageContext) {
        guard context.variant.redaction != .placeholder else { return }
        _ = timeline(family: context.family, size: context.size, scale: context.scale, now: now(for: context))
    }

    /// The image's body, evaluated with the wall clock at the image's moment.
    func body(for context: ImageContext) throws -> EvaluatedBody {
        try WidgetRenderOptions.checkNowVariable()
        let now = now(for: context)
        return try FixedClock.during(now) { try evaluate(for: context, now: now) }
    }

    private func evaluate(for context: ImageContext, now: Date?) throws -> EvaluatedBody {
        var environment = EnvironmentValues.forImage(family: context.family, variant: context.variant, scale: context.scale,
                                                     margin: context.contentMargin)
        options.apply(to: &environment, now: now)
        if let locale = context.locale {
            if let language = locale.locale { environment.locale = language }
            environment.pseudolanguage = locale.pseudolanguage
        }
        environment.layoutDirection = context.rightToLeft ? .rightToLeft : .leftToRight
        environment.dynamicTypeSize = context.dynamicType
        let make: () -> any View
        if context.variant.redaction == .placeholder {
            make = { [description] in description.placeholder(Self.providerContext(context.family, context.size, context.scale)) }
        } else {
            let items = timeline(family: context.family, size: context.size, scale: context.scale, now: now)
            guard items.indices.contains(context.entry) else {
                throw WidgetRenderError(message: "\(description.kind): the timeline has \(items.count) entries; entry \(context.entry) asked for")
            }
            make = { items[context.entry].view() }
            environment.now = items[context.entry].date
        }
        return try ViewResolver.resolve(environment: environment, making: make)
    }
}
