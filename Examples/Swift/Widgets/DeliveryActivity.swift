import ActivityKit
import SwiftUI
import WidgetKit

/// What a delivery's Live Activity shows: the restaurant (fixed) and the order's progress (changing).
struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var status: String
        var eta: String
        var driver: String
        var progress: Double
    }
    var restaurant: String
}

/// `Examples/delivery.yaml` as an app writes it: a Live Activity on the Lock Screen, in the Dynamic
/// Island, and in Apple Watch's Smart Stack (its small presentation).
struct DeliveryActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            DeliveryActivityContent(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "bag.fill").font(.system(size: 28)).foregroundStyle(.orange)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(context.state.eta).font(.system(size: 20, weight: .bold)).monospacedDigit()
                }
                DynamicIslandExpandedRegion(.center) {
                    VStack(spacing: 1) {
                        Text(context.attributes.restaurant).font(.system(size: 15, weight: .semibold))
                        Text(context.state.status).font(.system(size: 13)).foregroundStyle(.secondary)
                    }
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack(spacing: 6) {
                        ProgressView(value: context.state.progress).tint(.orange)
                        Text(context.state.driver).font(.system(size: 13)).foregroundStyle(.secondary)
                    }
                }
            } compactLeading: {
                Image(systemName: "bag.fill").foregroundStyle(.orange)
            } compactTrailing: {
                Text(context.state.eta).font(.system(size: 15, weight: .semibold)).monospacedDigit()
                    .lineLimit(1).minimumScaleFactor(0.7).foregroundStyle(.orange)
            } minimal: {
                Image(systemName: "bag.fill").foregroundStyle(.orange)
            }
            .keylineTint(.orange)
        }
        .supplementalActivityFamilies([.small])
    }
}

/// The Lock Screen view, or the small one where the activity is shown small (Apple Watch, CarPlay).
struct DeliveryActivityContent: View {
    @Environment(\.activityFamily) private var activityFamily
    let context: ActivityViewContext<DeliveryAttributes>

    var body: some View {
        switch activityFamily {
        case .small: DeliverySmallView(context: context)
        default: DeliveryLockScreenView(context: context)
        }
    }
}

struct DeliverySmallView: View {
    let context: ActivityViewContext<DeliveryAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(spacing: 6) {
                Image(systemName: "bag.fill").font(.system(size: 15)).foregroundStyle(.orange)
                Text(context.state.eta).font(.system(size: 17, weight: .bold)).monospacedDigit()
                Spacer(minLength: 0)
            }
            Text(context.state.status).font(.system(size: 13)).foregroundStyle(.secondary).lineLimit(1)
            ProgressView(value: context.state.progress).tint(.orange)
        }
        .padding(12)
    }
}

struct DeliveryLockScreenView: View {
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    let context: ActivityViewContext<DeliveryAttributes>

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack(spacing: 10) {
                // On the Always-On display a filled shape is drawn as its outline.
                Image(systemName: isLuminanceReduced ? "bag" : "bag.fill").font(.system(size: 22)).foregroundStyle(.orange)
                VStack(alignment: .leading, spacing: 1) {
                    Text(context.state.status).font(.system(size: 17, weight: .semibold))
                    Text(context.attributes.restaurant).font(.system(size: 13)).foregroundStyle(.secondary)
                }
                Spacer()
                Text(context.state.eta).font(.system(size: 22, weight: .bold)).monospacedDigit()
            }
            ProgressView(value: context.state.progress).tint(.orange)
            Text(context.state.driver).font(.system(size: 13)).foregroundStyle(.secondary)
        }
        .padding(16)
    }
}

extension DeliveryAttributes {
    static let preview = DeliveryAttributes(restaurant: "Nonna's Kitchen")
}

extension DeliveryAttributes.ContentState {
    static let onTheWay = Self(status: "On the way", eta: "12 min", driver: "Marco is 2.1 km away", progress: 0.65)
    static let arriving = Self(status: "Arriving", eta: "2 min", driver: "Marco is outside", progress: 0.95)
}

#Preview("Delivery", as: .content, using: DeliveryAttributes.preview) {
    DeliveryActivity()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
    DeliveryAttributes.ContentState.arriving
}

#Preview("Delivery island", as: .dynamicIsland(.compact), using: DeliveryAttributes.preview) {
    DeliveryActivity()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
    DeliveryAttributes.ContentState.arriving
}

#Preview("Delivery minimal", as: .dynamicIsland(.minimal), using: DeliveryAttributes.preview) {
    DeliveryActivity()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
}

#Preview("Delivery expanded", as: .dynamicIsland(.expanded), using: DeliveryAttributes.preview) {
    DeliveryActivity()
} contentStates: {
    DeliveryAttributes.ContentState.onTheWay
    DeliveryAttributes.ContentState.arriving
}
