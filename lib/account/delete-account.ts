import "server-only";
import { verifyCurrentPassword } from "@/lib/auth/accounts";
import type { DeleteAccountInput } from "@/lib/auth/schemas";
import { conflict, forbidden, unauthenticated } from "@/lib/errors";
import { prisma, type Prisma } from "@/lib/db";
import { eraseMailsOf } from "@/lib/mail/queue";
import { withUserLock } from "@/lib/user-lock";

// A shopper deletes their own account (the Digital Personal Data Protection
// Act 2023, s.12: erasure; docs/adr/0033-account-deletion.md). Everything
// personal the shop does not need by law goes, in one transaction; the orders
// tax law keeps (with their invoices, payments and refunds) stay, and so does
// the user row they refer to, anonymised. An account with no orders goes whole.

/** What the shopper reads (the Api namespace of messages/<locale>.json has each in Hindi). */
export const DELETE_ACCOUNT_TEXT = {
  deleted: "Your account has been deleted.",
  inProgress:
    "Your account cannot be deleted while an order is on its way or a refund or exchange is still open. Please try again once every order is delivered or cancelled and every refund has reached you. You can cancel an order you no longer want from My Orders.",
  /** Nothing else in progress but an exchange waiting for the shop: the shopper may withdraw it (docs/adr/0010). */
  exchangeOpen:
    "Your account cannot be deleted while an exchange request is waiting for the shop's decision. Please wait for the shop's reply, or withdraw the request from My Orders.",
  admin: "An admin account cannot be deleted here, so the shop never loses its admins. Please ask the shop's operator.",
} as const;

/** The non-deliverable address an anonymised account keeps (unique, and the real one is free again). */
export const deletedEmail = (userId: string) => `deleted-${userId}@invalid`;

/** An order on its way, or a refund not yet with the shopper (asked for, on its way, or failed and not retried). */
const shipmentOrRefundInProgress = [
  { fulfillmentStatus: { notIn: ["DELIVERED", "CANCELLED"] } },
  {
    refunds: {
      some: { OR: [{ status: { in: ["PENDING", "PROCESSING"] } }, { status: "FAILED", retriedAt: null }] },
    },
  },
] satisfies Prisma.OrderWhereInput[];

/**
 * An order whose owner the shop still needs: not yet delivered or cancelled
 * (an online order awaiting its payment too), a refund not yet with the
 * shopper, or an exchange awaiting the admin's decision, first or again after
 * its replacement was cancelled (docs/adr/0034; an approved one's replacement
 * is an order of its own). The shopper may withdraw such an exchange (docs/adr/0010).
 */
const inProgressOrder = {
  OR: [...shipmentOrRefundInProgress, { exchange: { is: { status: { in: ["REQUESTED", "REPLACEMENT_CANCELLED"] } } } }],
} satisfies Prisma.OrderWhereInput;

/** The ids of everything of the user's a queued mail may be about (a row's `what` names it: "shop alert: order <id>"). */
async function mailSubjectsOf(userId: string, tx: Prisma.TransactionClient): Promise<string[]> {
  const ofTheirOrders = { order: { userId } };
  // One after another: a transaction is one connection.
  const rows = [
    ...(await tx.order.findMany({ where: { userId }, select: { id: true } })),
    ...(await tx.exchange.findMany({ where: ofTheirOrders, select: { id: true } })),
    ...(await tx.refund.findMany({ where: ofTheirOrders, select: { id: true } })),
    ...(await tx.quotation.findMany({ where: { userId }, select: { id: true } })),
    ...(await tx.contactMessage.findMany({ where: { userId }, select: { id: true } })),
  ];
  return rows.map((row) => row.id);
}

export type DeletedAccount = {
  /** True when orders keep an anonymised row; false when the row itself was deleted. */
  anonymised: boolean;
};

