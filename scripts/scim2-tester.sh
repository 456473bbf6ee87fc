#!/usr/bin/env bash
# Runs python-scim's scim2-tester, an independent SCIM 2.0 compliance suite, against a Leavewise server.
#
#   scripts/scim2-tester.sh http://localhost:3001/scim/v2 lw_…   (a token with the scim:provision scope)
#
# scim2-models needs pydantic >= 2.12. Where pip reaches PyPI, `pip install scim2-tester` and run
# `scim2-tester URL --token TOKEN` instead. This script serves a Debian machine without PyPI: as root, it
# builds a Debian trixie chroot (SCIM_CHROOT, default /opt/scim2-tester-root) with forky's pydantic, and
# takes the three projects' sources from SCIM2_SOURCES (checkouts named scim2-tester, scim2-models and
# scim2-client), cloned from GitHub when that directory does not have them.
set -euo pipefail
url=${1:?usage: scim2-tester.sh SCIM_BASE_URL TOKEN}
token=${2:?usage: scim2-tester.sh SCIM_BASE_URL TOKEN}
root=${SCIM_CHROOT:-/opt/scim2-tester-root}
sources=${SCIM2_SOURCES:-$root/opt}
mirror=http://deb.debian.org/debian

if [ ! -x "$root/usr/bin/python3" ]; then
  command -v debootstrap >/dev/null || apt-get install -y debootstrap
  debootstrap --variant=minbase trixie "$root" "$mirror"
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  # forky has the pydantic scim2-models needs; pinned low, so only what is asked for comes from it.
  echo "deb $mirror forky main" >"$root/etc/apt/sources.list.d/forky.list"
  printf 'Package: *\nPin: release n=forky\nPin-Priority: 100\n' >"$root/etc/apt/preferences.d/forky"
  chroot "$root" apt-get -o Acquire::Check-Valid-Until=false update
  chroot "$root" env DEBIAN_FRONTEND=noninteractive apt-get -o Acquire::Check-Valid-Until=false install -y -t forky \
    python3 python3-pydantic python3-pydantic-core python3-httpx python3-email-validator \
    python3-typing-extensions python3-typing-inspection
fi
mkdir -p "$root/opt"
for name in scim2-tester scim2-models scim2-client; do
  [ -d "$sources/$name" ] || git clone --depth 1 "https://github.com/python-scim/$name" "$sources/$name"
  [ "$sources" = "$root/opt" ] || { rm -rf "$root/opt/$name"; cp -r "$sources/$name" "$root/opt/$name"; }
done
exec chroot "$root" env PYTHONPATH=/opt/scim2-models:/opt/scim2-client:/opt/scim2-tester \
  python3 -c 'import sys; from scim2_tester.cli import cli; sys.argv[0] = "scim2-tester"; cli()' "$url" --token "$token"
