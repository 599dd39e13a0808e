import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Recorded HTTP responses for timeline providers that fetch over the network, so a widget's
/// images do not depend on the network: with `WIDGETRASTER_HTTP_FIXTURES` set to a folder, every
/// `URLSession` request for `https://host/path` is answered with the file `<folder>/host/path`
/// (the query ignored; `/` is `index`), 200 and the file's bytes; a request with no file fails at
/// once with `URLError.notConnectedToInternet` and a warning naming the file it looked for.
/// On Linux only `URLSession.shared` consults registered URL protocols: a session made with a
/// configuration of its own goes to the network (or fails offline), and so does `Data(contentsOf:)`.
package enum HTTPFixtures {
    /// Installs the fixtures when the environment names a folder; once per process.
    package static let installed: Bool = {
        guard let folder = ProcessInfo.processInfo.environment["WIDGETRASTER_HTTP_FIXTURES"], !folder.isEmpty else { return false }
        install(folder: URL(fileURLWithPath: folder, isDirectory: true))
        return true
    }()

    /// Answers every request of this process from `folder` from now on.
    package static func install(folder: URL) {
        FixtureURLProtocol.folder = folder.standardizedFileURL
        _ = URLProtocol.registerClass(FixtureURLProtocol.self)
    }

    /// The file that answers `url`, under `folder`.
    package static func file(for url: URL, in folder: URL) -> URL? {
        guard let host = url.host, !host.isEmpty, !host.contains("/"), host != "..", host != "." else { return nil }
        let components = url.path.split(separator: "/").map(String.init)
        guard !components.contains(where: { $0 == ".." || $0 == "." }) else { return nil }
        return (components.isEmpty ? ["index"] : components).reduce(folder.appendingPathComponent(host)) { $0.appendingPathComponent($1) }
    }
}

/// Answers http and https requests from `HTTPFixtures`' folder.
final class FixtureURLProtocol: URLProtocol {
    nonisolated(unsafe) static var folder = URL(fileURLWithPath: "/nonexistent")

    override class func canInit(with request: URLRequest) -> Bool {
        ["http", "https"].contains(request.url?.scheme?.lowercased() ?? "")
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url else { return }
        let file = HTTPFixtures.file(for: url, in: Self.folder)
        guard let file, let data = FileManager.default.contents(atPath: file.path) else {
            let looked = file?.path ?? "(no file can stand for this address)"
            FileHandle.standardError.write(Data("warning: no HTTP fixture for \(url.absoluteString): looked for \(looked)\n".utf8))
            client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet, userInfo: [NSURLErrorFailingURLErrorKey: url]))
            return
        }
        let type = file.pathExtension == "json" ? "application/json" : "application/octet-stream"
        let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1",
                                       headerFields: ["Content-Type": type, "Content-Length": "\(data.count)"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: data)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

