/// Spanish: the manual page's prose: the description, exit codes, environment and files.
extension Catalog {
    static let spanishManual: [String: String] = [
        "NASA's Astronomy Picture of the Day, the NASA Image and Video Library and the astronaut roster of Launch Library 2. Results go to standard output ({json} on every command); errors, notices and progress to standard error.":
            "La imagen astronómica del día de la NASA, la biblioteca de imágenes y vídeos de la NASA y el registro de astronautas de Launch Library 2. Los resultados van a la salida estándar ({json} en todos los comandos); los errores, avisos y el progreso, a la salida de error.",
        "Success; an empty result is a success.":
            "Éxito; un resultado vacío es un éxito.",
        "Another failure, such as days of a range that could not be loaded.":
            "Otro fallo, como días de un intervalo que no se pudieron cargar.",
        "The command line, a date, a page or an option is not valid.":
            "La línea de órdenes, una fecha, una página o una opción no es válida.",
        "A service's answer, or a local file, could not be understood.":
            "No se pudo entender la respuesta de un servicio, o un archivo local.",
        "The record asked for does not exist.":
            "El registro pedido no existe.",
        "A service is unavailable or the network unreachable, with nothing cached to show.":
            "Un servicio no está disponible o la red no se alcanza, sin nada en caché que mostrar.",
        "A file space keeps cannot be read or written, or the output cannot be written.":
            "Un archivo que guarda space no se puede leer ni escribir, o no se puede escribir la salida.",
        "Rate limited; the message says how long to wait.":
            "Límite de uso alcanzado; el mensaje dice cuánto esperar.",
        "A token missing or rejected, or the service refused.":
            "Falta un token o fue rechazado, o el servicio se negó.",
        "The APOD service (default https://science.nasa.gov/wp-json/wp/v2/apod-basic; no key is needed).":
            "El servicio de APOD (por defecto https://science.nasa.gov/wp-json/wp/v2/apod-basic; no hace falta clave).",
        "The image library (default https://images-api.nasa.gov).":
            "La biblioteca de imágenes (por defecto https://images-api.nasa.gov).",
        "The astronaut collection (default https://ll.thespacedevs.com/2.3.0/astronauts/).":
            "La colección de astronautas (por defecto https://ll.thespacedevs.com/2.3.0/astronauts/).",
        "A Launch Library 2 token, sent as Authorization: Token.":
            "Un token de Launch Library 2, enviado como Authorization: Token.",
        "Seconds per request (default 15).":
            "Segundos por petición (por defecto 15).",
        "auto, always or never.":
            "auto, always o never.",
        "The cache's bound in megabytes (default 200).":
            "El límite de la caché en megabytes (por defecto 200).",
        "How --show draws: auto, kitty, iterm, sixel, blocks or chafa (default auto).":
            "Cómo dibuja --show: auto, kitty, iterm, sixel, blocks o chafa (por defecto auto).",
        "An ISO-8601 instant used as now, for reproducible runs.":
            "Un instante ISO-8601 que se usa como ahora, para ejecuciones reproducibles.",
        "A whole number that makes --random picks repeatable.":
            "Un número entero que hace repetibles las selecciones de --random.",
        "The language of messages and help: {languages} (also the language setting); else LANGUAGE, LC_ALL, LC_MESSAGES and LANG choose, and C or POSIX means English.":
            "El idioma de los mensajes y la ayuda: {languages} (también el ajuste language); si no, eligen LANGUAGE, LC_ALL, LC_MESSAGES y LANG, y C o POSIX significa inglés.",
        "curl (the default on Linux and macOS: the system's libcurl, which sleeps while it waits and honours https_proxy and no_proxy) or urlsession.":
            "curl (por defecto en Linux y macOS: la libcurl del sistema, que duerme mientras espera y respeta https_proxy y no_proxy) o urlsession.",
        "The libcurl to load (default libcurl.so.4, on macOS /usr/lib/libcurl.4.dylib); one that cannot be loaded means urlsession.":
            "La libcurl que se carga (por defecto libcurl.so.4, en macOS /usr/lib/libcurl.4.dylib); si no se puede cargar, se usa urlsession.",
        "Where the config, the data and the cache live, each in space/.":
            "Dónde están la configuración, los datos y la caché, cada uno en space/.",
        "No colour or bold.":
            "Sin color ni negrita.",
        "The width for wrapping and tables, and the height pictures are fitted to.":
            "El ancho para ajustar el texto y las tablas, y la altura a la que se ajustan las imágenes.",
        "Proxies; credentials in them are never printed.":
            "Proxies; sus credenciales nunca se muestran.",
        "Settings (space config), readable only by you.":
            "Ajustes (space config), que solo usted puede leer.",
        "Favorite pictures, kept whole.":
            "Imágenes favoritas, guardadas completas.",
        "The pictures shown, for {prev}, {next} and offline use.":
            "Las imágenes mostradas, para {prev}, {next} y el uso sin red.",
        "Answers and pictures kept for fast and offline runs (space cache).":
            "Respuestas e imágenes guardadas para ejecuciones rápidas y sin red (space cache).",
        "Configuration that cannot be used as asked, such as SPACE_TRANSPORT=curl with a libcurl that cannot be loaded.":
            "Una configuración que no se puede usar como se pidió, como SPACE_TRANSPORT=curl con una libcurl que no se puede cargar.",
    ]
}
