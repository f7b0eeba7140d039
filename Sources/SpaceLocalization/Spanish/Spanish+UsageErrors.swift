/// Spanish: usage errors: the command line's rules, dates, settings and environment variables.
extension Catalog {
    static let spanishUsageErrors: [String: String] = [
        "{option} needs a value ({placeholder}).":
            "{option} necesita un valor ({placeholder}).",
        "{option} does not take a value.":
            "{option} no admite ningún valor.",
        "Unknown command '{word}'.":
            "Comando desconocido: '{word}'.",
        "Unknown command '{word}' for '{command}'.":
            "Comando desconocido para '{command}': '{word}'.",
        "Unknown option '{word}'.":
            "Opción desconocida: '{word}'.",
        "Unknown option '{word}' for '{command}'.":
            "Opción desconocida para '{command}': '{word}'.",
        "{option} must be a whole number {lowest} or more; got '{value}'.":
            "{option} debe ser un número entero igual o mayor que {lowest}; se recibió '{value}'.",
        "{option} must be a whole number from {lowest} to {highest}; got '{value}'.":
            "{option} debe ser un número entero entre {lowest} y {highest}; se recibió '{value}'.",
        "{option} must be a number from {lowest} to {highest}; got '{value}'.":
            "{option} debe ser un número entre {lowest} y {highest}; se recibió '{value}'.",
        "Invalid value '{value}' for {option}; choose {choices}.":
            "Valor no válido para {option}: '{value}'; elija {choices}.",
        "Missing {argument}.":
            "Falta {argument}.",
        "Unexpected argument '{word}'.":
            "Argumento inesperado: '{word}'.",
        "Unexpected argument '{word}'; to name a folder, write {option}=FOLDER or {option} ./FOLDER.":
            "Argumento inesperado: '{word}'; para indicar una carpeta, escriba {option}=FOLDER o {option} ./FOLDER.",
        "{option} '{value}' is not a date; use YYYY-MM-DD, today or yesterday.":
            "{option} '{value}' no es una fecha; use YYYY-MM-DD, today o yesterday.",
        "{option} must be between {first} and {today} (today in US Eastern time); got {date}.":
            "{option} debe estar entre {first} y {today} (hoy en la hora del este de EE. UU.); se recibió {date}.",
        "Give the date once: as DATE or with {option}.":
            "Indique la fecha una sola vez: como DATE o con {option}.",
        "{first} and {second} cannot be used together; choose one of {choices}.":
            "{first} y {second} no se pueden usar juntos; elija uno de {choices}.",
        "{end} needs {start} (or use {last} N for the N days ending with the latest picture).":
            "{end} necesita {start} (o use {last} N para los N días que terminan en la imagen más reciente).",
        "{media} applies to {start}, {last}, {random} and {onThisDay}.":
            "{media} se aplica a {start}, {last}, {random} y {onThisDay}.",
        "Already at the latest picture.":
            "Ya está en la imagen más reciente.",
        "Already at the first picture ({date}).":
            "Ya está en la primera imagen ({date}).",
        "{start} ({first}) is after {end} ({last}).":
            "{start} ({first}) es posterior a {end} ({last}).",
        "{option} takes a day of the year as MM-DD (03-10), or nothing for today; got '{value}'.":
            "{option} admite un día del año como MM-DD (03-10), o nada para hoy; se recibió '{value}'.",
        "language must be {languages}; got '{value}'.":
            "language debe ser {languages}; se recibió '{value}'.",
        "--open and --wallpaper apply to one picture, not to a range (--download saves them all; --show draws them).":
            "--open y --wallpaper se aplican a una sola imagen, no a un intervalo (--download las guarda todas; --show las dibuja).",
        "--open and --wallpaper apply to one picture, not to random picks (--download saves them all; --show draws them).":
            "--open y --wallpaper se aplican a una sola imagen, no a selecciones al azar (--download las guarda todas; --show las dibuja).",
        "--force only goes with --download, --wallpaper or --compose.":
            "--force solo va con --download, --wallpaper o --compose.",
        "--show and --download do not go together for several pictures; run one, then the other.":
            "--show y --download no van juntos con varias imágenes; ejecute uno y luego el otro.",
        "Give a word to search for, as in: space apod search horsehead":
            "Indique una palabra que buscar, como en: space apod search horsehead",
        "A search needs a word to look for besides the excluded ones (-word), as in: space apod search nebula -orion":
            "Una búsqueda necesita alguna palabra que buscar además de las excluidas (-palabra), como en: space apod search nebula -orion",
        "A search takes at most {limit} words; this one has {given}.":
            "Una búsqueda admite como mucho {limit} palabras; esta tiene {given}.",
        "A search takes at most {limit} prefixes (word*); this one has {given}.":
            "Una búsqueda admite como mucho {limit} prefijos (palabra*); esta tiene {given}.",
        "{page} does not apply with {all}.":
            "{page} no se aplica con {all}.",
        "Page {page} is past the last page ({last}).":
            "La página {page} está más allá de la última ({last}).",
        "An astronaut id is a positive number; got {id}.":
            "El id de un astronauta es un número positivo; se recibió {id}.",
        "No astronaut matches \"{words}\".":
            "Ningún astronauta coincide con \"{words}\".",
        "Search the roster for part of a name or a nationality: {command}":
            "Busque en el registro una parte del nombre o una nacionalidad: {command}",
        "No picture has been shown yet; give a date, as in: space favorites add 2021-03-10":
            "Aún no se ha mostrado ninguna imagen; indique una fecha, como en: space favorites add 2021-03-10",
        "{date} is not among your favorites.":
            "{date} no está entre sus favoritos.",
        "You have no favorites to take a wallpaper from yet: star a day with space favorites add DATE, or f in space browse.":
            "Aún no tiene favoritos de los que tomar un fondo: marque un día con space favorites add FECHA, o f en space browse.",
        "{count, plural, one {Your one favorite is a video, which has no picture of its own to show} other {None of your # favorites is a picture (videos have none of their own to show)}}; star a picture to take wallpapers from.":
            "{count, plural, one {Su único favorito es un vídeo, que no tiene una imagen propia que mostrar} other {Ninguno de sus # favoritos es una imagen (los vídeos no tienen una propia que mostrar)}}; marque una imagen para tomar fondos de ella.",
        "{page} does not apply with {limit}; use one or the other.":
            "{page} no se aplica con {limit}; use uno u otro.",
        "Give search words or at least one filter ({filters}).":
            "Indique palabras de búsqueda o al menos un filtro ({filters}).",
        "The library shows at most {reach} results for one search, and page {page} (at {size} results a page) is past the last page, {last}; narrow it with {filters}.":
            "La biblioteca muestra como mucho {reach} resultados por búsqueda, y la página {page} (a {size} resultados por página) está más allá de la última, {last}; acótela con {filters}.",
        "space status checks the services, so it cannot run with --offline.":
            "space status comprueba los servicios, así que no puede ejecutarse con --offline.",
        "{argument} is empty.":
            "{argument} está vacío.",
        "NASA_ID '{id}' is not an id: ids have no '/' and are not '.' or '..'.":
            "NASA_ID '{id}' no es un id: los ids no llevan '/' y no son '.' ni '..'.",
        "SPACE_LL2_TOKEN (or ll2-token in the config) has a space or a control character inside it; copy the token again.":
            "SPACE_LL2_TOKEN (o ll2-token en la configuración) contiene un espacio o un carácter de control; vuelva a copiar el token.",
        "{variable} must be an http or https URL; got '{value}'.":
            "{variable} debe ser una URL http o https; se recibió '{value}'.",
        "{variable} must not hold a user name or password; got '{value}'.":
            "{variable} no debe contener un usuario ni una contraseña; se recibió '{value}'.",
        "SPACE_TRANSPORT must be curl or urlsession; got '{value}'.":
            "SPACE_TRANSPORT debe ser curl o urlsession; se recibió '{value}'.",
        "Could not write the output: {reason}.":
            "No se pudo escribir la salida: {reason}.",
        "Check where the output goes (a full disk?).":
            "Revise adónde va la salida (¿un disco lleno?).",
        "{first} and {second} cannot be used together.":
            "{first} y {second} no se pueden usar juntos.",
        "{setting} must be a number of seconds from 0.1 to 600; got '{value}'.":
            "{setting} debe ser un número de segundos entre 0.1 y 600; se recibió '{value}'.",
        "SPACE_NOW must be an ISO-8601 instant such as 2024-02-08T14:30:00Z; got '{value}'.":
            "SPACE_NOW debe ser un instante ISO-8601 como 2024-02-08T14:30:00Z; se recibió '{value}'.",
        "space browse needs a terminal to draw in: run it in one, not in a pipe and not with TERM=dumb.":
            "space browse necesita una terminal donde dibujar: ejecútelo en una, no en una tubería ni con TERM=dumb.",
        "--json does not apply to browse; the other commands print JSON.":
            "--json no se aplica a browse; los demás comandos muestran JSON.",
        "The terminal could not be set up for browsing.":
            "No se pudo preparar la terminal para navegar.",
        "space apod sync fetches the archive; it cannot run with --offline (space apod search works offline once it has).":
            "space apod sync descarga el archivo; no puede ejecutarse con --offline (space apod search funciona sin red una vez descargado).",
        "The days were fetched and cached, but the search index could not be written: {reason}":
            "Los días se descargaron y guardaron en caché, pero no se pudo escribir el índice de búsqueda: {reason}",
        "Check the cache folder (space status); space apod search will build the index from the cache.":
            "Revise la carpeta de caché (space status); space apod search construirá el índice desde la caché.",
        "The search index could not be written: {reason}":
            "No se pudo escribir el índice de búsqueda: {reason}",
        "Check the cache folder (space status), or run space cache clear apod.":
            "Revise la carpeta de caché (space status), o ejecute space cache clear apod.",
        "{key} is not set, and has no default.":
            "{key} no está definido y no tiene valor por defecto.",
        "Set it with: {command}":
            "Defínalo con: {command}",
        "{services} did not answer.":
            "{services} no respondió.",
        "The report above says why; try again later.":
            "El informe de arriba dice por qué; inténtelo más tarde.",
        "and":
            "y",
        "There is no link to open for {what}.":
            "No hay ningún enlace que abrir para {what}.",
        "cache-size must be a whole number of megabytes from 1 to 100000; got '{value}'.":
            "cache-size debe ser un número entero de megabytes entre 1 y 100000; se recibió '{value}'.",
        "The config file {path} cannot be read: {reason}.":
            "No se puede leer el archivo de configuración {path}: {reason}.",
        "Nothing was changed; fix it and try again.":
            "No se cambió nada; arréglelo e inténtelo de nuevo.",
        "The config file {path} is not valid JSON (a missing quote or comma, or a number too large?); it was left as it is.":
            "El archivo de configuración {path} no es JSON válido (¿falta una comilla o una coma, o hay un número demasiado grande?); se dejó como estaba.",
        "Fix it by hand, or move it away to start over.":
            "Arréglelo a mano, o muévalo a otro sitio para empezar de cero.",
        "The config file {path} is not a JSON object; it was left as it is.":
            "El archivo de configuración {path} no es un objeto JSON; se dejó como estaba.",
        "A NASA API key is printable ASCII without spaces.":
            "Una clave de la API de la NASA es ASCII imprimible sin espacios.",
        "A Launch Library 2 token is printable ASCII without spaces.":
            "Un token de Launch Library 2 es ASCII imprimible sin espacios.",
        "There is no setting '{name}'; the settings are {settings}.":
            "No existe el ajuste '{name}'; los ajustes son {settings}.",
        "The chafa renderer was chosen, but chafa is not installed.":
            "Se eligió el renderizador chafa, pero chafa no está instalado.",
        "Install it (https://hpjansson.org/chafa/), or leave --renderer out to let space draw.":
            "Instálelo (https://hpjansson.org/chafa/), o quite --renderer para que dibuje space.",
        "{path} is a file, not a folder to save into.":
            "{path} es un archivo, no una carpeta donde guardar.",
        "Choose a folder with --download=FOLDER.":
            "Elija una carpeta con --download=FOLDER.",
        "There is no file to download for {what}.":
            "No hay ningún archivo que descargar para {what}.",
        "{option} must be from 1 to 100; got {value}.":
            "{option} debe estar entre 1 y 100; se recibió {value}.",
        "{option} must be 1 or more; got {value}.":
            "{option} debe ser 1 o más; se recibió {value}.",
        "Could not create the folder {path}.":
            "No se pudo crear la carpeta {path}.",
        "Check that its parent is writable, or choose another with --download=FOLDER.":
            "Compruebe que se puede escribir en la carpeta que la contiene, o elija otra con --download=FOLDER.",
        "{path} already exists, and was left as it is.":
            "{path} ya existe y se dejó como estaba.",
        "Add --force to replace it, or choose another folder with --download=FOLDER.":
            "Añada --force para reemplazarlo, o elija otra carpeta con --download=FOLDER.",
        "Unknown shell '{shell}'; choose bash, zsh or fish.":
            "Shell desconocida: '{shell}'; elija bash, zsh o fish.",
        "--daily goes with --wallpaper: space apod --wallpaper --daily.":
            "--daily va con --wallpaper: space apod --wallpaper --daily.",
        "--daily sets the latest picture every day; leave the date out.":
            "--daily pone la imagen más reciente cada día; quite la fecha.",
        "--lock-screen goes with --wallpaper: space apod --wallpaper --lock-screen.":
            "--lock-screen va con --wallpaper: space apod --wallpaper --lock-screen.",
        "--caption goes with --wallpaper or --compose: space apod --wallpaper --caption.":
            "--caption va con --wallpaper o --compose: space apod --wallpaper --caption.",
        "--compose saves the wallpaper without setting it; give --wallpaper or --compose, not both.":
            "--compose guarda el fondo de pantalla sin ponerlo; indica --wallpaper o --compose, no ambos.",
        "--from goes with --wallpaper: space apod --wallpaper --from favorites.":
            "--from va con --wallpaper: space apod --wallpaper --from favorites.",
        "--from favorites picks the day itself; leave the date out.":
            "--from favorites elige el día por sí mismo; omita la fecha.",
        "screen-size must be WIDTHxHEIGHT in pixels, each from 16 to 16384; got '{value}'.":
            "screen-size debe ser ANCHOxALTO en píxeles, cada uno de 16 a 16384; se recibió '{value}'.",
        "{setting} must be {choices}; got '{value}'.":
            "{setting} debe ser {choices}; se recibió '{value}'.",
    ]
}
