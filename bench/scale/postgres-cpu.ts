/** CPU time of a PostgreSQL cluster's processes (the postmaster and every backend and worker it started), from /proc. */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"]).toString().trim()) || 100;

interface ProcessTimes {
  parent: number;
  ticks: number;
}

function timesOf(pid: string): ProcessTimes | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces): state ppid … utime (14th) stime (15th).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // exited meanwhile
  }
}

/** CPU ticks of each live process of the cluster whose data folder is `dataDir` (the postmaster and its children). */
function clusterTicks(dataDir: string): Map<string, number> {
  const postmaster = readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]?.trim() ?? "";
  const ticks = new Map<string, number>();
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    const times = timesOf(pid);
    if (times && (pid === postmaster || String(times.parent) === postmaster)) ticks.set(pid, times.ticks);
  }
  return ticks;
}

/**
 * Starts counting the cluster's CPU; the answer's `seconds()` is the CPU time (user + system) its processes used
 * since, per process, so backends that come and go do not distort it (one that exits before the end is not counted).
 */
export function measureClusterCpu(dataDir: string): { seconds(): number } {
  const before = clusterTicks(dataDir);
  return {
    seconds() {
      let ticks = 0;
      for (const [pid, now] of clusterTicks(dataDir)) ticks += Math.max(0, now - (before.get(pid) ?? 0));
      return ticks / TICKS_PER_SECOND;
    },
  };
}
