vcl 4.1;

# The shared cache we recommend in front of the site's instances (Varnish 7.x). It keeps what
# the site marks public (prerendered and data pages, static files) for as long as the site's
# Cache-Control says, and never anything private: the inquiries desk, form posts, answers with
# Set-Cookie, 429s, answers without Cache-Control. Content changes reach it as bans from the
# instances (CACHE_PURGE_URL, docs/decisions/0005-cache-purge.md).
#
#   varnishd -a :80 -f /etc/varnish/default.vcl -s malloc,256m
#
# The two instances below are examples: `node deploy/varnish/render-vcl.ts HOST:PORT ...`
# prints this file with your instances (any number) in the marked block. `npm run test:cdn`
# runs the site behind exactly this file (docs/OPERATING.md, "Deploy behind a CDN").

import std;
import directors;

# An instance takes traffic while /readyz answers 200 (it answers 503 while draining after
# SIGTERM or while its database is unreachable). Two good probes of the last three make it
# healthy, so one slow answer does not take it out.
probe site_ready {
    .url = "/readyz";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
}

# BEGIN instances (deploy/varnish/render-vcl.ts rewrites this block)
backend site_1 {
    .host = "127.0.0.1";
    .port = "3000";
    .probe = site_ready;
    .connect_timeout = 1s;
    .first_byte_timeout = 15s;
    .between_bytes_timeout = 10s;
}
backend site_2 {
    .host = "127.0.0.1";
    .port = "3001";
    .probe = site_ready;
    .connect_timeout = 1s;
    .first_byte_timeout = 15s;
    .between_bytes_timeout = 10s;
}

# Who may send PURGE and BAN: this host and the instances (they ban after a content change).
acl purgers {
    "127.0.0.1";
    "::1";
}

# Requests go round-robin to the healthy instances.
sub vcl_init {
    new site = directors.round_robin();
    site.add_backend(site_1);
    site.add_backend(site_2);
}
# END instances

sub vcl_recv {
    if (req.restarts == 0) {
        # Internal markers of this file; a visitor must not set them.
        unset req.http.X-Cache-Fresh-Only;
        unset req.http.X-Cache-Stale-Ok;
        unset req.http.X-Cache-Unavailable;
        # Once per request: after vcl_recv Varnish rewrites Accept-Encoding to gzip, so a
        # restart would see a brotli client as a gzip one.
        call site_normalise_encoding;
        call site_strip_tracking;
    }
    call vcl_req_host;
    set req.backend_hint = site.backend();

    if (req.method == "PURGE" || req.method == "BAN") {
        call site_purge;
    }

    if (req.http.X-Cache-Stale-Ok) {
        # Restarted after the instances failed (vcl_deliver): any stale copy will do (req.grace
        # lasts across restarts, so the limit an earlier pass set goes).
        unset req.http.X-Cache-Fresh-Only;
        set req.grace = 24h;
    } elsif (req.http.X-Cache-Fresh-Only) {
        # Restarted by vcl_hit: the copy is older than the site allows while it is up.
        set req.grace = 0s;
    }

    if (req.method != "GET" && req.method != "HEAD") {
        if (!std.healthy(req.backend_hint)) {
            # No instance can take the form: say so at once instead of a Varnish error.
            set req.http.X-Cache-Unavailable = "The site cannot take your form right now, so nothing was sent.";
            return (synth(503, "Site unavailable"));
        }
        # Kept so that a post can go to the other instance when the first one is down.
        std.cache_req_body(128KB);
        return (pass);
    }
    # The desk, the bundled studio and the API: per visitor, with their cookies, never kept.
    if (req.url ~ "(?i)^/+(admin|studio|api)([/?.]|$)") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    # Other spellings of a path (escapes, empty or dot segments) are answered, never kept:
    # bans name the canonical paths only.
    if (req.url ~ "^[^?]*(%|//|/\.\.?(/|\?|$))") {
        return (pass);
    }
    # No cacheable page reads a cookie (consent lives in the browser's storage): a visitor's
    # analytics cookies must not split the cache or turn every visit into a miss.
    unset req.http.Cookie;
    return (hash);
}

