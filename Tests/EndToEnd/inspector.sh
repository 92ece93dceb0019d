#!/usr/bin/env bash
# End-to-end tests of the inspector in a real terminal: tmux panes on a private server.
#
# Usage: Tests/EndToEnd/inspector.sh [path/to/coax]   (default: .build/debug/coax)
# Every step waits for text unique to it by polling `tmux capture-pane` with a timeout; there are
# no fixed sleeps. Exit status 0 when every check passed; each failure is printed with the pane.
set -uo pipefail
cd "$(dirname "$0")/../.."

COAX="$(realpath "${1:-.build/debug/coax}")"
if [ ! -x "$COAX" ]; then
    echo "inspector e2e: no coax binary at $COAX (build first: swift build --product coax)" >&2
    exit 2
fi
if ! command -v tmux >/dev/null 2>&1; then
    echo "inspector e2e: tmux is not installed; skipping" >&2
    exit 0
fi

WORK="$(mktemp -d "${TMPDIR:-/tmp}/coax-e2e.XXXXXX")"
SERVERS=0
SOCKET="$WORK/tmux.0.sock"
FAILURES=0
CHECKS=0
TIMEOUT_TICKS=100   # 100 × 0.05 s = 5 s per wait

tmux_() { tmux -S "$SOCKET" -f /dev/null "$@"; }
cleanup() { tmux_ kill-server >/dev/null 2>&1; rm -rf "$WORK"; }

# new_server: stops the current private server and moves to a fresh socket, so a new session
# never races with the old server's shutdown.
new_server() {
    tmux_ kill-server >/dev/null 2>&1
    SERVERS=$((SERVERS + 1))
    SOCKET="$WORK/tmux.$SERVERS.sock"
}
trap cleanup EXIT

# start COLUMNS ROWS COMMAND: a fresh server with one pane running COMMAND, wrapped so that the
# pane reports whether the terminal settings were restored and the exit status.
start() {
    new_server
    local wrapped="B=\$(stty -g); $3; rc=\$?; [ \"\$(stty -g)\" = \"\$B\" ] && echo '[tty restored]'; echo \"[exit \$rc]\"; sleep 600"
    tmux_ new-session -d -x "$1" -y "$2" -e LANG=C.UTF-8 -e LC_ALL=C.UTF-8 -e COAX="$COAX" "$wrapped"
    tmux_ set-option -g set-clipboard on >/dev/null
}

screen() { tmux_ capture-pane -p; }

# expect TEXT [DESCRIPTION]: wait until the pane shows TEXT.
expect() {
    CHECKS=$((CHECKS + 1))
    local tick
    for ((tick = 0; tick < TIMEOUT_TICKS; tick++)); do
        if screen | grep -qF -- "$1"; then return 0; fi
        sleep 0.05
    done
    FAILURES=$((FAILURES + 1))
    echo "FAIL: ${2:-expected '$1'}: '$1' not on screen after 5 s:" >&2
    screen | sed 's/^/    | /' >&2
    return 1
}

# expect_not TEXT: the pane does not show TEXT now.
expect_not() {
    CHECKS=$((CHECKS + 1))
    if screen | grep -qF -- "$1"; then
        FAILURES=$((FAILURES + 1))
        echo "FAIL: '$1' should not be on screen:" >&2
        screen | sed 's/^/    | /' >&2
    fi
}

# expect_flags: alternate screen, keypad mode and mouse reporting are all off (terminal restored).
expect_flags_off() {
    CHECKS=$((CHECKS + 1))
    local flags
    flags="$(tmux_ display -p '#{alternate_on}#{keypad_cursor_flag}#{mouse_any_flag}')"
    if [ "$flags" != "000" ]; then
        FAILURES=$((FAILURES + 1))
        echo "FAIL: terminal modes not restored: alternate/keypad/mouse = $flags" >&2
    fi
}

keys() { tmux_ send-keys "$@"; }

