import Foundation
import SpaceLocalization
import SpaceCommandLine
import SpaceSupport
import SpacePresentation
import TerminalText
import APODFeature
import APODSearch
import AstronautsFeature
import ImageSearchFeature
import SpaceNetworking

/// `space cache` and `space cache clear [SERVICE]`: what the response cache holds, and emptying it.
enum CacheCommand {
    /// The cache folders, one per service, as each feature names its own.
    static let services = [APODCachePolicies.namespace, ImageLibrary.cacheNamespace, AstronautRoster.cacheNamespace]

    static let spec = CommandSpec(
        name: "cache", summary: "Show the cache: where it is, entries and size per service, and the pictures kept.",
        discussion:
            "Answers are kept so that a repeated command needs no request: an APOD day for 30 days, the latest APOD until the next one is due, searches and astronauts for 24 hours. Pictures fetched for --show and --download are kept too. When a service fails, an older answer is shown with a notice. --offline answers only from the cache; --refresh asks again.",
        subcommands: [
            CommandSpec(
                name: "clear",
                summary: "Remove cached answers of one service, or everything in the cache folder (pictures included).",
                discussion:
                    "SERVICE is one of {services}; without it, everything space keeps in its cache folder goes: answers, pictures, remembered rate limits, and temporary files older than an hour.",
                positionals: [PositionalSpec(name: "SERVICE", optional: true, values: services)],
                examples: ["space cache clear", "space cache clear apod"],
                discussionValues: ["services": services.joined(separator: ", ")], run: { try clear($0) })
        ],
        examples: ["space cache", "space cache --json", "space cache clear astronauts"],
        run: { try show($0) }
    )

    /// Entries (answers and pictures) and bytes (temporary files included) of the whole cache:
    /// what `space cache` totals and `space status` shows.
    /// Everything the cache folder holds, as `space cache` counts it: answers, pictures,
    /// temporaries and the archive's search index (space status says the same number).
    static func totals(_ cache: ResponseCache) -> (entries: Int, bytes: Int) {
        let usage = cache.usage()
        let pictures = cache.pictureUsage()
        let index = ArchiveSearchStore(cache: cache).summary()?.bytes ?? 0
        return (
            usage.reduce(0) { $0 + $1.entries } + pictures.entries,
            usage.reduce(0) { $0 + $1.bytes } + pictures.bytes + cache.temporaryUsage().bytes + index
        )
    }

    static func show(_ invocation: Invocation) throws -> CommandOutput {
        let cache = invocation.context.responseCache
        let found = Dictionary(cache.usage().map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let rows = services.map { found[$0] ?? ResponseCache.Usage(name: $0, entries: 0, bytes: 0) }
        let pictures = cache.pictureUsage()
        let temporary = cache.temporaryUsage()
        let index = ArchiveSearchStore(cache: cache).summary()
        let report = CacheView.Report(
            path: cache.root.path, maxBytes: cache.maxBytes, services: rows, pictures: pictures, temporary: temporary,
            index: index.map { ($0.days, $0.bytes) })
        return CommandOutput(json: CacheView.json(report), document: CacheView.document(report))
    }

    static func clear(_ invocation: Invocation) throws -> CommandOutput {
        let context = invocation.context
        let service = invocation.positionals.first
        if let service, !services.contains(service) {
            throw UsageError.withSuggestion(
                tr(
                    "There is no cache named '{name}'; use apod, images or astronauts.",
                    ["name": Sanitizer.line(service)]),
                suggestion: EditDistance.suggestion(for: service, among: services), path: invocation.path)
        }
        var cleared = try context.responseCache.clear(namespace: service, now: Date())
        if service == APODCachePolicies.namespace {
            // The search index is built from the APOD cache: it goes with it.
            cleared.bytes += ArchiveSearchStore(cache: context.responseCache).remove()
        }
        let shaped = CacheView.cleared(service: service, entries: cleared.entries, bytes: cleared.bytes)
        return CommandOutput(json: shaped.json, document: shaped.document)
    }
}
