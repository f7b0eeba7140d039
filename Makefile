# space, installed the way command-line tools are: one self-contained binary (the Swift runtime
# and Foundation linked in, stripped), its manual page and its shell completions.
#
#   make install [PREFIX=DIR]     build and install (PREFIX: /usr/local when writable, else ~/.local)
#   make uninstall [PREFIX=DIR]   remove exactly what install put there
#
# Nothing here asks for sudo; to install into a folder you cannot write, run it as a user who can.

SHELL := /bin/sh
DEFAULT_PREFIX := $(shell if [ -w /usr/local ] || { [ ! -e /usr/local ] && [ -w /usr ]; }; then echo /usr/local; else echo "$$HOME/.local"; fi)
PREFIX ?= $(DEFAULT_PREFIX)
SCRATCH := .build/install
COMMIT := $(shell git rev-parse --short=12 HEAD 2>/dev/null)
BINARY := $(SCRATCH)/release/space

BIN_DIR := $(DESTDIR)$(PREFIX)/bin
MAN_DIR := $(DESTDIR)$(PREFIX)/share/man/man1
BASH_DIR := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSH_DIR := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISH_DIR := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
INSTALLED := $(BIN_DIR)/space $(MAN_DIR)/space.1 $(BASH_DIR)/space $(ZSH_DIR)/_space $(FISH_DIR)/space.fish

.PHONY: all build install uninstall

all: build

build:
	@if [ "$$(uname)" = Linux ] && ! { [ -e /usr/lib/$$(uname -m)-linux-gnu/libcurl.so ] || [ -e /usr/lib64/libcurl.so ] || [ -e /usr/lib/libcurl.so ]; }; then \
	  echo "make: linking Foundation in needs libcurl's development files: install libcurl4-openssl-dev (Debian, Ubuntu) or libcurl-devel (Fedora)." >&2; exit 1; fi
	swift build -c release --product space --static-swift-stdlib --scratch-path $(SCRATCH) -Xcc -DSPACE_COMMIT='"$(COMMIT)"'
	strip $(BINARY)

install: build
	@mkdir -p $(BIN_DIR) $(MAN_DIR) $(BASH_DIR) $(ZSH_DIR) $(FISH_DIR)
	install -m 755 $(BINARY) $(BIN_DIR)/space
	LANG=C.UTF-8 $(BINARY) help --man > $(MAN_DIR)/space.1 && chmod 644 $(MAN_DIR)/space.1
	$(BINARY) completions bash > $(BASH_DIR)/space && chmod 644 $(BASH_DIR)/space
	$(BINARY) completions zsh > $(ZSH_DIR)/_space && chmod 644 $(ZSH_DIR)/_space
	$(BINARY) completions fish > $(FISH_DIR)/space.fish && chmod 644 $(FISH_DIR)/space.fish
	@echo "Installed space $$($(BIN_DIR)/space --version | cut -d' ' -f2-) into $(PREFIX) ($$(du -h $(BIN_DIR)/space | cut -f1))."
	@case ":$$PATH:" in *":$(PREFIX)/bin:"*) ;; *) echo "Add $(PREFIX)/bin to PATH:  export PATH=\"$(PREFIX)/bin:\$$PATH\"" ;; esac
	@echo "zsh: completions need $(PREFIX)/share/zsh/site-functions in fpath before compinit:  fpath=($(PREFIX)/share/zsh/site-functions \$$fpath); autoload -U compinit; compinit"

uninstall:
	rm -f $(INSTALLED)
	@echo "Removed space from $(PREFIX)."
