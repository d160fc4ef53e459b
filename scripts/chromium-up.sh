#!/usr/bin/env bash
# Installs Debian's Chromium when missing (browser tests drive it with playwright-core).
set -euo pipefail
if ! command -v chromium >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
fi
command -v chromium
