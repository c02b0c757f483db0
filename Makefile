# SceneShell's commands (README.md and the guide's "Developing SceneShell" name them):
# install (to PREFIX, ~/.local by default), test (what CI runs), run (ARGS='…'), bench, lint,
# docs, fuzz (SECONDS=30), asan.

# bash with pipefail: a build piped through `tee` still fails the step when it fails.
SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -ec
SWIFT ?= swift
PREFIX ?= $(HOME)/.local
# Debian packages: the line editor, libcurl (`--data-url`, URLSession), the terminal and page tests.
APT_PACKAGES := libedit-dev libcurl4-openssl-dev tmux chromium
# A static link binds GCD's submitting calls inside the binary, past CSceneDispatch's
# interposers; `--wrap` sends them through it, so the installed shell sees blocks in flight
# (without it, ClassicVIP's scripts print their answers late).
WRAPPED_DISPATCH := $(foreach f,async barrier_async group_async group_notify sync after,\
  dispatch_$(f) dispatch_$(f)_f) dispatch_block_create dispatch_block_create_with_qos_class
# One binary that runs without the toolchain's library folder.
STATIC_LINK := --static-swift-stdlib $(foreach name,$(WRAPPED_DISPATCH),-Xlinker --wrap=$(name))
# The example packages build in this package's build folder: SceneShell's modules serve both.
SHARED_BUILD := --scratch-path $(CURDIR)/.build
# Prints one line as a step starts, with the time, so a long run is never silent.
STEP = echo "==> $$(date +%T)"
# `swift build ARGS`, printed as it goes; any compiler warning fails it afterwards.
checked_build = mkdir -p $(CURDIR)/.build; \
  $(SWIFT) build $(1) 2>&1 | tee $(CURDIR)/.build/build.log; \
  if grep -q "warning:" $(CURDIR)/.build/build.log; then \
    echo "error: the build printed warnings (above); fix them"; exit 1; fi
# An example host (folder = scene module, binary): scenes that import no Scene module, generated
# adapter not stale, build, tests, scripts.
example = ! grep -rl 'import Scene' examples/$(1)/Sources/$(1) || exit 1; cd examples/$(1); \
  $(SWIFT) package $(SHARED_BUILD) --allow-writing-to-package-directory generate-scene-adapter \
  --target $(1) --check; $(call checked_build,--build-tests $(SHARED_BUILD)); \
  $(SWIFT) test --skip-build $(SHARED_BUILD); $(CURDIR)/.build/debug/$(2) --check scripts/*.scenesh
.PHONY: deps run install test bench lint docs fuzz asan asan-build
deps:
	@missing=$$(for p in $(APT_PACKAGES) $(EXTRA_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; \
	  done | xargs); \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages: $$missing (apt-get)"; \
	  sudo=""; [ "$$(id -u)" = 0 ] || sudo=sudo; \
	  { $$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
	      $$sudo apt-get install -y -qq $$missing; } > .apt.log 2>&1 \
	    || { cat .apt.log; rm -f .apt.log; exit 1; }; rm -f .apt.log; \
	fi

run: deps
	$(SWIFT) run scenesh $(ARGS)

install: deps
	@echo "Building scenesh for release (static Swift runtime; about 2 minutes on 2 cores)," \
	  "then installing it as $(PREFIX)/bin/scenesh"
	@$(SWIFT) build -c release --product scenesh $(STATIC_LINK)
	@install -D -m 0755 .build/release/scenesh "$(PREFIX)/bin/scenesh"
	@# `scenesh host` builds an app's host package against SceneShell's own: a copy of this
	@# package beside the binary, whose build folder then serves every app hosted.
	@rm -rf "$(PREFIX)/share/scenesh/source" && mkdir -p "$(PREFIX)/share/scenesh/source" && \
	  tar --exclude=./.build --exclude=./.git --exclude='./examples/*/.build' -cf - . \
	  | tar -xf - -C "$(PREFIX)/share/scenesh/source"
	@echo "Installed $(PREFIX)/bin/scenesh"; case ":$$PATH:" in *":$(PREFIX)/bin:"*) echo "Run it: scenesh --help" ;; \
	  *) echo "$(PREFIX)/bin is not on your PATH; add it (and to your shell's profile):"; \
	     echo "  export PATH=\"$(PREFIX)/bin:\$$PATH\"" ;; esac

