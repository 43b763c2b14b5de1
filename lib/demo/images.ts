// Demo pictures drawn as small SVGs, so the demo catalogue needs no image files
// and no network. Everything here is pure and deterministic: the same URL always
// gives the same picture (colours come from a hash of the name). The seed
// (prisma/seed-data/) stores these URLs; only the route below draws them, no
// page imports this file.
//
// URLs (served by app/demo-images/[...path]/route.ts):
//   /demo-images/products/{kind}/{slug}-{n}.svg   n = 1..MAX_PRODUCT_VIEWS
//   /demo-images/brands/{slug}.svg
//   /demo-images/categories/{slug}.svg
//   /demo-images/shops/{slug}.svg
//   /demo-images/banners/{n}.svg                  n = 1..BANNER_ART.length (English)
//   /demo-images/banners/hi/{n}.svg               the same in Hindi

import { createTranslator } from "use-intl/core";
import type { Locale } from "../i18n/locale";
import en from "../../messages/en.json";
import hi from "../../messages/hi.json";
import { HOME_BANNERS } from "../content/banners";

export const PRODUCT_KINDS = [
  "backpack",
  "laptop-bag",
  "messenger-bag",
  "sling-bag",
  "trolley",
  "duffel",
  "briefcase",
  "tote",
  "pouch",
  "cooker",
  "pot",
  "pan",
  "bottle",
  "container",
  "lunchbox",
] as const;

export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const MAX_PRODUCT_VIEWS = 6;

export function isProductKind(value: string): value is ProductKind {
  return (PRODUCT_KINDS as readonly string[]).includes(value);
}

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 120;

function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG_RE.test(value);
}

// ───────────────────────────── helpers ─────────────────────────────

