#!/usr/bin/env bash
# Builds both DocC catalogs into the static site with scripts/docs.sh: fails on any DocC warning (broken symbol
# links included) and on any public symbol without a doc comment.
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/docs.sh --output .build-docs/site
