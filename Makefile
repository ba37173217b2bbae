# Scenery: `make test` and `make demo` work on a fresh Debian machine: they install the
# system packages that are missing (apt-get), build, and run.

SWIFT ?= swift
SWIFTC ?= $(SWIFT)c
# SwiftPM leaves a few empty TemporaryDirectory.* folders in $TMPDIR on every run (about six
# per build, five per test run). It runs with a TMPDIR of its own inside .build, so they stay
# there; the tests still make their directories in the caller's TMPDIR (SCENERY_TEST_TMPDIR).
SWIFTPM_TMPDIR := $(CURDIR)/.build/swiftpm-tmp
SWIFT_RUN = mkdir -p "$(SWIFTPM_TMPDIR)" && SCENERY_TEST_TMPDIR="$${TMPDIR:-/tmp}" TMPDIR="$(SWIFTPM_TMPDIR)" $(SWIFT)
APT_GET := $(if $(filter 0,$(shell id -u)),apt-get,sudo apt-get)

# Build: XCB, Cairo (with its XCB surface), Pango, fontconfig (the renderer's compact
# font configuration), xkbcommon. Run and test: a private X
# server, a window manager, real input (xdotool; setxkbmap for a layout change), fonts and
# an icon theme.
# python3 runs the seed-listing check (Tests/SeedListings). The input method tests run a fake
# IBus engine (python3-dbus, python3-gi) on a private session bus (dbus-run-session, in
# dbus-daemon), and real ones: ibus-daemon with its simple engine and portal (ibus) and
# fcitx5 with its IBus front end (fcitx5, fcitx5-modules), watched with dbus-monitor
# (dbus-bin) and waited for with gdbus (libglib2.0-bin). Scenery speaks D-Bus itself and
# needs no D-Bus library to build.
BUILD_PACKAGES := pkg-config libxcb1-dev libcairo2-dev libpango1.0-dev libfontconfig-dev libxkbcommon-dev libxkbcommon-x11-dev libxcb-xkb-dev python3
RUN_PACKAGES := xvfb openbox xdotool x11-xkb-utils xclip xdg-utils fonts-dejavu-core adwaita-icon-theme dbus-daemon dbus-bin libglib2.0-bin python3-dbus python3-gi ibus fcitx5 fcitx5-modules
# The peers `make bench` measures against.
BENCH_PACKAGES := gcc libc6-dev libgtk-3-dev libgtk-4-dev valgrind binutils

.PHONY: all deps bench-deps build test test-unit test-x11 listings demo bench bench-check bench-baseline clean fuzz fuzz-build fuzz-smoke sanitize

# The seed documents the listing check reads (it prints one line and passes when they are absent).
SEEDS ?= $(CURDIR)/../shared/seeds
LISTINGS = python3 Tests/SeedListings/check_listings.py --seeds "$(SEEDS)"

all: build

# Installs only what is missing; prints nothing when everything is there.
define install_missing
	@missing="$$(for p in $(1); do dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q '^install ok installed$$' || echo $$p; done)"; \
	if [ -n "$$missing" ]; then \
		echo "Installing: $$missing"; \
		DEBIAN_FRONTEND=noninteractive $(APT_GET) update -qq && \
		DEBIAN_FRONTEND=noninteractive $(APT_GET) install -y -qq --no-install-recommends $$missing; \
	fi
endef

deps:
	$(call install_missing,$(BUILD_PACKAGES) $(RUN_PACKAGES))

bench-deps: deps
	$(call install_missing,$(BENCH_PACKAGES))

build: deps
	$(SWIFT_RUN) build

# Every test: wire and layout unit tests, headless rendering, and the X11 integration
# tests (each starts its own Xvfb -noreset with openbox, and cleans up after itself);
# then the seed documents' code listings, type-checked against the build (docs/testing.md).
test: deps
	$(SWIFT_RUN) build --build-tests
	$(SWIFT_RUN) test --skip-build
	$(LISTINGS)
	$(MAKE) --no-print-directory fuzz-smoke

# How many Swift listings of the seed documents compile against Scenery, one line each;
# fails when a listing of Tests/SeedListings/expected.txt no longer compiles.
listings: deps
	$(SWIFT_RUN) build
	$(LISTINGS)

test-unit: deps
	$(SWIFT_RUN) build --build-tests
	$(SWIFT_RUN) test --skip-build --filter 'SceneryWireTests|SceneryCoreTests'

test-x11: deps
	$(SWIFT_RUN) build --build-tests
	$(SWIFT_RUN) test --skip-build --filter SceneryIntegrationTests

# Runs Hello. Without a DISPLAY it runs it on a private Xvfb and saves a screenshot.
demo: deps
	$(SWIFT_RUN) build --product Hello
	$(SWIFT_RUN) build --product scenery-demo
	.build/debug/scenery-demo .build/debug/Hello

