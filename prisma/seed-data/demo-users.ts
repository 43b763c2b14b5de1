// Demo accounts for development and demos. The seed uses these only when the
// matching environment variable is missing and NODE_ENV is unset, development or test;
// in production a user whose variables are missing is not created at all.

export const DEMO_SHOPPER = {
  name: "Priya Sharma",
  email: "shopper@kosh.example",
  password: "shopper-demo-2025",
  phone: "+919876543210",
  address: {
    fullName: "Priya Sharma",
    phone: "+919876543210",
    street: "Flat 302, Sea Breeze Apartments, 16th Road, Bandra West",
    city: "Mumbai",
    state: "Maharashtra",
    postalCode: "400050",
    country: "India",
  },
} as const;

export const DEMO_ADMIN = {
  name: "Kosh Admin",
  email: "admin@kosh.example",
  password: "admin-demo-2025",
} as const;

/** Environment variables that override the demo credentials. */
export const DEMO_USER_ENV = {
  shopperEmail: "DEMO_SHOPPER_EMAIL",
  shopperPassword: "DEMO_SHOPPER_PASSWORD",
  adminEmail: "ADMIN_EMAIL",
  adminPassword: "ADMIN_PASSWORD",
} as const;

export type DemoUserSpec = {
  label: "shopper" | "admin";
  role: "CUSTOMER" | "ADMIN";
  name: string;
  /** Trimmed and lower-cased. */
  email: string;
  password: string;
  phone: string | null;
  address: (typeof DEMO_SHOPPER)["address"] | null;
};

export type DemoUserResolution = { user: DemoUserSpec } | { skipped: string };

type Env = Record<string, string | undefined>;

/** The NODE_ENV values under which missing credentials fall back to the demo's. */
const DEMO_NODE_ENVS = ["", "development", "test"];

function pick(env: Env, name: string, fallback: string, production: boolean): string | null {
  const value = env[name]?.trim();
  if (value) return value;
  return production ? null : fallback;
}

/**
 * Which demo users to create, from the environment: each missing variable falls
 * back to its demo default outside production; in production both variables of
 * a user must be set, or that user is skipped (with the reason).
 */
export function resolveDemoUsers(env: Env = process.env): DemoUserResolution[] {
  // Demo defaults only where NODE_ENV says development or test (or nothing): `npm run db:seed` runs no
  // start-up check, so a mistyped "Production" or "prod" must not put known passwords into a real database.
  const production = !DEMO_NODE_ENVS.includes(env.NODE_ENV ?? "");
  const specs = [
    {
      label: "shopper" as const,
      role: "CUSTOMER" as const,
      name: DEMO_SHOPPER.name,
      emailVar: DEMO_USER_ENV.shopperEmail,
      passwordVar: DEMO_USER_ENV.shopperPassword,
      defaults: DEMO_SHOPPER,
      phone: DEMO_SHOPPER.phone,
      address: DEMO_SHOPPER.address,
    },
    {
      label: "admin" as const,
      role: "ADMIN" as const,
      name: DEMO_ADMIN.name,
      emailVar: DEMO_USER_ENV.adminEmail,
      passwordVar: DEMO_USER_ENV.adminPassword,
      defaults: DEMO_ADMIN,
      phone: null,
      address: null,
    },
  ];
  return specs.map((spec): DemoUserResolution => {
    const email = pick(env, spec.emailVar, spec.defaults.email, production)?.toLowerCase() ?? null;
    // Passwords are used exactly as given (no trimming of inner or outer spaces
    // beyond treating an all-blank value as missing).
    const rawPassword = env[spec.passwordVar];
    const password = rawPassword?.trim() ? rawPassword : production ? null : spec.defaults.password;
    if (!email || !password) {
      const missing = [!email && spec.emailVar, !password && spec.passwordVar].filter(Boolean).join(" and ");
      return { skipped: `Skipping the ${spec.label} user: ${missing} not set (no demo defaults in production).` };
    }
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      return { skipped: `Skipping the ${spec.label} user: ${spec.emailVar} is not an email address.` };
    }
    return {
      user: {
        label: spec.label,
        role: spec.role,
        name: spec.name,
        email,
        password,
        phone: spec.phone,
        address: spec.address,
      },
    };
  });
}