# The encodings the site precompresses, best first. One object per encoding (vcl_hash), so a
# gzip-only client never gets brotli. Varnish would rewrite Accept-Encoding to gzip after
# vcl_recv, so the choice travels in X-Cache-Encoding and is restored for the fetch.
sub site_normalise_encoding {
    if (req.http.Accept-Encoding ~ "(?i)(^|,)\s*br\s*(;\s*q\s*=\s*(1(\.0*)?|0?\.[0-9]*[1-9][0-9]*)\s*)?(,|$)") {
        set req.http.X-Cache-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "(?i)(^|,)\s*(x-)?gzip\s*(;\s*q\s*=\s*(1(\.0*)?|0?\.[0-9]*[1-9][0-9]*)\s*)?(,|$)") {
        set req.http.X-Cache-Encoding = "gzip";
    } else {
        unset req.http.X-Cache-Encoding;
    }
}

# Campaign parameters change nothing on any page (server/tracking-params.ts), so they leave
# the URL before the lookup: /pricing?utm_source=x is the object of /pricing. The list is the
# server's, checked by deploy/varnish/render-vcl.test.ts; any other parameter stays.
sub site_strip_tracking {
    if (req.url ~ "\?") {
        # BEGIN tracking parameters
        set req.url = regsuball(req.url, "(?i)(?<=[?&])(utm_[^=&]*|gclid|dclid|gbraid|wbraid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl|ref)(=[^&]*)?(&|$)", "");
        # END tracking parameters
        set req.url = regsub(req.url, "[?&]+$", "");
    }
}

# PURGE with X-Ban-Url: <regex> drops every URL the regex matches (the instances send these
# after a content change; BAN does the same, for Varnish's own tools); PURGE /path without it
# drops that URL in every encoding. Both are bans on obj.http.X-Url, which the ban lurker can
# apply in the background. PURGE rather than BAN from the site: Node.js's HTTP parser knows
# PURGE, so a small adapter in front of a managed CDN's purge API can receive it.
sub site_purge {
    if (client.ip !~ purgers) {
        return (synth(403, "Forbidden"));
    }
    if (!req.http.X-Ban-Url) {
        if (req.method == "BAN") {
            return (synth(400, "X-Ban-Url: a regular expression without spaces"));
        }
        if (std.ban("obj.http.X-Url == " + req.url)) {
            return (synth(200, "Purged"));
        }
        return (synth(400, std.ban_error()));
    }
    if (req.http.X-Ban-Url ~ "\s") {
        return (synth(400, "X-Ban-Url: a regular expression without spaces"));
    }
    if (std.ban("obj.http.X-Url ~ " + req.http.X-Ban-Url)) {
        return (synth(200, "Banned"));
    }
    return (synth(400, std.ban_error()));
}

sub vcl_hash {
    hash_data(req.url);
    if (req.http.host) {
        hash_data(req.http.host);
    } else {
        hash_data(server.ip);
    }
    hash_data(req.http.X-Cache-Encoding);
    return (lookup);
}

sub vcl_hit {
    if (obj.ttl >= 0s || req.http.X-Cache-Stale-Ok) {
        return (deliver);
    }
    # Stale: served while it is refreshed in the background for as long as the site's
    # stale-while-revalidate allows, and for as long as the grace (a day) while no instance
    # is healthy. Otherwise this request waits for a fresh copy.
    if (obj.ttl + std.duration(obj.http.X-Cache-Swr, 0s) > 0s || !std.healthy(req.backend_hint)) {
        return (deliver);
    }
    set req.http.X-Cache-Fresh-Only = "1";
    return (restart);
}

sub vcl_backend_fetch {
    if (bereq.http.X-Cache-Encoding) {
        set bereq.http.Accept-Encoding = bereq.http.X-Cache-Encoding;
    } else {
        unset bereq.http.Accept-Encoding;
    }
    return (fetch);
}

