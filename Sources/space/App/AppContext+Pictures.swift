import SpacePictures

extension AppContext {
    /// What the picture code needs of this run.
    var pictures: PictureContext {
        let (printer, run) = (self.printer, self.run)
        return PictureContext(
            console: console, environment: environment,
            renderer: (settings.renderer.value, settings.renderer.origin), animate: settings.animate,
            fetcher: { [self] in pictureFetcher() },
            notice: { printer.notice($0) },
            addCacheBytes: { run.addCacheBytes($0) })
    }
}
