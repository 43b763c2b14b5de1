type Env = Record<string, string | undefined>;

/**
 * The shop's public origin, e.g. https://kosh.example.in: NEXTAUTH_URL (npm
 * start sets it locally); on Vercel without it, the project's production
 * domain (Vercel sets VERCEL_PROJECT_PRODUCTION_URL in every deployment, or
 * VERCEL_URL, the deployment's own). E-mails' links and canonical links are
 * built on it, never on a request's Host header.
 */
export function siteUrl(env: Env = process.env): string {
  const vercel = env.VERCEL ? env.VERCEL_PROJECT_PRODUCTION_URL?.trim() || env.VERCEL_URL?.trim() : undefined;
  const origin = env.NEXTAUTH_URL?.trim() || (vercel ? `https://${vercel}` : `http://localhost:${env.PORT || 3000}`);
  return origin.replace(/\/+$/, "");
}

export function absoluteUrl(path: string, env: Env = process.env): string {
  return new URL(path, `${siteUrl(env)}/`).toString();
}
