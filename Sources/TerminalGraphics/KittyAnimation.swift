import Foundation
import SpaceImaging

/// An animation the terminal plays itself (the kitty graphics protocol's animation, which kitty
/// and the terminals that follow it run): after the first frame is sent and placed under `id`,
/// every other frame is sent once (`a=f`, with its gap `z` in milliseconds), the first frame's gap
/// set (`a=a,r=1`), and the animation started (`a=a,s=3`) for as many plays as the file asks
/// (`v`: 1 for ever, N for N−1 loops after the first). Nothing more is written while it plays; it
/// stops when the picture is deleted.
public enum KittyAnimation {
    /// The commands that follow the first frame's, the frames fitted to `width`×`height` pixels
    /// (the first frame's size), each chunk wrapped for tmux when `tmux`.
    public static func commands(
        _ animation: GIFAnimation, width: Int, height: Int, id: UInt32, tmux: Bool
    ) -> String {
        guard animation.isAnimated else { return "" }
        var output: [String] = []
        for frame in animation.frames.dropFirst() {
            let sized = AreaResampler.resize(frame.image, width: width, height: height)
            output += frameCommands(sized, id: id, gap: frame.milliseconds)
        }
        output.append("\u{1B}_Ga=a,i=\(id),r=1,z=\(animation.frames[0].milliseconds),q=2\u{1B}\\")
        let loops = animation.plays.map { $0 + 1 } ?? 1
        output.append("\u{1B}_Ga=a,i=\(id),s=3,v=\(loops),q=2\u{1B}\\")
        return output.map { tmux ? KittyPlaceholders.passthrough($0) : $0 }.joined()
    }

    /// One frame, whole (`c`, `x`, `y` left out: it replaces the canvas), in chunks of 4096. Every
    /// chunk after the first says `a=f` again, as kitty's own icat writes them: kitty 0.26 reads a
    /// chunk without an action as more of the first frame, and showed the last frame, still.
    static func frameCommands(_ image: PixelImage, id: UInt32, gap: Int) -> [String] {
        KittyRenderer.chunks(
            image.pixels,
            first: "a=f,i=\(id),q=2,f=\(image.channels == 4 ? 32 : 24),s=\(image.width),v=\(image.height),z=\(gap),",
            continuing: "a=f,q=2,")
    }
}
