#!/usr/bin/env bash
# Cold-launch benchmark: Scenery's Hello against GTK 3 and GTK 4 hello worlds.
#
# Builds the C helpers into Benchmarks/.build-bench/, starts a private Xvfb
# and openbox, times every app with launch-timer (process start -> window
# mapped, observed through X events), prints a table with ratios to GTK 3 and
# the budget checks (budgets: docs/performance.md), and writes everything to
# Benchmarks/results/launch-latest.txt. See Benchmarks/README.md.
#
# Environment:
#   SCENERY_HELLO  the Hello executable (default: <repo>/.build/release/Hello;
#                  skipped with a message if it does not exist)
#   BENCH_RUNS     measured runs per app (default 15)
#   BENCH_WARMUP   warm-up runs per app, not counted (default 2)
#   BENCH_VERBOSE  1: show the apps' own output and every run's figures
#   SCENERY_HELLO_EXTRA  more Hello builds to measure in the same rounds, as
#                  space-separated LABEL=PATH pairs (e.g. the same app built
#                  another way, or before a change: hello-before=/tmp/Hello)
#
# Exit status: 0 when every app ran (budgets are informational), 1 otherwise.
set -euo pipefail

BENCH_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$BENCH_DIR/.." && pwd)
BUILD="$BENCH_DIR/.build-bench"
RESULTS="$BENCH_DIR/results"
RUNS=${BENCH_RUNS:-15}
WARMUP=${BENCH_WARMUP:-2}
VERBOSE=()
[[ ${BENCH_VERBOSE:-0} == 1 ]] && VERBOSE=(--verbose)
HELLO=${SCENERY_HELLO:-$ROOT/.build/release/Hello}
# Budgets (docs/performance.md): Hello <= 20 ms and <= 0.3 x GTK 3.
BUDGET_MS=20
BUDGET_RATIO=0.3
# An app's first launch on a machine (no caches): <= 0.35 x GTK 3.
BUDGET_NOCACHE_RATIO=0.35

TMP=$(mktemp -d "${TMPDIR:-/tmp}/scenery-bench.XXXXXX")
LOG="$TMP/output.txt"
XVFB_PID=
WM_PID=
TIMER_PID=

