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
        "The answer was not the one asked for.":
            "A resposta não era a que foi pedida.",
        "This is the last result.":
            "Este é o último resultado.",
        "This is the first result.":
            "Este é o primeiro resultado.",
    ]
}
