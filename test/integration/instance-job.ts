// One server instance's scheduled job, for test/integration/instance.ts:
//   node --conditions=react-server --import tsx test/integration/instance-job.ts <expire-orders|reconcile|send-mails>
// Loads the job's route handler and opens a database connection, prints
// "ready", waits for a line on stdin, calls the handler as the scheduler
// would (with CRON_SECRET) and prints its answer as one JSON line.
import { once } from "node:events";
import { GET as expireOrders } from "@/app/api/cron/expire-orders/route";
import { GET as reconcile } from "@/app/api/cron/reconcile/route";
import { GET as sendMails } from "@/app/api/cron/send-mails/route";
import { disconnectPrisma, prisma } from "@/lib/db";

const handlers = { "expire-orders": expireOrders, reconcile, "send-mails": sendMails };
const job = process.argv[2] as keyof typeof handlers;
const handler = handlers[job];
if (!handler) throw new Error(`unknown job ${job}`);

await prisma.$queryRaw`SELECT 1`;
process.stdout.write("ready\n");
await once(process.stdin, "data");
const response = await handler(
  new Request(`http://localhost/api/cron/${job}`, { headers: { authorization: `Bearer ${process.env.CRON_SECRET}` } }),
  {},
);
process.stdout.write(`${JSON.stringify({ status: response.status, body: await response.json() })}\n`);
await disconnectPrisma();
// Whatever else a module left running (timers, sockets) must not keep this instance alive.
process.exit(0);
