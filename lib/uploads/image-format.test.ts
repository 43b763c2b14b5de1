import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { jpegHeader, png } from "@/test/images";
import { describeImage, imageDimensions, parseMediaName, sniffImageType } from "./image-format.mjs";

const riff = (chunk: string, body: number[]) => {
  const bytes = Buffer.alloc(40);
  bytes.write("RIFF", 0, "latin1");
  bytes.writeUInt32LE(32, 4);
  bytes.write("WEBP", 8, "latin1");
  bytes.write(chunk, 12, "latin1");
  bytes.set(body, 20);
  return bytes;
};

describe("describeImage", () => {
  it("names a PNG by its hash and reads its size", () => {
    const bytes = png(40, 30, [20, 120, 120]);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    expect(describeImage(bytes)).toEqual({
      sha256,
      extension: "png",
      mimeType: "image/png",
      size: bytes.length,
      width: 40,
      height: 30,
      url: `/media/${sha256}.png`,
    });
  });

  it("reads a JPEG's frame header past its JFIF and Exif segments, baseline or progressive", () => {
    expect(imageDimensions(jpegHeader(720, 477), "jpg")).toEqual({ width: 720, height: 477 });
    expect(imageDimensions(jpegHeader(1200, 800, { progressive: true }), "jpg")).toEqual({ width: 1200, height: 800 });
    expect(describeImage(jpegHeader(720, 477))).toMatchObject({ extension: "jpg", mimeType: "image/jpeg" });
  });

  it("reads lossy, lossless and extended WebP headers", () => {
    // VP8: frame tag, start code 9d 01 2a, 14-bit width and height (little-endian).
    expect(imageDimensions(riff("VP8 ", [0, 0, 0, 0x9d, 0x01, 0x2a, 0x20, 0x03, 0x58, 0x02]), "webp")).toEqual({
      width: 800,
      height: 600,
    });
    // VP8L: signature 0x2f, width − 1 and height − 1 in 14 bits each: 640 × 480.
    const bits = 639 | (479 << 14);
    expect(
      imageDimensions(riff("VP8L", [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24]), "webp"),
    ).toEqual({ width: 640, height: 480 });
    // VP8X: flags, reserved, canvas width − 1 and height − 1 in 24 bits each: 4000 × 3000.
    expect(imageDimensions(riff("VP8X", [0, 0, 0, 0, 0x9f, 0x0f, 0, 0xb7, 0x0b, 0]), "webp")).toEqual({
      width: 4000,
      height: 3000,
    });
  });

  it("stores an image whose header it cannot read without a size, and refuses anything but JPEG, PNG and WebP", () => {
    const truncated = new TextEncoder().encode("RIFF\u0024\u0000\u0000\u0000WEBPVP8 ");
    expect(describeImage(truncated)).toMatchObject({ extension: "webp", width: null, height: null });
    expect(describeImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toMatchObject({ width: null, height: null });
    expect(describeImage(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(describeImage(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("parseMediaName", () => {
  const hash = "ab".repeat(32);
  it("accepts exactly a lower-case SHA-256 and one of the shop's extensions", () => {
    expect(parseMediaName(`${hash}.webp`)).toEqual({ sha256: hash, extension: "webp" });
    for (const name of [
      `${hash.toUpperCase()}.png`,
      `${hash}.svg`,
      `${hash}.png.html`,
      `${hash.slice(2)}.png`,
      `../${hash}.png`,
      "0123456789abcdef0123456789abcdef.png",
      "",
    ]) {
      expect(parseMediaName(name), name).toBeNull();
    }
  });
});
