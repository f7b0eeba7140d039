/// The release this build is: the one place its version is written. `space --version` and the
/// manual page read it, `make dist` and `make deb` ask the built binary for it, and CHANGELOG.md's
/// newest release must name it with its date (ReleaseTests in spaceTests checks that).
///
/// Versions follow Semantic Versioning for what scripts rely on: the commands and options, the
/// JSON keys, the exit codes, the environment variables and the files `space` keeps.
enum Release {
    /// The version printed by `space --version`.
    static let version = "1.1.0"
    /// The day it was released (the manual page's date; CHANGELOG.md's, too).
    static let date = "2026-11-28"
}
