import SpaceSettings
import SpacePictures

extension AppContext {
    /// What the picture code needs of this run.
    var pictures: PictureContext {
        let (printer, run, original, configFile) = (self.printer, self.run, originalEnvironment, files.configFile)
        return PictureContext(
            console: console, environment: environment,
            rendererOrigin: { ConfigFile.origin(of: "SPACE_RENDERER", original: original, file: configFile) },
            fetcher: { [self] in pictureFetcher() },
            notice: { printer.notice($0) },
            addCacheBytes: { run.addCacheBytes($0) })
    }
}
