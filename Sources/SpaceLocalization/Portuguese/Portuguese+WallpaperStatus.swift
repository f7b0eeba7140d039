/// Portuguese: the wallpaper's part of `space status` (the desktop, the screen, what the settings add, the last run).
extension Catalog {
    static let portugueseWallpaperStatus: [String: String] = [
        "Wallpaper":
            "Papel de parede",
        "Last run":
            "Última execução",
        "the picture of {date} was set":
            "a imagem de {date} foi definida",
        "the picture was set":
            "a imagem foi definida",
        "{date} is a video, so the wallpaper stayed as it was":
            "{date} é um vídeo, então o papel de parede ficou como estava",
        "{date} was not set ({reason}), so the wallpaper stayed as it was":
            "{date} não foi definido ({reason}), então o papel de parede ficou como estava",
        "failed: {reason}":
            "falhou: {reason}",
        "set every day after APOD publishes (space apod --daily=off stops it)":
            "posto todo dia depois que o APOD publica (space apod --daily=off para)",
        "not set every day":
            "não é posto todo dia",
        "Desktop":
            "Ambiente",
        "Screen":
            "Tela",
        "Sets":
            "Define",
        "{size} ({source})":
            "{size} ({source})",
        "not known: the picture is set as it is (space config set screen-size WIDTHxHEIGHT)":
            "desconhecida: a imagem é definida como está (space config set screen-size LARGURAxALTURA)",
        "one of your favorites each day":
            "um dos seus favoritos a cada dia",
        "the day's picture":
            "a imagem do dia",
        "with its caption":
            "com a legenda",
        "the lock screen too":
            "também a tela de bloqueio",
        "fetched at the screen's size: the network is metered ({source})":
            "baixada no tamanho da tela: a rede é tarifada ({source})",
        "every screen, through AppKit":
            "cada tela, pelo AppKit",
    ]
}
