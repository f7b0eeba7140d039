/// Spanish: the human views: labels, table headers, footers and reports.
extension Catalog {
    static let spanishViews: [String: String] = [
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
        "In space now":
            "En el espacio ahora",
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
        "inside tmux with allow-passthrough off: run 'tmux set -g allow-passthrough on' for real pictures in kitty or Ghostty":
            "dentro de tmux con allow-passthrough desactivado: ejecute 'tmux set -g allow-passthrough on' para ver imágenes reales en kitty o Ghostty",
        "inside tmux, in a terminal that is not known to draw kitty's placeholders":
            "dentro de tmux, en una terminal de la que no se sabe si dibuja los marcadores de kitty",
        "inside tmux, in kitty {version}, which has no placeholders (0.28 and later do)":
            "dentro de tmux, en kitty {version}, que no tiene marcadores (0.28 y posteriores sí)",
        "inside tmux, in {terminal}, which is not known to draw kitty's placeholders":
            "dentro de tmux, en {terminal}, del que no se sabe si dibuja los marcadores de kitty",
        "kitty graphics with Unicode placeholders":
            "gráficos de kitty con marcadores Unicode",
        "kitty graphics with Unicode placeholders, through tmux":
            "gráficos de kitty con marcadores Unicode, a través de tmux",
    ]
}
