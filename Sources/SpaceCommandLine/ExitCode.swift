import Foundation

/// The exit codes of the command-line contract.
public enum ExitCode {
    public static let success: Int32 = 0
    public static let failure: Int32 = 1
    public static let usage: Int32 = 64
    public static let badResponse: Int32 = 65
    public static let notFound: Int32 = 66
    public static let unavailable: Int32 = 69
    public static let ioError: Int32 = 74
    public static let rateLimited: Int32 = 75
    public static let unauthorized: Int32 = 77
    public static let configuration: Int32 = 78

}
