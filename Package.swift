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
        // The settings: the file (space config), its keys, their variables and checks, and every setting of a run
        // typed with where it came from (Settings); the only module that reads a setting's variable.
        .target(name: "SpaceSettings", dependencies: ["SpaceLocalization", "SpaceSupport", "SpaceNetworking", "TerminalGraphics", "TerminalText", "SpaceDesktop"]),
        // The desktop: which one this session is (one file per desktop under Desktops/, one ordered list),
        // its screens, its wallpaper and lock screen set by its own programs, the opener, the metered
        // check and the daily schedule; the programs it runs, found through one seam.
        .target(name: "SpaceDesktop", dependencies: ["SpaceLocalization", "SpaceSupport", "SpaceNetworking", "TerminalText", "APODFeature"]),
        // Pictures for the line printer: the renderer chosen, pictures fetched, fitted, drawn and saved,
        // albums and list thumbnails; no command line, no printer, no desktop (chafa is run as the desktop's programs are).
        .target(name: "SpacePictures", dependencies: ["SpaceLocalization", "SpacePresentation", "SpaceDesktop", "TerminalSession", "TerminalText", "TerminalGraphics",
                                                     "SpaceImaging", "SpaceNetworking", "SpaceSupport", "APODFeature", "ImageSearchFeature", "AstronautsFeature"]),
        // The full-screen browser: its state, screens, keys and frames as values (no I/O), and the loop
        // that runs them against the terminal (keys in, effects run, frames out).
        .target(name: "SpaceBrowser", dependencies: ["SpaceLocalization", "SpacePresentation", "TerminalText", "TerminalSession", "TerminalGraphics", "SpaceImaging", "APODFeature",
                                                    "ImageSearchFeature", "AstronautsFeature", "SpaceSupport"]),
        .executableTarget(
            name: "space",
            dependencies: ["SpaceSupport", "SpaceLocalization", "SpaceCommandLine", "SpaceSettings", "SpacePictures", "SpaceDesktop", "SpaceNetworking", "SpaceImaging", "TerminalText", "TerminalGraphics", "TerminalSession", "SpacePresentation", "SpaceBrowser", "APODFeature", "APODSearch", "ImageSearchFeature", "AstronautsFeature", "CBuildInfo"]
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
        .testTarget(name: "SpaceImagingTests", dependencies: ["SpaceTestSupport", "SpaceImaging", "SpaceImagingKernels", "SpaceImagingAVX2", "CProcessor", "SpaceSupport", "TerminalGraphics", "ImageFuzzing"], resources: [.copy("Corpus"), .copy("Animated")]),
        .testTarget(name: "TerminalGraphicsTests", dependencies: ["TerminalGraphics", "SpaceImaging", "SpaceLocalization"]),
        .testTarget(name: "TerminalTextTests", dependencies: ["TerminalText"]),
        .testTarget(name: "TerminalSessionTests", dependencies: ["TerminalSession"]),
        .testTarget(name: "SpaceSettingsTests", dependencies: ["SpaceSettings", "SpaceLocalization", "SpaceDesktop"]),
        .testTarget(name: "SpaceLocalizationTests", dependencies: ["SpaceLocalization"]),
        .testTarget(name: "SpacePicturesTests", dependencies: ["SpaceTestSupport", "SpacePictures", "SpaceSupport", "SpaceNetworking", "TerminalSession", "TerminalText", "TerminalGraphics"]),
        .testTarget(name: "SpaceDesktopTests", dependencies: ["SpaceTestSupport", "SpaceDesktop", "SpaceSupport", "SpaceNetworking"]),
        .testTarget(name: "SpaceCommandLineTests", dependencies: ["SpaceCommandLine", "ImageSearchFeature", "SpaceSupport"]),
        .testTarget(name: "SpaceBrowserTests", dependencies: ["SpaceBrowser", "SpaceLocalization", "TerminalSession", "SpacePresentation", "TerminalGraphics", "APODFeature", "ImageSearchFeature", "AstronautsFeature"]),
        .testTarget(name: "SpacePresentationTests", dependencies: ["SpacePresentation", "SpaceNetworking", "SpaceLocalization", "TerminalText", "APODFeature", "ImageSearchFeature", "AstronautsFeature"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "spaceTests", dependencies: ["SpaceTestSupport", "space", "SpaceLocalization", "SpaceCommandLine", "SpaceSettings", "SpacePictures", "SpaceDesktop", "SpaceNetworkingTesting", "SpaceSupport", "TerminalText", "SpacePresentation", "TerminalSession"], resources: [.copy("Fixtures"), .copy("FakeServer")]),
    ],
    swiftLanguageModes: [.v6]
)

// How the installed binary carries the Swift runtime on Linux is chosen by Scripts/install (make install,
// make dist, make deb), which builds the release product in a scratch folder of its own with SPACE_LINK set,
// runs it against a local stand-in of the services, and falls back from the first way to the second:
//
//   static   The runtime and Foundation inside the binary: it starts in about two thirds of the time and
//            needs nothing from the toolchain (Benchmarks/RESULTS.md). Every Swift module is compiled
//            against the static runtime's modules, whose autolink entries name Foundation's own static
//            dependencies (CoreFoundation, _FoundationICU, …): SwiftPM's --static-swift-stdlib alone does
//            not do that under Swift Build, which then fails to link. The executables are linked by lld
//            with -z nostart-stop-gc: Swift Build links a release with --gc-sections, and lld (from 13 on)
//            would otherwise drop the sections that only swiftrt.o's __start_/__stop_ symbols reach, which
//            hold the type metadata records: the binary linked and then crashed in the first JSONDecoder.
//   bundled  Linked against the runtime installed beside it, found through RUNPATH $ORIGIN/../lib/space and
//            never through the toolchain's own folder.
//
// Unset, as in every other build (the tests' too), nothing is added: both build systems build and test the
// package as declared. (Under Swift Build an executable's release-only linker flags also reach the debug
// link of a test runner that depends on it, which is another reason they are never set by default.)
let releaseOnLinux = BuildSettingCondition.when(platforms: [.linux], configuration: .release)
switch ProcessInfo.processInfo.environment["SPACE_LINK"] {
case "static"?:
    for target in package.targets where target.type != .test && !["CCurl", "CBuildInfo", "CProcessor"].contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-static-stdlib"], releaseOnLinux)]
        if target.type == .executable {
            target.linkerSettings = (target.linkerSettings ?? []) + [
                .unsafeFlags(["-static-stdlib", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "nostart-stop-gc"], releaseOnLinux)
            ]
        }
    }
case "bundled"?:
    for target in package.targets where target.type == .executable {
        target.linkerSettings = (target.linkerSettings ?? []) + [
            .unsafeFlags(["-no-toolchain-stdlib-rpath", "-Xlinker", "-rpath", "-Xlinker", "$ORIGIN/../lib/space"], releaseOnLinux)
        ]
    }
default:
    break
}
