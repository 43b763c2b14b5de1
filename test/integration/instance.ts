import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

// A second (third…) server instance for integration tests: a separate Node
// process with its own module state and its own database pool, on this test
// file's database, that runs one scheduled job's route handler when told to.
// Two of them released at the same moment are two instances whose schedulers
// fire together — what a test inside one process cannot show, since anything
// held in that process's memory (a flag, a lock) would be shared.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const RUNNER = path.join(root, "test/integration/instance-job.ts");

export type InstanceJob = "expire-orders" | "reconcile" | "send-mails";
export type JobAnswer = { status: number; body: Record<string, number> };

type Instance = { child: ChildProcessWithoutNullStreams; ready: Promise<void>; answer: Promise<JobAnswer> };

function startInstance(job: InstanceJob, env: NodeJS.ProcessEnv): Instance {
  // react-server: the condition Next serves route handlers under (`server-only` is empty there).
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", RUNNER, job], {
    cwd: root,
    env,
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
      if (stdout.includes("ready\n")) resolve();
    });
    void exited.then((code) => reject(new Error(`instance exited (${code}) before it was ready: ${stderr}`)));
  });
  const answer = exited.then((code) => {
    const line = stdout.split("\n").find((text) => text.startsWith("{"));
    if (code !== 0 || !line) throw new Error(`instance ${job} failed (exit ${code}): ${stderr || stdout}`);
    return JSON.parse(line) as JobAnswer;
  });
  return { child, ready, answer };
}

/**
 * Starts `count` instances of the shop on the database in `env.DATABASE_URL`
 * (they take a while to load: start them before making the test's rows).
 * `runAtOnce` waits until each has loaded the job and opened a database
 * connection, then releases them all at once and resolves to their answers.
 */
export function startInstances(
  job: InstanceJob,
  count: number,
  env: NodeJS.ProcessEnv = process.env,
): { runAtOnce: () => Promise<JobAnswer[]>; stop: () => void } {
  const instances = Array.from({ length: count }, () => startInstance(job, env));
  for (const { answer } of instances) answer.catch(() => undefined); // reported by runAtOnce
  const stop = () => {
    for (const { child } of instances) if (child.exitCode === null) child.kill();
  };
  const runAtOnce = async () => {
    try {
      await Promise.all(instances.map((instance) => instance.ready));
    } catch (error) {
      stop();
      throw error;
    }
    for (const { child } of instances) child.stdin.end("go\n");
    return Promise.all(instances.map((instance) => instance.answer));
  };
  return { runAtOnce, stop };
}
