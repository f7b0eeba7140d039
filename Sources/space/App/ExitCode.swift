import Foundation
import SpaceNetworking

/// The exit codes of the command-line contract.
enum ExitCode {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 64
    static let badResponse: Int32 = 65
    static let notFound: Int32 = 66
    static let unavailable: Int32 = 69
    static let ioError: Int32 = 74
    static let rateLimited: Int32 = 75
    static let unauthorized: Int32 = 77

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
        case .failure: return failure
        }
    }
}
