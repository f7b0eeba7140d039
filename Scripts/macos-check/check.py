#!/usr/bin/env python3
"""What a macOS arm64 compiler would say about `space` that a Linux one does not, from Linux.

Every Swift target (Sources/* and Tests/*) is type-checked twice with the same stand-ins for
Foundation, Dispatch and Synchronization (stubs.swift) and AppKit (appkit-stubs.swift): once as
Linux (the toolchain's own Glibc) and once as macOS arm64 (Apple's libc headers as Zig ships them,
the standard library rebuilt from its interface for arm64-apple-macosx15.0, and darwin-overlay.swift
for the parts of Swift's Darwin overlay that are not in the headers). The stand-ins are thin, so
both passes report errors about what they lack; those are the same on both sides and cancel out.
What is left is an error only macOS has: a C name Darwin lacks, a type of another width or
optionality, a macro it does not import, an unguarded Linux-only call. Our own modules' imports are
removed, so a file sees its own target's declarations only (cross-module types are errors on both
sides, and cancel too).

It cannot see Apple's Foundation, AppKit beyond the stand-ins, SwiftPM, linking or running.
An expression that already fails on Linux for want of a stand-in is not looked into further on
either side, so a Darwin difference inside it can hide: the stand-ins cover what C-library code
around them uses.

usage: Scripts/macos-check/check.py            (WORK=dir keeps the set-up; default .build/macos-check)
exit 0 when macOS sees nothing Linux does not; 1 with the differences listed; 2 when it cannot run.
"""
import glob, os, re, shutil, subprocess, sys, zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
WORK = os.path.abspath(os.environ.get("WORK", os.path.join(REPO, ".build", "macos-check")))
MAC_TARGET = "arm64-apple-macosx15.0"
SWIFT = shutil.which("swift-frontend") or shutil.which("swift")
OWN_MODULES = sorted(os.path.basename(p) for p in glob.glob(os.path.join(REPO, "Sources", "*")))
STANDINS = ["Foundation", "FoundationNetworking", "FoundationEssentials", "Dispatch", "Synchronization",
            "Testing", "XCTest", "AppKit", "MachO"]
C_TARGETS = [m for m in OWN_MODULES if os.path.isdir(os.path.join(REPO, "Sources", m, "include"))]


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)


def toolchain_lib():
    frontend = os.path.realpath(shutil.which("swift-frontend"))
    return os.path.normpath(os.path.join(os.path.dirname(frontend), "..", "lib", "swift"))


def darwin_headers():
    """Apple's libc headers from Zig's wheel, made usable as one textual module."""
    include = os.path.join(WORK, "darwin-include")
    if os.path.isdir(include):
        return include
    wheels = os.path.join(WORK, "wheel")
    if not glob.glob(os.path.join(wheels, "ziglang-*.whl")):
        got = run([sys.executable, "-m", "pip", "download", "-q", "ziglang", "--no-deps", "-d", wheels])
        if got.returncode != 0:
            sys.exit(f"macos-check: cannot download Zig's wheel for Darwin's headers:\n{got.stdout}")
    wheel = glob.glob(os.path.join(wheels, "ziglang-*.whl"))[0]
    partial = include + ".partial"
    shutil.rmtree(partial, ignore_errors=True)
    with zipfile.ZipFile(wheel) as z:
        for name in z.namelist():
            if "/lib/libc/include/any-darwin-any/" in name and not name.endswith("/"):
                target = os.path.join(partial, name.split("/any-darwin-any/", 1)[1])
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with open(target, "wb") as f:
                    f.write(z.read(name))
    for arch in ("arm", "i386"):
        path = os.path.join(partial, arch, "_types.h")
        text = open(path).read().replace("#define USE_CLANG_TYPES 1", "#define USE_CLANG_TYPES 0")
        open(path, "w").write(text)
    for root, _, files in os.walk(partial):
        for f in files:
            path = os.path.join(root, f)
            text = open(path, encoding="latin-1").read()
            if "__has_feature(modules)" in text:
                open(path, "w", encoding="latin-1").write(text.replace("__has_feature(modules)", "0"))
    os.rename(partial, include)
    return include


def darwin_module():
    folder = os.path.join(WORK, "darwinmod")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "module.modulemap"), "w") as f:
        f.write('module Darwin [system] {\n  umbrella header "Darwin.h"\n  export *\n}\n')
    headers = ("sys/types.h stdio.h stdlib.h string.h unistd.h fcntl.h errno.h signal.h pthread.h sched.h "
               "termios.h sys/ioctl.h sys/stat.h sys/time.h sys/mman.h sys/resource.h sys/socket.h sys/file.h "
               "sys/wait.h sys/statvfs.h sys/mount.h sys/utsname.h netinet/in.h netinet/tcp.h arpa/inet.h netdb.h "
               "dirent.h poll.h dlfcn.h time.h limits.h math.h locale.h langinfo.h libgen.h spawn.h glob.h "
               "mach-o/dyld.h").split()
    with open(os.path.join(folder, "Darwin.h"), "w") as f:
        f.writelines(f"#include <{h}>\n" for h in headers)
    return folder


