import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { adminAndShopper, fromAddress, useTestSecret, withId } from "@/test/integration/accounts";

// An attacker's inputs to every admin API, with an admin's token (a stolen session, or a careless script):
// whatever the body, its type, the id in the path or the query, each answers a 4xx with a message, never a
// 5xx, and no route under [id] succeeds for an id nothing has.

type Handler = (request: Request, context: ReturnType<typeof withId>) => Promise<Response>;

function routeFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? routeFiles(full) : name === "route.ts" ? [full] : [];
  });
}

const IDS = ["x".repeat(4000), "../../etc/passwd", "..%2F..", " ", "\ud800", "' OR '1'='1", "😀", "null"];
const JSON_TYPE = "application/json";
const BODIES: Array<[string | null, string]> = [
  [JSON_TYPE, "[]"],
  [JSON_TYPE, "null"],
  [JSON_TYPE, '"text"'],
  [JSON_TYPE, "{"],
  [JSON_TYPE, '{"name":{"$ne":1},"price":"1e308","stock":1e308,"status":[],"read":"yes","isActive":"no"}'],
  [JSON_TYPE, '{"__proto__":{"role":"ADMIN"},"constructor":{"prototype":{}}}'],
  [JSON_TYPE, "[".repeat(20_000) + "]".repeat(20_000)],
  [JSON_TYPE, JSON.stringify({ name: "x".repeat(70 * 1024) })],
  [JSON_TYPE, '{"name":"Valid","read":true,"isActive":false}'],
  ["text/plain", "{}"],
  [null, "{}"],
];
const QUERIES = [
  "?page=-1&pageSize=100000",
  "?page=1e9&sort=__proto__",
  "?month=9999-99&from=x&to=0001-01-01",
  "?q=%25%25%25",
];

let token: string;
beforeAll(async () => {
  useTestSecret();
  token = (await adminAndShopper()).adminToken;
});

describe("the admin APIs under hostile input", () => {
  it(
    "answer 4xx with a message, never 5xx, and never succeed for an id nothing has",
    { timeout: 120_000 },
    async () => {
      const wrong: string[] = [];
      const tested = new Set<string>();
      for (const file of routeFiles(path.join(process.cwd(), "app/api/admin"))) {
        const handlers = (await import(file)) as Record<string, Handler | undefined>;
        const address = file.slice(file.indexOf("/api/admin")).replace(/\/route\.ts$/, "");
        const byId = address.includes("[id]");
        for (const method of ["GET", "POST", "PATCH", "DELETE"]) {
          const handler = handlers[method];
          if (!handler) continue;
          tested.add(`${method} ${address}`);
          const reads = method === "POST" || method === "PATCH";
          const cases: Array<[string, string | null, string | undefined]> = reads
            ? BODIES.map(([type, body]) => ["", type, body])
            : QUERIES.map((query) => [query, null, undefined]);
          for (const id of byId ? IDS : ["-"]) {
            for (const [query, type, body] of cases) {
              const headers = new Headers({ authorization: `Bearer ${token}`, ...fromAddress("198.51.100.40") });
              const request = new Request(`http://localhost${address.replace("[id]", "some-id")}${query}`, {
                method,
                headers,
                body,
              });
              if (type === null) request.headers.delete("content-type");
              else request.headers.set("content-type", type);
              const response = await handler(request, withId(id));
              const failed = response.status >= 500 || (byId && response.status < 400);
              const text = await response.text();
              const explained = response.status < 400 || /"message":"[^"]+/.test(text);
              if (failed || !explained)
                wrong.push(
                  `${response.status} ${method} ${address} id=${JSON.stringify(id.slice(0, 12))} ${query}${String(body).slice(0, 30)} → ${text.slice(0, 120)}`,
                );
            }
          }
        }
      }
      expect(wrong).toEqual([]);
      // Every route was reached (a folder moved or renamed would otherwise drop out silently).
      for (const reached of ["PATCH /api/admin/products/[id]", "POST /api/admin/uploads", "GET /api/admin/orders/[id]"])
        expect(tested).toContain(reached);
      expect(tested.size).toBeGreaterThan(30);
    },
  );
});
