import Foundation

/// Foundation's list formatter ("Ana, Ben, and Cy"), which swift-corelibs-foundation lacks:
/// written over `ListFormatStyle`, which it has, in the formatter's locale.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// The image's locale by default: a rendering's device speaks the language it is drawn in.
    open var locale: Locale! = EnvironmentValues.current.locale
    /// What writes each item before the list joins them; without one, or where it gives nothing,
    /// an item is written as `String(describing:)` writes it.
    @NSCopying open var itemFormatter: Formatter?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `strings` joined as a list in the current locale.
    open class func localizedString(byJoining strings: [String]) -> String {
        ListFormatter().string(from: strings) ?? ""
    }

    /// `items` written and joined as a list: "Rain and Wind", "1, 2, and 3".
    open func string(from items: [Any]) -> String? {
        let strings = items.map { item in itemFormatter?.string(for: item) ?? String(describing: item) }
        return strings.formatted(.list(type: .and).locale(locale ?? .current))
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? [Any]).flatMap(string(from:))
    }
}
