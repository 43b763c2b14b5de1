// The English error texts app/global-error.tsx paints first. No layout gives that
// page its messages, and importing messages/en.json (or next-intl) there would add
// every text of the shop, or the i18n runtime, to each page's JavaScript
// (global-error is in every page's bundle), so this copy of the Errors namespace
// is kept here, and the Hindi one in error-fallback-messages-hi.ts (loaded only
// when the page shows on a Hindi URL); error-fallback-messages.test.ts keeps both
// equal to messages/*.json.

type Kind = { eyebrow: string; title: string; body: string };
export type ErrorTexts = {
  failed: Kind;
  unavailable: Kind;
  tryAgain: string;
  continueShopping: string;
  homePage: string;
  /** With <contact>…</contact> and <code>{digest}</code> (ErrorPanel's referenceWithTags). */
  reference: string;
  documentTitle: string;
};

export const ENGLISH_ERRORS: ErrorTexts = {
  failed: {
    eyebrow: "Something went wrong",
    title: "Sorry, this page didn't load",
    body: "A temporary problem stopped this page from loading. Please try again, or carry on shopping.",
  },
  unavailable: {
    eyebrow: "Back in a moment",
    title: "The shop is briefly unavailable",
    body: "We can't reach our catalogue and orders right now. Your cart and orders are safe: please try again in a minute.",
  },
  tryAgain: "Try again",
  continueShopping: "Continue shopping",
  homePage: "Home page",
  reference: "If it keeps happening, <contact>contact us</contact> and quote reference <code>{digest}</code>.",
  documentTitle: "Something went wrong",
};
