// Start-up problems an operator can fix. Scripts print `message` as one line
// and exit non-zero instead of showing a stack trace.
export class StartupError extends Error {
  name = "StartupError";
}

/** Runs a script's main function; a StartupError becomes one clear line. */
export async function runMain(main) {
  try {
    await main();
  } catch (error) {
    if (error instanceof StartupError) {
      console.error(`✖ ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