/**
 * Deletes the signed-in shopper's account after checking their password
 * (verifyCurrentPassword: a wrong one is the password change's 401, counted
 * against the same login limit, 429 past it). An admin is refused (403), and
 * so is a shopper with an order in progress (409), before anything changes.
 *
 * Deleted: saved addresses, cart, saved for later, wishlist, quotations no
 * order came from, messages sent through the contact form while signed in,
 * the newsletter subscription of the account's e-mail, stored idempotent
 * answers, logged-out session records, and the notes and photos of closed
 * exchange requests and the notes of quotations that were ordered; in the mail
 * queue, the mails to the shopper and the team's alerts about them not sent yet,
 * and the words and address of those sent (eraseMailsOf). Every session ends. Kept (tax records): orders with their shipping snapshot, GST
 * details, items, payments, refunds and history; the user row they refer to
 * loses its name, e-mail (deletedEmail), password, phone and GST details and
 * is marked deletedAt, so nobody can log in to it and the e-mail can sign up
 * afresh. Without orders, the user row is deleted too.
 */
export async function deleteAccount(
  userId: string,
  input: DeleteAccountInput,
  knownDevice: string | null = null,
): Promise<DeletedAccount> {
  const account = await prisma.user.findUnique({ where: { id: userId }, select: { role: true, deletedAt: true } });
  if (!account || account.deletedAt) throw unauthenticated();
  // Before the password: an admin learns at once, and no attempt is spent.
  if (account.role === "ADMIN") throw forbidden(DELETE_ACCOUNT_TEXT.admin);
  await verifyCurrentPassword(userId, input.password, knownDevice);

  // The user's row lock: a checkout, cart or address change for this account waits, then finds no account.
  return withUserLock(userId, async (tx) => {
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { email: true, role: true, _count: { select: { orders: true } } },
    });
    if (user.role === "ADMIN") throw forbidden(DELETE_ACCOUNT_TEXT.admin); // made an admin meanwhile
    if (await tx.order.count({ where: { userId, ...inProgressOrder } })) {
      // When only exchanges hold it, say what the shopper can do about them: withdraw (lib/exchanges).
      const exchangesOnly = !(await tx.order.count({ where: { userId, OR: shipmentOrRefundInProgress } }));
      throw conflict(
        exchangesOnly ? DELETE_ACCOUNT_TEXT.exchangeOpen : DELETE_ACCOUNT_TEXT.inProgress,
        "ORDERS_IN_PROGRESS",
      );
    }

    // The mail queue (lib/mail/queue.ts): the mails to the address and the team's alerts about what they did,
    // named by the ids of what the mails are about (read before any of it is deleted below).
    await eraseMailsOf(
      { email: user.email, about: await mailSubjectsOf(userId, tx), placeholder: deletedEmail(userId) },
      tx,
    );
    await tx.address.deleteMany({ where: { userId } });
    await tx.cartItem.deleteMany({ where: { userId } });
    await tx.savedItem.deleteMany({ where: { userId } });
    await tx.wishlistItem.deleteMany({ where: { userId } });
    await tx.idempotencyKey.deleteMany({ where: { userId } });
    await tx.revokedSession.deleteMany({ where: { userId } });
    await tx.contactMessage.deleteMany({ where: { userId } });
    // citext: the subscription of this address however it was typed.
    await tx.newsletterSubscription.deleteMany({ where: { email: user.email } });
    // Its items go with it (cascade). One an order came from is part of that order's record.
    await tx.quotation.deleteMany({ where: { userId, order: { is: null } } });

    if (user._count.orders === 0) {
      await tx.user.delete({ where: { id: userId } });
      return { anonymised: false };
    }
    await tx.quotation.updateMany({ where: { userId }, data: { specialNotes: "" } });
    // Every exchange of theirs is decided by now (an open one refused above).
    const theirExchanges = { order: { userId } } satisfies Prisma.ExchangeWhereInput;
    await tx.exchangePhoto.deleteMany({ where: { exchange: theirExchanges } });
    await tx.exchange.updateMany({ where: theirExchanges, data: { note: "" } });
    await tx.user.update({
      where: { id: userId },
      data: {
        name: "",
        email: deletedEmail(userId),
        passwordHash: "",
        phone: null,
        gstin: null,
        gstBusinessName: null,
        deletedAt: new Date(),
        // Every token issued so far is refused (lib/auth/session-token.ts).
        tokenVersion: { increment: 1 },
      },
      select: { id: true },
    });
    return { anonymised: true };
  });
}
