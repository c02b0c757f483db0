# SceneShell: the two commands the README promises, each doing its own set-up.
#   make run    build and start the shell on the embedded data (ARGS='…' passes arguments)
#   make test   build and run every test (what CI runs)
#   make install  put scenesh in $(PREFIX)/bin (PREFIX defaults to ~/.local)
#   make bench  release-build the benchmarks and run them
#   make lint   swift format lint --strict
#   make docs   DocC archives of SceneRuntime and SceneShell in .build/docs, warnings failing it

SWIFT ?= swift
# Debian packages the build and the tests need: libedit for the line editor, tmux for the
# real-terminal tests.
APT_PACKAGES := libedit-dev tmux
# The toolchain's own DocC compiler: the swift-docc-plugin package cannot be fetched here.
DOCC ?= docc
# The modules a host imports, hence the ones with a documentation catalog.
DOC_MODULES := SceneRuntime SceneShell
# Where `make install` puts bin/scenesh.
PREFIX ?= $(HOME)/.local
ARGS ?=

.PHONY: run test bench lint deps docs install

# Builds with `swift build ARGS`, prints the log, and fails on any warning in our own code: a
# warning left in one commit is twenty in the next.
define warning_free_build
	mkdir -p .build; \
	  $(SWIFT) build $(1) > .build/build.log 2>&1; status=$$?; cat .build/build.log; \
	  [ $$status = 0 ] || exit $$status; \
	  if grep -q "warning:" .build/build.log; then \
	    echo "error: the build printed warnings (above); fix them"; exit 1; \
	  fi
endef

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
	"$$($(SWIFT) build --show-bin-path)/scenesh" $(ARGS)

install: deps
	$(SWIFT) build -c release --product scenesh
	mkdir -p "$(PREFIX)/bin"
	install -m 0755 "$$($(SWIFT) build -c release --show-bin-path)/scenesh" "$(PREFIX)/bin/scenesh"
	@echo "installed $(PREFIX)/bin/scenesh"
	@case ":$$PATH:" in *":$(PREFIX)/bin:"*) ;; \
	  *) echo "note: $(PREFIX)/bin is not on your PATH; add it to run 'scenesh'";; esac

test: deps
	@$(call warning_free_build,--build-tests)
	$(SWIFT) test
	@# Every example passes --check, twice in a row: a transcript must not change between runs.
	bin="$$($(SWIFT) build --show-bin-path)/scenesh"; \
	  "$$bin" --check examples/*.scenesh && "$$bin" --check examples/*.scenesh
	@# The worked example is a package of its own that uses SceneShell as a host would: it must
	@# build against this tree, pass its tests and print its golden transcripts.
	@cd examples/BookSearch && $(call warning_free_build,--build-tests)
	cd examples/BookSearch && $(SWIFT) test
	cd examples/BookSearch && "$$($(SWIFT) build --show-bin-path)/book-search" --check scripts/*.scenesh
	@# The documentation is checked too: a broken link or an undocumented parameter fails.
	$(MAKE) docs

bench: deps
	$(SWIFT) build -c release --product scenesh-bench
	"$$($(SWIFT) build -c release --show-bin-path)/scenesh-bench" diff
	"$$($(SWIFT) build -c release --show-bin-path)/scenesh-bench" throughput

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests examples/BookSearch

# Symbol graphs come from `swift symbolgraph-extract` run on the modules the plain build made,
# one directory per module: building with `-emit-symbol-graph` instead would recompile every
# module it touches (and again at the next plain build), and would write each dependency's graph
# beside the module's, which `docc` then documents in the same archive. The extractor loads the
# module as the compiler would: it needs the target triple and CEditline's module map, which
# SceneShell's module refers to.
docs: deps
	triple="$$($(SWIFT) -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$$/\1/p' | head -n 1)"; \
	  bin="$$($(SWIFT) build --show-bin-path)"; \
	  for module in $(DOC_MODULES); do \
	    graphs=".build/symbol-graphs/$$module"; \
	    $(SWIFT) build --target "$$module" && rm -rf "$$graphs" && mkdir -p "$$graphs" .build/docs && \
	    $(SWIFT) symbolgraph-extract -module-name "$$module" -target "$$triple" \
	      -I "$$bin/Modules" -I Modules/CEditline -output-dir "$$graphs" && \
	    $(DOCC) convert "Sources/$$module/$$module.docc" --additional-symbol-graph-dir "$$graphs" \
	      --fallback-display-name "$$module" --fallback-bundle-identifier "sceneshell.$$module" \
	      --output-path ".build/docs/$$module.doccarchive" --warnings-as-errors || exit 1; \
	  done
