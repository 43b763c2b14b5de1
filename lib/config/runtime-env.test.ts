import { describe, expect, it } from "vitest";
import { findConfigProblem, isProductionMode, paymentSandboxAllowed, wantsPaymentSandbox } from "./runtime-env.mjs";

const good = {
  NODE_ENV: "production",
  DATABASE_URL: "postgresql://shop@db.internal:5432/kosh",
  NEXTAUTH_SECRET: "x".repeat(32),
  NEXTAUTH_URL: "https://shop.example.in",
};
/** Both sandbox switches, as a demo shop in production sets them. */
const sandboxTwice = { RAZORPAY_SANDBOX: "1", RAZORPAY_SANDBOX_FAKE_PAYMENTS_IN_PRODUCTION: "yes" };

describe("findConfigProblem", () => {
  it("asks nothing of a development or demo start", () => {
    expect(findConfigProblem({})).toBeNull();
    expect(isProductionMode({ NODE_ENV: "development" })).toBe(false);
  });

  it("accepts a complete production configuration", () => {
    expect(findConfigProblem(good)).toBeNull();
  });

  it("refuses a NODE_ENV that is almost production, which would run the shop as a demo without the production checks", () => {
    for (const odd of ["Production", "PRODUCTION", "production ", "prod", "staging"]) {
      const problem = findConfigProblem({ ...good, NODE_ENV: odd });
      expect(problem).toBe(
        `NODE_ENV must be production, development or test, exactly so (in small letters), not "${odd}": with any other value the shop runs as a demo (demo logins, the payment sandbox) without the production checks.`,
      );
    }
    for (const fine of ["production", "development", "test", "", undefined]) {
      expect(findConfigProblem({ ...good, NODE_ENV: fine })).toBeNull();
    }
  });

  it("names the missing database in production", () => {
    expect(findConfigProblem({ ...good, DATABASE_URL: " " })).toMatch(/^DATABASE_URL is not set/);
  });

  it("names a missing or short session secret in production", () => {
    expect(findConfigProblem({ ...good, NEXTAUTH_SECRET: undefined })).toMatch(/^NEXTAUTH_SECRET/);
    expect(findConfigProblem({ ...good, NEXTAUTH_SECRET: "short" })).toMatch(/^NEXTAUTH_SECRET/);
    // next-auth v5's name alone does not do: the shop signs with NEXTAUTH_SECRET only.
    expect(findConfigProblem({ ...good, NEXTAUTH_SECRET: undefined, AUTH_SECRET: "x".repeat(44) })).toMatch(
      /^NEXTAUTH_SECRET is missing .*AUTH_SECRET, next-auth v5's name, is not read: rename it/,
    );
  });

  it("refuses a CRON_SECRET shorter than 32 characters, in any mode, and leaves it optional", () => {
    expect(findConfigProblem({ ...good, CRON_SECRET: "cron-secret-2026" })).toMatch(
      /^CRON_SECRET is shorter than 32 characters/,
    );
    expect(findConfigProblem({ ...good, CRON_SECRET: ` ${"c".repeat(31)} ` })).toMatch(/^CRON_SECRET/);
    expect(findConfigProblem({ CRON_SECRET: "cron-secret-2026" })).toMatch(/^CRON_SECRET/);
    expect(findConfigProblem({ ...good, CRON_SECRET: "c".repeat(32) })).toBeNull();
    // Unset, the scheduled jobs are off (their routes answer 503), not open.
    expect(findConfigProblem({ ...good, CRON_SECRET: undefined })).toBeNull();
  });

  it("refuses a malformed payment gateway timeout or 'use cache' memory size, in any mode, naming it", () => {
    for (const bad of ["10s", "2.5", "-1", "0", "ten"]) {
      expect(findConfigProblem({ PAYMENT_GATEWAY_TIMEOUT_MS: bad }), bad).toBe(
        `PAYMENT_GATEWAY_TIMEOUT_MS must be a whole number of milliseconds of at least 1, not "${bad}".`,
      );
    }
    for (const bad of ["64MB", "-1", "1.5", "67_108_864"]) {
      expect(findConfigProblem({ ...good, USE_CACHE_MEMORY_BYTES: bad }), bad).toBe(
        `USE_CACHE_MEMORY_BYTES must be a whole number of bytes of at least 0, not "${bad}".`,
      );
    }
    for (const bad of ["5%", "-1", "0.5", "101"]) {
      expect(findConfigProblem({ ...good, CHECKOUT_SWEEP_PERCENT: bad }), bad).toBe(
        `CHECKOUT_SWEEP_PERCENT must be a whole number from 0 to 100, not "${bad}".`,
      );
    }
    expect(findConfigProblem({ ...good, CHECKOUT_SWEEP_PERCENT: "100" })).toBeNull();
    expect(
      findConfigProblem({ ...good, PAYMENT_GATEWAY_TIMEOUT_MS: " 15000 ", USE_CACHE_MEMORY_BYTES: "0" }),
    ).toBeNull();
    expect(findConfigProblem({ PAYMENT_GATEWAY_TIMEOUT_MS: "", USE_CACHE_MEMORY_BYTES: " " })).toBeNull();
  });

  it("refuses an invoice prefix that would make invoice numbers too long or odd, in any mode", () => {
    expect(findConfigProblem({ STORE_INVOICE_PREFIX: "KOSH" })).toMatch(/^STORE_INVOICE_PREFIX must be 1 to 3/);
    expect(findConfigProblem({ ...good, STORE_INVOICE_PREFIX: "k/c" })).toMatch(/^STORE_INVOICE_PREFIX/);
    expect(findConfigProblem({ ...good, STORE_INVOICE_PREFIX: "CN" })).toMatch(/other than CN/);
    expect(findConfigProblem({ ...good, STORE_INVOICE_PREFIX: "KC1" })).toBeNull();
  });

  it("refuses malformed delivery settings, in any mode, and accepts good ones", () => {
    expect(findConfigProblem({ DELIVERY_CUTOFF_IST: "2pm" })).toMatch(/^DELIVERY_CUTOFF_IST must be a time of day/);
    expect(findConfigProblem({ DELIVERY_CUTOFF_IST: "24:00" })).toMatch(/^DELIVERY_CUTOFF_IST/);
    expect(findConfigProblem({ COD_LIMIT_RUPEES: "50,000" })).toMatch(/^COD_LIMIT_RUPEES must be a whole number/);
    expect(findConfigProblem({ COD_LIMIT_RUPEES: "0" })).toMatch(/^COD_LIMIT_RUPEES/);
    expect(findConfigProblem({ DELIVERY_HOLIDAYS: "2026-01-26, 2026-02-30" })).toMatch(
      /^DELIVERY_HOLIDAYS must list dates .* "2026-02-30" is not one/,
    );
    expect(
      findConfigProblem({
        ...good,
        DELIVERY_CUTOFF_IST: "16:30",
        COD_LIMIT_RUPEES: "25000",
        DELIVERY_HOLIDAYS: "2026-01-26,2026-08-15",
      }),
    ).toBeNull();
  });

  it("refuses a malformed GSTIN, or one with a wrong check character, which every tax invoice prints", () => {
    expect(findConfigProblem({ ...good, STORE_GSTIN: "27AAACK1234F1Z0" })).toBeNull();
    expect(findConfigProblem({ ...good, STORE_GSTIN: "27AAPFU0939F1ZV" })).toBeNull();
    // Well formed, but its last character is not the check character of the other 14.
    expect(findConfigProblem({ ...good, STORE_GSTIN: "27AAACK1234F1Z5" })).toBe(
      'STORE_GSTIN "27AAACK1234F1Z5" has a wrong check character (its last one): copy it again from the GST registration certificate.',
    );
    expect(findConfigProblem({ ...good, STORE_GSTIN: "27-AAACK-1234" })).toMatch(
      /^STORE_GSTIN must be a 15-character GSTIN/,
    );
    expect(findConfigProblem({ STORE_GSTIN: "27aaack1234f1z5" })).toMatch(/^STORE_GSTIN/);
  });

  it("refuses a shop state that is no state, or not the one the shop's GSTIN is registered in (CGST + SGST or IGST hangs on it)", () => {
    const karnataka = "29AAACK1234F1ZW"; // a well-formed GSTIN registered in Karnataka (29)
    expect(findConfigProblem({ ...good, STORE_GSTIN: karnataka, STORE_ADDRESS_STATE: "Karnataka" })).toBeNull();
    // The demo GSTIN (27, Maharashtra) with the shop moved to Karnataka, and the other way round.
    expect(findConfigProblem({ ...good, STORE_ADDRESS_STATE: "Karnataka" })).toBe(
      "STORE_GSTIN 27AAACK1234F1Z0 is registered in Maharashtra, its first two digits, but STORE_ADDRESS_STATE is Karnataka: set both to the registration the shop invoices under (it decides between CGST + SGST and IGST on every invoice).",
    );
    expect(findConfigProblem({ ...good, STORE_GSTIN: karnataka })).toMatch(
      /^STORE_GSTIN 29AAACK1234F1ZW is registered in Karnataka, its first two digits, but STORE_ADDRESS_STATE is Maharashtra/,
    );
    expect(findConfigProblem({ ...good, STORE_ADDRESS_STATE: "MH" })).toBe(
      'STORE_ADDRESS_STATE must be a state or union territory written as the address forms write it (e.g. Maharashtra, Tamil Nadu, Delhi), not "MH".',
    );
  });

  it("refuses a malformed database pool setting at start-up, in any mode, instead of failing every query", () => {
    expect(findConfigProblem({ DATABASE_POOL_SIZE: "ten" })).toBe(
      'DATABASE_POOL_SIZE must be a whole number of at least 1, not "ten".',
    );
    expect(findConfigProblem({ ...good, DATABASE_CONNECT_TIMEOUT_MS: "2s" })).toMatch(/^DATABASE_CONNECT_TIMEOUT_MS/);
    expect(findConfigProblem({ ...good, DATABASE_POOL_TIMEOUT_MS: "0" })).toMatch(/^DATABASE_POOL_TIMEOUT_MS/);
    expect(findConfigProblem({ ...good, DATABASE_STATEMENT_TIMEOUT_MS: "-1" })).toMatch(
      /^DATABASE_STATEMENT_TIMEOUT_MS/,
    );
    const tuned = {
      DATABASE_POOL_SIZE: " 3 ",
      DATABASE_CONNECT_TIMEOUT_MS: "1500",
      DATABASE_STATEMENT_TIMEOUT_MS: "0",
    };
    expect(findConfigProblem({ ...good, ...tuned })).toBeNull();
  });

  it("refuses a REDIS_URL node-redis cannot use, without repeating it (it may hold a password)", () => {
    for (const bad of [
      "cache.internal:6379",
      "http://cache.internal:6379",
      "redis://:s3cret@cache.internal:99999",
      "redis://:s3cret@cache.internal:6379/cache",
      "redis://",
    ]) {
      const problem = findConfigProblem({ ...good, REDIS_URL: bad });
      expect(problem, bad).toMatch(
        /^REDIS_URL must be a Redis address such as redis:\/\/:password@cache.internal:6379\/0/,
      );
      expect(problem).not.toContain("s3cret");
      expect(findConfigProblem({ REDIS_URL: bad }), bad).toMatch(/^REDIS_URL/);
    }
    for (const fine of [
      "redis://:pw@cache.internal:6379/0",
      "rediss://default:pw@cache.example.com:6380",
      "REDIS://127.0.0.1",
      "redis://[::1]:6379/2",
      " redis://cache.internal ",
      "",
    ]) {
      expect(findConfigProblem({ ...good, REDIS_URL: fine }), fine).toBeNull();
    }
    // Vercel ignores REDIS_URL (docs/deploy.md), whatever an integration put there.
    expect(findConfigProblem({ ...good, VERCEL: "1", REDIS_URL: "cache.internal:6379" })).toBeNull();
  });

  it("refuses logging settings the logger would silently ignore, in any mode", () => {
    expect(findConfigProblem({ LOG_LEVEL: "warning" })).toBe(
      'LOG_LEVEL must be one of debug, info, warn, error (unset: info), not "warning".',
    );
    expect(findConfigProblem({ ...good, LOG_LEVEL: "constructor" })).toMatch(/^LOG_LEVEL must be/);
    expect(findConfigProblem({ ...good, LOG_FORMAT: "text" })).toBe(
      'LOG_FORMAT must be json or pretty (unset: json in production), not "text".',
    );
    expect(findConfigProblem({ ...good, LOG_SLOW_REQUEST_MS: "1s" })).toMatch(/^LOG_SLOW_REQUEST_MS must be/);
    expect(
      findConfigProblem({ ...good, LOG_LEVEL: " WARN ", LOG_FORMAT: "JSON", LOG_SLOW_REQUEST_MS: "0" }),
    ).toBeNull();
    expect(findConfigProblem({ ...good, LOG_LEVEL: "", LOG_FORMAT: "" })).toBeNull();
  });

  it("refuses half a Razorpay configuration", () => {
    expect(findConfigProblem({ ...good, RAZORPAY_KEY_ID: "rzp_live_x" })).toBe(
      "RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together with RAZORPAY_KEY_ID.",
    );
  });

  it("refuses a production address that is not https, except on this machine", () => {
    expect(findConfigProblem({ ...good, NEXTAUTH_URL: "http://shop.example.in" })).toMatch(
      /^NEXTAUTH_URL must start with https:\/\/ in production/,
    );
    expect(findConfigProblem({ ...good, NEXTAUTH_URL: "shop.example.in" })).toMatch(/^NEXTAUTH_URL must be/);
    expect(findConfigProblem({ ...good, NEXTAUTH_URL: undefined })).toMatch(/^NEXTAUTH_URL is not set/);
    // Vercel gives next-auth the address itself.
    expect(findConfigProblem({ ...good, NEXTAUTH_URL: undefined, VERCEL: "1" })).toBeNull();
    // npm start, the e2e tests, the bench and Lighthouse serve the production build on loopback.
    for (const local of ["http://localhost:3000", "http://127.0.0.1:41234", "http://[::1]:3000"]) {
      expect(findConfigProblem({ ...good, NEXTAUTH_URL: local })).toBeNull();
    }
    // Development asks for nothing.
    expect(findConfigProblem({ NEXTAUTH_URL: "http://192.168.1.20:3000" })).toBeNull();
  });

  it("refuses plain `next start` in production unless proxies in front name the client's address", () => {
    const nextStart = { socketAddressKnown: false };
    expect(findConfigProblem(good, nextStart)).toMatch(/^Plain `next start` cannot tell a client's address/);
    expect(findConfigProblem({ ...good, TRUSTED_PROXY_HOPS: "1" }, nextStart)).toBeNull();
    expect(findConfigProblem({ ...good, VERCEL: "1" }, nextStart)).toBeNull();
    expect(findConfigProblem(good)).toBeNull(); // server.mjs
  });

  it("refuses a TRUSTED_PROXY_HOPS that is not a small whole number, in any mode", () => {
    expect(findConfigProblem({ TRUSTED_PROXY_HOPS: "one" })).toMatch(
      /^TRUSTED_PROXY_HOPS must be the number of proxies/,
    );
    expect(findConfigProblem({ ...good, TRUSTED_PROXY_HOPS: "-1" })).toMatch(/^TRUSTED_PROXY_HOPS/);
    expect(findConfigProblem({ ...good, TRUSTED_PROXY_HOPS: "11" })).toMatch(/^TRUSTED_PROXY_HOPS/);
    expect(findConfigProblem({ ...good, TRUSTED_PROXY_HOPS: "2" })).toBeNull();
  });

  it("refuses a STORE_ALERTS_EMAIL that is not a short list of e-mail addresses, in any mode", () => {
    expect(findConfigProblem({ STORE_ALERTS_EMAIL: "orders at kosh.example" })).toBe(
      'STORE_ALERTS_EMAIL must be up to 5 e-mail addresses separated by commas (e.g. orders@shop.example.in), not "orders at kosh.example".',
    );
    expect(findConfigProblem({ ...good, STORE_ALERTS_EMAIL: "Orders <orders@kosh.example>" })).toMatch(
      /^STORE_ALERTS_EMAIL/,
    );
    expect(findConfigProblem({ ...good, STORE_ALERTS_EMAIL: "a@kosh.example,,b@kosh.example" })).toMatch(
      /^STORE_ALERTS_EMAIL/,
    );
    expect(findConfigProblem({ ...good, STORE_ALERTS_EMAIL: " orders@kosh.example, owner@kosh.example " })).toBeNull();
    expect(findConfigProblem({ ...good, STORE_ALERTS_EMAIL: "" })).toBeNull(); // no alerts
  });

  it("refuses the payment sandbox in production without its second, loudly named switch", () => {
    expect(findConfigProblem({ ...good, RAZORPAY_SANDBOX: "1" })).toBe(
      "RAZORPAY_SANDBOX=1 in production would take fake online payments as real ones: remove it, or, for a demo shop only, also set RAZORPAY_SANDBOX_FAKE_PAYMENTS_IN_PRODUCTION=yes.",
    );
    expect(
      findConfigProblem({ ...good, RAZORPAY_SANDBOX: "1", RAZORPAY_SANDBOX_FAKE_PAYMENTS_IN_PRODUCTION: "1" }),
    ).toMatch(/^RAZORPAY_SANDBOX=1 in production/);
    expect(findConfigProblem({ ...good, ...sandboxTwice })).toBeNull();
    // Outside production (npm run dev, tests) the sandbox needs no switch.
    expect(findConfigProblem({ RAZORPAY_SANDBOX: "1" })).toBeNull();
  });

  it("never runs the payment sandbox beside real Razorpay keys", () => {
    const keys = { RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "s", RAZORPAY_WEBHOOK_SECRET: "w" };
    expect(findConfigProblem({ ...good, ...keys })).toBeNull();
    expect(findConfigProblem({ ...good, ...keys, RAZORPAY_SANDBOX: "1" })).toMatch(
      /^RAZORPAY_SANDBOX=1 cannot be combined/,
    );
  });
});

describe("wantsPaymentSandbox", () => {
  it("switches the sandbox on for the demo only when no Razorpay keys are set", () => {
    expect(wantsPaymentSandbox({})).toBe(true);
    expect(wantsPaymentSandbox({ RAZORPAY_KEY_ID: "rzp_test_x" })).toBe(false);
  });

  it("keeps it off in production unless the operator asks for it twice", () => {
    expect(wantsPaymentSandbox(good)).toBe(false);
    expect(wantsPaymentSandbox({ ...good, RAZORPAY_SANDBOX: "1" })).toBe(false);
    expect(wantsPaymentSandbox({ ...good, ...sandboxTwice })).toBe(true);
  });
});

describe("paymentSandboxAllowed (lib/payments/gateway.ts follows it too)", () => {
  it("allows the sandbox outside production, and in production only with both switches", () => {
    expect(paymentSandboxAllowed({ NODE_ENV: "test" })).toBe(true);
    expect(paymentSandboxAllowed({ NODE_ENV: "production" })).toBe(false);
    expect(paymentSandboxAllowed({ NODE_ENV: "production", RAZORPAY_SANDBOX: "1" })).toBe(false);
    expect(paymentSandboxAllowed({ NODE_ENV: "production", ...sandboxTwice })).toBe(true);
  });
});
