import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { invalidInput, tooLarge } from "@/lib/errors";
import { IMAGE_TYPES, sniffImageType, type ImageExtension } from "./image-format.mjs";
import { uploadDirectory } from "./upload-folder.mjs";

// The rules for an uploaded image, shared by every upload: at most 5 MB, and
// accepted only when its first bytes say JPEG, PNG or WebP (its name and the
// browser's type are not trusted) — readImageFile applies them.
//
// Product images are stored in PostgreSQL and served at /media/<sha256>.<ext>
// (lib/uploads/media.ts, docs/adr/0012-uploads-and-jobs-on-several-instances.md). Before
// that they were files under UPLOAD_DIR (default KOSH_DATA_DIR/uploads) with
// random names, served by app/uploads/[name]/route.ts; start-up imports those
// into the database (scripts/db/import-uploads.mjs), and the functions below
// that write and read that folder remain for the old addresses.

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export { IMAGE_TYPES, sniffImageType };

/** 32 hex characters and the extension: nothing else is ever served, so no path can escape the folder. */
const UPLOAD_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

export function isUploadName(name: string): boolean {
  return UPLOAD_NAME.test(name);
}

export const imageTooLarge = () => tooLarge(`The image is too large: at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`);

/**
 * The bytes of an uploaded file and its type, once it passes the rules above:
 * 400 when it is empty or not a JPEG, PNG or WebP, 413 when it is over 5 MB.
 */
export async function readImageFile(
  file: File,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; extension: ImageExtension }> {
  if (file.size === 0) throw invalidInput("The file is empty.");
  if (file.size > MAX_UPLOAD_BYTES) throw imageTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > MAX_UPLOAD_BYTES) throw imageTooLarge();
  const extension = sniffImageType(bytes);
  if (!extension) throw invalidInput("Only JPEG, PNG or WebP images can be uploaded.");
  return { bytes, extension };
}

/** The stored image with this name, or null when the name is not one of ours or the file is missing. */
export async function readUploadedImage(name: string): Promise<{ body: Buffer; contentType: string } | null> {
  if (!isUploadName(name)) return null;
  const extension = name.slice(name.lastIndexOf(".") + 1) as ImageExtension;
  try {
    const body = await readFile(path.join(uploadDirectory(), name));
    return { body, contentType: IMAGE_TYPES[extension] };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