cleanup() {
    local rc=$?
    # launch-timer ends the app it is measuring when it gets SIGTERM.
    if [[ -n $TIMER_PID ]]; then kill "$TIMER_PID" 2>/dev/null || true; wait "$TIMER_PID" 2>/dev/null || true; fi
    # The resident host of hello-service stops on SIGTERM and reaps its renderers.
    if [[ -n ${SERVICE_PID:-} ]]; then kill "$SERVICE_PID" 2>/dev/null || true; wait "$SERVICE_PID" 2>/dev/null || true; fi
    # Then the window manager, then the X server; wait so nothing is left.
    if [[ -n $WM_PID ]]; then kill "$WM_PID" 2>/dev/null || true; wait "$WM_PID" 2>/dev/null || true; fi
    if [[ -n $XVFB_PID ]]; then kill "$XVFB_PID" 2>/dev/null || true; wait "$XVFB_PID" 2>/dev/null || true; fi
    rm -rf "$TMP"
    exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM HUP

# Print to the terminal and to the results log.
say() { printf '%s\n' "$*" | tee -a "$LOG"; }
fail() { echo "run-bench: $*" >&2; exit 1; }

# --------------------------------------------------------------- prerequisites
missing=()
for tool in cc pkg-config Xvfb openbox; do
    command -v "$tool" >/dev/null || missing+=("$tool")
done
for mod in xcb gtk+-3.0 gtk4; do
    pkg-config --exists "$mod" 2>/dev/null || missing+=("pkg-config:$mod")
done
if ((${#missing[@]})); then
    fail "missing ${missing[*]}; install: apt-get install --no-install-recommends" \
         "gcc libc6-dev pkg-config libxcb1-dev libgtk-3-dev libgtk-4-dev xvfb openbox"
fi

# ------------------------------------------------------------------------ build
CFLAGS="-O2 -Wall -Wextra"
build() {   # build OUTPUT SOURCE PKG-CONFIG-MODULE
    local out="$BUILD/$1" src="$BENCH_DIR/$2"
    if [[ ! -x $out || $src -nt $out ]]; then
        # shellcheck disable=SC2046  # pkg-config output must be word-split
        cc $CFLAGS -o "$out" "$src" $(pkg-config --cflags --libs "$3")
    fi
}
mkdir -p "$BUILD" "$RESULTS"
build launch-timer launch/launch-timer.c xcb
build gtk3-hello peers/gtk3-hello.c gtk+-3.0
build gtk4-hello peers/gtk4-hello.c gtk4
build gtk4-interactions peers/gtk4-interactions.c gtk4
build gtk4-workloads peers/gtk4-workloads.c gtk4
TIMER="$BUILD/launch-timer"

# ---------------------------------------------------------------------- X server
# Pick a display number that is free (no socket, no lock file) and let Xvfb
# tell us through -displayfd when it accepts connections. If another server
# grabs the number first, Xvfb exits, the read sees EOF and we try the next.
start_xvfb() {
    local n fifo="$TMP/displayfd" fd got
    mkfifo "$fifo"
    for ((n = 90; n < 190; n++)); do
        [[ -e /tmp/.X11-unix/X$n || -e /tmp/.X$n-lock ]] && continue
        Xvfb ":$n" -displayfd 3 -noreset -nolisten tcp -screen 0 1280x800x24 \
            3>"$fifo" >"$TMP/xvfb.log" 2>&1 &
        XVFB_PID=$!
        exec {fd}<"$fifo"
        got=
        read -r -t 10 -u "$fd" got || true
        exec {fd}<&-
        if [[ $got == "$n" ]]; then
            DISPLAY=":$n"
            return 0
        fi
        kill "$XVFB_PID" 2>/dev/null || true
        wait "$XVFB_PID" 2>/dev/null || true
        XVFB_PID=
    done
    cat "$TMP/xvfb.log" >&2 || true
    fail "could not start Xvfb on any display from :90 to :189"
}
start_xvfb
export DISPLAY

# openbox, then wait (by PropertyNotify, bounded) until it has set
# _NET_SUPPORTING_WM_CHECK on the root window, i.e. it manages windows.
openbox --sm-disable >"$TMP/openbox.log" 2>&1 &
WM_PID=$!
if ! "$TIMER" --wait-wm --timeout 10; then
    cat "$TMP/openbox.log" >&2 || true
    fail "openbox did not start"
fi

# ------------------------------------------------------------------ environment
# Same environment for every app: X11 only, no session or accessibility bus
# to wait for, a private runtime and state directory (so Scenery's Hello
# cannot hand its launch over to a host already running in the session).
unset DBUS_SESSION_BUS_ADDRESS WAYLAND_DISPLAY
# Without a bus address GLib would "autolaunch" a bus through dbus-launch when
# it is installed (package dbus-x11); an address it cannot use fails as fast
# as a missing one, and starts nothing.
if command -v dbus-launch >/dev/null; then
    export DBUS_SESSION_BUS_ADDRESS=disabled:
fi
export NO_AT_BRIDGE=1 GDK_BACKEND=x11
export XDG_RUNTIME_DIR="$TMP/runtime" SCENERY_STATE_DIR="$TMP/state"
mkdir -m 0700 "$XDG_RUNTIME_DIR" "$SCENERY_STATE_DIR"

# ----------------------------------------------------------------------- header
say "Scenery cold-launch benchmark, $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
say "machine: $(nproc) CPU, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n1), kernel $(uname -r)"
say "X: Xvfb $(dpkg-query -W -f='${Version}' xvfb 2>/dev/null || echo '(version unknown)') on $DISPLAY (1280x800x24, -noreset), $(openbox --version | head -n1)"
say "GTK $(pkg-config --modversion gtk+-3.0), GTK $(pkg-config --modversion gtk4); runs $RUNS, warm-up $WARMUP"
say "measure: posix_spawn -> MapNotify of the top-level (openbox frame) on the root window;"
say "         apps interleaved round by round; peak RSS = VmHWM 250 ms after the map"
say ""

# -------------------------------------------------------------------------- runs
# One launch-timer call measures every app in interleaved rounds (run 1 of
# each, then run 2 of each, ...), so machine noise hits them alike.
JOBS=()
if [[ -x $HELLO ]]; then
    JOBS+=(--label hello -- "$HELLO" ---)
    # The same app without its caches (no compact font configuration, no remembered text
    # layouts): what the first launch on a machine, or after a font change, costs. The
    # cache directory is under a file, so it cannot be created even by root (a path like
    # /nonexistent can, and then the caches were used from the second run on).
    JOBS+=(--label hello-nocache -- env XDG_CACHE_HOME=/dev/null/scenery-bench "$HELLO" ---)
else
    say "hello: SKIPPED, $HELLO not found (build it with 'swift build -c release --product Hello', or set SCENERY_HELLO)"
fi
for extra in ${SCENERY_HELLO_EXTRA:-}; do
    label=${extra%%=*} path=${extra#*=}
    if [[ $label == "$extra" || -z $label || ! -x $path ]]; then
        fail "SCENERY_HELLO_EXTRA: '$extra' is not LABEL=PATH of an executable"
    fi
    JOBS+=(--label "$label" -- "$path" ---)
done
# The same app run as a service (docs/systemd.md): its resident host already runs, with a
# spare renderer warm, and a launch hands itself over; the host opens the window. The host
# is started by socket activation (systemd-socket-activate, as the socket unit would) under
# its own app id (the executable's name, through a link), so the cold launches above are
# not handed over. Between runs, --close closes the window through scenectl.
SERVICE_PID=
SCENECTL="$(dirname "$HELLO")/scenectl"
if [[ -x $HELLO && -x $SCENECTL ]] && command -v systemd-socket-activate >/dev/null; then
    # An absolute target: make passes HELLO relative to the repository.
    ln -s "$(realpath "$HELLO")" "$TMP/hello-service"
    mkdir -m 0700 "$XDG_RUNTIME_DIR/scenery"
    systemd-socket-activate -l "$XDG_RUNTIME_DIR/scenery/hello-service.sock" --fdname=control \
        --setenv=DISPLAY --setenv=XDG_RUNTIME_DIR --setenv=SCENERY_STATE_DIR --setenv=NO_AT_BRIDGE \
        "$TMP/hello-service" --service >"$TMP/service.log" 2>&1 &
    SERVICE_PID=$!
    # Start the host now (a request on its socket activates it), not within a measured run.
    for _ in 1 2 3 4 5 6 7 8 9 10; do
        "$SCENECTL" list --app hello-service >/dev/null 2>&1 && break
        sleep 0.1
    done
    JOBS+=(--label hello-service
           --close "for w in \$('$SCENECTL' list --app hello-service | awk 'NR > 1 { print \$2 }'); do '$SCENECTL' close --app hello-service \$w; done"
           -- "$TMP/hello-service" ---)
else
    say "hello-service: SKIPPED (needs $HELLO, $SCENECTL and systemd-socket-activate)"
fi
JOBS+=(--label gtk3 -- "$BUILD/gtk3-hello" ---)
JOBS+=(--label gtk4 -- "$BUILD/gtk4-hello" ---)
JOBS+=(--label gtk4-cairo -- env GSK_RENDERER=cairo "$BUILD/gtk4-hello")

say "running $WARMUP warm-up and $RUNS measured rounds..."
# In the background, so a signal to this script runs the traps at once (bash
# defers traps while a foreground command runs); the EXIT trap stops it.
"$TIMER" --runs "$RUNS" --warmup "$WARMUP" ${VERBOSE[@]+"${VERBOSE[@]}"} "${JOBS[@]}" >"$TMP/timer.out" 2>&1 &
TIMER_PID=$!
TIMER_RC=0
wait "$TIMER_PID" || TIMER_RC=$?
TIMER_PID=
tee -a "$LOG" <"$TMP/timer.out"

declare -A MEDIAN P90 RSS_MAIN RSS_CHILD CHILDREN
LABELS=()
FAILED=()
field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"$2"; }
while read -r line; do
    label=$(field label "$line")
    LABELS+=("$label")
    MEDIAN[$label]=$(field median_ms "$line")
    P90[$label]=$(field p90_ms "$line")
    RSS_MAIN[$label]=$(field rss_main_kb "$line")
    RSS_CHILD[$label]=$(field rss_child_kb "$line")
    CHILDREN[$label]=$(field children "$line")
done < <(grep '^RESULT ' "$LOG" || true)
while read -r line; do
    FAILED+=("$(field label "$line")")
done < <(grep '^FAILED ' "$LOG" || true)
if ((TIMER_RC != 0 && ${#FAILED[@]} == 0)); then
    fail "launch-timer failed (exit status $TIMER_RC)"
fi

# ------------------------------------------------------------------------- table
calc() { awk "BEGIN { printf \"%.2f\", $1 }"; }
say ""
say "$(printf '%-12s %10s %10s %12s %14s %10s' label median_ms p90_ms rss_main_MB rss_child_MB vs_gtk3)"
for label in "${LABELS[@]}"; do
    if [[ -n ${MEDIAN[gtk3]:-} ]]; then
        ratio="$(calc "${MEDIAN[$label]} / ${MEDIAN[gtk3]}")x"
    else
        ratio=n/a
    fi
    if ((${CHILDREN[$label]:-0} > 0)); then
        child="$(calc "${RSS_CHILD[$label]} / 1024") (${CHILDREN[$label]})"
    else
        child=-
    fi
    say "$(printf '%-12s %10s %10s %12s %14s %10s' "$label" "${MEDIAN[$label]}" "${P90[$label]}" \
        "$(calc "${RSS_MAIN[$label]} / 1024")" "$child" "$ratio")"
done
for label in "${FAILED[@]}"; do
    say "$(printf '%-12s %10s' "$label" FAILED)"
done
if [[ -n ${MEDIAN[gtk3]:-} ]]; then
    ratios=()
    for label in "${LABELS[@]}"; do
        [[ $label == gtk3 ]] || ratios+=("$label/gtk3 = $(calc "${MEDIAN[$label]} / ${MEDIAN[gtk3]}")x")
    done
    say "median ratios: $(IFS=,; sed 's/,/, /g' <<<"${ratios[*]}")"
fi

say ""
say "budgets (docs/performance.md, informational):"
# budget LABEL MS RATIO: the label's median against an absolute budget (empty: none) and a
# ratio to GTK 3's median.
budget() {
    local label=$1 ms=$2 limit=$3 verdict ratio
    [[ -n ${MEDIAN[$label]:-} ]] || return 0
    if [[ -n $ms ]]; then
        verdict=$(awk "BEGIN { print (${MEDIAN[$label]} <= $ms) ? \"PASS\" : \"OVER\" }")
        say "  $label median ${MEDIAN[$label]} ms <= $ms ms: $verdict"
    fi
    if [[ -n ${MEDIAN[gtk3]:-} ]]; then
        ratio=$(calc "${MEDIAN[$label]} / ${MEDIAN[gtk3]}")
        verdict=$(awk "BEGIN { print ($ratio <= $limit) ? \"PASS\" : \"OVER\" }")
        say "  $label/gtk3 = ${ratio}x <= ${limit}x: $verdict"
    else
        say "  $label/gtk3 <= ${limit}x: NOT CHECKED (gtk3 failed)"
    fi
}
if [[ -n ${MEDIAN[hello]:-} ]]; then
    budget hello "$BUDGET_MS" "$BUDGET_RATIO"
    budget hello-dynamic "$BUDGET_MS" "$BUDGET_RATIO"
    budget hello-nocache "" "$BUDGET_NOCACHE_RATIO"
else
    say "  hello <= $BUDGET_MS ms and <= ${BUDGET_RATIO}x gtk3: NOT CHECKED (hello not run)"
fi

# ------------------------------------------------------------ GTK view peers
# The GTK 4 peers of scenery-view-bench's figures, on the same X server: the interactions
# (push, pop, tab switch, selection change, menu, sheet, typing; work and latency) and the
# workloads (first layouts of 1,000 and 10,000 rows, the grid, the message list, and one
# change in 10,000 labels). scenery-view-bench prints them beside Scenery's, as ratios.
PEERS="$RESULTS/peers-gtk4-latest.txt"
rm -f "$PEERS"
for peer in gtk4-interactions gtk4-workloads; do
    say ""
    say "$peer (peer figures for scenery-view-bench, ms):"
    if "$BUILD/$peer" >"$TMP/$peer.out" 2>"$TMP/$peer.err"; then
        tee -a "$LOG" <"$TMP/$peer.out"
        cat "$TMP/$peer.out" >>"$PEERS"
    else
        cat "$TMP/$peer.err" >&2 || true
        say "$peer FAILED"
        FAILED+=("$peer")
    fi
done

cp "$LOG" "$RESULTS/launch-latest.txt"
echo "written to ${RESULTS#"$ROOT"/}/launch-latest.txt"
if ((${#FAILED[@]})); then
    fail "failed: ${FAILED[*]}"
fi