/** FNV-1a, 32 bit. */
export function hashString(input: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const UNITS: Record<string, string> = { l: "L", ml: " ml", cm: " cm", kg: " kg", mm: " mm" };

/** "wildtrail-ridge-32l-hiking-backpack" → "Wildtrail Ridge 32L Hiking Backpack". */
export function titleFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => {
      const unit = /^(\d+)(l|ml|cm|kg|mm)$/.exec(word);
      if (unit) return `${unit[1]}${UNITS[unit[2] ?? ""] ?? ""}`;
      if (word === "and") return "&";
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(" ");
}

/** Breaks text into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!current) current = word;
    else if (current.length + 1 + word.length <= width) current += ` ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const last = kept[maxLines - 1] ?? "";
    kept[maxLines - 1] = `${last.length > width - 1 ? last.slice(0, width - 1) : last}…`;
    return kept;
  }
  return lines.map((line) => (line.length > width + 4 ? `${line.slice(0, width + 3)}…` : line));
}

const FONT = `font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif"`;

function textLines(lines: string[], x: number, y: number, size: number, fill: string, extra = ""): string {
  const lead = Math.round(size * 1.2);
  const top = y - ((lines.length - 1) * lead) / 2;
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${Math.round(top + i * lead)}" ${FONT} font-size="${size}" fill="${fill}"${extra}>${escapeXml(line)}</text>`,
    )
    .join("");
}

type Palette = { d: string; a: string; l: string; k: string; bg1: string; bg2: string; ink: string };

function palette(hue: number): Palette {
  const h = ((hue % 360) + 360) % 360;
  const h2 = (h + 35) % 360;
  return {
    d: `hsl(${h},42%,38%)`,
    a: `hsl(${h},48%,56%)`,
    l: `hsl(${h},60%,84%)`,
    k: `hsl(${h},40%,20%)`,
    bg1: `hsl(${h},70%,96%)`,
    bg2: `hsl(${h2},62%,86%)`,
    ink: `hsl(${h},45%,18%)`,
  };
}

function svgOpen(w: number, h: number, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(label)}">`;
}

function background(id: string, w: number, h: number, p: Palette, seed: number, angle = 0): string {
  const x2 = angle ? "0" : "1";
  const bubbles = [0, 1]
    .map((i) => {
      const bits = seed >>> (i * 11);
      const cx = Math.round(((bits & 0xff) / 255) * w);
      const cy = Math.round((((bits >>> 8) & 0x7) / 7) * h * 0.6);
      const r = Math.round(Math.min(w, h) * (0.18 + i * 0.1));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity=".3"/>`;
    })
    .join("");
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="1">` +
    `<stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id})"/>${bubbles}`
  );
}

// ──────────────────────── silhouettes (800 × 800) ────────────────────────
// Each is drawn around (400, 380) and ends above y ≈ 640.

const sw = (color: string, width: number) =>
  `fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

const SILHOUETTES: Record<ProductKind, (p: Palette) => string> = {
  backpack: (p) =>
    `<path d="M345 205v-30a55 55 0 0 1 110 0v30" ${sw(p.k, 16)}/>` +
    `<rect x="215" y="380" width="55" height="160" rx="22" fill="${p.a}"/><rect x="530" y="380" width="55" height="160" rx="22" fill="${p.a}"/>` +
    `<rect x="250" y="190" width="300" height="400" rx="95" fill="${p.d}"/>` +
    `<path d="M280 300q120-50 240 0" ${sw(p.l, 7)}/><circle cx="400" cy="276" r="9" fill="${p.l}"/>` +
    `<rect x="292" y="380" width="216" height="175" rx="42" fill="${p.a}"/><path d="M325 425h150" ${sw(p.l, 7)}/>`,
  "laptop-bag": (p) =>
    `<path d="M175 320Q400 70 625 320" ${sw(p.k, 10)} opacity=".6"/>` +
    `<path d="M335 285v-45a30 30 0 0 1 30-30h70a30 30 0 0 1 30 30v45" ${sw(p.k, 18)}/>` +
    `<rect x="170" y="280" width="460" height="310" rx="28" fill="${p.d}"/>` +
    `<path d="M195 330h410" ${sw(p.l, 6)}/><rect x="205" y="370" width="390" height="170" rx="18" fill="${p.a}"/>` +
    `<rect x="375" y="430" width="50" height="16" rx="5" fill="${p.l}"/>`,
  "messenger-bag": (p) =>
    `<path d="M200 330C230 110 570 110 600 330" ${sw(p.k, 24)}/>` +
    `<rect x="180" y="300" width="440" height="290" rx="30" fill="${p.d}"/>` +
    `<path d="M180 330a30 30 0 0 1 30-30h380a30 30 0 0 1 30 30v140a40 40 0 0 1-40 40H220a40 40 0 0 1-40-40z" fill="${p.a}"/>` +
    `<rect x="290" y="440" width="26" height="100" rx="6" fill="${p.k}"/><rect x="484" y="440" width="26" height="100" rx="6" fill="${p.k}"/>` +
    `<rect x="283" y="495" width="40" height="32" rx="6" ${sw(p.l, 6)}/><rect x="477" y="495" width="40" height="32" rx="6" ${sw(p.l, 6)}/>`,
  "sling-bag": (p) =>
    `<path d="M245 450C215 130 585 90 565 400" ${sw(p.k, 24)}/><g transform="rotate(-18 400 450)">` +
    `<rect x="220" y="340" width="360" height="220" rx="110" fill="${p.d}"/>` +
    `<rect x="262" y="378" width="276" height="86" rx="43" fill="${p.a}"/><path d="M275 500h250" ${sw(p.l, 7)}/></g>`,
  trolley: (p) =>
    `<path d="M350 225V125h100v100" ${sw(p.k, 14)}/><rect x="345" y="100" width="110" height="30" rx="12" fill="${p.k}"/>` +
    `<circle cx="300" cy="620" r="22" fill="${p.k}"/><circle cx="500" cy="620" r="22" fill="${p.k}"/>` +
    `<rect x="255" y="215" width="290" height="390" rx="38" fill="${p.d}"/>` +
    `<path d="M320 255v310M400 255v310M480 255v310" ${sw(p.a, 16)}/>` +
    `<rect x="255" y="395" width="290" height="12" fill="${p.k}" opacity=".35"/>`,
  duffel: (p) =>
    `<path d="M300 335C300 220 500 220 500 335" ${sw(p.k, 18)}/>` +
    `<rect x="150" y="320" width="500" height="240" rx="120" fill="${p.d}"/>` +
    `<ellipse cx="195" cy="440" rx="30" ry="95" fill="${p.a}"/><ellipse cx="605" cy="440" rx="30" ry="95" fill="${p.a}"/>` +
    `<path d="M240 352h320" ${sw(p.l, 6)} stroke-dasharray="14 12"/><rect x="325" y="420" width="150" height="80" rx="18" fill="${p.a}"/>`,
  briefcase: (p) =>
    `<rect x="330" y="225" width="140" height="90" rx="28" ${sw(p.k, 18)}/>` +
    `<rect x="170" y="290" width="460" height="300" rx="22" fill="${p.d}"/>` +
    `<rect x="170" y="380" width="460" height="14" fill="${p.k}" opacity=".35"/>` +
    `<rect x="255" y="364" width="46" height="46" rx="8" fill="${p.l}"/><rect x="499" y="364" width="46" height="46" rx="8" fill="${p.l}"/>`,
  tote: (p) =>
    `<path d="M305 305v-70a95 95 0 0 1 190 0v70" ${sw(p.k, 18)}/>` +
    `<path d="M195 300h410l-42 295H237z" fill="${p.d}"/><path d="M195 300h410l-7 52H202z" fill="${p.a}"/>` +
    `<rect x="345" y="430" width="110" height="75" rx="10" fill="${p.a}"/>`,
  pouch: (p) =>
    `<rect x="170" y="270" width="460" height="310" rx="42" fill="${p.d}"/>` +
    `<path d="M205 315h390" ${sw(p.l, 8)}/><path d="M595 315l45 32" ${sw(p.k, 12)}/>` +
    `<rect x="230" y="370" width="340" height="160" rx="24" fill="${p.a}" opacity=".75"/>`,
  cooker: (p) =>
    `<rect x="515" y="302" width="200" height="38" rx="19" fill="${p.k}"/><rect x="165" y="405" width="60" height="28" rx="13" fill="${p.k}"/>` +
    `<rect x="215" y="330" width="310" height="250" rx="42" fill="${p.d}"/><rect x="205" y="298" width="330" height="46" rx="18" fill="${p.a}"/>` +
    `<rect x="350" y="248" width="40" height="54" rx="10" fill="${p.k}"/><circle cx="370" cy="245" r="20" fill="${p.k}"/>` +
    `<path d="M255 420h230" ${sw(p.l, 8)} opacity=".6"/>`,
  pot: (p) =>
    `<rect x="135" y="390" width="80" height="30" rx="14" fill="${p.k}"/><rect x="585" y="390" width="80" height="30" rx="14" fill="${p.k}"/>` +
    `<path d="M200 360h400v110a100 100 0 0 1-100 100H300a100 100 0 0 1-100-100z" fill="${p.d}"/>` +
    `<ellipse cx="400" cy="355" rx="225" ry="42" fill="${p.a}"/><path d="M360 318a40 40 0 0 1 80 0z" fill="${p.k}"/>` +
    `<path d="M250 450h300" ${sw(p.l, 8)} opacity=".5"/>`,
  pan: (p) =>
    `<rect x="545" y="392" width="230" height="42" rx="21" fill="${p.k}" transform="rotate(-20 545 413)"/>` +
    `<ellipse cx="340" cy="420" rx="225" ry="172" fill="${p.k}"/><ellipse cx="340" cy="410" rx="192" ry="142" fill="${p.d}"/>` +
    `<ellipse cx="310" cy="380" rx="110" ry="66" fill="${p.l}" opacity=".3"/>`,
  bottle: (p) =>
    `<rect x="348" y="115" width="104" height="66" rx="16" fill="${p.k}"/>` +
    `<path d="M360 180h80v40c60 20 82 60 82 110v240a40 40 0 0 1-40 40H318a40 40 0 0 1-40-40V330c0-50 22-90 82-110z" fill="${p.d}"/>` +
    `<rect x="278" y="385" width="244" height="120" fill="${p.a}"/><rect x="302" y="260" width="24" height="320" rx="12" fill="${p.l}" opacity=".35"/>`,
  container: (p) =>
    `<rect x="165" y="330" width="150" height="255" rx="22" fill="${p.d}"/><rect x="155" y="300" width="170" height="44" rx="14" fill="${p.k}"/>` +
    `<rect x="335" y="250" width="150" height="335" rx="22" fill="${p.d}"/><rect x="325" y="220" width="170" height="44" rx="14" fill="${p.k}"/>` +
    `<rect x="505" y="380" width="130" height="205" rx="22" fill="${p.d}"/><rect x="495" y="350" width="150" height="44" rx="14" fill="${p.k}"/>` +
    `<rect x="185" y="420" width="110" height="60" rx="8" fill="${p.a}"/><rect x="355" y="380" width="110" height="60" rx="8" fill="${p.a}"/><rect x="522" y="450" width="96" height="56" rx="8" fill="${p.a}"/>`,
  lunchbox: (p) =>
    `<path d="M330 235a70 70 0 0 1 140 0" ${sw(p.k, 16)}/>` +
    `<rect x="292" y="220" width="18" height="370" rx="6" fill="${p.k}"/><rect x="490" y="220" width="18" height="370" rx="6" fill="${p.k}"/>` +
    `<rect x="255" y="250" width="290" height="104" rx="22" fill="${p.d}"/><rect x="255" y="364" width="290" height="104" rx="22" fill="${p.a}"/>` +
    `<rect x="255" y="478" width="290" height="104" rx="22" fill="${p.d}"/>`,
};

const KIND_KEYWORDS: [ProductKind, string[]][] = [
  ["cooker", ["cooker", "cookers"]],
  ["lunchbox", ["lunch", "tiffin", "bento"]],
  ["bottle", ["bottle", "bottles", "flask", "flasks", "sipper"]],
  ["container", ["container", "containers", "storage", "canister", "jar", "jars", "dabba", "pantry"]],
  ["pan", ["pan", "pans", "tawa", "tawas", "skillet", "kadai", "wok"]],
  ["trolley", ["trolley", "trolleys", "luggage", "suitcase", "spinner"]],
  ["duffel", ["duffel", "duffels", "holdall", "weekender", "overnighter"]],
  ["sling-bag", ["sling", "slings", "crossbody"]],
  ["messenger-bag", ["messenger", "messengers"]],
  ["tote", ["tote", "totes", "shopper", "shoppers", "originals"]],
  [
    "pouch",
    ["pouch", "pouches", "sleeve", "sleeves", "wallet", "organiser", "organisers", "kit", "cubes", "accessories"],
  ],
  ["laptop-bag", ["laptop"]],
  ["backpack", ["backpack", "backpacks", "rucksack", "daypack", "daypacks", "school", "hiking", "trekking"]],
  ["briefcase", ["briefcase", "briefcases", "portfolio", "portfolios", "folder", "folders", "office"]],
  ["pot", ["pot", "casserole", "bowl", "cookware", "kitchen", "handi"]],
];

/** Guesses the kind of goods from a slug ("cabin-trolleys" → "trolley"); used for categories and old URLs. */
export function kindFromSlug(slug: string): ProductKind {
  const words = new Set(slug.split("-"));
  for (const [kind, keywords] of KIND_KEYWORDS) {
    if (keywords.some((word) => words.has(word))) return kind;
  }
  return PRODUCT_KINDS[hashString(slug) % PRODUCT_KINDS.length] ?? "tote";
}

// ───────────────────────────── images ─────────────────────────────

const VIEW_CAPTIONS = ["", "Side view", "Close-up", "Detail", "In use", "Back view"];

/** An 800 × 800 product picture. `view` 1 is the main image; 2, 3… are other angles. */
export function productImageSvg(slug: string, view: number, kind: ProductKind = kindFromSlug(slug)): string {
  const seed = hashString(slug);
  const p = palette(seed % 360);
  const v = Math.max(1, Math.floor(view) || 1);
  const name = titleFromSlug(slug);
  let transform = "";
  if (v === 2) transform = "translate(400 380) rotate(-9) scale(.86) translate(-400 -370)";
  else if (v === 3) transform = "translate(400 330) scale(1.45) translate(-400 -360)";
  else if (v > 3)
    transform = `translate(400 380) rotate(${v % 2 ? 8 : -14}) scale(${0.8 + (v % 3) * 0.08}) translate(-400 -380)`;
  const caption = VIEW_CAPTIONS[(v - 1) % VIEW_CAPTIONS.length] ?? "";
  const id = `g${seed.toString(36)}${v}`;
  return (
    svgOpen(800, 800, `${name}${caption ? ` (${caption.toLowerCase()})` : ""}`) +
    background(id, 800, 800, p, seed, v % 2 === 0 ? 1 : 0) +
    `<clipPath id="${id}c"><rect width="800" height="652"/></clipPath>` +
    `<ellipse cx="400" cy="628" rx="240" ry="22" fill="#000" opacity=".08"/>` +
    `<g clip-path="url(#${id}c)"><g${transform ? ` transform="${transform}"` : ""}>${SILHOUETTES[kind](p)}</g></g>` +
    (caption ? textLines([caption], 40, 62, 26, p.ink, ` opacity=".6"`) : "") +
    textLines(wrap(name, 28, 2), 400, 712, 40, p.ink, ` font-weight="600" text-anchor="middle"`) +
    `</svg>`
  );
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Za-z0-9]/.test(w));
  return ((words[0]?.[0] ?? "") + (words[1]?.[0] ?? "")).toUpperCase() || "?";
}

