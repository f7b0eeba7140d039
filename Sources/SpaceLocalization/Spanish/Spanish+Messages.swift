/// Spanish: notices, warnings, progress and the commands' one-line results.
extension Catalog {
    static let spanishMessages: [String: String] = [
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
        "The post of {date} is a video with no still large enough for a wallpaper, so the wallpaper stays as it was.":
            "La publicación del {date} es un vídeo sin una imagen fija lo bastante grande para un fondo, así que el fondo queda como estaba.",
        "The wallpaper is set ({desktop}).":
            "El fondo de escritorio está puesto ({desktop}).",
        "The daily run follows the settings, so {settings} are now set in {path} (space config unset KEY undoes one).":
            "La ejecución diaria sigue los ajustes, así que {settings} quedan puestos en {path} (space config unset CLAVE deshace uno).",
        "The network is metered: the picture is fetched {edge} pixels along its longest side, what this screen needs.":
            "La red es de pago por uso: la imagen se descarga con {edge} píxeles en su lado más largo, lo que necesita esta pantalla.",
        "{tool} reported a screen of {width}×{height} pixels, more than {most} a side; it was left out.":
            "{tool} informó de una pantalla de {width}×{height} píxeles, más de {most} por lado; se dejó de lado.",
        "The newest day you had seen was recorded as {date}, which no one can have seen; it was set aside, and days count from the latest one now.":
            "El día más reciente que habías visto figuraba como {date}, que nadie puede haber visto; se dejó de lado, y los días cuentan desde el último ahora.",
        "The post of {date} is a video with no still large enough for a wallpaper; nothing was saved.":
            "La publicación del {date} es un vídeo sin una imagen fija lo bastante grande para fondo de pantalla; no se guardó nada.",
        "The picture of {date} would make a poor wallpaper: {reason}; nothing was saved (--force composes it anyway).":
            "La imagen del {date} sería un mal fondo de pantalla: {reason}; no se guardó nada (--force la compone de todos modos).",
        "its picture is {width}×{height} pixels, far too small for a {screen} screen":
            "su imagen es de {width}×{height} píxeles, demasiado pequeña para una pantalla de {screen}",
        "its picture is mostly a white page (text, a chart or a drawing)":
            "su imagen es casi toda una página blanca (texto, un gráfico o un dibujo)",
        "The picture of {date} would make a poor wallpaper: {reason}; the wallpaper stays as it was ({force} sets it anyway).":
            "La imagen del {date} daría un mal fondo de escritorio: {reason}; el fondo se queda como estaba ({force} la pone de todos modos).",
        "Today's favorite: {date}, {number} of {count}.":
            "El favorito de hoy: {date}, {number} de {count}.",
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
        "reach the user's systemd":
            "contactar con el systemd del usuario",
        "reload the user's units":
            "recargar las unidades del usuario",
        "start the daily timer":
            "iniciar el temporizador diario",
        "stop the daily timer":
            "detener el temporizador diario",
        "start the daily agent":
            "iniciar el agente diario",
        "stop the daily agent":
            "detener el agente diario",
        "The wallpaper changes every day after APOD publishes (a systemd user timer, {file}).":
            "El fondo de pantalla cambia cada día cuando APOD publica (un temporizador de usuario de systemd, {file}).",
        "The wallpaper changes every day after APOD publishes (a launchd agent, {file}).":
            "El fondo de pantalla cambia cada día cuando APOD publica (un agente de launchd, {file}).",
        "Nothing here schedules a daily run (no systemd user session, no launchd); add this line to your crontab (crontab -e): {line}":
            "Aquí nada programa una ejecución diaria (ni sesión de usuario de systemd ni launchd); añada esta línea a su crontab (crontab -e): {line}",
        "The daily wallpaper is off.":
            "El fondo de pantalla diario está desactivado.",
        "The daily wallpaper was not on.":
            "El fondo de pantalla diario no estaba activado.",
        "Nothing here schedules it; remove the space line from your crontab (crontab -e) if you added one.":
            "Aquí nada lo programa; quite la línea de space de su crontab (crontab -e) si la añadió.",
        "ask launchd about the daily agent":
            "preguntar a launchd por el agente diario",
        "An agent that changes the desktop needs your login session at the Mac (not only SSH): log in there and run this again.":
            "Un agente que cambia el escritorio necesita su sesión iniciada en el Mac (no solo SSH): inicie sesión allí y vuelva a ejecutar esto.",
        "macOS reports no screen to set the wallpaper on (is anyone logged in at the Mac?); the picture is at {path}":
            "macOS no indica ninguna pantalla en la que poner el fondo (¿hay alguien con la sesión iniciada en el Mac?); la imagen está en {path}",
        "macOS could not set the wallpaper of {screen}: {reason}":
            "macOS no pudo poner el fondo de {screen}: {reason}",
        "macOS, {count} screens":
            "macOS, {count} pantallas",
        "cron runs it without your desktop's DISPLAY and DBUS_SESSION_BUS_ADDRESS, which most desktops need to change the wallpaper: run this command from your desktop session to have them in the line, or write them before the command yourself.":
            "cron lo ejecuta sin el DISPLAY ni el DBUS_SESSION_BUS_ADDRESS de su escritorio, que la mayoría de los escritorios necesitan para cambiar el fondo: ejecute esta orden desde su sesión de escritorio para tenerlos en la línea, o escríbalos usted antes de la orden.",
        "accept the daily units":
            "aceptar las unidades diarias",
        "ask systemd about the daily timer":
            "preguntar a systemd por el temporizador diario",
        "Cannot save {what}: {reason}":
            "No se puede guardar {what}: {reason}",
        "Set it again with space config set timeout SECONDS, or remove it with space config unset timeout.":
            "Vuelva a fijarlo con space config set timeout SEGUNDOS, o quítelo con space config unset timeout.",
        "Nothing new since {date}: you have seen every day through it.":
            "Nada nuevo desde {date}: ha visto todos los días hasta esa fecha.",
        "The wallpaper and the lock screen are set ({desktop}).":
            "El fondo de escritorio y la pantalla de bloqueo están puestos ({desktop}).",
        "The lock screen's picture was not set: kwriteconfig6 (or kwriteconfig5) is not installed.":
            "La imagen de la pantalla de bloqueo no se puso: kwriteconfig6 (o kwriteconfig5) no está instalado.",
        "{desktop} keeps no lock-screen picture of its own that space can set; only the wallpaper was set.":
            "{desktop} no guarda una imagen propia de pantalla de bloqueo que space pueda poner; solo se puso el fondo.",
        "No desktop was recognised and no wallpaper setter is installed: install {programs}, or run space on {desktops}.":
            "No se reconoció ningún escritorio y no hay ningún programa de fondo de pantalla instalado: instale {programs}, o use space en {desktops}.",
        "The desktop is {desktop} ({reason}), but {program} is not installed: install it to set the wallpaper.":
            "El escritorio es {desktop} ({reason}), pero {program} no está instalado: instálelo para poner el fondo.",
        "The picture is at {path}":
            "La imagen está en {path}",
        "no desktop named":
            "ningún escritorio nombrado",
    ]
}
