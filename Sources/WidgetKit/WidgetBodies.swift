import Foundation
import SwiftUI
import WidgetRaster

/// A widget's view for each image: the timeline entry asked for, or the placeholder entry for
/// placeholder variants, evaluated in that image's environment. Shared read-only by the batch's workers.
final class WidgetBodies: @unchecked Sendable {
    let description: WidgetDescription
    let options: WidgetRenderOptions
    init(_ description: WidgetDescription, options: WidgetRenderOptions = WidgetRenderOptions()) {
        self.description = description
        self.options = options
    }

    func body(for context: ImageContext) throws -> EvaluatedBody {
        let provider = TimelineProviderContext(family: context.family,
                                               displaySize: CGSize(width: context.size.width, height: context.size.height),
                                               displayScale: CGFloat(context.scale))
        var environment = EnvironmentValues.forImage(family: context.family, variant: context.variant, scale: context.scale,
                                                     margin: context.contentMargin)
        options.apply(to: &environment)
        environment.layoutDirection = context.rightToLeft ? .rightToLeft : .leftToRight
        environment.dynamicTypeSize = context.dynamicType
        let make: () -> any View
        if context.variant.redaction == .placeholder {
            make = { [description] in description.placeholder(provider) }
        } else {
            let items = description.timeline(provider)
            guard items.indices.contains(context.entry) else {
                throw WidgetRenderError(message: "\(description.kind): the timeline has \(items.count) entries; entry \(context.entry) asked for")
            }
            make = { items[context.entry].view() }
            environment.now = items[context.entry].date
        }
        return try ViewResolver.resolve(environment: environment, making: make)
    }
}
