import Foundation

/// The python fake server of `FakeServer/fake_server.py`, started on a free loopback port for one
/// test and stopped when the test releases it.
final class FakeServer: @unchecked Sendable {
    // @unchecked: the process handle is only touched from init, stop and deinit.
    let port: Int
    private let process: Process
    private let directory: URL

    /// Starts a server with the given configuration (see the script's doc comment).
    /// `port` reuses a port (to restart a server with another script where `space` cached answers).
    init(config: [String: Any] = [:], port requestedPort: Int = 0) throws {
        directory = try TestDirectory.make()
        var config = config
        config["fixtures_dir"] = config["fixtures_dir"] ?? Fixtures.directory.path
        config["log_path"] = directory.appendingPathComponent("log.json").path
        let configURL = directory.appendingPathComponent("config.json")
        try JSONSerialization.data(withJSONObject: config).write(to: configURL)
        let script = Bundle.module.url(forResource: "FakeServer", withExtension: nil)!.appendingPathComponent(
            "fake_server.py")
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--config", configURL.path, "--port", String(requestedPort)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard
            let port = Int(
                text.replacingOccurrences(of: "PORT", with: "").trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            process.terminate()
            throw FakeServerError.didNotStart(text)
        }
        self.port = port
    }

    deinit {
        stop()
        if placeholder >= 0 { close(placeholder) }
    }

    /// Stops the server; requests afterwards get "connection refused". The port stays reserved by a
    /// socket that is bound but never listens, so a server of another test cannot take it meanwhile
    /// (a restart on the same port still can: both sides use SO_REUSEADDR).
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            reservePort()
        }
    }

    private var placeholder: Int32 = -1

    private func reservePort() {
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)  // an enum in glibc's headers
        #else
            let stream = SOCK_STREAM  // a plain Int32 on Darwin
        #endif
        let descriptor = socket(AF_INET, stream, 0)
        guard descriptor >= 0 else { return }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
            // BSD lets a second socket bind an address and port that a socket holds only when both
            // ask for SO_REUSEPORT (the fake server does, on macOS); Linux needs SO_REUSEADDR alone.
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEPORT, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if bound == 0 { placeholder = descriptor } else { close(descriptor) }
    }

    /// The server's base URL with a path, e.g. `url("/apod")`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// The environment that points `space` at this server.
    var serviceEnvironment: [String: String] {
        [
            "SPACE_APOD_URL": url("/apod"), "SPACE_IMAGES_URL": url("/images"),
            "SPACE_ASTRONAUTS_URL": url("/astronauts/"),
        ]
    }

    /// What the server saw: requests and the most in flight at once (read from the file it keeps).
    func log() throws -> FakeServerLog {
        let file = directory.appendingPathComponent("log.json")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return FakeServerLog(requests: [], count: 0, max_in_flight: 0)
        }
        return try JSONDecoder().decode(FakeServerLog.self, from: data)
    }
}

extension FakeServer {
    /// A post in the shape of NASA's APOD service (`apod-basic`), for scripted answers.
    static func apodPost(
        _ date: String, title: String = "Scripted", media: String = "image", explanation: String = "ok"
    ) -> [String: Any] {
        let code = String(date.dropFirst(2).filter { $0 != "-" })
        let link = "https://science.nasa.gov/image-article/apod-\(date)-scripted/"
        return [
            "date": date, "post_id": 1, "title": title, "permalink": link, "media_type": media,
            "explanation": "<strong>Explanation:</strong> \(explanation)", "credit": "", "copyright": "", "alt": "",
            "url": link,
            "hdurl":
                "https://assets.science.nasa.gov/dynamicimage/assets/science/cds/apod/apod/\(code).jpg?w=800&h=600",
            "basic_html": "", "basic_html_url": "https://science.nasa.gov/wp-json/wp/v2/apod-basic/\(code)/html",
        ]
    }
}

/// The server's request log.
struct FakeServerLog: Decodable {
    struct Request: Decodable {
        let path: String
        let query: [String: String]
        let headers: [String: String]
        /// The client's port: requests with the same one came on the same connection.
        let peer: Int?
    }
    let requests: [Request]
    let count: Int
    let max_in_flight: Int
}

enum FakeServerError: Error { case didNotStart(String) }
