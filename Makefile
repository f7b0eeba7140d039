# space, installed the way command-line tools are: one binary that needs nothing from the Swift
# toolchain, its manual page and its shell completions. The work is done by Scripts/install, where
# every path is quoted (PREFIX may hold spaces) and every step can fail without harm.
#
#   make install [PREFIX=DIR]     build and install (PREFIX: /usr/local when writable, else ~/.local)
#   make uninstall [PREFIX=DIR]   remove what install recorded, if unchanged, and the folders it made
#   make build                    the release binary, checked, laid out in .build/install/prefix
#   make dist                     dist/space-VERSION-OS-ARCH.tar.gz (a prefix to unpack) and its .sha256
#   make deb                      dist/space_VERSION_ARCH.deb, for Debian and Ubuntu (needs dpkg-dev)
#   make release VERSION=x.y.z    CHANGELOG's [Unreleased] becomes x.y.z, committed and tagged; then dist, deb
#
# SWIFT_BUILD_FLAGS are added to every swift build (--build-system swiftbuild, say). Every binary is
# run against a local stand-in of the services (python3) before it is installed or packed.
#
# Nothing here asks for sudo; to install into a folder you cannot write, run it as a user who can.

SHELL := /bin/sh
DEFAULT_PREFIX := $(shell if [ -w /usr/local ] || { [ ! -e /usr/local ] && [ -w /usr ]; }; then echo /usr/local; else echo "$$HOME/.local"; fi)
PREFIX ?= $(DEFAULT_PREFIX)
# Handed to the script through the environment, never pasted into a command line.
export PREFIX DESTDIR SWIFT_BUILD_FLAGS VERSION

.PHONY: all build install uninstall dist deb release

all: build

build:
	@Scripts/install build

install:
	@Scripts/install install

uninstall:
	@Scripts/install uninstall

dist:
	@Scripts/release dist

deb:
	@Scripts/release deb

release:
	@Scripts/release release "$$VERSION"
