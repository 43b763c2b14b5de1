// CPU time used by a set of processes, from /proc (Linux). Throughput on a
// shared machine depends on what else runs; CPU milliseconds per request do
// much less, so the bench reports both.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

let tickMs = 10;
try {
  tickMs = 1000 / Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim() || 100);
} catch {
  /* keep the usual 100 Hz */
}

/** @returns {{ pid: number, ppid: number, pgid: number, cpuMs: number } | null} */
function readStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may contain spaces and parentheses: fields start after the last ")".
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return {
      pid: Number(pid),
      ppid: Number(fields[1]),
      pgid: Number(fields[2]),
      cpuMs: (Number(fields[11]) + Number(fields[12])) * tickMs,
    };
  } catch {
    return null;
  }
}

function allStats() {
  let entries;
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return entries.map(readStat).filter(Boolean);
}

export const cpuAccounting = allStats().length > 0;

/** The parent of a process (e.g. PostgreSQL's postmaster from a backend's pid), or null. */
export function parentOf(pid) {
  return readStat(pid)?.ppid ?? null;
}

/**
 * CPU time of named groups of processes, per process, for cpuUsedMs().
 * @param {Record<string, (p: { pid: number, ppid: number, pgid: number }) => boolean>} groups
 * @returns {Record<string, Map<number, number>>}
 */
export function cpuSnapshot(groups) {
  const stats = allStats();
  const out = {};
  for (const [name, member] of Object.entries(groups)) {
    out[name] = new Map(stats.filter(member).map((p) => [p.pid, p.cpuMs]));
  }
  return out;
}

/**
 * CPU milliseconds a group used between two snapshots. A process that ended in
 * between is left out (its time is no longer readable); one that started is
 * counted from zero.
 */
export function cpuUsedMs(before, after, group) {
  let total = 0;
  for (const [pid, ms] of after[group] ?? []) total += ms - (before[group]?.get(pid) ?? 0);
  return total;
}
