#!/usr/bin/env bash
# Makes the Debian base every Tracklight image starts FROM, without a registry: debootstrap a
# minimal bookworm from the Debian mirror this machine's apt uses, then `docker import` it.
# build.sh stores this file's hash as the image's tracklight.recipe label and runs it again only
# when the hash changes. Usage: bash make-base.sh IMAGE_NAME RECIPE_HASH
set -euo pipefail

image="$1"
recipe="$2"
suite=bookworm

# The first Debian mirror apt is configured with (one-line or deb822 sources), so the base is made
# from the same place as the machine's packages; deb.debian.org when none is found.
mirror="$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null \
  | grep -oE 'https?://[^ ]*/debian/?( |$)' | head -n 1 | tr -d ' ' || true)"
mirror="${mirror:-http://deb.debian.org/debian}"
mirror="${mirror%/}"

root="$(mktemp -d /tmp/tracklight-base.XXXXXX)"
trap 'rm -rf "$root"' EXIT

debootstrap --variant=minbase "$suite" "$root" "$mirror/" >"$root.log" 2>&1 \
  || { tail -n 30 "$root.log" >&2; echo "make-base.sh: debootstrap failed (full log: $root.log)" >&2; exit 1; }
rm -f "$root.log"

# The images' own apt: the release, its updates and its security fixes.
cat >"$root/etc/apt/sources.list" <<SOURCES
deb $mirror $suite main
deb $mirror $suite-updates main
deb ${mirror}-security $suite-security main
SOURCES
# Smaller images: no recommended packages, no documentation or translations, no downloaded
# packages or package caches left in a layer (as Debian's official images do).
cat >"$root/etc/apt/apt.conf.d/90tracklight" <<'APT'
APT::Install-Recommends "false";
APT::Install-Suggests "false";
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
APT
cat >"$root/etc/dpkg/dpkg.cfg.d/90tracklight-nodoc" <<'DPKG'
path-exclude /usr/share/doc/*
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
DPKG
find "$root/usr/share/locale" -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +
rm -rf "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/info/* \
  "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb \
  "$root"/var/log/*.log "$root"/var/log/apt/*
# Some packages' scripts (Java's among them) link their manual pages there and fail without it.
mkdir -p "$root/usr/share/man/man1"

# Sorted names and fixed owners and times: the same packages make the same tar.
find "$root" -newermt @0 -exec touch -h -d @0 {} + 2>/dev/null || true
tar --sort=name --numeric-owner --mtime=@0 -C "$root" -c . \
  | docker import \
    --change "LABEL tracklight.recipe=$recipe" \
    --change 'ENV LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive' \
    --change 'CMD ["bash"]' \
    - "$image" >/dev/null
