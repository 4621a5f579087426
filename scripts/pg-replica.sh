#!/usr/bin/env bash
# Starts a PostgreSQL streaming replica on loopback of a primary already running there, for the
# API tests that read the catalogue through DATABASE_REPLICA_URL (issue 22, point 2). .ci/run calls it.
#
#   scripts/pg-replica.sh PRIMARY_PORT REPLICA_DIR REPLICA_PORT [--sync]
#   scripts/pg-replica.sh stop REPLICA_DIR    # as a crash would (pg_ctl -m immediate stop)
#   scripts/pg-replica.sh start REPLICA_DIR   # again, with the port and options it was made with
#   scripts/pg-replica.sh remove PRIMARY_PORT REPLICA_DIR   # stop it for good, the primary synchronous no more
#
# The primary needs what `initdb` gives it by default on PostgreSQL 10+: wal_level=replica,
# max_wal_senders > 0, and a `host replication all 127.0.0.1/32 trust` line in pg_hba.conf (the
# script checks the first two and says what to change). The replica is a `pg_basebackup -R` copy
# (standby.signal and primary_conninfo written for it) started as a hot standby on REPLICA_PORT,
# with its data and socket in REPLICA_DIR. `remove` stops it and deletes REPLICA_DIR; after --sync
# it also resets the primary's synchronous_standby_names, or every later commit there (a CREATE
# DATABASE too) would wait forever for a replica that is gone.
# `stop` and `start` are for the test that kills the replica under load (read-replica.test.ts,
# TEST_DATABASE_REPLICA_DIR); they run pg_ctl as the postgres user when called as root.
#
# --sync makes the primary wait, at each commit, until the replica has applied it
# (synchronous_standby_names='*'; the tests' connections ask for synchronous_commit=remote_apply),
# so a test that writes and then reads as a visitor reads its own write from the replica, as a
# real visitor does a few seconds later. Production replicas stay asynchronous: Plaza's last-write
# cookie sends a writer's own reads to the primary instead.
set -euo pipefail
pgbin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

case ${1:-} in
  stop)
    as_pg "$pgbin/pg_ctl -D ${2:?replica dir}/data -m immediate -w stop >/dev/null"
    exit 0
    ;;
  remove)
    primary=${2:?primary port}; replica=${3:?replica dir}
    "$pgbin/psql" -h 127.0.0.1 -p "$primary" -U postgres -AtqX \
      -c "alter system reset synchronous_standby_names" -c "select pg_reload_conf()" >/dev/null
    if [ -f "$replica/data/postmaster.pid" ]; then as_pg "$pgbin/pg_ctl -D $replica/data -m fast -w stop >/dev/null"; fi
    rm -rf "$replica"
    exit 0
    ;;
  start)
    # restart on a stopped server starts it with the options of its last start (postmaster.opts).
    # Its notes that no server was running are kept out of the output, unless it fails.
    as_pg "$pgbin/pg_ctl -D ${2:?replica dir}/data -l $2/log -w restart >$2/pg_ctl.out 2>&1" || { cat "$2/pg_ctl.out" >&2; exit 1; }
    exit 0
    ;;
esac

primary_port=${1:?primary port}
dir=${2:?replica dir}
replica_port=${3:?replica port}
sync=${4:-}
psql_primary() { "$pgbin/psql" -h 127.0.0.1 -p "$primary_port" -U postgres -AtqX -c "$1"; }

wal_level=$(psql_primary "show wal_level")
senders=$(psql_primary "show max_wal_senders")
if [ "$wal_level" = minimal ] || [ "$senders" = 0 ]; then
  echo "The primary on port $primary_port cannot feed a replica: set wal_level=replica and max_wal_senders=10, then restart it." >&2
  exit 1
fi

# A hot standby refuses to start with fewer connections than its primary allows. It is as durable
# as its primary: with fsync off (the tests' throwaway servers), a start after a crash does not
# first flush every file of the cluster to disk (seconds, with the tests' many databases).
max_connections=$(psql_primary "show max_connections")
fsync=$(psql_primary "show fsync")

mkdir -p "$dir"
[ "$(id -u)" = 0 ] && chown postgres "$dir"
as_pg "$pgbin/pg_basebackup -h 127.0.0.1 -p $primary_port -U postgres -D $dir/data -R -X stream -c fast"
as_pg "$pgbin/pg_ctl -D $dir/data -l $dir/log -w -o '-c listen_addresses=127.0.0.1 -p $replica_port -k $dir -c hot_standby=on -c max_connections=$max_connections -c fsync=$fsync' start >/dev/null"

# Ready when the replica says it is a standby and the primary sees it streaming.
for _ in $(seq 1 100); do
  standby=$("$pgbin/psql" -h 127.0.0.1 -p "$replica_port" -U postgres -AtqX -c "select pg_is_in_recovery()" 2>/dev/null || true)
  streaming=$(psql_primary "select count(*) from pg_stat_replication where state = 'streaming'")
  if [ "$standby" = t ] && [ "$streaming" -gt 0 ]; then break; fi
  sleep 0.2
done
if [ "$standby" != t ] || [ "$streaming" = 0 ]; then
  echo "The replica on port $replica_port did not start streaming from port $primary_port:" >&2
  tail -n 20 "$dir/log" >&2
  exit 1
fi

if [ "$sync" = --sync ]; then
  psql_primary "alter system set synchronous_standby_names = '*'" >/dev/null
  psql_primary "select pg_reload_conf()" >/dev/null
fi
echo "Replica of 127.0.0.1:$primary_port streaming on 127.0.0.1:$replica_port${sync:+ (synchronous)}"
