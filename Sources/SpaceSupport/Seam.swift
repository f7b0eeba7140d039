/// The variables that stand in for a part of the world: where the services are, the clock, luck,
/// the network's door, the desktop's programs and the Mac's screens. They are not settings (`space
/// config` does not know them, and nothing but tests and reproducible runs needs them); every one is
/// named here, and read only through `value(in:)`. The settings' variables are read by
/// `SpaceSettings` alone; the C loader of libcurl is handed its library's name (`CurlTransport`).
public enum Seam: String, CaseIterable, Sendable {
    /// APOD's service (default `https://science.nasa.gov/wp-json/wp/v2/apod-basic`).
    case apodURL = "SPACE_APOD_URL"
    /// The NASA Image and Video Library (default `https://images-api.nasa.gov`).
    case imagesURL = "SPACE_IMAGES_URL"
    /// Launch Library 2's astronauts (default `https://ll.thespacedevs.com/2.3.0/astronauts/`).
    case astronautsURL = "SPACE_ASTRONAUTS_URL"
    /// An ISO-8601 instant that replaces the clock.
    case now = "SPACE_NOW"
    /// A whole number that makes `--random` picks repeat.
    case randomSeed = "SPACE_RANDOM_SEED"
    /// `curl` or `urlsession`: the transport, where both can be used.
    case transport = "SPACE_TRANSPORT"
    /// The libcurl to load, another build than the system's (handed to `CCurl`'s loader).
    case curlLibrary = "SPACE_CURL_LIBRARY"
    /// The only folder the desktop's programs are looked for in (see `DesktopProgramSearch`).
    case desktopPrograms = "SPACE_DESKTOP_PROGRAMS"
    /// How many screens the Mac's stand-in pretends to have.
    case testScreens = "SPACE_TEST_SCREENS"
    /// The sizes of the Mac's stand-in's screens (`2560x1440,1920x1080`).
    case testScreenSizes = "SPACE_TEST_SCREEN_SIZES"

    /// The variable's name, for messages.
    public var variable: String { rawValue }

    /// Its value in `environment`; nil when unset or empty.
    public func value(in environment: [String: String]) -> String? {
        environment[rawValue].flatMap { $0.isEmpty ? nil : $0 }
    }
}