test: deps
	@$(STEP) "debug build with the tests"
	@$(call checked_build,--build-tests)
	@$(STEP) "swift test; the static ClassicVIP's, the fuzzer's and AddressSanitizer's builds run beside it at the lowest priority (log: .build/side-builds.log)"
	@# The tests and the steps after them mostly wait (servers, a browser, timers, a linker):
	@# the builds take the processors they leave, and the tests keep what they need.
	@rm -f .build/side-builds.status .build/static.status; mkdir -p .build; \
	  { (cd examples/ClassicVIP && nice -n 19 $(SWIFT) build --scratch-path $(CURDIR)/.build/static \
	      --product classic-vip $(STATIC_LINK)); echo $$? > .build/static.status; \
	    nice -n 19 $(MAKE) --no-print-directory $(FUZZ_BIN) \
	    && nice -n 19 $(MAKE) --no-print-directory asan-build; \
	    echo $$? > .build/side-builds.status; } > .build/side-builds.log 2>&1 &
	@$(SWIFT) test --skip-build
	@$(STEP) "Tests/AdapterShapes: the adapter generated from every shape app parts are written in is not stale (the build above compiled it)"
	@$(SWIFT) package --allow-writing-to-package-directory generate-scene-adapter \
	  --target AdapterShapes --shell-target AdapterShapesHost --check
	@$(STEP) "Tests/SeedsLab: the adapters generated from the seeds' own scenes (SeedHopsTests ran them) are not stale"
	@for scene in SeedProfile RootScreen; do $(SWIFT) package --allow-writing-to-package-directory \
	  generate-scene-adapter --target $$scene --shell-target seeds-lab --check; done
	@$(STEP) "every example's transcript, twice: a transcript must not change between runs"
	@.build/debug/scenesh --check examples/*.scenesh && .build/debug/scenesh --check examples/*.scenesh
	@$(STEP) "examples/BookSearch: a host package of its own, built against this tree"
	@$(call example,BookSearch,book-search)
	@$(STEP) "examples/ClassicVIP: GCD, completion handlers and URLSession, hosted as BookSearch is"
	@$(call example,ClassicVIP,classic-vip)
	@$(STEP) "examples/Templates: template apps' code unedited (@objc, NSError(), outlets, #selector)"
	@cd examples/Templates && $(SWIFT) package $(SHARED_BUILD) --allow-writing-to-package-directory \
	  generate-scene-adapter --target Notes --shell-target templates-host --check; \
	  $(call checked_build,$(SHARED_BUILD)); $(CURDIR)/.build/debug/templates-host --check scripts/*.scenesh
	@$(STEP) "scenesh host: an app's folder to a prompt with no line written (Tests/HostedApps/Larder), twice: the second run rebuilds nothing"
	@for run in 1 2; do .build/debug/scenesh host Tests/HostedApps/Larder --into .build/hosts/larder \
	  -- --answers Tests/HostedApps/answers --check Tests/HostedApps/scripts/*.scenesh; done
	@$(STEP) "examples/ClassicVIP linked as scenesh is installed: the static binary still sees GCD (built beside the tests)"
	@# Its own folder: objects compiled for the dynamic Foundation would be reused and not link.
	@# Built beside the tests; built again here (nothing left to do, or its errors shown).
	@until [ -f .build/static.status ]; do sleep 1; done
	@cd examples/ClassicVIP && $(SWIFT) build --scratch-path $(CURDIR)/.build/static --product classic-vip $(STATIC_LINK)
	@cd examples/ClassicVIP && $(CURDIR)/.build/static/debug/classic-vip --check scripts/*.scenesh
	@$(STEP) "documentation: a broken link or an undocumented parameter fails"
	@$(MAKE) --no-print-directory docs
	@$(STEP) "a short fuzzing run over the input parsers (the fuzzer's build, begun beside the tests, finished)"
	@until [ -f .build/side-builds.status ]; do sleep 1; done; \
	  [ "$$(cat .build/side-builds.status)" = 0 ] \
	  || { cat .build/side-builds.log; echo "error: the fuzzer's or AddressSanitizer's build failed"; exit 1; }
	@$(MAKE) --no-print-directory fuzz SECONDS=5
	@$(STEP) "AddressSanitizer and LeakSanitizer: every example and a hostile script"
	@$(MAKE) --no-print-directory asan
	@$(STEP) "all passed"

bench: EXTRA_PACKAGES := valgrind
bench: deps
	for p in scenesh scenesh-bench; do $(SWIFT) build -c release --product $$p $(STATIC_LINK); done
	@# The hello world has no CSceneDispatch to wrap GCD through: only linked statically.
	$(SWIFT) build -c release --product scenesh-baseline --static-swift-stdlib && \
	  $(SWIFT) build -c release --product scenesh-spawn
	for suite in diff throughput startup scale instructions; do .build/release/scenesh-bench $$suite; done

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Plugins Fuzz examples

# Symbol graphs extracted from the plain build's modules (`-emit-symbol-graph` would compile
# them all again); the extractor needs the target triple and the C modules' maps.
docs: deps
	triple="$$($(SWIFT) -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$$/\1/p' | head -n 1)"; \
	  bin="$$($(SWIFT) build --show-bin-path)"; \
	  for module in SceneRuntime SceneShell; do \
	    graphs=".build/symbol-graphs/$$module"; \
	    $(SWIFT) build --target "$$module" && rm -rf "$$graphs" && mkdir -p "$$graphs" .build/docs; \
	    $(SWIFT) symbolgraph-extract -module-name "$$module" -target "$$triple" \
	      -I "$$bin/Modules" -I Modules/CEditline -I "$$bin/CSceneDispatch.build" \
	      -I "$$bin/CSceneOutput.build" -output-dir "$$graphs"; \
	    docc convert "Sources/$$module/$$module.docc" --additional-symbol-graph-dir "$$graphs" \
	      --fallback-display-name "$$module" --fallback-bundle-identifier "sceneshell.$$module" \
	      --output-path ".build/docs/$$module.doccarchive" --warnings-as-errors; \
	  done

# Fuzz/Harness.swift with the parsers' own files (their types are internal), for libFuzzer and
# ASan; the SceneRuntime files they use make a small module (Fuzz/SceneClockMode.swift stands in
# for SceneClock). When one starts using another file's type, the build says which: add it here.
SECONDS ?= 30
FUZZ_DIR := .build/fuzz
FUZZ_BIN := $(FUZZ_DIR)/scenesh-fuzz
FUZZ_FLAGS := -swift-version 6 -package-name SceneShell -parse-as-library -O -g \
  -sanitize=fuzzer,address -use-ld=lld
FUZZ_STATEDIFF := $(wildcard Sources/StateDiff/*.swift Sources/StateDiff/Internal/*.swift)
FUZZ_RUNTIME := $(addprefix Sources/SceneRuntime/,StateField.swift \
  Intent.swift IntentArgument.swift IntentArguments.swift IntentFailure.swift SceneLocale.swift) \
  Fuzz/SceneClockMode.swift
FUZZ_SHELL := $(addprefix Sources/SceneShell/,Parsing/Tokenizer.swift Parsing/ShellError.swift \
  Parsing/String+Trimming.swift Parsing/TimelineSize.swift \
  Parsing/IntentArgumentParser.swift Parsing/CommandLineOptions.swift Commands/StatePath.swift \
  Usage/Suggestion.swift Usage/ErrorMessage.swift ShellProgram.swift ShellConfiguration.swift) \
  $(wildcard Sources/SceneShell/Output/Redaction.swift) \
  Sources/LineEditing/LineSplitter.swift Sources/LineEditing/LineReadResult.swift Fuzz/Harness.swift
# One module a line, each printed as it starts; a warning fails it, as in `test`.
$(FUZZ_BIN): $(FUZZ_STATEDIFF) $(FUZZ_RUNTIME) $(FUZZ_SHELL) Makefile
	@mkdir -p $(FUZZ_DIR); rm -f $@ $(FUZZ_DIR)/build.log
	@for module in StateDiff SceneRuntime; do echo "compiling $$module for the fuzzer"; \
	  files="$(FUZZ_STATEDIFF)"; [ $$module = StateDiff ] || files="$(FUZZ_RUNTIME)"; \
	  swiftc $(FUZZ_FLAGS) -module-name $$module -wmo -emit-module -I $(FUZZ_DIR) \
	    -emit-module-path $(FUZZ_DIR)/$$module.swiftmodule -c $$files \
	    -o $(FUZZ_DIR)/$$module.o 2>&1 | tee -a $(FUZZ_DIR)/build.log; done
	@echo "compiling and linking $@"
	@swiftc $(FUZZ_FLAGS) -module-name SceneShellFuzz -I $(FUZZ_DIR) $(FUZZ_SHELL) \
	  $(FUZZ_DIR)/StateDiff.o $(FUZZ_DIR)/SceneRuntime.o -o $@.tmp 2>&1 \
	  | tee -a $(FUZZ_DIR)/build.log
	@if grep -q "warning:" $(FUZZ_DIR)/build.log; then \
	  echo "error: the fuzzer's build printed warnings (above); fix them"; exit 1; fi
	@mv $@.tmp $@

# New inputs go to $(FUZZ_DIR)/corpus; Fuzz/corpus is only read. A crash, a broken invariant, a
# memory error, a leak, a 10 s input or 2 GB fails it, printing the input (base64) for a CI log.
# libFuzzer reports a crash itself; Swift's backtracer would race it (and trip ASan).
fuzz: $(FUZZ_BIN)
	@mkdir -p $(FUZZ_DIR)/corpus $(FUZZ_DIR)/crashes
	@echo "fuzzing for $(SECONDS)s from Fuzz/corpus; new inputs in $(FUZZ_DIR)/corpus"
	@status=0; SWIFT_BACKTRACE=enable=no $(FUZZ_BIN) -max_total_time=$(SECONDS) -max_len=4096 \
	    -timeout=10 -print_final_stats=1 -artifact_prefix=$(FUZZ_DIR)/crashes/ \
	    $(FUZZ_DIR)/corpus Fuzz/corpus > $(FUZZ_DIR)/fuzz.log 2>&1 || status=$$?; \
	  if [ $$status = 0 ]; then grep -E "^(#[0-9]+[[:space:]]+DONE|Done )" $(FUZZ_DIR)/fuzz.log; exit 0; fi; \
	  grep -v "^stat::" $(FUZZ_DIR)/fuzz.log | tail -n 60; \
	  crash="$$(sed -n 's/.*Test unit written to //p' $(FUZZ_DIR)/fuzz.log | tail -n 1)"; \
	  echo "error: the fuzzer failed (exit $$status); full log: $(FUZZ_DIR)/fuzz.log"; \
	  if [ -n "$$crash" ]; then echo "crash input $$crash, base64:"; head -c 8192 "$$crash" \
	    | base64; echo "reproduce: $(FUZZ_BIN) $$crash"; fi; exit 1

# Every example and a generated hostile script (Fuzz/hostile.py) piped into scenesh built with
# ASan, LeakSanitizer on (ASAN_LEAKS=0: off). A report, a signal or ASan's exit status (86, not
# scenesh's 1 or 2) fails it; each run's stderr stays in $(ASAN_DIR).
ASAN_DIR := .build/asan
ASAN_LEAKS ?= 1
asan-build:
	@# gold says "Cannot export local symbol" once for each of ASan's ~140 local symbols.
	@$(SWIFT) build --sanitize=address --scratch-path $(ASAN_DIR) --product scenesh 2>&1 \
	  | { grep --line-buffered -v "Cannot export local symbol" || true; }

asan: deps asan-build
	@python3 Fuzz/hostile.py > $(ASAN_DIR)/hostile.scenesh
	@bin="$(ASAN_DIR)/debug/scenesh"; failed=0; \
	  for script in examples/*.scenesh $(ASAN_DIR)/hostile.scenesh; do \
	    log="$(ASAN_DIR)/$$(basename "$$script" .scenesh).stderr"; status=0; \
	    ASAN_OPTIONS=detect_leaks=$(ASAN_LEAKS):exitcode=86 SWIFT_BACKTRACE=enable=no \
	      timeout 600 "$$bin" < "$$script" > /dev/null 2> "$$log" || status=$$?; \
	    if [ $$status -gt 2 ] || grep -q "ERROR: \(Address\|Leak\)Sanitizer" "$$log"; then \
	      echo "FAIL $$script (exit $$status; stderr: $$log)"; failed=1; \
	      awk -f Fuzz/sanitizer-summary.awk "$$log" | $(SWIFT) demangle --simplified; \
	    else echo "ok   $$script"; fi; \
	  done; \
	  [ $$failed = 0 ] || { echo "error: AddressSanitizer or LeakSanitizer reported the runs above"; exit 1; }
