#!/bin/sh
# Adds a release's hashed files to the folder the front serves /assets/ from (its ASSETS_DIR), so a
# page cached before a deploy, in a browser or in the front, still finds its scripts and styles:
#
#   sh deploy/publish-assets.sh RELEASE/build/client ASSETS_DIR [KEEP_DAYS]
#
# Run it before the new release takes traffic. The release's files are copied in (or marked as in use
# again); files that no release has used for KEEP_DAYS days (default 30) are deleted. Safe to run
# again; a file is copied under a temporary name and renamed, so nginx never serves half of one.
set -eu

fail() {
  echo "publish-assets: $1" >&2
  exit 2
}

[ $# -ge 2 ] && [ $# -le 3 ] || fail "usage: publish-assets.sh RELEASE_CLIENT_DIR ASSETS_DIR [KEEP_DAYS]"
source_dir=$1/assets
target_dir=$2/assets
keep_days=${3:-30}
[ -d "$source_dir" ] || fail "$source_dir is not a folder (give the release's build/client)"
printf '%s' "$keep_days" | grep -Eq '^[0-9]+$' && [ "$keep_days" -ge 1 ] || fail "KEEP_DAYS must be a whole number of days, 1 or more"

# Readable by nginx's workers whatever the caller's umask.
mkdir -p "$target_dir"
chmod 0755 "$2" "$target_dir"
list=$(mktemp)
trap 'rm -f "$list"' EXIT
(cd "$source_dir" && find . -type f ! -name '.*.partial') >"$list"
added=0
kept=0
while IFS= read -r relative; do
  name=${relative#./}
  if [ -f "$target_dir/$name" ]; then
    touch "$target_dir/$name"
    kept=$((kept + 1))
  else
    folder=$(dirname "$target_dir/$name")
    mkdir -p "$folder" && chmod 0755 "$folder"
    partial="$folder/.$(basename "$name").partial"
    cp "$source_dir/$name" "$partial"
    chmod 0644 "$partial"
    mv "$partial" "$target_dir/$name"
    added=$((added + 1))
  fi
done <"$list"
# Older than KEEP_DAYS since a release last published them (this release's files were just touched).
removed=$(find "$target_dir" -type f -mtime +"$((keep_days - 1))" -print -delete | wc -l)
echo "publish-assets: $added added, $kept already there, $removed unused for $keep_days days removed"
