import ActivityKit
import Foundation
import SwiftUI

/// One moment of a Live Activity a preview declares: its attributes and a content state, as
/// `#Preview(_:as:using:) { } contentStates: { }` and iOS 16's `previewContext(_:viewKind:)` give them.
struct ActivitySample {
    let attributes: Any
    let state: Any
    let isStale: Bool
    /// Equal for samples that draw the same (attributes encoded, the state itself): a state several
    /// previews list (one per presentation) is drawn once by the bundle.
    let identity: AnyHashable

    init<Attributes: ActivityAttributes>(attributes: Attributes, state: Attributes.ContentState, isStale: Bool) {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let encoded = (try? encoder.encode(attributes)).map { AnyHashable($0) } ?? AnyHashable(UUID())
        identity = AnyHashable([encoded, AnyHashable(state), AnyHashable(isStale)])
    }
}

/// How a Live Activity's configuration draws samples of its attributes type: what
/// `ActivityConfiguration` puts in its description, kept through the modifiers on it.
struct ActivityDrawing {
    let attributesType: Any.Type
    /// The presentations besides the Lock Screen's the activity has a view for
    /// (`supplementalActivityFamilies(_:)`): `.small` draws its small presentation from its Lock Screen view.
    var supplementalFamilies: Set<ActivityFamily> = []
    /// The activity in every presentation, one entry per sample, in order, given its supplemental
    /// families; nil when no sample is of its type.
    let draw: ([ActivitySample], Set<ActivityFamily>) -> WidgetDescription?

    /// The samples a widget bundle's render draws this activity with: the content states of its
    /// Lock Screen `#Preview` (`as: .content`), else of its first `#Preview`, else of its iOS 16
    /// previews, each once — one preview's list, as previews per presentation repeat it (with
    /// dates from `.now`, a moment apart).
    func declaredSamples() -> [ActivitySample] {
        var seen: Set<AnyHashable> = []
        return ActivityPreviews.samples(of: attributesType).filter { seen.insert($0.identity).inserted }
    }
}

/// The Live Activity previews of this process, by attributes type.
enum ActivityPreviews {
    /// The samples of `attributesType` that `ActivityDrawing.declaredSamples()` picks from the
    /// `#Preview`s (in declaration order: module, file, line) and `PreviewProvider`s (by type name)
    /// compiled into this process.
    static func samples(of attributesType: Any.Type) -> [ActivitySample] {
        let types = PreviewRegistry.types()
        let declared = types.compactMap { ($0.type as? any _PreviewRegistration.Type)?._preview }
            .sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
            .compactMap { declaration -> ActivityPreviewContent? in
                guard case .widget(let payload) = declaration.content else { return nil }
                return payload as? ActivityPreviewContent
            }
            .filter { $0.attributesType == attributesType }
        if let chosen = declared.first(where: { if case .content = $0.viewKind { true } else { false } }) ?? declared.first {
            return chosen.samples()
        }
        return types.sorted { $0.typeName < $1.typeName }
            .compactMap { $0.type as? any PreviewProvider.Type }
            .flatMap { $0._providedPreviews.compactMap { $0.view as? ActivityContextPreview } }
            .map(\.sample)
            .filter { type(of: $0.attributes) == attributesType }
    }

    /// The Live Activity of `attributesType` among the widgets compiled into this process (an
    /// iOS 16 preview names only the attributes; Xcode finds the activity the same way).
    static func activity(of attributesType: Any.Type) -> WidgetDescription? {
        activities.first { $0.activity?.attributesType == attributesType }
    }

    /// The activities among this process's widget types, found once.
    private static let activities: [WidgetDescription] = PreviewRegistry.types(conformingTo: ["Widget"], declaredIn: "SwiftUI")
        .filter { $0.module != "SwiftUI" && $0.module != "WidgetKit" }
        .compactMap { ($0.type as? any Widget.Type)?.activityDescription }
}

extension Widget {
    /// The description of the Live Activity this widget type is, read from a new one; nil without
    /// making one when its configuration is a kind that cannot hold an activity.
    static var activityDescription: WidgetDescription? {
        guard Body.self is any _ActivityHolding.Type else { return nil }
        let description = Self().body._description
        return description.activity == nil ? nil : description
    }
}

extension WidgetDescription {
    /// This Live Activity in every presentation, one entry per sample (its name, gallery text and
    /// margins kept); nil when it is no activity or no sample is of its type.
    func drawing(_ samples: [ActivitySample]) -> WidgetDescription? {
        guard let activity, var drawn = activity.draw(samples, activity.supplementalFamilies) else { return nil }
        drawn.displayName = displayName
        drawn.description = description
        drawn.contentMargins = contentMargins
        drawn.activity = activity
        return drawn
    }
}

/// A configuration type that is, or may wrap, a Live Activity.
protocol _ActivityHolding {}
extension ActivityConfiguration: _ActivityHolding {}
extension _ModifiedConfiguration: _ActivityHolding {}
