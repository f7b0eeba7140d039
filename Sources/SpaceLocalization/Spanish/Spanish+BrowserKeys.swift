/// Spanish: the browser's own keys and its command line: the keys file, `:` commands, the archive's
/// sync, and animations.
extension Catalog {
    static let spanishBrowserKeys: [String: String] = [
        "'{key}' is not a key space knows (a character, Left, Right, Up, Down, Home, End, PgUp, PgDn, Enter, Esc, Tab, Shift-Tab, Backspace, Delete, Space, Comma, or Ctrl- and a letter)":
            "'{key}' no es una tecla que space conozca (un carácter, Left, Right, Up, Down, Home, End, PgUp, PgDn, Enter, Esc, Tab, Shift-Tab, Backspace, Delete, Space, Comma, o Ctrl- y una letra)",
        "* your own, from {path}; space help browse shows them screen by screen.":
            "* las suyas, de {path}; space help browse las muestra pantalla por pantalla.",
        "Ctrl-C always quits":
            "Ctrl-C siempre sale",
        "Give an action your own keys in {path}, one a line: next-day = j, Right":
            "Dé a una acción sus propias teclas en {path}, una por línea: next-day = j, Right",
        "The keys file {path} cannot be read ({reason}); the browser's own keys hold.":
            "El archivo de teclas {path} no se puede leer ({reason}); valen las teclas propias del navegador.",
        "a click":
            "un clic",
        "a command: apod DATE, search WORDS, astronauts, favorites, sync, open, wallpaper, q (Tab completes)":
            "un comando: apod FECHA, search PALABRAS, astronauts, favorites, sync, open, wallpaper, q (Tab completa)",
        "a longer album window (up to 200 days)":
            "una ventana del álbum más larga (hasta 200 días)",
        "a page down":
            "una página abajo",
        "a page up":
            "una página arriba",
        "a shorter album window (down to 7 days)":
            "una ventana del álbum más corta (hasta 7 días)",
        "close what is open; back to where it was opened from":
            "cerrar lo abierto; volver a donde se abrió",
        "down: the selection, or the text scrolled":
            "abajo: la selección, o el texto desplazado",
        "open the selection":
            "abrir la selección",
        "the album's window back by its length":
            "la ventana del álbum atrás en su longitud",
        "the album's window forward by its length":
            "la ventana del álbum adelante en su longitud",
        "the keys of the screen":
            "las teclas de la pantalla",
        "the next day (never past the latest)":
            "el día siguiente (nunca más allá del más reciente)",
        "the next result of the search":
            "el resultado siguiente de la búsqueda",
        "the next screen":
            "la pantalla siguiente",
        "the previous day":
            "el día anterior",
        "the previous result of the search":
            "el resultado anterior de la búsqueda",
        "the previous screen":
            "la pantalla anterior",
        "the selection left":
            "la selección a la izquierda",
        "the selection right":
            "la selección a la derecha",
        "the {screen} screen":
            "la pantalla {screen}",
        "there is no action '{name}' (did you mean '{suggestion}'?)":
            "no hay ninguna acción '{name}' (¿quiso decir '{suggestion}'?)",
        "there is no action '{name}'; space help keys lists them":
            "no hay ninguna acción '{name}'; space help keys las enumera",
        "to the first, or the text's start":
            "al primero, o al inicio del texto",
        "to the last, or the text's end":
            "al último, o al final del texto",
        "up: the selection, or the text scrolled":
            "arriba: la selección, o el texto desplazado",
        "write ACTION = KEY, KEY, as in next-day = j, Right":
            "escriba ACCIÓN = TECLA, TECLA, como en next-day = j, Right",
        "{action} has no keys after =":
            "{action} no tiene teclas después de =",
        "{action} was given its keys on line {earlier}":
            "{action} ya recibió sus teclas en la línea {earlier}",
        "{file}, line {line}: {why}; the line is left out.":
            "{file}, línea {line}: {why}; la línea se omite.",
        "{key} is {action}'s already (line {earlier})":
            "{key} ya es de {action} (línea {earlier})",
        "{problem} ({count, plural, one {# more line} other {# more lines}}: space help keys)":
            "{problem} ({count, plural, one {# línea más} other {# líneas más}}: space help keys)",

        ":astronaut needs an astronaut's number, as in :astronaut 12.":
            ":astronaut necesita el número de un astronauta, como en :astronaut 12.",
        ":search needs words to search for, as in :search crab nebula.":
            ":search necesita palabras que buscar, como en :search crab nebula.",
        "Astronaut {id} was not found.":
            "No se encontró el astronauta {id}.",
        "No day is shown yet to open.":
            "Todavía no se muestra ningún día que abrir.",
        "There is no command '{command}'; did you mean :{suggestion}?":
            "No hay ningún comando '{command}'; ¿quiso decir :{suggestion}?",
        "There is no command '{command}'; the commands are {list}.":
            "No hay ningún comando '{command}'; los comandos son {list}.",
        "Type a command after the colon, as in :apod 2021-12-06.":
            "Escriba un comando después de los dos puntos, como en :apod 2021-12-06.",

        "Stopping the sync…":
            "Deteniendo la sincronización…",
        "Syncing the APOD archive: {done} of {total} days… (Esc on Search stops; what came is kept)":
            "Sincronizando el archivo de APOD: {done} de {total} días… (Esc en Búsqueda la detiene; lo que llegó se conserva)",
        "The APOD archive is synced here: {days} days, {added} new; Search finds them offline.":
            "El archivo de APOD está sincronizado aquí: {days} días, {added} nuevos; Búsqueda los encuentra sin conexión.",
        "The archive cannot be synced from here.":
            "El archivo no se puede sincronizar desde aquí.",
        "The archive is already being synced (Esc on Search stops it).":
            "El archivo ya se está sincronizando (Esc en Búsqueda lo detiene).",
        "The archive is synced over the network; the browser runs with --offline (space apod sync does it).":
            "El archivo se sincroniza por la red; el navegador funciona con --offline (space apod sync lo hace).",
        "The sync did not reach every day; S tries the rest again.":
            "La sincronización no llegó a todos los días; S vuelve a intentar el resto.",
        "The sync stopped; the days that came are kept, and S goes on from there.":
            "La sincronización se detuvo; los días que llegaron se conservan, y S sigue desde ahí.",
        "result {position} of {total}":
            "resultado {position} de {total}",
        "sync the APOD archive here, for offline search (Esc stops it)":
            "sincronizar aquí el archivo de APOD, para buscar sin conexión (Esc la detiene)",

        "Animated pictures play.":
            "Las imágenes animadas se reproducen.",
        "Animated pictures stopped where they are; Space plays them.":
            "Las imágenes animadas se detuvieron donde estaban; Espacio las reproduce.",
        "This day has no picture to show alone.":
            "Este día no tiene imagen que mostrar sola.",
        "animated ▶":
            "animada ▶",
        "animated, stopped (Space)":
            "animada, detenida (Espacio)",
        "pause / play animated pictures":
            "detener / reproducir las imágenes animadas",
        "the picture alone, on the whole terminal (any key back)":
            "la imagen sola, en toda la terminal (cualquier tecla vuelve)",

        "No day is shown yet to set as the wallpaper.":
            "Todavía no se muestra ningún día para ponerlo de fondo de pantalla.",
        "Setting the picture of {date} as the wallpaper…":
            "Poniendo la imagen del {date} como fondo de pantalla…",
        "The wallpaper cannot be set from here.":
            "El fondo de pantalla no se puede poner desde aquí.",
    ]
}
