#!/usr/bin/env bash
# Installs (when missing) and starts PostgreSQL from Debian's packages, creates the test database,
# and prints the DATABASE_URL to use. Idempotent; needs root (CI and the dev machines run as root).
set -euo pipefail
DB_NAME=${DB_NAME:-direct_connect_test}
if ! command -v pg_lsclusters >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi
read -r ver cluster port status _ < <(pg_lsclusters --no-header | head -n 1)
if [ "$status" != "online" ]; then
  pg_ctlcluster "$ver" "$cluster" start >&2
fi
su postgres -c "psql -p $port -qAtc \"ALTER USER postgres PASSWORD 'postgres'\"" >&2
if ! su postgres -c "psql -p $port -qAtc \"SELECT 1 FROM pg_database WHERE datname='$DB_NAME'\"" | grep -q 1; then
  su postgres -c "createdb -p $port $DB_NAME" >&2
fi
echo "postgres://postgres:postgres@127.0.0.1:$port/$DB_NAME"
