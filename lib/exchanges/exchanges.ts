import "server-only";
import { z } from "zod";
import { conflict, invalidInput, notFound } from "@/lib/errors";
import { canSeeOwnedBy, type Viewer } from "@/lib/auth/viewer";
import { isUniqueViolation, prisma } from "@/lib/db";
import type { ExchangeReason } from "@/lib/generated/prisma/enums";
import {
  checkImagePixels,
  IMAGE_TYPES,
  imageTooLarge,
  MAX_UPLOAD_BYTES,
  sniffImageType,
  withoutMetadata,
} from "@/lib/uploads/images";
import { codUnavailableStateAt } from "@/lib/delivery/estimate";
import { deliverAfterResponse, deliverQueuedMail } from "@/lib/mail/queue";
import { queueShopAlert, quotedText, type ShopAlert } from "@/lib/mail/shop-alerts";
import { queueExchangeMail } from "./mail";
import {
  EXCHANGE_DECIDABLE,
  EXCHANGE_NOTE_MAX,
  EXCHANGE_PHOTO_MAX,
  EXCHANGE_POLICY,
  EXCHANGE_REASON_LABELS,
  EXCHANGE_REASONS,
  type ExchangeReasonLabel,
} from "./policy";
import { exchangeDeadlineOf, exchangeSelect, toApiExchange, type ExchangeRow } from "./view";
import { formatDateTimeIST } from "@/lib/time";
import { withUserLock } from "@/lib/user-lock";
import { enforceRateLimit } from "@/lib/rate-limit";

// A shopper's exchange request (spec §6 policy, docs/adr/0010): only the
// order's owner, only for a delivered order, within 24 hours of its Delivered
// step, once per order (a unique index on Exchange.orderId makes two racing
// requests store one), for lines and quantities of that order, with up to
// three photos checked like the admin's product images and kept in PostgreSQL.
// Written under the shopper's row lock, as every personal write is: a request
// that raced the account's deletion (docs/adr/0033) stores no note or photos
// for an account that is gone, and a deletion that waited sees it open (409).

const REASON_BY_LABEL = Object.fromEntries(
  Object.entries(EXCHANGE_REASON_LABELS).map(([reason, label]) => [label, reason]),
) as Record<ExchangeReasonLabel, ExchangeReason>;

/**
 * What a shopper's exchange request can be refused with (the refusals that quote the policy add it). The
 * /api answers them in Hindi for a Hindi page through the Api namespace (lib/api/messages.ts).
 */
export const EXCHANGE_TEXT = {
  lineTwice: "Each order line can be listed once.",
  photoEmpty: "A photo is empty.",
  photoNotImage: "Photos must be JPEG, PNG or WebP images.",
  tooManyPhotos: (max: number) => `Attach at most ${max} photos.`,
  /** How to send photos (the exchange route's multipart form). */
  multipartHelp: (max: number) =>
    `Send multipart/form-data with the request as JSON in a field named exchange and up to ${max} files named photos.`,
  /** The multipart form's `exchange` field is not JSON. */
  fieldNotJson: "The exchange field must be valid JSON.",
  alreadyRequested: "An exchange has already been requested for this order.",
  replacementOrder: "This order is the replacement sent for an exchange, so it cannot be exchanged again.",
  notDelivered: "This order has not been delivered, so it cannot be exchanged yet.",
  windowClosed: (date: string) => `The exchange window for this order closed on ${date}.`,
  notALine: (id: string) => `${id} is not an order line of this order.`,
  moreThanOrdered: (quantity: number, product: string) =>
    `You ordered ${quantity} of ${product}, so at most ${quantity} can be exchanged.`,
  noRequest: "There is no exchange request for that order.",
  alreadyDecided: "The shop has already decided on this exchange request, so it can no longer be withdrawn.",
  tooManyRequests: "You have sent a lot of exchange requests in a short time. Please try again later.",
};

/**
 * Exchange requests per shopper, counted before the body is read (up to 3 photos of 5 MB are
 * decoded and checked). Each stored request mails the shopper and the team's alerts address, and a
 * withdrawn one may be asked again inside the window (docs/adr/0010), so without a limit a script
 * looping request and withdraw on one delivered order sent the team two alerts a round. DB-backed
 * (every instance sees it).
 */
export const EXCHANGE_REQUEST_RATE_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 };

