// Moves admins' uploads from the old folder (UPLOAD_DIR) into the database:
// every image address of the form /uploads/<name> that the shop's rows hold
// (product images, order lines' image snapshots, category and nearby-shop
// images) whose file is in this instance's folder is stored in MediaImage and
// the address rewritten to /media/<sha256>.<ext> (of its bytes without
// metadata, lib/uploads/strip-metadata.mjs). Runs after the migrations
// in `npm start` and `npm run db:migrate`; safe to run again and on several
// instances at once (each imports the files on its own disk). A file that is
// missing or is not an image is reported and its addresses are left as they are.
// Why: docs/adr/0012-uploads-and-jobs-on-several-instances.md.
import { readFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { describeImage, sniffImageType } from "../../lib/uploads/image-format.mjs";
import { stripImageMetadata } from "../../lib/uploads/strip-metadata.mjs";
import { uploadDirectory } from "../../lib/uploads/upload-folder.mjs";
import { IMAGE_ADDRESS_COLUMNS, insertMediaImage } from "./media-rows.mjs";

const LEGACY_PREFIX = "/uploads/";
/** The names the old upload code gave files: nothing else is read, so no address can reach outside the folder. */
const LEGACY_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;
/** One import at a time per database: a second instance starting at the same moment waits, then finds nothing left. */
const LOCK_KEY = "kosh:import-uploads";

/**
 * @typedef {{
 *   referenced: number,
 *   imported: number,
 *   alreadyStored: number,
 *   problems: Array<{ address: string, reason: string }>,
 *   rewritten: Record<string, number>,
 * }} ImportReport
 */

/**
 * @param {string} connectionString
 * @param {{ directory?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<ImportReport>}
 */
export async function importLegacyUploads(connectionString, { directory = uploadDirectory(), log = () => {} } = {}) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock(hashtext($1))", [LOCK_KEY]);
    return await importWith(client, directory, log);
  } finally {
    await client.end();
  }
}

/**
 * @param {pg.Client} client
 * @param {string} directory
 * @param {(line: string) => void} log
 * @returns {Promise<ImportReport>}
 */
async function importWith(client, directory, log) {
  const like = `${LEGACY_PREFIX}%`;
  const { rows: products } = await client.query(
    `SELECT id, images FROM "Product" WHERE EXISTS (SELECT 1 FROM unnest(images) AS u WHERE u LIKE $1)`,
    [like],
  );
  const addresses = new Set(
    products.flatMap((product) => product.images.filter((url) => url.startsWith(LEGACY_PREFIX))),
  );
  for (const { table, column } of IMAGE_ADDRESS_COLUMNS) {
    const { rows } = await client.query(
      `SELECT DISTINCT "${column}" AS url FROM "${table}" WHERE "${column}" LIKE $1`,
      [like],
    );
    for (const { url } of rows) addresses.add(url);
  }
  /** @type {ImportReport} */
  const report = { referenced: addresses.size, imported: 0, alreadyStored: 0, problems: [], rewritten: {} };
  if (addresses.size === 0) return report;

  /** @type {Map<string, string>} old address → new address */
  const moved = new Map();
  for (const address of [...addresses].sort()) {
    const name = address.slice(LEGACY_PREFIX.length);
    if (!LEGACY_NAME.test(name)) {
      report.problems.push({ address, reason: "is not a name the shop gave an upload" });
      continue;
    }
    let bytes;
    try {
      bytes = await readFile(path.join(directory, name));
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") throw error;
      report.problems.push({ address, reason: `is missing from ${directory}` });
      continue;
    }
    const extension = sniffImageType(bytes);
    if (!extension) {
      report.problems.push({ address, reason: "is not a JPEG, PNG or WebP image" });
      continue;
    }
    // Stored without its metadata (GPS position, serial number), as uploads are now.
    const stripped = stripImageMetadata(bytes, extension);
    const image = stripped && describeImage(stripped);
    if (!image) {
      report.problems.push({ address, reason: "is damaged (its structure cannot be read)" });
      continue;
    }
    if (await insertMediaImage(client, image, stripped)) report.imported += 1;
    else report.alreadyStored += 1;
    moved.set(address, image.url);
  }

  // Each row is rewritten only if it still holds what was read (an admin may be editing it now).
  let productCount = 0;
  for (const product of products) {
    const images = [...new Set(product.images.map((url) => moved.get(url) ?? url))];
    if (images.length === product.images.length && images.every((url, i) => url === product.images[i])) continue;
    const { rowCount } = await client.query(
      `UPDATE "Product" SET images = $2, "updatedAt" = now() WHERE id = $1 AND images = $3`,
      [product.id, images, product.images],
    );
    productCount += rowCount ?? 0;
  }
  report.rewritten["product(s)"] = productCount;
  for (const { table, column, label } of IMAGE_ADDRESS_COLUMNS) {
    let count = 0;
    for (const [from, to] of moved) {
      const { rowCount } = await client.query(`UPDATE "${table}" SET "${column}" = $2 WHERE "${column}" = $1`, [
        from,
        to,
      ]);
      count += rowCount ?? 0;
    }
    report.rewritten[label] = count;
  }

  const rewritten = Object.entries(report.rewritten)
    .filter(([, count]) => count > 0)
    .map(([label, count]) => `${count} ${label}`);
  log(
    `Uploads: ${moved.size} of ${report.referenced} file(s) under /uploads/ moved into the database ` +
      `(${report.imported} new, ${report.alreadyStored} already there)` +
      (rewritten.length ? `; now at /media/: ${rewritten.join(", ")}.` : "."),
  );
  for (const { address, reason } of report.problems)
    log(`Uploads: ${address} ${reason}; its addresses are left as they are.`);
  return report;
}
