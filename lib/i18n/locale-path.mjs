// Which language a public URL is in, and the same page in the other language.
// English keeps today's unprefixed URLs; Hindi is under /hi. Plain JavaScript:
// server.mjs and lib/auth/guarded-paths.mjs import it without a build.

/** The URL prefix of each language that has one (English has none). */
export const LOCALE_PREFIXES = { hi: "/hi" };

/**
 * The language of a public path and the path without its language prefix:
 * "/hi/cart" → { locale: "hi", path: "/cart" }, "/hi" → { locale: "hi", path: "/" },
 * "/cart" → { locale: "en", path: "/cart" }.
 * @param {string} pathname
 * @returns {{ locale: "en" | "hi", path: string }}
 */
export function splitLocale(pathname) {
  if (pathname === "/hi") return { locale: "hi", path: "/" };
  if (pathname.startsWith("/hi/")) return { locale: "hi", path: pathname.slice(3) };
  return { locale: "en", path: pathname };
}

/**
 * The public path of `path` (unprefixed, starting with "/") in `locale`.
 * @param {"en" | "hi"} locale
 * @param {string} path
 */
export function localizedPath(locale, path) {
  if (locale !== "hi") return path;
  return path === "/" ? "/hi" : `/hi${path}`;
}