/** Counts one exchange request against the shopper's limit; a 429 with Retry-After beyond it. */
export async function throttleExchangeRequests(userId: string): Promise<void> {
  await enforceRateLimit(
    `exchanges:request:user:${userId}`,
    EXCHANGE_REQUEST_RATE_LIMIT,
    EXCHANGE_TEXT.tooManyRequests,
  );
}

/** What the team's alert adds (in English, like the console). */
const EXCHANGE_ALERT_TEXT = {
  codUnavailable: (state: string) =>
    `Cash on delivery is not available in ${state}, so a replacement cannot be approved: reject it with a message that tells the shopper how the shop will arrange the exchange.`,
};

/** POST /api/orders/{id}/exchange: the JSON body, or the `exchange` field of a multipart one. */
export const exchangeRequestSchema = z.object({
  items: z
    .array(
      z.object({
        orderItemId: z
          .string({ error: "orderItemId is required: the _id of the order line." })
          .trim()
          .min(1, "orderItemId is required: the _id of the order line.")
          .max(64, "orderItemId is not an order line of this order."),
        quantity: z
          .number({ error: "quantity must be a whole number from 1." })
          .int("quantity must be a whole number from 1.")
          .min(1, "quantity must be a whole number from 1."),
        reason: z.enum(EXCHANGE_REASONS, { error: `reason must be one of: ${EXCHANGE_REASONS.join(", ")}.` }),
      }),
      { error: "items must list the order lines to exchange." },
    )
    .min(1, "Choose at least one item to exchange.")
    .max(100, "items can list at most 100 lines.")
    .refine((items) => new Set(items.map((item) => item.orderItemId)).size === items.length, {
      message: EXCHANGE_TEXT.lineTwice,
    }),
  note: z
    .string({ error: "note must be text." })
    .trim()
    .max(EXCHANGE_NOTE_MAX, `note can be at most ${EXCHANGE_NOTE_MAX} characters.`)
    .optional()
    .default(""),
});
export type ExchangeRequestInput = z.infer<typeof exchangeRequestSchema>;

export type ExchangePhotoUpload = { bytes: Uint8Array; contentType: string };

/**
 * Checks one photo as the admin's image uploads are checked (first bytes, size,
 * pixels, structure; a failure is a 400/413) and gives it back without its
 * metadata: the admins who look at it need the picture, not the GPS position of
 * the shopper's home or their phone's serial number.
 */
export function checkExchangePhoto(bytes: Uint8Array): ExchangePhotoUpload {
  if (bytes.length === 0) throw invalidInput(EXCHANGE_TEXT.photoEmpty);
  if (bytes.length > MAX_UPLOAD_BYTES) throw imageTooLarge();
  const extension = sniffImageType(bytes);
  if (!extension) throw invalidInput(EXCHANGE_TEXT.photoNotImage);
  checkImagePixels(bytes, extension);
  return { bytes: withoutMetadata(bytes, extension), contentType: IMAGE_TYPES[extension] };
}

/** A refusal's text: the reason, then the policy, as every "not now / not again" answer quotes it. */
export const exchangeRefusalText = (why: string) => `${why} ${EXCHANGE_POLICY}`;
const refused = (why: string) => conflict(exchangeRefusalText(why));

/**
 * Stores the owner's exchange request for their delivered order and tells
 * them by e-mail. 404 for an order that is not theirs, 409 (quoting the
 * policy) outside the window or for a second request, 400 for lines or
 * quantities the order does not have, 404 for an account deleted since the
 * session was checked. Nothing is written on any refusal.
 */
