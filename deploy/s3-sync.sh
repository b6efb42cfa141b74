#!/usr/bin/env bash
# Sample upload of the built site to an S3 bucket served by CloudFront (docs/deploy.md, "S3 and
# CloudFront"). S3 sends back the Cache-Control, Content-Type and Content-Encoding stored with each
# object, so they are set here, per file type:
#   assets/*   (content-hashed names)  max-age=31536000, immutable
#   the rest   (pages, favicon, videos, sitemap.xml and its parts, robots.txt)  public, max-age=0, must-revalidate
# The two CloudFront Functions the build wrote into dist/_host/ (folder URLs on the viewer request;
# security headers and Cache-Control on the viewer response) are published before the pages, so the
# pages of this build are served with the headers of this build. Pages are uploaded last, so no page
# is live before the assets it references. Neither _headers, _redirects nor _host/ is uploaded (the
# viewer-request function answers the redirects).
#
# Usage: deploy/s3-sync.sh s3://BUCKET[/PREFIX] [--dir DIST] [--precompressed] [--prune-assets]
#                          [--no-functions] [--dryrun]
#   --dir DIR        the build output (default: dist)
#   --precompressed  also upload the .br and .gz siblings, each with its Content-Encoding and the
#                    Content-Type of the original, and publishes the viewer-request function with
#                    SERVE_PRECOMPRESSED = true, which serves them. By default they are left out:
#                    CloudFront compresses.
#   --prune-assets   also delete hashed assets that the build no longer has (by default they stay,
#                    for pages still open in a browser that load a chunk later)
#   --no-functions   leave the CloudFront Functions as they are (another distribution's, say)
#   --dryrun         print what would be uploaded, deleted or published, change nothing
# Environment: the aws CLI's own (AWS_PROFILE, AWS_REGION...); VIEWER_REQUEST_FUNCTION and
# VIEWER_RESPONSE_FUNCTION, the functions' names (default site-viewer-request, site-viewer-response,
# created once as docs/deploy.md says); CLOUDFRONT_DISTRIBUTION_ID, if set, invalidates /* at the end
# (rarely needed: pages are revalidated, assets change names).
set -euo pipefail

IMMUTABLE="max-age=31536000, immutable"
REVALIDATE="public, max-age=0, must-revalidate"
COMPRESSED_TYPES=(html css js svg xml txt)

usage() {
  echo "usage: deploy/s3-sync.sh s3://BUCKET[/PREFIX] [--dir DIST] [--precompressed] [--prune-assets] [--no-functions] [--dryrun]" >&2
  exit 2
}

DEST=""
DIR="dist"
PRECOMPRESSED=false
PRUNE_ASSETS=false
FUNCTIONS=true
VIEWER_REQUEST_FUNCTION="${VIEWER_REQUEST_FUNCTION:-site-viewer-request}"
VIEWER_RESPONSE_FUNCTION="${VIEWER_RESPONSE_FUNCTION:-site-viewer-response}"
# What the aws CLI prints: errors only, or every file with --dryrun.
OUTPUT=(--only-show-errors)
DRYRUN=false
while [ $# -gt 0 ]; do
  case "$1" in
    --dir) DIR="${2:?--dir needs a folder}"; shift 2 ;;
    --precompressed) PRECOMPRESSED=true; shift ;;
    --prune-assets) PRUNE_ASSETS=true; shift ;;
    --no-functions) FUNCTIONS=false; shift ;;
    --dryrun) DRYRUN=true; OUTPUT=(--dryrun); shift ;;
    s3://*) DEST="${1%/}"; shift ;;
    *) usage ;;
  esac
done
[ -n "$DEST" ] || usage
DIR="${DIR%/}"
if [ ! -f "$DIR/index.html" ] || [ ! -f "$DIR/404.html" ]; then
  echo "s3-sync: $DIR/index.html or $DIR/404.html is missing: run \`npx site build --strict\` first." >&2
  exit 1
fi
if [ "$FUNCTIONS" = true ] && [ ! -f "$DIR/_host/cloudfront-viewer-response.js" ]; then
  echo "s3-sync: $DIR/_host/ has no CloudFront functions: rebuild with \`npx site build --strict\`." >&2
  exit 1
fi

# Explicit types: the aws CLI guesses from the machine's mime tables, which may lack woff2,
# webmanifest or avif (stored then as binary/octet-stream); CloudFront compresses by this type too.
content_type() {
  case "$1" in
    html) echo "text/html; charset=utf-8" ;;
    css) echo "text/css" ;;
    js | mjs) echo "text/javascript" ;;
    json | map) echo "application/json" ;;
    svg) echo "image/svg+xml" ;;
    xml) echo "application/xml" ;;
    txt) echo "text/plain; charset=utf-8" ;;
    webmanifest) echo "application/manifest+json" ;;
    woff2) echo "font/woff2" ;;
    woff) echo "font/woff" ;;
    png) echo "image/png" ;;
    jpg | jpeg) echo "image/jpeg" ;;
    gif) echo "image/gif" ;;
    webp) echo "image/webp" ;;
    avif) echo "image/avif" ;;
    ico) echo "image/x-icon" ;;
    mp4) echo "video/mp4" ;;
    webm) echo "video/webm" ;;
    pdf) echo "application/pdf" ;;
    # The search index (pagefind/): bytes Pagefind's script gunzips itself, served as they are.
    pf_meta | pf_index | pf_fragment | pagefind) echo "application/octet-stream" ;;
    *) echo "" ;;
  esac
}

