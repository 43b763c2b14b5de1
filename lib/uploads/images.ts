import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { invalidInput, tooLarge } from "@/lib/errors";
import { IMAGE_TYPES, imageDimensions, sniffImageType, type ImageExtension } from "./image-format.mjs";
import { stripImageMetadata } from "./strip-metadata.mjs";
import { uploadDirectory } from "./upload-folder.mjs";

// The rules for an uploaded image, shared by every upload (an admin's product
// image, a shopper's exchange photo): at most 5 MB, accepted only when its
// first bytes say JPEG, PNG or WebP (its name and the browser's type are not
// trusted), and with a width and height read from its header within
// IMAGE_PIXEL_LIMITS — readImageFile applies them. What passes is stored
// without its metadata (EXIF: where a photo was taken, the phone's serial
// number; lib/uploads/strip-metadata.mjs), so no upload publishes it.
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

/**
 * The most pixels an upload may have. A browser decodes every pixel of an
 * image it shows (4 bytes each), whatever the file's size: a few hundred bytes
 * can claim 30,000 × 30,000 pixels (3.6 GB), which would stop the product's
 * pages for shoppers, or the admin's exchanges queue for a shopper's photo.
 * 25 megapixels takes a 24-megapixel camera's photo (6,000 × 4,000).
 */
export const IMAGE_PIXEL_LIMITS = { side: 10_000, total: 25_000_000 } as const;

export const IMAGE_TEXT = {
  tooLarge: `The image is too large: at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`,
  notImage: "Only JPEG, PNG or WebP images can be uploaded.",
  empty: "The file is empty.",
  sendAsForm: "Send the image as multipart/form-data with a field named file.",
  tooManyPixels: "The image has too many pixels: at most 10,000 a side and 25 megapixels in all.",
  sizeUnreadable: "The image's width and height cannot be read. Save it again as a JPEG, PNG or WebP image.",
  damaged: "The image file is damaged or incomplete. Save it again as a JPEG, PNG or WebP image.",
} as const;

/**
 * 400 unless the image's header says its width and height and they are within
 * IMAGE_PIXEL_LIMITS. A size that cannot be read is refused too: decoders skip
 * bytes a header reader stops at, so it could hide any size.
 */
export function checkImagePixels(bytes: Uint8Array, extension: ImageExtension): void {
  const size = imageDimensions(bytes, extension);
  if (!size) throw invalidInput(IMAGE_TEXT.sizeUnreadable);
  const { side, total } = IMAGE_PIXEL_LIMITS;
  if (size.width > side || size.height > side || size.width * size.height > total)
    throw invalidInput(IMAGE_TEXT.tooManyPixels);
}

/**
 * The image's bytes without metadata (EXIF, XMP, text chunks; the colour
 * profile stays), for bytes that passed checkImagePixels. 400 when the file's
 * structure cannot be walked: metadata that could not be found is not stored.
 */
export function withoutMetadata(bytes: Uint8Array, extension: ImageExtension): Uint8Array<ArrayBuffer> {
  const stripped = stripImageMetadata(bytes, extension);
  if (!stripped) throw invalidInput(IMAGE_TEXT.damaged);
  return stripped;
}

export const imageTooLarge = () => tooLarge(IMAGE_TEXT.tooLarge);

/**
 * The bytes of an uploaded file, without metadata, and its type, once it
 * passes the rules above: 400 when it is empty, not a JPEG, PNG or WebP, has
 * too many pixels (or none that can be read) or is damaged, 413 when it is over 5 MB.
 */
export async function readImageFile(
  file: File,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; extension: ImageExtension }> {
  if (file.size === 0) throw invalidInput(IMAGE_TEXT.empty);
  if (file.size > MAX_UPLOAD_BYTES) throw imageTooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > MAX_UPLOAD_BYTES) throw imageTooLarge();
  const extension = sniffImageType(bytes);
  if (!extension) throw invalidInput(IMAGE_TEXT.notImage);
  checkImagePixels(bytes, extension);
  return { bytes: withoutMetadata(bytes, extension), extension };
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
