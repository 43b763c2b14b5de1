import { notFound } from "next/navigation";

/** Any URL no page matches: the shop's 404 (../not-found.tsx) inside its header and footer, in the URL's language. */
export default function UnknownPage(): never {
  notFound();
}
