import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { issueSessionToken } from "@/lib/auth/session-token";
import { prisma } from "@/lib/db";
import { imageDimensions, sniffImageType } from "@/lib/uploads/image-format.mjs";
import { IMAGE_TEXT, MAX_UPLOAD_BYTES } from "@/lib/uploads/images";
import { stripImageMetadata } from "@/lib/uploads/strip-metadata.mjs";
import { createUser, fromAddress, useTestSecret } from "@/test/integration/accounts";
import { exifSegment, jpeg, jpegHeader, png, xmpSegment } from "@/test/images";
import { GET as serve } from "../../../media/[file]/route";
import { POST as upload } from "./route";

// Admins' product images: stored in the database once per content and served
// at /media/<sha256>.<ext> by any instance, cached for ever.

let adminToken: string;
let shopperToken: string;

const PNG = Uint8Array.from(png(40, 30, [20, 120, 120]));
const JPEG = Uint8Array.from(jpeg(720, 477));
/** A lossless WebP's header: 64 × 48 (width − 1 and height − 1 in 14 bits each after the signature 0x2f). */
const WEBP = (() => {
  const bytes = new Uint8Array(40);
  bytes.set(new TextEncoder().encode("RIFF\u0020\u0000\u0000\u0000WEBPVP8L\u0014\u0000\u0000\u0000"));
  const bits = 63 | (47 << 14);
  bytes.set([0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24], 20);
  return bytes;
})();
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

function uploadRequest(file: Blob | string | null, options: { token?: string; name?: string } = {}): Request {
  const form = new FormData();
  if (typeof file === "string") form.set("file", file);
  else if (file) form.set("file", file, options.name ?? "picture.png");
  const headers = new Headers(fromAddress("198.51.100.7"));
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  return new Request("http://localhost/api/admin/uploads", { method: "POST", headers, body: form });
}

const send = async (request: Request) => {
  const response = await upload(request, {});
  return { status: response.status, body: (await response.json()) as { url?: string; message?: string } };
};
const adminUpload = (bytes: Uint8Array, name = "picture.png") =>
  send(uploadRequest(new Blob([bytes as Uint8Array<ArrayBuffer>]), { token: adminToken, name }));
