// swift-tools-version: 6.0
import PackageDescription

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
        .target(name: "SpaceNetworking", dependencies: ["CCurl"]),
        .target(name: "SpaceImaging"),
        .target(name: "TerminalGraphics", dependencies: ["SpaceImaging"]),
        .target(name: "ImageFuzzing", dependencies: ["SpaceImaging", "TerminalGraphics", "SpaceNetworking"]),
        .target(name: "APODFeature", dependencies: ["SpaceNetworking"]),
        .target(name: "ImageSearchFeature", dependencies: ["SpaceNetworking"]),
        .target(name: "AstronautsFeature", dependencies: ["SpaceNetworking"]),
        .executableTarget(
            name: "space",
            dependencies: ["SpaceNetworking", "SpaceImaging", "TerminalGraphics", "APODFeature", "ImageSearchFeature", "AstronautsFeature"]
        ),
        .executableTarget(name: "imagetool", dependencies: ["SpaceImaging", "TerminalGraphics", "ImageFuzzing"]),
        .testTarget(name: "SpaceNetworkingTests", dependencies: ["SpaceNetworking"], resources: [.copy("Fixtures")]),
        .testTarget(name: "APODFeatureTests", dependencies: ["APODFeature"], resources: [.copy("Fixtures")]),
        .testTarget(name: "ImageSearchFeatureTests", dependencies: ["ImageSearchFeature"], resources: [.copy("Fixtures")]),
        .testTarget(name: "AstronautsFeatureTests", dependencies: ["AstronautsFeature"], resources: [.copy("Fixtures")]),
        .testTarget(name: "SpaceImagingTests", dependencies: ["SpaceImaging", "TerminalGraphics", "ImageFuzzing"], resources: [.copy("Corpus")]),
        .testTarget(name: "TerminalGraphicsTests", dependencies: ["TerminalGraphics", "SpaceImaging"]),
        .testTarget(name: "spaceTests", dependencies: ["space"], resources: [.copy("Fixtures"), .copy("FakeServer")]),
    ],
    swiftLanguageModes: [.v6]
)
