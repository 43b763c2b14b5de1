import net from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openShopDatabase } from "./backups.mjs";
import { openDatabase } from "./database.mjs";

describe("the embedded PostgreSQL is never the database of a production or Vercel run", () => {
  let busy: net.Server | undefined;
  afterEach(async () => {
    vi.unstubAllEnvs();
    await new Promise((resolve) => (busy ? busy.close(resolve) : resolve(undefined)));
    busy = undefined;
  });

  /** A port something else holds: reaching for the embedded server there would fail differently. */
  async function occupiedPort() {
    busy = net.createServer();
    await new Promise<void>((resolve) => busy!.listen(0, "127.0.0.1", resolve));
    return String((busy.address() as net.AddressInfo).port);
  }

  for (const [label, env] of [
    ["NODE_ENV=production", { NODE_ENV: "production" }],
    ["Vercel", { VERCEL: "1" }],
  ] as const) {
    it(`db:migrate and npm start's opening (openDatabase), ${label}, without DATABASE_URL`, async () => {
      vi.stubEnv("DATABASE_URL", "");
      vi.stubEnv("EMBEDDED_PG_PORT", await occupiedPort());
      for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
      await expect(openDatabase()).rejects.toThrow(/^DATABASE_URL is not set .*the embedded one is for the demo/);
    });

    it(`db:backup, db:restore and media:strip-metadata (openShopDatabase), ${label}, without DATABASE_URL`, async () => {
      vi.stubEnv("DATABASE_URL", " ");
      vi.stubEnv("EMBEDDED_PG_PORT", await occupiedPort());
      for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
      await expect(openShopDatabase({ forBackup: true })).rejects.toThrow(/^DATABASE_URL is not set/);
    });
  }
});
