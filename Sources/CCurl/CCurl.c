#include "CCurl.h"

// Linux and macOS alike: the same transport, so both honour https_proxy and no_proxy as documented
// (Apple's URLSession follows the system's proxy settings only). macOS ships libcurl in the dyld
// shared cache, not on disk: dlopen by its absolute path is the test (and the only form the
// hardened runtime allows).
#if defined(__linux__) || defined(__APPLE__)
#if defined(__APPLE__)
#define SPACE_DEFAULT_CURL "/usr/lib/libcurl.4.dylib"
#else
#define SPACE_DEFAULT_CURL "libcurl.so.4"
#endif
#include <dlfcn.h>
#include <sys/stat.h>
#include <string.h>
#include <pthread.h>

typedef struct {
    int msg;
    void *easy_handle;
    union { void *whatever; int result; } data;
} curl_message;

static struct {
    int (*global_init)(long);
    char *(*version)(void);
    void *(*easy_init)(void);
    void (*easy_cleanup)(void *);
    int (*easy_setopt)(void *, int, ...);
    int (*easy_getinfo)(void *, int, ...);
    const char *(*easy_strerror)(int);
    void *(*multi_init)(void);
    int (*multi_setopt)(void *, int, ...);
    int (*multi_add_handle)(void *, void *);
    int (*multi_remove_handle)(void *, void *);
    int (*multi_perform)(void *, int *);
    int (*multi_poll)(void *, void *, unsigned int, int, int *);
    int (*multi_wakeup)(void *);
    curl_message *(*multi_info_read)(void *, int *);
    void *(*slist_append)(void *, const char *);
    void (*slist_free_all)(void *);
} curl;

static pthread_mutex_t loading = PTHREAD_MUTEX_INITIALIZER;
static int tried = 0;
static int loaded = -1;
static const char *load_error = NULL;

#define FIND(field, name) \
    if (!(*(void **)(&curl.field) = dlsym(library, name))) { load_error = "the library has no " name; return; }

static void load(const char *name) {
    // `name` (SPACE_CURL_LIBRARY, read in Swift with the other seams) names another build
    // (libcurl-gnutls.so.4, a path); NULL or empty: the system's.
    // Only a regular file is ever handed to dlopen: a FIFO or a device would hang it.
    if (name && *name && strchr(name, '/')) {
        struct stat info;
        if (stat(name, &info) != 0) { load_error = "the file named by SPACE_CURL_LIBRARY does not exist"; return; }
        if (!S_ISREG(info.st_mode)) { load_error = "SPACE_CURL_LIBRARY does not name a regular file"; return; }
    }
    void *library = dlopen(name && *name ? name : SPACE_DEFAULT_CURL, RTLD_NOW | RTLD_LOCAL);
    if (!library) { load_error = "the library could not be loaded"; return; }
    FIND(global_init, "curl_global_init")
    FIND(version, "curl_version")
    // A library that answers nothing to curl_version is not a libcurl to trust.
    if (!curl.version()) { load_error = "the library's curl_version() returned nothing"; return; }
    FIND(easy_init, "curl_easy_init")
    FIND(easy_cleanup, "curl_easy_cleanup")
    FIND(easy_setopt, "curl_easy_setopt")
    FIND(easy_getinfo, "curl_easy_getinfo")
    FIND(easy_strerror, "curl_easy_strerror")
    FIND(multi_init, "curl_multi_init")
    FIND(multi_setopt, "curl_multi_setopt")
    FIND(multi_add_handle, "curl_multi_add_handle")
    FIND(multi_remove_handle, "curl_multi_remove_handle")
    FIND(multi_perform, "curl_multi_perform")
    FIND(multi_poll, "curl_multi_poll")       // 7.66
    FIND(multi_wakeup, "curl_multi_wakeup")   // 7.68
    FIND(multi_info_read, "curl_multi_info_read")
    FIND(slist_append, "curl_slist_append")
    FIND(slist_free_all, "curl_slist_free_all")
    // CURL_GLOBAL_ALL; reference-counted, so FoundationNetworking's own call does no harm.
    if (curl.global_init(3) != 0) { load_error = "libcurl could not be initialised"; return; }
    loaded = 0;
}

int space_curl_load(const char *name) {
    pthread_mutex_lock(&loading);
    if (!tried) { tried = 1; load(name); }
    int result = loaded;
    pthread_mutex_unlock(&loading);
    return result;
}
const char *space_curl_load_error(void) { return load_error; }
const char *space_curl_version(void) { const char *text = curl.version(); return text ? text : ""; }