export async function requestExchange(
  /** From a verified session only (docs/adr/0001, owner-scoped functions). */
  userId: string,
  orderId: string,
  input: ExchangeRequestInput,
  photos: ExchangePhotoUpload[] = [],
  now = new Date(),
) {
  if (photos.length > EXCHANGE_PHOTO_MAX) throw invalidInput(EXCHANGE_TEXT.tooManyPhotos(EXCHANGE_PHOTO_MAX));
  let exchangeId: string;
  let mails: { shopper: string | null; team: string | null };
  try {
    [exchangeId, mails] = await withUserLock(userId, async (tx) => {
      const order = await tx.order.findFirst({
        where: { id: orderId, userId },
        select: {
          number: true,
          fulfillmentStatus: true,
          shipState: true,
          shipPostalCode: true,
          exchangeForOrderId: true,
          exchange: { select: { id: true, status: true } },
          replacementOrders: { select: { id: true }, take: 1 },
          items: { select: { id: true, productName: true, quantity: true } },
          fulfillmentEvents: {
            where: { status: "DELIVERED" },
            orderBy: { createdAt: "desc" },
            take: 1,
            select: { createdAt: true },
          },
        },
      });
      if (!order) throw notFound("We could not find that order.");
      // A withdrawn request was never the order's one exchange: a new one replaces it inside the window.
      // Unless it had been approved (a replacement was made, then cancelled, docs/adr/0034): that was the one.
      const withdrawn =
        order.exchange?.status === "WITHDRAWN" && order.replacementOrders.length === 0 ? order.exchange : null;
      if (order.exchange && !withdrawn) throw refused(EXCHANGE_TEXT.alreadyRequested);
      if (order.exchangeForOrderId) throw refused(EXCHANGE_TEXT.replacementOrder);
      const deliveredAt = order.fulfillmentEvents[0]?.createdAt;
      if (order.fulfillmentStatus !== "DELIVERED" || !deliveredAt) throw refused(EXCHANGE_TEXT.notDelivered);
      const deadline = exchangeDeadlineOf(deliveredAt);
      if (now.getTime() > deadline.getTime()) throw refused(EXCHANGE_TEXT.windowClosed(formatDateTimeIST(deadline)));

      const lines = new Map(order.items.map((item) => [item.id, item]));
      for (const item of input.items) {
        const line = lines.get(item.orderItemId);
        if (!line) throw invalidInput(EXCHANGE_TEXT.notALine(item.orderItemId));
        if (item.quantity > line.quantity)
          throw invalidInput(EXCHANGE_TEXT.moreThanOrdered(line.quantity, line.productName));
      }
      // Its lines and photos go with it (cascade); Exchange.orderId stays unique, so racing requests still store one.
      if (withdrawn) await tx.exchange.delete({ where: { id: withdrawn.id } });
      const exchange = await tx.exchange.create({
        data: {
          orderId,
          note: input.note,
          items: {
            create: input.items.map((item) => ({
              orderItemId: item.orderItemId,
              quantity: item.quantity,
              reason: REASON_BY_LABEL[item.reason],
            })),
          },
          photos: {
            create: photos.map((photo, position) => ({
              contentType: photo.contentType,
              bytes: photo.bytes as Uint8Array<ArrayBuffer>,
              position,
            })),
          },
        },
        select: { id: true },
      });
      // The approval would be refused there (lib/exchanges/admin.ts): the team learns it with the request.
      const noCod = codUnavailableStateAt({ postalCode: order.shipPostalCode, state: order.shipState });
      const requested: ShopAlert = {
        what: `exchange ${exchange.id}`,
        subject: `Exchange requested for order #${order.number}`,
        lines: [
          ...input.items.map(
            (item) => `${lines.get(item.orderItemId)!.productName} × ${item.quantity}: ${item.reason}`,
          ),
          ...(photos.length ? [`${photos.length} photo${photos.length === 1 ? "" : "s"} attached.`] : []),
          ...(noCod ? [EXCHANGE_ALERT_TEXT.codUnavailable(noCod)] : []),
          ...(input.note ? quotedText("Note", input.note) : []),
        ],
        adminPath: `/admin/exchanges`,
      };
      // With the request: a process ending before they are delivered leaves them to the send-mails job.
      const shopper = await queueExchangeMail(exchange.id, "requested", tx);
      return [exchange.id, { shopper, team: await queueShopAlert(requested, tx) }] as const;
    });
  } catch (error) {
    // Two requests raced past the check: the unique index on Exchange.orderId let one in.
    if (isUniqueViolation(error)) throw refused(EXCHANGE_TEXT.alreadyRequested);
    throw error;
  }
  if (mails.shopper) await deliverQueuedMail(mails.shopper);
  if (mails.team) await deliverAfterResponse(mails.team);
  return toApiExchange(await prisma.exchange.findUniqueOrThrow({ where: { id: exchangeId }, select: exchangeSelect }));
}

