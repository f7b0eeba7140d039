import Foundation
import SpaceNetworkingTesting
import SpaceNetworking

enum Fixture {
    static func data(_ name: String) throws -> Data {
        let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent(name)
        return try Data(contentsOf: url)
    }
}

/// The envelopes the three services use, as each feature declares them (copied here so that this
/// module's tests do not depend on the features).
enum TestEnvelopes {
    static let apodGateway = ErrorEnvelope(name: "gateway") { body in
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
            let error = object["error"] as? [String: Any], let message = error["message"] as? String
        else { return nil }
        return ServiceMessage(text: message, code: error["code"] as? String)
    }
    static let apodApp = ErrorEnvelope(name: "app") { body in
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
            let message = object["msg"] as? String
        else { return nil }
        return ServiceMessage(text: message, code: (object["code"] as? Int).map(String.init))
    }
    static let service = ServiceDescriptor(
        name: "Test service", envelopes: [apodGateway, apodApp, .stringField("reason"), .stringField("detail")],
        authHint: "Set NASA_API_KEY.", rateLimitHint: "Use a key.")
}

/// A recorder of the delays the client asked to sleep.
actor SleepRecorder {
    private(set) var delays: [TimeInterval] = []
    func record(_ delay: TimeInterval) { delays.append(delay) }
}

struct Echo: Decodable, Sendable, Equatable { let ok: Bool }

func makeClient(_ stub: StubTransport, sleeps: SleepRecorder = SleepRecorder(), secrets: [String] = []) -> APIClient {
    APIClient(
        transport: stub, timeout: 5, redactor: Redactor(secrets: secrets),
        sleep: { await sleeps.record($0) }, random: { 0.5 },
        now: { Date(timeIntervalSince1970: 1_700_000_000) })
}

let echoEndpoint = Endpoint<Echo>(baseURL: URL(string: "https://example.test/api")!, pathSegments: ["echo"])
