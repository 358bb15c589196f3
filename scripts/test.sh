#!/usr/bin/env bash
# `npm test`: every check once where once is enough, and twice where the database matters (README
# "What the tests need", "How CI splits it"):
#   type checks, lint                      once, side by side
#   Vitest (unit and API tests)            all on the embedded PGlite, two files at a time
#   with TEST_POSTGRES_URL (a database on a PostgreSQL server; .ci/run sets it):
#     Vitest on PostgreSQL                 the API tests again, three files at a time, but for the
#                                          database-independent ones (vitest.config.ts); the
#                                          read-replica test too when TEST_REPLICA_URL is set
#     production build                     beside it
#     failover and recovery drills         beside it too (scripts/pg-drill.mjs; as root or postgres)
#     Playwright                           on PostgreSQL
#   without it: the production build, then Playwright on PGlite
# Every step runs even when one before failed (so one run shows every failure); the output ends with
# the timings and the combined line `tests: N passed, N failed, N skipped`, and the exit status is
# nonzero when any step failed or any test failed.
set -uo pipefail
cd "$(dirname "$0")/.."

failed_steps=()
timings=()
# step NAME COMMAND…: runs it, times it, remembers a failure and goes on.
step() {
  local name=$1 start=$SECONDS
  shift
  echo "== $name"
  if "$@"; then :; else failed_steps+=("$name"); fi
  timings+=("$(printf '%-36s %4d s' "$name" $((SECONDS - start)))")
}
# beside NAME COMMAND…: starts it in the background (its output kept apart, printed when it is
# awaited), for a step that shares the machine well with the next one; await_beside collects every
# one started since the last await.
beside_names=()
beside_starts=()
beside_pids=()
beside_logs=()
beside() {
  local name=$1 log
  shift
  log=$(mktemp)
  echo "== $name (beside the next step; its output follows when it is done)"
  "$@" >"$log" 2>&1 &
  beside_pids+=($!)
  beside_names+=("$name")
  beside_starts+=("$SECONDS")
  beside_logs+=("$log")
}
await_beside() {
  local i status
  for i in "${!beside_pids[@]}"; do
    status=0
    wait "${beside_pids[$i]}" || status=$?
    echo "== ${beside_names[$i]} (output)"
    cat "${beside_logs[$i]}"
    rm -f "${beside_logs[$i]}"
    [ "$status" -eq 0 ] || failed_steps+=("${beside_names[$i]}")
    timings+=("$(printf '%-36s %4d s' "${beside_names[$i]}" $((SECONDS - ${beside_starts[$i]})))")
  done
  beside_names=() beside_starts=() beside_pids=() beside_logs=()
}

node scripts/clean-test-results.mjs
# tsc and ESLint are one process each: side by side they use both cores.
beside "lint" npm run lint
step "typecheck" npm run typecheck
await_beside
# PGlite runs in the test process: two files at a time use both cores (at most 1.4 GB each).
step "vitest (embedded PGlite, 2 at once)" env -u DATABASE_URL \
  VITEST_REPORT=test-results/vitest-pglite.json npx vitest run --maxWorkers=2
if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  # The build is only needed by Playwright: it runs while the PostgreSQL API tests mostly wait for
  # the server. Those run three files at a time (one at a time took 11 min 15 s, three 6 min 37 s),
  # only the API project (the pure packages ran above) and without the database-independent files
  # (TEST_DATABASE_INDEPENDENT=skip, vitest.config.ts: they ran on PGlite).
  beside "build" npm run build
  # The failover and point-in-time recovery drills (scripts/pg-drill.mjs, on PostgreSQL clusters of
  # their own on ports 5440-5442) need the API build only, made first in a few seconds.
  if [ "$(id -u)" = 0 ] || [ "$(id -un)" = postgres ]; then
    beside "failover and recovery drills" bash -c 'node apps/api/build.mjs >/dev/null && node scripts/pg-drill.mjs'
  fi
  step "vitest (PostgreSQL, API, 3 at once)" env VITEST_REPORT=test-results/vitest-postgres.json \
    DATABASE_URL="$TEST_POSTGRES_URL" TEST_DATABASE_INDEPENDENT=skip \
    npx vitest run --project api --maxWorkers=3
  await_beside
  # Two workers, each with a platform of its own (e2e/playwright.config.ts): the second one's
  # database is the given one's name with `_w1`, made fresh and dropped afterwards.
  step "playwright (PostgreSQL)" env DATABASE_URL="$TEST_POSTGRES_URL" \
    npx playwright test -c e2e/playwright.config.ts
  e2e_second_db="${TEST_POSTGRES_URL%%\?*}_w1"
  DATABASE_URL="$e2e_second_db" node scripts/e2e-database.mjs drop || true
else
  step "build" npm run build
  step "playwright (PGlite)" env -u DATABASE_URL npx playwright test -c e2e/playwright.config.ts
fi

# What a failed browser test saw (the page's accessibility tree at the failure), for a CI log that
# is all there is of the run.
for context in $(find e2e/test-results -name error-context.md 2>/dev/null | sort); do
  echo "== $context"
  head -n 250 "$context"
done

echo "== timings"
printf '  %s\n' "${timings[@]}"
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "== failed steps: ${failed_steps[*]}"
fi
summary=0
node scripts/test-summary.mjs || summary=$?
if [ ${#failed_steps[@]} -gt 0 ] || [ "$summary" -ne 0 ]; then
  exit 1
fi
