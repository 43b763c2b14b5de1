// Removes what a camera or editor writes beside an image's pixels — EXIF (the
// GPS position where a photo was taken, the phone's make and serial number,
// the time), XMP, Photoshop's IRB, comments, PNG text chunks — from JPEG, PNG
// and WebP bytes, without decoding or re-encoding a pixel: the structure is
// walked and only the kept parts are copied, whole. Uploads are stored and
// served (to everyone, cached for a year) as they come out of here
// (lib/uploads/images.ts; why: docs/adr/0012-uploads-and-jobs-on-several-instances.md,
// amendment of 2026-11-27).
// Framework-free, like image-format.mjs, so scripts/db/strip-image-metadata.mjs
// applies the same rule to images stored before.
//
// Kept, because the picture would look different without them: the JPEG's
// JFIF (APP0 "JFIF") and Adobe (APP14: says whether the colours are RGB or YCbCr,
// CMYK or YCCK) segments and ICC colour profile (APP2 "ICC_PROFILE"); PNG's
// critical chunks and the colour, transparency and animation chunks listed
// below; WebP's picture, ICCP, animation and alpha chunks. Everything else
// goes, named or not: what is kept is a list of what the picture needs, not of
// what is known to be metadata, because new kinds keep appearing — C2PA
// "Content Credentials" (PNG caBX, WebP C2PA, JPEG APP11), which phones and
// editors now add and which can carry the EXIF GPS position, editors' private
// chunks with a preview of the original, a JFXX thumbnail of the photo as shot.
//
// A file whose structure cannot be walked (a segment or chunk that runs past
// the end, a JPEG without its end marker) gives null: the caller refuses it
// rather than store metadata it could not find. Bytes after the image's end
// (JPEG EOI, PNG IEND, the RIFF size) are dropped: decoders ignore them, and
// phones put more there (a motion photo's video, maker data).

/**
 * PNG's ancillary chunks that change how the picture is drawn (colour, transparency, HDR, pixel
 * size, an APNG's frames). Critical chunks (IHDR, PLTE, IDAT, IEND: an upper-case first letter) are
 * always kept; every other ancillary chunk (text, EXIF, time, C2PA, private ones) is dropped.
 */
const PNG_KEPT_ANCILLARY = new Set([
  "tRNS",
  "gAMA",
  "cHRM",
  "sRGB",
  "iCCP",
  "cICP",
  "mDCV",
  "cLLI",
  "sBIT",
  "bKGD",
  "hIST",
  "pHYs",
  "sPLT",
  "acTL",
  "fcTL",
  "fdAT",
]);
/** A PNG chunk whose type's first letter is upper case: one a decoder must understand. */
const isCriticalPngChunk = (/** @type {string} */ type) => type[0] !== undefined && type[0] >= "A" && type[0] <= "Z";
/** WebP's chunks that make up the picture; any other (EXIF, "XMP ", C2PA, unknown ones) is dropped. */
const WEBP_PICTURE_CHUNKS = new Set(["VP8 ", "VP8L", "VP8X", "ALPH", "ANIM", "ANMF", "ICCP"]);
/** VP8X flag bits (first byte of its payload) that announce those chunks. */
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

/** @param {Uint8Array} b @param {number} i */
const u16be = (b, i) => (b[i] << 8) | b[i + 1];
/** @param {Uint8Array} b @param {number} i */
const u32be = (b, i) => ((b[i] << 24) >>> 0) + ((b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]);
/** @param {Uint8Array} b @param {number} i */
const u32le = (b, i) => (b[i] | (b[i + 1] << 8) | (b[i + 2] << 16) | (b[i + 3] << 24)) >>> 0;
/** @param {Uint8Array} b @param {number} i @param {number} n */
const ascii = (b, i, n) => String.fromCharCode(...b.subarray(i, i + n));

/**
 * Collects the parts to keep; gives the input itself back when every part was kept.
 * @param {Uint8Array} bytes
 */
function collector(bytes) {
  /** @type {Uint8Array[]} */
  const parts = [];
  let dropped = false;
  let copied = 0;
  return {
    /** @param {number} start @param {number} end */
    keep(start, end) {
      parts.push(bytes.subarray(start, end));
      copied += end - start;
    },
    drop() {
      dropped = true;
    },
    /** @returns {Uint8Array<ArrayBuffer>} */
    result() {
      if (!dropped && copied === bytes.length) return /** @type {Uint8Array<ArrayBuffer>} */ (bytes);
      const out = new Uint8Array(copied);
      let at = 0;
      for (const part of parts) {
        out.set(part, at);
        at += part.length;
      }
      return out;
    },
  };
}

/**
 * JPEG: segment by segment from SOI; an SOS segment is followed by entropy-coded
 * data, copied verbatim up to the next marker that is not a stuffed 0xFF00 or a
 * restart marker (RST0–7), so the segments between a progressive JPEG's scans are
 * walked too. APP0–APP15 and COM are dropped wherever they are, but APP0
 * "JFIF", APP2 "ICC_PROFILE" and APP14 "Adobe".
 * @param {Uint8Array} b
 */
