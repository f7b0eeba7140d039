#ifndef SPACE_CCURL_H
#define SPACE_CCURL_H

// libcurl, loaded at run time from the libcurl.so.4 that FoundationNetworking already needs, so
// building `space` needs no curl headers and no new package. Each call goes through a pointer
// found with dlsym; the variadic curl_easy_setopt and curl_easy_getinfo are called here, in C,
// with their real types, which Swift cannot do through a function pointer.

#include <stddef.h>
#include <stdint.h>

/// Loads the library named (a path or a soname; NULL or empty: the system's) on the first call,
/// and only then; 0 when every function was found, else -1 (see space_curl_load_error).
int space_curl_load(const char *name);
/// Why loading failed, or NULL.
const char *space_curl_load_error(void);
/// libcurl's version text ("libcurl/7.88.1 OpenSSL/3.0.19 …").
const char *space_curl_version(void);

void *space_curl_easy_init(void);
void space_curl_easy_cleanup(void *easy);
int space_curl_easy_setopt_long(void *easy, int option, long value);
int space_curl_easy_setopt_pointer(void *easy, int option, const void *value);
int space_curl_easy_setopt_write(void *easy, int option, size_t (*callback)(char *, size_t, size_t, void *));
int space_curl_easy_getinfo_long(void *easy, int info, long *value);
int space_curl_easy_getinfo_off(void *easy, int info, int64_t *value);
int space_curl_easy_getinfo_pointer(void *easy, int info, void **value);
const char *space_curl_easy_strerror(int code);

void *space_curl_multi_init(void);
int space_curl_multi_setopt_long(void *multi, int option, long value);
int space_curl_multi_add_handle(void *multi, void *easy);
int space_curl_multi_remove_handle(void *multi, void *easy);
int space_curl_multi_perform(void *multi, int *running);
int space_curl_multi_poll(void *multi, int timeout_ms, int *ready);
int space_curl_multi_wakeup(void *multi);
/// The next finished transfer: 1 with its handle and result, 0 when none is left.
int space_curl_multi_next_done(void *multi, void **easy, int *result);

void *space_curl_slist_append(void *list, const char *text);
void space_curl_slist_free_all(void *list);

#endif
