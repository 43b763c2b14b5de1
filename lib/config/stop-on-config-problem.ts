// Imported once at server start (instrumentation.ts, Node.js runtime only):
// a missing production secret stops the server with one clear line.
import { findConfigProblem } from "./runtime-env.mjs";

const problem = findConfigProblem();
if (problem) {
  console.error(`✖ ${problem}`);
  process.exit(1);
}
