import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueSessionToken } from "@/lib/auth/session-token";
import { MAX_UPLOAD_BYTES } from "@/lib/uploads/images";
import { createUser, fromAddress, useTestSecret } from "@/test/integration/accounts";
import { GET as serve } from "../../../uploads/[name]/route";
import { POST as upload } from "./route";

let adminToken: string;
let shopperToken: string;
let directory: string;

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const WEBP = new TextEncoder().encode("RIFF\u0024\u0000\u0000\u0000WEBPVP8 ");

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
const fetchUpload = (name: string) =>
  serve(new Request(`http://localhost/uploads/${name}`), {
    params: Promise.resolve({ name }),
  });

beforeAll(async () => {
  useTestSecret();
  directory = await mkdtemp(path.join(os.tmpdir(), "kosh-uploads-"));
  process.env.UPLOAD_DIR = directory;
  const [admin, shopper] = await Promise.all([createUser({ role: "ADMIN" }), createUser()]);
  adminToken = (await issueSessionToken({ id: admin.id, tokenVersion: 0 })).token;
  shopperToken = (await issueSessionToken({ id: shopper.id, tokenVersion: 0 })).token;
});

afterAll(async () => {
  delete process.env.UPLOAD_DIR;
  await rm(directory, { recursive: true, force: true });
});

describe("POST /api/admin/uploads", () => {
  it("answers 401 to a guest and 403 to a shopper, and stores nothing", async () => {
    expect((await send(uploadRequest(new Blob([PNG])))).status).toBe(401);
    expect((await send(uploadRequest(new Blob([PNG]), { token: shopperToken }))).status).toBe(403);
    expect(await readdir(directory)).toEqual([]);
  });

  it("stores JPEG, PNG and WebP under a random name and serves them with their type, cached for ever", async () => {
    for (const [bytes, type, extension] of [
      [PNG, "image/png", "png"],
      [JPEG, "image/jpeg", "jpg"],
      [WEBP, "image/webp", "webp"],
    ] as const) {
      // The name the browser sends does not matter; the bytes do.
      const { status, body } = await send(uploadRequest(new Blob([bytes]), { token: adminToken, name: "x.gif" }));
      expect(status).toBe(201);
      expect(body.url).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.${extension}$`));
      const name = body.url!.slice("/uploads/".length);
      const served = await fetchUpload(name);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    }
    expect(await readdir(directory)).toHaveLength(3);
  });

  it("refuses a non-image disguised as .png, an empty or missing file and a file over 5 MB", async () => {
    const before = await readdir(directory);
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
    const json = new Request("http://localhost/api/admin/uploads", {
      method: "POST",
      headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
      body: "{}",
    });
    expect((await send(json)).status).toBe(400);

    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG);
    const tooLarge = await send(uploadRequest(new Blob([big]), { token: adminToken }));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toMatch(/5 MB/);
    expect(await readdir(directory)).toEqual(before);
  });
});

describe("GET /uploads/{name}", () => {
  it("answers 404 for unknown names and anything that is not one of its own names", async () => {
    for (const name of [
      "0123456789abcdef0123456789abcdef.png",
      "../../etc/passwd",
      "..%2F..%2Fetc%2Fpasswd",
      "0123456789ABCDEF0123456789ABCDEF.png",
      "0123456789abcdef0123456789abcdef.svg",
      ".env",
      "",
    ]) {
      const response = await fetchUpload(name);
      expect(response.status, name).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });
});
