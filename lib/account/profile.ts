import "server-only";
import { invalidInput, notFound } from "@/lib/errors";
import { prisma, type Prisma } from "@/lib/db";
import { COUNTRY } from "@/lib/india";
import { withUserLock } from "@/lib/user-lock";
import type { ProfileData, ProfileUpdateInput } from "./profile-schema";

// The profile of spec §2/§3: name, email (read-only), phone, and one address.
// That address is the user's default saved address (/address), so the profile,
// the address book and checkout never disagree about where a shopper lives.

async function readProfile(db: Pick<Prisma.TransactionClient, "user">, userId: string): Promise<ProfileData> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      name: true,
      email: true,
      phone: true,
      gstin: true,
      gstBusinessName: true,
      addresses: {
        where: { isDefault: true },
        take: 1,
        select: { street: true, city: true, state: true, postalCode: true, country: true },
      },
    },
  });
  if (!user) throw notFound("Your account no longer exists.");
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? "",
    address: user.addresses[0] ?? null,
    gstInvoice: user.gstin && user.gstBusinessName ? { gstin: user.gstin, businessName: user.gstBusinessName } : null,
  };
}

export function getProfile(userId: string): Promise<ProfileData> {
  return readProfile(prisma, userId);
}

/**
 * Saves name, phone and GST invoice details, and the address into the default saved address
 * (creating it, named after the shopper and with their phone, when there is
 * none). All or nothing.
 */
export function updateProfile(userId: string, input: ProfileUpdateInput): Promise<ProfileData> {
  return withUserLock(userId, async (tx) => {
    const user = await tx.user.update({
      where: { id: userId },
      data: {
        name: input.name,
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.gstInvoice !== undefined
          ? { gstin: input.gstInvoice?.gstin ?? null, gstBusinessName: input.gstInvoice?.businessName ?? null }
          : {}),
      },
      select: { name: true, phone: true },
    });
    if (input.address) {
      const address = { ...input.address, country: input.address.country ?? COUNTRY };
      const current = await tx.address.findFirst({ where: { userId, isDefault: true }, select: { id: true } });
      if (current) {
        await tx.address.update({ where: { id: current.id }, data: address });
      } else {
        if (!user.phone) {
          const message = "Add your mobile number to save an address.";
          throw invalidInput(`phone: ${message}`, [{ path: "phone", message }]);
        }
        await tx.address.create({
          data: { ...address, userId, fullName: user.name, phone: user.phone, isDefault: true },
        });
      }
    }
    return readProfile(tx, userId);
  });
}