# Cold launch against GTK3 and GTK4, peak memory; then the scene figures (openWindow,
# memory per window, focus to onChange, @AppStorage to 50 windows, crash to restored,
# an idle app's wake-ups over 60 s);
# then the view system in process (evaluate and lay out 1,000 and 10,000 views, the grid
# and message-list workloads, one change in 10,000 views).
# Release builds with a static stdlib; Hello also as SwiftPM builds it by default (the Swift
# runtime and Foundation as shared libraries), in a build folder of its own (.build-dynamic).
bench: bench-deps
	$(SWIFT_RUN) build -c release --static-swift-stdlib --product Hello
	$(SWIFT_RUN) build -c release --static-swift-stdlib --product scenectl
	$(SWIFT_RUN) build -c release --product Hello --scratch-path .build-dynamic
	SCENERY_HELLO=.build/release/Hello SCENERY_HELLO_EXTRA="hello-dynamic=.build-dynamic/release/Hello" bash Benchmarks/run-bench.sh
	$(SWIFT_RUN) build -c release --static-swift-stdlib --product Windows
	$(SWIFT_RUN) build -c release --static-swift-stdlib --product Phases
	$(SWIFT_RUN) build -c release --static-swift-stdlib --product TextFields
	$(SWIFT_RUN) build -c release --product scenery-scene-bench
	.build/release/scenery-scene-bench .build/release | tee Benchmarks/results/scenes-latest.txt
	$(SWIFT_RUN) build -c release --product scenery-view-bench
	BENCH_PEERS=Benchmarks/results/peers-gtk4-latest.txt .build/release/scenery-view-bench | tee Benchmarks/results/views-latest.txt
	bash Benchmarks/bench-check.sh .build/release/scenery-view-bench --report | tee Benchmarks/results/instructions-latest.txt

# Instruction counts (callgrind) of the view workloads against Benchmarks/callgrind-baseline.txt:
# fails on a regression of more than 5 %. `make bench-baseline` records new counts.
bench-check: bench-deps
	$(SWIFT_RUN) build -c release --product scenery-view-bench
	bash Benchmarks/bench-check.sh .build/release/scenery-view-bench

bench-baseline: bench-deps
	$(SWIFT_RUN) build -c release --product scenery-view-bench
	bash Benchmarks/bench-check.sh .build/release/scenery-view-bench --update

# libFuzzer targets (Fuzz/Targets, docs/fuzzing.md), built with the fuzzer and address
# sanitizers in .build-fuzz. `make fuzz` runs each for FUZZ_SECONDS; `make test` runs each
# for FUZZ_SMOKE_SECONDS (about 50 s in all) and fails, naming the reproducer, on a crash,
# a hang or an oversized allocation.
FUZZ_TARGETS := fuzz-frame-decoder fuzz-wire-message fuzz-control-request fuzz-state-files fuzz-text-layouts fuzz-configuration
FUZZ_SECONDS ?= 300
FUZZ_SMOKE_SECONDS ?= 6

fuzz-build: deps
	SWIFT="$(SWIFT)" TMPDIR="$(SWIFTPM_TMPDIR)" bash Fuzz/build.sh $(FUZZ_TARGETS)

fuzz: fuzz-build
	bash Fuzz/run.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

fuzz-smoke: fuzz-build
	bash Fuzz/run.sh $(FUZZ_SMOKE_SECONDS) $(FUZZ_TARGETS)

# The unit tests under AddressSanitizer with LeakSanitizer, then under ThreadSanitizer, each
# in a build folder of its own (.build-asan, .build-tsan). SANITIZE_SUITES picks the suites,
# SANITIZE_SKIP the tests left out, TSAN_SKIP those left out under ThreadSanitizer only
# (wall-clock bounds it slows past; docs/fuzzing.md says why each). The suppressions in
# Tests/Sanitizers name third-party code and false positives, each entry with its reason;
# Tests/Sanitizers/MutexFalsePositive/check.sh shows, before the ThreadSanitizer build, that
# the Mutex one is a false positive and hides no real race. A Swift runtime
# error is reported by AddressSanitizer (handle_abort) with the stack: Swift's own
# backtracer cannot read the memory of a sanitized process.
SANITIZE_SUITES ?= SceneryWireTests|SceneryHostTests|SceneryTextTests|SceneryCoreTests
SANITIZE_SKIP ?= CompactFontConfigurationTests/sameFontForEveryCharacter
TSAN_SKIP ?= $(SANITIZE_SKIP)|TextFieldTests/largePaste|TimelineViewTests/wakesAtThePeriod|TimelineViewTests/animationScheduleUsesFrames
SANITIZERS_DIR := $(CURDIR)/Tests/Sanitizers
sanitize: export SWIFT_BACKTRACE = enable=no
sanitize: export ASAN_OPTIONS = detect_leaks=1:handle_abort=1:malloc_context_size=30
sanitize: export LSAN_OPTIONS = suppressions=$(SANITIZERS_DIR)/lsan.supp:print_suppressions=0
sanitize: export TSAN_OPTIONS = suppressions=$(SANITIZERS_DIR)/tsan.supp:print_suppressions=0:halt_on_error=0
sanitize: deps
	$(SWIFT_RUN) build --build-tests --sanitize=address --scratch-path .build-asan
	$(SWIFT_RUN) test --skip-build --sanitize=address --scratch-path .build-asan --filter '$(SANITIZE_SUITES)' --skip '$(SANITIZE_SKIP)'
	SWIFTC="$(SWIFTC)" bash Tests/Sanitizers/MutexFalsePositive/check.sh
	$(SWIFT_RUN) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(SWIFT_RUN) test --skip-build --sanitize=thread --scratch-path .build-tsan --filter '$(SANITIZE_SUITES)' --skip '$(TSAN_SKIP)'

clean:
	rm -rf .build .build-fuzz .build-asan .build-tsan Benchmarks/.build-bench
