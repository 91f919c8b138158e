/*
 * A stand-in for the icuuc.dll that Windows 10 and 11 ship and Wine does not: Qt 6.7+'s Qt6Core.dll
 * imports ICU's converter functions (ucnv_*) from it. Every converter here fails to open, so Qt uses
 * its own UTF-8/UTF-16/Latin-1 codecs, which is all the game needs.
 *
 * For the tests under Wine only: it is built into the test's Wine prefix, never shipped.
 *   x86_64-w64-mingw32-gcc -shared -O2 -s icu_stub.c -o icuuc.dll
 */
#include <stddef.h>
#include <stdint.h>

#define EXPORT __declspec(dllexport)
#define U_UNSUPPORTED_ERROR 16

typedef int UErrorCode;

static void unsupported(UErrorCode *error)
{
    if (error != NULL && *error <= 0)
        *error = U_UNSUPPORTED_ERROR;
}

EXPORT void *ucnv_open(const char *name, UErrorCode *error) { (void)name; unsupported(error); return NULL; }
EXPORT void ucnv_close(void *converter) { (void)converter; }
EXPORT void ucnv_reset(void *converter) { (void)converter; }
EXPORT int8_t ucnv_getMaxCharSize(const void *converter) { (void)converter; return 4; }
EXPORT const char *ucnv_getName(const void *converter, UErrorCode *error) { (void)converter; unsupported(error); return ""; }
EXPORT void ucnv_getToUCallBack(const void *c, void **action, const void **context) { (void)c; *action = NULL; *context = NULL; }
EXPORT void ucnv_getFromUCallBack(const void *c, void **action, const void **context) { (void)c; *action = NULL; *context = NULL; }
EXPORT void ucnv_setToUCallBack(void *c, void *a, const void *ctx, void **old_a, const void **old_ctx, UErrorCode *e)
{ (void)c; (void)a; (void)ctx; if (old_a) *old_a = NULL; if (old_ctx) *old_ctx = NULL; unsupported(e); }
EXPORT void ucnv_setFromUCallBack(void *c, void *a, const void *ctx, void **old_a, const void **old_ctx, UErrorCode *e)
{ (void)c; (void)a; (void)ctx; if (old_a) *old_a = NULL; if (old_ctx) *old_ctx = NULL; unsupported(e); }
EXPORT void ucnv_cbToUWriteUChars(void *args, const uint16_t *source, int32_t length, int32_t offset, UErrorCode *e)
{ (void)args; (void)source; (void)length; (void)offset; unsupported(e); }
EXPORT void ucnv_cbFromUWriteUChars(void *args, const uint16_t **source, const uint16_t *limit, int32_t offset, UErrorCode *e)
{ (void)args; (void)source; (void)limit; (void)offset; unsupported(e); }
EXPORT void ucnv_toUnicode(void *c, uint16_t **t, const uint16_t *tl, const char **s, const char *sl, int32_t *o, int8_t f, UErrorCode *e)
{ (void)c; (void)t; (void)tl; (void)s; (void)sl; (void)o; (void)f; unsupported(e); }
EXPORT void ucnv_fromUnicode(void *c, char **t, const char *tl, const uint16_t **s, const uint16_t *sl, int32_t *o, int8_t f, UErrorCode *e)
{ (void)c; (void)t; (void)tl; (void)s; (void)sl; (void)o; (void)f; unsupported(e); }
EXPORT int32_t ucnv_toUCountPending(const void *c, UErrorCode *e) { (void)c; unsupported(e); return 0; }
EXPORT int32_t ucnv_fromUCountPending(const void *c, UErrorCode *e) { (void)c; unsupported(e); return 0; }
EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *e)
{ (void)name; (void)standard; unsupported(e); return NULL; }
EXPORT const char *ucnv_getAvailableName(int32_t n) { (void)n; return NULL; }
EXPORT int32_t ucnv_countAvailable(void) { return 0; }
EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *ctx, void *args, const uint16_t *u, int32_t len, int32_t cp, int reason, UErrorCode *e)
{ (void)ctx; (void)args; (void)u; (void)len; (void)cp; (void)reason; unsupported(e); }
EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *ctx, void *args, const char *b, int32_t len, int reason, UErrorCode *e)
{ (void)ctx; (void)args; (void)b; (void)len; (void)reason; unsupported(e); }
