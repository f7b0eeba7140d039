/// Spanish (usted, neutral vocabulary for Spain and Latin America alike): the tables of each part of `space`, one
/// entry per English sentence, in `Spanish/`.
extension Catalog {
    static let spanish: [String: String] = [
        spanishHelp, spanishManual, spanishUsageErrors, spanishFailures, spanishFiles, spanishMessages, spanishViews,
        spanishBrowser, spanishBrowserKeys, spanishWallpaperStatus,
    ]
    .reduce(into: [:]) { table, part in table.merge(part) { first, _ in first } }
}
