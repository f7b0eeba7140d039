import CCurl
import Foundation
import Synchronization

/// libcurl as `space` uses it: loaded at run time (see `CCurl`), and the few numbers of curl.h
/// that the transport sets and reads.
public enum CurlLibrary {
    /// Whether libcurl is loaded and has every function the transport needs (curl 7.68 or later);
    /// else why not. `library` (`Seam.curlLibrary`) names another build than the system's; the
    /// first call loads, and its answer is the process's, kept: every request asks.
    static func availability(library: String?) -> Result<String, CurlUnavailable> {
        known.withLock { known in
            if let known { return known }
            let answer: Result<String, CurlUnavailable> =
                space_curl_load(library) == 0
                ? .success(String(cString: space_curl_version()))
                : .failure(
                    CurlUnavailable(
                        reason: space_curl_load_error().map { String(cString: $0) } ?? "libcurl could not be loaded"))
            known = answer
            return answer
        }
    }

    /// The first load's answer, once there is one.
    private static let known = Mutex<Result<String, CurlUnavailable>?>(nil)

    /// Whether libcurl was loaded (by a transport that asked first).
    static var isLoaded: Bool { known.withLock { (try? $0?.get()) != nil } }

    /// Why libcurl cannot be used.
    public struct CurlUnavailable: Error, Equatable {
        /// In a few words.
        public var reason: String
    }

    enum Option {
        static let writeData: Int32 = 10_001
        static let url: Int32 = 10_002
        static let errorBuffer: Int32 = 10_010
        static let writeFunction: Int32 = 20_011
        static let httpHeader: Int32 = 10_023
        static let headerData: Int32 = 10_029
        static let customRequest: Int32 = 10_036
        static let noBody: Int32 = 44
        static let followLocation: Int32 = 52
        static let httpVersion: Int32 = 84
        static let noSignal: Int32 = 99
        static let acceptEncoding: Int32 = 10_102
        static let connectTimeoutMilliseconds: Int32 = 156
        static let protocols: Int32 = 181
        static let tcpKeepAlive: Int32 = 213
        static let suppressConnectHeaders: Int32 = 265
        static let headerFunction: Int32 = 20_079
    }

    enum Info {
        static let responseCode: Int32 = 0x200000 + 2
        static let contentLengthDownload: Int32 = 0x600000 + 15
    }

    enum MultiOption {
        static let pipelining: Int32 = 3
    }

    /// HTTP/2 over TLS when the server offers it, HTTP/1.1 otherwise.
    static let http2OverTLS = 4
    /// http and https only.
    static let httpAndHTTPS = 1 | 2
    /// Several requests on one HTTP/2 connection.
    static let multiplex = 2
}