/** A 400 × 400 brand logo: monogram badge and name. */
export function brandLogoSvg(slug: string, name: string = titleFromSlug(slug)): string {
  const seed = hashString(slug);
  const p = palette(seed % 360);
  return (
    svgOpen(400, 400, `${name} logo`) +
    background(`b${seed.toString(36)}`, 400, 400, p, seed) +
    `<circle cx="200" cy="160" r="98" fill="${p.d}"/><circle cx="200" cy="160" r="84" fill="none" stroke="${p.l}" stroke-width="4"/>` +
    textLines([initials(name)], 200, 188, 78, "#fff", ` font-weight="700" text-anchor="middle" letter-spacing="2"`) +
    textLines(wrap(name, 18, 2), 200, 318, 34, p.ink, ` font-weight="700" text-anchor="middle"`) +
    `</svg>`
  );
}

/** An 800 × 600 category tile with the goods' silhouette. */
export function categoryImageSvg(
  slug: string,
  name: string = titleFromSlug(slug),
  kind: ProductKind = kindFromSlug(slug),
): string {
  const seed = hashString(`category:${slug}`);
  const p = palette(seed % 360);
  return (
    svgOpen(800, 600, name) +
    background(`c${seed.toString(36)}`, 800, 600, p, seed, 1) +
    `<g transform="translate(400 250) scale(.62) translate(-400 -380)">${SILHOUETTES[kind](p)}</g>` +
    textLines(wrap(name, 24, 2), 400, 522, 50, p.ink, ` font-weight="700" text-anchor="middle"`) +
    `</svg>`
  );
}

