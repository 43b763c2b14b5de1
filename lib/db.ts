import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client";

// One client per process. It is created on first use, not at import time, so
// a build never needs a database and tests can point DATABASE_URL at their
// own database before the first query.
const globalForPrisma = globalThis as unknown as { koshPrisma?: PrismaClient };

function createClient(): PrismaClient {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) {
    throw new Error("DATABASE_URL is not set: start the shop with `npm start`, or set DATABASE_URL.");
  }
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) }),
  });
}

export function getPrisma(): PrismaClient {
  globalForPrisma.koshPrisma ??= createClient();
  return globalForPrisma.koshPrisma;
}

/** The shared Prisma client (lazily connected). */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getPrisma();
    const value = Reflect.get(client, property, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

/** Closes the shared client (tests and scripts call this before exiting). */
export async function disconnectPrisma(): Promise<void> {
  const client = globalForPrisma.koshPrisma;
  globalForPrisma.koshPrisma = undefined;
  await client?.$disconnect();
}

export * from "./generated/prisma/client";
