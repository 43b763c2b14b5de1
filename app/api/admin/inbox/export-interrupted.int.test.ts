import pg from "pg";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { log } from "@/lib/observability/log.mjs";
import { adminAndShopper, apiRequest, useTestSecret } from "@/test/integration/accounts";
import { GET as messagesCsv } from "./messages.csv/route";

// A CSV download answers 200 before its rows are read (it streams them, 1,000 a query). When the
// database drops in the middle, the file must not end as if complete: a browser would save a
// shorter export that looks whole. The body errors (the connection is cut without the last
// chunk), and the failure is logged once.

const ROWS = 3_500;
let adminToken: string;

beforeAll(async () => {
  useTestSecret();
  ({ adminToken } = await adminAndShopper());
  await prisma.$executeRaw`
    INSERT INTO "ContactMessage" (id, name, email, subject, message, "createdAt")
    SELECT 'msg-' || g, 'Asha', 'asha@example.in', 'OTHER', 'Hello', now() - g * interval '1 second'
    FROM generate_series(1, ${ROWS}::int) AS g`;
});

afterEach(() => vi.restoreAllMocks());

/** A connection of the test's own, outside the shop's pool. */
async function sideConnection() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  client.on("error", () => {});
  await client.connect();
  return client;
}

describe("a CSV export interrupted by the database", () => {
  it("errors instead of ending cleanly when its connection is terminated midway, and logs it once", async () => {
    const errors = vi.spyOn(log, "error").mockImplementation(() => {});
    const response = await messagesCsv(apiRequest("/api/admin/inbox/messages.csv", { token: adminToken }), {});
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = decoder.decode((await reader.read()).value, { stream: true }); // the header row
    received += decoder.decode((await reader.read()).value, { stream: true }); // the first 1,000 rows
    expect(received.split("\r\n")).toHaveLength(1 + 1000 + 1);

    // The next page's read waits on a lock, and its server process is terminated while it waits.
    const locker = await sideConnection();
    try {
      await locker.query("BEGIN");
      await locker.query(`LOCK TABLE "ContactMessage" IN ACCESS EXCLUSIVE MODE`);
      const rest = (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return "ended";
          received += decoder.decode(value, { stream: true });
        }
      })();
      rest.catch(() => {});
      let waiting: number | undefined;
      for (let tries = 0; waiting === undefined && tries < 200; tries++) {
        const { rows } = await locker.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
        );
        waiting = rows[0]?.pid;
        if (waiting === undefined) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(waiting, "a page read waiting on the lock").toBeDefined();
      await locker.query("SELECT pg_terminate_backend($1)", [waiting]);
      await expect(rest).rejects.toMatchObject({ name: "CsvExportInterrupted" });
    } finally {
      await locker.query("ROLLBACK").catch(() => {});
      await locker.end();
    }
    // What arrived is whole rows only, fewer than the export holds.
    const lines = received.split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines.length - 2).toBeLessThan(ROWS);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]![0]).toBe("CSV export failed midway");
    expect(errors.mock.calls[0]![1]).toMatchObject({
      file: expect.stringMatching(/^contact-messages-.*\.csv$/),
      rowsSent: lines.length - 2,
    });
  });
});
