/// The options a person picks a parameter's value from (`@Parameter(title:optionsProvider:)`):
/// the configuration sheet asks it; a rendering draws the value the intent holds.
public protocol DynamicOptionsProvider {
    associatedtype Result
    func results() async throws -> Result
}

extension IntentParameter {
    public convenience init<Provider: DynamicOptionsProvider>(title: LocalizedStringResource, description: IntentDescription? = nil,
                                                               default value: Value, optionsProvider: Provider) {
        self.init(title: title, description: description, default: value)
    }

    public convenience init<Wrapped, Provider: DynamicOptionsProvider>(title: LocalizedStringResource, description: IntentDescription? = nil,
                                                                        optionsProvider: Provider) where Value == Wrapped? {
        self.init(title: title, description: description)
    }

    public convenience init<Provider: DynamicOptionsProvider>(title: LocalizedStringResource, description: IntentDescription? = nil,
                                                               optionsProvider: Provider) {
        self.init(title: title, description: description)
    }
}
