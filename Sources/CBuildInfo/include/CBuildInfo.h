#ifndef CBUILDINFO_H
#define CBUILDINFO_H

/// The commit `space` was built from: set by `make install` (-Xcc -DSPACE_COMMIT="…"), empty in
/// a plain `swift build`.
const char *space_build_commit(void);

#endif
