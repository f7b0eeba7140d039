/// Spanish: help: summaries, discussions, options, headings and footers of every page.
extension Catalog {
    static let spanishHelp: [String: String] = [
        "(default: {value})":
            "(por defecto: {value})",
        "Usage:":
            "Uso:",
        "Commands:":
            "Comandos:",
        "Options:":
            "Opciones:",
        "Global options:":
            "Opciones globales:",
        "Examples:":
            "Ejemplos:",
        "{list} or {last}":
            "{list} o {last}",
        "Settings":
            "Ajustes",
        "Your Launch Library 2 token (without one, 15 requests an hour).":
            "Su token de Launch Library 2 (sin él, 15 solicitudes por hora).",
        "Seconds allowed for each request (default 15).":
            "Segundos permitidos para cada solicitud (por defecto 15).",
        "Colour: auto, always or never (default auto).":
            "Color: auto, always o never (por defecto auto).",
        "How --show draws: {choices} (default auto).":
            "Cómo dibuja --show: {choices} (por defecto auto).",
        "Keys":
            "Teclas",
        "global options":
            "opciones globales",
        "Global options ({options}): see 'space help globals'.":
            "Opciones globales ({options}): véase 'space help globals'.",
        "Run 'space help COMMAND' or 'space COMMAND --help' for a command's options.":
            "Ejecute 'space help COMMAND' o 'space COMMAND --help' para ver las opciones de un comando.",
        "Run 'space help {command} COMMAND' for a command's options.":
            "Ejecute 'space help {command} COMMAND' para ver las opciones de un comando.",
        "They go before or after the command's name, as in 'space --json apod' or 'space apod --json'.":
            "Van antes o después del nombre del comando, como en 'space --json apod' o 'space apod --json'.",
        "They go before or after the command's name.":
            "Van antes o después del nombre del comando.",
        "or":
            "o",
        "Error:":
            "Error:",
        "Detail:":
            "Detalle:",
        "Cancelled.":
            "Cancelado.",
        "See '{command}'.":
            "Véase '{command}'.",
        "Did you mean '{suggestion}'?":
            "¿Quiso decir '{suggestion}'?",
        "Did you mean {option}?":
            "¿Quiso decir {option}?",
        "There is no command '{command}'.":
            "No existe el comando '{command}'.",
        "NASA's picture of the day, image library and the astronaut roster, in your terminal.":
            "La imagen del día de la NASA, su biblioteca de imágenes y el registro de astronautas, en su terminal.",
        "Print results as JSON (stable snake_case keys, null for absent values).":
            "Muestra los resultados en JSON (claves snake_case estables, null para valores ausentes).",
        "Never use colour or bold (also NO_COLOR=1 or TERM=dumb).":
            "Nunca usa color ni negrita (también NO_COLOR=1 o TERM=dumb).",
        "Print each request on stderr: method, URL, status, time, bytes.":
            "Muestra cada petición en stderr: método, URL, estado, tiempo, bytes.",
        "Give up on a request after this many seconds.":
            "Abandona una petición tras estos segundos.",
        "Never use the network; answer from the cache, however old.":
            "Nunca usa la red; responde desde la caché, por antigua que sea.",
        "Ask the services again even when the cache has a fresh answer.":
            "Vuelve a preguntar a los servicios aunque la caché tenga una respuesta reciente.",
        "Show help for the command.":
            "Muestra la ayuda del comando.",
        "Print the version.":
            "Muestra la versión.",
        "Show NASA's Astronomy Picture of the Day.":
            "Muestra la imagen astronómica del día de la NASA.",
        "Without arguments, shows the latest published picture. Dates are YYYY-MM-DD, today or yesterday (US Eastern time, where APOD is published), from 1995-06-16 on. When the network is gone, the last picture seen is shown instead. Pictures of several days are always in date order, oldest first: the newest is last.":
            "Sin argumentos, muestra la última imagen publicada. Las fechas son YYYY-MM-DD, today o yesterday (hora del este de EE. UU., donde se publica APOD), desde el 1995-06-16. Si no hay red, se muestra la última imagen vista. Las imágenes de varios días van siempre en orden de fecha, de la más antigua: la más reciente va al final.",
        "The day to show (same as the DATE argument).":
            "El día que se muestra (igual que el argumento DATE).",
        "The day before the last picture shown.":
            "El día anterior a la última imagen mostrada.",
        "The day after the last picture shown.":
            "El día posterior a la última imagen mostrada.",
        "First day of a range.":
            "Primer día de un intervalo.",
        "Last day of a range.":
            "Último día de un intervalo.",
        "The N days ending with the latest picture.":
            "Los N días que terminan en la imagen más reciente.",
        "N random pictures.":
            "N imágenes al azar.",
        "The same day of every year, oldest first (MM-DD; today in US Eastern time by default).":
            "El mismo día de cada año, del más antiguo al más reciente (MM-DD; hoy en la hora del este de EE. UU. por defecto).",
        "Keep only this kind in ranges, random picks and --on-this-day.":
            "Conserva solo este tipo en intervalos, selecciones al azar y --on-this-day.",
        "Draw the picture in the terminal.":
            "Dibuja la imagen en la terminal.",
        "Draw the picture in the terminal (several: an album of them).":
            "Dibuja la imagen en la terminal (varias: un álbum).",
        "How --show draws: auto picks the best the terminal supports (also the renderer setting).":
            "Cómo dibuja --show: auto elige lo mejor que admite la terminal (también el ajuste renderer).",
        "Open the picture, or the video's page, with the system opener.":
            "Abre la imagen, o la página del vídeo, con el programa del sistema.",
        "Save the best file into DIR (default: here; write --download=DIR for a bare name) and print its path.":
            "Guarda el mejor archivo en DIR (por defecto, aquí; escriba --download=DIR para un nombre sin ruta) y muestra su ruta.",
        "With --download or --compose, replace a file that already exists; with --wallpaper or --compose, use a picture that would make a poor wallpaper.":
            "Con --download o --compose, reemplaza un archivo que ya existe; con --wallpaper o --compose, usa una imagen que daría un mal fondo de escritorio.",
        "Save the picture and make it the desktop background.":
            "Guarda la imagen y la pone como fondo de escritorio.",
        "Bring the local APOD archive up to date, for offline search.":
            "Pone al día el archivo local de APOD, para buscar sin red.",
        "The first sync fetches every day since 1995-06-16 (about 460 requests; a few minutes); later ones fetch only the days published since and the days due for a re-check (after 30 days). Interrupted, it resumes where it stopped. Then space apod search works offline.":
            "La primera sincronización descarga todos los días desde el 1995-06-16 (unas 460 peticiones; unos minutos); las siguientes, solo los días publicados desde entonces y los que toca revisar (a los 30 días). Si se interrumpe, continúa donde se quedó. Después, space apod search funciona sin red.",
        "Search the APOD archive offline: ranked results with a line of context.":
            "Busca en el archivo de APOD sin red: resultados ordenados por relevancia con una línea de contexto.",
        "Words are all required; \"exact phrase\" in quotes; -word leaves out; OR between words takes either; word* is a prefix; title:word (or title:\"phrase\") only in titles. Case, accents and plurals do not matter (Sérsic = sersic, mountains = mountain); catalogue names are one word (M31, NGC1499, SN1987A; NGC 1499 with a space too). A word in a title counts well above the same word in an explanation. Searches what space apod sync brought (run it once); before that, what is cached.":
            "Todas las palabras son obligatorias; \"frase exacta\" entre comillas; -palabra excluye; OR entre palabras acepta cualquiera; palabra* es un prefijo; title:palabra (o title:\"frase\") solo en títulos. Mayúsculas, acentos y plurales dan igual (Sérsic = sersic, mountains = mountain); los nombres de catálogo son una sola palabra (M31, NGC1499, SN1987A; también NGC 1499 con espacio). Una palabra del título cuenta mucho más que la misma palabra en una explicación. Busca en lo que trajo space apod sync (ejecútelo una vez); antes, en lo que hay en caché.",
        "How many results to show.":
            "Cuántos resultados mostrar.",
        "Best first (ties: newer first), or newest first.":
            "Los mejores primero (a igualdad, los más recientes), o los más recientes primero.",
        "Only images or only videos.":
            "Solo imágenes o solo vídeos.",
        "Only days from this one on.":
            "Solo días desde este.",
        "Only days up to this one.":
            "Solo días hasta este.",
        "Draw the days found as an album.":
            "Dibuja los días encontrados como un álbum.",
        "Browse full-screen: the pictures of the day one by one, an album, your favorites, the image library and the astronauts.":
            "Recorre a pantalla completa: las imágenes del día una a una, un álbum, sus favoritos, la biblioteca de imágenes y los astronautas.",
        "Opens where it was left (the screen, the day, the album's window, the search and their places), or on the latest picture the first time or with --fresh; a picture is drawn beside its text or above it, as --show draws it; the days next to the one shown are loaded ahead. Everything already seen works offline from the cache. Inside tmux, real pictures in kitty 0.28+ or Ghostty need tmux set -g allow-passthrough on. The terminal is given back as it was on q, Ctrl-C, a signal or a failure; Ctrl-Z stops it and fg takes the screen back.":
            "Se abre donde se dejó (la pantalla, el día, la ventana del álbum, la búsqueda y sus posiciones), o en la imagen más reciente la primera vez o con --fresh; una imagen se dibuja junto a su texto o encima, como la dibuja --show; los días vecinos del que se muestra se cargan por adelantado. Todo lo ya visto funciona sin conexión desde la caché. Dentro de tmux, las imágenes reales en kitty 0.28+ o Ghostty necesitan tmux set -g allow-passthrough on. La terminal se devuelve como estaba con q, Ctrl-C, una señal o un fallo; Ctrl-Z la detiene y fg recupera la pantalla.",
        "Do not take the mouse (the terminal keeps its own selection).":
            "No captura el ratón (la terminal conserva su propia selección).",
        "List, add, remove and show favorite pictures of the day.":
            "Lista, añade, quita y muestra imágenes del día favoritas.",
        "Favorites are stored whole in the data folder ($XDG_DATA_HOME/space/favorites.json), so they can be shown without a network. They are listed in date order, oldest first, like every list of days.":
            "Los favoritos se guardan completos en la carpeta de datos ($XDG_DATA_HOME/space/favorites.json), así que se pueden mostrar sin red. Se listan en orden de fecha, del más antiguo, como toda lista de días.",
        "List your favorites (the same as space favorites).":
            "Lista sus favoritos (igual que space favorites).",
        "Add pictures to your favorites (default: the last one shown).":
            "Añade imágenes a sus favoritos (por defecto, la última mostrada).",
        "Remove pictures from your favorites.":
            "Quita imágenes de sus favoritos.",
        "Show a favorite in full, without the network.":
            "Muestra un favorito completo, sin red.",
        "Draw your favorites as an album.":
            "Dibuja sus favoritos como un álbum.",
        "Search the NASA Image and Video Library.":
            "Busca en la biblioteca de imágenes y vídeos de la NASA.",
        "Searches titles, descriptions and keywords. The library shows at most 10,000 results for one search; filters narrow it.":
            "Busca en títulos, descripciones y palabras clave. La biblioteca muestra como mucho 10.000 resultados por búsqueda; los filtros la acotan.",
        "Only this kind of media.":
            "Solo este tipo de contenido.",
        "Only from this NASA center, such as JPL or GSFC.":
            "Solo de este centro de la NASA, como JPL o GSFC.",
        "Created in this year or later.":
            "Creado en este año o después.",
        "Created in this year or earlier.":
            "Creado en este año o antes.",
        "The page to show.":
            "La página que se muestra.",
        "Results per page (the library allows 100).":
            "Resultados por página (la biblioteca permite 100).",
        "The first N results across pages (--page does not apply).":
            "Los primeros N resultados, de varias páginas (--page no se aplica).",
        "Draw a small picture beside each result.":
            "Dibuja una imagen pequeña junto a cada resultado.",
        "Show a library item and the files behind it.":
            "Muestra un elemento de la biblioteca y los archivos que lo forman.",
        "The size to --download.":
            "El tamaño que descarga --download.",
        "List astronauts from Launch Library 2.":
            "Lista astronautas de Launch Library 2.",
        "Sorted by name over the whole roster. Without SPACE_LL2_TOKEN, Launch Library 2 allows 15 requests an hour.":
            "Ordenados por nombre en todo el registro. Sin SPACE_LL2_TOKEN, Launch Library 2 permite 15 peticiones por hora.",
        "Name order.":
            "Orden por nombre.",
        "Names, nationalities and agencies containing TEXT.":
            "Nombres, nacionalidades y agencias que contienen TEXT.",
        "Only this nationality, such as Canadian.":
            "Solo esta nacionalidad, como Canadian.",
        "Only astronauts in space now.":
            "Solo los astronautas que están ahora en el espacio.",
        "Astronauts per page.":
            "Astronautas por página.",
        "Every page (fetched 4 at a time).":
            "Todas las páginas (se piden de 4 en 4).",
        "Draw each astronaut's portrait beside the name.":
            "Dibuja el retrato de cada astronauta junto a su nombre.",
        "Always show the thumbnail column.":
            "Muestra siempre la columna de miniaturas.",
        "Show one astronaut by id or name.":
            "Muestra un astronauta por id o nombre.",
        "A number is an id; anything else is searched, and a single match is shown in full.":
            "Un número es un id; cualquier otra cosa se busca, y si solo hay una coincidencia se muestra completa.",
        "Show the cache: where it is, entries and size per service, and the pictures kept.":
            "Muestra la caché: dónde está, entradas y tamaño por servicio, y las imágenes guardadas.",
        "Answers are kept so that a repeated command needs no request: an APOD day for 30 days, the latest APOD until the next one is due, searches and astronauts for 24 hours. Pictures fetched for --show and --download are kept too. When a service fails, an older answer is shown with a notice. --offline answers only from the cache; --refresh asks again.":
            "Las respuestas se guardan para que un comando repetido no necesite petición: un día de APOD durante 30 días, el APOD más reciente hasta que toque el siguiente, búsquedas y astronautas durante 24 horas. También se guardan las imágenes pedidas con --show y --download. Cuando un servicio falla, se muestra una respuesta anterior con un aviso. --offline responde solo desde la caché; --refresh vuelve a preguntar.",
        "Remove cached answers of one service, or everything in the cache folder (pictures included).":
            "Borra las respuestas guardadas de un servicio, o todo lo de la carpeta de caché (imágenes incluidas).",
        "SERVICE is one of {services}; without it, everything space keeps in its cache folder goes: answers, pictures, remembered rate limits, and temporary files older than an hour.":
            "SERVICE es uno de {services}; sin él, se borra todo lo que space guarda en su carpeta de caché: respuestas, imágenes, límites de uso recordados y archivos temporales de más de una hora.",
        "Read and change settings: token, timeout, colour, cache size, renderer, animation, lock screen, screen size, language.":
            "Lee y cambia los ajustes: token, tiempo de espera, color, tamaño de la caché, renderizador, animación, pantalla de bloqueo, tamaño de pantalla, idioma.",
        "Settings live in $XDG_CONFIG_HOME/space/config.json, readable only by you. Each stands for an environment variable, which overrides the file, and flags override both. NASA APOD and the image library need no key; a nasa-api-key still stored is ignored.":
            "Los ajustes están en $XDG_CONFIG_HOME/space/config.json, que solo usted puede leer. Cada uno corresponde a una variable de entorno, que prevalece sobre el archivo, y las opciones prevalecen sobre ambos. NASA APOD y la biblioteca de imágenes no necesitan clave; una nasa-api-key que siga guardada se ignora.",
        "Every setting, where its value comes from; secrets redacted.":
            "Cada ajuste y de dónde viene su valor; los secretos, ocultos.",
        "Print one setting's value in effect and where it comes from (secrets redacted).":
            "Muestra el valor vigente de un ajuste y de dónde viene (los secretos, ocultos).",
        "Store a setting.":
            "Guarda un ajuste.",
        "Remove a stored setting.":
            "Borra un ajuste guardado.",
        "Check the services, keys, rate limits, files, terminal and proxies.":
            "Comprueba los servicios, las claves, los límites de uso, los archivos, la terminal y los proxies.",
        "Sends one light request to each service (Launch Library 2's throttle check does not count against its limit). NASA APOD and the image library need no key; a Launch Library 2 token is shown redacted. Exits 0 when every service answers and 69 when one does not (the report says which), so scripts can test it.":
            "Envía una petición ligera a cada servicio (la consulta de límite de Launch Library 2 no cuenta para su límite). NASA APOD y la biblioteca de imágenes no necesitan clave; un token de Launch Library 2 se muestra oculto. Sale con 0 si todos los servicios responden y con 69 si alguno no (el informe dice cuál), para que los scripts puedan comprobarlo.",
        "Show help for a command, the global options ('space help globals') or the browser's keys ('space help keys').":
            "Muestra la ayuda de un comando, las opciones globales ('space help globals') o las teclas del navegador ('space help keys').",
        "Print the manual page (roff), as in: space help --man | man -l -":
            "Muestra la página de manual (roff), como en: space help --man | man -l -",
        "Print a shell completion script.":
            "Muestra un script de autocompletado para la shell.",
        "Prints a completion script for bash, zsh or fish to standard output, generated from the same table that parses the command line.":
            "Escribe en la salida estándar un script de autocompletado para bash, zsh o fish, generado a partir de la misma tabla que analiza la línea de órdenes.",
        "The language of messages and help: {languages} (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG).":
            "El idioma de los mensajes y la ayuda: {languages} (por defecto, según LANGUAGE, LC_ALL, LC_MESSAGES o LANG).",
        "With --wallpaper: set it again every day after APOD publishes (--daily=off stops).":
            "Con --wallpaper: vuelve a ponerla cada día cuando APOD publica (--daily=off lo detiene).",
        "The days published since the newest one you have seen (in space apod or space browse), oldest first; once listed they count as seen.":
            "Los días publicados desde el más reciente que ha visto (en space apod o space browse), del más antiguo al más reciente; una vez listados cuentan como vistos.",
        "Draw only the first frame of an animated GIF (also the animate setting).":
            "Dibuja solo el primer fotograma de un GIF animado (también el ajuste animate).",
        "Whether animated GIFs play when drawn: on or off (default on).":
            "Si los GIF animados se reproducen al dibujarlos: on u off (por defecto on).",
        "With --wallpaper: the lock screen's picture too, where the desktop keeps one (also the lock-screen setting).":
            "Con --wallpaper: también la imagen de la pantalla de bloqueo, donde el escritorio guarda una (también el ajuste lock-screen).",
        "The browser's colours for the terminal's background: auto (the terminal says), dark or light (default auto).":
            "Los colores del navegador según el fondo del terminal: auto (lo dice el terminal), dark o light (por defecto auto).",
        "Whether --wallpaper sets the lock screen's picture too: on or off (default off).":
            "Si --wallpaper pone también la imagen de la pantalla de bloqueo: on u off (por defecto off).",
        "With --wallpaper or --compose: write the title, date and credit along the bottom of the picture (also the caption setting).":
            "Con --wallpaper o --compose: escribe el título, la fecha y el crédito en el borde inferior de la imagen (también el ajuste caption).",
        "Save into DIR the wallpaper --wallpaper would set (composed at the screen's size, with --caption), setting nothing.":
            "Guarda en DIR el fondo de pantalla que pondría --wallpaper (compuesto al tamaño de la pantalla, con --caption), sin ponerlo.",
        "Whether --wallpaper writes the title, date and credit along the picture's bottom edge: on or off (default off).":
            "Si --wallpaper escribe el título, la fecha y el crédito en el borde inferior de la imagen: on u off (por defecto off).",
        "Whether the network costs by the byte, so a wallpaper is fetched at the screen's size: auto (NetworkManager says), on or off (default auto).":
            "Si la red se paga por uso, para descargar el fondo al tamaño de la pantalla: auto (lo dice NetworkManager), on u off (por defecto auto).",
        "With --wallpaper: today's picture, or one of your favorites, a different one each day (also the wallpaper-from setting).":
            "Con --wallpaper: la imagen de hoy, o uno de sus favoritos, uno distinto cada día (también el ajuste wallpaper-from).",
        "Where --wallpaper takes its picture from when no day is given: today or favorites (a different one each day; default today).":
            "De dónde toma --wallpaper su imagen cuando no se da un día: today o favorites (uno distinto cada día; por defecto today).",
        "The screen a wallpaper is composed for, as WIDTHxHEIGHT (default: the largest screen the desktop reports).":
            "La pantalla para la que se compone el fondo, como ANCHOxALTO (por defecto: la pantalla más grande que indica el escritorio).",

        "Start from today's picture rather than where the browser was left.":
            "Empieza en la imagen de hoy y no donde se dejó el navegador.",
    ]
}
