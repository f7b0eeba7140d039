import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One regular file found on disk.
public struct DiskFile: Sendable {
    /// Where it is.
    public var url: URL
    /// Its size.
    public var bytes: Int
    /// When it was last written (or, for cache entries, last read).
    public var modified: Date
}

/// The regular files below a folder, for the cache's bound and `space status`. A plain
/// readdir/lstat walk: `URL.resourceValues` was most of the time of a trim over thousands of entries.
public enum DiskFiles {
    /// Regular files below `folder`, skipping locks and (unless `temporaries`) temporary files.
    public static func list(under folder: URL, temporaries: Bool = false) -> [DiskFile] {
        var found: [DiskFile] = []
        walk(folder.path, temporaries: temporaries, into: &found)
        return found
    }

    /// How many such files, and their bytes.
    public static func usage(under folder: URL) -> (files: Int, bytes: Int) {
        let files = list(under: folder)
        return (files.count, files.reduce(0) { $0 + $1.bytes })
    }

    private static func walk(_ path: String, temporaries: Bool, into found: inout [DiskFile]) {
        guard let directory = opendir(path) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let child = path + "/" + name
            var info = stat()
            guard lstat(child, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(child, temporaries: temporaries, into: &found)
            } else if (info.st_mode & S_IFMT) == S_IFREG, !name.hasSuffix(".lock"),
                temporaries || !name.hasSuffix(".tmp")
            {
                let modified = LibC.modified(info).interval
                found.append(
                    DiskFile(
                        url: URL(fileURLWithPath: child), bytes: Int(info.st_size),
                        modified: Date(timeIntervalSince1970: modified)))
            }
        }
    }
}