def c_target_modules():
    """Module maps for our own C targets, so `import CCurl` resolves on both sides."""
    folder = os.path.join(WORK, "cmods")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "module.modulemap"), "w") as f:
        for name in C_TARGETS:
            headers = sorted(glob.glob(os.path.join(REPO, "Sources", name, "include", "*.h")))
            f.write(f"module {name} {{\n")
            for h in headers:
                f.write(f'  header "{h}"\n')
            f.write("  export *\n}\n")
    return folder


def mac_stdlib():
    """The standard library for arm64 macOS, from the Linux toolchain's private interface."""
    lib = toolchain_lib()
    res = os.path.join(WORK, "res")
    module = os.path.join(res, "macosx", "Swift.swiftmodule", "arm64-apple-macos.swiftmodule")
    if os.path.exists(module):
        return res
    os.makedirs(os.path.dirname(module), exist_ok=True)
    for name in ("shims", "clang"):
        link = os.path.join(res, name)
        if not os.path.lexists(link):
            os.symlink(os.path.join(lib, name), link)
    text = open(os.path.join(lib, "linux", "Swift.swiftmodule", "x86_64-unknown-linux-gnu.private.swiftinterface")).read()
    text = text.replace("-target x86_64-unknown-linux-gnu", f"-target {MAC_TARGET}")
    lines = text.split("\n")
    for i, line in enumerate(lines):  # a @backDeployed function without a body
        if line.endswith("internal func _diagnoseUnavailableCodeReached() -> Swift.Never"):
            for j in range(i - 1, max(i - 4, -1), -1):
                if "@backDeployed" in lines[j]:
                    del lines[j]
                    break
            break
    text = "\n".join(lines)
    text = text.replace("self = _stdlib_remainderl(self, other)", "Builtin.int_trap()")
    text = text.replace("self = _stdlib_squareRootl(self)", "Builtin.int_trap()")
    interface = os.path.join(WORK, "Swift.swiftinterface")
    open(interface, "w").write(text)
    got = run(["swift-frontend", "-compile-module-from-interface", "-parse-stdlib", "-module-name", "Swift",
               "-target", MAC_TARGET, "-resource-dir", res, "-o", module, interface])
    if got.returncode != 0:
        sys.exit(f"macos-check: the standard library did not build for macOS:\n{got.stdout[-4000:]}")
    return res


IMPORT = re.compile(r"^\s*(?:@testable\s+|@preconcurrency\s+|@_implementationOnly\s+|public\s+)*import\s+(?:(?:struct|class|enum|func|var|protocol)\s+)?(\w+)")


def transformed(text, mac):
    """A file as one platform's compiler sees it, with the modules the stand-ins replace removed."""
    out = []
    for line in text.split("\n"):
        m = IMPORT.match(line)
        if m and (m.group(1) in STANDINS or m.group(1) in OWN_MODULES and m.group(1) not in C_TARGETS):
            out.append("")  # keeps the line numbers
            continue
        if mac:
            line = (line.replace("canImport(Glibc)", "false").replace("canImport(Musl)", "false")
                    .replace("canImport(Darwin)", "true").replace("canImport(AppKit)", "true")
                    .replace("canImport(MachO)", "true").replace("os(Linux)", "false")
                    .replace("os(macOS)", "true").replace("canImport(FoundationNetworking)", "false"))
            line = re.sub(r"\bFoundation\.(read|write|close|open)\(", r"Darwin.\1(", line)
        else:
            line = line.replace("canImport(AppKit)", "false").replace("canImport(MachO)", "false")
            line = line.replace("canImport(FoundationNetworking)", "false")
            line = re.sub(r"\bFoundation\.(read|write|close|open)\(", r"Glibc.\1(", line)
        out.append(line)
    return "\n".join(out)


ERROR = re.compile(r"^(/[^:]+):(\d+):(\d+): error: (.*)$")


def errors(output, sources):
    """The errors in our own files, keyed so that the two passes' can be compared."""
    found = set()
    for line in output.split("\n"):
        m = ERROR.match(line)
        # A time-out depends on the load of the machine, not on the platform.
        if m and m.group(1) in sources and "unable to type-check this expression in reasonable time" not in m.group(4):
            found.add((sources[m.group(1)], int(m.group(2)), int(m.group(3)), m.group(4)))
    return found


