import Foundation

/// One result per index, filled in by concurrent workers and read in index order once they are
/// done: scenes read at once, fingerprinted at once, linted at once.
package final class ResultSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<Value, Error>?]

    package init(count: Int) { results = Array(repeating: nil, count: count) }

    package func set(_ index: Int, _ result: Result<Value, Error>) {
        lock.withLock { results[index] = result }
    }

    /// Every slot in index order; nil where no worker set one.
    package var all: [Result<Value, Error>?] { lock.withLock { results } }
}
