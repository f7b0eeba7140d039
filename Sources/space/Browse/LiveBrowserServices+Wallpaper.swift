import Foundation
import APODFeature
import SpaceBrowser
import SpaceLocalization
import TerminalSession
import TerminalText

/// The `:` line's `:wallpaper`: `space apod DATE --wallpaper`'s work for the day shown, what it
/// would print kept off the screen and its sentences given back for the status line.
extension LiveBrowserServices {
    func setWallpaper(_ picture: APODPicture) async throws -> String {
        let said = BufferOutput()
        var setting = quiet()
        setting.json = false
        setting.console = Console(
            stdout: BufferOutput(), stderr: said,
            terminal: TerminalInfo(
                stdoutIsTTY: false, stderrIsTTY: false, width: 1000, color: false, stderrColor: false))
        do {
            try await PictureActions.setWallpaper(
                .apod(picture), request: PictureRequest(wallpaperFrom: ["browse"]), context: setting)
        } catch { throw Self.failure(error) }
        let sentences = said.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        return sentences.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
