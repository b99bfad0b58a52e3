// Browser-side helpers pasted into the network tags and CMP scripts (each served script is
// self-contained, like the real ones). Cookies go on the registrable domain, found the way real
// tags do it: try the shortest parent domain first and keep the first one the browser accepts.

export const COOKIE_HELPERS = `
  function __topDomain() {
    var parts = location.hostname.split('.');
    for (var i = parts.length - 2; i >= 0; i--) {
      var d = parts.slice(i).join('.');
      document.cookie = '__tld_probe=1; path=/; domain=' + d;
      if (document.cookie.indexOf('__tld_probe=1') >= 0) {
        document.cookie = '__tld_probe=; path=/; domain=' + d + '; max-age=0';
        return d;
      }
    }
    return location.hostname;
  }
  function __setCookie(name, value, days) {
    document.cookie = name + '=' + value + '; path=/; domain=' + __topDomain() + '; max-age=' + Math.round(days * 86400) + '; SameSite=Lax';
  }
  function __getCookie(name) {
    var all = document.cookie ? document.cookie.split('; ') : [];
    for (var i = 0; i < all.length; i++) {
      var eq = all[i].indexOf('=');
      if (all[i].slice(0, eq) === name) return all[i].slice(eq + 1);
    }
    return null;
  }
  // Query first, then the fragment: real tags read a click id a redirect moved to '#awc=...' too.
  function __param(name) {
    return new URLSearchParams(location.search).get(name) || new URLSearchParams(location.hash.slice(1)).get(name);
  }
`;

/** Wraps a script body in an IIFE with the helpers in scope. */
export function script(body: string): string {
  return `(function () {${COOKIE_HELPERS}\n${body}\n})();\n`;
}
