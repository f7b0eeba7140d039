// The baseline of case 1: a minimal Swift program linked the same way as `space` (Foundation,
// dynamically), doing what `space --version` does: print one line and exit.
import Foundation

FileHandle.standardOutput.write(Data("space 0.0.0\n".utf8))
exit(0)