void *space_curl_easy_init(void) { return curl.easy_init(); }
void space_curl_easy_cleanup(void *easy) { curl.easy_cleanup(easy); }
int space_curl_easy_setopt_long(void *easy, int option, long value) { return curl.easy_setopt(easy, option, value); }
int space_curl_easy_setopt_pointer(void *easy, int option, const void *value) { return curl.easy_setopt(easy, option, value); }
int space_curl_easy_setopt_write(void *easy, int option, size_t (*callback)(char *, size_t, size_t, void *)) {
    return curl.easy_setopt(easy, option, callback);
}
int space_curl_easy_getinfo_long(void *easy, int info, long *value) { return curl.easy_getinfo(easy, info, value); }
int space_curl_easy_getinfo_off(void *easy, int info, int64_t *value) { return curl.easy_getinfo(easy, info, value); }
int space_curl_easy_getinfo_pointer(void *easy, int info, void **value) { return curl.easy_getinfo(easy, info, value); }
const char *space_curl_easy_strerror(int code) { const char *text = curl.easy_strerror(code); return text ? text : "an error libcurl did not name"; }

void *space_curl_multi_init(void) { return curl.multi_init(); }
int space_curl_multi_setopt_long(void *multi, int option, long value) { return curl.multi_setopt(multi, option, value); }
int space_curl_multi_add_handle(void *multi, void *easy) { return curl.multi_add_handle(multi, easy); }
int space_curl_multi_remove_handle(void *multi, void *easy) { return curl.multi_remove_handle(multi, easy); }
int space_curl_multi_perform(void *multi, int *running) { return curl.multi_perform(multi, running); }
int space_curl_multi_poll(void *multi, int timeout_ms, int *ready) { return curl.multi_poll(multi, NULL, 0, timeout_ms, ready); }
int space_curl_multi_wakeup(void *multi) { return curl.multi_wakeup(multi); }
int space_curl_multi_next_done(void *multi, void **easy, int *result) {
    int left = 0;
    curl_message *message;
    while ((message = curl.multi_info_read(multi, &left))) {
        if (message->msg == 1) {  // CURLMSG_DONE
            *easy = message->easy_handle;
            *result = message->data.result;
            return 1;
        }
    }
    return 0;
}

void *space_curl_slist_append(void *list, const char *text) { return curl.slist_append(list, text); }
void space_curl_slist_free_all(void *list) { curl.slist_free_all(list); }

#else

// Elsewhere `space` uses URLSession; nothing is loaded.
int space_curl_load(const char *name) { (void)name; return -1; }
const char *space_curl_load_error(void) { return "libcurl is only loaded on Linux and macOS"; }
const char *space_curl_version(void) { return ""; }
void *space_curl_easy_init(void) { return 0; }
void space_curl_easy_cleanup(void *easy) { (void)easy; }
int space_curl_easy_setopt_long(void *easy, int option, long value) { (void)easy; (void)option; (void)value; return -1; }
int space_curl_easy_setopt_pointer(void *easy, int option, const void *value) { (void)easy; (void)option; (void)value; return -1; }
int space_curl_easy_setopt_write(void *easy, int option, size_t (*callback)(char *, size_t, size_t, void *)) { (void)easy; (void)option; (void)callback; return -1; }
int space_curl_easy_getinfo_long(void *easy, int info, long *value) { (void)easy; (void)info; (void)value; return -1; }
int space_curl_easy_getinfo_off(void *easy, int info, int64_t *value) { (void)easy; (void)info; (void)value; return -1; }
int space_curl_easy_getinfo_pointer(void *easy, int info, void **value) { (void)easy; (void)info; (void)value; return -1; }
const char *space_curl_easy_strerror(int code) { (void)code; return ""; }
void *space_curl_multi_init(void) { return 0; }
int space_curl_multi_setopt_long(void *multi, int option, long value) { (void)multi; (void)option; (void)value; return -1; }
int space_curl_multi_add_handle(void *multi, void *easy) { (void)multi; (void)easy; return -1; }
int space_curl_multi_remove_handle(void *multi, void *easy) { (void)multi; (void)easy; return -1; }
int space_curl_multi_perform(void *multi, int *running) { (void)multi; (void)running; return -1; }
int space_curl_multi_poll(void *multi, int timeout_ms, int *ready) { (void)multi; (void)timeout_ms; (void)ready; return -1; }
int space_curl_multi_wakeup(void *multi) { (void)multi; return -1; }
int space_curl_multi_next_done(void *multi, void **easy, int *result) { (void)multi; (void)easy; (void)result; return 0; }
void *space_curl_slist_append(void *list, const char *text) { (void)list; (void)text; return 0; }
void space_curl_slist_free_all(void *list) { (void)list; }

#endif
