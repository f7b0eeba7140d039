import Foundation
import SpaceLocalization
import SpaceSupport

/// The session's desktop, detected once from the environment and the platform: which desktop of
/// `Desktops.all` it is and why, and the setter to use or the one sentence naming what to install.
/// `--wallpaper`, `--daily`, `space status`, the opener and the browser all ask this one value, so
/// what is set, on which screens, and what status says can no longer disagree.
public struct DesktopSession: Sendable {
    /// A desktop the session was recognised as, and why in words (the variable that says so).
    public struct Recognised: Sendable {
        public var desktop: any Desktop
        public var reason: String
    }

    /// The desktop that sets the wallpaper: the setter found for it (a full path, or "AppKit").
    public struct Chosen: Sendable {
        public var desktop: any Desktop
        public var setter: String
        public var reason: String
    }

    /// The session's programs and variables, as every desktop asks them.
    public let tools: DesktopTools
    /// The first desktop of the list that recognises the session, installed or not: its screens
    /// are the ones a wallpaper is composed for.
    public let recognised: Recognised?
    /// The desktop to set, or what to install.
    public let choice: Result<Chosen, Missing>

    public var environment: [String: String] { tools.environment }
    public var platform: HostPlatform { tools.platform }

    /// Goes down `desktops` (in their order) to the first that recognises the session and whose
    /// setter is installed; a recognised desktop without its program ends the search, unless it
    /// leaves the session to the setters after it (Hyprland to swww, feh to xwallpaper).
    public static func detect(
        environment: [String: String], platform: HostPlatform = .current, run: DesktopTools.Runner? = nil,
        desktops: [any Desktop] = Desktops.all
    ) -> DesktopSession {
        let tools = DesktopTools(environment: environment, platform: platform, run: run)
        var first: Recognised?
        // The programs of the desktops that recognised the session, tried in turn.
        var tried: [String] = []
        for desktop in desktops {
            guard let reason = desktop.recognises(tools) else { continue }
            if first == nil { first = Recognised(desktop: desktop, reason: reason) }
            if let setter = desktop.setter(tools) {
                return DesktopSession(
                    tools: tools, recognised: first,
                    choice: .success(Chosen(desktop: desktop, setter: setter, reason: reason)))
            }
            tried.append(desktop.program)
            if !desktop.leavesTheSessionToOthers { break }
        }
        let missing: Missing
        if let first, first.desktop.kind != .setter {
            missing = Missing(
                desktop: first.desktop.name, programs: [first.desktop.program], reason: first.reason,
                desktops: desktops)
        } else {
            // Nothing recognised the session at all (a list without feh): any setter of the list.
            missing = Missing(
                desktop: nil, programs: tried.isEmpty ? desktops.filter { $0.kind == .setter }.map(\.program) : tried,
                reason: first?.reason ?? tr("no desktop named"), desktops: desktops)
        }
        return DesktopSession(tools: tools, recognised: first, choice: .failure(missing))
    }

    /// The desktop `--wallpaper` would set and why (the reason and the setter), or no name and the
    /// sentence naming what to install: what `space status` prints.
    public var status: (name: String?, why: String) {
        switch choice {
        case .success(let chosen):
            // AppKit is named by the reason already ("every screen, through AppKit").
            return (
                chosen.desktop.name, chosen.setter == "AppKit" ? chosen.reason : chosen.reason + "; " + chosen.setter
            )
        case .failure(let missing): return (nil, missing.sentence)
        }
    }

    /// No setter for the session: what it is and what to install.
    public struct Missing: Error, Sendable, Equatable {
        /// The desktop found, if one was (a bare setter is not one).
        public var desktop: String?
        /// The programs that would set it, any one of them.
        public var programs: [String]
        public var reason: String
        /// The desktops of the list, named when none was recognised.
        public var desktops: [String]

        init(desktop: String?, programs: [String], reason: String, desktops: [any Desktop]) {
            self.desktop = desktop
            self.programs = programs
            self.reason = reason
            self.desktops = desktops.filter { $0.kind == .desktop }.map(\.name)
        }

        /// The program it needs (the first of them).
        public var program: String { programs.first ?? "" }

        /// One sentence.
        public var sentence: String {
            guard let desktop else {
                return tr(
                    "No desktop was recognised and no wallpaper setter is installed: install {programs}, or run space on {desktops}.",
                    [
                        "programs": Localization.alternatives(programs),
                        "desktops": Localization.alternatives(desktops),
                    ])
            }
            return tr(
                "The desktop is {desktop} ({reason}), but {program} is not installed: install it to set the wallpaper.",
                ["desktop": desktop, "reason": reason, "program": program])
        }
    }
}
