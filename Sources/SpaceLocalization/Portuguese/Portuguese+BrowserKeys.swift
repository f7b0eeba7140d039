/// Portuguese: the browser's own keys and its command line: the keys file, `:` commands, the archive's
/// sync, and animations.
extension Catalog {
    static let portugueseBrowserKeys: [String: String] = [
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
