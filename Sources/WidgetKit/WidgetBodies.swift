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

    /// The provider's timeline for a family at a display size and scale, asked for once.
    func timeline(family: WidgetFamily, size: Size, scale: Int) -> [TimelineItem] {
        let key = TimelineCache.Key(family: family, width: size.width, height: size.height, scale: scale)
        return timelines.items(for: key) {
            FixedClock.during(options.now) { description.timeline(Self.providerContext(family, size, scale)) }
        }
    }

    private static func providerContext(_ family: WidgetFamily, _ size: Size, _ scale: Int) -> TimelineProviderContext {
        TimelineProviderContext(family: family.widgetKitFamily, displaySize: CGSize(width: size.width, height: size.height),
                                displayScale: CGFloat(scale))
    }

    /// Asks the provider for the timeline an image shows (nothing for a placeholder image).
    func prepare(for context: ImageContext) {
        guard context.variant.redaction != .placeholder else { return }
        _ = timeline(family: context.family, size: context.size, scale: context.scale)
    }

    /// The image's body, evaluated with the wall clock at the options' moment.
    func body(for context: ImageContext) throws -> EvaluatedBody {
        try WidgetRenderOptions.checkNowVariable()
        return try FixedClock.during(options.now) { try evaluate(for: context) }
    }

    private func evaluate(for context: ImageContext) throws -> EvaluatedBody {
        var environment = EnvironmentValues.forImage(family: context.family, variant: context.variant, scale: context.scale,
                                                     margin: context.contentMargin)
        options.apply(to: &environment)
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
            let items = timeline(family: context.family, size: context.size, scale: context.scale)
            guard items.indices.contains(context.entry) else {
                throw WidgetRenderError(message: "\(description.kind): the timeline has \(items.count) entries; entry \(context.entry) asked for")
            }
            make = { items[context.entry].view() }
            environment.now = items[context.entry].date
        }
        return try ViewResolver.resolve(environment: environment, making: make)
    }
}