const fetchMedia = (path: string, headers: Record<string, string> = {}, method = "GET") => {
  const file = path.replace(/^\/media\//, "");
  return serve(new Request(`http://localhost/media/${file}`, { method, headers }), {
    params: Promise.resolve({ file }),
  });
};
const storedRows = () => prisma.mediaImage.count();

beforeAll(async () => {
  useTestSecret();
  const [admin, shopper] = await Promise.all([createUser({ role: "ADMIN" }), createUser()]);
  adminToken = (await issueSessionToken({ id: admin.id, tokenVersion: 0 })).token;
  shopperToken = (await issueSessionToken({ id: shopper.id, tokenVersion: 0 })).token;
});

describe("POST /api/admin/uploads", () => {
  it("answers 401 to a guest and 403 to a shopper, and stores nothing", async () => {
    expect((await send(uploadRequest(new Blob([PNG])))).status).toBe(401);
    expect((await send(uploadRequest(new Blob([PNG]), { token: shopperToken }))).status).toBe(403);
    expect(await storedRows()).toBe(0);
  });

  it("stores JPEG, PNG and WebP in the database at the hash of their bytes, with their type and size in pixels", async () => {
    for (const [bytes, type, extension, width, height] of [
      [PNG, "image/png", "png", 40, 30],
      [JPEG, "image/jpeg", "jpg", 720, 477],
      [WEBP, "image/webp", "webp", 64, 48],
    ] as const) {
      // The name the browser sends does not matter; the bytes do.
      const { status, body } = await adminUpload(bytes, "x.gif");
      expect(status).toBe(201);
      expect(body.url).toBe(`/media/${sha256(bytes)}.${extension}`);
      const row = await prisma.mediaImage.findUniqueOrThrow({ where: { sha256: sha256(bytes) } });
      expect(row).toMatchObject({ mimeType: type, size: bytes.length, width, height });
      expect(Buffer.from(row.bytes).equals(Buffer.from(bytes))).toBe(true);
    }
    expect(await storedRows()).toBe(3);
  });

  it("stores a phone photo without its Exif and XMP (GPS position, serial number), named by the stripped bytes, and serves it so", async () => {
    const icc = Buffer.concat([
      Buffer.from([0xff, 0xe2, 0, 34]),
      Buffer.from("ICC_PROFILE\0", "latin1"),
      Buffer.alloc(20, 7),
    ]);
    const photo = Uint8Array.from(jpeg(64, 48, { metadata: [exifSegment(), xmpSegment(), icc] }));
    const stripped = Uint8Array.from(jpeg(64, 48, { metadata: [icc] }));
    const { status, body } = await adminUpload(photo, "IMG_2041.jpg");
    expect(status).toBe(201);
    expect(body.url).toBe(`/media/${sha256(stripped)}.jpg`);
    expect(await prisma.mediaImage.count({ where: { sha256: sha256(photo) } })).toBe(0);

    const served = await fetchMedia(body.url!);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(served.headers.get("content-length")).toBe(String(bytes.length));
    expect(bytes.equals(Buffer.from(stripped))).toBe(true);
    for (const gone of ["Exif", "GPS", "ABC123", "Pixel 9", "2026:11:02"])
      expect(bytes.includes(gone), gone).toBe(false);
    // Still a JPEG of the same size, whose structure walks to its end, with its colour profile.
    expect(sniffImageType(bytes)).toBe("jpg");
    expect(imageDimensions(bytes, "jpg")).toEqual({ width: 64, height: 48 });
    expect(stripImageMetadata(bytes, "jpg")).toBe(bytes); // nothing left to drop
    expect(bytes.includes("ICC_PROFILE")).toBe(true);
    expect(await prisma.mediaImage.findUniqueOrThrow({ where: { sha256: sha256(stripped) } })).toMatchObject({
      size: stripped.length,
      width: 64,
      height: 48,
    });
  });

  it("refuses an image whose structure cannot be walked, rather than store metadata it could not find", async () => {
    const before = await storedRows();
    const cut = jpeg(64, 48, { metadata: [exifSegment()] });
    const damaged = await adminUpload(Uint8Array.from(cut.subarray(0, cut.length - 2)), "cut.jpg"); // no end marker
    expect(damaged).toMatchObject({ status: 400, body: { message: IMAGE_TEXT.damaged } });
    expect(await storedRows()).toBe(before);
  });

  it("keeps one row for the same bytes uploaded twice, also at the same moment", async () => {
    const bytes = png(12, 12, [200, 80, 20]);
    const url = `/media/${sha256(bytes)}.png`;
    const before = await storedRows();
    const [first, second] = await Promise.all([adminUpload(bytes, "a.png"), adminUpload(bytes, "b.png")]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect([first.body.url, second.body.url]).toEqual([url, url]);
    const again = await adminUpload(bytes, "c.png");
    expect(again).toEqual({ status: 200, body: { url } });
    expect(await storedRows()).toBe(before + 1);
  });

  it("refuses a non-image disguised as .png, an empty or missing file and a file over 5 MB, and stores nothing", async () => {
    const before = await storedRows();
    const html = new Blob(["<html><script>alert(1)</script></html>"], { type: "image/png" });
    const disguised = await send(uploadRequest(html, { token: adminToken, name: "cat.png" }));
    expect(disguised).toMatchObject({
      status: 400,
      body: { message: "Only JPEG, PNG or WebP images can be uploaded." },
    });
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: "image/svg+xml" });
    expect((await send(uploadRequest(svg, { token: adminToken, name: "logo.svg" }))).status).toBe(400);
    expect((await send(uploadRequest(new Blob([]), { token: adminToken }))).status).toBe(400);
    expect((await send(uploadRequest(null, { token: adminToken }))).status).toBe(400);
    expect((await send(uploadRequest("just text", { token: adminToken }))).status).toBe(400);

    // Anything but a form, a bare image body included, is refused for its type (415) before it is read.
    const bodies: Array<[string | null, BodyInit]> = [
      ["application/json", '{"file":"x"}'],
      ["image/png", new Blob([PNG])],
      ["text/plain", "file=x"],
      ["application/x-www-form-urlencoded", "file=x"],
      [null, new Blob([PNG])],
    ];
    for (const [type, body] of bodies) {
      const headers = new Headers({ authorization: `Bearer ${adminToken}` });
      const request = new Request("http://localhost/api/admin/uploads", { method: "POST", headers, body });
      if (type === null) request.headers.delete("content-type");
      else request.headers.set("content-type", type);
      expect(await send(request), String(type)).toEqual({
        status: 415,
        body: {
          message: "Send the image as multipart/form-data with a field named file.",
          code: "UNSUPPORTED_MEDIA_TYPE",
        },
      });
    }
    // A form's type with no boundary, or a body that is not that form: 400.
    const noBoundary = new Request("http://localhost/api/admin/uploads", {
      method: "POST",
      headers: { authorization: `Bearer ${adminToken}`, "content-type": "multipart/form-data" },
      body: "{}",
    });
    expect((await send(noBoundary)).status).toBe(400);

    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG);
    const tooLarge = await adminUpload(big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toMatch(/5 MB/);
    expect(await storedRows()).toBe(before);
  });

  it("refuses an image with more pixels than a browser should decode, or whose size cannot be read, and stores nothing", async () => {
    const before = await storedRows();
    // A few hundred bytes that claim 30,000 × 30,000 pixels: 3.6 GB for every browser that shows the product.
    const bomb = await adminUpload(jpegHeader(30_000, 30_000), "bomb.jpg");
    expect(bomb).toMatchObject({ status: 400, body: { message: IMAGE_TEXT.tooManyPixels } });
    expect((await adminUpload(jpegHeader(10_001, 10))).status).toBe(400);
    expect((await adminUpload(jpegHeader(6_000, 4_200))).status).toBe(400); // 25.2 megapixels
    // A junk byte before the frame header: decoders skip it, so an unread size must not let the image through.
    const hidden = jpegHeader(30_000, 30_000);
    const frame = hidden.indexOf(Buffer.from([0xff, 0xc0]));
    const junk = Buffer.concat([hidden.subarray(0, frame), Buffer.from([0x00]), hidden.subarray(frame)]);
    expect(await adminUpload(junk, "hidden.jpg")).toMatchObject({
      status: 400,
      body: { message: IMAGE_TEXT.sizeUnreadable },
    });
    expect(await storedRows()).toBe(before);
    expect((await adminUpload(jpegHeader(6_000, 4_000))).status).toBe(201);
  });
});