/** An 800 × 600 shop front. */
export function shopImageSvg(slug: string, name: string = titleFromSlug(slug)): string {
  const seed = hashString(`shop:${slug}`);
  const p = palette(seed % 360);
  const stripes = Array.from({ length: 8 }, (_, i) => {
    const x = 120 + i * 70;
    return `<path d="M${x} 200h70v60a35 35 0 0 1-70 0z" fill="${i % 2 ? p.l : p.a}"/>`;
  }).join("");
  return (
    svgOpen(800, 600, name) +
    background(`s${seed.toString(36)}`, 800, 600, p, seed) +
    `<rect x="0" y="470" width="800" height="130" fill="${p.bg2}"/>` +
    `<rect x="120" y="140" width="560" height="340" fill="${p.d}"/><rect x="100" y="130" width="600" height="22" rx="6" fill="${p.k}"/>` +
    `<rect x="250" y="160" width="300" height="36" rx="6" fill="${p.k}"/>` +
    `<path d="M390 177v-5a10 10 0 0 1 20 0v5" ${sw(p.l, 4)}/><rect x="380" y="175" width="40" height="16" rx="4" fill="${p.l}"/>` +
    stripes +
    `<rect x="160" y="320" width="160" height="120" rx="6" fill="${p.l}"/><rect x="480" y="320" width="160" height="120" rx="6" fill="${p.l}"/>` +
    `<rect x="350" y="310" width="100" height="170" rx="6" fill="${p.k}"/><circle cx="432" cy="400" r="6" fill="${p.l}"/>` +
    textLines(wrap(name, 30, 1), 400, 548, 42, p.ink, ` font-weight="700" text-anchor="middle"`) +
    `</svg>`
  );
}

