import "server-only";
import { conflict, notFound } from "@/lib/errors";
import { prisma, type Prisma } from "@/lib/db";
import { COUNTRY } from "@/lib/india";
import { withUserLock } from "@/lib/user-lock";
import type { AddressCreateInput, AddressData, AddressPatchInput } from "./address-schema";

// Saved shipping addresses. Invariant: a user with addresses has exactly one
// default (a partial unique index allows at most one; these functions keep it at
// one). Every change runs in a transaction that first locks the user's row
// (SELECT … FOR UPDATE), so concurrent changes for one user run one after the
// other and each sees the previous one's result.

export const MAX_ADDRESSES_PER_USER = 20;

const addressSelect = {
  id: true,
  fullName: true,
  phone: true,
  street: true,
  city: true,
  state: true,
  postalCode: true,
  country: true,
  isDefault: true,
} as const satisfies Prisma.AddressSelect;

type Tx = Prisma.TransactionClient;

const ADDRESS_NOT_FOUND = "We could not find that address.";

async function findOwned(tx: Tx, userId: string, id: string) {
  const address = await tx.address.findFirst({ where: { id, userId }, select: addressSelect });
  if (!address) throw notFound(ADDRESS_NOT_FOUND); // another user's id looks exactly like a missing one
  return address;
}

/** The user's addresses, the default first, then the newest. */
export function listAddresses(userId: string): Promise<AddressData[]> {
  return prisma.address.findMany({
    where: { userId },
    orderBy: [{ isDefault: "desc" }, { createdAt: "desc" }, { id: "asc" }],
    select: addressSelect,
  });
}

export async function getAddress(userId: string, id: string): Promise<AddressData> {
  const address = await prisma.address.findFirst({ where: { id, userId }, select: addressSelect });
  if (!address) throw notFound(ADDRESS_NOT_FOUND);
  return address;
}

/** Adds an address. The first one becomes the default, and so does one sent with isDefault: true. */
export function createAddress(userId: string, input: AddressCreateInput): Promise<AddressData> {
  return withUserLock(userId, async (tx) => {
    const count = await tx.address.count({ where: { userId } });
    if (count >= MAX_ADDRESSES_PER_USER) {
      throw conflict(`You can save up to ${MAX_ADDRESSES_PER_USER} addresses. Delete one to add another.`);
    }
    const { isDefault, ...fields } = input;
    const makeDefault = count === 0 || isDefault === true;
    if (makeDefault) await tx.address.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
    return tx.address.create({
      data: { ...fields, country: fields.country ?? COUNTRY, userId, isDefault: makeDefault },
      select: addressSelect,
    });
  });
}

/** Changes an address's fields (not which one is the default: see setDefaultAddress). */
export function updateAddress(userId: string, id: string, fields: AddressPatchInput): Promise<AddressData> {
  return withUserLock(userId, async (tx) => {
    await findOwned(tx, userId, id);
    return tx.address.update({ where: { id }, data: fields, select: addressSelect });
  });
}

/** Deletes an address. When it was the default, the newest remaining address becomes the default. */
export function deleteAddress(userId: string, id: string): Promise<{ promotedId: string | null }> {
  return withUserLock(userId, async (tx) => {
    const address = await findOwned(tx, userId, id);
    await tx.address.delete({ where: { id } });
    if (!address.isDefault) return { promotedId: null };
    const next = await tx.address.findFirst({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
      select: { id: true },
    });
    if (!next) return { promotedId: null };
    await tx.address.update({ where: { id: next.id }, data: { isDefault: true } });
    return { promotedId: next.id };
  });
}

/** Makes one address the default: clears the old default, then sets the new one, under the user's lock. */
export function setDefaultAddress(userId: string, id: string): Promise<AddressData> {
  return withUserLock(userId, async (tx) => {
    const address = await findOwned(tx, userId, id);
    if (address.isDefault) return address;
    await tx.address.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
    return tx.address.update({ where: { id }, data: { isDefault: true }, select: addressSelect });
  });
}
