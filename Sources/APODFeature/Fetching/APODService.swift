import Foundation
import SpaceLocalization
import SpaceNetworking

/// How APOD presents itself: NASA's WordPress service (`apod-basic`) and its error shape. No key
/// is needed; the retired API's envelopes are kept for answers recorded from it.
public enum APODService {
    /// The default endpoint.
    public static let defaultURL = "https://science.nasa.gov/wp-json/wp/v2/apod-basic"

    /// The name in sentences.
    public static let name = msgid("NASA APOD")

    /// WordPress's `{"code", "message", "data": {"status"}}` (`apod_basic_not_found`, `rest_no_route`…).
    public static let wordPressEnvelope = ErrorEnvelope(name: "wordpress") { body in
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
            let message = object["message"] as? String, !message.isEmpty
        else { return nil }
        return ServiceMessage(text: message, code: object["code"] as? String)
    }

    /// The retired api.data.gov gateway's `{"error":{"code","message"}}`.
    public static let gatewayEnvelope = ErrorEnvelope(name: "apod-gateway") { body in
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any],
            let error = object["error"] as? [String: Any]
        else { return nil }
        let message = (error["message"] as? String) ?? (error["code"] as? String)
        return message.map { ServiceMessage(text: $0, code: error["code"] as? String) }
    }

    /// The retired Flask app's `{"code", "msg", "service_version"}` (and the pre-2017 `{"error": "…"}`).
    public static let appEnvelope = ErrorEnvelope(name: "apod-app") { body in
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else { return nil }
        if let message = object["msg"] as? String {
            return ServiceMessage(text: message, code: (object["code"] as? Int).map(String.init))
        }
        if let message = object["error"] as? String { return ServiceMessage(text: message) }
        return nil
    }

    /// The descriptor for the client: a refusal is worded as one, with no advice about keys.
    public static let descriptor = ServiceDescriptor(
        name: name, envelopes: [wordPressEnvelope, gatewayEnvelope, appEnvelope],
        authHint: msgid("Try again later.")
    )

    /// The error for an answer that is not about the day or days asked for (a filter the service
    /// ignored, a post filed under another day): exit 65, and nothing of it is shown or kept.
    public static func differentDay(_ detail: String) -> SpaceError {
        SpaceError(
            .badResponse, tr("NASA APOD answered with a different day than the one asked for."),
            remedy: .tryLaterSeeDetails, detail: detail)
    }
}
