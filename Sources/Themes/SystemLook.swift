/// Which iOS a render looks like: its system colours, and how the tinted and clear Home Screens
/// are built. iOS 26 (the default) tints accented content white over glass; iOS 18 tints both
/// colour groups in the person's tint over a tinted platter (`widget-facts.md` §5.3–5.4, §7.1).
public enum SystemLook: String, CaseIterable, Codable, Sendable {
    case ios26
    case ios18

    /// The system colours of this iOS: the 2025 tints on iOS 26, the 2023 ones before.
    var palette: SystemPalette {
        switch self {
        case .ios26: return .ios26
        case .ios18: return .ios18
        }
    }
}
