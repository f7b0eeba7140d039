#include "CBuildInfo.h"

#ifndef SPACE_COMMIT
#define SPACE_COMMIT ""
#endif

const char *space_build_commit(void) { return SPACE_COMMIT; }
