import { json, route } from "@/lib/api/http";
import { sendQueuedMails } from "@/lib/mail/queue";
import { requireScheduler } from "../scheduler";

/**
 * GET /api/cron/send-mails — delivers the shop's mails that SMTP could not take when they were sent
 * (lib/mail/queue.ts): up to 100 due mails a run, stopping at the first sign the SMTP server is down;
 * a mail still failing 48 h after it was written, or refused for good (5xx), is given up. Deletes mails
 * delivered or given up more than 30 days ago. Two instances may run it at once: each mail is claimed
 * before it is sent. Same secret as expire-orders.
 * → { sent, retried, failed, deleted }; 401 without the secret; 503 when CRON_SECRET is not set.
 */
export const GET = route(async (request) => {
  requireScheduler(request);
  return json(await sendQueuedMails());
});
