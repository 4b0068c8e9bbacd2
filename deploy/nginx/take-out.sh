#!/bin/sh
# Takes one instance out of nginx before it is restarted, and puts every instance back after:
#   deploy/nginx/take-out.sh 3002    # the `server …:3002` line of the upstream file marked `down`
#   deploy/nginx/take-out.sh         # every `down` removed
# then reloads nginx: its new workers use the new list at once, the old ones finish their requests.
# An instance nginx no longer sends anything loses nothing when it stops (docs/operations.md,
# "Rolling restart"). The rolling-restart rehearsal (apps/server/bench/rehearsal.ts) runs this file.
#   KLUB_UPSTREAM      the upstream file (default /etc/nginx/klub-upstream.conf)
#   KLUB_NGINX_RELOAD  how nginx is reloaded (default `nginx -s reload`)
set -eu
file=${KLUB_UPSTREAM:-/etc/nginx/klub-upstream.conf}
port=${1:-}
case "$port" in
  '' | *[!0-9]*) [ -z "$port" ] || { echo "take-out.sh: a port, or nothing (every instance back)" >&2; exit 2; } ;;
esac
if [ -n "$port" ] && ! grep -Eq "^[[:space:]]*server[[:space:]]+[^[:space:]]*:${port}[[:space:];]" "$file"; then
  echo "take-out.sh: no server on port ${port} in ${file}" >&2
  exit 1
fi
sed -i -E 's/[[:space:]]+down;$/;/' "$file"
[ -z "$port" ] || sed -i -E "/^[[:space:]]*server[[:space:]]+[^[:space:]]*:${port}[[:space:];]/ s/;$/ down;/" "$file"
${KLUB_NGINX_RELOAD:-nginx -s reload}
