/// The models a batched fetch returns, as a collection. The store is in memory, so every batch
/// is fetched at once and the collection reads as the array `fetch(_:)` gives.
public struct FetchResultsCollection<Element: PersistentModel>: RandomAccessCollection {
    let models: [Element]

    public var startIndex: Int { models.startIndex }
    public var endIndex: Int { models.endIndex }
    public subscript(position: Int) -> Element { models[position] }
}
