#!/usr/bin/env bash
# Install Debian's headless Chromium and its chromedriver for the browser tests (tests/browser)
# when /usr/bin/chromium (or /usr/bin/chromedriver) is missing. Installs nothing from PyPI:
# selenium comes with requirements-dev.txt. Safe to run again.
#
# On a machine without apt-get it only says so (the browser tests then skip themselves); when
# apt-get fails it fails, so that a broken install is not mistaken for a green browser suite.
set -euo pipefail

log() { printf '[browser] %s\n' "$*" >&2; }

if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  log "no apt-get here: install Chromium and chromedriver at /usr/bin; the browser tests skip"
  exit 0
fi

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

log "installing chromium chromium-driver (Debian packages)"
as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
log "$(/usr/bin/chromium --version 2>/dev/null || echo 'chromium installed')"
