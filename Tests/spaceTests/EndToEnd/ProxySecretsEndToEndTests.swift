import Foundation
import Testing

/// A proxy's password never shows: not in errors, not in --verbose, not in space status; and a
/// service URL with credentials in it is refused, not sent as HTTP Basic.
@Suite struct ProxySecretsEndToEndTests {
    @Test func aProxyPasswordIsNeverPrinted() throws {
        let space = try SpaceRunner()
        for proxy in [
            "http://user:s3cretPW@host:99999", "user:s3cretPW@proxy.test:3128", "http://user:s3cret%21PW@127.0.0.1:1",
            "http://usr:S3CR@s3cretPW@127.0.0.1:1", "usr:p@ss@s3cretPW@proxy.test:3128",
        ] {
            for arguments in [
                ["search", "nebula"], ["search", "nebula", "-v"], ["status"], ["status", "--json"],
                ["apod", "2024-01-05", "-v"],
            ] {
                for transport in ["curl", "urlsession"] {
                    let result = try space.run(
                        arguments,
                        env: [
                            "https_proxy": proxy, "http_proxy": proxy, "SPACE_TIMEOUT": "2",
                            "SPACE_TRANSPORT": transport,
                        ])
                    for output in [result.stdout, result.stderr] {
                        #expect(!output.contains("s3cret"), "\(arguments) with \(proxy) on \(transport): \(output)")
                    }
                }
            }
        }
    }

    @Test(arguments: ["SPACE_APOD_URL", "SPACE_IMAGES_URL", "SPACE_ASTRONAUTS_URL"])
    func credentialsInAServiceURLAreRefused(variable: String) throws {
        let server = try FakeServer()
        let space = try SpaceRunner(server: server)
        let command = [
            "SPACE_APOD_URL": ["apod"], "SPACE_IMAGES_URL": ["search", "x"], "SPACE_ASTRONAUTS_URL": ["astronauts"],
        ][variable]!
        let result = try space.run(command, env: [variable: "http://me:hunter22@127.0.0.1:\(server.port)/x/"])
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "Error: \(variable) must not hold a user name or password; got 'http://REDACTED@127.0.0.1:\(server.port)/x/'."
            ))
        #expect(!result.stderr.contains("hunter22"))
        #expect(try server.log().count == 0, "nothing was sent")
    }
}