function stripJpeg(b) {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  const out = collector(b);
  out.keep(0, 2);
  let i = 2;
  while (i < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === undefined) return null;
    if (marker === 0xff) {
      out.keep(i, i + 1); // a fill byte before a marker
      i += 1;
      continue;
    }
    if (marker === 0xd9) {
      // EOI: the image ends here.
      out.keep(i, i + 2);
      if (i + 2 < b.length) out.drop();
      return out.result();
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      out.keep(i, i + 2); // no length
      i += 2;
      continue;
    }
    if (marker === 0xd8 || marker === 0x00) return null;
    if (i + 4 > b.length) return null;
    const length = u16be(b, i + 2);
    const end = i + 2 + length;
    if (length < 2 || end > b.length) return null;
    const isApp = marker >= 0xe1 && marker <= 0xef;
    const kept =
      (marker === 0xe0 ? length >= 7 && ascii(b, i + 4, 5) === "JFIF\0" : !(isApp || marker === 0xfe)) ||
      (marker === 0xe2 && length >= 14 && ascii(b, i + 4, 12) === "ICC_PROFILE\0") ||
      (marker === 0xee && length >= 7 && ascii(b, i + 4, 5) === "Adobe");
    if (kept) out.keep(i, end);
    else out.drop();
    i = end;
    if (marker === 0xda) {
      // SOS: entropy-coded data until a marker other than a stuffed byte or RSTn.
      const start = i;
      while (i < b.length) {
        if (b[i] === 0xff && i + 1 < b.length) {
          const next = b[i + 1];
          if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
          i += 2;
        } else i += 1;
      }
      if (i >= b.length) return null; // no EOI
      out.keep(start, i);
    }
  }
  return null;
}

/**
 * PNG: chunk by chunk (length, type, data, CRC) up to IEND; kept chunks are
 * copied whole, so their CRCs stay right.
 * @param {Uint8Array} b
 */
function stripPng(b) {
  const out = collector(b);
  out.keep(0, 8);
  let i = 8;
  while (i + 12 <= b.length) {
    const end = i + 12 + u32be(b, i);
    if (end > b.length) return null;
    const type = ascii(b, i + 4, 4);
    if (isCriticalPngChunk(type) || PNG_KEPT_ANCILLARY.has(type)) out.keep(i, end);
    else out.drop();
    i = end;
    if (type === "IEND") {
      if (i < b.length) out.drop();
      return out.result();
    }
  }
  return null;
}

/**
 * WebP: the RIFF chunks after "WEBP" (type, little-endian size, data, a pad byte
 * when the size is odd); every chunk but the picture's (WEBP_PICTURE_CHUNKS) is
 * dropped, EXIF's and XMP's flags cleared in a VP8X header, and the RIFF size
 * written again.
 * @param {Uint8Array} b
 */
function stripWebp(b) {
  if (b.length < 12) return null;
  const riffEnd = 8 + u32le(b, 4);
  if (riffEnd > b.length || riffEnd < 12) return null;
  /** @type {Uint8Array[]} */
  const chunks = [];
  let changed = riffEnd < b.length;
  let i = 12;
  while (i < riffEnd) {
    if (i + 8 > riffEnd) return null;
    const size = u32le(b, i + 4);
    const end = i + 8 + size + (size & 1);
    // A last chunk whose pad byte is missing is common enough; anything shorter is not a WebP.
    if (i + 8 + size > riffEnd) return null;
    const type = ascii(b, i, 4);
    const chunk = b.subarray(i, Math.min(end, riffEnd));
    if (!WEBP_PICTURE_CHUNKS.has(type)) changed = true;
    else if (type === "VP8X" && size >= 1 && chunk[8] & (VP8X_EXIF_FLAG | VP8X_XMP_FLAG)) {
      const copy = Uint8Array.from(chunk);
      copy[8] &= ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
      chunks.push(copy);
      changed = true;
    } else chunks.push(chunk);
    i = end;
  }
  if (!changed) return /** @type {Uint8Array<ArrayBuffer>} */ (b);
  const size = chunks.reduce((sum, chunk) => sum + chunk.length, 4);
  const out = new Uint8Array(8 + size);
  out.set(b.subarray(0, 12));
  out.set([size & 0xff, (size >>> 8) & 0xff, (size >>> 16) & 0xff, size >>> 24], 4);
  let at = 12;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * The image's bytes without its metadata (the same array when it had none),
 * or null when its structure cannot be walked.
 * @param {Uint8Array} bytes
 * @param {import("./image-format.mjs").ImageExtension} extension
 * @returns {Uint8Array<ArrayBuffer> | null}
 */
export function stripImageMetadata(bytes, extension) {
  if (extension === "jpg") return stripJpeg(bytes);
  if (extension === "png") return stripPng(bytes);
  if (extension === "webp") return stripWebp(bytes);
  return null;
}
