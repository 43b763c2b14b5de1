// Where the shop's rows hold image addresses, and how an image's row is
// written: shared by the scripts that move images between addresses
// (import-uploads.mjs, strip-image-metadata.mjs), so a new column that holds
// an image address is added here once. Product.images (an array) is handled
// by each script itself.

/** Single-address columns that may hold an image's address. */
export const IMAGE_ADDRESS_COLUMNS = [
  { table: "OrderItem", column: "productImage", label: "order line(s)" },
  { table: "Category", column: "imageUrl", label: "category(ies)" },
  { table: "NearbyShop", column: "image", label: "nearby shop(s)" },
];

/**
 * Stores an image's bytes under their hash unless a row has them already.
 * @param {import("pg").ClientBase} client
 * @param {{ sha256: string, mimeType: string, size: number, width: number, height: number }} image describeImage's answer for `bytes`
 * @param {Uint8Array} bytes
 * @returns {Promise<boolean>} whether a new row was written
 */
export async function insertMediaImage(client, image, bytes) {
  const { rowCount } = await client.query(
    `INSERT INTO "MediaImage" ("sha256", "mimeType", "size", "width", "height", "bytes")
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ("sha256") DO NOTHING`,
    [image.sha256, image.mimeType, image.size, image.width, image.height, Buffer.from(bytes)],
  );
  return rowCount === 1;
}
