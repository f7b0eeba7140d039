#!/usr/bin/env python3
"""A fake of the three services `space` calls, for end-to-end tests and benchmarks.

Standard library only. Starts on a free loopback port and prints `PORT <n>` on stdout.

Scripted routes (config "routes") are tried first, in order: each matches a path (exact, or
prefix with "path_prefix") and optional query values, and answers its "responses" in turn (the
last one repeats). A response may set status, headers, body / body_file / json, delay_ms, and a
fault: "close" (no answer at all), "close_midbody" (headers, half the body, then close) or
"truncate" (half the body, announced as complete). Unmatched requests go to the generators,
which behave like NASA's APOD service (/apod, the shape of science.nasa.gov/wp-json/wp/v2/apod-basic;
"apod_recorded" names fixture files of recorded bodies served byte for byte), the image library (/images/...) and Launch Library 2
(/astronauts/...). "apod_text": "zipf" gives the synthetic APOD posts an archive's words (see
`zipf_text`), for the search benchmarks. GET /_fake/log reports the requests seen and the most in flight at once;
POST /_fake/config replaces the config. A global "latency_ms" delays every answer.
"""
import datetime, json, os, signal, socket, sys, threading, time, random
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit, parse_qsl, quote

STATE = {"config": {}, "log": [], "in_flight": 0, "max_in_flight": 0, "counters": {}}
LOCK = threading.Lock()


def load_config(path):
    with open(path) as f:
        return json.load(f)


def iso(d):
    return d.strftime("%Y-%m-%d")


def parse_date(text):
    return datetime.datetime.strptime(text, "%Y-%m-%d").date()


# --- APOD (science.nasa.gov/wp-json/wp/v2/apod-basic, as recorded) --------------------
APOD_FIRST = datetime.date(1995, 6, 16)
WP_NOT_FOUND = {"code": "apod_basic_not_found", "message": "APOD not found.", "data": {"status": 404}}
WP_NO_ROUTE = {"code": "rest_no_route", "message": "No route was found matching the URL and request method.", "data": {"status": 404}}
WP_BAD_PAGE = {"code": "rest_post_invalid_page_number", "message": "The page number requested is larger than the number of pages available.", "data": {"status": 400}}
ASSETS = "https://assets.science.nasa.gov/"


