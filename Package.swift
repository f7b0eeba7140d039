// swift-tools-version: 6.0
// space — Licensed under the Apache License, Version 2.0 (see LICENSE).
import Foundation
import PackageDescription

// SpaceImagingAVX2's code may use AVX2, FMA, BMI1/2, F16C, LZCNT and MOVBE; it runs only where the processor has
// them all (Sources/CProcessor). Other architectures compile it as it is, and never call it.
#if arch(x86_64)
    let avx2: [SwiftSetting] = [.unsafeFlags(["-target-cpu", "haswell"])]
#else
    let avx2: [SwiftSetting] = []
#endif

let package = Package(
    name: "space",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "space", targets: ["space"]),
    ],
    dependencies: [],
    targets: [
        // libcurl's multi interface, loaded at run time (see Sources/CCurl/include/CCurl.h).
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // The commit a build was made from (`make install` sets it; empty otherwise).
        .target(name: "CBuildInfo"),
        // What every layer needs and is not networking: dates, files, JSON text, random numbers.
        .target(name: "SpaceSupport"),
        .target(name: "SpaceNetworking", dependencies: ["SpaceSupport", "SpaceLocalization", "CCurl"]),
        // The stub transport, for tests only: the product does not ship it.
        .target(name: "SpaceNetworkingTesting", dependencies: ["SpaceNetworking"]),
        // The test run's scratch folder, removed at exit: for tests only, not shipped.
        .target(name: "SpaceTestSupport"),
        // The decoders' inner loops (inverse DCTs, upsampling, colour conversion), inlined where they run;
        // SpaceImagingAVX2 compiles them for x86-64-v3, chosen at run time by what CProcessor reads of the processor.
        .target(name: "SpaceImagingKernels"),
        .target(name: "SpaceImagingAVX2", dependencies: ["SpaceImagingKernels"], swiftSettings: avx2),
        .target(name: "CProcessor"),
        .target(name: "SpaceImaging", dependencies: ["SpaceImagingKernels", "SpaceImagingAVX2", "CProcessor"]),
        // Text for a terminal: display width, wrapping, sanitising, tables, styles, terminal facts.
        .target(name: "TerminalText", dependencies: ["SpaceSupport"]),
        // The process's terminal: the output gate and the console on it, its modes, signals, queries, keys and spinner.
        .target(name: "TerminalSession", dependencies: ["SpaceSupport", "TerminalText"]),
        // Every sentence a person reads, in English, Spanish and Brazilian Portuguese: the catalog, the
        // language chosen from the environment, plural forms and number grouping; compiled in, no bundles.
        .target(name: "SpaceLocalization"),
        // The command line's grammar: typed options, the parser with "did you mean", help, the man
        // page and completion scripts, all from one command table; it knows nothing of what commands do.
        .target(name: "SpaceCommandLine", dependencies: ["SpaceSupport", "TerminalText", "SpaceLocalization"]),
        .target(name: "TerminalGraphics", dependencies: ["SpaceImaging", "SpaceSupport", "SpaceLocalization"]),
        .target(name: "ImageFuzzing", dependencies: ["SpaceImaging", "TerminalGraphics", "SpaceSupport"]),
        .target(name: "APODFeature", dependencies: ["SpaceNetworking", "SpaceSupport", "SpaceLocalization"]),
        .target(name: "ImageSearchFeature", dependencies: ["SpaceNetworking", "SpaceSupport", "SpaceLocalization"]),
        .target(name: "AstronautsFeature", dependencies: ["SpaceNetworking", "SpaceSupport", "SpaceLocalization"]),
        // APOD's archive searched offline: the tokenizer, the query language, a BM25F index of our own format.
        .target(name: "APODSearch", dependencies: ["APODFeature", "SpaceNetworking", "SpaceSupport"]),
        // Views: a record or a page in, a document and its JSON out; no console, no I/O.
        .target(name: "SpacePresentation", dependencies: ["SpaceLocalization", "SpaceSupport", "SpaceNetworking", "TerminalText", "APODFeature", "APODSearch", "ImageSearchFeature", "AstronautsFeature"]),
        // The settings file (space config): its keys, their variables and checks, where a value comes from.
        .target(name: "SpaceSettings", dependencies: ["SpaceLocalization", "SpaceSupport", "SpaceNetworking", "TerminalGraphics", "TerminalText"]),
        // Pictures for the line printer: the renderer chosen, pictures fetched, fitted, drawn and saved,
        // albums and list thumbnails, the opener and the wallpaper; no command line, no printer.
        .target(name: "SpacePictures", dependencies: ["SpaceLocalization", "SpacePresentation", "SpaceCommandLine", "TerminalSession", "TerminalText", "TerminalGraphics",
                                                     "SpaceImaging", "SpaceNetworking", "SpaceSupport", "APODFeature", "ImageSearchFeature", "AstronautsFeature"]),
        // The full-screen browser: its state, screens, keys and frames as values (no I/O), and the loop
        // that runs them against the terminal (keys in, effects run, frames out).
        .target(name: "SpaceBrowser", dependencies: ["SpaceLocalization", "SpacePresentation", "TerminalText", "TerminalSession", "TerminalGraphics", "SpaceImaging", "APODFeature",
                                                    "ImageSearchFeature", "AstronautsFeature", "SpaceSupport"]),
        .executableTarget(
            name: "space",
            dependencies: ["SpaceSupport", "SpaceLocalization", "SpaceCommandLine", "SpaceSettings", "SpacePictures", "SpaceNetworking", "SpaceImaging", "TerminalText", "TerminalGraphics", "TerminalSession", "SpacePresentation", "SpaceBrowser", "APODFeature", "APODSearch", "ImageSearchFeature", "AstronautsFeature", "CBuildInfo"]
        ),
        // The search engine alone, for the benchmarks.
        .executableTarget(name: "searchtool", dependencies: ["APODSearch", "APODFeature"]),
        // The decoders' benchmark and fuzzing harness, never installed: linked as a plain executable rather than a
        // position-independent one, so the dynamic loader has no relocations to apply and its start-up (2.9 → 2.2 ms)
        // weighs less in the benchmark's decode cases, which time the decoders against djpeg's.
        .executableTarget(
            name: "imagetool", dependencies: ["SpaceImaging", "TerminalGraphics", "ImageFuzzing"],
            linkerSettings: [.unsafeFlags(["-Xclang-linker", "-no-pie"], .when(platforms: [.linux]))]),
        .testTarget(name: "APODSearchTests", dependencies: ["SpaceTestSupport", "APODSearch", "APODFeature", "SpaceNetworking", "SpaceSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "SpaceSupportTests", dependencies: ["SpaceTestSupport", "SpaceSupport"]),
        .testTarget(name: "SpaceNetworkingTests", dependencies: ["SpaceTestSupport", "SpaceNetworking", "SpaceNetworkingTesting", "SpaceSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "APODFeatureTests", dependencies: ["SpaceTestSupport", "APODFeature", "SpaceLocalization", "SpaceNetworkingTesting", "SpaceSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ImageSearchFeatureTests", dependencies: ["ImageSearchFeature", "SpaceNetworkingTesting", "SpaceSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "AstronautsFeatureTests", dependencies: ["AstronautsFeature", "SpaceNetworkingTesting", "SpaceSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "SpaceImagingTests", dependencies: ["SpaceImaging", "SpaceImagingKernels", "SpaceImagingAVX2", "CProcessor", "SpaceSupport", "TerminalGraphics", "ImageFuzzing"], resources: [.copy("Corpus"), .copy("Animated")]),
        .testTarget(name: "TerminalGraphicsTests", dependencies: ["TerminalGraphics", "SpaceImaging", "SpaceLocalization"]),
        .testTarget(name: "TerminalTextTests", dependencies: ["TerminalText"]),
        .testTarget(name: "TerminalSessionTests", dependencies: ["TerminalSession"]),
        .testTarget(name: "SpaceSettingsTests", dependencies: ["SpaceSettings", "SpaceLocalization"]),
        .testTarget(name: "SpaceLocalizationTests", dependencies: ["SpaceLocalization"]),
        .testTarget(name: "SpacePicturesTests", dependencies: ["SpaceTestSupport", "SpacePictures", "SpaceSupport", "SpaceNetworking", "TerminalSession", "TerminalText", "TerminalGraphics"]),
        .testTarget(name: "SpaceCommandLineTests", dependencies: ["SpaceCommandLine", "ImageSearchFeature", "SpaceSupport"]),
        .testTarget(name: "SpaceBrowserTests", dependencies: ["SpaceBrowser", "SpaceLocalization", "TerminalSession", "SpacePresentation", "TerminalGraphics", "APODFeature", "ImageSearchFeature", "AstronautsFeature"]),
        .testTarget(name: "SpacePresentationTests", dependencies: ["SpacePresentation", "SpaceNetworking", "SpaceLocalization", "TerminalText", "APODFeature", "ImageSearchFeature", "AstronautsFeature"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "spaceTests", dependencies: ["SpaceTestSupport", "space", "SpaceLocalization", "SpaceCommandLine", "SpaceSettings", "SpacePictures", "SpaceNetworkingTesting", "SpaceSupport", "TerminalText", "SpacePresentation", "TerminalSession"], resources: [.copy("Fixtures"), .copy("FakeServer")]),
    ],
    swiftLanguageModes: [.v6]
)

// A release build on Linux carries the Swift runtime and Foundation inside the binary where the toolchain
// can link them so: `space` starts in about two thirds of the time (the dynamic loader binds none of the
// toolchain's libraries) and runs on a machine without the toolchain (Benchmarks/RESULTS.md has both
// measured). Every Swift module is compiled against the static libraries' resource folder and the
// executables are linked with them, by lld (gold warns about glibc functions inside Foundation's archive).
// Static FoundationNetworking links libcurl, so this needs libcurl's development files.
//
// Where it cannot link, the build is dynamic rather than failing: Swift 6.4 does not link Foundation
// statically (swiftlang/swift-package-manager#10564, open), and some toolchains ship without the static
// libraries. `SPACE_LINK=static` or `dynamic` decides outright: `make install` sets it after linking a small
// program statically first (Scripts/install), so it is static wherever that works, on any version.
// Debug builds, the tests and other systems are unchanged.
let libcurlToLink = ["/usr/lib", "/usr/lib64"].contains { folder in
    let multiarch = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.filter { $0.hasSuffix("-linux-gnu") }
    return ([folder] + (multiarch ?? []).map { "\(folder)/\($0)" }).contains {
        FileManager.default.fileExists(atPath: "\($0)/libcurl.so")
    }
}
#if compiler(>=6.4)
    let staticFoundationLinks = false  // swiftlang/swift-package-manager#10564
#else
    let staticFoundationLinks = true
#endif
/// Whether this toolchain has static Foundation at all: found beside the PackageDescription library
/// that evaluates this manifest (`<toolchain>/usr/lib/swift/pm/ManifestAPI/`).
let staticLibrariesPresent: Bool = {
    #if os(Linux)
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
            let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libPackageDescription.so") }),
            let start = line.firstIndex(of: "/")
        else { return false }
        var lib = URL(fileURLWithPath: String(line[start...]))
        for _ in 0..<4 { lib.deleteLastPathComponent() }
        let folder = lib.appendingPathComponent("swift_static/linux")
        return ["libFoundationEssentials.a", "libFoundationNetworking.a"].allSatisfy {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
        }
    #else
        return false
    #endif
}()
let linkStatically: Bool = {
    switch ProcessInfo.processInfo.environment["SPACE_LINK"] {
    case "static"?: return true
    case "dynamic"?: return false
    default: return staticFoundationLinks && staticLibrariesPresent && libcurlToLink
    }
}()
if linkStatically {
    let staticRelease = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
    for target in package.targets where target.type != .test && !["CCurl", "CBuildInfo", "CProcessor"].contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-static-stdlib"], staticRelease)]
        if target.type == .executable {
            target.linkerSettings =
                (target.linkerSettings ?? []) + [.unsafeFlags(["-static-stdlib", "-use-ld=lld"], staticRelease)]
        }
    }
}
