/// Spanish: the person's own files and programs: favorites, the config file, links and folders,
/// the desktop's programs, and pictures a decoder refuses.
extension Catalog {
    static let spanishFiles: [String: String] = [
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
        "a link to {target}":
            "un enlace a {target}",
        "it is a link to {target} that does not exist":
            "es un enlace a {target}, que no existe",
        "it is a link to {target} that {reason}":
            "es un enlace a {target}: {reason}",
        "it is larger than {megabytes} MB, more than space reads":
            "ocupa más de {megabytes} MB, más de lo que space lee",
        "it is not a regular file ({kind})":
            "no es un archivo normal ({kind})",
        "somewhere":
            "algún sitio",
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
        "No program to open links was found ({programs}); the link is {link}":
            "No se encontró ningún programa para abrir enlaces ({programs}); el enlace es {link}",
        "open {link}":
            "abrir {link}",
        "set the wallpaper":
            "poner el fondo de escritorio",
        "set the dark wallpaper":
            "poner el fondo de escritorio oscuro",
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
        "set the lock screen's picture":
            "poner la imagen de la pantalla de bloqueo",
        "list XFCE's backgrounds":
            "listar los fondos de XFCE",
    ]
}
