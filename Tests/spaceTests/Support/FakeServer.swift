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
        let script = Bundle.module.url(forResource: "FakeServer", withExtension: nil)!.appendingPathComponent("fake_server.py")
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
        guard let port = Int(text.replacingOccurrences(of: "PORT", with: "").trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw FakeServerError.didNotStart(text)
        }
        self.port = port
    }

    deinit { stop() }

    /// Stops the server; requests afterwards get "connection refused".
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// The server's base URL with a path, e.g. `url("/apod")`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// The environment that points `space` at this server.
    var serviceEnvironment: [String: String] {
        ["SPACE_APOD_URL": url("/apod"), "SPACE_IMAGES_URL": url("/images"), "SPACE_ASTRONAUTS_URL": url("/astronauts/")]
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

/// The server's request log.
struct FakeServerLog: Decodable {
    struct Request: Decodable {
        let path: String
        let query: [String: String]
        let headers: [String: String]
    }
    let requests: [Request]
    let count: Int
    let max_in_flight: Int
}

enum FakeServerError: Error { case didNotStart(String) }
