import Foundation
import SpaceImaging

/// The kitty graphics protocol with raw pixels (`f=24` RGB, `f=32` RGBA), so any picture we can
/// decode can be sent, not only PNG. The terminal scales the pixels into `columns`×`rows` cells.
/// Data goes in base64 chunks of 4096 bytes, as the protocol requires; `q=2` keeps the terminal
/// from answering on our input.
public enum KittyRenderer {
    /// A picture on its own ends with a newline; `inPlace` leaves the cursor where the picture
    /// starts (`C=1`, no newline), for pictures placed beside each other or beside text.
    public static func render(_ image: PixelImage, columns: Int, rows: Int, inPlace: Bool = false) -> String {
        let output = transmit(image, columns: columns, rows: rows, keys: "a=T,q=2,\(inPlace ? "C=1," : "")")
        return inPlace ? output : output + "\n"
    }

    /// The picture under image id `id` and placement id `placement`, the cursor left where it is:
    /// sent again with the same ids, it replaces the picture on screen without a flicker.
    public static func render(_ image: PixelImage, columns: Int, rows: Int, id: UInt32, placement: UInt32 = 1) -> String
    {
        transmit(image, columns: columns, rows: rows, keys: "a=T,q=2,C=1,i=\(max(1, id)),p=\(max(1, placement)),")
    }

    /// The picture under image id `id`, sent without being shown (`a=t`): placed after by
    /// `placement(id:…)`, in parts if need be.
    public static func transmit(_ image: PixelImage, id: UInt32) -> String {
        transmit(image, columns: 1, rows: 1, keys: "a=t,q=2,i=\(max(1, id)),")
    }

    /// Places part of image `id` at the cursor, the cursor left where it is: the pixels
    /// `x`,`y` `width`×`height` of the picture sent, in `columns`×`rows` cells.
    public static func placement(
        id: UInt32, placement: UInt32, x: Int, y: Int, width: Int, height: Int, columns: Int, rows: Int
    ) -> String {
        "\u{1B}_Ga=p,q=2,C=1,i=\(max(1, id)),p=\(max(1, placement)),x=\(x),y=\(y),w=\(width),h=\(height),"
            + "c=\(columns),r=\(rows)\u{1B}\\"
    }

    /// Deletes every placement of image `id` and frees its pixels in the terminal.
    public static func delete(id: UInt32) -> String { "\u{1B}_Ga=d,d=I,i=\(max(1, id)),q=2\u{1B}\\" }

    /// The pixels in base64 chunks of 4096 bytes; the first carries `keys` and the format.
    private static func transmit(_ image: PixelImage, columns: Int, rows: Int, keys: String) -> String {
        commands(image, columns: columns, rows: rows, keys: keys).joined()
    }

    /// The commands that send the pixels, one per chunk of 4096 base64 bytes (each wrapped on its
    /// own inside tmux); the first carries `keys` and the format.
    static func commands(_ image: PixelImage, columns: Int, rows: Int, keys: String) -> [String] {
        chunks(
            image.pixels,
            first:
                "\(keys)f=\(image.channels == 4 ? 32 : 24),s=\(image.width),v=\(image.height),c=\(columns),r=\(rows),",
            continuing: "")
    }

    /// `pixels` in base64 chunks of 4096 bytes, each command ending its keys with `m=` (1 while
    /// more follows): the first with `first`, the others with `continuing`.
    static func chunks(_ pixels: [UInt8], first: String, continuing: String) -> [String] {
        let encoded = Array(Data(pixels).base64EncodedString().utf8)
        var output: [String] = []
        var offset = 0
        repeat {
            let end = min(encoded.count, offset + 4096)
            let control = (offset == 0 ? first : continuing) + "m=\(end < encoded.count ? 1 : 0)"
            output.append("\u{1B}_G\(control);" + String(decoding: encoded[offset..<end], as: UTF8.self) + "\u{1B}\\")
            offset = end
        } while offset < encoded.count
        return output
    }
}

/// iTerm2's inline images (OSC 1337; WezTerm speaks it too): the file itself, which the terminal
/// decodes and fits into `columns`×`rows` cells with its aspect kept.
public enum ITermRenderer {
    public static func render(file: [UInt8], columns: Int, rows: Int) -> String {
        "\u{1B}]1337;File=inline=1;size=\(file.count);width=\(columns);height=\(rows);preserveAspectRatio=1:\(Data(file).base64EncodedString())\u{07}\n"
    }
}
