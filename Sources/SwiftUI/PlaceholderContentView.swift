/// The content a modifier's closure is handed to style (`compositingLayer(style:)`, custom
/// transitions): it stands for that content and draws nothing of its own.
public struct PlaceholderContentView<Value>: View {
    public var body: some View { EmptyView() }
}
