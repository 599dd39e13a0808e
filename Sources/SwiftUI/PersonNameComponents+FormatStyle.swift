import Foundation

extension PersonNameComponents {
    /// How a person's name is written (Foundation's, which Foundation on Linux leaves out): "Ada"
    /// (short), "Ada Lovelace" (medium), "Dr. Ada King Lovelace Jr." (long), "AL" (abbreviated). A
    /// name in Chinese, Japanese or Korean script is written family name first, without spaces.
    public struct FormatStyle: Foundation.FormatStyle, Codable, Hashable, Sendable {
        public var style: Style
        public var locale: Locale

        public init(style: Style = .medium, locale: Locale = .autoupdatingCurrent) {
            self.style = style
            self.locale = locale
        }

        public func format(_ value: PersonNameComponents) -> String {
            let given = value.givenName.flatMap { $0.isEmpty ? nil : $0 }
            let family = value.familyName.flatMap { $0.isEmpty ? nil : $0 }
            let familyFirst = [family, given].compactMap { $0 }.joined().unicodeScalars.contains(where: Self.isEastAsian)
            func join(_ parts: [String?]) -> String {
                parts.compactMap { $0.flatMap { $0.isEmpty ? nil : $0 } }.joined(separator: familyFirst ? "" : " ")
            }
            switch style {
            case .short:
                return value.nickname.flatMap { $0.isEmpty ? nil : $0 } ?? given ?? family ?? ""
            case .medium:
                return familyFirst ? join([family, given]) : join([given, family])
            case .long:
                return familyFirst ? join([value.namePrefix, family, value.middleName, given, value.nameSuffix])
                    : join([value.namePrefix, given, value.middleName, family, value.nameSuffix])
            case .abbreviated:
                if familyFirst { return family.map { String($0.prefix(1)) } ?? given.map { String($0.prefix(1)) } ?? "" }
                return [given, family].compactMap { $0?.first.map { String($0).uppercased(with: locale) } }.joined()
            }
        }

        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }

        /// Whether a character is of a script whose names are written family name first.
        private static func isEastAsian(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x1100...0x11FF, 0x3040...0x30FF, 0x3400...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x2FFFF: true
            default: false
            }
        }

        /// How much of the name is written.
        public enum Style: Int, Codable, Hashable, Sendable {
            /// The nickname, else the given name: "Ada".
            case short
            /// The given and family names: "Ada Lovelace".
            case medium
            /// Every part: prefix, given, middle and family names, and suffix.
            case long
            /// The initials: "AL".
            case abbreviated
        }
    }

    /// The name as its locale's medium style writes it: "Ada Lovelace".
    public func formatted() -> String {
        FormatStyle().format(self)
    }

    /// The name as `style` writes it.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == PersonNameComponents {
        style.format(self)
    }
}

extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    /// A name written in `style`.
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> Self {
        PersonNameComponents.FormatStyle(style: style)
    }
}
