// The connection pool's settings (.env.example, "Database"; docs/adr/0005), read
// from the environment in one place: lib/db.ts builds the pool from them, and
// lib/config/runtime-env.mjs refuses to start with a malformed one, so a typo
// stops start-up instead of failing every request that touches the database.
// Plain JavaScript so that start-up scripts can import it too.

/**
 * @typedef {{
 *   poolSize: number,
 *   connectTimeoutMs: number,
 *   poolTimeoutMs: number,
 *   statementTimeoutMs: number,
 * }} DatabaseSettings
 * poolSize: connections per server instance; connectTimeoutMs: opening one connection (TCP, TLS,
 * authentication); poolTimeoutMs: waiting for a free connection while all of them are busy;
 * statementTimeoutMs: PostgreSQL cancels a statement running longer (0: no limit).
 */

/** @type {Record<keyof DatabaseSettings, [variable: string, fallback: number, minimum: number]>} */
const SETTINGS = {
  poolSize: ["DATABASE_POOL_SIZE", 10, 1],
  connectTimeoutMs: ["DATABASE_CONNECT_TIMEOUT_MS", 2000, 1],
  poolTimeoutMs: ["DATABASE_POOL_TIMEOUT_MS", 5000, 1],
  statementTimeoutMs: ["DATABASE_STATEMENT_TIMEOUT_MS", 5000, 0],
};

/**
 * The pool's settings from the environment; throws an Error naming the variable when one is malformed.
 * @param {Record<string, string | undefined>} [env]
 * @returns {DatabaseSettings}
 */
export function databaseSettings(env = process.env) {
  const settings = /** @type {DatabaseSettings} */ ({});
  for (const [key, [variable, fallback, minimum]] of Object.entries(SETTINGS)) {
    const raw = env[variable]?.trim();
    const value = raw ? Number(raw) : fallback;
    if (!Number.isInteger(value) || value < minimum) {
      throw new Error(`${variable} must be a whole number of at least ${minimum}, not "${raw}".`);
    }
    settings[/** @type {keyof DatabaseSettings} */ (key)] = value;
  }
  return settings;
}

/**
 * The first malformed pool setting as one line, or null.
 * @param {Record<string, string | undefined>} [env]
 */
export function findDatabaseSettingsProblem(env = process.env) {
  try {
    databaseSettings(env);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