sub vcl_backend_response {
    # What bans match (lurker-friendly: only obj.* in the expression).
    set beresp.http.X-Url = bereq.url;
    # An answer reaches the visitor once it is whole: an instance that dies halfway through
    # costs a second try (vcl_synth), not a cut-off page. The site's pages are small.
    set beresp.do_stream = false;
    if (bereq.uncacheable) {
        return (deliver);
    }
    # Kept only when the site says so: an explicit public lifetime, none of the markers of a
    # private answer, and a status that is the page's own answer.
    if (beresp.ttl <= 0s ||
        !beresp.http.Cache-Control ||
        beresp.http.Cache-Control ~ "(?i)(no-cache|no-store|private)" ||
        beresp.http.Set-Cookie ||
        beresp.http.Vary == "*" ||
        !(beresp.status == 200 || beresp.status == 203 || beresp.status == 301 ||
          beresp.status == 308 || beresp.status == 404 || beresp.status == 410)) {
        set beresp.ttl = 120s;
        set beresp.grace = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    if (beresp.status == 404 || beresp.status == 410) {
        # Negative answers are kept briefly, however long the site allows: a page that
        # appears is then seen within 10 s even without a ban.
        if (beresp.ttl > 10s) {
            set beresp.ttl = 10s;
        }
        set beresp.grace = 0s;
        set beresp.http.X-Cache-Swr = "0s";
        return (deliver);
    }
    # Varnish set beresp.grace from stale-while-revalidate; without one it gets none while the
    # instances are up. The stored grace is the outage allowance instead (vcl_hit).
    if (beresp.http.Cache-Control ~ "(?i)stale-while-revalidate") {
        # As "60.000s": std.duration() reads only quantities with a unit.
        set beresp.http.X-Cache-Swr = "" + beresp.grace + "s";
    } else {
        set beresp.http.X-Cache-Swr = "0s";
    }
    set beresp.grace = 24h;
    return (deliver);
}

sub vcl_backend_error {
    # The instance did not answer (refused, reset, timed out): try another one. A post is
    # retried too (its body was kept in vcl_recv): mostly it never reached the dead instance;
    # if it did, the contact form's idempotency key drops the repeat (agent creation has none).
    if (bereq.retries < 3) {
        return (retry);
    }
    # vcl_deliver answers instead: a stale copy, or the unavailable page of vcl_synth.
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    set beresp.uncacheable = true;
    set beresp.http.X-Cache-Fetch-Failed = "1";
    return (deliver);
}

sub vcl_deliver {
    if (resp.http.X-Cache-Fetch-Failed && !req.http.X-Cache-Stale-Ok &&
        (req.method == "GET" || req.method == "HEAD")) {
        # Every instance failed before the probes noticed: serve a stale copy if one is kept.
        set req.http.X-Cache-Stale-Ok = "1";
        return (restart);
    }
    if (resp.http.X-Cache-Fetch-Failed) {
        return (synth(503, "Site unavailable"));
    }
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0 && obj.ttl < 0s) {
        set resp.http.X-Cache = "HIT-STALE";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.X-Url;
    unset resp.http.X-Cache-Swr;
    unset resp.http.X-Cache-Fetch-Failed;
    return (deliver);
}

sub vcl_synth {
    if (resp.status == 503 && resp.reason == "Backend fetch failed" && req.restarts < 3 &&
        (req.method == "GET" || req.method == "HEAD")) {
        # The instance failed while sending its answer (vcl_backend_response): ask again.
        return (restart);
    }
    set resp.http.X-Cache = "SYNTH";
    set resp.http.Cache-Control = "no-store";
    if (resp.status == 503) {
        if (req.url ~ "(?i)^/+api([/?.]|$)") {
            set resp.http.Content-Type = "application/json; charset=utf-8";
            set resp.body = {"{"error":{"code":"unavailable","message":"The service is temporarily unavailable. Please try again in a few minutes." } }"};
        } else {
            if (!req.http.X-Cache-Unavailable && (req.method == "GET" || req.method == "HEAD")) {
                set req.http.X-Cache-Unavailable = "The site is temporarily unavailable.";
            } elsif (!req.http.X-Cache-Unavailable) {
                set req.http.X-Cache-Unavailable = "The site could not take your form just now.";
            }
            call site_unavailable_page;
        }
        set resp.http.Retry-After = "30";
        return (deliver);
    }
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.body = resp.reason + {"
"};
    return (deliver);
}

# The page a form post (or a page no instance can render and none is kept of) gets while the
# instances are down: small, self-contained (no script, inline styles only), never kept.
sub site_unavailable_page {
    set resp.http.Content-Type = "text/html; charset=utf-8";
    set resp.http.Content-Security-Policy = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
    set resp.body = {"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Temporarily unavailable</title>
</head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a">
<main style="max-width:36rem;margin:0 auto;padding:6rem 1.5rem;text-align:center">
<h1 style="font-size:1.875rem">Error: Something went wrong. Please try again.</h1>
<p style="color:#475569;font-size:1.125rem">"} + req.http.X-Cache-Unavailable + {" It should be back within a few minutes.</p>
<p><a href="/" style="color:#4338ca;font-weight:600">Back to the home page</a></p>
</main>
</body>
</html>
"};
}
