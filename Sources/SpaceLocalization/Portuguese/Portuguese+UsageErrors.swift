/// Portuguese: usage errors: the command line's rules, dates, settings and environment variables.
extension Catalog {
    static let portugueseUsageErrors: [String: String] = [
        "{option} needs a value ({placeholder}).":
            "{option} precisa de um valor ({placeholder}).",
        "{option} does not take a value.":
            "{option} não aceita valor.",
        "Unknown command '{word}'.":
            "Comando desconhecido: '{word}'.",
        "Unknown command '{word}' for '{command}'.":
            "Comando desconhecido para '{command}': '{word}'.",
        "Unknown option '{word}'.":
            "Opção desconhecida: '{word}'.",
        "Unknown option '{word}' for '{command}'.":
            "Opção desconhecida para '{command}': '{word}'.",
        "{option} must be a whole number {lowest} or more; got '{value}'.":
            "{option} deve ser um número inteiro igual ou maior que {lowest}; recebido: '{value}'.",
        "{option} must be a whole number from {lowest} to {highest}; got '{value}'.":
            "{option} deve ser um número inteiro entre {lowest} e {highest}; recebido: '{value}'.",
        "{option} must be a number from {lowest} to {highest}; got '{value}'.":
            "{option} deve ser um número entre {lowest} e {highest}; recebido: '{value}'.",
        "Invalid value '{value}' for {option}; choose {choices}.":
            "Valor inválido para {option}: '{value}'; escolha {choices}.",
        "Missing {argument}.":
            "Falta {argument}.",
        "Unexpected argument '{word}'.":
            "Argumento inesperado: '{word}'.",
        "Unexpected argument '{word}'; to name a folder, write {option}=FOLDER or {option} ./FOLDER.":
            "Argumento inesperado: '{word}'; para indicar uma pasta, escreva {option}=FOLDER ou {option} ./FOLDER.",
        "{option} '{value}' is not a date; use YYYY-MM-DD, today or yesterday.":
            "{option} '{value}' não é uma data; use YYYY-MM-DD, today ou yesterday.",
        "{option} must be between {first} and {today} (today in US Eastern time); got {date}.":
            "{option} deve estar entre {first} e {today} (hoje no horário do leste dos EUA); recebido: {date}.",
        "Give the date once: as DATE or with {option}.":
            "Informe a data uma só vez: como DATE ou com {option}.",
        "{first} and {second} cannot be used together; choose one of {choices}.":
            "{first} e {second} não podem ser usados juntos; escolha um entre {choices}.",
        "{end} needs {start} (or use {last} N for the N days ending with the latest picture).":
            "{end} precisa de {start} (ou use {last} N para os N dias que terminam na imagem mais recente).",
        "{media} applies to {start}, {last}, {random} and {onThisDay}.":
            "{media} vale para {start}, {last}, {random} e {onThisDay}.",
        "Already at the latest picture.":
            "Você já está na imagem mais recente.",
        "Already at the first picture ({date}).":
            "Você já está na primeira imagem ({date}).",
        "{start} ({first}) is after {end} ({last}).":
            "{start} ({first}) é posterior a {end} ({last}).",
        "{option} takes a day of the year as MM-DD (03-10), or nothing for today; got '{value}'.":
            "{option} aceita um dia do ano como MM-DD (03-10), ou nada para hoje; recebido: '{value}'.",
        "language must be {languages}; got '{value}'.":
            "language deve ser {languages}; recebido: '{value}'.",
        "--open and --wallpaper apply to one picture, not to a range (--download saves them all; --show draws them).":
            "--open e --wallpaper valem para uma imagem só, não para um intervalo (--download salva todas; --show desenha todas).",
        "--open and --wallpaper apply to one picture, not to random picks (--download saves them all; --show draws them).":
            "--open e --wallpaper valem para uma imagem só, não para sorteios (--download salva todas; --show desenha todas).",
        "--force only goes with --download, --wallpaper or --compose.":
            "--force só vale com --download, --wallpaper ou --compose.",
        "--show and --download do not go together for several pictures; run one, then the other.":
            "--show e --download não combinam com várias imagens; execute um e depois o outro.",
        "Give a word to search for, as in: space apod search horsehead":
            "Informe uma palavra para buscar, como em: space apod search horsehead",
        "A search needs a word to look for besides the excluded ones (-word), as in: space apod search nebula -orion":
            "Uma busca precisa de alguma palavra para procurar além das excluídas (-palavra), como em: space apod search nebula -orion",
        "A search takes at most {limit} words; this one has {given}.":
            "Uma busca aceita no máximo {limit} palavras; esta tem {given}.",
        "A search takes at most {limit} prefixes (word*); this one has {given}.":
            "Uma busca aceita no máximo {limit} prefixos (palavra*); esta tem {given}.",
        "{page} does not apply with {all}.":
            "{page} não se aplica com {all}.",
        "Page {page} is past the last page ({last}).":
            "A página {page} fica depois da última ({last}).",
        "An astronaut id is a positive number; got {id}.":
            "O id de um astronauta é um número positivo; recebido: {id}.",
        "No astronaut matches \"{words}\".":
            "Nenhum astronauta corresponde a \"{words}\".",
        "Search the roster for part of a name or a nationality: {command}":
            "Busque na lista uma parte do nome ou uma nacionalidade: {command}",
        "No picture has been shown yet; give a date, as in: space favorites add 2021-03-10":
            "Nenhuma imagem foi mostrada ainda; informe uma data, como em: space favorites add 2021-03-10",
        "{date} is not among your favorites.":
            "{date} não está entre seus favoritos.",
        "You have no favorites to take a wallpaper from yet: star a day with space favorites add DATE, or f in space browse.":
            "Você ainda não tem favoritos para tirar um papel de parede: marque um dia com space favorites add DATA, ou f no space browse.",
        "{count, plural, one {Your one favorite is a video, which has no picture of its own to show} other {None of your # favorites is a picture (videos have none of their own to show)}}; star a picture to take wallpapers from.":
            "{count, plural, one {Seu único favorito é um vídeo, que não tem uma imagem própria para mostrar} other {Nenhum dos seus # favoritos é uma imagem (vídeos não têm uma própria para mostrar)}}; marque uma imagem para tirar papéis de parede dela.",
        "{page} does not apply with {limit}; use one or the other.":
            "{page} não se aplica com {limit}; use um ou outro.",
        "Give search words or at least one filter ({filters}).":
            "Informe palavras de busca ou pelo menos um filtro ({filters}).",
        "The library shows at most {reach} results for one search, and page {page} (at {size} results a page) is past the last page, {last}; narrow it with {filters}.":
            "A biblioteca mostra no máximo {reach} resultados por busca, e a página {page} (com {size} resultados por página) fica depois da última, {last}; restrinja com {filters}.",
        "space status checks the services, so it cannot run with --offline.":
            "space status verifica os serviços, então não pode rodar com --offline.",
        "{argument} is empty.":
            "{argument} está vazio.",
        "NASA_ID '{id}' is not an id: ids have no '/' and are not '.' or '..'.":
            "NASA_ID '{id}' não é um id: ids não têm '/' e não são '.' nem '..'.",
        "SPACE_LL2_TOKEN (or ll2-token in the config) has a space or a control character inside it; copy the token again.":
            "SPACE_LL2_TOKEN (ou ll2-token na configuração) tem um espaço ou um caractere de controle; copie o token de novo.",
        "{variable} must be an http or https URL; got '{value}'.":
            "{variable} deve ser uma URL http ou https; recebido: '{value}'.",
        "{variable} must not hold a user name or password; got '{value}'.":
            "{variable} não deve conter usuário nem senha; recebido: '{value}'.",
        "SPACE_TRANSPORT must be curl or urlsession; got '{value}'.":
            "SPACE_TRANSPORT deve ser curl ou urlsession; recebido: '{value}'.",
        "Could not write the output: {reason}.":
            "Não foi possível escrever a saída: {reason}.",
        "Check where the output goes (a full disk?).":
            "Confira para onde vai a saída (disco cheio?).",
        "{first} and {second} cannot be used together.":
            "{first} e {second} não podem ser usados juntos.",
        "{setting} must be a number of seconds from 0.1 to 600; got '{value}'.":
            "{setting} deve ser um número de segundos entre 0.1 e 600; recebido: '{value}'.",
        "SPACE_NOW must be an ISO-8601 instant such as 2024-02-08T14:30:00Z; got '{value}'.":
            "SPACE_NOW deve ser um instante ISO-8601 como 2024-02-08T14:30:00Z; recebido: '{value}'.",
        "space browse needs a terminal to draw in: run it in one, not in a pipe and not with TERM=dumb.":
            "space browse precisa de um terminal para desenhar: execute-o em um, não em um pipe nem com TERM=dumb.",
        "--json does not apply to browse; the other commands print JSON.":
            "--json não se aplica ao browse; os outros comandos mostram JSON.",
        "The terminal could not be set up for browsing.":
            "Não foi possível preparar o terminal para navegar.",
        "space apod sync fetches the archive; it cannot run with --offline (space apod search works offline once it has).":
            "space apod sync baixa o arquivo; não pode rodar com --offline (space apod search funciona offline depois disso).",
        "The days were fetched and cached, but the search index could not be written: {reason}":
            "Os dias foram baixados e guardados no cache, mas o índice de busca não pôde ser escrito: {reason}",
        "Check the cache folder (space status); space apod search will build the index from the cache.":
            "Confira a pasta de cache (space status); space apod search vai montar o índice a partir do cache.",
        "The search index could not be written: {reason}":
            "O índice de busca não pôde ser escrito: {reason}",
        "Check the cache folder (space status), or run space cache clear apod.":
            "Confira a pasta de cache (space status), ou execute space cache clear apod.",
        "{key} is not set, and has no default.":
            "{key} não está definido e não tem valor padrão.",
        "Set it with: {command}":
            "Defina com: {command}",
        "{services} did not answer.":
            "{services} não respondeu.",
        "The report above says why; try again later.":
            "O relatório acima diz por quê; tente mais tarde.",
        "and":
            "e",
        "There is no link to open for {what}.":
            "Não há link para abrir para {what}.",
        "cache-size must be a whole number of megabytes from 1 to 100000; got '{value}'.":
            "cache-size deve ser um número inteiro de megabytes entre 1 e 100000; recebido: '{value}'.",
        "The config file {path} cannot be read: {reason}.":
            "O arquivo de configuração {path} não pode ser lido: {reason}.",
        "Nothing was changed; fix it and try again.":
            "Nada foi alterado; corrija e tente de novo.",
        "The config file {path} is not valid JSON (a missing quote or comma, or a number too large?); it was left as it is.":
            "O arquivo de configuração {path} não é um JSON válido (falta uma aspa ou uma vírgula, ou há um número grande demais?); ele ficou como estava.",
        "Fix it by hand, or move it away to start over.":
            "Corrija à mão, ou mova-o para outro lugar para começar do zero.",
        "The config file {path} is not a JSON object; it was left as it is.":
            "O arquivo de configuração {path} não é um objeto JSON; ele ficou como estava.",
        "A NASA API key is printable ASCII without spaces.":
            "Uma chave da API da NASA é ASCII imprimível sem espaços.",
        "A Launch Library 2 token is printable ASCII without spaces.":
            "Um token do Launch Library 2 é ASCII imprimível sem espaços.",
        "There is no setting '{name}'; the settings are {settings}.":
            "Não existe a configuração '{name}'; as configurações são {settings}.",
        "The chafa renderer was chosen, but chafa is not installed.":
            "O renderizador chafa foi escolhido, mas o chafa não está instalado.",
        "Install it (https://hpjansson.org/chafa/), or leave --renderer out to let space draw.":
            "Instale-o (https://hpjansson.org/chafa/), ou tire o --renderer para o space desenhar.",
        "{path} is a file, not a folder to save into.":
            "{path} é um arquivo, não uma pasta para salvar.",
        "Choose a folder with --download=FOLDER.":
            "Escolha uma pasta com --download=FOLDER.",
        "There is no file to download for {what}.":
            "Não há arquivo para baixar para {what}.",
        "{option} must be from 1 to 100; got {value}.":
            "{option} deve estar entre 1 e 100; recebido: {value}.",
        "{option} must be 1 or more; got {value}.":
            "{option} deve ser 1 ou mais; recebido: {value}.",
        "Could not create the folder {path}.":
            "Não foi possível criar a pasta {path}.",
        "Check that its parent is writable, or choose another with --download=FOLDER.":
            "Confira se a pasta que a contém aceita escrita, ou escolha outra com --download=FOLDER.",
        "{path} already exists, and was left as it is.":
            "{path} já existe e ficou como estava.",
        "Add --force to replace it, or choose another folder with --download=FOLDER.":
            "Adicione --force para substituí-lo, ou escolha outra pasta com --download=FOLDER.",
        "Unknown shell '{shell}'; choose bash, zsh or fish.":
            "Shell desconhecido: '{shell}'; escolha bash, zsh ou fish.",
        "--daily goes with --wallpaper: space apod --wallpaper --daily.":
            "--daily vai com --wallpaper: space apod --wallpaper --daily.",
        "--daily sets the latest picture every day; leave the date out.":
            "--daily põe a imagem mais recente todo dia; tire a data.",
        "--lock-screen goes with --wallpaper: space apod --wallpaper --lock-screen.":
            "--lock-screen acompanha --wallpaper: space apod --wallpaper --lock-screen.",
        "--caption goes with --wallpaper or --compose: space apod --wallpaper --caption.":
            "--caption acompanha --wallpaper ou --compose: space apod --wallpaper --caption.",
        "--compose saves the wallpaper without setting it; give --wallpaper or --compose, not both.":
            "--compose salva o papel de parede sem aplicá-lo; use --wallpaper ou --compose, não os dois.",
        "--from goes with --wallpaper: space apod --wallpaper --from favorites.":
            "--from acompanha --wallpaper: space apod --wallpaper --from favorites.",
        "--from favorites picks the day itself; leave the date out.":
            "--from favorites escolhe o dia sozinho; deixe a data de fora.",
        "screen-size must be WIDTHxHEIGHT in pixels, each from 16 to 16384; got '{value}'.":
            "screen-size deve ser LARGURAxALTURA em pixels, cada um de 16 a 16384; recebido: '{value}'.",
        "{setting} must be {choices}; got '{value}'.":
            "{setting} deve ser {choices}; recebido '{value}'.",
    ]
}
