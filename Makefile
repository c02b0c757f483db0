# SceneShell: the two commands the README promises, each doing its own set-up.
#   make run    build and start the shell on the embedded data (ARGS='…' passes arguments)
#   make test   build and run every test (what CI runs)
#   make install  put scenesh in $(PREFIX)/bin (PREFIX defaults to ~/.local)
#   make bench  release-build the benchmarks and run them
#   make lint   swift format lint --strict
#   make docs   DocC archives of SceneRuntime and SceneShell in .build/docs, warnings failing it
#   make fuzz   libFuzzer over the shell's input parsing for SECONDS (default 30); fails on a crash
#   make asan   scenesh built with AddressSanitizer runs every example and a hostile script
#   make startup-order  rewrite Linking/startup.order, the layout of the code start-up runs

SWIFT ?= swift
# Debian packages the build and the tests need: libedit for the line editor, tmux for the
# real-terminal tests, curl's headers for CCurlLoader (nothing links libcurl: the first
# --data-url request loads libcurl4, which the -dev package depends on, with dlopen), patchelf
# for trim_dynamic below.
APT_PACKAGES := libedit-dev tmux libcurl4-openssl-dev patchelf
# `make bench` also counts instructions, under callgrind.
BENCH_PACKAGES := valgrind
# How the installed and benchmarked scenesh is linked: the Swift runtime and Foundation built in,
# so start-up binds no Swift shared library and the binary runs without the toolchain's lib
# folder (`scenesh-bench startup` while FoundationNetworking was linked: 22 ms and 29.7 MiB
# dynamic, 14 ms and 22.7 MiB static). Without FoundationNetworking, libcurl and the ~30
# libraries it needs are no longer relocated at start-up: 6.0 ms and 15.7 MiB static, against
# 6.2 ms and 17.4 MiB for the dynamic Foundation hello world (scenesh-spawn, median of 15).
# libdispatch linked in too: its strong definitions win over CSceneDispatch's weak interposers,
# so the link sends the program's submitting calls to CSceneDispatch's `__wrap_` entry points,
# and the shell sees GCD blocks in flight as a dynamic build does. A host linking its own shell
# statically passes the same flags.
WRAPPED_DISPATCH := dispatch_async dispatch_async_f dispatch_barrier_async \
  dispatch_barrier_async_f dispatch_group_async dispatch_group_async_f dispatch_group_notify \
  dispatch_group_notify_f dispatch_sync dispatch_sync_f dispatch_after dispatch_after_f \
  dispatch_block_create dispatch_block_create_with_qos_class
