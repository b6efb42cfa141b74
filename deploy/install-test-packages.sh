#!/usr/bin/env bash
# The Debian packages `npm test` needs, installed where missing. One list for the two places that
# run the tests on a fresh machine: .ci/run, and the test job of deploy/github-actions.yml (in a
# Debian bookworm container). Nothing downloads a browser or a binary of its own.
#
#   bash deploy/install-test-packages.sh          install the missing ones (as root, or through sudo)
#   bash deploy/install-test-packages.sh --list   print every package of the list, one a line
#
# What each one is for:
# - chromium and chromium-headless-shell: the browser tests, driven by playwright-core, in the
#   shell (the same engine without the browser's windows, half the CPU); Lighthouse in the browser;
# - nginx and its brotli_static module: the real-host test serves dist/ with the documented config;
# - openssl: the certificate of that nginx's HTTPS server, made at each run;
# - default-jre-headless: the W3C Nu HTML Checker (vnu-jar ships the jar, Java runs it);
# - fonts-liberation: Liberation Sans, the local Arial-metric font the fonts' fallback faces name
#   (the browser tests of layout shift while fonts load draw with it);
# - firefox-esr: the browser tests in Firefox, driven by puppeteer-core over WebDriver BiDi;
# - webkit2gtk-driver, xvfb, xauth, gir1.2-webkit2-4.1, python3-gi: the browser tests in WebKitGTK,
#   WebKitWebDriver on a display of Xvfb's, launching tests/helpers/engine/webkit-browser.py
#   (GTK and WebKit from Python, with Debian's /usr/bin/python3);
# - git: the tests that read the repository (the docs name no commit, a copy of the project at a ref).
set -euo pipefail

PACKAGES=(
  chromium chromium-headless-shell nginx libnginx-mod-http-brotli-static openssl default-jre-headless
  fonts-liberation firefox-esr webkit2gtk-driver xvfb xauth python3-gi gir1.2-webkit2-4.1 git
)

if [ "${1:-}" = "--list" ]; then
  printf '%s\n' "${PACKAGES[@]}"
  exit 0
fi

# CHROME_PATH and FIREFOX_PATH name a browser of the machine's own (tests/helpers/engine/).
missing=()
if [ -z "${CHROME_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then missing+=(chromium); fi
if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ]; then missing+=(chromium-headless-shell); fi
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then missing+=(nginx); fi
if [ ! -e /usr/share/nginx/modules-available/mod-http-brotli-static.conf ] \
  && [ ! -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  missing+=(libnginx-mod-http-brotli-static)
fi
if [ ! -x /usr/bin/openssl ]; then missing+=(openssl); fi
if ! command -v java >/dev/null 2>&1; then missing+=(default-jre-headless); fi
if ! fc-list 2>/dev/null | grep -q "Liberation Sans"; then missing+=(fonts-liberation); fi
if [ ! -x /usr/bin/firefox-esr ] && [ -z "${FIREFOX_PATH:-}" ]; then missing+=(firefox-esr); fi
if [ ! -x /usr/bin/WebKitWebDriver ]; then missing+=(webkit2gtk-driver); fi
if [ ! -x /usr/bin/Xvfb ]; then missing+=(xvfb); fi
if ! command -v xauth >/dev/null 2>&1; then missing+=(xauth); fi
if ! /usr/bin/python3 -c "import gi; gi.require_version('WebKit2', '4.1'); gi.require_version('Gtk', '3.0')" >/dev/null 2>&1; then
  missing+=(python3-gi gir1.2-webkit2-4.1)
fi
if ! command -v git >/dev/null 2>&1; then missing+=(git); fi

if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi

# Debian's names: Ubuntu has no firefox-esr, and its chromium is a snap that a container cannot run.
os_id=$(. "${OS_RELEASE:-/etc/os-release}" 2>/dev/null && echo "${ID:-}")
if [ "$os_id" != "debian" ]; then
  echo "deploy/install-test-packages.sh: missing ${missing[*]}; these are Debian's package names and this machine is \"${os_id:-unknown}\"." >&2
  echo "Run the tests on Debian 12 or later (the workflow's test job runs in the node:22-bookworm image), or install the same programs by hand." >&2
  exit 1
fi

# As root, or through sudo (which keeps no environment: hence env).
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
# The tests start their own nginx on 127.0.0.1; the package must not start one on port 80.
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' | as_root tee "$policy" >/dev/null
  as_root chmod +x "$policy"
  trap 'as_root rm -f "$policy"' EXIT
fi
as_root apt-get update -qq
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
