/// Spanish: the wallpaper's part of `space status` (the desktop, the screen, what the settings add, the last run).
extension Catalog {
    static let spanishWallpaperStatus: [String: String] = [
        "Wallpaper":
            "Fondo",
        "Last run":
            "Última ejecución",
        "the picture of {date} was set":
            "se puso la imagen del {date}",
        "the picture was set":
            "se puso la imagen",
        "{date} is a video, so the wallpaper stayed as it was":
            "{date} es un vídeo, así que el fondo quedó como estaba",
        "{date} was not set ({reason}), so the wallpaper stayed as it was":
            "{date} no se puso ({reason}), así que el fondo se quedó como estaba",
        "failed: {reason}":
            "falló: {reason}",
        "set every day after APOD publishes (space apod --daily=off stops it)":
            "se pone cada día cuando APOD publica (space apod --daily=off lo detiene)",
        "not set every day":
            "no se pone cada día",
        "Desktop":
            "Escritorio",
        "Screen":
            "Pantalla",
        "Sets":
            "Pone",
        "{size} ({source})":
            "{size} ({source})",
        "not known: the picture is set as it is (space config set screen-size WIDTHxHEIGHT)":
            "desconocida: la imagen se pone tal cual (space config set screen-size ANCHOxALTO)",
        "one of your favorites each day":
            "uno de sus favoritos cada día",
        "the day's picture":
            "la imagen del día",
        "with its caption":
            "con su leyenda",
        "the lock screen too":
            "también la pantalla de bloqueo",
        "fetched at the screen's size: the network is metered ({source})":
            "descargada al tamaño de la pantalla: la red es de pago por uso ({source})",
        "every screen, through AppKit":
            "cada pantalla, mediante AppKit",
    ]
}
