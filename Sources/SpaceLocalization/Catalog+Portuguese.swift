/// Brazilian Portuguese (você).
extension Catalog {
    static let portuguese: [String: String] = [
        "(default: {value})":
            "(padrão: {value})",
        "Usage:":
            "Uso:",
        "Commands:":
            "Comandos:",
        "Options:":
            "Opções:",
        "Global options:":
            "Opções globais:",
        "Examples:":
            "Exemplos:",
        "Keys":
            "Teclas",
        "global options":
            "opções globais",
        "Global options ({options}): see 'space help globals'.":
            "Opções globais ({options}): veja 'space help globals'.",
        "Run 'space help COMMAND' or 'space COMMAND --help' for a command's options.":
            "Execute 'space help COMMAND' ou 'space COMMAND --help' para ver as opções de um comando.",
        "Run 'space help {command} COMMAND' for a command's options.":
            "Execute 'space help {command} COMMAND' para ver as opções de um comando.",
        "They go before or after the command's name, as in 'space --json apod' or 'space apod --json'.":
            "Vão antes ou depois do nome do comando, como em 'space --json apod' ou 'space apod --json'.",
        "They go before or after the command's name.":
            "Vão antes ou depois do nome do comando.",
        "or":
            "ou",
        "Error:":
            "Erro:",
        "Detail:":
            "Detalhe:",
        "Cancelled.":
            "Cancelado.",
        "See '{command}'.":
            "Veja '{command}'.",
        "Did you mean '{suggestion}'?":
            "Você quis dizer '{suggestion}'?",
        "Did you mean {option}?":
            "Você quis dizer {option}?",
        "There is no command '{command}'.":
            "Não existe o comando '{command}'.",
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
        "language must be en, es or pt-BR; got '{value}'.":
            "language deve ser en, es ou pt-BR; recebido: '{value}'.",
        "Try again, or allow more time with --timeout SECONDS.":
            "Tente de novo, ou dê mais tempo com --timeout SECONDS.",
        "Try again later, or allow more time with --timeout SECONDS.":
            "Tente mais tarde, ou dê mais tempo com --timeout SECONDS.",
        "Try again later; run with --verbose to see the details.":
            "Tente mais tarde; execute com --verbose para ver os detalhes.",
        "Try again later; run with --verbose to see the request.":
            "Tente mais tarde; execute com --verbose para ver a requisição.",
        "Check the service's address (SPACE_*_URL); run with --verbose to see the hops.":
            "Confira o endereço do serviço (SPACE_*_URL); execute com --verbose para ver os redirecionamentos.",
        "Check {variable}; the service is {address}.":
            "Confira {variable}; o serviço fica em {address}.",
        "Run it without --offline.":
            "Execute sem --offline.",
        "Run the command once without --offline to fill the cache.":
            "Execute o comando uma vez sem --offline para preencher o cache.",
        "Run space apod once while connected; the picture is then kept for offline use.":
            "Execute space apod uma vez com conexão; a imagem fica guardada para uso offline.",
        "List them with: space favorites":
            "Veja-os com: space favorites",
        "Find IDs with: space search WORDS":
            "Encontre os IDs com: space search WORDS",
        "Find ids with: space astronauts --search NAME":
            "Encontre os ids com: space astronauts --search NAME",
        "Day":
            "Dia",
        "Album":
            "Álbum",
        "Favorites":
            "Favoritos",
        "Search":
            "Busca",
        "Astronauts":
            "Astronautas",
        "{screen} screen:":
            "Tela {screen}:",
        "Everywhere:":
            "Em todas as telas:",
        "Keys of the {screen} screen":
            "Teclas da tela {screen}",
        "the previous / next day (never past the latest)":
            "o dia anterior / seguinte (nunca além do mais recente)",
        "the latest picture":
            "a imagem mais recente",
        "a random day":
            "um dia aleatório",
        "go to a date (YYYY-MM-DD, today, yesterday)":
            "ir para uma data (YYYY-MM-DD, today, yesterday)",
        "favorite on/off (★)":
            "favorito sim/não (★)",
        "open the picture, or the video's page":
            "abrir a imagem, ou a página do vídeo",
        "download the picture (the path shows below)":
            "baixar a imagem (o caminho aparece embaixo)",
        "scroll the explanation":
            "rolar a explicação",
        "back to the album or favorites the day was opened from":
            "voltar ao álbum ou aos favoritos de onde o dia foi aberto",
        "all / images / videos":
            "tudo / imagens / vídeos",
        "the window back / forward by its length":
            "a janela para trás / para a frente pelo seu tamanho",
        "a longer / shorter window (7 to 200 days)":
            "uma janela maior / menor (de 7 a 200 dias)",
        "remove the selected favorite (asks y/n)":
            "remover o favorito selecionado (pergunta y/n)",
        "move the selection":
            "mover a seleção",
        "open the selected day":
            "abrir o dia selecionado",
        "type words to search the image library":
            "digitar palavras para buscar na biblioteca de imagens",
        "move; past the last result loads the next page":
            "mover; depois do último resultado carrega a próxima página",
        "the result with its picture, description and files":
            "o resultado com sua imagem, descrição e arquivos",
        "A to Z / Z to A":
            "de A a Z / de Z a A",
        "filter by name, nationality or agency":
            "filtrar por nome, nacionalidade ou agência",
        "move; past the last loads the next page":
            "mover; depois do último carrega a próxima página",
        "the astronaut in full, with the portrait":
            "o astronauta completo, com o retrato",
        "reload from the service":
            "recarregar do serviço",
        "switch screens":
            "trocar de tela",
        "move by a page, to the first, to the last":
            "mover uma página, para o primeiro, para o último",
        "the wheel scrolls; a click picks a tab or a tile (--no-mouse: off)":
            "a roda rola; um clique escolhe uma aba ou uma miniatura (--no-mouse: desligado)",
        "this help":
            "esta ajuda",
        "close what is open (help, a question); back to the list":
            "fechar o que está aberto (ajuda, uma pergunta); voltar à lista",
        "quit":
            "sair",
        "NASA's picture of the day, image library and the astronaut roster, in your terminal.":
            "A imagem do dia da NASA, sua biblioteca de imagens e a lista de astronautas, no seu terminal.",
        "Print results as JSON (stable snake_case keys, null for absent values).":
            "Mostra os resultados em JSON (chaves snake_case estáveis, null para valores ausentes).",
        "Never use colour or bold (also NO_COLOR=1 or TERM=dumb).":
            "Nunca usa cor nem negrito (também NO_COLOR=1 ou TERM=dumb).",
        "Print each request on stderr: method, URL, status, time, bytes.":
            "Mostra cada requisição no stderr: método, URL, status, tempo, bytes.",
        "Give up on a request after this many seconds.":
            "Desiste de uma requisição depois de tantos segundos.",
        "Never use the network; answer from the cache, however old.":
            "Nunca usa a rede; responde do cache, por mais antigo que seja.",
        "Ask the services again even when the cache has a fresh answer.":
            "Pergunta de novo aos serviços mesmo quando o cache tem uma resposta recente.",
        "Show help for the command.":
            "Mostra a ajuda do comando.",
        "Print the version.":
            "Mostra a versão.",
        "Show NASA's Astronomy Picture of the Day.":
            "Mostra a imagem astronômica do dia da NASA.",
        "Without arguments, shows the latest published picture. Dates are YYYY-MM-DD, today or yesterday (US Eastern time, where APOD is published), from 1995-06-16 on. When the network is gone, the last picture seen is shown instead.":
            "Sem argumentos, mostra a última imagem publicada. As datas são YYYY-MM-DD, today ou yesterday (horário do leste dos EUA, onde o APOD é publicado), a partir de 1995-06-16. Sem rede, mostra a última imagem vista.",
        "The day to show (same as the DATE argument).":
            "O dia a mostrar (o mesmo que o argumento DATE).",
        "The day before the last picture shown.":
            "O dia anterior à última imagem mostrada.",
        "The day after the last picture shown.":
            "O dia seguinte à última imagem mostrada.",
        "First day of a range.":
            "Primeiro dia de um intervalo.",
        "Last day of a range.":
            "Último dia de um intervalo.",
        "The N days ending with the latest picture.":
            "Os N dias que terminam na imagem mais recente.",
        "N random pictures.":
            "N imagens aleatórias.",
        "The same day of every year, oldest first (MM-DD; today in US Eastern time by default).":
            "O mesmo dia de cada ano, do mais antigo ao mais recente (MM-DD; por padrão, hoje no horário do leste dos EUA).",
        "Keep only this kind in ranges, random picks and --on-this-day.":
            "Mantém só este tipo em intervalos, sorteios e --on-this-day.",
        "Draw the picture in the terminal.":
            "Desenha a imagem no terminal.",
        "Draw the picture in the terminal (several: an album of them).":
            "Desenha a imagem no terminal (várias: um álbum).",
        "How --show draws: auto picks the best the terminal supports (also the renderer setting).":
            "Como o --show desenha: auto escolhe o melhor que o terminal suporta (também a configuração renderer).",
        "Open the picture, or the video's page, with the system opener.":
            "Abre a imagem, ou a página do vídeo, com o programa do sistema.",
        "Save the best file into DIR (default: here; write --download=DIR for a bare name) and print its path.":
            "Salva o melhor arquivo em DIR (padrão: aqui; escreva --download=DIR para um nome sem caminho) e mostra o caminho.",
        "With --download, replace a file that already exists.":
            "Com --download, substitui um arquivo que já existe.",
        "Save the picture and make it the desktop background.":
            "Salva a imagem e a coloca como papel de parede.",
        "Bring the local APOD archive up to date, for offline search.":
            "Atualiza o arquivo local do APOD, para buscar offline.",
        "The first sync fetches every day since 1995-06-16 (about 460 requests; a few minutes); later ones fetch only the days published since and the days due for a re-check (after 30 days). Interrupted, it resumes where it stopped. Then space apod search works offline.":
            "A primeira sincronização baixa todos os dias desde 1995-06-16 (cerca de 460 requisições; alguns minutos); as seguintes baixam só os dias publicados desde então e os que precisam ser conferidos de novo (após 30 dias). Se for interrompida, continua de onde parou. Depois, space apod search funciona offline.",
        "Search the APOD archive offline: ranked results with a line of context.":
            "Busca no arquivo do APOD offline: resultados por relevância com uma linha de contexto.",
        "Words are all required; \"exact phrase\" in quotes; -word leaves out; OR between words takes either; word* is a prefix. Case, accents and plurals do not matter (Sérsic = sersic, mountains = mountain); catalogue names are one word (M31, NGC1499, SN1987A; NGC 1499 with a space too). A word in a title counts well above the same word in an explanation. Searches what space apod sync brought (run it once); before that, what is cached.":
            "Todas as palavras são obrigatórias; \"frase exata\" entre aspas; -palavra exclui; OR entre palavras aceita qualquer uma; palavra* é um prefixo. Maiúsculas, acentos e plurais não importam (Sérsic = sersic, mountains = mountain); nomes de catálogo são uma palavra só (M31, NGC1499, SN1987A; também NGC 1499 com espaço). Uma palavra no título vale bem mais do que a mesma palavra numa explicação. Busca no que o space apod sync trouxe (execute-o uma vez); antes disso, no que está em cache.",
        "How many results to show.":
            "Quantos resultados mostrar.",
        "Best first (ties: newer first), or newest first.":
            "Os melhores primeiro (em empate, os mais recentes), ou os mais recentes primeiro.",
        "Only images or only videos.":
            "Só imagens ou só vídeos.",
        "Only days from this one on.":
            "Só dias a partir deste.",
        "Only days up to this one.":
            "Só dias até este.",
        "Draw the days found as an album.":
            "Desenha os dias encontrados como um álbum.",
        "Browse the pictures of the day full-screen: day by day, an album, your favorites.":
            "Navega pelas imagens do dia em tela cheia: dia a dia, um álbum, seus favoritos.",
        "Opens on the latest picture, drawn beside its text as --show draws it. Everything already seen works offline from the cache. The terminal is given back as it was on q, Ctrl-C, a signal or a failure; Ctrl-Z stops it and fg takes the screen back.":
            "Abre na imagem mais recente, desenhada ao lado do texto como o --show desenha. Tudo o que já foi visto funciona offline pelo cache. O terminal é devolvido como estava com q, Ctrl-C, um sinal ou uma falha; Ctrl-Z o suspende e fg retoma a tela.",
        "Do not take the mouse (the terminal keeps its own selection).":
            "Não captura o mouse (o terminal mantém a própria seleção).",
        "List, add, remove and show favorite pictures of the day.":
            "Lista, adiciona, remove e mostra imagens do dia favoritas.",
        "Favorites are stored whole in the data folder ($XDG_DATA_HOME/space/favorites.json), so they can be shown without a network.":
            "Os favoritos ficam guardados por inteiro na pasta de dados ($XDG_DATA_HOME/space/favorites.json), então podem ser mostrados sem rede.",
        "List your favorites (the same as space favorites).":
            "Lista seus favoritos (o mesmo que space favorites).",
        "Add pictures to your favorites (default: the last one shown).":
            "Adiciona imagens aos seus favoritos (padrão: a última mostrada).",
        "Remove pictures from your favorites.":
            "Remove imagens dos seus favoritos.",
        "Show a favorite in full, without the network.":
            "Mostra um favorito por inteiro, sem rede.",
        "Draw your favorites as an album.":
            "Desenha seus favoritos como um álbum.",
        "Search the NASA Image and Video Library.":
            "Busca na biblioteca de imagens e vídeos da NASA.",
        "Searches titles, descriptions and keywords. The library shows at most 10,000 results for one search; filters narrow it.":
            "Busca em títulos, descrições e palavras-chave. A biblioteca mostra no máximo 10.000 resultados por busca; os filtros a restringem.",
        "Only this kind of media.":
            "Só este tipo de mídia.",
        "Only from this NASA center, such as JPL or GSFC.":
            "Só deste centro da NASA, como JPL ou GSFC.",
        "Created in this year or later.":
            "Criado neste ano ou depois.",
        "Created in this year or earlier.":
            "Criado neste ano ou antes.",
        "The page to show.":
            "A página a mostrar.",
        "Results per page (the library allows 100).":
            "Resultados por página (a biblioteca permite 100).",
        "The first N results across pages (--page does not apply).":
            "Os primeiros N resultados, de várias páginas (--page não se aplica).",
        "Draw a small picture beside each result.":
            "Desenha uma imagem pequena ao lado de cada resultado.",
        "Show a library item and the files behind it.":
            "Mostra um item da biblioteca e os arquivos por trás dele.",
        "The size to --download.":
            "O tamanho que o --download baixa.",
        "List astronauts from Launch Library 2.":
            "Lista astronautas do Launch Library 2.",
        "Sorted by name over the whole roster. Without SPACE_LL2_TOKEN, Launch Library 2 allows 15 requests an hour.":
            "Ordenados por nome em toda a lista. Sem SPACE_LL2_TOKEN, o Launch Library 2 permite 15 requisições por hora.",
        "Name order.":
            "Ordem por nome.",
        "Names, nationalities and agencies containing TEXT.":
            "Nomes, nacionalidades e agências que contêm TEXT.",
        "Only this nationality, such as Canadian.":
            "Só esta nacionalidade, como Canadian.",
        "Only astronauts in space now.":
            "Só os astronautas que estão no espaço agora.",
        "Astronauts per page.":
            "Astronautas por página.",
        "Every page (fetched 4 at a time).":
            "Todas as páginas (buscadas de 4 em 4).",
        "Draw each astronaut's portrait beside the name.":
            "Desenha o retrato de cada astronauta ao lado do nome.",
        "Always show the thumbnail column.":
            "Mostra sempre a coluna de miniaturas.",
        "Show one astronaut by id or name.":
            "Mostra um astronauta por id ou nome.",
        "A number is an id; anything else is searched, and a single match is shown in full.":
            "Um número é um id; qualquer outra coisa é buscada, e uma única correspondência é mostrada por inteiro.",
        "Show the cache: where it is, entries and size per service, and the pictures kept.":
            "Mostra o cache: onde fica, entradas e tamanho por serviço, e as imagens guardadas.",
        "Answers are kept so that a repeated command needs no request: an APOD day for 30 days, the latest APOD until the next one is due, searches and astronauts for 24 hours. Pictures fetched for --show and --download are kept too. When a service fails, an older answer is shown with a notice. --offline answers only from the cache; --refresh asks again.":
            "As respostas são guardadas para que um comando repetido não precise de requisição: um dia do APOD por 30 dias, o APOD mais recente até a hora do próximo, buscas e astronautas por 24 horas. As imagens baixadas para --show e --download também ficam guardadas. Quando um serviço falha, uma resposta anterior é mostrada com um aviso. --offline responde só pelo cache; --refresh pergunta de novo.",
        "Remove cached answers of one service, or everything in the cache folder (pictures included).":
            "Apaga as respostas guardadas de um serviço, ou tudo na pasta de cache (imagens incluídas).",
        "SERVICE is one of {services}; without it, everything space keeps in its cache folder goes: answers, pictures, remembered rate limits, and temporary files older than an hour.":
            "SERVICE é um de {services}; sem ele, vai embora tudo o que o space guarda na pasta de cache: respostas, imagens, limites de uso lembrados e arquivos temporários com mais de uma hora.",
        "Read and change settings: token, timeout, colour, cache size, renderer, language.":
            "Lê e altera as configurações: token, tempo limite, cor, tamanho do cache, renderizador, idioma.",
        "Settings live in $XDG_CONFIG_HOME/space/config.json, readable only by you. Environment variables override the file ({variables}), and flags override both. Keys: {keys}. NASA APOD and the image library need no key; a nasa-api-key still stored is ignored.":
            "As configurações ficam em $XDG_CONFIG_HOME/space/config.json, que só você pode ler. As variáveis de ambiente têm prioridade sobre o arquivo ({variables}), e as opções sobre ambos. Chaves: {keys}. O NASA APOD e a biblioteca de imagens não precisam de chave; uma nasa-api-key ainda guardada é ignorada.",
        "Every setting, where its value comes from; secrets redacted.":
            "Cada configuração e de onde vem o valor; segredos ocultos.",
        "Print one setting's value in effect and where it comes from (secrets redacted).":
            "Mostra o valor em vigor de uma configuração e de onde ele vem (segredos ocultos).",
        "Store a setting.":
            "Guarda uma configuração.",
        "Remove a stored setting.":
            "Apaga uma configuração guardada.",
        "Check the services, keys, rate limits, files, terminal and proxies.":
            "Verifica os serviços, as chaves, os limites de uso, os arquivos, o terminal e os proxies.",
        "Sends one light request to each service (Launch Library 2's throttle check does not count against its limit). NASA APOD and the image library need no key; a Launch Library 2 token is shown redacted. Exits 0 when every service answers and 69 when one does not (the report says which), so scripts can test it.":
            "Envia uma requisição leve a cada serviço (a consulta de limite do Launch Library 2 não conta no limite). O NASA APOD e a biblioteca de imagens não precisam de chave; um token do Launch Library 2 aparece oculto. Sai com 0 quando todos os serviços respondem e com 69 quando algum não responde (o relatório diz qual), para que scripts possam testar.",
        "Show help for a command, or the global options ('space help globals').":
            "Mostra a ajuda de um comando, ou as opções globais ('space help globals').",
        "Print the manual page (roff), as in: space help --man | man -l -":
            "Mostra a página de manual (roff), como em: space help --man | man -l -",
        "Print a shell completion script.":
            "Mostra um script de autocompletar para o shell.",
        "Prints a completion script for bash, zsh or fish to standard output, generated from the same table that parses the command line.":
            "Escreve na saída padrão um script de autocompletar para bash, zsh ou fish, gerado da mesma tabela que interpreta a linha de comando.",
        "The language of messages and help: en, es or pt-BR (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG).":
            "O idioma das mensagens e da ajuda: en, es ou pt-BR (padrão: conforme LANGUAGE, LC_ALL, LC_MESSAGES ou LANG).",
        "NASA's Astronomy Picture of the Day, the NASA Image and Video Library and the astronaut roster of Launch Library 2. Results go to standard output ({json} on every command); errors, notices and progress to standard error.":
            "A imagem astronômica do dia da NASA, a biblioteca de imagens e vídeos da NASA e a lista de astronautas do Launch Library 2. Os resultados vão para a saída padrão ({json} em todos os comandos); erros, avisos e progresso, para a saída de erro.",
        "Success; an empty result is a success.":
            "Sucesso; um resultado vazio é um sucesso.",
        "Another failure, such as days of a range that could not be loaded.":
            "Outra falha, como dias de um intervalo que não puderam ser carregados.",
        "The command line, a date, a page or an option is not valid.":
            "A linha de comando, uma data, uma página ou uma opção não é válida.",
        "A service's answer, or a local file, could not be understood.":
            "Não foi possível entender a resposta de um serviço, ou um arquivo local.",
        "The record asked for does not exist.":
            "O registro pedido não existe.",
        "A service is unavailable or the network unreachable, with nothing cached to show.":
            "Um serviço está indisponível ou a rede inacessível, sem nada em cache para mostrar.",
        "A file space keeps cannot be read or written, or the output cannot be written.":
            "Um arquivo que o space guarda não pode ser lido ou escrito, ou a saída não pode ser escrita.",
        "Rate limited; the message says how long to wait.":
            "Limite de uso atingido; a mensagem diz quanto esperar.",
        "A token missing or rejected, or the service refused.":
            "Um token ausente ou recusado, ou o serviço recusou.",
        "The APOD service (default https://science.nasa.gov/wp-json/wp/v2/apod-basic; no key is needed).":
            "O serviço do APOD (padrão https://science.nasa.gov/wp-json/wp/v2/apod-basic; não precisa de chave).",
        "The image library (default https://images-api.nasa.gov).":
            "A biblioteca de imagens (padrão https://images-api.nasa.gov).",
        "The astronaut collection (default https://ll.thespacedevs.com/2.3.0/astronauts/).":
            "A coleção de astronautas (padrão https://ll.thespacedevs.com/2.3.0/astronauts/).",
        "A Launch Library 2 token, sent as Authorization: Token.":
            "Um token do Launch Library 2, enviado como Authorization: Token.",
        "Seconds per request (default 15).":
            "Segundos por requisição (padrão 15).",
        "auto, always or never.":
            "auto, always ou never.",
        "The cache's bound in megabytes (default 200).":
            "O limite do cache em megabytes (padrão 200).",
        "How --show draws: auto, kitty, iterm, sixel, blocks or chafa (default auto).":
            "Como o --show desenha: auto, kitty, iterm, sixel, blocks ou chafa (padrão auto).",
        "An ISO-8601 instant used as now, for reproducible runs.":
            "Um instante ISO-8601 usado como agora, para execuções reproduzíveis.",
        "A whole number that makes --random picks repeatable.":
            "Um número inteiro que torna repetíveis os sorteios do --random.",
        "The language of messages and help: en, es or pt-BR (also the language setting); else LANGUAGE, LC_ALL, LC_MESSAGES and LANG choose, and C or POSIX means English.":
            "O idioma das mensagens e da ajuda: en, es ou pt-BR (também a configuração language); senão, LANGUAGE, LC_ALL, LC_MESSAGES e LANG escolhem, e C ou POSIX significa inglês.",
        "curl (the default on Linux: libcurl, which sleeps while it waits) or urlsession.":
            "curl (o padrão no Linux: libcurl, que dorme enquanto espera) ou urlsession.",
        "The libcurl to load (default libcurl.so.4); one that cannot be loaded means urlsession.":
            "A libcurl a carregar (padrão libcurl.so.4); se não puder ser carregada, usa-se urlsession.",
        "Where the config, the data and the cache live, each in space/.":
            "Onde ficam a configuração, os dados e o cache, cada um em space/.",
        "No colour or bold.":
            "Sem cor nem negrito.",
        "The width for wrapping and tables, and the height pictures are fitted to.":
            "A largura para quebrar o texto e as tabelas, e a altura à qual as imagens se ajustam.",
        "Proxies; credentials in them are never printed.":
            "Proxies; as credenciais neles nunca são mostradas.",
        "Settings (space config), readable only by you.":
            "Configurações (space config), que só você pode ler.",
        "Favorite pictures, kept whole.":
            "Imagens favoritas, guardadas por inteiro.",
        "The pictures shown, for {prev}, {next} and offline use.":
            "As imagens mostradas, para {prev}, {next} e uso offline.",
        "Answers and pictures kept for fast and offline runs (space cache).":
            "Respostas e imagens guardadas para execuções rápidas e offline (space cache).",
        "{count, plural, one {# picture was printed} other {# pictures were printed}}; not loaded: {days}.":
            "{count, plural, one {# imagem foi mostrada} other {# imagens foram mostradas}}; não carregados: {days}.",
        "Every other picture was printed; try again later with: {command}":
            "As outras imagens foram mostradas; tente mais tarde com: {command}",
        "{days} and {count} more":
            "{days} e mais {count}",
        "Could not load {count, plural, one {# day} other {# days}}: {days}.":
            "Não foi possível carregar {count, plural, one {# dia} other {# dias}}: {days}.",
        "NASA APOD is failing; try again later with: {command}":
            "O NASA APOD está falhando; tente mais tarde com: {command}",
        "Try again in a few minutes, or see the previous day: {command}":
            "Tente daqui a alguns minutos, ou veja o dia anterior: {command}",
        "Try the previous day: {command}":
            "Tente o dia anterior: {command}",
        "{count, plural, one {# day was synced} other {# days were synced}}; not loaded: {days}.":
            "{count, plural, one {# dia foi sincronizado} other {# dias foram sincronizados}}; não carregados: {days}.",
        "Every other day was synced; try again later with: {command}":
            "Os outros dias foram sincronizados; tente mais tarde com: {command}",
        "{days} days, {added} new, {changed} changed, {failed} failed.":
            "{days} dias, {added} novos, {changed} alterados, {failed} com falha.",
        "{days} days, {added} new, {failed} failed.":
            "{days} dias, {added} novos, {failed} com falha.",
        "No results for those filters.":
            "Nenhum resultado com esses filtros.",
        "Loading {done} of {total} results…":
            "Carregando {done} de {total} resultados…",
        "Loading {done} of {total} astronauts…":
            "Carregando {done} de {total} astronautas…",
        "{shown} of {total} days; --limit N for more.":
            "{shown} de {total} dias; --limit N para ver mais.",
        "Downloading {done} of {total} pictures…":
            "Baixando {done} de {total} imagens…",
        "Added {date}: {title}":
            "Adicionado {date}: {title}",
        "Already a favorite: {date}: {title}":
            "Já era favorito: {date}: {title}",
        "There is no cache named '{name}'; use apod, images or astronauts.":
            "Não existe um cache chamado '{name}'; use apod, images ou astronauts.",
        "nasa-api-key in the config file":
            "nasa-api-key no arquivo de configuração",
        "{setting} is set but no longer used: NASA APOD and the image library need no key.":
            "{setting} está definido, mas não é mais usado: o NASA APOD e a biblioteca de imagens não precisam de chave.",
        "{service} says {count, plural, one {# call is} other {# calls are}} left this hour.":
            "{service} diz que {count, plural, one {resta # chamada} other {restam # chamadas}} nesta hora.",
        "No program to open links was found ({programs}); the link is {link}":
            "Nenhum programa para abrir links foi encontrado ({programs}); o link é {link}",
        "open {link}":
            "abrir {link}",
        "set the wallpaper":
            "definir o papel de parede",
        "set the dark wallpaper":
            "definir o papel de parede escuro",
        "No supported desktop was found to set the wallpaper (GNOME, KDE Plasma, feh or macOS); the picture is at {path}":
            "Nenhuma área de trabalho compatível foi encontrada para definir o papel de parede (GNOME, KDE Plasma, feh ou macOS); a imagem está em {path}",
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
        "{first} to {last}":
            "{first} a {last}",
        "default":
            "padrão",
        "config file":
            "arquivo de configuração",
        "environment ({variable})":
            "ambiente ({variable})",
        "Syncing: {done} of {total} days…":
            "Sincronizando: {done} de {total} dias…",
        "Fetching {done} of {total} pictures…":
            "Baixando {done} de {total} imagens…",
        "Unknown shell '{shell}'; choose bash, zsh or fish.":
            "Shell desconhecido: '{shell}'; escolha bash, zsh ou fish.",
        "--open and --wallpaper apply to one picture, not to a range (--download saves them all; --show draws them).":
            "--open e --wallpaper valem para uma imagem só, não para um intervalo (--download salva todas; --show desenha todas).",
        "--open and --wallpaper apply to one picture, not to random picks (--download saves them all; --show draws them).":
            "--open e --wallpaper valem para uma imagem só, não para sorteios (--download salva todas; --show desenha todas).",
        "--force only goes with --download.":
            "--force só vale com --download.",
        "--show and --download do not go together for several pictures; run one, then the other.":
            "--show e --download não combinam com várias imagens; execute um e depois o outro.",
        "The picture of {date} is a video; try --prev.":
            "A imagem de {date} é um vídeo; tente --prev.",
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
        "{setting} must be one of {choices}; got '{value}'.":
            "{setting} deve ser um de {choices}; recebido: '{value}'.",
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
        "color must be auto, always or never; got '{value}'.":
            "color deve ser auto, always ou never; recebido: '{value}'.",
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
        "The NASA Image Library":
            "A biblioteca de imagens da NASA",
        "the NASA Image Library":
            "a biblioteca de imagens da NASA",
        "NASA APOD":
            "NASA APOD",
        "Launch Library 2":
            "Launch Library 2",
        "a few seconds":
            "alguns segundos",
        "about {count} seconds":
            "cerca de {count} segundos",
        "about {count, plural, one {# minute} other {# minutes}}":
            "{count, plural, one {cerca de # minuto} other {cerca de # minutos}}",
        "about {count, plural, one {# hour} other {# hours}}":
            "{count, plural, one {cerca de # hora} other {cerca de # horas}}",
        "{service}'s rate limit is reached; try again in {wait}.":
            "O limite de uso do {service} foi atingido; tente de novo daqui a {wait}.",
        "{service}'s rate limit is reached; try again later.":
            "O limite de uso do {service} foi atingido; tente mais tarde.",
        "{service} refused the request: {said}":
            "{service} recusou a requisição: {said}",
        "{service} refused the request (HTTP {status}).":
            "{service} recusou a requisição (HTTP {status}).",
        "{service} is unavailable right now (HTTP {status}).":
            "{service} está indisponível no momento (HTTP {status}).",
        "Try again in a few minutes.":
            "Tente de novo daqui a alguns minutos.",
        "{service} said: {said}":
            "{service} disse: {said}",
        "{service} answered HTTP {status}: {excerpt}.":
            "{service} respondeu HTTP {status}: {excerpt}.",
        "{service} answered HTTP {status}.":
            "{service} respondeu HTTP {status}.",
        "{service} sent an empty answer.":
            "{service} enviou uma resposta vazia.",
        "{service} sent a web page instead of data.":
            "{service} enviou uma página web em vez de dados.",
        "{service} sent an answer that could not be read.":
            "{service} enviou uma resposta que não pôde ser lida.",
        "{service} did not answer within {seconds} second.":
            "{service} não respondeu em {seconds} segundo.",
        "{service} did not answer within {seconds} seconds.":
            "{service} não respondeu em {seconds} segundos.",
        "Could not reach {service}; check your internet connection.":
            "Não foi possível alcançar {service}; confira sua conexão com a internet.",
        "The connection to {service} closed before the answer was complete.":
            "A conexão com {service} caiu antes de a resposta terminar.",
        "Try again in a moment.":
            "Tente de novo daqui a pouco.",
        "The request to {service} failed: {reason}":
            "A requisição para {service} falhou: {reason}",
        "This needs {service}, and --offline keeps space off the network.":
            "Isto precisa de {service}, e --offline mantém o space fora da rede.",
        "{service} sent more than {megabytes} MB, far more than any real answer; space stopped reading it.":
            "{service} enviou mais de {megabytes} MB, bem mais do que qualquer resposta real; o space parou de ler.",
        "{service} sent less than 1 KB a second for {seconds} seconds; space gave up.":
            "{service} enviou menos de 1 KB por segundo durante {seconds} segundos; o space desistiu.",
        "{service} answered with {reason}, which space does not follow.":
            "{service} respondeu com {reason}, que o space não segue.",
        "Nothing is cached for {what}, and --offline keeps space off the network.":
            "Não há nada em cache para {what}, e --offline mantém o space fora da rede.",
        "There is no picture for {what}.":
            "Não há imagem para {what}.",
        "a link with a user name or password, refused":
            "um link com usuário ou senha, recusado",
        "larger than {megabytes} MB":
            "maior que {megabytes} MB",
        "a web page, not a picture":
            "uma página web, não uma imagem",
        "not a picture":
            "não é uma imagem",
        "{what} is larger than {megabytes} MB; space stopped reading it.":
            "{what} tem mais de {megabytes} MB; o space parou de ler.",
        "The link of {what} did not give a picture":
            "O link para {what} não deu nenhuma imagem",
        "None of the {count} links of {what} gave a picture":
            "Nenhum dos {count} links para {what} deu uma imagem",
        "Check your internet connection, and try again.":
            "Confira sua conexão com a internet e tente de novo.",
        "no answer within {seconds} s":
            "sem resposta em {seconds} s",
        "could not connect":
            "não foi possível conectar",
        "not tried with --offline":
            "não tentado com --offline",
        "slower than 1 KB/s for {seconds} s":
            "mais lento que 1 KB/s por {seconds} s",
        "the connection failed":
            "a conexão falhou",
        "Try again later.":
            "Tente mais tarde.",
        "Check SPACE_LL2_TOKEN, or unset it to use the free tier.":
            "Confira SPACE_LL2_TOKEN, ou remova-o para usar o nível gratuito.",
        "Without a token Launch Library 2 allows 15 requests an hour; set SPACE_LL2_TOKEN to use yours.":
            "Sem token, o Launch Library 2 permite 15 requisições por hora; defina SPACE_LL2_TOKEN para usar o seu.",
        "NASA APOD answered with a different day than the one asked for.":
            "O NASA APOD respondeu com um dia diferente do pedido.",
        "NASA APOD answered with an empty list instead of its latest picture.":
            "O NASA APOD respondeu com uma lista vazia em vez da imagem mais recente.",
        "NASA APOD answered with the retired service's placeholder instead of the picture of {date}.":
            "O NASA APOD respondeu com o marcador do serviço aposentado em vez da imagem de {date}.",
        "random pictures of type {media}":
            "imagens aleatórias do tipo {media}",
        "random pictures":
            "imagens aleatórias",
        "the pictures from {start} to {end}":
            "as imagens de {start} a {end}",
        "the picture of {date}":
            "a imagem de {date}",
        "We are not connected to the internet, showing you the last image we have.":
            "Estamos sem conexão com a internet; mostrando a última imagem que temos.",
        "no picture has been saved yet":
            "nenhuma imagem foi guardada ainda",
        "{failure}, and {missing}.":
            "{failure}, e {missing}.",
        "We are not connected to the internet, and {missing}.":
            "Estamos sem conexão com a internet, e {missing}.",
        "The picture for {date} is not published yet; showing {previous}.":
            "A imagem de {date} ainda não foi publicada; mostrando a de {previous}.",
        "the picture of {date} was never saved":
            "a imagem de {date} nunca foi guardada",
        "Try again when connected.":
            "Tente de novo quando estiver conectado.",
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
        "The archive was last synced through {date}; space apod sync adds the days since.":
            "O arquivo foi sincronizado pela última vez até {date}; space apod sync adiciona os dias desde então.",
        "Searched {count, plural, one {# cached day} other {# cached days}} of the {archive} since {first}; run space apod sync for the whole archive.":
            "Busca feita em {count, plural, one {# dia em cache} other {# dias em cache}} dos {archive} desde {first}; execute space apod sync para ter o arquivo inteiro.",
        "No day of the archive matches this search: {query}":
            "Nenhum dia do arquivo corresponde a esta busca: {query}",
        "Removed {count, plural, one {# entry} other {# entries}} ({size}) from the {service} cache.":
            "{count, plural, one {Foi apagada # entrada} other {Foram apagadas # entradas}} ({size}) do cache de {service}.",
        "Removed {count, plural, one {# entry} other {# entries}} ({size}) from the cache.":
            "{count, plural, one {Foi apagada # entrada} other {Foram apagadas # entradas}} ({size}) do cache.",
        "Drawing {count} pictures…":
            "Sorteando {count} imagens…",
        "Only {found} of {count} random {media} pictures were found after {draws} draws.":
            "Só foram encontradas {found} de {count} imagens aleatórias do tipo {media} depois de {draws} sorteios.",
        "Only {found} of {count} random pictures were found after {draws} draws.":
            "Só foram encontradas {found} de {count} imagens aleatórias depois de {draws} sorteios.",
        "The picture could not be saved for --prev, --next and offline use: {reason}":
            "A imagem não pôde ser guardada para --prev, --next e uso offline: {reason}",
        "Today's picture is not published yet; showing the {count} days ending {end}.":
            "A imagem de hoje ainda não foi publicada; mostrando os {count} dias até {end}.",
        "Loading {total} days…":
            "Carregando {total} dias…",
        "Loading {done} of {total} days…":
            "Carregando {done} de {total} dias…",
        "its page is for {date}":
            "a página dele é a de {date}",
        "another post is that day's own":
            "outra publicação é a daquele dia",
        "Left out a second post filed under {date}: {why} ({page}).":
            "Uma segunda publicação arquivada em {date} ficou de fora: {why} ({page}).",
        "{count} of {total} days are not in the cache and were left out (--offline).":
            "{count} de {total} dias não estão no cache e ficaram de fora (--offline).",
        "Loading {total} years…":
            "Carregando {total} anos…",
        "Loading {done} of {total} years…":
            "Carregando {done} de {total} anos…",
        "{count} of {total} years are not in the cache and were left out (--offline).":
            "{count} de {total} anos não estão no cache e ficaram de fora (--offline).",
        "Asking NASA…":
            "Consultando a NASA…",
        "No pictures of type {media} in that selection.":
            "Não há imagens do tipo {media} nessa seleção.",
        "No pictures in that selection.":
            "Não há imagens nessa seleção.",
        "it was made by another version of space":
            "ele foi feito por outra versão do space",
        "it was damaged ({reason})":
            "ele estava danificado ({reason})",
        "it was not an index":
            "ele não era um índice",
        "The search index was rebuilt from the cache: {why}.":
            "O índice de busca foi refeito a partir do cache: {why}.",
        "The search index could not be saved, so it was built for this search alone: {reason}":
            "O índice de busca não pôde ser salvo, então foi montado só para esta busca: {reason}",
        "Downloading {total} pictures…":
            "Baixando {total} imagens…",
        "{count, plural, one {# picture was already there and left as it is} other {# pictures were already there and left as they are}} (--force replaces them).":
            "{count, plural, one {# imagem já estava lá e ficou como estava} other {# imagens já estavam lá e ficaram como estavam}} (--force as substitui).",
        "{count, plural, one {# day has} other {# days have}} no picture to save, only a page.":
            "{count, plural, one {# dia não tem} other {# dias não têm}} imagem para salvar, só uma página.",
        "Could not save {count} of {total} pictures ({days}).":
            "Não foi possível salvar {count} de {total} imagens ({days}).",
        "Every other picture was saved; try again later.":
            "As outras imagens foram salvas; tente mais tarde.",
        "Loading astronauts…":
            "Carregando astronautas…",
        "No astronauts match.":
            "Nenhum astronauta corresponde.",
        "Loading astronaut {id}…":
            "Carregando o astronauta {id}…",
        "{count} astronauts match \"{words}\"; show one with: {command}":
            "{count} astronautas correspondem a \"{words}\"; mostre um com: {command}",
        "The favorite of {date} was saved from the retired service's placeholder and will be fetched again when NASA APOD answers.":
            "O favorito de {date} foi salvo a partir do marcador do serviço aposentado e será buscado de novo quando o NASA APOD responder.",
        "{count} favorites were saved from the retired service's placeholder and will be fetched again when NASA APOD answers: {dates}.":
            "{count} favoritos foram salvos a partir do marcador do serviço aposentado e serão buscados de novo quando o NASA APOD responder: {dates}.",
        "No favorites yet. Add one with: space favorites add 2021-03-10":
            "Ainda não há favoritos. Adicione um com: space favorites add 2021-03-10",
        "Fetching {date}…":
            "Baixando {date}…",
        "Removed {date}.":
            "{date} foi removido.",
        "Searching…":
            "Buscando…",
        "Checking the services…":
            "Verificando os serviços…",
        "Loading {id}…":
            "Carregando {id}…",
        "Syncing {total} days…":
            "Sincronizando {total} dias…",
        "{key} is no longer used: NASA APOD and the image library need no key. Nothing was stored.":
            "{key} não é mais usado: o NASA APOD e a biblioteca de imagens não precisam de chave. Nada foi guardado.",
        "Set {key} to {value} in {path}.":
            "{key} definido como {value} em {path}.",
        "{variable} is set in the environment and overrides this setting.":
            "{variable} está definida no ambiente e tem prioridade sobre esta configuração.",
        "Removed {key} from {path}.":
            "{key} removido de {path}.",
        "{key} was not set.":
            "{key} não estava definido.",
        "Showing data cached {age}: {reason}":
            "Mostrando dados guardados {age}: {reason}",
        "The cache could not be written, so this answer was not kept.":
            "O cache não pôde ser escrito, então esta resposta não foi guardada.",
        "Opened {what}: {link}":
            "Abri {what}: {link}",
        "{path} was already there, the same picture; it was left as it is.":
            "{path} já estava lá, com a mesma imagem; ficou como estava.",
        "The wallpaper is set ({desktop}).":
            "O papel de parede foi definido ({desktop}).",
        "The picture is not drawn because TERM=dumb.":
            "A imagem não é desenhada porque TERM=dumb.",
        "The picture is not drawn because the output is not a terminal.":
            "A imagem não é desenhada porque a saída não é um terminal.",
        "There is no picture to draw for {what}; its link is {link}":
            "Não há imagem para desenhar para {what}; o link é {link}",
        "Fetching {what}…":
            "Baixando {what}…",
        "The pictures are not drawn because the output is not a terminal.":
            "As imagens não são desenhadas porque a saída não é um terminal.",
        "The pictures are not drawn because TERM=dumb.":
            "As imagens não são desenhadas porque TERM=dumb.",
        "Fetching {total} pictures…":
            "Baixando {total} imagens…",
        "{count, plural, one {# picture could not be drawn; its place is left blank.} other {# pictures could not be drawn; their places are left blank.}}":
            "{count, plural, one {# imagem não pôde ser desenhada; o lugar dela fica em branco.} other {# imagens não puderam ser desenhadas; os lugares delas ficam em branco.}}",
        "{link} is a video file, not a picture to draw.":
            "{link} é um arquivo de vídeo, não uma imagem para desenhar.",
        "space draws JPEG, PNG and GIF pictures; this one is {format}, at {link}":
            "o space desenha imagens JPEG, PNG e GIF; esta é {format}, em {link}",
        "Cannot draw {what}: {reason}":
            "Não é possível desenhar {what}: {reason}",
        "The file is at {link}":
            "O arquivo está em {link}",
        "AGENCY":
            "AGÊNCIA",
        "APOD page":
            "Página APOD",
        "Agency":
            "Agência",
        "Alt text":
            "Texto alt.",
        "Born":
            "Nascimento",
        "CENTER":
            "CENTRO",
        "CREDIT":
            "CRÉDITO",
        "Center":
            "Centro",
        "DATE":
            "DATA",
        "DESCRIPTION":
            "DESCRIÇÃO",
        "Date":
            "Data",
        "Died":
            "Morte",
        "ENTRIES":
            "ENTRADAS",
        "EVA time":
            "Tempo de EVA",
        "FROM":
            "ORIGEM",
        "Files":
            "Arquivos",
        "First flight":
            "Primeiro voo",
        "Flights":
            "Voos",
        "HD image":
            "Imagem HD",
        "ID":
            "ID",
        "Image":
            "Imagem",
        "In space":
            "No espaço",
        "KEY":
            "CHAVE",
        "Keywords":
            "Palavras-chave",
        "Landings":
            "Pousos",
        "Language":
            "Idioma",
        "Last flight":
            "Último voo",
        "Link":
            "Link",
        "NAME":
            "NOME",
        "NASA ID":
            "NASA ID",
        "NATIONALITY":
            "NACIONALIDADE",
        "Nationality":
            "Nacionalidade",
        "Network":
            "Rede",
        "Note":
            "Nota",
        "Photographer":
            "Fotógrafo",
        "Proxies":
            "Proxies",
        "SERVICE":
            "SERVIÇO",
        "SIZE":
            "TAMANHO",
        "STATUS":
            "STATUS",
        "Spacewalks":
            "Caminhadas espaciais",
        "Status":
            "Status",
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
            "Tempo no espaço",
        "Type":
            "Tipo",
        "VALUE":
            "VALOR",
        "Video":
            "Vídeo",
        "Wiki":
            "Wiki",
        "(untitled)":
            "(sem título)",
        "Credit: {credit}":
            "Crédito: {credit}",
        "This picture is only on its APOD page.":
            "Esta imagem só está na página dela no APOD.",
        "{count, plural, one {# picture} other {# pictures}}":
            "{count, plural, =0 {nenhuma imagem} one {# imagem} other {# imagens}}",
        "media: {media}":
            "tipo: {media}",
        "yes":
            "sim",
        "no":
            "não",
        "(age {age})":
            "({age} anos)",
        "(aged {age})":
            "(aos {age} anos)",
        "pictures":
            "imagens",
        "unfinished writes":
            "gravações inacabadas",
        "apod index (days)":
            "índice do apod (dias)",
        "total":
            "total",
        "Cache:":
            "Cache:",
        "Bound: {size}, least recently used evicted first (space config set cache-size MB).":
            "Limite: {size}; o que foi usado há mais tempo sai primeiro (space config set cache-size MB).",
        "Config:":
            "Configuração:",
        "answers in {milliseconds} ms":
            "responde em {milliseconds} ms",
        "no answer: {problem}":
            "sem resposta: {problem}",
        "no answer":
            "sem resposta",
        "NASA Image Library":
            "Biblioteca de imagens da NASA",
        "URL":
            "URL",
        "Key":
            "Chave",
        "Token":
            "Token",
        "Rate limit":
            "Limite de uso",
        "Config":
            "Configuração",
        "Data":
            "Dados",
        "Cache":
            "Cache",
        "Output":
            "Saída",
        "Colour":
            "Cor",
        "Pictures":
            "Imagens",
        "Messages":
            "Mensagens",
        "Transport":
            "Transporte",
        "{count, plural, one {# favorite} other {# favorites}}":
            "{count, plural, =0 {nenhum favorito} one {# favorito} other {# favoritos}}",
        "favorites file unreadable":
            "arquivo de favoritos ilegível",
        "{count, plural, one {# setting} other {# settings}}":
            "{count, plural, =0 {nenhuma configuração} one {# configuração} other {# configurações}}",
        "unreadable":
            "ilegível",
        "{count, plural, one {# entry} other {# entries}}":
            "{count, plural, =0 {nenhuma entrada} one {# entrada} other {# entradas}}",
        "a terminal, {columns} columns":
            "um terminal, {columns} colunas",
        "not a terminal (pipe or file)":
            "não é um terminal (pipe ou arquivo)",
        "on":
            "sim",
        "off":
            "não",
        "{renderer} (renderer {setting})":
            "{renderer} (renderizador {setting})",
        "not drawn: the output is not a terminal, or TERM=dumb":
            "não são desenhadas: a saída não é um terminal, ou TERM=dumb",
        "from {source}":
            "conforme {source}",
        "the default":
            "o padrão",
        "none":
            "nenhum",
        "{remaining} of {limit} calls left this hour":
            "restam {remaining} de {limit} chamadas nesta hora",
        "{remaining} calls left this hour":
            "restam {remaining} chamadas nesta hora",
        "none needed":
            "não precisa",
        "none (free tier)":
            "nenhum (nível gratuito)",
        "just now":
            "agora há pouco",
        "{count, plural, one {# minute ago} other {# minutes ago}}":
            "{count, plural, one {há # minuto} other {há # minutos}}",
        "{count, plural, one {# hour ago} other {# hours ago}}":
            "{count, plural, one {há # hora} other {há # horas}}",
        "{count, plural, one {# day ago} other {# days ago}}":
            "{count, plural, one {há # dia} other {há # dias}}",
        "{service} did not answer.":
            "{service} não respondeu.",
        "{service} is failing.":
            "{service} está falhando.",
        "{service}'s rate limit is used up.":
            "O limite de uso do {service} se esgotou.",
        "{count, plural, one {# astronaut} other {# astronauts}}":
            "{count, plural, =0 {nenhum astronauta} one {# astronauta} other {# astronautas}}",
        "Showing {first}–{last} of {total} · page {page} of {pages}":
            "Mostrando {first}–{last} de {total} · página {page} de {pages}",
        "Next: {command}":
            "Próxima: {command}",
        "Showing {first}–{last} of {total}":
            "Mostrando {first}–{last} de {total}",
        "{count, plural, one {# result} other {# results}}":
            "{count, plural, =0 {nenhum resultado} one {# resultado} other {# resultados}}",
        "First {count} of {results}":
            "Os primeiros {count} de {results}",
        "Page {page} of {pages} · {results}":
            "Página {page} de {pages} · {results}",
        "Details and files: {command}":
            "Detalhes e arquivos: {command}",
        "Search them, offline: space apod search WORDS":
            "Busque neles offline: space apod search WORDS",
        "{count, plural, one {# year} other {# years}}":
            "{count, plural, one {# ano} other {# anos}}",
        "{count, plural, one {# month} other {# months}}":
            "{count, plural, one {# mês} other {# meses}}",
        "{count, plural, one {# day} other {# days}}":
            "{count, plural, one {# dia} other {# dias}}",
        "kitty graphics":
            "gráficos do kitty",
        "iTerm2 inline images":
            "imagens embutidas do iTerm2",
        "Unicode half blocks in 24-bit colour":
            "meios-blocos Unicode em cor de 24 bits",
        "Unicode half blocks in 256 colours":
            "meios-blocos Unicode em 256 cores",
        "Unicode half blocks in 16 colours":
            "meios-blocos Unicode em 16 cores",
        "no picture":
            "sem imagem",
        "← or h: the day before · t: the latest · g: another date":
            "← ou h: o dia anterior · t: o mais recente · g: outra data",
        "No picture to draw for this day.":
            "Não há imagem para desenhar neste dia.",
        "A video: press o to open it.":
            "Um vídeo: aperte o para abri-lo.",
        "Not a picture: press o to open it.":
            "Não é uma imagem: aperte o para abri-la.",
        "Loading the picture…":
            "Carregando a imagem…",
        "↓ more (j)":
            "↓ mais (j)",
        "Loading…":
            "Carregando…",
        "Loading more…":
            "Carregando mais…",
        "↓ more":
            "↓ mais",
        "in space now":
            "no espaço agora",
        "The picture could not be decoded.":
            "Não foi possível decodificar a imagem.",
        "No favorites yet: press f on a day to keep it.":
            "Ainda não há favoritos: aperte f em um dia para guardá-lo.",
        "No picture for this result.":
            "Não há imagem para este resultado.",
        "Press / and type words to search the NASA Image and Video Library.":
            "Aperte / e digite palavras para buscar na biblioteca de imagens e vídeos da NASA.",
        "No portrait.":
            "Sem retrato.",
        "? keys  q quit":
            "? teclas  q sair",
        "Album {start} to {end}":
            "Álbum de {start} a {end}",
        "{position} of {total}":
            "{position} de {total}",
        "Loading the album…":
            "Carregando o álbum…",
        "No images in these days: press m for another kind, [ or ] for other days.":
            "Não há imagens nestes dias: aperte m para outro tipo, [ ou ] para outros dias.",
        "No videos in these days: press m for another kind, [ or ] for other days.":
            "Não há vídeos nestes dias: aperte m para outro tipo, [ ou ] para outros dias.",
        "No others in these days: press m for another kind, [ or ] for other days.":
            "Não há outras publicações nestes dias: aperte m para outro tipo, [ ou ] para outros dias.",
        "No pictures in these days: press m for another kind, [ or ] for other days.":
            "Não há imagens nestes dias: aperte m para outro tipo, [ ou ] para outros dias.",
        "Esc or ? closes this.":
            "Esc ou ? fecha isto.",
        "Go to date (YYYY-MM-DD, today, yesterday):":
            "Ir para a data (YYYY-MM-DD, today, yesterday):",
        "Filter astronauts:":
            "Filtrar astronautas:",
        "Search the image library:":
            "Buscar na biblioteca de imagens:",
        "Remove {date} from your favorites? y/n":
            "Remover {date} dos seus favoritos? y/n",
        "No results for \"{query}\".":
            "Nenhum resultado para \"{query}\".",
        "Names from A to Z.":
            "Nomes de A a Z.",
        "Names from Z to A.":
            "Nomes de Z a A.",
        "Asking Launch Library 2 again…":
            "Consultando o Launch Library 2 de novo…",
        "'{words}' is not a date; type YYYY-MM-DD, today or yesterday.":
            "'{words}' não é uma data; digite YYYY-MM-DD, today ou yesterday.",
        "{date} is not in the archive; choose a day from {first} to {last}.":
            "{date} não está no arquivo; escolha um dia de {first} a {last}.",
        "★ {date} is a favorite.":
            "★ {date} é um favorito.",
        "{date} is no longer a favorite.":
            "{date} não é mais um favorito.",
        "Kept {date}.":
            "{date} foi mantido.",
        "This is the first picture ({date}).":
            "Esta é a primeira imagem ({date}).",
        "This is the latest picture.":
            "Esta é a imagem mais recente.",
        "Downloading {date}…":
            "Baixando {date}…",
        "Showing {media}.":
            "Mostrando só {media}.",
        "Showing every kind.":
            "Mostrando tudo.",
        "images":
            "imagens",
        "videos":
            "vídeos",
        "others":
            "outras publicações",
        "The album starts at {date}.":
            "O álbum começa em {date}.",
        "The album shows 7 to 200 days.":
            "O álbum mostra de 7 a 200 dias.",
        "No random day could be found; try again.":
            "Nenhum dia aleatório foi encontrado; tente de novo.",
        "Opened {link}":
            "Aberto: {link}",
        "Already saved: {path}":
            "Já salva: {path}",
        "Saved {path}":
            "Salva em {path}",
    ]
}
