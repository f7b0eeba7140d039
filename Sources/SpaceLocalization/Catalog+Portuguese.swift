/// Portuguese (você): the tables of each part of `space`, one
/// entry per English sentence, in `Portuguese/`.
extension Catalog {
    static let portuguese: [String: String] = [
        portugueseHelp, portugueseManual, portugueseUsageErrors, portugueseFailures, portugueseFiles,
        portugueseMessages, portugueseViews, portugueseBrowser, portugueseBrowserKeys, portugueseWallpaperStatus,
    ]
    .reduce(into: [:]) { table, part in table.merge(part) { first, _ in first } }
}
