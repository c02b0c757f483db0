# SceneShell: the two commands the README promises, each doing its own set-up.
#   make run    build and start the shell on the embedded data
#   make test   build and run every test (what CI runs)
#   make bench  release-build the benchmarks and run them
#   make lint   swift format lint --strict

SWIFT ?= swift
# Debian packages the build and the tests need: libedit for the line editor, tmux for the
# real-terminal tests.
APT_PACKAGES := libedit-dev tmux

.PHONY: run test bench lint deps

deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' \
	    || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi

run: deps
	$(SWIFT) build --product scenesh
	"$$($(SWIFT) build --show-bin-path)/scenesh"

test: deps
	$(SWIFT) build
	$(SWIFT) test
	@# Every example passes --check, twice in a row: a transcript must not change between runs.
	bin="$$($(SWIFT) build --show-bin-path)/scenesh"; \
	  "$$bin" --check examples/*.scenesh && "$$bin" --check examples/*.scenesh
	@# The worked example is a package of its own that uses SceneShell as a host would: it must
	@# build against this tree, pass its tests and print its golden transcripts.
	cd examples/BookSearch && $(SWIFT) build && $(SWIFT) test
	cd examples/BookSearch && "$$($(SWIFT) build --show-bin-path)/book-search" --check scripts/*.scenesh

bench: deps
	$(SWIFT) build -c release --product scenesh-bench
	"$$($(SWIFT) build -c release --show-bin-path)/scenesh-bench" diff
	"$$($(SWIFT) build -c release --show-bin-path)/scenesh-bench" throughput

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests examples/BookSearch
