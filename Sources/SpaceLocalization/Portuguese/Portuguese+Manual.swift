/// Portuguese: the manual page's prose: the description, exit codes, environment and files.
extension Catalog {
    static let portugueseManual: [String: String] = [
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
        "The language of messages and help: {languages} (also the language setting); else LANGUAGE, LC_ALL, LC_MESSAGES and LANG choose, and C or POSIX means English.":
            "O idioma das mensagens e da ajuda: {languages} (também a configuração language); senão, LANGUAGE, LC_ALL, LC_MESSAGES e LANG escolhem, e C ou POSIX significa inglês.",
        "curl (the default on Linux and macOS: the system's libcurl, which sleeps while it waits and honours https_proxy and no_proxy) or urlsession.":
            "curl (o padrão no Linux e no macOS: a libcurl do sistema, que dorme enquanto espera e respeita https_proxy e no_proxy) ou urlsession.",
        "The libcurl to load (default libcurl.so.4, on macOS /usr/lib/libcurl.4.dylib); one that cannot be loaded means urlsession.":
            "A libcurl a carregar (padrão libcurl.so.4, no macOS /usr/lib/libcurl.4.dylib); se não puder ser carregada, usa-se urlsession.",
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
        "Configuration that cannot be used as asked, such as SPACE_TRANSPORT=curl with a libcurl that cannot be loaded.":
            "Uma configuração que não pode ser usada como pedido, como SPACE_TRANSPORT=curl com uma libcurl que não pode ser carregada.",
    ]
}
