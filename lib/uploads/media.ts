import "server-only";
import { assertAdmin, type Viewer } from "@/lib/auth/viewer";
import { prisma } from "@/lib/db";
import { describeImage, IMAGE_TYPES, parseMediaName } from "./image-format.mjs";
import { readImageFile } from "./images";

// Images admins upload, kept in PostgreSQL (the MediaImage table) and served
// at /media/<sha256>.<ext> (app/media/[file]/route.ts), so every instance —
// and Vercel, which has no lasting disk — serves every image, and a backup
// holds them. The address is the content's hash: it never changes meaning, so
// browsers and CDNs keep it for a year without asking again, and the same
// bytes uploaded twice are one row. Why here and not in a bucket:
// docs/adr/0012-uploads-and-jobs-on-several-instances.md.
//
// A second store (S3-compatible) would take the place of saveImage and
// readMediaImage below; callers deal only in URLs.

export type StoredImage = {
  /** The public address, /media/<sha256>.<ext>. */
  url: string;
  sha256: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
  /** False when the same bytes were stored before (nothing new was written). */
  created: boolean;
};

/**
 * Stores image bytes that already passed the upload rules (readImageFile) once
 * per content: a second upload of the same bytes, also at the same moment on
 * another instance, finds the first row (INSERT … ON CONFLICT DO NOTHING).
 */
async function saveImage(bytes: Uint8Array<ArrayBuffer>): Promise<StoredImage> {
  const image = describeImage(bytes);
  if (!image) throw new Error("saveImage: not a JPEG, PNG or WebP (readImageFile checks that first).");
  const { url, sha256, mimeType, size, width, height } = image;
  const { count } = await prisma.mediaImage.createMany({
    data: [{ sha256, mimeType, size, width, height, bytes }],
    skipDuplicates: true,
  });
  return { url, sha256, mimeType, size, width, height, created: count === 1 };
}

/**
 * An admin's upload (POST /api/admin/uploads): checked by the shared rules
 * (lib/uploads/images.ts: 400 not an image, empty or damaged, 413 over 5 MB)
 * and stored without its metadata — the hash, and so the public address,
 * names the stripped bytes. Admins only (docs/adr/0001): anyone else gets 403 before the file is read.
 */
export async function uploadImage(viewer: Viewer | null, file: File): Promise<StoredImage> {
  assertAdmin(viewer);
  const { bytes } = await readImageFile(file);
  return saveImage(bytes);
}

export type MediaImageFile = {
  sha256: string;
  mimeType: string;
  size: number;
  /** Null when only the headers were asked for. */
  bytes: Uint8Array | null;
};

/**
 * The stored image a /media/ file name names, or null when the name is not
 * one of ours, no such image is stored, or its extension is not its type.
 * Public: product images are shown to everyone. `withBytes: false` reads
 * only what a 304 answer needs.
 */
export async function readMediaImage(name: string, { withBytes = true } = {}): Promise<MediaImageFile | null> {
  const parsed = parseMediaName(name);
  if (!parsed) return null;
  const image = await prisma.mediaImage.findUnique({
    where: { sha256: parsed.sha256 },
    select: { sha256: true, mimeType: true, size: true, bytes: withBytes },
  });
  if (!image || IMAGE_TYPES[parsed.extension] !== image.mimeType) return null;
  return { sha256: image.sha256, mimeType: image.mimeType, size: image.size, bytes: image.bytes ?? null };
}