STATIC_WRAP := $(foreach name,$(WRAPPED_DISPATCH),-Xlinker --wrap=$(name))
# Start-up, measured for issue 24 (callgrind instructions of `echo quit | scenesh`; wall and
# peak memory by scenesh-spawn, median of 21): 21.8M instructions, 17.4 MiB with the above alone.
# - lld, with relative relocations packed (RELR, glibc 2.36): the loader read 1.9 MB of them.
# - libstdc++ and libgcc linked in: ICU's C++ type info alone took 768 symbol lookups at load,
#   each walking every library, and libstdc++.so itself was mapped and relocated. The folder
#   STATIC_LIBS holds only static archives (libstdc++ here), so `-lstdc++` finds it first.
#   Together: 19.5M instructions, the loader's own time from 6.7M cycles to 0.5M, 14.7 MiB.
# - Concrete generic types instantiated by accessor rather than by mangled name: from a name,
#   the runtime looks each generic requirement up again (`K: Hashable` for every dictionary's
#   key type, a CodingKey per Codable type), one scan of all 5,479 conformance records each,
#   ~260k instructions; the accessor is handed the witness table the compiler already knew.
#   Seven scans fewer: 16.8M instructions.
# - The code start-up runs, packed together: 8.7 MiB of the binary's code was resident after
#   `echo quit`, for 3.2 MB of pages that ran (a page fault maps up to 64 KiB around it).
#   STARTUP_ORDER names one symbol of each code section that ran (`make startup-order` writes
#   it); our own modules are compiled a section per function so that only what runs moves.
#   4.3 MiB resident, peak memory from 14.1 to 10.2 MiB. A name the file lists that the code
#   no longer has is skipped; what it does not list yet stays where it was.
# - Not position-independent: every address is fixed at link time, so the loader no longer
#   writes 82,000 relative relocations into the metadata, witness tables and data at start,
#   which copied each of their ~240 pages (42% of start-up's page faults, in _dl_relocate_object).
#   585 page faults to 375, task clock 6.1 to 4.9 ms (perf stat, 60 runs). The cost is that the
#   binary's own code and data load at the same address in every run (no ASLR for them).
# - libedit linked in, with what it needs (libtinfo, libbsd, libmd: static archives that
#   libedit-dev brings): four libraries fewer for the loader to find, map and relocate.
#   369 page faults to 340, task clock about 0.5 ms less. STATIC_LIBS/pkgconfig has Debian's
#   libedit.pc with its libraries named so; the release builds below read it first
#   (PKG_CONFIG_PATH). Its compile flags are Debian's own, so a release build without it (the
#   benchmarks) does not compile the modules that import libedit again.
STATIC_LIBS := $(CURDIR)/.build/static-libs
STARTUP_ORDER := $(CURDIR)/Linking/startup.order
RELEASE_LINK := --static-swift-stdlib $(STATIC_WRAP) -Xswiftc -use-ld=lld \
  -Xlinker -z -Xlinker pack-relative-relocs -Xlinker -L$(STATIC_LIBS) \
  -Xswiftc -Xclang-linker -Xswiftc -static-libgcc \
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
  -Xswiftc -Xfrontend -Xswiftc -function-sections -Xcc -ffunction-sections \
  -Xlinker --symbol-ordering-file=$(STARTUP_ORDER) -Xlinker --no-warn-symbol-ordering \
  -Xlinker -no-pie
# Makes STATIC_LIBS; without a static archive the link uses the shared library, as before.
define static_libs
	mkdir -p $(STATIC_LIBS)/pkgconfig; archive=$$(clang -print-file-name=libstdc++.a); \
	  if [ -f "$$archive" ]; then ln -sf "$$archive" $(STATIC_LIBS)/libstdc++.a; \
	  else echo "note: no static libstdc++ (libstdc++-12-dev); linking the shared one"; fi; \
	  rm -f $(STATIC_LIBS)/pkgconfig/libedit.pc; libs=""; \
	  for lib in edit tinfo bsd md; do archive=$$(gcc -print-file-name=lib$$lib.a); \
	    [ -f "$$archive" ] && ln -sf "$$archive" $(STATIC_LIBS)/lib$$lib.a && libs="$$libs -l$$lib"; \
	  done; \
	  system=/usr/lib/$$(gcc -print-multiarch)/pkgconfig/libedit.pc; \
	  if [ "$$libs" = " -ledit -ltinfo -lbsd -lmd" ] && [ -f "$$system" ]; then \
	    sed -e "s|^Libs:.*|Libs: -L$(STATIC_LIBS)$$libs|" -e '/^Libs.private:/d' "$$system" \
	      > $(STATIC_LIBS)/pkgconfig/libedit.pc; \
	  else rm -f $(foreach lib,edit tinfo bsd md,$(STATIC_LIBS)/lib$(lib).a); \
	    echo "note: no static libedit and its libraries (libedit-dev); linking the shared one"; fi
endef
# The release builds' pkg-config folder: libedit from STATIC_LIBS.
STATIC_PKG_CONFIG := PKG_CONFIG_PATH=$(STATIC_LIBS)/pkgconfig
# FoundationNetworking (the `root` scene's URLSession) links libcurl, which start-up would then
# map with its thirty-odd libraries. CCurlLoader's FoundationNetworkingCurl.c defines every
# curl function it calls and loads libcurl with dlopen when a session first needs it, so the
# linked binary's need of libcurl.so.4 is dropped: checked first that nothing is left for it.
# The run path goes too: SwiftPM sets $ORIGIN for the Swift libraries a dynamic build needs,
# and the loader looked for libedit in 26 hardware-capability folders beside the binary first
# (52 failed system calls at each start).
define trim_dynamic
	if nm -D --undefined-only $(1) | grep -q ' curl_'; then \
	  echo "error: $(1) still calls libcurl directly"; exit 1; fi; \
	patchelf --remove-needed libcurl.so.4 --remove-rpath $(1)
