// Removes the metadata (EXIF: GPS position, phone serial number, time taken;
// XMP; comments; PNG text chunks) of images stored before uploads were
// stripped on the way in (2026-11-27). An image's address is the hash of its
// bytes, so a stripped image is a new row at a new address: in one
// transaction per image the new row is written, every product, order line,
// category and nearby shop that named the old address is pointed at the new
// one, and the old row is deleted — so the old address answers 404 and no
// longer publishes the metadata. A stored image whose structure cannot be
// walked is reported and left alone. Safe to run again (it then finds
// nothing) and on several instances at once (an advisory lock lets one work).
//
//   npm run media:strip-metadata
//
// Why and what it cannot reach (copies browsers and CDNs already keep):
// docs/adr/0012-uploads-and-jobs-on-several-instances.md, amendment of 2026-11-27.
import { pathToFileURL } from "node:url";
import pg from "pg";
import { openShopDatabase } from "./backups.mjs";
import { runMain } from "./errors.mjs";
import { describeImage, IMAGE_TYPES, mediaUrl } from "../../lib/uploads/image-format.mjs";
import { stripImageMetadata } from "../../lib/uploads/strip-metadata.mjs";
import { IMAGE_ADDRESS_COLUMNS, insertMediaImage } from "./media-rows.mjs";

const LOCK_KEY = "kosh:strip-image-metadata";

const EXTENSION_OF = Object.fromEntries(Object.entries(IMAGE_TYPES).map(([extension, type]) => [type, extension]));

/**
 * @typedef {{ checked: number, stripped: number, references: number, problems: string[] }} StripReport
 */

/**
 * @param {string} connectionString
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<StripReport>}
 */
export async function stripStoredImages(connectionString, { log = () => {} } = {}) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext($1))", [LOCK_KEY]);
    /** @type {StripReport} */
    const report = { checked: 0, stripped: 0, references: 0, problems: [] };
    // The keys first, then each image's bytes on its own: the table may hold gigabytes.
    const { rows } = await client.query(`SELECT "sha256", "mimeType" FROM "MediaImage" ORDER BY "sha256"`);
    for (const { sha256, mimeType } of rows) {
      const extension = EXTENSION_OF[mimeType];
      const oldUrl = extension ? mediaUrl(sha256, extension) : `/media/${sha256} (${mimeType})`;
      report.checked += 1;
      const found = await client.query(`SELECT "bytes" FROM "MediaImage" WHERE "sha256" = $1`, [sha256]);
      if (!found.rows[0] || !extension) continue;
      const bytes = /** @type {Buffer} */ (found.rows[0].bytes);
      const stripped = stripImageMetadata(bytes, /** @type {any} */ (extension));
      if (!stripped) {
        report.problems.push(`${oldUrl} cannot be walked (damaged?); left as it is`);
        continue;
      }
      if (stripped === bytes) continue;
      const image = describeImage(stripped);
      if (!image) continue;
      await client.query("BEGIN");
      try {
        await insertMediaImage(client, image, stripped);
        const products = await client.query(`SELECT id, images FROM "Product" WHERE $1 = ANY(images) FOR UPDATE`, [
          oldUrl,
        ]);
        for (const product of products.rows) {
          const images = [
            ...new Set(product.images.map((/** @type {string} */ url) => (url === oldUrl ? image.url : url))),
          ];
          await client.query(`UPDATE "Product" SET images = $2, "updatedAt" = now() WHERE id = $1`, [
            product.id,
            images,
          ]);
        }
        let references = products.rowCount ?? 0;
        for (const { table, column } of IMAGE_ADDRESS_COLUMNS) {
          const { rowCount } = await client.query(`UPDATE "${table}" SET "${column}" = $2 WHERE "${column}" = $1`, [
            oldUrl,
            image.url,
          ]);
          references += rowCount ?? 0;
        }
        await client.query(`DELETE FROM "MediaImage" WHERE "sha256" = $1`, [sha256]);
        await client.query("COMMIT");
        report.stripped += 1;
        report.references += references;
        log(
          `Media: ${oldUrl} → ${image.url} (${bytes.length - stripped.length} bytes of metadata, ${references} row(s))`,
        );
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    }
    log(
      `Media: ${report.stripped} of ${report.checked} stored image(s) had metadata, now removed; ` +
        `${report.references} row(s) point at the new addresses.`,
    );
    for (const problem of report.problems) log(`Media: ${problem}`);
    return report;
  } finally {
    await client.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await import("../load-env.mjs");
  await runMain(async () => {
    // DATABASE_URL, or the embedded PostgreSQL (the running one, or started for the occasion).
    const db = await openShopDatabase({ log: console.log });
    try {
      await stripStoredImages(db.url, { log: console.log });
    } finally {
      await db.stop();
    }
  });
}
