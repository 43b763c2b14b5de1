// Imported once at server start (instrumentation.ts, Node.js runtime only):
// a missing production secret stops the server with one clear line.
import { clientAddressHeaderIsSet } from "@/lib/http/client-address.mjs";
import { findConfigProblem } from "./runtime-env.mjs";

// server.mjs marks itself before Next loads; plain `next start` does not.
const problem = findConfigProblem(process.env, { socketAddressKnown: clientAddressHeaderIsSet() });
if (problem) {
  console.error(`✖ ${problem}`);
  process.exit(1);
}