def prepare(side, files):
    """The files as one side's compiler sees them, under WORK/src/SIDE; their paths in the repository."""
    out_dir = os.path.join(WORK, "src", side)
    shutil.rmtree(out_dir, ignore_errors=True)
    os.makedirs(out_dir)
    sources = {}
    for rel in files:
        target = os.path.join(out_dir, rel.replace("/", "_"))
        with open(target, "w") as f:
            f.write(transformed(open(os.path.join(REPO, rel)).read(), side == "mac"))
        sources[target] = rel
    return sources


def check_c_targets(include):
    """Our C targets, compiled for macOS on both of its processors (syntax and types, warnings as errors)."""
    found = []
    for name in C_TARGETS:
        for source in sorted(glob.glob(os.path.join(REPO, "Sources", name, "*.c"))):
            for target in ("arm64-apple-macosx15.0", "x86_64-apple-macosx15.0"):
                got = run(["clang", "-fsyntax-only", "-Wall", "-Werror", "-target", target, "-Xclang", "-nostdsysteminc",
                           "-isystem", include, "-I", os.path.join(REPO, "Sources", name, "include"), source])
                found += [f"{line} [{target}]" for line in got.stdout.split("\n") if "error:" in line]
    return found


def main():
    if not shutil.which("swift-frontend"):
        print("macos-check: needs the Swift toolchain's swift-frontend on PATH", file=sys.stderr)
        return 2
    os.makedirs(WORK, exist_ok=True)
    include, darwinmod, cmods, res = darwin_headers(), darwin_module(), c_target_modules(), mac_stdlib()
    common = ["swift-frontend", "-typecheck", "-disable-objc-interop", "-module-name", "PlatformCheck",
              "-swift-version", "6", "-disable-implicit-concurrency-module-import",
              "-disable-implicit-string-processing-module-import", "-I", cmods]
    mac = common + ["-target", MAC_TARGET, "-resource-dir", res, "-sdk", os.path.join(WORK, "sdk"),
                    "-I", darwinmod, "-Xcc", "-Xclang", "-Xcc", "-nostdsysteminc", "-Xcc", "-isystem", "-Xcc", include,
                    os.path.join(HERE, "darwin-overlay.swift"), os.path.join(HERE, "stubs.swift"),
                    os.path.join(HERE, "appkit-stubs.swift")]
    os.makedirs(os.path.join(WORK, "sdk"), exist_ok=True)
    linux_overlay = os.path.join(WORK, "linux-overlay.swift")
    open(linux_overlay, "w").write("@_exported import Glibc\n")
    linux = common + ["-target", "x86_64-unknown-linux-gnu", linux_overlay, os.path.join(HERE, "stubs.swift")]
    # Every Swift file of every target, in one module a side: a file sees the declarations of the
    # other targets too (a macOS-only branch may call into another module), so each side's errors are
    # only what the stand-ins lack, and the same on both. The two sides run at once, one a core.
    files = sorted(os.path.relpath(p, REPO) for top in ("Sources", "Tests")
                   for p in glob.glob(os.path.join(REPO, top, "**", "*.swift"), recursive=True))
    running = {}
    for side, flags in (("mac", mac), ("linux", linux)):
        sources = prepare(side, files)
        process = subprocess.Popen(flags + sorted(sources), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        running[side] = (process, sources)
    results = {}
    for side, (process, sources) in running.items():
        output, _ = process.communicate()
        results[side] = errors(output, sources)
        # A diagnostic's own first line names its file; the source lines the compiler quotes under it
        # ("88 |  ...") are not diagnostics, whatever text they hold.
        stray = [l for l in output.split("\n")
                 if re.match(r"^(?:[^\s|][^|]*?: )?error: ", l) and not any(l.startswith(s + ":") for s in sources)]
        if stray:
            print(f"macos-check: the {side} pass failed outside the project's files:\n" + "\n".join(stray[:20]),
                  file=sys.stderr)
            return 2
    found = [f"{rel}:{line}:{column}: error (macOS only): {message}"
             for rel, line, column, message in sorted(results["mac"] - results["linux"])]
    found += [line.replace(REPO + "/", "") for line in check_c_targets(include)]
    if found:
        print("\n".join(found))
        print(f"macOS arm64 type-check: {len(found)} errors that Linux does not have", file=sys.stderr)
        return 1
    print(f"macOS arm64 type-check: {len(files)} Swift files, nothing that Linux does not see too; "
          f"{', '.join(C_TARGETS)} compile for arm64 and x86_64 macOS", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