echo "== open a sample file, move, expand"
start 100 30 '"$COAX" SampleData/type-drift.json'
expect "line 1 of 19" "first frame"
keys j
expect "\$.products" "j moves down"
keys j
expect "\$.products[0]" "j again"
keys l
expect "line 3 of 34" "l expands products[0]"
expect 'sku: "TEA-GRN-100"'
keys G
expect "\$.meta.generated_at" "G goes to the last row"
keys g
expect "line 1 of 34" "g goes back to the top"

echo "== search"
keys / s k u Enter
expect "match 1 of 10 for 'sku'" "search counts matches"
keys n
expect "match 2 of 10 for 'sku'" "n goes to the next match"
keys N N
expect "match 10 of 10 for 'sku' (wrapped to the bottom)" "N wraps"

echo "== go to a path, panel"
keys : p r o d u c t s '[' 1 ']' . p r i c e Enter
expect "\$.products[1].price" "go to path"
expect "literal  \"12.90\"" "the panel shows the exact literal"
expect "path     \$['products'][1]['price']" "the panel shows the normalized path"
expect "! integer" "the integer coercion is flagged as losing information"
expect '"12.90" → integer prefix 12' "with its reason"
keys Tab
expect "Coercions · j/k scroll · Tab: back" "Tab focuses the panel"
keys PgDn
expect "forced unix date" "the panel scrolls to the forced variants"
keys Tab
expect "Coercions · Tab: scroll"

echo "== copy with OSC 52 (tmux keeps it as a buffer)"
keys y
expect "copied path \$.products[1].price"
CHECKS=$((CHECKS + 1))
for ((tick = 0; tick < TIMEOUT_TICKS; tick++)); do
    [ "$(tmux_ show-buffer 2>/dev/null)" = "\$.products[1].price" ] && break
    sleep 0.05
done
if [ "$(tmux_ show-buffer 2>/dev/null)" != "\$.products[1].price" ]; then
    FAILURES=$((FAILURES + 1))
    echo "FAIL: the clipboard (tmux buffer) holds '$(tmux_ show-buffer 2>/dev/null)'" >&2
fi

echo "== expand and collapse everything"
keys E
expect "expanded the whole document"
keys g
expect "line 1 of 279" "E opens every container"
keys 2
expect "line 1 of 19" "2 shows two levels"

echo "== mouse: wheel and click"
keys E g
expect "line 1 of 279"
tmux_ send-keys -H 1b 5b 4d 61 2b 26   # X10 wheel down at column 10, row 5
expect "\$.products[0].id " "the wheel scrolls three rows and takes the selection along"
tmux_ send-keys -H 1b 5b 4d 20 2b 23   # X10 press at column 10, row 2 (the third screen row)
expect "\$.products[0].name" "a click selects the row under the pointer"

echo "== help overlay"
keys ?
expect "Keys · j/k scroll" "help opens"
expect "copy the selection's path (OSC 52)"
keys z
expect "line 6 of 279"

echo "== resize"
tmux_ resize-window -x 40 -y 12
expect "6/279" "the narrow status line"
tmux_ resize-window -x 20 -y 5
expect "? help" "a 20x5 screen still draws"
tmux_ resize-window -x 100 -y 30
expect "line 6 of 279"

echo "== Ctrl-C restores the terminal and exits 130"
keys C-c
expect "[exit 130]"
expect "[tty restored]"
expect_flags_off

echo "== q quits with status 0"
start 80 24 '"$COAX" SampleData/unicode.json'
expect "line 1 of"
keys q
expect "[exit 0]"
expect "[tty restored]"
expect_flags_off

echo "== piped standard input, keys from the terminal"
start 80 24 'cat SampleData/type-drift.json | "$COAX"'
expect "<stdin>" "the status line names standard input"
keys j
expect "\$.products"
keys q
expect "[exit 0]"

echo "== the expanded view keeps the selection"
start 100 30 '"$COAX" SampleData/jsonapi-blog.json'
expect "line 1 of"
keys : d a t a '[' 0 ']' . i d Enter
expect "\$.data[0].id "
keys x
expect "expanded view (JSON:API)" "x switches to the expanded view"
expect "\$.data[0].id " "the same path stays selected"
expect "expanded" 
keys w
expect "expansion warning" "w lists the expansion's warnings"
keys z x
expect "document view"
keys q
expect "[exit 0]"

