import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { sendQueuedMails } from "@/lib/mail/queue";
import { createUser, useTestSecret } from "@/test/integration/accounts";
import { sentMails } from "@/test/integration/outbox";
import { writtenBy } from "@/test/integration/sql";
import { changePassword } from "./accounts";
import { passwordResetToken, resetPassword } from "./password-reset";

// The owner's "your password was changed" notice, after a reset or a change in the profile, is written to
// the mail queue by the transaction that sets the new password (docs/adr/0040-mail-queue-in-postgresql.md),
// so a process that ends right after the commit, before delivering it, cannot lose it: whoever changed the
// password may not be the owner. Here delivery "never runs" (the process ended): the row must be there,
// written by the transaction that wrote the account's row, and the send-mails job delivers it.

vi.mock("@/lib/mail/queue", async (importOriginal) =>
  (await import("@/test/integration/outbox")).withoutDelivery(await importOriginal()),
);

beforeAll(() => useTestSecret());

/** The one notice queued to `to`, not delivered yet, written by the transaction that last wrote the account. */
async function queuedWithAccount(to: string, userId: string) {
  const rows = await prisma.outgoingMail.findMany({ where: { to } });
  expect(rows.map((mail) => [mail.what, mail.sentAt])).toEqual([["password changed notice", null]]);
  expect(await writtenBy("OutgoingMail", rows[0]!.id)).toBe(await writtenBy("User", userId));
}

describe("the password changed notice", () => {
  it("is written with the password a reset sets", async () => {
    const owner = await createUser();
    const user = await prisma.user.findUniqueOrThrow({ where: { id: owner.id } });
    await resetPassword({ token: passwordResetToken(user), password: "a brand new passphrase 42" }, "hi");
    await queuedWithAccount(owner.email, owner.id);
    expect(await sendQueuedMails()).toMatchObject({ sent: 1 });
    expect((await sentMails(owner.email)).map((mail) => mail.subject)).toEqual([expect.stringContaining("पासवर्ड")]);
  });

  it("is written with the password changed in the profile", async () => {
    const owner = await createUser();
    await changePassword(owner.id, { currentPassword: owner.password, newPassword: "a brand new passphrase 43" });
    await queuedWithAccount(owner.email, owner.id);
    expect(await sendQueuedMails()).toMatchObject({ sent: 1 });
    expect((await sentMails(owner.email)).map((mail) => mail.text)).toEqual([
      expect.stringContaining("was just changed from its profile"),
    ]);
  });
});
