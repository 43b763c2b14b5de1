// The English error texts app/global-error.tsx paints first. No layout gives that
// page its messages, and importing messages/en.json there would add every text of
// the shop to each page's JavaScript (global-error is in every page's bundle), so
// this copy of the Errors namespace is kept here; error-fallback-messages.test.ts
// keeps it equal to messages/en.json.
export const ENGLISH_ERRORS = {
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
} as const;
