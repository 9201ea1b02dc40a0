#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for tests: initdb into a fresh temporary folder, start it on
# 127.0.0.1 with pg_ctl (no system service, no shared folder), and remove it afterwards.
#
#   scripts/pg-test-cluster.sh start          prints TEST_DATABASE_URL=… and the stop command
#   scripts/pg-test-cluster.sh stop <folder>  stops the cluster and removes its folder
#   scripts/pg-test-cluster.sh run <cmd…>     start, run <cmd…> with TEST_DATABASE_URL set,
#                                             then stop whatever happens (exit code of <cmd…>)
#
# PG_TEST_PORT picks the port (default 54330). Finds initdb/pg_ctl on PATH or under
# /usr/lib/postgresql/*/bin. As root, the cluster runs as the `postgres` user (initdb refuses root).
set -euo pipefail

port="${PG_TEST_PORT:-54330}"

# `return 0`, never a bare `return`: in the EXIT trap a bare `return` gives back the status the
# trap was entered with, so a failed command made stop_cluster stop at its first line and leave
# the cluster running.
find_tool() {
  local tool="$1"
  if command -v "$tool" >/dev/null 2>&1; then
    command -v "$tool"
    return 0
  fi
  local candidate
  for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$candidate/$tool" ]; then
      echo "$candidate/$tool"
      return 0
    fi
  done
  echo "pg-test-cluster: $tool not found (install Debian's postgresql)" >&2
  exit 127
}

# Runs a command as the cluster's owner: ourselves, or `postgres` when we are root.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

start_cluster() {
  local initdb pg_ctl folder
  initdb="$(find_tool initdb)"
  pg_ctl="$(find_tool pg_ctl)"
  folder="$(mktemp -d "${TMPDIR:-/tmp}/pg-test-cluster.XXXXXX")"
  chmod 755 "$folder"
  [ "$(id -u)" -ne 0 ] || chown postgres: "$folder"
  as_owner "$initdb" --pgdata="$folder/data" --username=postgres --auth=trust --encoding=UTF8 \
    --locale=C --no-sync >"$folder/initdb.log" 2>&1 || {
    cat "$folder/initdb.log" >&2
    rm -rf "$folder"
    exit 1
  }
  # Throw-away data: no fsync; the socket lives in the folder, so nothing is shared with others.
  as_owner "$pg_ctl" --pgdata="$folder/data" --log="$folder/server.log" --wait --silent start \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $folder -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" || {
    cat "$folder/server.log" >&2
    rm -rf "$folder"
    exit 1
  }
  echo "$folder"
}

stop_cluster() {
  local folder="$1" pg_ctl
  [ -d "$folder/data" ] || { echo "pg-test-cluster: no cluster in $folder" >&2; return 1; }
  pg_ctl="$(find_tool pg_ctl)"
  as_owner "$pg_ctl" --pgdata="$folder/data" --mode=immediate --wait --silent stop || true
  rm -rf "$folder"
}

case "${1:-}" in
  start)
    folder="$(start_cluster)"
    echo "TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
    echo "stop with: $0 stop $folder"
    ;;
  stop)
    stop_cluster "${2:?usage: $0 stop <folder>}"
    ;;
  run)
    shift
    [ "$#" -gt 0 ] || { echo "usage: $0 run <command…>" >&2; exit 2; }
    folder="$(start_cluster)"
    trap 'stop_cluster "$folder"' EXIT
    trap 'exit 130' INT TERM
    TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
    ;;
  *)
    echo "usage: $0 start | stop <folder> | run <command…>" >&2
    exit 2
    ;;
esac
