/// Portuguese: failures: services and networks, the cache, pictures that did not come, and the hints that follow them.
extension Catalog {
    static let portugueseFailures: [String: String] = [
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
            "{service} atingiu o limite de uso; tente de novo daqui a {wait}.",
        "{service}'s rate limit is reached; try again later.":
            "{service} atingiu o limite de uso; tente mais tarde.",
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
            "Isto requer {service}, e --offline mantém o space fora da rede.",
        "{service} sent more than {megabytes} MB, far more than any real answer; space stopped reading it.":
            "{service} enviou mais de {megabytes} MB, bem mais do que qualquer resposta real; o space parou de ler.",
        "{service} sent less than 1 KB a second for {seconds} seconds; space gave up.":
            "{service} enviou menos de 1 KB por segundo durante {seconds} segundos; o space desistiu.",
        "{service} answered with {reason}, which space does not follow.":
            "{service} respondeu com {reason}, que o space não segue.",
        "Nothing is cached for {what}, and --offline keeps space off the network.":
            "Não há nada em cache para {what}, e --offline mantém o space fora da rede.",
        "There is no picture for {date}: the archive has a gap there, and the nearest day with one is {day}.":
            "Não há imagem para {date}: o arquivo tem uma lacuna aí, e o dia mais próximo com uma é {day}.",
        "There is no picture for {date}: the archive has a gap there, and the nearest days with one are {before} and {after}.":
            "Não há imagem para {date}: o arquivo tem uma lacuna aí, e os dias mais próximos com uma são {before} e {after}.",
        "{what} could not be fetched: space could not connect to its server.":
            "{what} não pôde ser obtida: o space não conseguiu se conectar ao servidor.",
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
        "the latest picture":
            "a imagem mais recente",
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
        "{first} to {last}":
            "{first} a {last}",
        "SPACE_TRANSPORT=curl was asked for, but libcurl cannot be used: {reason}.":
            "SPACE_TRANSPORT=curl foi pedido, mas a libcurl não pode ser usada: {reason}.",
        "Unset SPACE_TRANSPORT to let space use URLSession, or point SPACE_CURL_LIBRARY at libcurl 7.68 or later.":
            "Remova SPACE_TRANSPORT para o space usar URLSession, ou aponte SPACE_CURL_LIBRARY para a libcurl 7.68 ou posterior.",
    ]
}