describe("GET /media/{sha256}.{ext}", () => {
  it("serves the bytes with their type, cached for ever, with the hash as a strong ETag", async () => {
    const { body } = await adminUpload(PNG);
    const served = await fetchMedia(body.url!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("content-length")).toBe(String(PNG.length));
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("etag")).toBe(`"${sha256(PNG)}"`);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const head = await fetchMedia(body.url!, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(`"${sha256(PNG)}"`);
  });

  it("answers 304 without a body to a browser that has it (If-None-Match), and 200 to one that has another", async () => {
    const { body } = await adminUpload(JPEG, "photo.jpg");
    const etag = `"${sha256(JPEG)}"`;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const response = await fetchMedia(body.url!, { "if-none-match": ifNoneMatch });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.headers.get("etag")).toBe(etag);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await response.arrayBuffer()).byteLength).toBe(0);
    }
    const other = await fetchMedia(body.url!, { "if-none-match": `"${sha256(PNG)}"` });
    expect(other.status).toBe(200);
    expect(other.headers.get("content-type")).toBe("image/jpeg");
  });

  it("answers 404, not to be cached, for unknown images, another extension and anything that is not a media name", async () => {
    const { body } = await adminUpload(PNG);
    const hash = sha256(PNG);
    for (const name of [
      `${"0".repeat(64)}.png`,
      `${hash}.jpg`, // stored as PNG: one address per image
      `${hash.toUpperCase()}.png`,
      `${hash}.svg`,
      "../../etc/passwd",
      "..%2F..%2Fetc%2Fpasswd",
      "0123456789abcdef0123456789abcdef.png",
      ".env",
      "",
    ]) {
      const response = await fetchMedia(name);
      expect(response.status, name).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
      // Not even a revalidation passes for an image that is not there.
      expect((await fetchMedia(name, { "if-none-match": "*" })).status, name).toBe(404);
    }
    expect((await fetchMedia(body.url!)).status).toBe(200);
  });
});
