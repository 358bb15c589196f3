#!/usr/bin/env bash
# A streaming replica of the local PostgreSQL primary, for the read-replica test (and to try
# DATABASE_READ_URL by hand): `scripts/pg-replica.sh start` makes a second cluster with
# `pg_basebackup -R` and starts it on 127.0.0.1:5433; `scripts/pg-replica.sh stop` stops and removes
# it. Needs the PostgreSQL server binaries (Debian: /usr/lib/postgresql/<version>/bin) and a primary
# that allows replication: wal_level replica (the default), max_wal_senders > 0 (default 10), and a
# pg_hba.conf line for replication connections from 127.0.0.1, which `start` adds (and reloads)
# when it is missing. Run as root (it runs the server as the postgres user) or as postgres.
set -euo pipefail

PRIMARY_HOST=${PGHOST:-127.0.0.1}
PRIMARY_PORT=${PGPORT:-5432}
REPLICA_PORT=${REPLICA_PORT:-5433}
DIR=${REPLICA_DIR:-/tmp/toll-replica-$REPLICA_PORT}
BIN=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}

as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
primary() { psql -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U postgres -d postgres -Atqc "$1"; }

case "${1:-}" in
start)
  if pg_isready -h 127.0.0.1 -p "$REPLICA_PORT" -q; then
    echo "replica: already running on 127.0.0.1:$REPLICA_PORT"
    exit 0
  fi
  wal_level=$(primary 'show wal_level')
  senders=$(primary 'show max_wal_senders')
  if [ "$wal_level" = minimal ] || [ "$senders" = 0 ]; then
    echo "replica: the primary has wal_level=$wal_level, max_wal_senders=$senders; set wal_level=replica and max_wal_senders=10 and restart it" >&2
    exit 1
  fi
  hba=$(primary 'show hba_file')
  if ! grep -Eq '^[[:space:]]*host[[:space:]]+replication[[:space:]]+all[[:space:]]+127\.0\.0\.1/32' "$hba"; then
    echo "replica: allowing replication connections from 127.0.0.1 in $hba"
    echo 'host replication all 127.0.0.1/32 trust' >>"$hba"
    primary 'select pg_reload_conf()' >/dev/null
  fi
  rm -rf "$DIR"
  mkdir -p "$DIR"
  chmod 700 "$DIR"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$DIR"
  as_postgres "$BIN/pg_basebackup" -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U postgres -D "$DIR" -R -X stream -c fast
  # Debian keeps the configuration outside the data directory: the replica gets its own, with the
  # limits a hot standby must not set below the primary's.
  {
    echo "port = $REPLICA_PORT"
    echo "listen_addresses = '127.0.0.1'"
    echo "unix_socket_directories = '/tmp'"
    echo "hot_standby = on"
    echo "hot_standby_feedback = on"
    for setting in max_connections max_worker_processes max_wal_senders max_prepared_transactions max_locks_per_transaction; do
      echo "$setting = $(primary "show $setting")"
    done
  } | as_postgres tee "$DIR/postgresql.conf" >/dev/null
  printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' | as_postgres tee "$DIR/pg_hba.conf" >/dev/null
  as_postgres touch "$DIR/pg_ident.conf"
  as_postgres "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w -t 60 start >/dev/null
  echo "replica: streaming from $PRIMARY_HOST:$PRIMARY_PORT on 127.0.0.1:$REPLICA_PORT ($DIR)"
  ;;
stop)
  if [ -d "$DIR" ]; then
    as_postgres "$BIN/pg_ctl" -D "$DIR" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$DIR"
  fi
  ;;
*)
  echo "usage: scripts/pg-replica.sh start|stop" >&2
  exit 2
  ;;
esac