endef
# The release scenesh, linked as installed. The toolchain's static Foundation calls mktemp,
# and the linker's note about it ("the use of `mktemp' is dangerous") reads like a warning of
# ours: it is left out, and said to be. The build takes minutes, so the first line says so.
define release_scenesh
	echo "building scenesh for release, statically linked (about 3 minutes on 2 cores)"; \
	  $(call static_libs); \
	  $(call without_mktemp_note,$(STATIC_PKG_CONFIG) $(SWIFT) build -c release --product scenesh \
	    $(RELEASE_LINK) $(1))
endef
# Runs a link of the static Foundation, leaving its mktemp note out (and saying so).
define without_mktemp_note
	mkdir -p .build; \
	  { $(1) 2>&1; echo $$? > .build/link.status; } | { left=""; \
	    while IFS= read -r line; do case "$$line" in \
	      *libFoundationEssentials.a*mktemp*dangerous*) left=1 ;; \
	      *) printf '%s\n' "$$line" ;; esac; done; \
	    [ -z "$$left" ] || echo "(left out: a linker note on mktemp from the toolchain's static Foundation, not ours)"; }; \
	  status=$$(cat .build/link.status); [ "$$status" = 0 ] || exit $$status
endef
# The toolchain's own DocC compiler: the swift-docc-plugin package cannot be fetched here.
DOCC ?= docc
# The modules a host imports, hence the ones with a documentation catalog.
DOC_MODULES := SceneRuntime SceneShell
# Where `make install` puts bin/scenesh.
PREFIX ?= $(HOME)/.local
ARGS ?=

.PHONY: run test bench lint deps docs install fuzz asan startup-order

# `make fuzz`: Fuzz/Harness.swift compiled with the parsers' own source files (their types are
# internal) for libFuzzer and AddressSanitizer. The few SceneRuntime and StateDiff files they
# import become small modules of those names; Fuzz/SceneClockMode.swift stands in for
# SceneClock, which would bring the whole runtime with it. When one of these files starts using
# a type of another file, the build says which: add that file here.
SECONDS ?= 30
FUZZ_DIR := .build/fuzz
FUZZ_BIN := $(FUZZ_DIR)/scenesh-fuzz
FUZZ_FLAGS := -swift-version 6 -package-name SceneShell -parse-as-library -O -g \
  -sanitize=fuzzer,address -use-ld=lld
