// The baseline of case 1: a minimal Swift program linked the same way as `space` — Foundation and
// FoundationNetworking, dynamically — doing what `space --version` does: print one line and exit.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Naming a networking type keeps the library linked, as it is in `space`.
let linked: URLSession.Type = URLSession.self
FileHandle.standardOutput.write(Data("space 0.0.0\n".utf8))
exit(linked == URLSession.self ? 0 : 1)