/** How the home page's banners (lib/content/banners.ts, same order) are drawn: the goods shown and the colour. */
const BANNER_ART: ReadonlyArray<{ kinds: readonly ProductKind[]; hue: number }> = [
  { kinds: ["trolley", "duffel"], hue: 205 },
  { kinds: ["backpack", "laptop-bag"], hue: 28 },
  { kinds: ["cooker", "lunchbox"], hue: 140 },
  { kinds: ["briefcase", "tote"], hue: 262 },
];

/**
 * A 1600 × 600 home page banner with its title, subtitle and button in
 * `locale` (messages Home.banners.<id>, Home.shopNow), n = 1..BANNER_ART.length;
 * null when there is no such banner.
 */
export function bannerImageSvg(n: number, locale: Locale = "en"): string | null {
  const banner = Number.isInteger(n) ? HOME_BANNERS[n - 1] : undefined;
  const look = Number.isInteger(n) ? BANNER_ART[n - 1] : undefined;
  if (!banner || !look) return null;
  const t = createTranslator({ locale, messages: locale === "hi" ? hi : en, namespace: "Home" });
  const text = { title: t(`banners.${banner.id}.title`), subtitle: t(`banners.${banner.id}.subtitle`) };
  const p = palette(look.hue);
  const art = look.kinds
    .map(
      (kind, i) =>
        `<g transform="translate(${1130 + i * 270} ${i % 2 ? 330 : 290}) scale(.6) translate(-400 -380)">${SILHOUETTES[kind](p)}</g>`,
    )
    .join("");
  const title = wrap(text.title, 20, 2);
  const subtitle = wrap(text.subtitle, 44, 2);
  const titleTop = 190;
  const subtitleTop = titleTop + title.length * 80 + 10;
  const buttonTop = subtitleTop + (subtitle.length - 1) * 40 + 44;
  const lines = (list: string[], y: number, size: number, lead: number, fill: string, extra: string) =>
    list.map((line, i) => textLines([line], 110, y + i * lead, size, fill, extra)).join("");
  return (
    svgOpen(1600, 600, `${text.title}. ${text.subtitle}`) +
    background(`n${n}`, 1600, 600, p, hashString(banner.id)) +
    art +
    lines(title, titleTop, 70, 80, p.ink, ` font-weight="800"`) +
    lines(subtitle, subtitleTop, 32, 40, p.k, "") +
    `<rect x="110" y="${buttonTop}" width="200" height="60" rx="30" fill="${p.d}"/>` +
    textLines([t("shopNow")], 210, buttonTop + 40, 26, "#fff", ` font-weight="700" text-anchor="middle"`) +
    `</svg>`
  );
}

