import { afterEach, describe, expect, it } from "vitest";
import { disconnectPrisma } from "@/lib/db";
import { GET } from "./route";

describe("GET /api/health", () => {
  const databaseUrl = process.env.DATABASE_URL;
  afterEach(async () => {
    await disconnectPrisma();
    process.env.DATABASE_URL = databaseUrl;
  });

  it("answers 200 when the database is reachable", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", database: "reachable" });
  });

  it("answers 503 with a clear body when the database is not", async () => {
    await disconnectPrisma();
    process.env.DATABASE_URL = "postgresql://nobody:nothing@127.0.0.1:1/none";
    const response = await GET();
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toMatchObject({ status: "unavailable", database: "unreachable" });
    expect(body.message).toMatch(/^The database is not reachable/);
    expect(body.message).not.toContain("nothing");
  });
});
