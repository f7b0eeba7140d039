// AppKit as the code that sets the desktop picture uses it, with the signatures of Apple's
// documentation (NSWorkspace.setDesktopImageURL(_:for:options:), NSScreen.screens): enough to
// type-check the calls, nothing more.
public final class NSScreen: @unchecked Sendable {
    public class var screens: [NSScreen] { [] }
    public class var main: NSScreen? { nil }
    public var frame: NSRect { NSRect() }
    public var backingScaleFactor: CGFloat { 1 }
    public var localizedName: String { "" }
}
public typealias CGFloat = Double
public struct NSSize: Sendable { public var width: CGFloat = 0; public var height: CGFloat = 0 }
public struct NSRect: Sendable { public var size = NSSize(); public init() {} }
public final class NSWorkspace: @unchecked Sendable {
    public class var shared: NSWorkspace { NSWorkspace() }
    public struct DesktopImageOptionKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let imageScaling = DesktopImageOptionKey(rawValue: "NSWorkspaceDesktopImageScalingKey")
        public static let allowClipping = DesktopImageOptionKey(rawValue: "NSWorkspaceDesktopImageAllowClippingKey")
        public static let fillColor = DesktopImageOptionKey(rawValue: "NSWorkspaceDesktopImageFillColorKey")
    }
    public func setDesktopImageURL(_ url: URL, for screen: NSScreen, options: [DesktopImageOptionKey: Any] = [:]) throws {}
    public func desktopImageURL(for screen: NSScreen) -> URL? { nil }
}
public enum NSImageScaling: UInt, Sendable { case scaleProportionallyDown = 0, scaleAxesIndependently, scaleNone, scaleProportionallyUpOrDown }
extension NSWorkspace {
    public func desktopImageOptions(for screen: NSScreen) -> [DesktopImageOptionKey: Any]? { nil }
}
