/// Portuguese: the human views: labels, table headers, footers and reports.
extension Catalog {
    static let portugueseViews: [String: String] = [
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
        "In space now":
            "No espaço agora",
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
            "{service} esgotou o limite de uso.",
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
        "inside tmux with allow-passthrough off: run 'tmux set -g allow-passthrough on' for real pictures in kitty or Ghostty":
            "dentro do tmux com allow-passthrough desligado: execute 'tmux set -g allow-passthrough on' para ver imagens reais no kitty ou no Ghostty",
        "inside tmux, in a terminal that is not known to draw kitty's placeholders":
            "dentro do tmux, num terminal que não se sabe se desenha os marcadores do kitty",
        "inside tmux, in kitty {version}, which has no placeholders (0.28 and later do)":
            "dentro do tmux, no kitty {version}, que não tem marcadores (0.28 e posteriores têm)",
        "inside tmux, in {terminal}, which is not known to draw kitty's placeholders":
            "dentro do tmux, em {terminal}, que não se sabe se desenha os marcadores do kitty",
        "kitty graphics with Unicode placeholders":
            "gráficos do kitty com marcadores Unicode",
        "kitty graphics with Unicode placeholders, through tmux":
            "gráficos do kitty com marcadores Unicode, através do tmux",
    ]
}
