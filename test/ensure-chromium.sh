#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when it is missing (root on Debian, as on CI).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium is missing at $CHROMIUM: run 'sudo apt-get install -y chromium' or set CHROMIUM_PATH." >&2
  exit 1
fi
