/// Portuguese: the person's own files and programs: favorites, the config file, links and folders,
/// the desktop's programs, and pictures a decoder refuses.
extension Catalog {
    static let portugueseFiles: [String: String] = [
        "The favorites file {path} cannot be read: {reason}.":
            "O arquivo de favoritos {path} não pode ser lido: {reason}.",
        "The favorites file {path} cannot be read, and it could not be moved aside.":
            "O arquivo de favoritos {path} não pode ser lido, e não foi possível tirá-lo do caminho.",
        "Move or repair it yourself; space will not overwrite it.":
            "Mova ou conserte você mesmo; o space não vai sobrescrevê-lo.",
        "The favorites file could not be read; it was moved to {path}.":
            "O arquivo de favoritos não pôde ser lido; ele foi movido para {path}.",
        "Repair it and move it back, or start afresh; nothing was overwritten.":
            "Conserte e coloque de volta, ou comece do zero; nada foi sobrescrito.",
        "{path} was {what}; space replaced it with its own file and wrote nothing through it.":
            "{path} era {what}; o space o substituiu por um arquivo próprio e não escreveu nada através dele.",
        "No item with NASA ID {id}.":
            "Não há item com o NASA ID {id}.",
        "this search (page {page})":
            "esta busca (página {page})",
        "the files of {id}":
            "os arquivos de {id}",
        "the description of {id}":
            "a descrição de {id}",
        "No astronaut with id {id}.":
            "Não há astronauta com o id {id}.",
        "this list of astronauts":
            "esta lista de astronautas",
        "astronaut {id}":
            "o astronauta {id}",
        "the picture of {id}":
            "a imagem de {id}",
        "the portrait of {name}":
            "o retrato de {name}",
        "a thumbnail":
            "uma miniatura",
        "a link to {target}":
            "um link para {target}",
        "it is a link to {target} that does not exist":
            "é um link para {target}, que não existe",
        "it is a link to {target} that {reason}":
            "é um link para {target}: {reason}",
        "it is larger than {megabytes} MB, more than space reads":
            "tem mais de {megabytes} MB, mais do que o space lê",
        "it is not a regular file ({kind})":
            "não é um arquivo comum ({kind})",
        "somewhere":
            "algum lugar",
        "a folder":
            "uma pasta",
        "a FIFO":
            "um FIFO",
        "a device":
            "um dispositivo",
        "a socket":
            "um socket",
        "a link":
            "um link",
        "not a plain file":
            "não um arquivo comum",
        "{path} is {kind}, not a file space can write, so it was left as it is.":
            "{path} é {kind}, não um arquivo em que o space possa escrever, então ficou como estava.",
        "Move it away, and space will make the file.":
            "Mova-o para outro lugar e o space vai criar o arquivo.",
        "{path} is a link to {target} that does not exist, so it was left as it is.":
            "{path} é um link para {target}, que não existe, então ficou como estava.",
        "a file":
            "um arquivo",
        "Point the link at a file, or remove it.":
            "Aponte o link para um arquivo, ou apague-o.",
        "{path} is a link to {target}, which is {kind}, so it was left as it is.":
            "{path} é um link para {target}, que é {kind}, então ficou como estava.",
        "Check that its parent exists and is writable.":
            "Confira se a pasta que a contém existe e aceita escrita.",
        "Could not lock {path}: {reason}.":
            "Não foi possível bloquear {path}: {reason}.",
        "Could not write {path}: {reason}.":
            "Não foi possível escrever {path}: {reason}.",
        "Check the folder's permissions and free space.":
            "Confira as permissões da pasta e o espaço livre.",
        "No program to open links was found ({programs}); the link is {link}":
            "Nenhum programa para abrir links foi encontrado ({programs}); o link é {link}",
        "open {link}":
            "abrir {link}",
        "set the wallpaper":
            "definir o papel de parede",
        "set the dark wallpaper":
            "definir o papel de parede escuro",
        "draw the picture":
            "desenhar a imagem",
        "Could not run {program}: {reason}":
            "Não foi possível executar {program}: {reason}",
        "{program} could not {what} (exit {code}){reason}.":
            "{program} não conseguiu {what} (saída {code}){reason}.",
        "{path} belongs to another user; make it yours, readable only by you (chown and chmod 600).":
            "{path} pertence a outro usuário; torne-o seu, legível só por você (chown e chmod 600).",
        "{path} can be read by others; make it private with: {command}":
            "Outros podem ler {path}; torne-o privado com: {command}",
        "{key} in {path} is not valid and is not used: {reason}":
            "{key} em {path} não é válido e não é usado: {reason}",
        "The {format} file is cut short.":
            "O arquivo {format} está cortado.",
        "The {format} file is damaged ({reason}).":
            "O arquivo {format} está danificado ({reason}).",
        "The {format} file uses {feature}, which space cannot draw.":
            "O arquivo {format} usa {feature}, que o space não sabe desenhar.",
        "The {format} picture is {width}×{height} pixels, more than the {megapixels} megapixels space will decode.":
            "A imagem {format} tem {width}×{height} pixels, mais do que os {megapixels} megapixels que o space decodifica.",
        "The file is not a PNG, JPEG or GIF picture.":
            "O arquivo não é uma imagem PNG, JPEG nem GIF.",
        "set the lock screen's picture":
            "definir a imagem da tela de bloqueio",
        "list XFCE's backgrounds":
            "listar os fundos do XFCE",
    ]
}
