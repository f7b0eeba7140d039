import SpaceCommandLine
import SpaceNetworking

extension ExitCode {
    /// The code for a kind of `SpaceError`.
    static func of(_ kind: SpaceError.Kind) -> Int32 {
        switch kind {
        case .usage: return usage
        case .badResponse: return badResponse
        case .notFound: return notFound
        case .unavailable: return unavailable
        case .rateLimited: return rateLimited
        case .unauthorized: return unauthorized
        case .ioError: return ioError
        case .configuration: return configuration
        case .failure: return failure
        }
    }
}
