import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { GET as serveMedia } from "@/app/media/[file]/route";
import { describeImage } from "@/lib/uploads/image-format.mjs";
import { createUser } from "@/test/integration/accounts";
import { product } from "@/test/integration/checkout";
import { exifSegment, jpeg, png, xmpSegment } from "@/test/images";
import { createTestOrder } from "@/test/integration/orders";
import { stripStoredImages } from "./strip-image-metadata.mjs";

// Images stored before uploads were stripped on the way in: each one with
// metadata moves to the address of its stripped bytes, every row that named it
// follows, and the old address stops serving the metadata.

const databaseUrl = process.env.DATABASE_URL!;

/** Stores bytes as saveImage did before (as uploaded), and gives their address. */
async function storedAsUploaded(bytes: Buffer) {
  const image = describeImage(bytes)!;
  await prisma.mediaImage.create({
    data: {
      sha256: image.sha256,
      mimeType: image.mimeType,
      size: image.size,
      width: image.width,
      height: image.height,
      bytes: Uint8Array.from(bytes),
    },
  });
  return image.url;
}
const mediaOf = (bytes: Uint8Array, extension: string) =>
  `/media/${createHash("sha256").update(bytes).digest("hex")}.${extension}`;
const serve = (url: string) => {
  const file = url.slice("/media/".length);
  return serveMedia(new Request(`http://localhost${url}`), { params: Promise.resolve({ file }) });
};

describe("npm run media:strip-metadata", () => {
  it("moves each stored image with metadata to its stripped bytes' address, rewrites every row that named it, once", async () => {
    const PHOTO = jpeg(64, 48, { metadata: [exifSegment(), xmpSegment()] });
    const CLEAN = png(8, 6, [10, 200, 30]);
    const cut = jpeg(16, 16, { metadata: [exifSegment()] });
    const DAMAGED = cut.subarray(0, cut.length - 2);
    const photo = await storedAsUploaded(PHOTO);
    const clean = await storedAsUploaded(CLEAN);
    const damaged = await storedAsUploaded(DAMAGED);
    const stripped = mediaOf(jpeg(64, 48), "jpg");

    const { id: productId } = await product(150_000, 10);
    await prisma.product.update({ where: { id: productId }, data: { images: [clean, photo, damaged] } });
    const shopper = await createUser();
    const order = await createTestOrder({ userId: shopper.id, lines: [{ productId, quantity: 1 }] });
    await prisma.orderItem.updateMany({ where: { orderId: order.id }, data: { productImage: photo } });
    const category = await prisma.category.create({
      data: { name: "Phone Photos", slug: "phone-photos", imageUrl: photo },
    });

    const lines: string[] = [];
    const report = await stripStoredImages(databaseUrl, { log: (line) => lines.push(line) });
    expect(report).toMatchObject({ checked: 3, stripped: 1, references: 3 });
    expect(report.problems).toEqual([`${damaged} cannot be walked (damaged?); left as it is`]);

    // Order kept; the old address is gone.
    expect((await prisma.product.findUniqueOrThrow({ where: { id: productId } })).images).toEqual([
      clean,
      stripped,
      damaged,
    ]);
    expect((await prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } })).productImage).toBe(stripped);
    expect((await prisma.category.findUniqueOrThrow({ where: { id: category.id } })).imageUrl).toBe(stripped);
    expect((await serve(photo)).status).toBe(404);
    const served = await serve(stripped);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(jpeg(64, 48))).toBe(true);
    for (const gone of ["Exif", "GPS", "ABC123"]) expect(bytes.includes(gone), gone).toBe(false);
    expect(await prisma.mediaImage.findUniqueOrThrow({ where: { sha256: stripped.slice(7, 71) } })).toMatchObject({
      mimeType: "image/jpeg",
      width: 64,
      height: 48,
    });
    expect((await serve(clean)).status).toBe(200);

    // Again: nothing left to strip, the damaged one reported again.
    const again = await stripStoredImages(databaseUrl);
    expect(again).toMatchObject({ checked: 3, stripped: 0, references: 0 });
    expect(await prisma.mediaImage.count()).toBe(3);
  });
});
