import Foundation
import WidgetRaster

/// How a `GroupBox` draws its label and content (`.groupBoxStyle(_:)`).
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `GroupBoxStyle` draws from: the box's label and its content.
public struct GroupBoxStyleConfiguration {
    public typealias Label = _ResolvedContent
    public typealias Content = _ResolvedContent
    public let label: Label
    public let content: Content
}

/// iOS's group box: the label in the headline font above the content, 16 points in from the
/// edges of a secondary-background panel with 8-point continuous corners.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { .init() }
}

struct CustomGroupBoxStyleKey: CustomControlStyleKey {
    typealias Configuration = GroupBoxStyleConfiguration
    static var defaultValue: CustomControlStyle<GroupBoxStyleConfiguration>? { nil }
}

extension View {
    /// The style of the group boxes inside.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        controlStyle(CustomGroupBoxStyleKey.self, system: nil) { $1.nodes(style.makeBody(configuration: $0)) }
    }
}
