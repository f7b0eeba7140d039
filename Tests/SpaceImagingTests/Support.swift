import Foundation

/// The committed corpus: small files made by reference encoders, each with the reference decoder's
/// output beside it (`NAME.rgb` or `NAME.rgba`: raw pixels; the size is in `corpus.json`).
enum Corpus {
    static let directory = Bundle.module.url(forResource: "Corpus", withExtension: nil)!

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name, isDirectory: false)))
    }
}
