/// Portuguese: help: summaries, discussions, options, headings and footers of every page.
extension Catalog {
    static let portugueseHelp: [String: String] = [
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
        "{list} or {last}":
            "{list} ou {last}",
        "Settings":
            "Configurações",
        "Your Launch Library 2 token (without one, 15 requests an hour).":
            "Seu token do Launch Library 2 (sem ele, 15 requisições por hora).",
        "Seconds allowed for each request (default 15).":
            "Segundos permitidos para cada requisição (padrão 15).",
        "Colour: auto, always or never (default auto).":
            "Cor: auto, always ou never (padrão auto).",
        "How --show draws: {choices} (default auto).":
            "Como --show desenha: {choices} (padrão auto).",
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
        "Without arguments, shows the latest published picture. Dates are YYYY-MM-DD, today or yesterday (US Eastern time, where APOD is published), from 1995-06-16 on. When the network is gone, the last picture seen is shown instead. Pictures of several days are always in date order, oldest first: the newest is last.":
            "Sem argumentos, mostra a última imagem publicada. As datas são YYYY-MM-DD, today ou yesterday (horário do leste dos EUA, onde o APOD é publicado), a partir de 1995-06-16. Sem rede, mostra a última imagem vista. Imagens de vários dias estão sempre em ordem de data, da mais antiga: a mais recente fica por último.",
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
        "With --download or --compose, replace a file that already exists; with --wallpaper or --compose, use a picture that would make a poor wallpaper.":
            "Com --download ou --compose, substitui um arquivo que já existe; com --wallpaper ou --compose, usa uma imagem que daria um papel de parede ruim.",
        "Save the picture and make it the desktop background.":
            "Salva a imagem e a coloca como papel de parede.",
        "Bring the local APOD archive up to date, for offline search.":
            "Atualiza o arquivo local do APOD, para buscar offline.",
        "The first sync fetches every day since 1995-06-16 (about 460 requests; a few minutes); later ones fetch only the days published since and the days due for a re-check (after 30 days). Interrupted, it resumes where it stopped. Then space apod search works offline.":
            "A primeira sincronização baixa todos os dias desde 1995-06-16 (cerca de 460 requisições; alguns minutos); as seguintes baixam só os dias publicados desde então e os que precisam ser conferidos de novo (após 30 dias). Se for interrompida, continua de onde parou. Depois, space apod search funciona offline.",
        "Search the APOD archive offline: ranked results with a line of context.":
            "Busca no arquivo do APOD offline: resultados por relevância com uma linha de contexto.",
        "Words are all required; \"exact phrase\" in quotes; -word leaves out; OR between words takes either; word* is a prefix; title:word (or title:\"phrase\") only in titles. Case, accents and plurals do not matter (Sérsic = sersic, mountains = mountain); catalogue names are one word (M31, NGC1499, SN1987A; NGC 1499 with a space too). A word in a title counts well above the same word in an explanation. Searches what space apod sync brought (run it once); before that, what is cached.":
            "Todas as palavras são obrigatórias; \"frase exata\" entre aspas; -palavra exclui; OR entre palavras aceita qualquer uma; palavra* é um prefixo; title:palavra (ou title:\"frase\") só nos títulos. Maiúsculas, acentos e plurais não importam (Sérsic = sersic, mountains = mountain); nomes de catálogo são uma palavra só (M31, NGC1499, SN1987A; também NGC 1499 com espaço). Uma palavra no título vale bem mais do que a mesma palavra numa explicação. Busca no que o space apod sync trouxe (execute-o uma vez); antes disso, no que está em cache.",
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
        "Browse full-screen: the pictures of the day one by one, an album, your favorites, the image library and the astronauts.":
            "Navega em tela cheia: as imagens do dia uma a uma, um álbum, seus favoritos, a biblioteca de imagens e os astronautas.",
        "Opens where it was left (the screen, the day, the album's window, the search and their places), or on the latest picture the first time or with --fresh; a picture is drawn beside its text or above it, as --show draws it; the days next to the one shown are loaded ahead. Everything already seen works offline from the cache. Inside tmux, real pictures in kitty 0.28+ or Ghostty need tmux set -g allow-passthrough on. The terminal is given back as it was on q, Ctrl-C, a signal or a failure; Ctrl-Z stops it and fg takes the screen back.":
            "Abre onde foi deixado (a tela, o dia, a janela do álbum, a busca e suas posições), ou na imagem mais recente na primeira vez ou com --fresh; uma imagem é desenhada ao lado do texto ou acima dele, como --show desenha; os dias vizinhos ao mostrado são carregados antes. Tudo o que já foi visto funciona offline a partir do cache. Dentro do tmux, imagens reais no kitty 0.28+ ou no Ghostty precisam de tmux set -g allow-passthrough on. O terminal é devolvido como estava com q, Ctrl-C, um sinal ou uma falha; Ctrl-Z o suspende e fg retoma a tela.",
        "Do not take the mouse (the terminal keeps its own selection).":
            "Não captura o mouse (o terminal mantém a própria seleção).",
        "List, add, remove and show favorite pictures of the day.":
            "Lista, adiciona, remove e mostra imagens do dia favoritas.",
        "Favorites are stored whole in the data folder ($XDG_DATA_HOME/space/favorites.json), so they can be shown without a network. They are listed in date order, oldest first, like every list of days.":
            "Os favoritos ficam guardados por inteiro na pasta de dados ($XDG_DATA_HOME/space/favorites.json), então podem ser mostrados sem rede. Ficam em ordem de data, do mais antigo, como toda lista de dias.",
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
        "Read and change settings: token, timeout, colour, cache size, renderer, animation, lock screen, screen size, language.":
            "Lê e altera as configurações: token, tempo limite, cor, tamanho do cache, renderizador, animação, tela de bloqueio, tamanho da tela, idioma.",
        "Settings live in $XDG_CONFIG_HOME/space/config.json, readable only by you. Each stands for an environment variable, which overrides the file, and flags override both. NASA APOD and the image library need no key; a nasa-api-key still stored is ignored.":
            "As configurações ficam em $XDG_CONFIG_HOME/space/config.json, que só você pode ler. Cada uma corresponde a uma variável de ambiente, que tem prioridade sobre o arquivo, e as opções têm prioridade sobre ambos. O NASA APOD e a biblioteca de imagens não precisam de chave; uma nasa-api-key ainda guardada é ignorada.",
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
        "Show help for a command, the global options ('space help globals') or the browser's keys ('space help keys').":
            "Mostra a ajuda de um comando, as opções globais ('space help globals') ou as teclas do navegador ('space help keys').",
        "Print the manual page (roff), as in: space help --man | man -l -":
            "Mostra a página de manual (roff), como em: space help --man | man -l -",
        "Print a shell completion script.":
            "Mostra um script de autocompletar para o shell.",
        "Prints a completion script for bash, zsh or fish to standard output, generated from the same table that parses the command line.":
            "Escreve na saída padrão um script de autocompletar para bash, zsh ou fish, gerado da mesma tabela que interpreta a linha de comando.",
        "The language of messages and help: {languages} (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG).":
            "O idioma das mensagens e da ajuda: {languages} (padrão: conforme LANGUAGE, LC_ALL, LC_MESSAGES ou LANG).",
        "With --wallpaper: set it again every day after APOD publishes (--daily=off stops).":
            "Com --wallpaper: volta a pô-la todo dia depois que o APOD publica (--daily=off para).",
        "The days published since the newest one you have seen (in space apod or space browse), oldest first; once listed they count as seen.":
            "Os dias publicados desde o mais recente que você viu (no space apod ou no space browse), do mais antigo ao mais recente; depois de listados, contam como vistos.",
        "Draw only the first frame of an animated GIF (also the animate setting).":
            "Desenha só o primeiro quadro de um GIF animado (também a configuração animate).",
        "Whether animated GIFs play when drawn: on or off (default on).":
            "Se os GIFs animados são reproduzidos ao desenhar: on ou off (padrão on).",
        "With --wallpaper: the lock screen's picture too, where the desktop keeps one (also the lock-screen setting).":
            "Com --wallpaper: também a imagem da tela de bloqueio, onde o ambiente guarda uma (também a configuração lock-screen).",
        "The browser's colours for the terminal's background: auto (the terminal says), dark or light (default auto).":
            "As cores do navegador conforme o fundo do terminal: auto (o terminal diz), dark ou light (padrão auto).",
        "Whether --wallpaper sets the lock screen's picture too: on or off (default off).":
            "Se --wallpaper define também a imagem da tela de bloqueio: on ou off (padrão off).",
        "With --wallpaper or --compose: write the title, date and credit along the bottom of the picture (also the caption setting).":
            "Com --wallpaper ou --compose: escreve o título, a data e o crédito na borda inferior da imagem (também a configuração caption).",
        "Save into DIR the wallpaper --wallpaper would set (composed at the screen's size, with --caption), setting nothing.":
            "Salva em DIR o papel de parede que --wallpaper aplicaria (composto no tamanho da tela, com --caption), sem aplicá-lo.",
        "Whether --wallpaper writes the title, date and credit along the picture's bottom edge: on or off (default off).":
            "Se --wallpaper escreve o título, a data e o crédito na borda inferior da imagem: on ou off (padrão off).",
        "Whether the network costs by the byte, so a wallpaper is fetched at the screen's size: auto (NetworkManager says), on or off (default auto).":
            "Se a rede é tarifada por uso, para baixar o papel de parede no tamanho da tela: auto (o NetworkManager diz), on ou off (padrão auto).",
        "With --wallpaper: today's picture, or one of your favorites, a different one each day (also the wallpaper-from setting).":
            "Com --wallpaper: a imagem de hoje, ou um dos seus favoritos, um diferente a cada dia (também a configuração wallpaper-from).",
        "Where --wallpaper takes its picture from when no day is given: today or favorites (a different one each day; default today).":
            "De onde --wallpaper tira a imagem quando nenhum dia é dado: today ou favorites (um diferente a cada dia; padrão today).",
        "The screen a wallpaper is composed for, as WIDTHxHEIGHT (default: the largest screen the desktop reports).":
            "A tela para a qual o papel de parede é composto, como LARGURAxALTURA (padrão: a maior tela que o ambiente informa).",

        "Start from today's picture rather than where the browser was left.":
            "Começa na imagem de hoje e não onde o navegador foi deixado.",
    ]
}
