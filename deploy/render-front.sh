#!/bin/sh
# Writes the front's nginx.conf (deploy/nginx.conf.template, filled) to standard output, from these
# settings in the environment. Lists are separated by spaces or commas. Every value is checked, so a
# setting can only ever become the directive it is meant for; on a bad value the script says which
# and exits 2 without writing anything.
#
#   LISTEN            address:port of the plain-HTTP server (a list:      default 0.0.0.0:8080
#                     "0.0.0.0:80 [::]:80" for both IPv4 and IPv6)
#   APP_UPSTREAMS     the app instances, host:port each                  default 127.0.0.1:3000
#   CLIENT_DIR        the release's build/client                         required
#   ASSETS_DIR        folder whose assets/ holds every kept release's    default CLIENT_DIR
#                     hashed files (deploy/publish-assets.sh fills it)
#   RUN_DIR           pid, the unused modules' temporary files (and by   required
#                     default the logs, page cache and bodies)
#   LOG_DIR           folder of access.log and error.log; "-" writes     default RUN_DIR
#                     them to standard output and error (a container's
#                     log). Under systemd, a folder: its socket is no file
#   CACHE_DIR         folder of the page cache (up to 256 MB) and of     default RUN_DIR
#                     bodies being received (uploads of up to 26 MB)
#   INTERNAL_ALLOW    addresses/CIDRs that may read /readyz and /metrics default 127.0.0.1 ::1
#                     ("none": nobody through the front)
#   TRUSTED_PROXIES   addresses/CIDRs of a load balancer or TLS          default none
#                     terminator in front of this server
#   TLS_CERT/TLS_KEY  certificate chain and key files: serve https on    default none (http only)
#                     TLS_LISTEN, and LISTEN only redirects to it
#   TLS_LISTEN        address:port of the https server (a list, as      default 0.0.0.0:443
#                     LISTEN)
#   HSTS_MAX_AGE      seconds browsers keep to https (with TLS only)     default 63072000
#   HSTS_INCLUDE_SUBDOMAINS  true: HSTS binds every subdomain too        default false
#   HSTS_PRELOAD      true: ask for the browsers' preload list (needs    default false
#                     HSTS_INCLUDE_SUBDOMAINS=true, HSTS_MAX_AGE>=31536000)
#                     The app reads the same three settings, by the same rules.
#   ACME_WEBROOT      folder whose .well-known/acme-challenge/ is served  default none
#                     over plain http (certbot --webroot, also with TLS on)
#   ALLOW_INDEXING    false on staging: what the front answers itself    default true
#                     (files from disk) says X-Robots-Tag: noindex,
#                     nofollow, as Node does with the app's setting of
#                     the same name
#
# The configuration asks for 16,384 open files a worker (worker_rlimit_nofile): below that hard limit
# (ulimit -Hn) the script warns on standard error, and renders all the same.
#
# Needs only a POSIX shell and envsubst (gettext-base; in the official nginx image too).
set -eu

fail() {
  echo "render-front: $1" >&2
  exit 2
}

LISTEN=${LISTEN:-0.0.0.0:8080}
APP_UPSTREAMS=${APP_UPSTREAMS:-127.0.0.1:3000}
[ -n "${CLIENT_DIR:-}" ] || fail "CLIENT_DIR is required (the release's build/client folder)"
[ -n "${RUN_DIR:-}" ] || fail "RUN_DIR is required (a folder for pid, logs and the page cache)"
ASSETS_DIR=${ASSETS_DIR:-$CLIENT_DIR}
LOG_DIR=${LOG_DIR:-$RUN_DIR}
CACHE_DIR=${CACHE_DIR:-$RUN_DIR}
INTERNAL_ALLOW=${INTERNAL_ALLOW:-127.0.0.1 ::1}
TRUSTED_PROXIES=${TRUSTED_PROXIES:-}
TLS_CERT=${TLS_CERT:-}
TLS_KEY=${TLS_KEY:-}
TLS_LISTEN=${TLS_LISTEN:-0.0.0.0:443}
HSTS_MAX_AGE=${HSTS_MAX_AGE:-63072000}
HSTS_INCLUDE_SUBDOMAINS=${HSTS_INCLUDE_SUBDOMAINS:-false}
HSTS_PRELOAD=${HSTS_PRELOAD:-false}
ACME_WEBROOT=${ACME_WEBROOT:-}
ALLOW_INDEXING=${ALLOW_INDEXING:-true}