echo "== the demo opens with no file"
start 100 30 '"$COAX"'
expect "(built-in demo)"
keys q
expect "[exit 0]"

echo "== SIGTERM restores the terminal and exits 143"
start 80 24 '"$COAX" SampleData/type-drift.json'
expect "line 1 of 19"
PANE_PID="$(tmux_ display -p '#{pane_pid}')"
COAX_PID="$(ps -o pid= --ppid "$PANE_PID" | head -1 | tr -d ' ')"
kill -TERM "$COAX_PID"
expect "[exit 143]"
expect "[tty restored]"
expect_flags_off

echo "== Ctrl-Z suspends, fg restores the screen"
new_server
tmux_ new-session -d -x 80 -y 24 -e LANG=C.UTF-8 -e LC_ALL=C.UTF-8 "env PS1='shell\$ ' bash --norc --noprofile -i"
expect "shell\$"
keys "\"$COAX\" SampleData/type-drift.json" Enter
expect "line 1 of 19"
keys j
expect "\$.products"
keys C-z
expect "Stopped" "Ctrl-Z gives the shell back"
expect_flags_off
keys "fg" Enter
expect "line 2 of 19" "fg redraws the inspector"
keys q
keys 'echo "[exit $?]"' Enter
expect "[exit 0]"
expect_flags_off

echo "== --print-path prints the selection after quitting"
start 80 24 '"$COAX" --print-path SampleData/type-drift.json > "'"$WORK"'/path.txt"; cat "'"$WORK"'/path.txt"'
expect "line 1 of 19"
keys j j
expect "\$.products[0]"
keys q
expect "\$['products'][0]" "the normalized path is printed"

echo "== monochrome: no colour sequences with NO_COLOR"
start 80 24 'NO_COLOR=1 "$COAX" SampleData/type-drift.json'
expect "line 1 of 19"
CHECKS=$((CHECKS + 1))
if tmux_ capture-pane -p -e | grep -qE $'\e\\[(3[0-7]|38;)'; then
    FAILURES=$((FAILURES + 1))
    echo "FAIL: NO_COLOR screen has colour sequences" >&2
fi
keys q
expect "[exit 0]"

echo "== unknown TERM gives a clear message"
start 80 24 'TERM=no-such-terminal "$COAX" SampleData/type-drift.json'
expect "unknown terminal type 'no-such-terminal'"
expect "[exit 2]"

echo "== no controlling terminal gives a clear message"
start 120 24 'setsid -w "$COAX" SampleData/type-drift.json'
expect "no terminal: cannot open /dev/tty"
expect "[exit 2]"

echo "== invalid JSON: message with line and caret before any curses set-up, exit 1"
printf '{\n  "a": 1,\n  "b" 2\n}\n' > "$WORK/bad.json"
start 80 24 '"$COAX" "'"$WORK"'/bad.json"'
expect "bad.json:3:7: error:" "FILE:LINE:COL: error:"
expect '  "b" 2'
expect "[exit 1]"
expect_flags_off

echo "== missing file and directory: exit 2"
start 80 24 '"$COAX" "'"$WORK"'/missing.json"'
expect "no such file"
expect "[exit 2]"
start 80 24 '"$COAX" "'"$WORK"'"'
expect "is a directory"
expect "[exit 2]"

echo "== not a terminal on standard output: pretty JSON"
CHECKS=$((CHECKS + 1))
printed="$("$COAX" SampleData/type-drift.json | head -3)"
if [ "$printed" != $'{\n  "products": [\n    {' ]; then
    FAILURES=$((FAILURES + 1))
    echo "FAIL: piped output was: $printed" >&2
fi

echo "inspector e2e: $((CHECKS - FAILURES)) of $CHECKS checks passed"
[ "$FAILURES" -eq 0 ]