# StateDiff depends on nothing: compiled whole, so a parser may use any of it (paths, dumps).
FUZZ_STATEDIFF := $(wildcard Sources/StateDiff/*.swift Sources/StateDiff/Internal/*.swift)
FUZZ_RUNTIME := $(addprefix Sources/SceneRuntime/,StateField.swift \
  Intent.swift IntentArgument.swift IntentArguments.swift IntentFailure.swift) \
  Fuzz/SceneClockMode.swift
FUZZ_SHELL := $(addprefix Sources/SceneShell/,Parsing/Tokenizer.swift Parsing/ShellError.swift \
  Parsing/String+Trimming.swift Parsing/TimelineSize.swift \
  Parsing/IntentArgumentParser.swift Parsing/CommandLineOptions.swift Commands/StatePath.swift \
  Usage/Suggestion.swift Usage/ErrorMessage.swift ShellProgram.swift ShellConfiguration.swift) \
  $(wildcard Sources/SceneShell/Output/Redaction.swift) \
  Sources/LineEditing/LineSplitter.swift Sources/LineEditing/LineReadResult.swift Fuzz/Harness.swift
# libFuzzer reports a crash itself; Swift's backtracer would race it (and trip ASan).
FUZZ_ENV := SWIFT_BACKTRACE=enable=no

# `make asan`: a separate build path keeps the normal build's cache. ASAN_LEAKS=0 turns
# LeakSanitizer off (memory errors only). exitcode: a sanitizer's exit status, apart from
# scenesh's own 1 and 2.
ASAN_DIR := .build/asan
ASAN_LEAKS ?= 1

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
	@$(call release_scenesh)
	mkdir -p "$(PREFIX)/bin"
	install -m 0755 "$$($(SWIFT) build -c release --show-bin-path)/scenesh" "$(PREFIX)/bin/scenesh"
	@$(call trim_dynamic,"$(PREFIX)/bin/scenesh")
	@echo "installed $(PREFIX)/bin/scenesh"
	@case ":$$PATH:" in *":$(PREFIX)/bin:"*) ;; \
	  *) echo "note: $(PREFIX)/bin is not on your PATH; add it to run 'scenesh'";; esac

test: deps
	@$(call warning_free_build,--build-tests)
	$(SWIFT) test
	@# Every example passes --check, twice in a row: a transcript must not change between runs.
	bin="$$($(SWIFT) build --show-bin-path)/scenesh"; \
	  "$$bin" --check examples/*.scenesh && "$$bin" --check examples/*.scenesh
	@# Linked as the installed scenesh is (static, libdispatch wrapped, no libcurl at start-up),
	@# in a build folder of its own: the same transcripts, and libcurl mapped only once a request
	@# needs it.
	@$(call static_libs)
	$(STATIC_PKG_CONFIG) $(SWIFT) build --scratch-path .build/static --product scenesh \
	  $(RELEASE_LINK)
	@$(call trim_dynamic,.build/static/debug/scenesh)
	.build/static/debug/scenesh --check examples/*.scenesh
	SCENESH_BIN=$(CURDIR)/.build/static/debug/scenesh $(SWIFT) test --skip-build \
	  --filter LibcurlLoadingTests
	@# The worked example is a package of its own that uses SceneShell as a host would: it must
	@# build against this tree, pass its tests and print its golden transcripts.
	@cd examples/BookSearch && $(call warning_free_build,--build-tests)
	cd examples/BookSearch && $(SWIFT) test
	cd examples/BookSearch && "$$($(SWIFT) build --show-bin-path)/book-search" --check scripts/*.scenesh
	@# The old-style example (GCD, completion handlers, a Timer, URLSession.shared), likewise; its
	@# production target must not know the shell.
	@! grep -rl 'import Scene' examples/ClassicVIP/Sources/ClassicVIP
	@cd examples/ClassicVIP && $(call warning_free_build,--build-tests)
	cd examples/ClassicVIP && $(SWIFT) test
	cd examples/ClassicVIP && "$$($(SWIFT) build --show-bin-path)/classic-vip" --check scripts/*.scenesh
	@# Linked statically (libdispatch inside the binary), with STATIC_WRAP the shell still sees
	@# GCD: the same transcripts. A build folder of its own: the two links cannot share one.
	cd examples/ClassicVIP && $(SWIFT) build --scratch-path .build/static --product classic-vip \
	  --static-swift-stdlib $(STATIC_WRAP) && .build/static/debug/classic-vip --check scripts/*.scenesh
	@# The documentation is checked too: a broken link or an undocumented parameter fails.
	$(MAKE) docs
	@# A short fuzzing run over the input parsers, from the checked-in corpus.
	$(MAKE) fuzz SECONDS=20
	@# Every example and a hostile script under AddressSanitizer and LeakSanitizer: no memory
	@# error, and nothing left allocated at exit (no task left suspended).
	$(MAKE) asan

bench: APT_PACKAGES += $(BENCH_PACKAGES)
bench: deps
	$(SWIFT) build -c release --product scenesh-bench
	@$(call release_scenesh)
	@$(call trim_dynamic,"$$($(SWIFT) build -c release --show-bin-path)/scenesh")
	$(SWIFT) build -c release --product scenesh-baseline
	@# The hello world linked as the installed scenesh is: start-up compared like for like.
	@$(call without_mktemp_note,swiftc -O -static-stdlib Sources/scenesh-baseline/main.swift \
	  -o "$$($(SWIFT) build -c release --show-bin-path)/scenesh-baseline-static")
	$(SWIFT) build -c release --product scenesh-spawn
	"$$($(SWIFT) build -c release --show-bin-path)/scenesh-bench" diff
	"$$($(SWIFT) build -c release --show-bin-path)/scenesh-bench" throughput
	"$$($(SWIFT) build -c release --show-bin-path)/scenesh-bench" startup
	@# refresh at 1k/10k/40k rows from a local server: the shell's share and memory (~4 min).
	"$$($(SWIFT) build -c release --show-bin-path)/scenesh-bench" scale
	@# The same targets in instructions, which do not move with the machine's load (~2 min).
	"$$($(SWIFT) build -c release --show-bin-path)/scenesh-bench" instructions

# Rewrites STARTUP_ORDER from the release scenesh: its link map (symbols not demangled, as the
# ordering file needs them) and, under callgrind, every instruction `echo quit` runs. Run it
# when start-up runs other code: `scenesh-bench startup` shows what it buys, and says when the
# file no longer lists functions of ours that start-up runs.
startup-order: APT_PACKAGES += $(BENCH_PACKAGES)
startup-order: deps
	@$(call release_scenesh,-Xlinker -Map=$(CURDIR)/.build/startup.map -Xlinker --no-demangle)
	@bin="$$($(SWIFT) build -c release --show-bin-path)/scenesh"; \
	  $(call trim_dynamic,"$$bin") && \
	  echo quit | valgrind --tool=callgrind --dump-instr=yes --compress-pos=no --compress-strings=no \
	    --callgrind-out-file=.build/startup.callgrind "$$bin" > /dev/null 2> .build/startup.log \
	  || { cat .build/startup.log; exit 1; }
	python3 Linking/startup_order.py .build/startup.map .build/startup.callgrind > $(STARTUP_ORDER)
	@echo "wrote $(STARTUP_ORDER) ($$(wc -l < $(STARTUP_ORDER)) sections); build again to use it"

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests examples/BookSearch \
	  examples/ClassicVIP

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
	      -I "$$bin/Modules" -I Modules/CEditline -I "$$bin/CSceneDispatch.build" \
      -I "$$bin/CSceneOutput.build" \
      -output-dir "$$graphs" && \
	    $(DOCC) convert "Sources/$$module/$$module.docc" --additional-symbol-graph-dir "$$graphs" \
	      --fallback-display-name "$$module" --fallback-bundle-identifier "sceneshell.$$module" \
	      --output-path ".build/docs/$$module.doccarchive" --warnings-as-errors || exit 1; \
	  done

# Each module is compiled whole and only when its files change; warnings fail it, as in `test`.
$(FUZZ_BIN): $(FUZZ_STATEDIFF) $(FUZZ_RUNTIME) $(FUZZ_SHELL) Makefile
	@mkdir -p $(FUZZ_DIR)
	@echo "building $(FUZZ_BIN)"
	@{ swiftc $(FUZZ_FLAGS) -module-name StateDiff -wmo -emit-module \
	    -emit-module-path $(FUZZ_DIR)/StateDiff.swiftmodule -c $(FUZZ_STATEDIFF) \
	    -o $(FUZZ_DIR)/StateDiff.o && \
	  swiftc $(FUZZ_FLAGS) -module-name SceneRuntime -wmo -emit-module \
	    -emit-module-path $(FUZZ_DIR)/SceneRuntime.swiftmodule -c $(FUZZ_RUNTIME) \
	    -o $(FUZZ_DIR)/SceneRuntime.o && \
	  swiftc $(FUZZ_FLAGS) -module-name SceneShellFuzz -I $(FUZZ_DIR) $(FUZZ_SHELL) \
	    $(FUZZ_DIR)/StateDiff.o $(FUZZ_DIR)/SceneRuntime.o -o $@; \
	} > $(FUZZ_DIR)/build.log 2>&1; status=$$?; cat $(FUZZ_DIR)/build.log; \
	  if [ $$status != 0 ]; then rm -f $@; exit $$status; fi; \
	  if grep -q "warning:" $(FUZZ_DIR)/build.log; then \
	    rm -f $@; echo "error: the fuzzer's build printed warnings (above); fix them"; exit 1; \
	  fi

# New inputs go to $(FUZZ_DIR)/corpus (kept between runs); Fuzz/corpus is only read. A crash,
# a broken invariant, a memory error, a leak, a 10-second input or 2 GB of memory fails it:
# the input is saved in $(FUZZ_DIR)/crashes and printed (base64) so a CI log can reproduce it.
fuzz: $(FUZZ_BIN)
	@mkdir -p $(FUZZ_DIR)/corpus $(FUZZ_DIR)/crashes
	@echo "fuzzing for $(SECONDS)s from Fuzz/corpus; new inputs in $(FUZZ_DIR)/corpus"
	@$(FUZZ_ENV) $(FUZZ_BIN) -max_total_time=$(SECONDS) -max_len=4096 -timeout=10 \
	    -print_final_stats=1 -artifact_prefix=$(FUZZ_DIR)/crashes/ \
	    $(FUZZ_DIR)/corpus Fuzz/corpus > $(FUZZ_DIR)/fuzz.log 2>&1; status=$$?; \
	  if [ $$status = 0 ]; then \
	    grep -E "^(#[0-9]+[[:space:]]+DONE|Done )" $(FUZZ_DIR)/fuzz.log; \
	    exit 0; \
	  fi; \
	  sed -n '/^INFO: Seed/p;/Fatal error\|invariant broken\|==ERROR\|ERROR: libFuzzer\|ALARM/,$$p' \
	    $(FUZZ_DIR)/fuzz.log | grep -v "^stat::" | head -n 80; \
	  crash="$$(sed -n 's/.*Test unit written to //p' $(FUZZ_DIR)/fuzz.log | tail -n 1)"; \
	  echo "error: the fuzzer failed (exit $$status); full log: $(FUZZ_DIR)/fuzz.log"; \
	  if [ -n "$$crash" ]; then \
	    echo "crash input: $$crash ($$(wc -c < "$$crash") bytes); base64:"; \
	    head -c 8192 "$$crash" | base64; \
	    echo "reproduce: $(FUZZ_ENV) $(FUZZ_BIN) $$crash"; \
	  fi; \
	  exit 1

# Every example, then a generated hostile script (Fuzz/hostile.py), piped into an ASan build of
# scenesh with LeakSanitizer on. Fails when a run prints a sanitizer error, dies of a signal or
# exits with the sanitizer's status; each run's stderr stays in $(ASAN_DIR), summed up here.
asan: deps
	@mkdir -p $(ASAN_DIR)
	@echo "building scenesh with AddressSanitizer in $(ASAN_DIR)"
	@$(SWIFT) build --sanitize=address --build-path $(ASAN_DIR) --product scenesh \
	    > $(ASAN_DIR)/build.log 2>&1 \
	  || { grep -v "Cannot export local symbol" $(ASAN_DIR)/build.log; exit 1; }
	@python3 Fuzz/hostile.py > $(ASAN_DIR)/hostile.scenesh
	@bin="$$($(SWIFT) build --build-path $(ASAN_DIR) --show-bin-path)/scenesh"; failed=0; \
	  for script in examples/*.scenesh $(ASAN_DIR)/hostile.scenesh; do \
	    log="$(ASAN_DIR)/$$(basename "$$script" .scenesh).stderr"; \
	    ASAN_OPTIONS=detect_leaks=$(ASAN_LEAKS):exitcode=86 SWIFT_BACKTRACE=enable=no \
	      timeout 600 "$$bin" < "$$script" > /dev/null 2> "$$log"; status=$$?; \
	    if [ $$status -gt 2 ] || grep -q "ERROR: \(Address\|Leak\)Sanitizer" "$$log"; then \
	      echo "FAIL $$script (exit $$status; stderr: $$log)"; failed=1; \
	      awk -f Fuzz/sanitizer-summary.awk "$$log" | $(SWIFT) demangle --simplified; \
	    else \
	      echo "ok   $$script"; \
	    fi; \
	  done; \
	  [ $$failed = 0 ] || echo "error: AddressSanitizer or LeakSanitizer reported the runs above"; \
	  exit $$failed
