/// Every desktop `space` knows, in the order a session is matched against them: a desktop that
/// names another among its ancestors comes before it (Cinnamon and MATE before GNOME), the
/// compositors after the desktops, and the bare setters of X11 last. A new desktop is one file
/// under `Desktops/` and one line here.
public enum Desktops {
    public static let all: [any Desktop] = [
        MacOS(),
        Cinnamon(), MATE(), GNOME(), KDEPlasma(), XFCE(), LXQt(), COSMIC(),
        Sway(), Hyprland(), Swww(),
        Feh(), Xwallpaper(),
    ]
}
