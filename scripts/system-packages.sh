#!/usr/bin/env bash
# Debian packages the test suite needs: Chromium for browser tests, PostgreSQL for the
# server suite's PostgreSQL run, DejaVu for glyphs the bundled Inter font lacks (★).
# Installs only what is missing; needs root (as on CI) when anything is.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)

if [ ${#missing[@]} -eq 0 ]; then
  echo "system packages: all present"
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "system packages missing: ${missing[*]} — run: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "system packages: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}"
