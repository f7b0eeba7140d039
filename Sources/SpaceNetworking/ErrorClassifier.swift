import Foundation
import SpaceLocalization

/// Turns a non-2xx answer into a `SpaceError`: the fallback chain of the guide (each envelope the
/// service supplies, then status plus a sanitized excerpt), with the exit-code kind of the status.
struct ErrorClassifier {
    let service: ServiceDescriptor
    let redactor: Redactor
    let now: Date

    func error(for response: HTTPResponse) -> SpaceError {
        let found = service.envelopes.lazy.compactMap { $0.message(in: response.body) }.first
        var error = classify(response, found: found)
        error.serviceCode = found?.code
        return error
    }

    private func classify(_ response: HTTPResponse, found: ServiceMessage?) -> SpaceError {
        let excerpt = BodyExcerpt.make(response.body)
        let said = found.map { clean($0.text) }
        let detail = redactor.redact("HTTP \(response.status); body: \(excerpt ?? "(empty)")")
        let status = response.status
        let code = found?.code ?? ""

        if status == 429 || code == "OVER_RATE_LIMIT" {
            let wait =
                WaitDescription.retryAfterSeconds(response.header("retry-after"), now: now)
                ?? said.flatMap(WaitDescription.secondsInThrottleMessage)
            let message =
                wait.map {
                    tr(
                        "{service}'s rate limit is reached; try again in {wait}.",
                        ["service": service.localizedName, "wait": WaitDescription.words(seconds: $0)])
                }
                ?? tr("{service}'s rate limit is reached; try again later.", ["service": service.localizedName])
            return SpaceError(
                .rateLimited, message, hint: service.rateLimitHint.map { tr($0) },
                detail: detail, status: status, retryAfter: wait)
        }
        if status == 401 || status == 403 || code.hasPrefix("API_KEY") {
            let sentence =
                said.map {
                    tr("{service} refused the request: {said}", ["service": service.localizedName, "said": $0])
                }
                ?? tr(
                    "{service} refused the request (HTTP {status}).",
                    ["service": service.localizedName, "status": String(status)])
            return SpaceError(
                .unauthorized, sentence, hint: service.authHint.map { tr($0) }, detail: detail, status: status)
        }
        // A server failure reads the same everywhere, whatever the body says (kept for --verbose):
        // "NASA APOD said: Internal Service Error" read as if the date asked for were wrong.
        if (500...599).contains(status) {
            return SpaceError(
                .unavailable,
                tr(
                    "{service} is unavailable right now (HTTP {status}).",
                    ["service": service.localizedName, "status": String(status)]),
                hint: tr("Try again in a few minutes."),
                detail: said.map { "\($0) — \(detail)" } ?? detail, status: status)
        }
        let kind: SpaceError.Kind
        switch status {
        case 400, 422: kind = .usage
        case 404, 410: kind = .notFound
        case 500...599: kind = .unavailable
        default: kind = .failure
        }
        if let said {
            return SpaceError(
                kind, tr("{service} said: {said}", ["service": service.localizedName, "said": said]), detail: detail,
                status: status)
        }
        let message =
            kind == .unavailable
            ? tr(
                "{service} is unavailable right now (HTTP {status}).",
                ["service": service.localizedName, "status": String(status)])
            : excerpt.map {
                tr(
                    "{service} answered HTTP {status}: {excerpt}.",
                    ["service": service.localizedName, "status": String(status), "excerpt": $0])
            }
                ?? tr(
                    "{service} answered HTTP {status}.", ["service": service.localizedName, "status": String(status)])
        return SpaceError(
            kind, message, hint: kind == .unavailable ? tr("Try again in a few minutes.") : nil,
            detail: detail, status: status)
    }

    /// The service's words as one sentence: white space folded, secrets removed, a final period.
    private func clean(_ text: String) -> String {
        var folded = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
        folded = redactor.redact(folded)
        if folded.count > 300 { folded = String(folded.prefix(299)) + "…" }
        if let last = folded.last, !".!?…".contains(last) { folded += "." }
        return folded
    }
}
