import Foundation
import WidgetRaster

struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

/// The text settings a view's code reads (`@Environment(\.lineLimit)`) and writes
/// (`.environment(\.lineLimit, 2)`): a write draws as the modifier of the same name does.
extension EnvironmentValues {
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// The modifier that draws a write of `keyPath`; nil for values only code reads.
    static func drawing(_ keyPath: AnyKeyPath, _ value: Any) -> Modifier? {
        switch keyPath {
        case \EnvironmentValues.lineLimit: return (value as? Int?).map { .lineLimit($0) }
        case \EnvironmentValues.truncationMode: return (value as? Text.TruncationMode).map { .truncationMode($0) }
        case \EnvironmentValues.multilineTextAlignment: return (value as? TextAlignment).map { .multilineTextAlignment($0) }
        case \EnvironmentValues.lineSpacing: return (value as? CGFloat).map { .lineSpacing(Double($0)) }
        case \EnvironmentValues.minimumScaleFactor: return (value as? CGFloat).map { .minimumScaleFactor(Double($0)) }
        case \EnvironmentValues.textCase: return (value as? Text.Case?).map { .textCase($0) }
        case \EnvironmentValues.font: return (value as? Font?)?.map { .font($0) }
        case \EnvironmentValues.colorScheme: return (value as? ColorScheme).map { .colorScheme($0) }
        default: return nil
        }
    }
}

extension View {
    /// Changes one environment value inside by `transform`; a text setting also draws.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        // The content's context is the changed one: its value is drawn as it stands there.
        EnvironmentWriter(content: _ModifiedView(self) { EnvironmentValues.drawing(keyPath, $0.environment[keyPath: keyPath]) }) {
            transform(&$0[keyPath: keyPath])
        }
    }
}
