import { hash, verify } from "@node-rs/argon2";

// argon2id with OWASP's recommended minimum: 19 MiB memory, 2 iterations, 1 lane.
// (@node-rs/argon2 ships prebuilt binaries without an install script. The
// `argon2` package's prebuilt binary crashed Node 20 on this machine.)
const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, which isolatedModules cannot import)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
