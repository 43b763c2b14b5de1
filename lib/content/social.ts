import "server-only";

const env = (name: string, fallback: string) => process.env[name]?.trim() || fallback;

/** The shop's social profiles: placeholders an operator replaces with the STORE_*_URL variables. */
export const SOCIAL_LINKS: ReadonlyArray<{ network: "Instagram" | "Facebook" | "X" | "YouTube"; href: string }> = [
  { network: "Instagram", href: env("STORE_INSTAGRAM_URL", "https://www.instagram.com/") },
  { network: "Facebook", href: env("STORE_FACEBOOK_URL", "https://www.facebook.com/") },
  { network: "X", href: env("STORE_X_URL", "https://x.com/") },
  { network: "YouTube", href: env("STORE_YOUTUBE_URL", "https://www.youtube.com/") },
];
