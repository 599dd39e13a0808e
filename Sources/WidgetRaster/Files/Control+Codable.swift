/// A scene file's `control`: a control's template, label and states, as `ControlWidgetButton` and
/// `ControlWidgetToggle` declare them.
///
/// ```yaml
/// control:
///   template: toggle                 # or button (the default)
///   title: Garage Door               # the label's title
///   systemImage: door.garage.closed  # the label's symbol (or image: an asset name)
///   tint: orange                     # a toggle's symbol when on
///   off: {value: Closed}             # a toggle's value label per state ("Off", "On" unless given),
///   on: {value: Open, systemImage: door.garage.open}   # with its own symbol when it changes
///   value: Opening…                  # a button's subtitle (its action label)
///   privacySensitive: true           # a locked device hides the title and value
/// ```
extension Control: Decodable {
    static let fields: Set<String> = ["template", "title", "systemImage", "image", "tint", "off", "on", "value", "privacySensitive"]

    package init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        try c.rejectUnknownKeys(allowed: Self.fields, in: "a control")
        let template = try c.name("template", as: Template.self) ?? .button
        let symbol = try Self.symbol(in: c)
        var off = State(value: Self.text("Off")), on = State(value: Self.text("On"))
        switch template {
        case .button:
            for key in ["off", "on"] where c.has(key) {
                throw c.fail(key, "a button has no '\(key)' state; give 'template: toggle', or its subtitle as 'value'")
            }
            off = State(value: try c.optional("value", as: String.self).map(Self.text))
        case .toggle:
            if c.has("value") { throw c.fail("value", "a toggle's value is per state: give it in 'off' and 'on'") }
            off = try Self.state("off", in: c) ?? off
            on = try Self.state("on", in: c) ?? on
        }
        self.init(template: template, title: try c.optional("title", as: String.self).map(Self.text), symbol: symbol,
                  off: off, on: on, tint: try c.optional("tint"), privacySensitive: try c.optional("privacySensitive") ?? false)
        if title == nil, symbol == nil, off.symbol == nil {
            throw c.fail("title", "a control needs a 'title' or a 'systemImage' (Control Center shows its symbol, and its title at larger sizes)")
        }
    }

    /// A toggle's `off` or `on`: its value and symbol.
    private static func state(_ key: String, in c: KeyedDecodingContainer<AnyKey>) throws -> State? {
        guard c.has(key) else { return nil }
        let part = try c.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))
        try part.rejectUnknownKeys(allowed: ["value", "systemImage", "image"], in: "a toggle's '\(key)' state")
        return State(value: try part.optional("value", as: String.self).map(text), symbol: try symbol(in: part))
    }

    private static func text(_ string: String) -> ViewNode { ViewNode(.text(string)) }

    /// `systemImage` or `image`, not both.
    private static func symbol(in c: KeyedDecodingContainer<AnyKey>) throws -> ViewNode? {
        if c.has("systemImage"), c.has("image") { throw c.fail("image", "give 'systemImage' or 'image', not both") }
        if let name = try c.optional("systemImage", as: String.self) { return ViewNode(.symbol(name)) }
        if let name = try c.optional("image", as: String.self) { return ViewNode(.image(file: name, resizable: false)) }
        return nil
    }
}
