/// Spanish: failures: services and networks, the cache, pictures that did not come, and the hints that follow them.
extension Catalog {
    static let spanishFailures: [String: String] = [
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
            "{service} alcanzó su límite de uso; inténtelo de nuevo dentro de {wait}.",
        "{service}'s rate limit is reached; try again later.":
            "{service} alcanzó su límite de uso; inténtelo más tarde.",
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
        "There is no picture for {date}: the archive has a gap there, and the nearest day with one is {day}.":
            "No hay ninguna imagen para {date}: el archivo tiene un hueco ahí, y el día más cercano con una es {day}.",
        "There is no picture for {date}: the archive has a gap there, and the nearest days with one are {before} and {after}.":
            "No hay ninguna imagen para {date}: el archivo tiene un hueco ahí, y los días más cercanos con una son {before} y {after}.",
        "{what} could not be fetched: space could not connect to its server.":
            "{what} no se pudo obtener: space no pudo conectarse a su servidor.",
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
        "the latest picture":
            "la imagen más reciente",
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
        "{first} to {last}":
            "{first} a {last}",
        "SPACE_TRANSPORT=curl was asked for, but libcurl cannot be used: {reason}.":
            "Se pidió SPACE_TRANSPORT=curl, pero libcurl no se puede usar: {reason}.",
        "Unset SPACE_TRANSPORT to let space use URLSession, or point SPACE_CURL_LIBRARY at libcurl 7.68 or later.":
            "Quite SPACE_TRANSPORT para que space use URLSession, o haga que SPACE_CURL_LIBRARY apunte a libcurl 7.68 o posterior.",
    ]
}
