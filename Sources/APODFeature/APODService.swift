import Foundation
import SpaceNetworking

/// How APOD presents itself: the gateway's and the app's error shapes, and what to suggest.
public enum APODService {
    /// The default endpoint.
    public static let defaultURL = "https://api.nasa.gov/planetary/apod"

    /// The api.data.gov gateway's `{"error":{"code","message"}}`.
    public static let gatewayEnvelope = ErrorEnvelope(name: "apod-gateway") { body in
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
              let error = object["error"] as? [String: Any] else { return nil }
        let message = (error["message"] as? String) ?? (error["code"] as? String)
        return message.map { ServiceMessage(text: $0, code: error["code"] as? String) }
    }

    /// The Flask app's `{"code", "msg", "service_version"}` (and the pre-2017 `{"error": "…"}`).
    public static let appEnvelope = ErrorEnvelope(name: "apod-app") { body in
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else { return nil }
        if let message = object["msg"] as? String { return ServiceMessage(text: message, code: (object["code"] as? Int).map(String.init)) }
        if let message = object["error"] as? String { return ServiceMessage(text: message) }
        return nil
    }

    /// The descriptor for the client.
    public static func descriptor(apiKey: String) -> ServiceDescriptor {
        let keyAdvice = "Get a free key at https://api.nasa.gov and set NASA_API_KEY."
        return ServiceDescriptor(
            name: "NASA APOD", envelopes: [gatewayEnvelope, appEnvelope],
            authHint: apiKey == "DEMO_KEY" ? "Set NASA_API_KEY to your key; \(keyAdvice.prefix(1).lowercased() + keyAdvice.dropFirst())" : "Check NASA_API_KEY. \(keyAdvice)",
            rateLimitHint: apiKey == "DEMO_KEY" ? "DEMO_KEY allows about 30 calls an hour. \(keyAdvice)" : nil
        )
    }
}