// ───────────────────────────── URLs ─────────────────────────────

export const DEMO_IMAGE_PREFIX = "/demo-images";

export const demoImagePath = {
  product: (kind: ProductKind, slug: string, n: number) => `${DEMO_IMAGE_PREFIX}/products/${kind}/${slug}-${n}.svg`,
  brand: (slug: string) => `${DEMO_IMAGE_PREFIX}/brands/${slug}.svg`,
  category: (slug: string) => `${DEMO_IMAGE_PREFIX}/categories/${slug}.svg`,
  shop: (slug: string) => `${DEMO_IMAGE_PREFIX}/shops/${slug}.svg`,
} as const;

function svgSlug(file: string | undefined): string | null {
  if (!file?.endsWith(".svg")) return null;
  const slug = file.slice(0, -4);
  return isSlug(slug) ? slug : null;
}

/**
 * Maps the segments after /demo-images/ back to the SVG, e.g.
 * ["products", "backpack", "wildtrail-ridge-32l-hiking-backpack-1.svg"].
 * Returns null for anything that is not a demo image URL.
 */
export function parseDemoImagePath(segments: readonly string[]): string | null {
  const [section, a, b, ...rest] = segments;
  if (rest.length) return null;
  if (section === "products" && a !== undefined && b !== undefined) {
    if (!isProductKind(a)) return null;
    const match = /^(.+)-(\d{1,2})\.svg$/.exec(b);
    const slug = match?.[1];
    const view = Number(match?.[2]);
    if (!slug || !isSlug(slug) || !Number.isInteger(view) || view < 1 || view > MAX_PRODUCT_VIEWS) return null;
    if (match?.[2]?.startsWith("0")) return null;
    return productImageSvg(slug, view, a);
  }
  if (section === "banners" && a === "hi" && b !== undefined && /^[1-9]\d?\.svg$/.test(b))
    return bannerImageSvg(Number(b.slice(0, -4)), "hi");
  if (b !== undefined) return null;
  const slug = svgSlug(a);
  if (section === "brands" && slug) return brandLogoSvg(slug);
  if (section === "categories" && slug) return categoryImageSvg(slug);
  if (section === "shops" && slug) return shopImageSvg(slug);
  if (section === "banners" && a !== undefined && /^[1-9]\d?\.svg$/.test(a))
    return bannerImageSvg(Number(a.slice(0, -4)));
  return null;
}
