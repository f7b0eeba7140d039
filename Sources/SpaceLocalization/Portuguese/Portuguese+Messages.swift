/// Portuguese: notices, warnings, progress and the commands' one-line results.
extension Catalog {
    static let portugueseMessages: [String: String] = [
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
        "The post of {date} is a video with no still large enough for a wallpaper, so the wallpaper stays as it was.":
            "A publicação de {date} é um vídeo sem uma imagem parada grande o bastante para um papel de parede, então o papel de parede fica como estava.",
        "The wallpaper is set ({desktop}).":
            "O papel de parede foi definido ({desktop}).",
        "The daily run follows the settings, so {settings} are now set in {path} (space config unset KEY undoes one).":
            "A execução diária segue as configurações, então {settings} agora estão definidas em {path} (space config unset CHAVE desfaz uma).",
        "The network is metered: the picture is fetched {edge} pixels along its longest side, what this screen needs.":
            "A rede é tarifada: a imagem é baixada com {edge} pixels no lado mais longo, o que esta tela precisa.",
        "{tool} reported a screen of {width}×{height} pixels, more than {most} a side; it was left out.":
            "{tool} informou uma tela de {width}×{height} pixels, mais de {most} por lado; ela foi deixada de fora.",
        "The newest day you had seen was recorded as {date}, which no one can have seen; it was set aside, and days count from the latest one now.":
            "O dia mais recente que você tinha visto estava registrado como {date}, que ninguém pode ter visto; ele foi deixado de lado, e os dias contam a partir do mais recente agora.",
        "The post of {date} is a video with no still large enough for a wallpaper; nothing was saved.":
            "A publicação de {date} é um vídeo sem uma imagem parada grande o bastante para papel de parede; nada foi salvo.",
        "The picture of {date} would make a poor wallpaper: {reason}; nothing was saved (--force composes it anyway).":
            "A imagem de {date} seria um papel de parede ruim: {reason}; nada foi salvo (--force a compõe mesmo assim).",
        "its picture is {width}×{height} pixels, far too small for a {screen} screen":
            "sua imagem tem {width}×{height} pixels, pequena demais para uma tela de {screen}",
        "its picture is mostly a white page (text, a chart or a drawing)":
            "sua imagem é quase toda uma página branca (texto, um gráfico ou um desenho)",
        "The picture of {date} would make a poor wallpaper: {reason}; the wallpaper stays as it was ({force} sets it anyway).":
            "A imagem de {date} daria um papel de parede ruim: {reason}; o papel de parede fica como estava ({force} a define mesmo assim).",
        "Today's favorite: {date}, {number} of {count}.":
            "O favorito de hoje: {date}, {number} de {count}.",
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
        "reach the user's systemd":
            "contatar o systemd do usuário",
        "reload the user's units":
            "recarregar as unidades do usuário",
        "start the daily timer":
            "iniciar o temporizador diário",
        "stop the daily timer":
            "parar o temporizador diário",
        "start the daily agent":
            "iniciar o agente diário",
        "stop the daily agent":
            "parar o agente diário",
        "The wallpaper changes every day after APOD publishes (a systemd user timer, {file}).":
            "O papel de parede muda todo dia depois que o APOD publica (um temporizador de usuário do systemd, {file}).",
        "The wallpaper changes every day after APOD publishes (a launchd agent, {file}).":
            "O papel de parede muda todo dia depois que o APOD publica (um agente do launchd, {file}).",
        "Nothing here schedules a daily run (no systemd user session, no launchd); add this line to your crontab (crontab -e): {line}":
            "Nada aqui agenda uma execução diária (nem sessão de usuário do systemd nem launchd); adicione esta linha ao seu crontab (crontab -e): {line}",
        "The daily wallpaper is off.":
            "O papel de parede diário está desligado.",
        "The daily wallpaper was not on.":
            "O papel de parede diário não estava ligado.",
        "Nothing here schedules it; remove the space line from your crontab (crontab -e) if you added one.":
            "Nada aqui o agenda; remova a linha do space do seu crontab (crontab -e) se a adicionou.",
        "ask launchd about the daily agent":
            "perguntar ao launchd pelo agente diário",
        "An agent that changes the desktop needs your login session at the Mac (not only SSH): log in there and run this again.":
            "Um agente que muda a área de trabalho precisa da sua sessão iniciada no Mac (não só SSH): entre nela e execute isto de novo.",
        "macOS reports no screen to set the wallpaper on (is anyone logged in at the Mac?); the picture is at {path}":
            "O macOS não indica nenhuma tela onde pôr o papel de parede (há alguém com sessão iniciada no Mac?); a imagem está em {path}",
        "macOS could not set the wallpaper of {screen}: {reason}":
            "O macOS não conseguiu pôr o papel de parede de {screen}: {reason}",
        "macOS, {count} screens":
            "macOS, {count} telas",
        "cron runs it without your desktop's DISPLAY and DBUS_SESSION_BUS_ADDRESS, which most desktops need to change the wallpaper: run this command from your desktop session to have them in the line, or write them before the command yourself.":
            "o cron o executa sem o DISPLAY e o DBUS_SESSION_BUS_ADDRESS da sua área de trabalho, que a maioria delas precisa para mudar o papel de parede: execute este comando na sua sessão gráfica para tê-los na linha, ou escreva-os você mesmo antes do comando.",
        "accept the daily units":
            "aceitar as unidades diárias",
        "ask systemd about the daily timer":
            "perguntar ao systemd pelo temporizador diário",
        "Cannot save {what}: {reason}":
            "Não é possível salvar {what}: {reason}",
        "Set it again with space config set timeout SECONDS, or remove it with space config unset timeout.":
            "Defina-o de novo com space config set timeout SEGUNDOS, ou remova-o com space config unset timeout.",
        "Nothing new since {date}: you have seen every day through it.":
            "Nada de novo desde {date}: você viu todos os dias até essa data.",
        "The wallpaper and the lock screen are set ({desktop}).":
            "O papel de parede e a tela de bloqueio estão definidos ({desktop}).",
        "The lock screen's picture was not set: kwriteconfig6 (or kwriteconfig5) is not installed.":
            "A imagem da tela de bloqueio não foi definida: kwriteconfig6 (ou kwriteconfig5) não está instalado.",
        "{desktop} keeps no lock-screen picture of its own that space can set; only the wallpaper was set.":
            "{desktop} não guarda uma imagem própria de tela de bloqueio que o space possa definir; só o papel de parede foi definido.",
        "No desktop was recognised and no wallpaper setter is installed: install {programs}, or run space on {desktops}.":
            "Nenhum ambiente foi reconhecido e nenhum programa de papel de parede está instalado: instale {programs}, ou use o space em {desktops}.",
        "The desktop is {desktop} ({reason}), but {program} is not installed: install it to set the wallpaper.":
            "O ambiente é {desktop} ({reason}), mas {program} não está instalado: instale-o para definir o papel de parede.",
        "The picture is at {path}":
            "A imagem está em {path}",
        "no desktop named":
            "nenhum ambiente nomeado",
    ]
}
