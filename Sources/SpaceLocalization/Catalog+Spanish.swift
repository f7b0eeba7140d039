/// Spanish, as written in Spain and Latin America alike (usted, neutral vocabulary).
extension Catalog {
    static let spanish: [String: String] = [
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
        "language must be en, es or pt-BR; got '{value}'.":
            "language debe ser en, es o pt-BR; se recibió '{value}'.",
        "Try again, or allow more time with --timeout SECONDS.":
            "Inténtelo de nuevo, o dé más tiempo con --timeout SECONDS.",
        "Try again later, or allow more time with --timeout SECONDS.":
            "Inténtelo más tarde, o dé más tiempo con --timeout SECONDS.",
        "Try again later; run with --verbose to see the details.":
            "Inténtelo más tarde; ejecute con --verbose para ver los detalles.",
        "Try again later; run with --verbose to see the request.":
            "Inténtelo más tarde; ejecute con --verbose para ver la petición.",
        "Check the service's address (SPACE_*_URL); run with --verbose to see the hops.":
            "Revise la dirección del servicio (SPACE_*_URL); ejecute con --verbose para ver los saltos.",
        "Check {variable}; the service is {address}.":
            "Revise {variable}; el servicio está en {address}.",
        "Run it without --offline.":
            "Ejecútelo sin --offline.",
        "Run the command once without --offline to fill the cache.":
            "Ejecute el comando una vez sin --offline para llenar la caché.",
        "Run space apod once while connected; the picture is then kept for offline use.":
            "Ejecute space apod una vez con conexión; la imagen queda guardada para usarla sin red.",
        "List them with: space favorites":
            "Véalos con: space favorites",
        "Find IDs with: space search WORDS":
            "Busque los IDs con: space search WORDS",
        "Find ids with: space astronauts --search NAME":
            "Busque los ids con: space astronauts --search NAME",
        "Day":
            "Día",
        "Album":
            "Álbum",
        "Favorites":
            "Favoritos",
        "Search":
            "Búsqueda",
        "Astronauts":
            "Astronautas",
        "{screen} screen:":
            "Pantalla {screen}:",
        "Everywhere:":
            "En todas partes:",
        "Keys of the {screen} screen":
            "Teclas de la pantalla {screen}",
        "the previous / next day (never past the latest)":
            "el día anterior / siguiente (nunca más allá del último)",
        "the latest picture":
            "la imagen más reciente",
        "a random day":
            "un día al azar",
        "go to a date (YYYY-MM-DD, today, yesterday)":
            "ir a una fecha (YYYY-MM-DD, today, yesterday)",
        "favorite on/off (★)":
            "favorito sí/no (★)",
        "open the picture, or the video's page":
            "abrir la imagen, o la página del vídeo",
        "download the picture (the path shows below)":
            "descargar la imagen (la ruta aparece abajo)",
        "scroll the explanation":
            "desplazar la explicación",
        "back to the album or favorites the day was opened from":
            "volver al álbum o a los favoritos desde donde se abrió el día",
        "all / images / videos":
            "todo / imágenes / vídeos",
        "the window back / forward by its length":
            "la ventana atrás / adelante según su longitud",
        "a longer / shorter window (7 to 200 days)":
            "una ventana más larga / más corta (de 7 a 200 días)",
        "remove the selected favorite (asks y/n)":
            "quitar el favorito seleccionado (pregunta y/n)",
        "move the selection":
            "mover la selección",
        "open the selected day":
            "abrir el día seleccionado",
        "type words to search the image library":
            "escribir palabras para buscar en la biblioteca de imágenes",
        "move; past the last result loads the next page":
            "mover; pasado el último resultado se carga la página siguiente",
        "the result with its picture, description and files":
            "el resultado con su imagen, descripción y archivos",
        "A to Z / Z to A":
            "de la A a la Z / de la Z a la A",
        "filter by name, nationality or agency":
            "filtrar por nombre, nacionalidad o agencia",
        "move; past the last loads the next page":
            "mover; pasado el último se carga la página siguiente",
        "the astronaut in full, with the portrait":
            "el astronauta completo, con su retrato",
        "reload from the service":
            "recargar desde el servicio",
        "switch screens":
            "cambiar de pantalla",
        "move by a page, to the first, to the last":
            "mover una página, al primero, al último",
        "the wheel scrolls; a click picks a tab or a tile (--no-mouse: off)":
            "la rueda desplaza; un clic elige una pestaña o una miniatura (--no-mouse: desactivado)",
        "this help":
            "esta ayuda",
        "close what is open (help, a question); back to the list":
            "cerrar lo abierto (ayuda, una pregunta); volver a la lista",
        "quit":
            "salir",
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
        "Without arguments, shows the latest published picture. Dates are YYYY-MM-DD, today or yesterday (US Eastern time, where APOD is published), from 1995-06-16 on. When the network is gone, the last picture seen is shown instead.":
            "Sin argumentos, muestra la última imagen publicada. Las fechas son YYYY-MM-DD, today o yesterday (hora del este de EE. UU., donde se publica APOD), desde el 1995-06-16. Si no hay red, se muestra la última imagen vista.",
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
        "With --download, replace a file that already exists.":
            "Con --download, reemplaza un archivo que ya existe.",
        "Save the picture and make it the desktop background.":
            "Guarda la imagen y la pone como fondo de escritorio.",
        "Bring the local APOD archive up to date, for offline search.":
            "Pone al día el archivo local de APOD, para buscar sin red.",
        "The first sync fetches every day since 1995-06-16 (about 460 requests; a few minutes); later ones fetch only the days published since and the days due for a re-check (after 30 days). Interrupted, it resumes where it stopped. Then space apod search works offline.":
            "La primera sincronización descarga todos los días desde el 1995-06-16 (unas 460 peticiones; unos minutos); las siguientes, solo los días publicados desde entonces y los que toca revisar (a los 30 días). Si se interrumpe, continúa donde se quedó. Después, space apod search funciona sin red.",
        "Search the APOD archive offline: ranked results with a line of context.":
            "Busca en el archivo de APOD sin red: resultados ordenados por relevancia con una línea de contexto.",
        "Words are all required; \"exact phrase\" in quotes; -word leaves out; OR between words takes either; word* is a prefix. Case, accents and plurals do not matter (Sérsic = sersic, mountains = mountain); catalogue names are one word (M31, NGC1499, SN1987A; NGC 1499 with a space too). A word in a title counts well above the same word in an explanation. Searches what space apod sync brought (run it once); before that, what is cached.":
            "Todas las palabras son obligatorias; \"frase exacta\" entre comillas; -palabra excluye; OR entre palabras acepta cualquiera; palabra* es un prefijo. Mayúsculas, acentos y plurales dan igual (Sérsic = sersic, mountains = mountain); los nombres de catálogo son una sola palabra (M31, NGC1499, SN1987A; también NGC 1499 con espacio). Una palabra del título cuenta mucho más que la misma palabra en una explicación. Busca en lo que trajo space apod sync (ejecútelo una vez); antes, en lo que hay en caché.",
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
        "Browse the pictures of the day full-screen: day by day, an album, your favorites.":
            "Recorre las imágenes del día a pantalla completa: día a día, un álbum, sus favoritos.",
        "Opens on the latest picture, drawn beside its text as --show draws it. Everything already seen works offline from the cache. The terminal is given back as it was on q, Ctrl-C, a signal or a failure; Ctrl-Z stops it and fg takes the screen back.":
            "Se abre en la imagen más reciente, dibujada junto a su texto como la dibuja --show. Todo lo ya visto funciona sin red desde la caché. La terminal se devuelve tal como estaba al pulsar q o Ctrl-C, ante una señal o un fallo; Ctrl-Z lo detiene y fg recupera la pantalla.",
        "Do not take the mouse (the terminal keeps its own selection).":
            "No captura el ratón (la terminal conserva su propia selección).",
        "List, add, remove and show favorite pictures of the day.":
            "Lista, añade, quita y muestra imágenes del día favoritas.",
        "Favorites are stored whole in the data folder ($XDG_DATA_HOME/space/favorites.json), so they can be shown without a network.":
            "Los favoritos se guardan completos en la carpeta de datos ($XDG_DATA_HOME/space/favorites.json), así que se pueden mostrar sin red.",
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
        "Read and change settings: token, timeout, colour, cache size, renderer, language.":
            "Lee y cambia los ajustes: token, tiempo de espera, color, tamaño de la caché, renderizador, idioma.",
        "Settings live in $XDG_CONFIG_HOME/space/config.json, readable only by you. Environment variables override the file ({variables}), and flags override both. Keys: {keys}. NASA APOD and the image library need no key; a nasa-api-key still stored is ignored.":
            "Los ajustes están en $XDG_CONFIG_HOME/space/config.json, que solo usted puede leer. Las variables de entorno prevalecen sobre el archivo ({variables}), y las opciones sobre ambos. Claves: {keys}. NASA APOD y la biblioteca de imágenes no necesitan clave; una nasa-api-key que siga guardada se ignora.",
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
        "Show help for a command, or the global options ('space help globals').":
            "Muestra la ayuda de un comando, o las opciones globales ('space help globals').",
        "Print the manual page (roff), as in: space help --man | man -l -":
            "Muestra la página de manual (roff), como en: space help --man | man -l -",
        "Print a shell completion script.":
            "Muestra un script de autocompletado para la shell.",
        "Prints a completion script for bash, zsh or fish to standard output, generated from the same table that parses the command line.":
            "Escribe en la salida estándar un script de autocompletado para bash, zsh o fish, generado a partir de la misma tabla que analiza la línea de órdenes.",
        "The language of messages and help: en, es or pt-BR (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG).":
            "El idioma de los mensajes y la ayuda: en, es o pt-BR (por defecto, según LANGUAGE, LC_ALL, LC_MESSAGES o LANG).",
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
        "The language of messages and help: en, es or pt-BR (also the language setting); else LANGUAGE, LC_ALL, LC_MESSAGES and LANG choose, and C or POSIX means English.":
            "El idioma de los mensajes y la ayuda: en, es o pt-BR (también el ajuste language); si no, eligen LANGUAGE, LC_ALL, LC_MESSAGES y LANG, y C o POSIX significa inglés.",
        "curl (the default on Linux: libcurl, which sleeps while it waits) or urlsession.":
            "curl (por defecto en Linux: libcurl, que duerme mientras espera) o urlsession.",
        "The libcurl to load (default libcurl.so.4); one that cannot be loaded means urlsession.":
            "La libcurl que se carga (por defecto libcurl.so.4); si no se puede cargar, se usa urlsession.",
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
        "{count, plural, one {# picture was printed} other {# pictures were printed}}; not loaded: {days}.":
            "{count, plural, one {Se mostró # imagen} other {Se mostraron # imágenes}}; sin cargar: {days}.",
        "Every other picture was printed; try again later with: {command}":
            "Las demás imágenes se mostraron; inténtelo más tarde con: {command}",
        "{days} and {count} more":
            "{days} y {count} más",
        "Could not load {count, plural, one {# day} other {# days}}: {days}.":
            "No se {count, plural, one {pudo cargar # día} other {pudieron cargar # días}}: {days}.",
        "NASA APOD is failing; try again later with: {command}":
            "NASA APOD está fallando; inténtelo más tarde con: {command}",
        "Try again in a few minutes, or see the previous day: {command}":
            "Inténtelo dentro de unos minutos, o vea el día anterior: {command}",
        "Try the previous day: {command}":
            "Pruebe el día anterior: {command}",
        "{count, plural, one {# day was synced} other {# days were synced}}; not loaded: {days}.":
            "{count, plural, one {Se sincronizó # día} other {Se sincronizaron # días}}; sin cargar: {days}.",
        "Every other day was synced; try again later with: {command}":
            "Los demás días se sincronizaron; inténtelo más tarde con: {command}",
        "{days} days, {added} new, {changed} changed, {failed} failed.":
            "{days} días, {added} nuevos, {changed} cambiados, {failed} fallidos.",
        "{days} days, {added} new, {failed} failed.":
            "{days} días, {added} nuevos, {failed} fallidos.",
        "No results for those filters.":
            "No hay resultados con esos filtros.",
        "Loading {done} of {total} results…":
            "Cargando {done} de {total} resultados…",
        "Loading {done} of {total} astronauts…":
            "Cargando {done} de {total} astronautas…",
        "{shown} of {total} days; --limit N for more.":
            "{shown} de {total} días; --limit N para ver más.",
        "Downloading {done} of {total} pictures…":
            "Descargando {done} de {total} imágenes…",
        "Added {date}: {title}":
            "Añadido el {date}: {title}",
        "Already a favorite: {date}: {title}":
            "Ya era favorito: {date}: {title}",
        "There is no cache named '{name}'; use apod, images or astronauts.":
            "No existe una caché llamada '{name}'; use apod, images o astronauts.",
        "nasa-api-key in the config file":
            "nasa-api-key en el archivo de configuración",
        "{setting} is set but no longer used: NASA APOD and the image library need no key.":
            "{setting} está definido pero ya no se usa: NASA APOD y la biblioteca de imágenes no necesitan clave.",
        "{service} says {count, plural, one {# call is} other {# calls are}} left this hour.":
            "{service} dice que {count, plural, one {queda # llamada} other {quedan # llamadas}} esta hora.",
        "No program to open links was found ({programs}); the link is {link}":
            "No se encontró ningún programa para abrir enlaces ({programs}); el enlace es {link}",
        "open {link}":
            "abrir {link}",
        "set the wallpaper":
            "poner el fondo de escritorio",
        "set the dark wallpaper":
            "poner el fondo de escritorio oscuro",
        "No supported desktop was found to set the wallpaper (GNOME, KDE Plasma, feh or macOS); the picture is at {path}":
            "No se encontró ningún escritorio compatible para poner el fondo (GNOME, KDE Plasma, feh o macOS); la imagen está en {path}",
        "draw the picture":
            "dibujar la imagen",
        "Could not run {program}: {reason}":
            "No se pudo ejecutar {program}: {reason}",
        "{program} could not {what} (exit {code}){reason}.":
            "{program} no pudo {what} (salida {code}){reason}.",
        "{path} belongs to another user; make it yours, readable only by you (chown and chmod 600).":
            "{path} pertenece a otro usuario; hágalo suyo y legible solo por usted (chown y chmod 600).",
        "{path} can be read by others; make it private with: {command}":
            "Otros pueden leer {path}; hágalo privado con: {command}",
        "{key} in {path} is not valid and is not used: {reason}":
            "{key} en {path} no es válido y no se usa: {reason}",
        "The {format} file is cut short.":
            "El archivo {format} está cortado.",
        "The {format} file is damaged ({reason}).":
            "El archivo {format} está dañado ({reason}).",
        "The {format} file uses {feature}, which space cannot draw.":
            "El archivo {format} usa {feature}, que space no sabe dibujar.",
        "The {format} picture is {width}×{height} pixels, more than the {megapixels} megapixels space will decode.":
            "La imagen {format} mide {width}×{height} píxeles, más de los {megapixels} megapíxeles que space decodifica.",
        "The file is not a PNG, JPEG or GIF picture.":
            "El archivo no es una imagen PNG, JPEG ni GIF.",
        "{first} to {last}":
            "{first} a {last}",
        "default":
            "por defecto",
        "config file":
            "archivo de configuración",
        "environment ({variable})":
            "entorno ({variable})",
        "Syncing: {done} of {total} days…":
            "Sincronizando: {done} de {total} días…",
        "Fetching {done} of {total} pictures…":
            "Descargando {done} de {total} imágenes…",
        "Unknown shell '{shell}'; choose bash, zsh or fish.":
            "Shell desconocida: '{shell}'; elija bash, zsh o fish.",
        "--open and --wallpaper apply to one picture, not to a range (--download saves them all; --show draws them).":
            "--open y --wallpaper se aplican a una sola imagen, no a un intervalo (--download las guarda todas; --show las dibuja).",
        "--open and --wallpaper apply to one picture, not to random picks (--download saves them all; --show draws them).":
            "--open y --wallpaper se aplican a una sola imagen, no a selecciones al azar (--download las guarda todas; --show las dibuja).",
        "--force only goes with --download.":
            "--force solo va con --download.",
        "--show and --download do not go together for several pictures; run one, then the other.":
            "--show y --download no van juntos con varias imágenes; ejecute uno y luego el otro.",
        "The picture of {date} is a video; try --prev.":
            "La imagen del {date} es un vídeo; pruebe --prev.",
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
        "{setting} must be one of {choices}; got '{value}'.":
            "{setting} debe ser uno de {choices}; se recibió '{value}'.",
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
        "color must be auto, always or never; got '{value}'.":
            "color debe ser auto, always o never; se recibió '{value}'.",
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
        "The NASA Image Library":
            "La biblioteca de imágenes de la NASA",
        "the NASA Image Library":
            "la biblioteca de imágenes de la NASA",
        "NASA APOD":
            "NASA APOD",
        "Launch Library 2":
            "Launch Library 2",
        "a few seconds":
            "unos segundos",
        "about {count} seconds":
            "unos {count} segundos",
        "about {count, plural, one {# minute} other {# minutes}}":
            "{count, plural, one {aproximadamente # minuto} other {unos # minutos}}",
        "about {count, plural, one {# hour} other {# hours}}":
            "{count, plural, one {aproximadamente # hora} other {unas # horas}}",
        "{service}'s rate limit is reached; try again in {wait}.":
            "Se alcanzó el límite de uso de {service}; inténtelo de nuevo dentro de {wait}.",
        "{service}'s rate limit is reached; try again later.":
            "Se alcanzó el límite de uso de {service}; inténtelo más tarde.",
        "{service} refused the request: {said}":
            "{service} rechazó la petición: {said}",
        "{service} refused the request (HTTP {status}).":
            "{service} rechazó la petición (HTTP {status}).",
        "{service} is unavailable right now (HTTP {status}).":
            "{service} no está disponible en este momento (HTTP {status}).",
        "Try again in a few minutes.":
            "Inténtelo de nuevo dentro de unos minutos.",
        "{service} said: {said}":
            "{service} dijo: {said}",
        "{service} answered HTTP {status}: {excerpt}.":
            "{service} respondió HTTP {status}: {excerpt}.",
        "{service} answered HTTP {status}.":
            "{service} respondió HTTP {status}.",
        "{service} sent an empty answer.":
            "{service} envió una respuesta vacía.",
        "{service} sent a web page instead of data.":
            "{service} envió una página web en lugar de datos.",
        "{service} sent an answer that could not be read.":
            "{service} envió una respuesta que no se pudo leer.",
        "{service} did not answer within {seconds} second.":
            "{service} no respondió en {seconds} segundo.",
        "{service} did not answer within {seconds} seconds.":
            "{service} no respondió en {seconds} segundos.",
        "Could not reach {service}; check your internet connection.":
            "No se pudo contactar con {service}; revise su conexión a internet.",
        "The connection to {service} closed before the answer was complete.":
            "La conexión con {service} se cerró antes de completar la respuesta.",
        "Try again in a moment.":
            "Inténtelo de nuevo en un momento.",
        "The request to {service} failed: {reason}":
            "La petición a {service} falló: {reason}",
        "This needs {service}, and --offline keeps space off the network.":
            "Esto necesita {service}, y --offline mantiene a space fuera de la red.",
        "{service} sent more than {megabytes} MB, far more than any real answer; space stopped reading it.":
            "{service} envió más de {megabytes} MB, mucho más que cualquier respuesta real; space dejó de leerla.",
        "{service} sent less than 1 KB a second for {seconds} seconds; space gave up.":
            "{service} envió menos de 1 KB por segundo durante {seconds} segundos; space se rindió.",
        "{service} answered with {reason}, which space does not follow.":
            "{service} respondió con {reason}, que space no sigue.",
        "Nothing is cached for {what}, and --offline keeps space off the network.":
            "No hay nada en caché para {what}, y --offline mantiene a space fuera de la red.",
        "There is no picture for {what}.":
            "No hay ninguna imagen para {what}.",
        "a link with a user name or password, refused":
            "un enlace con usuario o contraseña, rechazado",
        "larger than {megabytes} MB":
            "más de {megabytes} MB",
        "a web page, not a picture":
            "una página web, no una imagen",
        "not a picture":
            "no es una imagen",
        "{what} is larger than {megabytes} MB; space stopped reading it.":
            "{what} ocupa más de {megabytes} MB; space dejó de leerla.",
        "The link of {what} did not give a picture":
            "El enlace de {what} no dio ninguna imagen",
        "None of the {count} links of {what} gave a picture":
            "Ninguno de los {count} enlaces de {what} dio una imagen",
        "Check your internet connection, and try again.":
            "Revise su conexión a internet e inténtelo de nuevo.",
        "no answer within {seconds} s":
            "sin respuesta en {seconds} s",
        "could not connect":
            "no se pudo conectar",
        "not tried with --offline":
            "no se intentó con --offline",
        "slower than 1 KB/s for {seconds} s":
            "más lento que 1 KB/s durante {seconds} s",
        "the connection failed":
            "la conexión falló",
        "Try again later.":
            "Inténtelo más tarde.",
        "Check SPACE_LL2_TOKEN, or unset it to use the free tier.":
            "Revise SPACE_LL2_TOKEN, o quítelo para usar el nivel gratuito.",
        "Without a token Launch Library 2 allows 15 requests an hour; set SPACE_LL2_TOKEN to use yours.":
            "Sin token, Launch Library 2 permite 15 peticiones por hora; defina SPACE_LL2_TOKEN para usar el suyo.",
        "NASA APOD answered with a different day than the one asked for.":
            "NASA APOD respondió con un día distinto del pedido.",
        "NASA APOD answered with an empty list instead of its latest picture.":
            "NASA APOD respondió con una lista vacía en lugar de su imagen más reciente.",
        "NASA APOD answered with the retired service's placeholder instead of the picture of {date}.":
            "NASA APOD respondió con el marcador del servicio retirado en lugar de la imagen del {date}.",
        "random pictures of type {media}":
            "imágenes al azar de tipo {media}",
        "random pictures":
            "imágenes al azar",
        "the pictures from {start} to {end}":
            "las imágenes del {start} al {end}",
        "the picture of {date}":
            "la imagen del {date}",
        "We are not connected to the internet, showing you the last image we have.":
            "No hay conexión a internet; le mostramos la última imagen que tenemos.",
        "no picture has been saved yet":
            "todavía no se ha guardado ninguna imagen",
        "{failure}, and {missing}.":
            "{failure}, y {missing}.",
        "We are not connected to the internet, and {missing}.":
            "No hay conexión a internet, y {missing}.",
        "The picture for {date} is not published yet; showing {previous}.":
            "La imagen del {date} aún no está publicada; se muestra la del {previous}.",
        "the picture of {date} was never saved":
            "la imagen del {date} nunca se guardó",
        "Try again when connected.":
            "Inténtelo de nuevo cuando tenga conexión.",
        "The favorites file {path} cannot be read: {reason}.":
            "No se puede leer el archivo de favoritos {path}: {reason}.",
        "The favorites file {path} cannot be read, and it could not be moved aside.":
            "No se puede leer el archivo de favoritos {path}, y no se pudo apartar.",
        "Move or repair it yourself; space will not overwrite it.":
            "Muévalo o repárelo usted; space no lo sobrescribirá.",
        "The favorites file could not be read; it was moved to {path}.":
            "No se pudo leer el archivo de favoritos; se movió a {path}.",
        "Repair it and move it back, or start afresh; nothing was overwritten.":
            "Repárelo y devuélvalo a su sitio, o empiece de cero; no se sobrescribió nada.",
        "{path} was {what}; space replaced it with its own file and wrote nothing through it.":
            "{path} era {what}; space lo sustituyó por su propio archivo y no escribió nada a través de él.",
        "No item with NASA ID {id}.":
            "No hay ningún elemento con el NASA ID {id}.",
        "this search (page {page})":
            "esta búsqueda (página {page})",
        "the files of {id}":
            "los archivos de {id}",
        "the description of {id}":
            "la descripción de {id}",
        "No astronaut with id {id}.":
            "No hay ningún astronauta con el id {id}.",
        "this list of astronauts":
            "esta lista de astronautas",
        "astronaut {id}":
            "el astronauta {id}",
        "the picture of {id}":
            "la imagen de {id}",
        "the portrait of {name}":
            "el retrato de {name}",
        "a thumbnail":
            "una miniatura",
        "a folder":
            "una carpeta",
        "a FIFO":
            "una FIFO",
        "a device":
            "un dispositivo",
        "a socket":
            "un socket",
        "a link":
            "un enlace",
        "not a plain file":
            "no un archivo normal",
        "{path} is {kind}, not a file space can write, so it was left as it is.":
            "{path} es {kind}, no un archivo en el que space pueda escribir, así que se dejó como estaba.",
        "Move it away, and space will make the file.":
            "Muévalo a otro sitio y space creará el archivo.",
        "{path} is a link to {target} that does not exist, so it was left as it is.":
            "{path} es un enlace a {target}, que no existe, así que se dejó como estaba.",
        "a file":
            "un archivo",
        "Point the link at a file, or remove it.":
            "Haga que el enlace apunte a un archivo, o bórrelo.",
        "{path} is a link to {target}, which is {kind}, so it was left as it is.":
            "{path} es un enlace a {target}, que es {kind}, así que se dejó como estaba.",
        "Check that its parent exists and is writable.":
            "Compruebe que la carpeta que la contiene existe y admite escritura.",
        "Could not lock {path}: {reason}.":
            "No se pudo bloquear {path}: {reason}.",
        "Could not write {path}: {reason}.":
            "No se pudo escribir {path}: {reason}.",
        "Check the folder's permissions and free space.":
            "Revise los permisos de la carpeta y el espacio libre.",
        "The archive was last synced through {date}; space apod sync adds the days since.":
            "El archivo se sincronizó por última vez hasta el {date}; space apod sync añade los días desde entonces.",
        "Searched {count, plural, one {# cached day} other {# cached days}} of the {archive} since {first}; run space apod sync for the whole archive.":
            "Se buscó en {count, plural, one {# día en caché} other {# días en caché}} de los {archive} desde el {first}; ejecute space apod sync para tener todo el archivo.",
        "No day of the archive matches this search: {query}":
            "Ningún día del archivo coincide con esta búsqueda: {query}",
        "Removed {count, plural, one {# entry} other {# entries}} ({size}) from the {service} cache.":
            "Se {count, plural, one {borró # entrada} other {borraron # entradas}} ({size}) de la caché de {service}.",
        "Removed {count, plural, one {# entry} other {# entries}} ({size}) from the cache.":
            "Se {count, plural, one {borró # entrada} other {borraron # entradas}} ({size}) de la caché.",
        "Drawing {count} pictures…":
            "Eligiendo {count} imágenes…",
        "Only {found} of {count} random {media} pictures were found after {draws} draws.":
            "Solo se encontraron {found} de {count} imágenes al azar de tipo {media} tras {draws} intentos.",
        "Only {found} of {count} random pictures were found after {draws} draws.":
            "Solo se encontraron {found} de {count} imágenes al azar tras {draws} intentos.",
        "The picture could not be saved for --prev, --next and offline use: {reason}":
            "No se pudo guardar la imagen para --prev, --next y el uso sin red: {reason}",
        "Today's picture is not published yet; showing the {count} days ending {end}.":
            "La imagen de hoy aún no está publicada; se muestran los {count} días hasta el {end}.",
        "Loading {total} days…":
            "Cargando {total} días…",
        "Loading {done} of {total} days…":
            "Cargando {done} de {total} días…",
        "its page is for {date}":
            "su página es la del {date}",
        "another post is that day's own":
            "otra publicación es la de ese día",
        "Left out a second post filed under {date}: {why} ({page}).":
            "Se omitió una segunda publicación archivada en el {date}: {why} ({page}).",
        "{count} of {total} days are not in the cache and were left out (--offline).":
            "{count} de {total} días no están en la caché y se omitieron (--offline).",
        "Loading {total} years…":
            "Cargando {total} años…",
        "Loading {done} of {total} years…":
            "Cargando {done} de {total} años…",
        "{count} of {total} years are not in the cache and were left out (--offline).":
            "{count} de {total} años no están en la caché y se omitieron (--offline).",
        "Asking NASA…":
            "Consultando a la NASA…",
        "No pictures of type {media} in that selection.":
            "No hay imágenes de tipo {media} en esa selección.",
        "No pictures in that selection.":
            "No hay imágenes en esa selección.",
        "it was made by another version of space":
            "lo hizo otra versión de space",
        "it was damaged ({reason})":
            "estaba dañado ({reason})",
        "it was not an index":
            "no era un índice",
        "The search index was rebuilt from the cache: {why}.":
            "El índice de búsqueda se reconstruyó desde la caché: {why}.",
        "The search index could not be saved, so it was built for this search alone: {reason}":
            "No se pudo guardar el índice de búsqueda, así que se construyó solo para esta búsqueda: {reason}",
        "Downloading {total} pictures…":
            "Descargando {total} imágenes…",
        "{count, plural, one {# picture was already there and left as it is} other {# pictures were already there and left as they are}} (--force replaces them).":
            "{count, plural, one {# imagen ya estaba y se dejó como estaba} other {# imágenes ya estaban y se dejaron como estaban}} (--force las reemplaza).",
        "{count, plural, one {# day has} other {# days have}} no picture to save, only a page.":
            "{count, plural, one {# día no tiene} other {# días no tienen}} imagen que guardar, solo una página.",
        "Could not save {count} of {total} pictures ({days}).":
            "No se pudieron guardar {count} de {total} imágenes ({days}).",
        "Every other picture was saved; try again later.":
            "Las demás imágenes se guardaron; inténtelo más tarde.",
        "Loading astronauts…":
            "Cargando astronautas…",
        "No astronauts match.":
            "Ningún astronauta coincide.",
        "Loading astronaut {id}…":
            "Cargando el astronauta {id}…",
        "{count} astronauts match \"{words}\"; show one with: {command}":
            "{count} astronautas coinciden con \"{words}\"; muestre uno con: {command}",
        "The favorite of {date} was saved from the retired service's placeholder and will be fetched again when NASA APOD answers.":
            "El favorito del {date} se guardó a partir del marcador del servicio retirado y se volverá a pedir cuando NASA APOD responda.",
        "{count} favorites were saved from the retired service's placeholder and will be fetched again when NASA APOD answers: {dates}.":
            "{count} favoritos se guardaron a partir del marcador del servicio retirado y se volverán a pedir cuando NASA APOD responda: {dates}.",
        "No favorites yet. Add one with: space favorites add 2021-03-10":
            "Aún no hay favoritos. Añada uno con: space favorites add 2021-03-10",
        "Fetching {date}…":
            "Descargando {date}…",
        "Removed {date}.":
            "Se quitó el {date}.",
        "Searching…":
            "Buscando…",
        "Checking the services…":
            "Comprobando los servicios…",
        "Loading {id}…":
            "Cargando {id}…",
        "Syncing {total} days…":
            "Sincronizando {total} días…",
        "{key} is no longer used: NASA APOD and the image library need no key. Nothing was stored.":
            "{key} ya no se usa: NASA APOD y la biblioteca de imágenes no necesitan clave. No se guardó nada.",
        "Set {key} to {value} in {path}.":
            "Se estableció {key} en {value} en {path}.",
        "{variable} is set in the environment and overrides this setting.":
            "{variable} está definida en el entorno y prevalece sobre este ajuste.",
        "Removed {key} from {path}.":
            "Se quitó {key} de {path}.",
        "{key} was not set.":
            "{key} no estaba definido.",
        "Showing data cached {age}: {reason}":
            "Se muestran datos guardados {age}: {reason}",
        "The cache could not be written, so this answer was not kept.":
            "No se pudo escribir la caché, así que esta respuesta no se guardó.",
        "Opened {what}: {link}":
            "Se abrió {what}: {link}",
        "{path} was already there, the same picture; it was left as it is.":
            "{path} ya estaba, con la misma imagen; se dejó como estaba.",
        "The wallpaper is set ({desktop}).":
            "El fondo de escritorio está puesto ({desktop}).",
        "The picture is not drawn because TERM=dumb.":
            "La imagen no se dibuja porque TERM=dumb.",
        "The picture is not drawn because the output is not a terminal.":
            "La imagen no se dibuja porque la salida no es una terminal.",
        "There is no picture to draw for {what}; its link is {link}":
            "No hay ninguna imagen que dibujar para {what}; su enlace es {link}",
        "Fetching {what}…":
            "Descargando {what}…",
        "The pictures are not drawn because the output is not a terminal.":
            "Las imágenes no se dibujan porque la salida no es una terminal.",
        "The pictures are not drawn because TERM=dumb.":
            "Las imágenes no se dibujan porque TERM=dumb.",
        "Fetching {total} pictures…":
            "Descargando {total} imágenes…",
        "{count, plural, one {# picture could not be drawn; its place is left blank.} other {# pictures could not be drawn; their places are left blank.}}":
            "{count, plural, one {# imagen no se pudo dibujar; su sitio queda en blanco.} other {# imágenes no se pudieron dibujar; sus sitios quedan en blanco.}}",
        "{link} is a video file, not a picture to draw.":
            "{link} es un archivo de vídeo, no una imagen que dibujar.",
        "space draws JPEG, PNG and GIF pictures; this one is {format}, at {link}":
            "space dibuja imágenes JPEG, PNG y GIF; esta es {format}, en {link}",
        "Cannot draw {what}: {reason}":
            "No se puede dibujar {what}: {reason}",
        "The file is at {link}":
            "El archivo está en {link}",
        "AGENCY":
            "AGENCIA",
        "APOD page":
            "Página APOD",
        "Agency":
            "Agencia",
        "Alt text":
            "Texto alt.",
        "Born":
            "Nacimiento",
        "CENTER":
            "CENTRO",
        "CREDIT":
            "CRÉDITO",
        "Center":
            "Centro",
        "DATE":
            "FECHA",
        "DESCRIPTION":
            "DESCRIPCIÓN",
        "Date":
            "Fecha",
        "Died":
            "Fallecimiento",
        "ENTRIES":
            "ENTRADAS",
        "EVA time":
            "Tiempo de EVA",
        "FROM":
            "ORIGEN",
        "Files":
            "Archivos",
        "First flight":
            "Primer vuelo",
        "Flights":
            "Vuelos",
        "HD image":
            "Imagen HD",
        "ID":
            "ID",
        "Image":
            "Imagen",
        "In space":
            "En el espacio",
        "KEY":
            "CLAVE",
        "Keywords":
            "Palabras clave",
        "Landings":
            "Aterrizajes",
        "Language":
            "Idioma",
        "Last flight":
            "Último vuelo",
        "Link":
            "Enlace",
        "NAME":
            "NOMBRE",
        "NASA ID":
            "NASA ID",
        "NATIONALITY":
            "NACIONALIDAD",
        "Nationality":
            "Nacionalidad",
        "Network":
            "Red",
        "Note":
            "Nota",
        "Photographer":
            "Fotógrafo",
        "Proxies":
            "Proxies",
        "SERVICE":
            "SERVICIO",
        "SIZE":
            "TAMAÑO",
        "STATUS":
            "ESTADO",
        "Spacewalks":
            "Paseos espaciales",
        "Status":
            "Estado",
        "THUMBNAIL":
            "MINIATURA",
        "TITLE":
            "TÍTULO",
        "TYPE":
            "TIPO",
        "Terminal":
            "Terminal",
        "Thumbnail":
            "Miniatura",
        "Time in space":
            "Tiempo en el espacio",
        "Type":
            "Tipo",
        "VALUE":
            "VALOR",
        "Video":
            "Vídeo",
        "Wiki":
            "Wiki",
        "(untitled)":
            "(sin título)",
        "Credit: {credit}":
            "Crédito: {credit}",
        "This picture is only on its APOD page.":
            "Esta imagen solo está en su página de APOD.",
        "{count, plural, one {# picture} other {# pictures}}":
            "{count, plural, one {# imagen} other {# imágenes}}",
        "media: {media}":
            "tipo: {media}",
        "yes":
            "sí",
        "no":
            "no",
        "(age {age})":
            "({age} años)",
        "(aged {age})":
            "(a los {age} años)",
        "pictures":
            "imágenes",
        "unfinished writes":
            "escrituras sin terminar",
        "apod index (days)":
            "índice de apod (días)",
        "total":
            "total",
        "Cache:":
            "Caché:",
        "Bound: {size}, least recently used evicted first (space config set cache-size MB).":
            "Límite: {size}; primero se desaloja lo usado hace más tiempo (space config set cache-size MB).",
        "Config:":
            "Configuración:",
        "answers in {milliseconds} ms":
            "responde en {milliseconds} ms",
        "no answer: {problem}":
            "sin respuesta: {problem}",
        "no answer":
            "sin respuesta",
        "NASA Image Library":
            "Biblioteca de imágenes de la NASA",
        "URL":
            "URL",
        "Key":
            "Clave",
        "Token":
            "Token",
        "Rate limit":
            "Límite de uso",
        "Config":
            "Configuración",
        "Data":
            "Datos",
        "Cache":
            "Caché",
        "Output":
            "Salida",
        "Colour":
            "Color",
        "Pictures":
            "Imágenes",
        "Messages":
            "Mensajes",
        "Transport":
            "Transporte",
        "{count, plural, one {# favorite} other {# favorites}}":
            "{count, plural, one {# favorito} other {# favoritos}}",
        "favorites file unreadable":
            "archivo de favoritos ilegible",
        "{count, plural, one {# setting} other {# settings}}":
            "{count, plural, one {# ajuste} other {# ajustes}}",
        "unreadable":
            "ilegible",
        "{count, plural, one {# entry} other {# entries}}":
            "{count, plural, one {# entrada} other {# entradas}}",
        "a terminal, {columns} columns":
            "una terminal, {columns} columnas",
        "not a terminal (pipe or file)":
            "no es una terminal (tubería o archivo)",
        "on":
            "sí",
        "off":
            "no",
        "{renderer} (renderer {setting})":
            "{renderer} (renderizador {setting})",
        "not drawn: the output is not a terminal, or TERM=dumb":
            "no se dibujan: la salida no es una terminal, o TERM=dumb",
        "from {source}":
            "según {source}",
        "the default":
            "el predeterminado",
        "none":
            "ninguno",
        "{remaining} of {limit} calls left this hour":
            "quedan {remaining} de {limit} llamadas esta hora",
        "{remaining} calls left this hour":
            "quedan {remaining} llamadas esta hora",
        "none needed":
            "no hace falta",
        "none (free tier)":
            "ninguno (nivel gratuito)",
        "just now":
            "hace un momento",
        "{count, plural, one {# minute ago} other {# minutes ago}}":
            "{count, plural, one {hace # minuto} other {hace # minutos}}",
        "{count, plural, one {# hour ago} other {# hours ago}}":
            "{count, plural, one {hace # hora} other {hace # horas}}",
        "{count, plural, one {# day ago} other {# days ago}}":
            "{count, plural, one {hace # día} other {hace # días}}",
        "{service} did not answer.":
            "{service} no respondió.",
        "{service} is failing.":
            "{service} está fallando.",
        "{service}'s rate limit is used up.":
            "El límite de uso de {service} está agotado.",
        "{count, plural, one {# astronaut} other {# astronauts}}":
            "{count, plural, one {# astronauta} other {# astronautas}}",
        "Showing {first}–{last} of {total} · page {page} of {pages}":
            "Se muestran {first}–{last} de {total} · página {page} de {pages}",
        "Next: {command}":
            "Siguiente: {command}",
        "Showing {first}–{last} of {total}":
            "Se muestran {first}–{last} de {total}",
        "{count, plural, one {# result} other {# results}}":
            "{count, plural, one {# resultado} other {# resultados}}",
        "First {count} of {results}":
            "Los primeros {count} de {results}",
        "Page {page} of {pages} · {results}":
            "Página {page} de {pages} · {results}",
        "Details and files: {command}":
            "Detalles y archivos: {command}",
        "Search them, offline: space apod search WORDS":
            "Búsquelos sin red: space apod search WORDS",
        "{count, plural, one {# year} other {# years}}":
            "{count, plural, one {# año} other {# años}}",
        "{count, plural, one {# month} other {# months}}":
            "{count, plural, one {# mes} other {# meses}}",
        "{count, plural, one {# day} other {# days}}":
            "{count, plural, one {# día} other {# días}}",
        "kitty graphics":
            "gráficos de kitty",
        "iTerm2 inline images":
            "imágenes en línea de iTerm2",
        "Unicode half blocks in 24-bit colour":
            "medios bloques Unicode en color de 24 bits",
        "Unicode half blocks in 256 colours":
            "medios bloques Unicode en 256 colores",
        "Unicode half blocks in 16 colours":
            "medios bloques Unicode en 16 colores",
        "no picture":
            "sin imagen",
        "← or h: the day before · t: the latest · g: another date":
            "← o h: el día anterior · t: el más reciente · g: otra fecha",
        "No picture to draw for this day.":
            "No hay imagen que dibujar para este día.",
        "A video: press o to open it.":
            "Un vídeo: pulse o para abrirlo.",
        "Not a picture: press o to open it.":
            "No es una imagen: pulse o para abrirlo.",
        "Loading the picture…":
            "Cargando la imagen…",
        "↓ more (j)":
            "↓ más (j)",
        "Loading…":
            "Cargando…",
        "Loading more…":
            "Cargando más…",
        "↓ more":
            "↓ más",
        "in space now":
            "en el espacio ahora",
        "The picture could not be decoded.":
            "No se pudo decodificar la imagen.",
        "No favorites yet: press f on a day to keep it.":
            "Aún no hay favoritos: pulse f en un día para guardarlo.",
        "No picture for this result.":
            "No hay imagen para este resultado.",
        "Press / and type words to search the NASA Image and Video Library.":
            "Pulse / y escriba palabras para buscar en la biblioteca de imágenes y vídeos de la NASA.",
        "No portrait.":
            "Sin retrato.",
        "? keys  q quit":
            "? teclas  q salir",
        "Album {start} to {end}":
            "Álbum del {start} al {end}",
        "{position} of {total}":
            "{position} de {total}",
        "Loading the album…":
            "Cargando el álbum…",
        "No images in these days: press m for another kind, [ or ] for other days.":
            "No hay imágenes en estos días: pulse m para otro tipo, [ o ] para otros días.",
        "No videos in these days: press m for another kind, [ or ] for other days.":
            "No hay vídeos en estos días: pulse m para otro tipo, [ o ] para otros días.",
        "No others in these days: press m for another kind, [ or ] for other days.":
            "No hay otras publicaciones en estos días: pulse m para otro tipo, [ o ] para otros días.",
        "No pictures in these days: press m for another kind, [ or ] for other days.":
            "No hay imágenes en estos días: pulse m para otro tipo, [ o ] para otros días.",
        "Esc or ? closes this.":
            "Esc o ? cierra esto.",
        "Go to date (YYYY-MM-DD, today, yesterday):":
            "Ir a la fecha (YYYY-MM-DD, today, yesterday):",
        "Filter astronauts:":
            "Filtrar astronautas:",
        "Search the image library:":
            "Buscar en la biblioteca de imágenes:",
        "Remove {date} from your favorites? y/n":
            "¿Quitar el {date} de sus favoritos? y/n",
        "No results for \"{query}\".":
            "No hay resultados para \"{query}\".",
        "Names from A to Z.":
            "Nombres de la A a la Z.",
        "Names from Z to A.":
            "Nombres de la Z a la A.",
        "Asking Launch Library 2 again…":
            "Volviendo a consultar a Launch Library 2…",
        "'{words}' is not a date; type YYYY-MM-DD, today or yesterday.":
            "'{words}' no es una fecha; escriba YYYY-MM-DD, today o yesterday.",
        "{date} is not in the archive; choose a day from {first} to {last}.":
            "{date} no está en el archivo; elija un día del {first} al {last}.",
        "★ {date} is a favorite.":
            "★ {date} es favorito.",
        "{date} is no longer a favorite.":
            "{date} ya no es favorito.",
        "Kept {date}.":
            "Se conservó el {date}.",
        "This is the first picture ({date}).":
            "Esta es la primera imagen ({date}).",
        "This is the latest picture.":
            "Esta es la imagen más reciente.",
        "Downloading {date}…":
            "Descargando {date}…",
        "Showing {media}.":
            "Solo se muestran {media}.",
        "Showing every kind.":
            "Se muestra todo.",
        "images":
            "imágenes",
        "videos":
            "vídeos",
        "others":
            "otras publicaciones",
        "The album starts at {date}.":
            "El álbum empieza el {date}.",
        "The album shows 7 to 200 days.":
            "El álbum muestra de 7 a 200 días.",
        "No random day could be found; try again.":
            "No se encontró ningún día al azar; inténtelo de nuevo.",
        "Opened {link}":
            "Se abrió {link}",
        "Already saved: {path}":
            "Ya guardada: {path}",
        "Saved {path}":
            "Guardada en {path}",
    ]
}
