import { crc32, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { exifSegment, jpeg, png, xmpSegment } from "@/test/images";
import { imageDimensions } from "./image-format.mjs";
import { stripImageMetadata } from "./strip-metadata.mjs";

const bytes = (...parts: Array<number[] | Uint8Array | string>) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "latin1") : Buffer.from(part))));
const segment = (marker: number, body: Buffer | string) => {
  const data = bytes(body);
  return bytes([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff], data);
};
const has = (haystack: Uint8Array, needle: string) => Buffer.from(haystack).includes(Buffer.from(needle, "latin1"));
const strip = (input: Buffer, extension: "jpg" | "png" | "webp") => {
  const out = stripImageMetadata(Uint8Array.from(input), extension);
  expect(out).not.toBeNull();
  return Buffer.from(out!);
};

describe("stripImageMetadata: JPEG", () => {
  const SOI = bytes([0xff, 0xd8]);
  const EOI = bytes([0xff, 0xd9]);
  const JFIF = segment(0xe0, "JFIF\0\x01\x01\0\0\x01\0\x01\0\0");
  const ICC = segment(0xe2, bytes("ICC_PROFILE\0", [1, 1], Buffer.alloc(40, 0x5a)));
  const MPF = segment(0xe2, bytes("MPF\0", Buffer.alloc(20, 0x33))); // APP2, but not a colour profile
  const ADOBE = segment(0xee, bytes("Adobe", [0, 100, 0, 0, 0, 0, 1]));
  const PHOTOSHOP = segment(0xed, "Photoshop 3.0\x008BIM\x04\x04 caption: Bandra, Mumbai");
  const COM = segment(0xfe, "Shot by Priya on her phone");
  const DQT = segment(0xdb, bytes([0], Buffer.alloc(64, 1)));
  const SOF0 = segment(0xc0, bytes([8, 0, 16, 0, 24, 1, 1, 0x11, 0]));
  const DHT = segment(0xc4, bytes([0, 1], Buffer.alloc(15), [0]));
  const SOS = segment(0xda, bytes([1, 1, 0, 0, 63, 0]));
  // Entropy-coded data with a stuffed 0xFF00, restart markers and bytes that look like "Exif" and APP1.
  const SCAN = bytes([0x12, 0xff, 0x00, 0x34], [0xff, 0xd0], "Exif", [0xe1, 0xff, 0x00], [0xff, 0xd1, 0x56]);

  it("drops Exif, XMP, Photoshop and comments; keeps JFIF, the ICC profile, Adobe's colour transform and the scan as it was", () => {
    const input = bytes(
      SOI,
      JFIF,
      exifSegment(),
      xmpSegment(),
      ICC,
      MPF,
      PHOTOSHOP,
      ADOBE,
      COM,
      DQT,
      SOF0,
      DHT,
      SOS,
      SCAN,
      EOI,
    );
    const out = strip(input, "jpg");
    expect(out.equals(bytes(SOI, JFIF, ICC, ADOBE, DQT, SOF0, DHT, SOS, SCAN, EOI))).toBe(true);
    for (const gone of ["http://ns.adobe.com/xap", "GPS", "ABC123", "Google", "Photoshop", "Priya", "MPF"])
      expect(has(out, gone), gone).toBe(false);
    expect(imageDimensions(out, "jpg")).toEqual({ width: 24, height: 16 });
  });

  it("walks a progressive JPEG's scans: tables between them kept, metadata between them dropped, every scan verbatim", () => {
    const SOF2 = segment(0xc2, bytes([8, 0, 16, 0, 24, 1, 1, 0x11, 0]));
    const scans = [
      bytes(segment(0xda, bytes([1, 1, 0, 0, 0, 1])), [0x01, 0xff, 0x00, 0x02]),
      bytes(segment(0xda, bytes([1, 1, 0, 1, 5, 2])), [0xff, 0xd2, 0x03, 0xff, 0x00], [0xff, 0xd3]),
      bytes(segment(0xda, bytes([1, 1, 0, 6, 63, 2])), [0x04, 0x05]),
    ];
    const input = bytes(
      SOI,
      JFIF,
      exifSegment(),
      DQT,
      SOF2,
      DHT,
      scans[0]!,
      DHT,
      COM, // a comment between scans
      scans[1]!,
      [0xff, 0xff], // fill bytes before a marker
      xmpSegment(),
      scans[2]!,
      EOI,
    );
    const out = strip(input, "jpg");
    expect(out.equals(bytes(SOI, JFIF, DQT, SOF2, DHT, scans[0]!, DHT, scans[1]!, [0xff, 0xff], scans[2]!, EOI))).toBe(
      true,
    );
  });

  it("keeps only the JFIF APP0 segment: a JFXX thumbnail (a small copy of the photo as shot) and other APP0 data go", () => {
    const JFXX = segment(0xe0, bytes("JFXX\0", [0x10], Buffer.alloc(24, 0x77), "uncropped-thumbnail"));
    const AVI1 = segment(0xe0, bytes("AVI1\0", "camera serial ABC123"));
    const input = bytes(SOI, JFIF, JFXX, AVI1, DQT, SOF0, DHT, SOS, SCAN, EOI);
    const out = strip(input, "jpg");
    expect(out.equals(bytes(SOI, JFIF, DQT, SOF0, DHT, SOS, SCAN, EOI))).toBe(true);
    for (const gone of ["JFXX", "uncropped-thumbnail", "ABC123"]) expect(has(out, gone), gone).toBe(false);
  });

  it("gives a JPEG without metadata back unchanged, and drops what follows its end (a motion photo's video)", () => {
    const clean = Uint8Array.from(jpeg(40, 30));
    expect(stripImageMetadata(clean, "jpg")).toBe(clean);
    const withTrailer = bytes(clean, "ftypmp4 ... a video with its own GPS track");
    expect(strip(withTrailer, "jpg").equals(Buffer.from(clean))).toBe(true);
    const phone = jpeg(40, 30, { metadata: [exifSegment()] });
    expect(strip(phone, "jpg").equals(Buffer.from(clean))).toBe(true);
  });

  it("gives null for a JPEG whose structure cannot be walked", () => {
    const good = jpeg(16, 16, { metadata: [exifSegment()] });
    for (const [why, broken] of [
      ["cut inside the Exif segment", good.subarray(0, 40)],
      ["no end marker", good.subarray(0, good.length - 2)],
      ["junk between segments", bytes(SOI, JFIF, [0x00], exifSegment(), DQT, SOF0, DHT, SOS, SCAN, EOI)],
      ["a length shorter than itself", bytes(SOI, [0xff, 0xe1, 0x00, 0x01], EOI)],
      ["a second start marker", bytes(SOI, [0xff, 0xd8], EOI)],
      ["not a JPEG", bytes("GIF89a")],
    ] as const) {
      expect(stripImageMetadata(Uint8Array.from(broken), "jpg"), why).toBeNull();
    }
  });
});

