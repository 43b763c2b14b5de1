import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { GET as serveMedia } from "@/app/media/[file]/route";
import { GET as serveLegacy } from "@/app/uploads/[name]/route";
import { product } from "@/test/integration/checkout";
import { createUser } from "@/test/integration/accounts";
import { jpegHeader, png } from "@/test/images";
import { createTestOrder } from "@/test/integration/orders";
import { stripImageMetadata } from "@/lib/uploads/strip-metadata.mjs";
import { importLegacyUploads } from "./import-uploads.mjs";
import { projectRoot } from "./migrations.mjs";

// Uploads from before images were kept in the database: real files in an
// UPLOAD_DIR, referenced from products, order lines and a category, are
// imported and their addresses rewritten at start-up — once, whatever is
// missing or broken is reported and left alone.

const databaseUrl = process.env.DATABASE_URL!;
let folder: string;

const FRONT = png(40, 30, [20, 120, 120]);
const SIDE = jpegHeader(720, 477); // with an Exif segment, which the import leaves behind
const SIDE_STORED = stripImageMetadata(SIDE, "jpg")!;
const names = {
  front: "0a".repeat(16) + ".png",
  frontAgain: "0b".repeat(16) + ".png", // the same bytes uploaded twice under two random names
  side: "0c".repeat(16) + ".jpg",
  missing: "0d".repeat(16) + ".png",
  notAnImage: "0e".repeat(16) + ".png",
};
const legacy = (name: string) => `/uploads/${name}`;
const mediaOf = (bytes: Uint8Array, extension: string) =>
  `/media/${createHash("sha256").update(bytes).digest("hex")}.${extension}`;

async function productWithImages(images: string[]) {
  const { id } = await product(150_000, 10);
  return prisma.product.update({
    where: { id },
    data: { images },
    select: { id: true, images: true, updatedAt: true },
  });
}
const imagesOf = async (id: string) => (await prisma.product.findUniqueOrThrow({ where: { id } })).images;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), "kosh-legacy-uploads-"));
  await writeFile(path.join(folder, names.front), FRONT);
  await writeFile(path.join(folder, names.frontAgain), FRONT);
  await writeFile(path.join(folder, names.side), SIDE);
  await writeFile(path.join(folder, names.notAnImage), "<html>not an image</html>");
});

afterAll(async () => {
  delete process.env.UPLOAD_DIR;
  await rm(folder, { recursive: true, force: true });
});

