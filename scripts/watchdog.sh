#!/usr/bin/env bash
# Runs a command with a time limit: `scripts/watchdog.sh SECONDS command [arguments…]`.
# Past the limit it prints each of the command's processes with every thread's stack (gdb, where
# installed), ends them all and exits 124, so a test run that hangs fails saying where it hung
# instead of being cut off by CI with nothing printed. Otherwise it exits with the command's status.
set -uo pipefail
limit=$1
shift

# The process `$1` and every process below it, parents first.
tree() {
  echo "$1"
  local child
  for child in $(pgrep -P "$1"); do tree "$child"; done
}

"$@" &
pid=$!
deadline=$((SECONDS + limit))
while kill -0 "$pid" 2>/dev/null; do
  if [ "$SECONDS" -ge "$deadline" ]; then
    processes=$(tree "$pid")
    echo "watchdog: '$*' still running after $limit s; its processes:" >&2
    # shellcheck disable=SC2086
    ps -o pid,etimes,pcpu,rss,args -p "$(echo $processes | tr ' ' ',')" >&2
    if command -v gdb >/dev/null; then
      for process in $processes; do
        echo "watchdog: the threads of process $process:" >&2
        gdb -p "$process" -batch -ex "thread apply all bt 30" 2>/dev/null | grep -E '^(Thread|#)' | head -600 |
          if command -v swift-demangle >/dev/null; then swift-demangle --simplified; else cat; fi >&2
      done
    fi
    # shellcheck disable=SC2086
    kill -KILL $processes 2>/dev/null
    wait "$pid" 2>/dev/null
    exit 124
  fi
  sleep 1
done
wait "$pid"