def apod_post(cfg, day):
    """A synthetic post in the service's shape: HTML text fields, `url` = permalink, the picture in
    `hdurl` through the resizer, the video only inside `basic_html` (a file on odd days, a
    protocol-relative YouTube iframe on even ones)."""
    key, code = iso(day), day.strftime("%y%m%d")
    month = day.strftime("%B").lower()
    kind = "video" if day.toordinal() % 7 == 3 else "image"
    permalink = "https://science.nasa.gov/image-article/apod-%d-%s-%d-synthetic-picture/" % (day.year, month, day.day)
    text = "A synthetic explanation for " + key + "."
    pad = cfg.get("apod_explanation_bytes", 0)
    if pad:
        text = ("Stars and dust and light. " * (pad // 26 + 1))[:pad]
    title = "Synthetic picture of " + key
    if cfg.get("apod_text") == "zipf":
        title, text = zipf_text(day)
    explanation = "<strong>Explanation:</strong> " + text + "<br><br><strong>Tomorrow's picture:</strong> more sky"
    credit = ""
    if day.toordinal() % 3 == 0:
        credit = '<b> Image Credit &amp; Copyright: </b> <a href="https://observer.example/">Synthetic Observer</a>'
    folder = "%d/%s/" % (day.year, month)
    if kind == "image":
        # The service's links name the original's size; "picture_declared" makes it the pictures' shape.
        w, h = 4000, 3000
        if cfg.get("picture_declared"):
            pw, ph = cfg.get("picture_size", [64, 32])
            w, h = 4000, max(1, round(4000 * ph / pw))
        hdurl = ASSETS + "dynamicimage/assets/science/cds/apod/apod/" + folder + "synthetic_" + code + ".jpg?w=%d&h=%d&fit=clip&crop=faces%%2Cfocalpoint" % (w, h)
        media = '<a href="%s"><IMG SRC="%s" alt="A synthetic sky."></a>' % (hdurl.split("?")[0], hdurl.split("?")[0])
        alt = "A synthetic sky over a synthetic hill."
    else:
        hdurl = ASSETS + "dynamicimage/assets/science/cds/apod/apod/" + folder + "synthetic_" + code + "_still.jpg?w=1280&h=720&fit=clip&crop=faces%2Cfocalpoint"
        if day.toordinal() % 2:
            media = '<video controls title=""><source src="%scontent/dam/science/cds/apod/apod/%ssynthetic_%s.mp4" type="video/mp4"></video>' % (ASSETS, folder, code)
        else:
            media = '<iframe width="960" height="540" src="//www.youtube.com/embed/syn%s?rel=0&amp;showinfo=0" frameborder="0" allowfullscreen></iframe>' % code
        alt = "A synthetic video of a synthetic sky."
    page = ("<!doctype html>\n<html>\n<head>\n<title> APOD: %d %s %d - Synthetic picture of %s</title>\n</head>\n<body>\n<center>\n"
            "<h1> Astronomy Picture of the Day </h1>\n%s\n</center>\n<b> Explanation: </b>\n%s\n%s\n</body>\n</html>") % (
        day.year, day.strftime("%B"), day.day, key, media, explanation, "<p>" + "Authors &amp; editors: a synthetic team. " * 40)
    return {"date": key, "post_id": 1200000 + day.toordinal() % 1000000, "title": title, "permalink": permalink,
            "media_type": kind, "explanation": explanation, "credit": credit, "copyright": credit, "alt": alt, "url": permalink,
            "hdurl": hdurl, "basic_html": page, "basic_html_url": "https://science.nasa.gov/wp-json/wp/v2/apod-basic/%s/html" % code}


# Words drawn as an archive's are (Zipf's law over about 30,000 words, the commonest English
# function words first, about 150 to an explanation), so an index built from them has the
# archive's shape: the benchmarks of `space apod search` run on it. Deterministic per day.
STOP = ["the", "of", "and", "a", "in", "is", "to", "this", "that", "with", "from", "as", "by", "on", "at", "its", "an", "are", "for", "it"]
SYLLABLES = ["ka", "lo", "mi", "ne", "ra", "su", "ti", "vo", "zen", "dar", "mor", "pel", "qua", "rix", "sol", "tur", "vin", "wex", "yor", "zul",
             "bel", "cor", "dus", "fen", "gal", "hal", "ion", "jet", "kry", "lum"]


def zipf_vocabulary():
    memo = STATE.get("zipf_vocabulary")
    if memo is None:
        words, n = list(STOP), len(SYLLABLES)
        i = 0
        while len(words) < 30000:
            a, b, c = i % n, (i // n) % n, (i // (n * n)) % n
            words.append(SYLLABLES[a] + SYLLABLES[b] + (SYLLABLES[c] if i >= n * n else ""))
            i += 1
        total, cumulative = 0.0, []
        for rank in range(len(words)):
            total += 1.0 / (rank + 2.7) ** 1.07
            cumulative.append(total)
        titles = [c - cumulative[19] for c in cumulative[20:]]
        memo = STATE["zipf_vocabulary"] = (words, cumulative, titles)
    return memo


def zipf_text(day):
    """A title of four to six words and an explanation of 120 to 180, in sentences."""
    words, cumulative, titles = zipf_vocabulary()
    rng = random.Random(day.toordinal())
    title = " ".join(w.capitalize() for w in rng.choices(words[20:], cum_weights=titles, k=rng.randint(4, 6)))
    body, sentence = [], []
    for word in rng.choices(words, cum_weights=cumulative, k=rng.randint(120, 180)):
        sentence.append(word)
        if len(sentence) >= rng.randint(8, 20):
            body.append(" ".join(sentence).capitalize() + ".")
            sentence = []
    if sentence:
        body.append(" ".join(sentence).capitalize() + ".")
    return title, " ".join(body)


class RawJSON:
    """A body already serialized (compact), sent as it is."""
    def __init__(self, text):
        self.text = text


def json_elements(text):
    """The exact text of each element of a JSON array (or of the one object), for recorded bodies."""
    decoder, text = json.JSONDecoder(), text.strip()
    if text.startswith("{"):
        return [text]
    out, i = [], 1
    while True:
        while text[i] in " \r\n\t,":
            i += 1
        if text[i] == "]":
            return out
        _, end = decoder.raw_decode(text, i)
        out.append(text[i:end])
        i = end


def apod_recorded(cfg):
    """Recorded bodies named by `apod_recorded` (fixture files), by date, byte for byte."""
    memo = STATE.setdefault("apod_recorded", {})
    key = id(cfg)
    if key not in memo:
        days = {}
        for name in cfg.get("apod_recorded", []):
            with open(os.path.join(cfg.get("fixtures_dir", "."), name), encoding="utf-8") as f:
                for element in json_elements(f.read()):
                    days[json.loads(element)["date"]] = element
        memo.clear()
        memo[key] = days
    return memo[key]


def apod_json(cfg, day):
    """One day's post serialized once per config: a whole-archive benchmark asks for 11,000 posts,
    and serializing them again for every run made the server, not the client, the bottleneck."""
    recorded = apod_recorded(cfg).get(iso(day))
    if recorded is not None:
        return recorded
    records = cfg.get("apod_records", {})
    if iso(day) in records:
        return json.dumps(records[iso(day)], separators=(",", ":"))
    memo = STATE.setdefault("apod_json", {})
    key = (id(cfg), day)
    text = memo.get(key)
    if text is None:
        text = memo[key] = json.dumps(apod_post(cfg, day), separators=(",", ":"))
    return text


def apod_code(text):
    """YYMMDD as a date, or None."""
    if len(text) != 6 or not text.isdigit():
        return None
    yy, mm, dd = int(text[:2]), int(text[2:4]), int(text[4:])
    try:
        return datetime.date(1900 + yy if yy >= 95 else 2000 + yy, mm, dd)
    except ValueError:
        return None


def apod(cfg, path, query):
    today = parse_date(cfg.get("apod_today", "2024-02-08"))
    published = parse_date(cfg.get("apod_latest", iso(today)))
    missing = set(cfg.get("apod_missing", ["1995-06-17", "1995-06-18", "1995-06-19"]))
    failing = set(cfg.get("apod_failing", []))
    rest = path[len("/apod"):].strip("/")
    if rest:
        day = apod_code(rest)
        if day is None or "/" in rest:
            return 404, WP_NO_ROUTE, {}
        if iso(day) in failing:
            return 500, {"code": "internal_server_error", "message": "There has been a critical error on this website.", "data": {"status": 500}}, {}
        if day < APOD_FIRST or day > published or iso(day) in missing:
            return 404, WP_NOT_FOUND, {}
        return 200, RawJSON(apod_json(cfg, day)), {}
    # The list: newest first; only page, per_page, date_from and date_to are read, anything else
    # (date, start_date, count, api_key…) is ignored, as the service does.
    try:
        per_page = max(1, min(25, int(query.get("per_page", "25") or 25)))
        page = max(1, int(query.get("page", "1") or 1))
    except ValueError:
        return 400, {"code": "rest_invalid_param", "message": "Invalid parameter(s): per_page", "data": {"status": 400}}, {}
    lo, hi = APOD_FIRST, published
    for name in ("date_from", "date_to"):
        if name in query:
            day = apod_code(query[name])
            if day is None:
                return 400, {"code": "rest_invalid_param", "message": "Invalid parameter(s): %s" % name, "data": {"status": 400}}, {}
            lo, hi = (max(lo, day), hi) if name == "date_from" else (lo, min(hi, day))
    if lo <= hi and any(lo <= parse_date(d) <= hi for d in failing):
        return 500, {"code": "internal_server_error", "message": "There has been a critical error on this website.", "data": {"status": 500}}, {}
    gaps = sum(1 for d in missing if lo <= parse_date(d) <= hi)
    total = max(0, (hi - lo).days + 1 - gaps) if lo <= hi else 0
    pages = (total + per_page - 1) // per_page
    if page > max(1, pages):
        return 400, WP_BAD_PAGE, {}
    out, day, skip = [], hi, (page - 1) * per_page
    while day >= lo and len(out) < per_page:
        if iso(day) not in missing:
            if skip:
                skip -= 1
            else:
                out.append(apod_json(cfg, day))
        day -= datetime.timedelta(days=1)
    return 200, RawJSON("[" + ",".join(out) + "]"), {"X-WP-Total": str(total), "X-WP-TotalPages": str(pages)}


# --- Image library ----------------------------------------------------------------------
def images_item(i, q, base):
    nasa_id = "SYN-%s-%05d" % (q.replace(" ", "_")[:12] or "x", i)
    kind = "video" if i % 10 == 9 else "image"
    data = {"nasa_id": nasa_id, "title": "Synthetic %s result %d" % (q, i), "media_type": kind,
            "date_created": "20%02d-0%d-1%dT00:00:00Z" % (i % 24, i % 9 + 1, i % 9), "center": "JPL" if i % 2 else "GSFC",
            "description": "Description of result %d." % i, "keywords": ["nebula", "synthetic"] if i % 3 else ["nebula, synthetic, comma"]}
    return {"href": "https://images-assets.nasa.gov/%s/%s/collection.json" % (kind, quote(nasa_id)), "data": [data],
            "links": [{"href": "https://images-assets.nasa.gov/%s/%s/%s~thumb.jpg" % (kind, quote(nasa_id), quote(nasa_id)), "rel": "preview", "render": "image"}]}


# Ids the README and the help use in their examples, answered like synthetic ones.
EXAMPLE_IDS = {"PIA12235": "SYN-example-00001", "Apollo 11 Launch": "SYN-example-00002", "PIA15415": "SYN-example-00003",
               "Apollo 11 Overview": "SYN-example-00004"}


def images_asset(raw_id):
    from urllib.parse import unquote
    nid = unquote(raw_id)
    nid = EXAMPLE_IDS.get(nid, nid)
    if not nid.startswith("SYN-"):
        return 404, {"reason": "No AssetDB records for nasaid=%s" % nid}
    kind = "video" if nid.endswith("9") else "image"
    root = "http://images-assets.nasa.gov/%s/%s/%s" % (kind, quote(nid), quote(nid))
    names = ["~orig.mp4", "~mobile.mp4", "~thumb.jpg", ".srt"] if kind == "video" else ["~orig.jpg", "~large.jpg", "~medium.jpg", "~small.jpg", "~thumb.jpg"]
    items = [{"href": root + n} for n in names] + [{"href": "http://images-assets.nasa.gov/%s/%s/metadata.json" % (kind, quote(nid))}]
    return 200, {"collection": {"version": "1.0", "href": "http://images-api.nasa.gov/asset/" + quote(nid), "items": items}}


def images_search(cfg, query, base):
    if "api_key" in query:
        return 400, {"reason": "Invalid search parameter: api_key"}
    known = {"q", "center", "description", "description_508", "keywords", "location", "media_type", "nasa_id", "page", "page_size",
             "photographer", "secondary_creator", "title", "year_start", "year_end"}
    for name in query:
        if name not in known:
            return 400, {"reason": "Invalid search parameter: %s" % name}
    if not any(query.get(k) for k in known - {"page", "page_size"}):
        return 400, {"reason": "Expected 'q' text search parameter or other keywords."}
    if query.get("nasa_id"):
        nid = EXAMPLE_IDS.get(query["nasa_id"], query["nasa_id"])
        items = []
        if nid.startswith("SYN-"):
            item = images_item(int(nid.rsplit("-", 1)[1]), nid.split("-")[1], base)
            item["data"][0].update({"nasa_id": nid, "photographer": "Synthetic Photographer"})
            items = [item]
        return 200, {"collection": {"version": "1.0", "href": "http://images-api.nasa.gov/search?nasa_id=" + quote(nid), "items": items, "metadata": {"total_hits": len(items)}}}
    page, size = int(query.get("page", 1)), int(query.get("page_size", 100))
    if page * size > 10000:
        return 400, {"reason": "Maximum number of search results have been displayed. Please refine your search."}
    q = query.get("q", "")
    total = 0 if q == "nothing" else cfg.get("images_total", {}).get(q, 1022)
    first = (page - 1) * size
    items = [images_item(i, q, base) for i in range(first, min(total, first + size))]
    coll = {"version": "1.0", "href": "http://images-api.nasa.gov/search?q=" + quote(q), "items": items, "metadata": {"total_hits": total}}
    links = []
    if page > 1:
        links.append({"rel": "prev", "prompt": "Previous", "href": "http://images-api.nasa.gov/search?q=%s&page=%d" % (quote(q), page - 1)})
    if first + size < total:
        links.append({"rel": "next", "prompt": "Next", "href": "http://images-api.nasa.gov/search?q=%s&page=%d" % (quote(q), page + 1)})
    if links:
        coll["links"] = links
    return 200, {"collection": coll}


# --- Launch Library 2 -------------------------------------------------------------------
FIRST = ["Ada", "Boris", "Chen", "Dara", "Emil", "Fumiko", "Gita", "Hugo", "Ines", "Jonas", "Kai", "Lena", "Mae", "Nils", "Oona", "Pavel"]
LAST = ["Armstrong", "Bondar", "Collins", "Duque", "Eyharts", "Fincke", "Glenn", "Hadfield", "Ivins", "Jemison", "Kelly", "Leonov", "Melvill", "Noguchi"]
COUNTRIES = [("American", "United States", "US", "USA"), ("Canadian", "Canada", "CA", "CAN"), ("Russian", "Russia", "RU", "RUS"), ("Japanese", "Japan", "JP", "JPN")]


def astronaut(i, base):
    name = "%s %s" % (FIRST[i % len(FIRST)], LAST[(i * 7) % len(LAST)]) + ("" if i < 200 else " %d" % i)
    if i == 11:
        name = "Chris Hadfield"   # the README's and the help's example
    c = COUNTRIES[i % len(COUNTRIES)]
    return {"id": i + 1, "url": base + "%d/" % (i + 1), "name": name, "status": {"id": 1, "name": "Active" if i % 5 else "Retired"},
            "agency": {"response_mode": "mini", "id": 44, "url": "", "name": "National Aeronautics and Space Administration", "abbrev": "NASA", "type": {"id": 1, "name": "Government"}},
            "image": {"id": i, "name": "img", "image_url": "https://thespacedevs-prod.nyc3.digitaloceanspaces.com/media/a%d.jpg" % i,
                      "thumbnail_url": "https://thespacedevs-prod.nyc3.digitaloceanspaces.com/media/a%d_thumb.jpg" % i, "credit": None,
                      "license": {"id": 1, "name": "Unknown", "priority": 9, "link": None}, "single_use": False, "variants": []},
            "response_mode": "normal", "type": {"id": 2, "name": "Government"}, "in_space": i % 50 == 0, "time_in_space": "P%dDT4H" % (i % 300),
            "eva_time": "PT%dH" % (i % 20), "age": 30 + i % 40, "date_of_birth": "19%02d-0%d-1%d" % (50 + i % 40, i % 9 + 1, i % 9), "date_of_death": None,
            "nationality": [{"id": i % 4, "name": c[1], "alpha_2_code": c[2], "alpha_3_code": c[3], "nationality_name": c[0], "nationality_name_composed": c[0]}],
            "bio": "Synthetic astronaut number %d.\r\nFlew many times." % i, "wiki": None, "last_flight": "2020-01-01T00:00:00Z", "first_flight": "2010-01-01T00:00:00Z",
            "flights_count": i % 6, "landings_count": i % 6, "spacewalks_count": i % 3, "social_media_links": []}


ROSTERS = {}


def astronauts(cfg, path, query, base):
    # Built once per size: the roster of a benchmark (3,300) took most of each request's time.
    key = (cfg.get("astronauts_total", 812), base)
    with LOCK:
        if key not in ROSTERS:
            ROSTERS[key] = [astronaut(i, base) for i in range(key[0])]
        roster = ROSTERS[key]
    rest = path[len("/astronauts/"):].strip("/")
    if rest:
        if not rest.isdigit() or int(rest) < 1 or int(rest) > len(roster):
            return 404, {"detail": "No Astronaut matches the given query."}
        a = dict(roster[int(rest) - 1]); a.update({"flights": [], "landings": [], "spacewalks": [], "response_mode": "detailed"})
        return 200, a
    if query.get("search"):
        s = query["search"].lower()
        roster = [a for a in roster if s in a["name"].lower() or s in a["nationality"][0]["nationality_name"].lower()]
    if query.get("nationality"):
        roster = [a for a in roster if a["nationality"][0]["nationality_name"].lower() == query["nationality"].lower()]
    if query.get("in_space") == "true":
        roster = [a for a in roster if a["in_space"]]
    order = query.get("ordering", "")
    if order.lstrip("-") == "name":
        roster = sorted(roster, key=lambda a: a["name"], reverse=order.startswith("-"))
    limit = min(100, int(query.get("limit", 10) or 10))
    offset = int(query.get("offset", 0) or 0)
    page = roster[offset:offset + limit]
    nxt = base + "?limit=%d&offset=%d" % (limit, offset + limit) if offset + limit < len(roster) else None
    prev = base + "?limit=%d&offset=%d" % (limit, max(0, offset - limit)) if offset > 0 else None
    return 200, {"count": len(roster), "next": nxt, "previous": prev, "results": page}


PICTURE_HOSTS = [("https://apod.nasa.gov/apod/image/", "apod/"), ("https://assets.science.nasa.gov/", "nasa-assets/"), ("https://img.youtube.com/vi/", "yt/"),
                 ("http://images-assets.nasa.gov/", "assets/"), ("https://images-assets.nasa.gov/", "assets/"),
                 ("https://thespacedevs-prod.nyc3.digitaloceanspaces.com/media/", "ll2/")]


def png_bytes(width, height, padding=0):
    import zlib, struct
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
    raw = b"".join(b"\x00" + b"".join(bytes((x * 4 % 256, y * 8 % 256, 128)) for x in range(width)) for y in range(height))
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    if padding:
        out += chunk(b"tEXt", b"Comment\x00" + b"x" * padding)
    return out + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


def jpeg_bytes(width, height, ycc=(60, 180, 100)):
    """A real baseline JPEG of one colour (YCbCr `ycc`), width x height: every block holds only
    its DC coefficient, so the encoder fits here. Decoders draw it as RGB (21, 62, 152)."""
    import struct
    blocks_x, blocks_y = (width + 7) // 8, (height + 7) // 8
    # Quantization 1 everywhere: a block's DC is (level - 128) * 8.
    dqt = b"\xff\xdb" + struct.pack(">H", 67) + b"\x00" + b"\x01" * 64
    sof0 = b"\xff\xc0" + struct.pack(">HBHHB", 17, 8, height, width, 3) + b"\x01\x11\x00\x02\x11\x00\x03\x11\x00"
    dcs = [(level - 128) * 8 for level in ycc]
    categories = sorted({0} | {abs(v).bit_length() for v in dcs})
    # Canonical codes: every DC category used, one length for all (enough bits to hold them).
    length = len(categories).bit_length()  # n codes of one length, none all ones
    counts = [0] * 16
    counts[length - 1] = len(categories)
    dht = b"\x00" + bytes(counts) + bytes(categories)
    dht += b"\x10" + bytes([1] + [0] * 15) + b"\x00"  # AC: only end-of-block, code "0"
    dht = b"\xff\xc4" + struct.pack(">H", 2 + len(dht)) + dht
    sos = b"\xff\xda" + struct.pack(">HB", 12, 3) + b"\x01\x00\x02\x00\x03\x00" + b"\x00\x3f\x00"
    bits = []
    def put(value, n):
        bits.extend((value >> (n - 1 - i)) & 1 for i in range(n))
    first = True
    for _ in range(blocks_x * blocks_y):
        for dc in dcs:
            diff = dc if first else 0
            category = abs(diff).bit_length()
            put(categories.index(category), length)
            if category:
                put(diff if diff > 0 else diff + (1 << category) - 1, category)
            put(0, 1)  # end of block
        first = False
    bits.extend([1] * (-len(bits) % 8))
    data = bytearray()
    for i in range(0, len(bits), 8):
        byte = int("".join(map(str, bits[i:i + 8])), 2)
        data.append(byte)
        if byte == 0xFF:
            data.append(0)
    return b"\xff\xd8" + dqt + sof0 + dht + sos + bytes(data) + b"\xff\xd9"


def picture(cfg, path):
    """Pictures behind rewritten links: PNG or JPEG by extension (or `picture_png`), an HTML page
    when the path and query contain a `picture_html` string, 404 for `picture_missing`; JPEGs cut
    to `picture_truncate` bytes."""
    w, h = cfg.get("picture_size", [64, 32])
    link, path = path, path.split("?")[0]
    if any(s in link for s in cfg.get("picture_missing", [])):
        return 404, "text/html", b"<html><body>Not Found</body></html>"
    if any(s in link for s in cfg.get("picture_html", [])):
        return 200, "text/html", b"<!DOCTYPE html><html><head><title>APOD</title></head><body>A page, not a picture</body></html>"
    if path.endswith(".png") or any(s in path for s in cfg.get("picture_png", [])):
        return 200, "image/png", png_bytes(w, h, cfg.get("picture_padding", 0))
    if path.endswith(".jpg") or path.endswith(".jpeg"):
        if cfg.get("picture_file"):
            with open(cfg["picture_file"], "rb") as f:
                return 200, "image/jpeg", f.read()
        body = jpeg_bytes(w, h)
        return 200, "image/jpeg", body[:cfg["picture_truncate"]] if "picture_truncate" in cfg else body
    if path.endswith(".mp4"):
        return 200, "video/mp4", b"\x00\x00\x00\x18ftypmp42" + b"\x00" * cfg.get("video_bytes", 4096)
    return 200, "application/octet-stream", b"\x00\x00\x00\x18ftypmp42 not a picture"


def write_log(cfg):
    """Writes the request log to the config's log_path (atomically), for tests that read files."""
    path = cfg.get("log_path")
    if not path:
        return
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump({"requests": STATE["log"], "count": len(STATE["log"]), "max_in_flight": STATE["max_in_flight"]}, f)
    os.replace(tmp, path)


# --- HTTP -------------------------------------------------------------------------------
class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body go out in separate writes; with Nagle's algorithm the body waited for the
    # client's delayed acknowledgement of the headers (40 ms on Linux) on a reused connection,
    # which real servers do not make clients wait, and which made timings through this server noisy.
    disable_nagle_algorithm = True

    def log_message(self, *args):
        pass

    def do_POST(self):
        length = int(self.headers.get("Content-Length", 0))
        body = self.rfile.read(length)
        if self.path == "/_fake/config":
            with LOCK:
                STATE["config"] = json.loads(body)
                STATE.pop("apod_json", None)
                STATE.pop("apod_recorded", None)
                STATE["log"].clear(); STATE["max_in_flight"] = 0
                for r in STATE["config"].get("routes", []):
                    r["_next"] = 0
            return self.send(200, {}, b"{}")
        self.send(404, {}, b"{}")

    def do_CONNECT(self):
        """A proxy's tunnel request (`https_proxy` pointed here): logged, then refused, so a test
        sees which host `space` wanted without anything leaving the machine."""
        with LOCK:
            STATE["log"].append({"method": "CONNECT", "path": self.path, "query": {}, "headers": {k.lower(): v for k, v in self.headers.items()}})
            write_log(STATE["config"])
        self.send(502, {"Content-Type": "text/plain"}, b"no tunnels here")
        self.close_connection = True

    def do_GET(self):
        parts = urlsplit(self.path)
        query = dict(parse_qsl(parts.query, keep_blank_values=True))
        if parts.path == "/_fake/log":
            with LOCK:
                body = json.dumps({"requests": STATE["log"], "count": len(STATE["log"]), "max_in_flight": STATE["max_in_flight"]}).encode()
            return self.send(200, {"Content-Type": "application/json"}, body)
        with LOCK:
            STATE["log"].append({"method": "GET", "path": parts.path, "query": query, "headers": {k.lower(): v for k, v in self.headers.items()},
                                 "peer": self.client_address[1]})
            STATE["in_flight"] += 1
            STATE["max_in_flight"] = max(STATE["max_in_flight"], STATE["in_flight"])
            cfg = STATE["config"]
            write_log(cfg)
        try:
            self.answer(cfg, parts.path, query)
        finally:
            with LOCK:
                STATE["in_flight"] -= 1

    def answer(self, cfg, path, query):
        latency = cfg.get("latency_ms", 0)
        route = None
        with LOCK:
            for r in cfg.get("routes", []):
                if ("path" in r and r["path"] != path) or ("path_prefix" in r and not path.startswith(r["path_prefix"])):
                    continue
                if any(query.get(k) != v for k, v in r.get("query", {}).items()):
                    continue
                responses = r["responses"]
                i = r.get("_next", 0)
                r["_next"] = i + 1
                route = responses[min(i, len(responses) - 1)]
                break
        if route is not None and route.get("generate"):
            time.sleep(route.get("delay_ms", 0) / 1000.0)
            route = None  # a scripted turn that answers as if unscripted
        if route is not None:
            time.sleep((latency + route.get("delay_ms", 0)) / 1000.0)
            return self.scripted(route, cfg)
        time.sleep(latency / 1000.0)
        base = "http://%s:%d" % self.server.server_address[:2]
        if path == "/apod" or path.startswith("/apod/"):
            status, body, headers = apod(cfg, path, query)
        elif path == "/images/search":
            status, body = images_search(cfg, query, base); headers = {}
        elif path.startswith("/images/asset/"):
            status, body = images_asset(path[len("/images/asset/"):]); headers = {}
        elif path.startswith("/pictures/"):
            status, kind, data = picture(cfg, self.path)
            return self.send(status, {"Content-Type": kind}, data)
        elif path == "/api-throttle/":
            used = cfg.get("throttle_used", 3)
            status, headers = 200, {}
            body = {"your_request_limit": 15, "limit_frequency_secs": 3600, "current_use": used,
                    "next_use_secs": 0 if used < 15 else 1631, "ident": "127.0.0.1"}
        elif path.startswith("/astronauts/"):
            status, body = astronauts(cfg, path, query, base + "/astronauts/"); headers = {}
        else:
            status, body, headers = 404, {"fake_server": "no route", "path": path}, {}
        headers["Content-Type"] = "application/json"
        text = body.text if isinstance(body, RawJSON) else json.dumps(body, separators=(",", ":")) + "\n"
        if cfg.get("local_pictures"):
            for host, folder in PICTURE_HOSTS:
                text = text.replace(host, base + "/pictures/" + folder)
        self.send(status, headers, text.encode())

    def scripted(self, r, cfg):
        if "body_file" in r:
            with open(os.path.join(cfg.get("fixtures_dir", "."), r["body_file"]), "rb") as f:
                body = f.read()
        elif "json" in r:
            body = json.dumps(r["json"]).encode()
        elif "body_hex" in r:
            body = bytes.fromhex(r["body_hex"])
        elif "body_repeat" in r:
            body = (r["body_repeat"] * r.get("times", 1)).encode()
        else:
            body = r.get("body", "").encode()
        headers = {"Content-Type": r.get("content_type", "application/json")}
        headers.update(r.get("headers", {}))
        fault = r.get("fault")
        if "gzip_zeros" in r:
            # A gzip bomb: a few MB on the wire, many times that decompressed.
            import gzip
            memo = STATE.setdefault("gzip", {})
            size = r["gzip_zeros"]
            if size not in memo:
                memo[size] = gzip.compress(b"\0" * size, compresslevel=9)
            body = memo[size]
            headers["Content-Encoding"] = "gzip"
        if fault == "drip":
            # Headers at once, then one byte every `drip_interval_ms`, never finishing in time.
            self.send_response(r.get("status", 200))
            for k, v in headers.items():
                self.send_header(k, v)
            self.send_header("Content-Length", str(r.get("length", 100000)))
            self.end_headers()
            try:
                for _ in range(r.get("length", 100000)):
                    self.wfile.write(b"x"); self.wfile.flush()
                    time.sleep(r.get("drip_interval_ms", 1000) / 1000.0)
            except OSError:
                pass
            self.close_connection = True
            return
        if fault == "stream":
            # An endless-looking picture: Content-Length `length`, zeros until the client leaves.
            self.send_response(200)
            for k, v in headers.items():
                self.send_header(k, v)
            self.send_header("Content-Length", str(r["length"]))
            self.end_headers()
            chunk = b"\xff\xd8\xff" + b"\0" * (1 << 20)
            sent = 0
            try:
                while sent < r["length"]:
                    self.wfile.write(chunk); sent += len(chunk)
            except OSError:
                pass
            self.close_connection = True
            return
        if fault == "close":
            self.close_connection = True
            self.connection.shutdown(2)
            return
        if fault == "truncate":
            body = body[: len(body) // 2]
        if fault == "close_midbody":
            self.send_response(r.get("status", 200))
            for k, v in headers.items():
                self.send_header(k, v)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body[: len(body) // 2]); self.wfile.flush()
            self.close_connection = True
            self.connection.shutdown(2)
            return
        self.send(r.get("status", 200), headers, body)

    def send(self, status, headers, body):
        self.send_response(status)
        for k, v in headers.items():
            self.send_header(k, v)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def main():
    # The test runner may start us from a thread that blocks signals; the mask is inherited.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    config_path = sys.argv[sys.argv.index("--config") + 1] if "--config" in sys.argv else None
    port = int(sys.argv[sys.argv.index("--port") + 1]) if "--port" in sys.argv else 0
    STATE["config"] = load_config(config_path) if config_path else {}
    for r in STATE["config"].get("routes", []):
        r["_next"] = 0
    server_class = ThreadingHTTPServer
    if sys.platform == "darwin":
        # A restart on the port a test reserved (a bound socket that never listens): BSD wants
        # SO_REUSEPORT on both sockets for that, where Linux takes SO_REUSEADDR alone.
        class ReusingServer(ThreadingHTTPServer):
            def server_bind(self):
                self.socket.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
                super().server_bind()
        server_class = ReusingServer
    server = server_class(("127.0.0.1", port), Handler)
    server.daemon_threads = True
    parent = os.getppid()
    lifetime = float(STATE["config"].get("max_lifetime_s", 900))
    started = time.time()

    def watchdog():
        # Stops by itself when the test process is gone or after a bounded lifetime.
        while os.getppid() == parent and time.time() - started < lifetime:
            time.sleep(0.5)
        os._exit(0)

    threading.Thread(target=watchdog, daemon=True).start()
    print("PORT %d" % server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
