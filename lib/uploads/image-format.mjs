// What an uploaded image is, from its bytes alone: its type (JPEG, PNG or
// WebP, by the first bytes, never by its name or the browser's word), its
// size in pixels when its header says so, and its SHA-256, which is both its
// key in the MediaImage table and its public address /media/<sha256>.<ext>.
// Framework-free, so the start-up scripts (scripts/db/import-uploads.mjs) and
// the shop (lib/uploads/images.ts, lib/uploads/media.ts) agree on every rule.
import { createHash } from "node:crypto";

/** The types the shop accepts, by the extension its URLs carry. */
export const IMAGE_TYPES = Object.freeze(
  /** @type {const} */ ({
    jpg: "image/jpeg",
    png: "image/png",
    webp: "image/webp",
  }),
);

/** @typedef {keyof typeof IMAGE_TYPES} ImageExtension */

/** Where stored images are served (app/media/[file]/route.ts). */
export const MEDIA_PATH = "/media/";

/**
 * @param {Uint8Array} bytes
 * @param {readonly number[]} signature
 */
const startsWith = (bytes, signature, offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * What the file's first bytes say it is, or null for anything but JPEG, PNG or WebP.
 * @param {Uint8Array} bytes
 * @returns {ImageExtension | null}
 */
export function sniffImageType(bytes) {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/** @param {Uint8Array} b @param {number} i */
const u16be = (b, i) => (b[i] << 8) | b[i + 1];
/** @param {Uint8Array} b @param {number} i */
const u16le = (b, i) => b[i] | (b[i + 1] << 8);
/** @param {Uint8Array} b @param {number} i */
const u24le = (b, i) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
/** @param {Uint8Array} b @param {number} i */
const u32be = (b, i) => ((b[i] << 24) >>> 0) + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]);

/**
 * The JPEG's frame size: the first start-of-frame marker (SOF0–SOF15 but
 * DHT, JPG and DAC) before the image data starts.
 * @param {Uint8Array} b
 */
function jpegSize(b) {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // no length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // image data or end before any frame header
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

/** @param {Uint8Array} b */
function webpSize(b) {
  if (b.length < 30) return null;
  const chunk = String.fromCharCode(b[12], b[13], b[14], b[15]);
  // Lossy: a key frame's start code, then 14-bit width and height.
  if (chunk === "VP8 " && startsWith(b, [0x9d, 0x01, 0x2a], 23))
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  // Lossless: signature 0x2f, then width − 1 and height − 1 in 14 bits each.
  if (chunk === "VP8L" && b[20] === 0x2f) {
    const bits = (b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  // Extended: the canvas, width − 1 and height − 1 in 24 bits each.
  if (chunk === "VP8X") return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/**
 * The image's width and height in pixels from its header, or null when the
 * header cannot be read (a truncated or unusual file is still stored).
 * @param {Uint8Array} bytes
 * @param {ImageExtension} extension
 * @returns {{ width: number, height: number } | null}
 */
export function imageDimensions(bytes, extension) {
  let size = null;
  if (extension === "png") {
    // The IHDR chunk comes first: length, "IHDR", width, height.
    if (bytes.length >= 24 && startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12))
      size = { width: u32be(bytes, 16), height: u32be(bytes, 20) };
  } else if (extension === "jpg") size = jpegSize(bytes);
  else if (extension === "webp") size = webpSize(bytes);
  const plausible = (/** @type {number} */ n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647;
  return size && plausible(size.width) && plausible(size.height) ? size : null;
}

/**
 * Everything the MediaImage table keeps about an image but the bytes, or
 * null when the bytes are not a JPEG, PNG or WebP.
 * @param {Uint8Array} bytes
 */
export function describeImage(bytes) {
  const extension = sniffImageType(bytes);
  if (!extension) return null;
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const dimensions = imageDimensions(bytes, extension);
  return {
    sha256,
    extension,
    mimeType: IMAGE_TYPES[extension],
    size: bytes.length,
    width: dimensions?.width ?? null,
    height: dimensions?.height ?? null,
    url: mediaUrl(sha256, extension),
  };
}

/**
 * @param {string} sha256
 * @param {ImageExtension} extension
 */
export function mediaUrl(sha256, extension) {
  return `${MEDIA_PATH}${sha256}.${extension}`;
}

const MEDIA_NAME = /^([a-f0-9]{64})\.(jpg|png|webp)$/;

/**
 * The hash and extension a /media/ file name carries, or null for anything
 * that is not exactly 64 lower-case hex characters, a dot and one of our extensions.
 * @param {string} name
 * @returns {{ sha256: string, extension: ImageExtension } | null}
 */
export function parseMediaName(name) {
  const match = MEDIA_NAME.exec(name);
  if (!match) return null;
  return { sha256: match[1], extension: /** @type {ImageExtension} */ (match[2]) };
}