describe("stripImageMetadata: PNG", () => {
  const chunk = (type: string, data: Buffer | string) => {
    const body = bytes(type, data);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(body.length - 4, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  /** The chunks of a PNG, checking each CRC. */
  const chunks = (file: Buffer) => {
    const found: Array<{ type: string; data: Buffer }> = [];
    for (let i = 8; i < file.length;) {
      const length = file.readUInt32BE(i);
      const type = file.toString("latin1", i + 4, i + 8);
      expect(file.readUInt32BE(i + 8 + length), `${type} CRC`).toBe(crc32(file.subarray(i + 4, i + 8 + length)));
      found.push({ type, data: file.subarray(i + 8, i + 8 + length) });
      i += 12 + length;
    }
    return found;
  };

  it("drops text, EXIF and time chunks; keeps colour chunks and the pixels, with valid CRCs", () => {
    const plain = png(4, 3, [200, 40, 40]);
    const ihdr = plain.subarray(8, 33);
    const rest = plain.subarray(33);
    const kept = [chunk("sRGB", bytes([0])), chunk("gAMA", bytes([0, 0, 0xb1, 0x8f])), chunk("pHYs", Buffer.alloc(9))];
    const input = bytes(
      plain.subarray(0, 8),
      ihdr,
      kept[0]!,
      chunk("tEXt", "Author\0Priya"),
      chunk("iTXt", "XML:com.adobe.xmp\0\0\0\0\0<exif:GPSLatitude>19,3.576N</exif:GPSLatitude>"),
      chunk("zTXt", "Comment\0\0x"),
      chunk("eXIf", exifSegment().subarray(10)),
      chunk("tIME", bytes([0x07, 0xea, 11, 2, 18, 42, 7])),
      kept[1]!,
      kept[2]!,
      rest,
    );
    const out = strip(input, "png");
    expect(out.equals(bytes(plain.subarray(0, 8), ihdr, ...kept, rest))).toBe(true);
    const found = chunks(out);
    expect(found.map((c) => c.type)).toEqual(["IHDR", "sRGB", "gAMA", "pHYs", "IDAT", "IEND"]);
    const idat = found.find((c) => c.type === "IDAT")!.data;
    expect(inflateSync(idat).equals(inflateSync(chunks(plain).find((c) => c.type === "IDAT")!.data))).toBe(true);
    expect(imageDimensions(out, "png")).toEqual({ width: 4, height: 3 });
    for (const gone of ["GPS", "Priya", "ABC123"]) expect(has(out, gone), gone).toBe(false);
  });

  it("drops every ancillary chunk it does not know to change how the picture looks: C2PA content credentials, private chunks", () => {
    const plain = png(4, 3, [200, 40, 40]);
    const ihdr = plain.subarray(8, 33);
    const rest = plain.subarray(33);
    const kept = [chunk("iCCP", bytes("icc\0\0", Buffer.alloc(12, 0x42))), chunk("tRNS", bytes([0, 0]))];
    const input = bytes(
      plain.subarray(0, 8),
      ihdr,
      kept[0]!,
      // C2PA (Content Credentials, as phones and editors now add): a JUMBF box that can carry the EXIF GPS position.
      chunk("caBX", bytes("jumb", "c2pa.assertions stds.exif GPSLatitude 19,3.576N")),
      // Fireworks' and other editors' private chunks: a preview of the original, the author.
      chunk("prVW", "preview of the uncropped original"),
      chunk("vpAg", "Priya's layers"),
      kept[1]!,
      rest,
    );
    const out = strip(input, "png");
    expect(out.equals(bytes(plain.subarray(0, 8), ihdr, ...kept, rest))).toBe(true);
    expect(chunks(out).map((c) => c.type)).toEqual(["IHDR", "iCCP", "tRNS", "IDAT", "IEND"]);
    for (const gone of ["GPS", "c2pa", "uncropped", "Priya"]) expect(has(out, gone), gone).toBe(false);
  });

  it("gives a PNG without metadata back unchanged, and null for one cut short", () => {
    const plain = Uint8Array.from(png(4, 3, [200, 40, 40]));
    expect(stripImageMetadata(plain, "png")).toBe(plain);
    expect(stripImageMetadata(plain.subarray(0, plain.length - 12), "png")).toBeNull(); // no IEND
    expect(stripImageMetadata(plain.subarray(0, 40), "png")).toBeNull();
  });
});

describe("stripImageMetadata: WebP", () => {
  const chunk = (type: string, data: Buffer | string) => {
    const body = bytes(data);
    const head = Buffer.alloc(8);
    head.write(type, 0, "latin1");
    head.writeUInt32LE(body.length, 4);
    return bytes(head, body, body.length % 2 ? [0] : []);
  };
  const riff = (...chunks: Buffer[]) => {
    const body = bytes("WEBP", ...chunks);
    const head = Buffer.alloc(8);
    head.write("RIFF", 0, "latin1");
    head.writeUInt32LE(body.length, 4);
    return bytes(head, body);
  };
  const ICC = 0x20;
  const ALPHA = 0x10;
  const EXIF = 0x08;
  const XMP = 0x04;
  const ANIMATION = 0x02;
  // Flags, three reserved bytes, canvas width − 1 and height − 1 (24 bits each): 640 × 480.
  const vp8x = (flags: number) => chunk("VP8X", bytes([flags, 0, 0, 0, 0x7f, 0x02, 0, 0xdf, 0x01, 0]));
  const ICCP = chunk("ICCP", Buffer.alloc(30, 0x11));
  const ALPH = chunk("ALPH", bytes([0, 1, 2]));
  const VP8L = chunk("VP8L", bytes([0x2f, 0x7f, 0xc2, 0x1d, 0x00, 0x99, 0x88]));

  it("drops EXIF and XMP chunks, clears their flags and writes the RIFF size again; keeps ICC, alpha and the picture", () => {
    const input = riff(
      vp8x(ICC | ALPHA | EXIF | XMP),
      ICCP,
      ALPH,
      VP8L,
      chunk("EXIF", exifSegment().subarray(10)),
      chunk("XMP ", "<x:xmpmeta><exif:GPSLatitude>19,3.576N</exif:GPSLatitude></x:xmpmeta>"),
    );
    const out = strip(input, "webp");
    expect(out.equals(riff(vp8x(ICC | ALPHA), ICCP, ALPH, VP8L))).toBe(true);
    expect(out.readUInt32LE(4)).toBe(out.length - 8);
    expect(imageDimensions(out, "webp")).toEqual({ width: 640, height: 480 });
    for (const gone of ["EXIF", "XMP ", "GPS", "ABC123"]) expect(has(out, gone), gone).toBe(false);
  });

  it("drops every chunk that is not part of the picture: C2PA content credentials, unknown chunks", () => {
    const input = riff(
      vp8x(ALPHA),
      ALPH,
      VP8L,
      chunk("C2PA", bytes("jumb", "c2pa.assertions stds.exif GPSLatitude 19,3.576N")),
      chunk("MAKR", "camera serial ABC123"),
    );
    const out = strip(input, "webp");
    expect(out.equals(riff(vp8x(ALPHA), ALPH, VP8L))).toBe(true);
    expect(out.readUInt32LE(4)).toBe(out.length - 8);
    for (const gone of ["C2PA", "GPS", "ABC123"]) expect(has(out, gone), gone).toBe(false);
  });

  it("keeps an animation's frames", () => {
    const frame = chunk("ANMF", bytes(Buffer.alloc(16), VP8L));
    const input = riff(vp8x(ANIMATION | EXIF), chunk("ANIM", Buffer.alloc(6)), frame, frame, chunk("EXIF", "Exif"));
    expect(strip(input, "webp").equals(riff(vp8x(ANIMATION), chunk("ANIM", Buffer.alloc(6)), frame, frame))).toBe(true);
  });

  it("gives a WebP without metadata back unchanged, and null for one whose chunks run past its end", () => {
    const plain = Uint8Array.from(riff(vp8x(ALPHA), ALPH, VP8L));
    expect(stripImageMetadata(plain, "webp")).toBe(plain);
    const simple = Uint8Array.from(riff(VP8L));
    expect(stripImageMetadata(simple, "webp")).toBe(simple);
    const cut = Buffer.from(riff(vp8x(0), VP8L));
    cut.writeUInt32LE(200, 12 + 18 + 4); // VP8L claims 200 bytes
    expect(stripImageMetadata(Uint8Array.from(cut), "webp")).toBeNull();
    const longRiff = Buffer.from(plain);
    longRiff.writeUInt32LE(plain.length, 4); // says 8 bytes more than there are
    expect(stripImageMetadata(Uint8Array.from(longRiff), "webp")).toBeNull();
  });
});
