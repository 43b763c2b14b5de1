import { afterEach, describe, expect, it } from "vitest";
import { databaseMigratedWithout, queryAt } from "@/test/integration/migrations";
import { applyMigrations } from "./migrations.mjs";

// Quotations asked before Quotation.locale existed were given 'en' by its default, whatever language the
// shopper used: the migration makes their language unknown (NULL), so their mails use the shopper's latest
// recorded language (lib/quotations/mail.ts) instead of English. Later quotations keep theirs.

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe("the quotation locale migration", () => {
  it("makes quotations from before their language was recorded unknown (NULL), and keeps later ones", async () => {
    const migration = "20261128041241_quotation_locale_unknown";
    const db = await databaseMigratedWithout(migration);
    cleanups.push(db.drop);
    expect(db.applied).not.toContain(migration);

    const quotation = (id: string, locale: string, createdAt: string) =>
      `INSERT INTO "Quotation" ("id", "userId", "budget", "locale", "createdAt", "updatedAt")
       VALUES ('${id}', 'u1', 2500000, '${locale}', ${createdAt}, now());`;
    await queryAt(
      db.url,
      [
        `INSERT INTO "User" ("id", "name", "email", "passwordHash", "updatedAt") VALUES ('u1', 'Meera', 'meera@example.in', 'x', now());`,
        quotation("q1-old", "en", "'2026-01-05T10:00:00Z'"),
        quotation("q2-later-en", "en", "now() + interval '1 day'"),
        quotation("q3-later-hi", "hi", "now() + interval '1 day'"),
      ].join("\n"),
    );

    expect(await applyMigrations(db.url)).toEqual([migration]);
    expect(
      await queryAt<{ id: string; locale: string | null }>(
        db.url,
        `SELECT "id", "locale" FROM "Quotation" ORDER BY "id"`,
      ),
    ).toEqual([
      { id: "q1-old", locale: null },
      { id: "q2-later-en", locale: "en" },
      { id: "q3-later-hi", locale: "hi" },
    ]);
    // Only the shop's languages, or none.
    await expect(queryAt(db.url, `UPDATE "Quotation" SET "locale" = 'fr' WHERE "id" = 'q1-old'`)).rejects.toThrow(
      /Quotation_locale_check/,
    );
  });
});