# The list's items one a line, each checked against a pattern of its kind, so that nothing can end
# a directive early (spaces, semicolons, braces, quotes). No globbing of the unquoted list (set -f).
IP='([0-9]{1,3}\.){3}[0-9]{1,3}|[0-9A-Fa-f]*:[0-9A-Fa-f:.]*'
items() {
  set -f
  for item in $(printf '%s' "$3" | tr ',' ' '); do
    printf '%s' "$item" | grep -Eq "$2" || fail "$1: '$item' is not $4"
    printf '%s\n' "$item"
  done
  set +f
}
# An address or network (never every address: that would trust or admit anyone).
networks() {
  case " $(printf '%s' "$2" | tr ',' ' ') " in
  *" all "* | *"/0 "*) fail "$1: '$2' names every address; list the networks themselves" ;;
  esac
  items "$1" "^($IP)(/[0-9]{1,3})?\$" "$2" "an IP address or CIDR"
}
ADDRESS_PORT="^([A-Za-z0-9.-]+|\\[[0-9A-Fa-f:.]+\\]):[0-9]{1,5}\$|^unix:/[A-Za-z0-9._/-]+\$"
LISTEN_ON="^([0-9.]+|\\[[0-9A-Fa-f:.]+\\]|\\*):[0-9]{1,5}\$|^[0-9]{1,5}\$"
# One listen directive per address, with what follows it on the line (ssl, http2).
listens() {
  listen_items=$(items "$1" "$LISTEN_ON" "$2" "address:port (say 0.0.0.0:8080 or [::]:8080)")
  [ -n "$listen_items" ] || fail "$1: name at least one address:port"
  printf '%s\n' "$listen_items" | sed "s/.*/    listen &$3;/"
}
folder() {
  case "$2" in
  /*) ;;
  *) fail "$1: '$2' must be an absolute path" ;;
  esac
  printf '%s' "$2" | grep -Eq '^[A-Za-z0-9._/@+-]+$' || fail "$1: '$2' has characters nginx would misread"
}

folder CLIENT_DIR "$CLIENT_DIR"
folder ASSETS_DIR "$ASSETS_DIR"
folder RUN_DIR "$RUN_DIR"
folder CACHE_DIR "$CACHE_DIR"
if [ "$LOG_DIR" = - ]; then
  ACCESS_LOG=/dev/stdout
  ERROR_LOG=stderr
else
  folder LOG_DIR "$LOG_DIR"
  ACCESS_LOG=$LOG_DIR/access.log
  ERROR_LOG=$LOG_DIR/error.log
fi
# nginx starts happily on a folder that is not there, and serves pages without their scripts and
# styles: a misspelt path or a skipped publish-assets.sh is said here instead.
[ -f "$CLIENT_DIR/index.html" ] ||
  fail "CLIENT_DIR: '$CLIENT_DIR' has no index.html; name the release's build/client folder (npm run build makes it)"
[ -d "$ASSETS_DIR/assets" ] ||
  fail "ASSETS_DIR: '$ASSETS_DIR' has no assets/ folder; run deploy/publish-assets.sh <release>/build/client '$ASSETS_DIR' first"
printf '%s' "$HSTS_MAX_AGE" | grep -Eq '^[0-9]{1,9}$' || fail "HSTS_MAX_AGE: '$HSTS_MAX_AGE' is not a number of seconds"
[ "$HSTS_MAX_AGE" -le 315360000 ] || fail "HSTS_MAX_AGE: '$HSTS_MAX_AGE' is more than ten years (315360000)"
# A yes/no setting as the app reads one: true, 1 or yes; false, 0, no or empty.
flag() {
  case "$2" in
  true | 1 | yes) echo true ;;
  false | 0 | no | "") echo false ;;
  *) fail "$1: '$2' is not true or false" ;;
  esac
}
HSTS_INCLUDE_SUBDOMAINS=$(flag HSTS_INCLUDE_SUBDOMAINS "$HSTS_INCLUDE_SUBDOMAINS")
HSTS_PRELOAD=$(flag HSTS_PRELOAD "$HSTS_PRELOAD")
ALLOW_INDEXING=$(flag ALLOW_INDEXING "$ALLOW_INDEXING")
# Subdomains and preload bind every name under the host for as long as browsers keep the policy, and
# the preload list takes only a policy for every subdomain that lasts a year (app/http/hsts.server.ts).
HSTS_VALUE="max-age=$HSTS_MAX_AGE"
[ "$HSTS_INCLUDE_SUBDOMAINS" = true ] && HSTS_VALUE="$HSTS_VALUE; includeSubDomains"
if [ "$HSTS_PRELOAD" = true ]; then
  [ "$HSTS_INCLUDE_SUBDOMAINS" = true ] || fail "HSTS_PRELOAD: needs HSTS_INCLUDE_SUBDOMAINS=true (the preload list takes only a policy for every subdomain)"
  [ "$HSTS_MAX_AGE" -ge 31536000 ] || fail "HSTS_PRELOAD: needs HSTS_MAX_AGE of at least 31536000 (one year) for the preload list"
  HSTS_VALUE="$HSTS_VALUE; preload"
fi

# A certificate authority's http-01 challenge, answered from disk before anything else.
ACME_LOCATION=""
if [ -n "$ACME_WEBROOT" ]; then
  folder ACME_WEBROOT "$ACME_WEBROOT"
  ACME_LOCATION="    location ^~ /.well-known/acme-challenge/ {
      root $ACME_WEBROOT;
      default_type text/plain;
      try_files \$uri =404;
    }"
fi

# The answers to a method nginx refuses itself (error_page 405 = $method_refusal), in Node's words
# (app/site/api-answers.server.ts) byte for byte: nginx cannot read the app's copy, so they are repeated
# here, once for both servers (tests/integration/front.test.ts keeps them equal). No types:
# the refused file's own (image/x-icon) would name the type of the words. $1: the front's own headers.
method_refusals() {
  refusal_headers="      types { }
      default_type text/plain;
      add_header Cache-Control \"no-store\" always;
      add_header Content-Security-Policy \"default-src 'none';frame-ancestors 'none'\" always;
      add_header X-Content-Type-Options \"nosniff\" always;"
  if [ -n "$1" ]; then
    refusal_headers="$refusal_headers
$1"
  fi
  cat <<EOF
    location @read_only {
$refusal_headers
      add_header Allow "GET, HEAD" always;
      return 405 "This address only answers GET and HEAD requests.";
    }

    location @unknown_method {
$refusal_headers
      return 501 "Not Implemented: this site answers GET and HEAD requests, and POST where a form sends one.";
    }
EOF
}

upstreams=$(items APP_UPSTREAMS "$ADDRESS_PORT" "$APP_UPSTREAMS" "host:port, [IPv6]:port or unix:/path")
[ -n "$upstreams" ] || fail "APP_UPSTREAMS: name at least one app instance (host:port)"
UPSTREAM_SERVERS=$(printf '%s\n' "$upstreams" | sed 's/.*/    server & max_fails=2 fail_timeout=3s;/')

# "none": monitoring reads each instance at its own address, and the front answers it to nobody.
if [ "$INTERNAL_ALLOW" = none ]; then
  INTERNAL_ALLOW_RULES=""
else
  allowed=$(networks INTERNAL_ALLOW "$INTERNAL_ALLOW")
  INTERNAL_ALLOW_RULES=$(printf '%s\n' "$allowed" | sed 's/.*/      allow &;/')
fi

proxies=$(networks TRUSTED_PROXIES "$TRUSTED_PROXIES")
if [ -n "$proxies" ]; then
  REAL_IP_RULES=$(printf '%s\n' "$proxies" | sed 's/.*/  set_real_ip_from &;/')
  REAL_IP_RULES="$REAL_IP_RULES
  real_ip_header X-Forwarded-For;
  real_ip_recursive on;"
  TRUSTED_PROXY_RANGES=$(printf '%s\n' "$proxies" | sed 's/.*/    & 1;/')
else
  REAL_IP_RULES=""
  TRUSTED_PROXY_RANGES=""
fi

if [ -n "$TLS_CERT$TLS_KEY" ]; then
  [ -n "$TLS_CERT" ] && [ -n "$TLS_KEY" ] || fail "TLS_CERT and TLS_KEY go together"
  folder TLS_CERT "$TLS_CERT"
  folder TLS_KEY "$TLS_KEY"
  first_tls=$(printf '%s' "$TLS_LISTEN" | tr ',' ' ' | awk '{ print $1 }')
  tls_port=${first_tls##*:}
  if [ "$tls_port" = 443 ]; then port_suffix=""; else port_suffix=":$tls_port"; fi
  # nginx 1.25.1 moved HTTP/2 from the listen line to a directive of its own.
  version=$(nginx -v 2>&1 | sed -n 's|.*nginx/\([0-9]*\)\.\([0-9]*\)\.\([0-9]*\).*|\1 \2 \3|p')
  set -- $version
  if [ "${1:-0}" -gt 1 ] || { [ "${1:-0}" -eq 1 ] && [ "${2:-0}" -ge 25 ]; }; then
    http2_listen=""
    http2_line="    http2 on;"
  else
    http2_listen=" http2"
    http2_line=""
  fi
  SITE_LISTEN="$(listens TLS_LISTEN "$TLS_LISTEN" " ssl$http2_listen")
$http2_line
    ssl_certificate $TLS_CERT;
    ssl_certificate_key $TLS_KEY;
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_prefer_server_ciphers off;
    ssl_session_cache shared:tls:10m;
    ssl_session_timeout 1d;
    ssl_session_tickets off;"
  HSTS_HEADER="      add_header Strict-Transport-Security \"$HSTS_VALUE\" always;"
  # Pages keep Node's headers but this one: the front that serves https says how long to keep to it.
  HSTS_PROXIED="      proxy_hide_header Strict-Transport-Security;
$HSTS_HEADER"
  # Plain http answers one thing: the same address on https. A method no address takes (TRACE,
  # PROPFIND) is refused here as on https, with the 501 error_page makes of nginx's 405, not sent on;
  # so is a write to a challenge file (405). No HSTS: a browser takes it only over https.
  HTTP_REDIRECT_SERVER="  server {
$(listens LISTEN "$LISTEN" "")
    error_page 405 = \$method_refusal;
$ACME_LOCATION
    location / {
      if (\$method_refusal = @unknown_method) {
        return 405;
      }
      add_header Cache-Control \"no-store\" always;
      return 301 https://\$host$port_suffix\$request_uri;
    }

$(method_refusals "")
  }"
else
  SITE_LISTEN=$(listens LISTEN "$LISTEN" "")
  HSTS_HEADER=""
  HSTS_PROXIED=""
  HTTP_REDIRECT_SERVER=""
  SITE_LISTEN="$SITE_LISTEN
$ACME_LOCATION"
fi

# What every answer the front makes itself carries besides its own headers (Node's carry Node's).
OWN_HEADERS=$HSTS_HEADER
if [ "$ALLOW_INDEXING" = false ]; then
  OWN_HEADERS="$OWN_HEADERS
      add_header X-Robots-Tag \"noindex, nofollow\" always;"
fi
METHOD_REFUSALS=$(method_refusals "$OWN_HEADERS")

# A worker's connections, and the open files they need (the template says why): a socket and at
# most a temporary file per connection, and the 2,000 files open_file_cache keeps, with room to spare.
WORKER_CONNECTIONS=4096
OPEN_FILE_LIMIT=16384
# A worker raises its open-file limit to OPEN_FILE_LIMIT itself, but without CAP_SYS_RESOURCE (which
# neither northpeak-front.service nor compose.yaml grants) only up to the hard limit nginx starts
# with. Below that the workers keep the lower limit and run out of files before connections.
hard_limit=$(ulimit -H -n)
if [ "$hard_limit" != unlimited ] && [ "$hard_limit" -lt "$OPEN_FILE_LIMIT" ]; then
  echo "render-front: warning: the open-file limit is $hard_limit (ulimit -Hn), below the $OPEN_FILE_LIMIT the front's workers need for $WORKER_CONNECTIONS connections each; raise it (LimitNOFILE= in the systemd unit, ulimits: nofile in compose)" >&2
fi

export CLIENT_DIR ASSETS_DIR RUN_DIR CACHE_DIR ACCESS_LOG ERROR_LOG UPSTREAM_SERVERS INTERNAL_ALLOW_RULES REAL_IP_RULES \
  TRUSTED_PROXY_RANGES SITE_LISTEN OWN_HEADERS HSTS_PROXIED HTTP_REDIRECT_SERVER METHOD_REFUSALS WORKER_CONNECTIONS \
  OPEN_FILE_LIMIT
template=${FRONT_TEMPLATE:-$(dirname "$0")/nginx.conf.template}
# Only these names are filled: nginx's own $variables stay as they are.
envsubst '${CLIENT_DIR} ${ASSETS_DIR} ${RUN_DIR} ${CACHE_DIR} ${ACCESS_LOG} ${ERROR_LOG} ${UPSTREAM_SERVERS} ${INTERNAL_ALLOW_RULES} ${REAL_IP_RULES} ${TRUSTED_PROXY_RANGES} ${SITE_LISTEN} ${OWN_HEADERS} ${HSTS_PROXIED} ${HTTP_REDIRECT_SERVER} ${METHOD_REFUSALS} ${WORKER_CONNECTIONS} ${OPEN_FILE_LIMIT}' <"$template"
