import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { ApiError, badRequest } from "@/lib/api/http";

// Product images uploaded by admins: stored as files under UPLOAD_DIR
// (default KOSH_DATA_DIR/uploads, resolved from the project folder like the
// database's data folder) with random names, and served by
// app/uploads/[name]/route.ts. A file is accepted only when its first bytes
// say JPEG, PNG or WebP; its name and the browser's type are not trusted.

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const IMAGE_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

/** The folder uploads are written to and read from. */
export function uploadDirectory(): string {
  const configured = process.env.UPLOAD_DIR?.trim();
  if (configured) return path.resolve(process.cwd(), configured);
  return path.resolve(process.cwd(), process.env.KOSH_DATA_DIR || ".data", "uploads");
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** What the file's first bytes say it is, or null for anything but JPEG, PNG or WebP. */
export function sniffImageType(bytes: Uint8Array): ImageExtension | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/** 32 hex characters and the extension: nothing else is ever served, so no path can escape the folder. */
const UPLOAD_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

export function isUploadName(name: string): boolean {
  return UPLOAD_NAME.test(name);
}

export const tooLarge = () =>
  new ApiError(413, `The image is too large: at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`, "TOO_LARGE");

/** Checks and stores one uploaded file; answers its public URL. */
export async function saveUploadedImage(file: File): Promise<{ url: string; contentType: string }> {
  if (file.size === 0) throw badRequest("The file is empty.");
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > MAX_UPLOAD_BYTES) throw tooLarge();
  const extension = sniffImageType(bytes);
  if (!extension) throw badRequest("Only JPEG, PNG or WebP images can be uploaded.");
  const name = `${randomBytes(16).toString("hex")}.${extension}`;
  const directory = uploadDirectory();
  await mkdir(directory, { recursive: true });
  // "wx": never overwrite (a repeated random name would be a bug, not a reason to lose an image).
  await writeFile(path.join(directory, name), bytes, { flag: "wx", mode: 0o644 });
  return { url: `/uploads/${name}`, contentType: IMAGE_TYPES[extension] };
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