describe("importing the old upload folder", () => {
  it("moves referenced files into the database, rewrites their addresses and leaves missing ones, once", async () => {
    const elsewhere = "https://cdn.example.in/uploads/" + names.front;
    const main = await productWithImages([legacy(names.front), "/demo-images/products/backpack/x-1.svg", elsewhere]);
    const twice = await productWithImages([legacy(names.frontAgain), legacy(names.side), legacy(names.front)]);
    const broken = await productWithImages([
      legacy(names.missing),
      legacy(names.notAnImage),
      legacy("../../etc/passwd"),
    ]);
    const untouched = await productWithImages(["/demo-images/products/backpack/x-2.svg"]);
    const shopper = await createUser();
    const order = await createTestOrder({ userId: shopper.id, lines: [{ productId: main.id, quantity: 1 }] });
    const category = await prisma.category.create({
      data: { name: "Imported Bags", slug: "imported-bags", imageUrl: legacy(names.side) },
    });

    const lines: string[] = [];
    const report = await importLegacyUploads(databaseUrl, { directory: folder, log: (line) => lines.push(line) });

    const front = mediaOf(FRONT, "png");
    const side = mediaOf(SIDE_STORED, "jpg");
    expect(report).toMatchObject({ referenced: 6, imported: 2, alreadyStored: 1 });
    expect(report.rewritten).toEqual({
      "product(s)": 2,
      "order line(s)": 1,
      "category(ies)": 1,
      "nearby shop(s)": 0,
    });
    // Order kept; the two copies of one picture become one image.
    expect(await imagesOf(main.id)).toEqual([front, "/demo-images/products/backpack/x-1.svg", elsewhere]);
    expect(await imagesOf(twice.id)).toEqual([front, side]);
    expect(await imagesOf(broken.id)).toEqual(broken.images);
    expect(await imagesOf(untouched.id)).toEqual(untouched.images);
    const item = await prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } });
    expect(item.productImage).toBe(front);
    expect((await prisma.category.findUniqueOrThrow({ where: { id: category.id } })).imageUrl).toBe(side);

    expect(
      await prisma.mediaImage.findMany({ select: { sha256: true, mimeType: true, width: true, height: true } }),
    ).toEqual(
      expect.arrayContaining([
        { sha256: front.slice(7, 71), mimeType: "image/png", width: 40, height: 30 },
        { sha256: side.slice(7, 71), mimeType: "image/jpeg", width: 720, height: 477 },
      ]),
    );
    expect(await prisma.mediaImage.count()).toBe(2);
    const storedSide = await prisma.mediaImage.findUniqueOrThrow({ where: { sha256: side.slice(7, 71) } });
    expect(Buffer.from(storedSide.bytes).includes("Exif")).toBe(false);
    expect(storedSide.size).toBe(SIDE.length - 50); // the 40-byte Exif body, its identifier and its marker
    // Served from the database, byte for byte the file.
    const file = front.slice("/media/".length);
    const served = await serveMedia(new Request(`http://localhost${front}`), { params: Promise.resolve({ file }) });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(FRONT)).toBe(true);

    expect(lines).toEqual([
      "Uploads: 3 of 6 file(s) under /uploads/ moved into the database (2 new, 1 already there); now at /media/: 2 product(s), 1 order line(s), 1 category(ies).",
      "Uploads: /uploads/../../etc/passwd is not a name the shop gave an upload; its addresses are left as they are.",
      `Uploads: ${legacy(names.missing)} is missing from ${folder}; its addresses are left as they are.`,
      `Uploads: ${legacy(names.notAnImage)} is not a JPEG, PNG or WebP image; its addresses are left as they are.`,
    ]);

    // Again (the next start): nothing more to move, nothing rewritten, the same three reported.
    const before = await prisma.product.findUniqueOrThrow({ where: { id: twice.id } });
    const again: string[] = [];
    const second = await importLegacyUploads(databaseUrl, { directory: folder, log: (line) => again.push(line) });
    expect(second).toMatchObject({ referenced: 3, imported: 0, alreadyStored: 0 });
    expect(again).toEqual([
      "Uploads: 0 of 3 file(s) under /uploads/ moved into the database (0 new, 0 already there).",
      ...lines.slice(1),
    ]);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: twice.id } })).updatedAt).toEqual(before.updatedAt);
    expect(await prisma.mediaImage.count()).toBe(2);

    // An address copied elsewhere before the move (a mail, a bookmark) still finds this instance's file.
    process.env.UPLOAD_DIR = folder;
    const old = await serveLegacy(new Request(`http://localhost${legacy(names.front)}`), {
      params: Promise.resolve({ name: names.front }),
    });
    expect(old.status).toBe(200);
    expect(Buffer.from(await old.arrayBuffer()).equals(FRONT)).toBe(true);
  });

  it("runs on its own in `npm run db:migrate`, after the migrations, and says what it did", async () => {
    const bytes = png(8, 8, [1, 2, 3]);
    const name = "1f".repeat(16) + ".png";
    await writeFile(path.join(folder, name), bytes);
    const made = await productWithImages([legacy(name)]);

    const { stdout } = await promisify(execFile)(process.execPath, [path.join(projectRoot, "scripts/db/migrate.mjs")], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, UPLOAD_DIR: folder },
    });
    expect(stdout).toContain("Database is up to date.");
    expect(stdout).toMatch(
      /Uploads: 1 of \d+ file\(s\) under \/uploads\/ moved into the database \(1 new, 0 already there\); now at \/media\/: 1 product\(s\)\./,
    );
    expect(await imagesOf(made.id)).toEqual([mediaOf(bytes, "png")]);
  });
});
