// The shop's Content-Security-Policy, in one place for next.config.ts (the
// static policy on every page) and proxy.ts (the nonce policy on the pages that
// render per request). Framework-free: next.config.ts imports it at build time.
// Why two policies, and what each costs: docs/adr/0003-content-security-policy.md.

/**
 * What Razorpay's Standard Checkout (checkout.js) loads into our page, per
 * directive, as Razorpay lists it for merchants' CSPs (its Magento module's
 * csp_whitelist.xml) and as its checkout source does: the script and its
 * risk-detection bundle, the payment iframe on api.razorpay.com, error and
 * usage beacons, and a Worker made from a blob: URL (a freeze watchdog).
 * Everything else checkout does (card entry, bank and UPI pages, pop-ups)
 * happens inside that iframe or its windows, under Razorpay's own policy.
 *
 * Allowed on every page, not only /checkout: the App Router moves between
 * pages without loading a new document, so a shopper who lands on a product
 * page and walks to checkout pays under the product page's policy.
 */
export const RAZORPAY_CHECKOUT_SOURCES = {
  script: ["https://checkout.razorpay.com", "https://cdn.razorpay.com"],
  frame: ["https://api.razorpay.com"],
  connect: ["https://lumberjack.razorpay.com", "https://lumberjack-metrics.razorpay.com"],
  worker: ["blob:"],
} as const;

export type PagePolicyOptions = {
  /**
   * A fresh random value per response: only scripts carrying it run (plus
   * same-origin and Razorpay files). Without it, the static policy lets inline
   * scripts run, because a page cached for everyone cannot carry a
   * per-response nonce.
   */
  nonce?: string;
  /** `next dev`: React's development build needs eval for its error overlays. */
  development?: boolean;
};

/** The Content-Security-Policy of an HTML page. */
export function pagePolicy({ nonce, development = false }: PagePolicyOptions = {}): string {
  const scriptSrc = [
    "'self'",
    nonce ? `'nonce-${nonce}'` : "'unsafe-inline'",
    ...(development ? ["'unsafe-eval'"] : []),
    ...RAZORPAY_CHECKOUT_SOURCES.script,
  ];
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    // React's style props, embla's and sonner's styles are inline; styles cannot
    // run code, so this is the usual, low-risk allowance (and a nonce here would
    // make browsers ignore it).
    "style-src 'self' 'unsafe-inline'",
    // Product images may be any https address an admin enters (lib/catalog/admin-schema.ts).
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${RAZORPAY_CHECKOUT_SOURCES.connect.join(" ")}`,
    `frame-src ${RAZORPAY_CHECKOUT_SOURCES.frame.join(" ")}`,
    `worker-src 'self' ${RAZORPAY_CHECKOUT_SOURCES.worker.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/**
 * For responses that are not pages (the /api, uploaded and demo images): if
 * one is ever opened as a document — an SVG, a JSON body a browser sniffs —
 * nothing in it may run, load or be framed.
 */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** 128 random bits, base64: the value of one response's nonce. Works in Node and the edge runtime. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The nonce a policy carries (what Next.js reads from the request to mark its scripts). */
export function nonceOf(policy: string): string | null {
  return /'nonce-([A-Za-z0-9+/_-]+={0,2})'/.exec(policy)?.[1] ?? null;
}
