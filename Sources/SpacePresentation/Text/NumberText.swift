import SpaceLocalization
import Foundation

/// Numbers as people read them, independent of the host locale.
public enum NumberText {
    /// `1022` → `1,022`.
    /// Grouped as the language of the run writes numbers: `1.022` in Portuguese.
    public static func grouped(_ value: Int) -> String { Localization.grouped(value) }
}
