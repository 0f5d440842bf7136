#!/usr/bin/env bash
# The reference for `npm run perf:lighthouse -- --reference <origin>`: AstroWind (a static Astro
# site, github.com/onwidget/astrowind) built from a checkout and served by Debian's nginx with
# precompressed files, the setup of issue 58.
#
#   scripts/reference-astrowind.sh <astrowind checkout> [port]   build if needed, then serve
#   REBUILD=1 scripts/reference-astrowind.sh …                     build again
#
# The checkout must be outside this repository (its code is never committed here). The remote
# images of its `src/` become its own `~/assets/images/default.png`, so every request stays on
# the one origin; nginx answers with the .gz beside each file (`gzip_static on`) and runs in the
# foreground (Ctrl-C stops it). Prints the origin to pass to perf:lighthouse.
set -euo pipefail

checkout=$(cd "${1:?usage: $0 <astrowind checkout> [port]}" && pwd)
port=${2:-4180}
work="$checkout/.reference-nginx"

cd "$checkout"
if [[ ! -f dist/index.html || -n "${REBUILD:-}" ]]; then
  # Remote images (Unsplash, Pixabay) become the template's own default image. The stars badge
  # of the announcement bar (a CSS background, hidden below `md`) is left as it is.
  grep -rlE 'https://((images|plus)\.unsplash\.com|cdn\.pixabay\.com)/' src |
    xargs --no-run-if-empty sed -i -E \
      's#https://((images|plus)\.unsplash\.com|cdn\.pixabay\.com)/[^"'"'"' )]*#~/assets/images/default.png#g'
  npm ci --no-audit --no-fund
  ASTRO_TELEMETRY_DISABLED=1 npx astro build
  # Precompressed copies beside every text file, as nginx's gzip_static serves them.
  find dist -type f \( -name '*.html' -o -name '*.css' -o -name '*.js' -o -name '*.svg' \
    -o -name '*.xml' -o -name '*.json' -o -name '*.txt' -o -name '*.webmanifest' \) \
    -exec gzip -9 -k -f {} +
fi

mkdir -p "$work"
cat >"$work/nginx.conf" <<EOF
worker_processes 1;
daemon off;
pid $work/nginx.pid;
error_log stderr error;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  gzip_static on;
  client_body_temp_path $work;
  proxy_temp_path $work;
  fastcgi_temp_path $work;
  uwsgi_temp_path $work;
  scgi_temp_path $work;
  root $checkout/dist;
  server {
    listen 127.0.0.1:$port;
    location /_astro/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
    location / { try_files \$uri \$uri/index.html \$uri.html =404; }
  }
}
EOF
echo "AstroWind at http://127.0.0.1:$port"
exec /usr/sbin/nginx -c "$work/nginx.conf" -p "$work"
