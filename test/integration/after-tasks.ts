import { afterEach } from "vitest";

// Next's after() as a Next.js server runs it, for tests that follow the work a route does after its answer:
// the tasks are collected, and the test runs them (or drops them, as a process that died would). In a test file:
//
//   const afterTasks = vi.hoisted((): AfterTasks => []);
//   vi.mock("next/server", async (importOriginal) =>
//     (await import("@/test/integration/after-tasks")).withAfterCollected(await importOriginal(), afterTasks),
//   );
//   clearAfterTasksAfterEach(afterTasks);
//
// This module imports nothing of Next: its mock factory loads it.

export type AfterTasks = Array<() => unknown>;

/** The next/server module with after() collecting its tasks into `afterTasks` instead of running them. */
export function withAfterCollected<NextServer extends object>(real: NextServer, afterTasks: AfterTasks): NextServer {
  return {
    ...real,
    after: (task: unknown) => {
      afterTasks.push(typeof task === "function" ? (task as () => unknown) : () => task);
    },
  };
}

/** Sets up the file's after() tasks and NEXT_RUNTIME to be dropped after each test. */
export function clearAfterTasksAfterEach(afterTasks: AfterTasks): void {
  afterEach(() => {
    afterTasks.length = 0;
    delete process.env.NEXT_RUNTIME;
  });
}
