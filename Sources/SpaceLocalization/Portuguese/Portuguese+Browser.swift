/// Portuguese: the full-screen browser: tabs, status line, prompts, notices and keys.
extension Catalog {
    static let portugueseBrowser: [String: String] = [
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
        "scroll the explanation; to its start, to its end":
            "rolar a explicação; até o início, até o fim",
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
        "the wheel scrolls; a click picks a tab, a tile or a row, a second click opens it (--no-mouse: off)":
            "a roda rola; um clique escolhe uma aba, uma miniatura ou uma linha, um segundo clique a abre (--no-mouse: desligado)",
        "this help (j and k scroll it)":
            "esta ajuda (j e k a rolam)",
        "close what is open (help, a question); back to the list":
            "fechar o que está aberto (ajuda, uma pergunta); voltar à lista",
        "quit":
            "sair",
        "no picture":
            "sem imagem",
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
        "No favorites yet: press f on a day to keep it.":
            "Ainda não há favoritos: aperte f em um dia para guardá-lo.",
        "No picture for this result.":
            "Não há imagem para este resultado.",
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
        "Search the APOD archive and the image library:":
            "Buscar no arquivo do APOD e na biblioteca de imagens:",
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
        "{width}×{height} at least: the window is too small.":
            "{width}×{height} no mínimo: a janela é pequena demais.",
        "Filter by name, nationality or agency:":
            "Filtrar por nome, nacionalidade ou agência:",
        "↓ more (j) · Esc or ? closes this.":
            "↓ mais (j) · Esc ou ? fecha isto.",
        "Asking NASA for {date}…":
            "Pedindo {date} à NASA…",
        "The latest picture":
            "A imagem mais recente",
        "← or h: the day before · → or l: the day after · t: the latest · g: another date":
            "← ou h: o dia anterior · → ou l: o dia seguinte · t: a mais recente · g: outra data",
        "offline · cached {age}":
            "offline · em cache {age}",
        "offline · from the pictures kept":
            "offline · das imagens guardadas",
        "redraw everything":
            "redesenhar tudo",
        "stop; fg in the shell comes back":
            "suspender; fg no shell retoma",
        "edit what is typed after g or / (a paste too)":
            "editar o que foi digitado após g ou / (colar também)",
        "to the first / to the last":
            "ao primeiro / ao último",
        "from a result, back to the list":
            "de um resultado, voltar à lista",
        "The album already ends at the latest day.":
            "O álbum já termina no último dia.",
        "search, from any screen: the words typed open Search with them":
            "buscar, de qualquer tela: as palavras digitadas abrem Busca com elas",
        "Where the browser was left could not be read; it opens on the latest day.":
            "Não foi possível ler onde o navegador foi deixado; ele abre no dia mais recente.",
        "type words to search the APOD archive and the image library":
            "digitar palavras para buscar no arquivo do APOD e na biblioteca de imagens",
        "the APOD archive / the image library":
            "o arquivo do APOD / a biblioteca de imagens",
        "Days of the APOD archive (s: the image library).":
            "Dias do arquivo do APOD (s: a biblioteca de imagens).",
        "The NASA Image and Video Library (s: the APOD archive).":
            "A biblioteca de imagens e vídeos da NASA (s: o arquivo do APOD).",
        "No day of the archive matches \"{query}\".":
            "Nenhum dia do arquivo corresponde a \"{query}\".",
        "The APOD archive is not synced here: S syncs it now (space apod sync does it in a shell), and thirty years become searchable offline (about 460 requests the first time). s: the image library.":
            "O arquivo do APOD não está sincronizado aqui: S o sincroniza agora (space apod sync faz isso num shell), e trinta anos passam a poder ser buscados offline (cerca de 460 requisições na primeira vez). s: a biblioteca de imagens.",
        "Press / and type words to search the APOD archive and the NASA Image and Video Library.":
            "Aperte / e digite palavras para buscar no arquivo do APOD e na biblioteca de imagens e vídeos da NASA.",
        "APOD archive":
            "arquivo do APOD",
        "image library":
            "biblioteca de imagens",
        "{count, plural, one {# new day} other {# new days}} since {day}; u shows them as an album.":
            "{count, plural, one {# dia novo} other {# dias novos}} desde {day}; u os mostra como álbum.",
        "Nothing new since you last looked.":
            "Nada de novo desde a última vez que você olhou.",
        "the days new since you last looked, as an album":
            "os dias novos desde a última vez que você olhou, como álbum",
        "Monday":
            "segunda-feira",
        "Tuesday":
            "terça-feira",
        "Wednesday":
            "quarta-feira",
        "Thursday":
            "quinta-feira",
        "Friday":
            "sexta-feira",
        "Saturday":
            "sábado",
        "Sunday":
            "domingo",
        "this day of every year, as an album":
            "este dia de cada ano, como álbum",
        "Album: {day} of every year":
            "Álbum: {day} de cada ano",
        "The services do not answer: what was seen before is shown from the cache.":
            "Os serviços não respondem: o que já foi visto é mostrado a partir do cache.",
        "Launch Library 2 did not answer; the roster shown was cached {age}.":
            "O Launch Library 2 não respondeu; a lista mostrada foi guardada {age}.",
        "copy the link o opens to the clipboard (over ssh too)":
            "copiar para a área de transferência o link que o abre (também por ssh)",
        "Copied {link}":
            "Copiado {link}",
        "the next / previous day the search found":
            "o dia seguinte / anterior que a busca achou",
        "the next / previous result, open or not":
            "o resultado seguinte / anterior, aberto ou não",
        "the next / previous astronaut, open or not":
            "o astronauta seguinte / anterior, aberto ou não",
        "n and N go through search results: open a day from the Search screen (4) first.":
            "n e N percorrem os resultados de uma busca: abra antes um dia pela tela Busca (4).",
        "This is the last result.":
            "Este é o último resultado.",
        "This is the first result.":
            "Este é o primeiro resultado.",

        "'{key}' is not a key space knows (a character, Left, Right, Up, Down, Home, End, PgUp, PgDn, Enter, Esc, Tab, Shift-Tab, Backspace, Delete, Space, Comma, or Ctrl- and a letter)":
            "'{key}' não é uma tecla que o space conheça (um caractere, Left, Right, Up, Down, Home, End, PgUp, PgDn, Enter, Esc, Tab, Shift-Tab, Backspace, Delete, Space, Comma, ou Ctrl- e uma letra)",
        "* your own, from {path}; space help browse shows them screen by screen.":
            "* as suas, de {path}; space help browse as mostra tela por tela.",
        "Ctrl-C always quits":
            "Ctrl-C sempre sai",
        "Give an action your own keys in {path}, one a line: next-day = j, Right":
            "Dê a uma ação suas próprias teclas em {path}, uma por linha: next-day = j, Right",
        "The keys file {path} cannot be read ({reason}); the browser's own keys hold.":
            "O arquivo de teclas {path} não pode ser lido ({reason}); valem as teclas próprias do navegador.",
        "a click":
            "um clique",
        "a command: apod DATE, search WORDS, astronauts, favorites, sync, open, wallpaper, q (Tab completes)":
            "um comando: apod DATA, search PALAVRAS, astronauts, favorites, sync, open, wallpaper, q (Tab completa)",
        "a longer album window (up to 200 days)":
            "uma janela do álbum mais longa (até 200 dias)",
        "a page down":
            "uma página abaixo",
        "a page up":
            "uma página acima",
        "a shorter album window (down to 7 days)":
            "uma janela do álbum mais curta (até 7 dias)",
        "close what is open; back to where it was opened from":
            "fechar o que está aberto; voltar de onde foi aberto",
        "down: the selection, or the text scrolled":
            "abaixo: a seleção, ou o texto rolado",
        "open the selection":
            "abrir a seleção",
        "the album's window back by its length":
            "a janela do álbum para trás pelo seu tamanho",
        "the album's window forward by its length":
            "a janela do álbum para frente pelo seu tamanho",
        "the keys of the screen":
            "as teclas da tela",
        "the next day (never past the latest)":
            "o dia seguinte (nunca além do mais recente)",
        "the next result of the search":
            "o próximo resultado da busca",
        "the next screen":
            "a próxima tela",
        "the previous day":
            "o dia anterior",
        "the previous result of the search":
            "o resultado anterior da busca",
        "the previous screen":
            "a tela anterior",
        "the selection left":
            "a seleção à esquerda",
        "the selection right":
            "a seleção à direita",
        "the {screen} screen":
            "a tela {screen}",
        "there is no action '{name}' (did you mean '{suggestion}'?)":
            "não há nenhuma ação '{name}' (você quis dizer '{suggestion}'?)",
        "there is no action '{name}'; space help keys lists them":
            "não há nenhuma ação '{name}'; space help keys as lista",
        "to the first, or the text's start":
            "ao primeiro, ou ao início do texto",
        "to the last, or the text's end":
            "ao último, ou ao fim do texto",
        "up: the selection, or the text scrolled":
            "acima: a seleção, ou o texto rolado",
        "write ACTION = KEY, KEY, as in next-day = j, Right":
            "escreva AÇÃO = TECLA, TECLA, como em next-day = j, Right",
        "{action} has no keys after =":
            "{action} não tem teclas depois de =",
        "{action} was given its keys on line {earlier}":
            "{action} já recebeu suas teclas na linha {earlier}",
        "{file}, line {line}: {why}; the line is left out.":
            "{file}, linha {line}: {why}; a linha fica de fora.",
        "{key} is {action}'s already (line {earlier})":
            "{key} já é de {action} (linha {earlier})",
        "{problem} ({count, plural, one {# more line} other {# more lines}}: space help keys)":
            "{problem} ({count, plural, one {# linha a mais} other {# linhas a mais}}: space help keys)",

        ":astronaut needs an astronaut's number, as in :astronaut 12.":
            ":astronaut precisa do número de um astronauta, como em :astronaut 12.",
        ":search needs words to search for, as in :search crab nebula.":
            ":search precisa de palavras para buscar, como em :search crab nebula.",
        "Astronaut {id} was not found.":
            "O astronauta {id} não foi encontrado.",
        "No day is shown yet to open.":
            "Ainda não há nenhum dia mostrado para abrir.",
        "There is no command '{command}'; did you mean :{suggestion}?":
            "Não há nenhum comando '{command}'; você quis dizer :{suggestion}?",
        "There is no command '{command}'; the commands are {list}.":
            "Não há nenhum comando '{command}'; os comandos são {list}.",
        "Type a command after the colon, as in :apod 2021-12-06.":
            "Digite um comando depois dos dois-pontos, como em :apod 2021-12-06.",

        "Stopping the sync…":
            "Parando a sincronização…",
        "Syncing the APOD archive: {done} of {total} days… (Esc on Search stops; what came is kept)":
            "Sincronizando o arquivo do APOD: {done} de {total} dias… (Esc na Busca para; o que chegou fica guardado)",
        "The APOD archive is synced here: {days} days, {added} new; Search finds them offline.":
            "O arquivo do APOD está sincronizado aqui: {days} dias, {added} novos; a Busca os encontra offline.",
        "The archive cannot be synced from here.":
            "O arquivo não pode ser sincronizado daqui.",
        "The archive is already being synced (Esc on Search stops it).":
            "O arquivo já está sendo sincronizado (Esc na Busca o para).",
        "The archive is synced over the network; the browser runs with --offline (space apod sync does it).":
            "O arquivo é sincronizado pela rede; o navegador roda com --offline (space apod sync faz isso).",
        "The sync did not reach every day; S tries the rest again.":
            "A sincronização não chegou a todos os dias; S tenta o resto de novo.",
        "The sync stopped; the days that came are kept, and S goes on from there.":
            "A sincronização parou; os dias que chegaram ficam guardados, e S continua dali.",
        "result {position} of {total}":
            "resultado {position} de {total}",
        "sync the APOD archive here, for offline search (Esc stops it)":
            "sincronizar aqui o arquivo do APOD, para busca offline (Esc a para)",

        "Animated pictures play.":
            "As imagens animadas são reproduzidas.",
        "Animated pictures stopped where they are; Space plays them.":
            "As imagens animadas pararam onde estavam; Espaço as reproduz.",
        "This day has no picture to show alone.":
            "Este dia não tem imagem para mostrar sozinha.",
        "animated ▶":
            "animada ▶",
        "animated, stopped (Space)":
            "animada, parada (Espaço)",
        "pause / play animated pictures":
            "parar / reproduzir as imagens animadas",
        "the picture alone, on the whole terminal (any key back)":
            "a imagem sozinha, no terminal inteiro (qualquer tecla volta)",

        "No day is shown yet to set as the wallpaper.":
            "Ainda não há nenhum dia na tela para pôr como papel de parede.",
        "Setting the picture of {date} as the wallpaper…":
            "Pondo a imagem de {date} como papel de parede…",
        "The wallpaper cannot be set from here.":
            "O papel de parede não pode ser definido daqui.",
    ]
}
