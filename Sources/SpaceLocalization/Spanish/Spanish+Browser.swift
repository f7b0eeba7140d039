/// Spanish: the full-screen browser: tabs, status line, prompts, notices and keys.
extension Catalog {
    static let spanishBrowser: [String: String] = [
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
        "scroll the explanation; to its start, to its end":
            "desplazar la explicación; a su principio, a su final",
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
        "the wheel scrolls; a click picks a tab, a tile or a row, a second click opens it (--no-mouse: off)":
            "la rueda desplaza; un clic elige una pestaña, una miniatura o una fila, un segundo clic la abre (--no-mouse: desactivado)",
        "this help (j and k scroll it)":
            "esta ayuda (j y k la desplazan)",
        "close what is open (help, a question); back to the list":
            "cerrar lo abierto (ayuda, una pregunta); volver a la lista",
        "quit":
            "salir",
        "no picture":
            "sin imagen",
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
        "No favorites yet: press f on a day to keep it.":
            "Aún no hay favoritos: pulse f en un día para guardarlo.",
        "No picture for this result.":
            "No hay imagen para este resultado.",
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
        "Search the APOD archive and the image library:":
            "Buscar en el archivo de APOD y en la biblioteca de imágenes:",
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
        "{width}×{height} at least: the window is too small.":
            "{width}×{height} como mínimo: la ventana es demasiado pequeña.",
        "Filter by name, nationality or agency:":
            "Filtrar por nombre, nacionalidad o agencia:",
        "↓ more (j) · Esc or ? closes this.":
            "↓ más (j) · Esc o ? cierra esto.",
        "Asking NASA for {date}…":
            "Pidiendo {date} a la NASA…",
        "The latest picture":
            "La imagen más reciente",
        "← or h: the day before · → or l: the day after · t: the latest · g: another date":
            "← o h: el día anterior · → o l: el día siguiente · t: la más reciente · g: otra fecha",
        "offline · cached {age}":
            "sin conexión · en caché {age}",
        "offline · from the pictures kept":
            "sin conexión · de las imágenes guardadas",
        "redraw everything":
            "volver a dibujarlo todo",
        "stop; fg in the shell comes back":
            "detener; fg en el shell lo retoma",
        "edit what is typed after g or / (a paste too)":
            "editar lo escrito tras g o / (también lo pegado)",
        "to the first / to the last":
            "al primero / al último",
        "from a result, back to the list":
            "desde un resultado, volver a la lista",
        "The album already ends at the latest day.":
            "El álbum ya termina en el último día.",
        "search, from any screen: the words typed open Search with them":
            "buscar, desde cualquier pantalla: las palabras escritas abren Buscar con ellas",
        "Where the browser was left could not be read; it opens on the latest day.":
            "No se pudo leer dónde se dejó el navegador; se abre en el último día.",
        "type words to search the APOD archive and the image library":
            "escribir palabras para buscar en el archivo de APOD y en la biblioteca de imágenes",
        "the APOD archive / the image library":
            "el archivo de APOD / la biblioteca de imágenes",
        "Days of the APOD archive (s: the image library).":
            "Días del archivo de APOD (s: la biblioteca de imágenes).",
        "The NASA Image and Video Library (s: the APOD archive).":
            "La biblioteca de imágenes y videos de la NASA (s: el archivo de APOD).",
        "No day of the archive matches \"{query}\".":
            "Ningún día del archivo coincide con \"{query}\".",
        "The APOD archive is not synced here: S syncs it now (space apod sync does it in a shell), and thirty years become searchable offline (about 460 requests the first time). s: the image library.":
            "El archivo de APOD no está sincronizado aquí: S lo sincroniza ahora (space apod sync lo hace en un shell), y treinta años pasan a poder buscarse sin conexión (unas 460 solicitudes la primera vez). s: la biblioteca de imágenes.",
        "Press / and type words to search the APOD archive and the NASA Image and Video Library.":
            "Pulse / y escriba palabras para buscar en el archivo de APOD y en la biblioteca de imágenes y videos de la NASA.",
        "APOD archive":
            "archivo de APOD",
        "image library":
            "biblioteca de imágenes",
        "{count, plural, one {# new day} other {# new days}} since {day}; u shows them as an album.":
            "{count, plural, one {# día nuevo} other {# días nuevos}} desde {day}; u los muestra como álbum.",
        "Nothing new since you last looked.":
            "Nada nuevo desde la última vez que miró.",
        "the days new since you last looked, as an album":
            "los días nuevos desde la última vez que miró, como álbum",
        "Monday":
            "el lunes",
        "Tuesday":
            "el martes",
        "Wednesday":
            "el miércoles",
        "Thursday":
            "el jueves",
        "Friday":
            "el viernes",
        "Saturday":
            "el sábado",
        "Sunday":
            "el domingo",
        "this day of every year, as an album":
            "este día de cada año, como álbum",
        "Album: {day} of every year":
            "Álbum: el {day} de cada año",
        "The services do not answer: what was seen before is shown from the cache.":
            "Los servicios no responden: lo que ya se vio se muestra desde la caché.",
        "Launch Library 2 did not answer; the roster shown was cached {age}.":
            "Launch Library 2 no respondió; la lista mostrada se guardó {age}.",
        "copy the link o opens to the clipboard (over ssh too)":
            "copiar al portapapeles el enlace que abre o (también por ssh)",
        "Copied {link}":
            "Copiado {link}",
        "the next / previous day the search found":
            "el día siguiente / anterior que halló la búsqueda",
        "the next / previous result, open or not":
            "el resultado siguiente / anterior, abierto o no",
        "the next / previous astronaut, open or not":
            "el astronauta siguiente / anterior, abierto o no",
        "n and N go through search results: open a day from the Search screen (4) first.":
            "n y N recorren los resultados de una búsqueda: abra antes un día desde la pantalla Búsqueda (4).",
        "The answer was not the one asked for.":
            "La respuesta no era la que se pidió.",
        "This is the last result.":
            "Este es el último resultado.",
        "This is the first result.":
            "Este es el primer resultado.",
    ]
}