/**
 * The owner withdraws their exchange request while the shop has not decided it (status Requested), or has
 * not decided it again after its replacement was cancelled (Replacement cancelled, docs/adr/0034: the
 * shopper may no longer want it, and only then can they delete their account, docs/adr/0033) → the
 * exchange, now Withdrawn; sent again, the same. 404 when the order is not theirs or has no request;
 * 409 once the shop has decided (approved with a replacement on its way, or rejected). One that had been
 * approved stays the order's one exchange: no new request follows it.
 * A conditional update from those states, the row lock the admin's decision takes too (lib/exchanges/admin.ts):
 * whichever commits first wins, the other finds the status changed and answers 409. It deliberately takes
 * no user lock (withUserLock): an approval locks the exchange row and then, creating the replacement order,
 * the user row (its foreign key), so taking them in the other order here would deadlock. Nothing else
 * needs it: a deleted account has no request left to withdraw (the deletion refuses while one is open).
 */
export async function withdrawExchange(
  /** From a verified session only (docs/adr/0001, owner-scoped functions). */
  userId: string,
  orderId: string,
  now = new Date(),
) {
  const exchange = await prisma.exchange.findFirst({
    where: { orderId, order: { userId } },
    select: { id: true, status: true },
  });
  if (!exchange) throw notFound(EXCHANGE_TEXT.noRequest);
  let withdrewNow = false;
  let mails: { shopper: string | null; team: string | null } = { shopper: null, team: null };
  if (exchange.status !== "WITHDRAWN") {
    [withdrewNow, mails] = await prisma.$transaction(async (tx) => {
      const claimed = await tx.exchange.updateMany({
        // The states the admin decides from: a new request, or one back after its replacement was cancelled.
        where: { id: exchange.id, status: { in: [...EXCHANGE_DECIDABLE] } },
        data: { status: "WITHDRAWN", withdrawnAt: now },
      });
      if (claimed.count !== 1) return [false, { shopper: null, team: null }] as const;
      // With the withdrawal, the shopper's mail and the team's alert: a process ending before they are
      // delivered leaves them to the send-mails job.
      const shopper = await queueExchangeMail(exchange.id, "withdrawn", tx);
      const withdrawn = await tx.exchange.findUniqueOrThrow({ where: { id: exchange.id }, select: exchangeSelect });
      return [true, { shopper, team: await queueShopAlert(withdrawnAlert(withdrawn), tx) }] as const;
    });
    if (!withdrewNow) {
      // Withdrawn meanwhile by another tab (the same answer as sent twice), or decided by the shop.
      const current = await prisma.exchange.findUnique({ where: { id: exchange.id }, select: { status: true } });
      if (current?.status !== "WITHDRAWN") throw conflict(EXCHANGE_TEXT.alreadyDecided);
    }
  }
  // Gone only if a new request has just replaced this withdrawn one.
  const row = await prisma.exchange.findUnique({ where: { id: exchange.id }, select: exchangeSelect });
  if (!row) throw notFound(EXCHANGE_TEXT.noRequest);
  // Told once, by the call that withdrew it (not a double click's second one), after the commit.
  if (mails.shopper) await deliverQueuedMail(mails.shopper);
  if (mails.team) await deliverAfterResponse(mails.team);
  return toApiExchange(row);
}

/** The team was told of the request (requestExchange), so it is told of its withdrawal too. */
const withdrawnAlert = (row: ExchangeRow): ShopAlert => ({
  what: `exchange ${row.id} withdrawn`,
  subject: `Exchange request withdrawn for order #${row.order.number}`,
  lines: [
    "The shopper withdrew this exchange request; nothing is to be sent for it.",
    ...row.items.map(
      (item) => `${item.orderItem.productName} × ${item.quantity}: ${EXCHANGE_REASON_LABELS[item.reason]}`,
    ),
  ],
  adminPath: "/admin/exchanges?status=withdrawn",
});

/** The owner's exchange for their order, or null (none, or not their order). */
export async function getExchangeForOwner(userId: string, orderId: string) {
  const row = await prisma.exchange.findFirst({ where: { orderId, order: { userId } }, select: exchangeSelect });
  return row ? toApiExchange(row) : null;
}

/**
 * A photo of an exchange request, for the order's owner or an admin (checked
 * here, on the verified viewer); null for anyone else, as for a missing one.
 */
export async function getExchangePhoto(viewer: Viewer, orderId: string, photoId: string) {
  const photo = await prisma.exchangePhoto.findFirst({
    where: { id: photoId, exchange: { orderId } },
    select: { contentType: true, bytes: true, exchange: { select: { order: { select: { userId: true } } } } },
  });
  if (!photo || !canSeeOwnedBy(viewer, photo.exchange.order.userId)) return null;
  return { contentType: photo.contentType, bytes: photo.bytes };
}