# The extensions present in one part of the output: "assets" or "site" (everything else).
extensions() {
  if [ "$1" = assets ]; then
    [ -d "$DIR/assets" ] || return 0
    find "$DIR/assets" -type f -name '*.*'
  else
    find "$DIR" \( -path "$DIR/assets" -o -path "$DIR/_host" \) -prune -o -type f -name '*.*' -print
  fi | sed 's/.*\.//' | sort -u
}

# copy <assets|site> <pattern> <cache-control> <content-type or ""> [content-encoding]
# In the aws CLI's filters the last match wins and * also matches "/".
copy() {
  local part=$1 pattern=$2 cache=$3 type=$4 encoding=${5:-}
  local args=(s3 cp "$DIR" "$DEST" --recursive "${OUTPUT[@]}" --exclude "*")
  if [ "$part" = assets ]; then
    args+=(--include "assets/$pattern")
  else
    # _host/ holds the host's configuration (its .js are CloudFront Functions, not site scripts).
    args+=(--include "$pattern" --exclude "assets/*" --exclude "_host/*")
  fi
  args+=(--cache-control "$cache")
  [ -n "$type" ] && args+=(--content-type "$type")
  [ -n "$encoding" ] && args+=(--content-encoding "$encoding")
  aws "${args[@]}"
}

# upload <assets|site> <cache-control> <html|other>
upload() {
  local part=$1 cache=$2 which=$3 ext
  for ext in $(extensions "$part"); do
    case "$ext" in br | gz) continue ;; esac
    if [ "$which" = html ] && [ "$ext" != html ]; then continue; fi
    if [ "$which" = other ] && [ "$ext" = html ]; then continue; fi
    copy "$part" "*.$ext" "$cache" "$(content_type "$ext")"
  done
}

# upload_compressed <assets|site> <cache-control> <html|other>
upload_compressed() {
  local part=$1 cache=$2 which=$3 ext
  for ext in "${COMPRESSED_TYPES[@]}"; do
    if [ "$which" = html ] && [ "$ext" != html ]; then continue; fi
    if [ "$which" = other ] && [ "$ext" = html ]; then continue; fi
    copy "$part" "*.$ext.br" "$cache" "$(content_type "$ext")" br
    copy "$part" "*.$ext.gz" "$cache" "$(content_type "$ext")" gzip
  done
}

# publish_function <name> <file>: the function's code becomes the build's, then goes live.
publish_function() {
  local name=$1 file=$2 etag
  if [ "$DRYRUN" = true ]; then
    echo "(dryrun) update and publish CloudFront function $name from $file"
    return
  fi
  etag=$(aws cloudfront describe-function --name "$name" --query ETag --output text)
  etag=$(aws cloudfront update-function --name "$name" --if-match "$etag" \
    --function-config '{"Comment":"written by site build","Runtime":"cloudfront-js-2.0"}' \
    --function-code "fileb://$file" --query ETag --output text)
  aws cloudfront publish-function --name "$name" --if-match "$etag" >/dev/null
}

echo "Uploading $DIR to $DEST"
upload assets "$IMMUTABLE" other
upload site "$REVALIDATE" other
if [ "$PRECOMPRESSED" = true ]; then
  upload_compressed assets "$IMMUTABLE" other
  upload_compressed site "$REVALIDATE" other
  upload_compressed site "$REVALIDATE" html
fi
if [ "$FUNCTIONS" = true ]; then
  request_function="$DIR/_host/cloudfront-viewer-request.js"
  if [ "$PRECOMPRESSED" = true ]; then
    request_function=$(mktemp)
    trap 'rm -f "$request_function"' EXIT
    sed 's/^var SERVE_PRECOMPRESSED = false;/var SERVE_PRECOMPRESSED = true;/' "$DIR/_host/cloudfront-viewer-request.js" >"$request_function"
    grep -q '^var SERVE_PRECOMPRESSED = true;' "$request_function" || { echo "s3-sync: cannot turn on SERVE_PRECOMPRESSED" >&2; exit 1; }
  fi
  publish_function "$VIEWER_REQUEST_FUNCTION" "$request_function"
  publish_function "$VIEWER_RESPONSE_FUNCTION" "$DIR/_host/cloudfront-viewer-response.js"
fi
upload site "$REVALIDATE" html

# Deletes what the build no longer has. Everything was just uploaded, so with --size-only this sync
# only deletes; its filters must leave out what was deliberately not uploaded.
prune=(s3 sync "$DIR" "$DEST" --delete --size-only "${OUTPUT[@]}" --exclude "_headers" --exclude "_redirects" --exclude "_host/*")
[ "$PRUNE_ASSETS" = true ] || prune+=(--exclude "assets/*")
[ "$PRECOMPRESSED" = true ] || prune+=(--exclude "*.br" --exclude "*.gz")
aws "${prune[@]}"

if [ -n "${CLOUDFRONT_DISTRIBUTION_ID:-}" ]; then
  if [ "$DRYRUN" = true ]; then
    echo "(dryrun) invalidate /* on $CLOUDFRONT_DISTRIBUTION_ID"
  else
    aws cloudfront create-invalidation --distribution-id "$CLOUDFRONT_DISTRIBUTION_ID" --paths "/*" >/dev/null
  fi
fi
echo "Done."
