import WidgetRaster

/// iOS 17's empty-state view: its label's icon large above its title, a description and actions
/// below, centred in the space it is given. Sizes are chosen for widgets (icon `largeTitle`,
/// title `title3` bold, description `subheadline`), secondary colours as iOS uses.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
                @ViewBuilder actions: () -> Actions) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label.labelStyle(_UnavailableLabelStyle())
            description.font(.subheadline).foregroundStyle(.secondary).multilineTextAlignment(.center)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(titleKey, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(titleResource, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(titleKey, image: name) }, description: { description }, actions: { EmptyView() })
    }
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, image: name) }, description: { description }, actions: { EmptyView() })
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(titleResource, image: name) }, description: { description }, actions: { EmptyView() })
    }

    /// "No Results", as a search with nothing found shows.
    public static var search: Self { Self("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search.")) }

    /// "No Results for “text”".
    public static func search(text: String) -> Self {
        Self("No Results for “\(text)”", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }
}

/// The label of an unavailable-content view: the icon large and secondary above the bold title.
struct _UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 6) {
            configuration.icon.font(.largeTitle).foregroundStyle(.secondary)
            configuration.title.font(.title3.bold()).multilineTextAlignment(.center)
        }
    }
}
