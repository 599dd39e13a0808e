import Foundation

// Foundation's `NSLocalizedString` in the image's language: the render's translations
// (`WidgetRenderOptions(localization:)`, an executable's string catalogue) for the image's locale,
// with the pseudolanguage applied, else Foundation's answer from the app's bundle. These overloads
// use fewer default arguments than Foundation's, so a call that imports both picks them; a call
// spelling out every argument (`tableName:bundle:value:comment:`) stays Foundation's. Code run
// outside a body (a provider, a static `let`) sees no image, and gets Foundation's answer.

public func NSLocalizedString(_ key: String, comment: String) -> String {
    localizedInImage(key, tableName: nil, bundle: .main, value: "")
}

public func NSLocalizedString(_ key: String, tableName: String?, comment: String) -> String {
    localizedInImage(key, tableName: tableName, bundle: .main, value: "")
}

public func NSLocalizedString(_ key: String, bundle: Bundle, comment: String) -> String {
    localizedInImage(key, tableName: nil, bundle: bundle, value: "")
}

public func NSLocalizedString(_ key: String, tableName: String?, bundle: Bundle, comment: String) -> String {
    localizedInImage(key, tableName: tableName, bundle: bundle, value: "")
}

public func NSLocalizedString(_ key: String, value: String, comment: String) -> String {
    localizedInImage(key, tableName: nil, bundle: .main, value: value)
}

public func NSLocalizedString(_ key: String, bundle: Bundle, value: String, comment: String) -> String {
    localizedInImage(key, tableName: nil, bundle: bundle, value: value)
}

private func localizedInImage(_ key: String, tableName: String?, bundle: Bundle, value: String) -> String {
    EnvironmentValues.current.plainTranslation(of: key)
        ?? Foundation.NSLocalizedString(key, tableName: tableName, bundle: bundle, value: value, comment: "")
}
