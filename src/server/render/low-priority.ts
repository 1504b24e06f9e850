import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

/** The lowest CPU priority (nice 19): heavy work takes only what the API and the database leave. */
export const LOWEST_NICE = 19;

/** Lowers a process the server just forked, before it loads anything: the threads it makes inherit it. */
export function lowerChild(pid: number | undefined): void {
  try {
    if (pid) os.setPriority(pid, LOWEST_NICE);
  } catch {
    // Not allowed here: it still works, only less politely.
  }
}

/**
 * Every thread this process has so far at the lowest priority (on Linux a
 * thread id names just that thread; the threads made later inherit it). The
 * server also lowers the process as soon as it is forked: this covers the
 * threads Node started before that. With `idle`, SCHED_IDLE as well.
 */
export function lowerThisProcess({ idle = true }: { idle?: boolean } = {}): void {
  let tids: number[] = [process.pid];
  try {
    tids = fs.readdirSync("/proc/self/task").map(Number);
  } catch {
    // Not Linux: the process id stands for the process.
  }
  for (const tid of tids) {
    try {
      os.setPriority(tid, LOWEST_NICE);
    } catch {
      // Not allowed here: it still works, only less politely.
    }
  }
  // Better still on Linux, SCHED_IDLE (chrt, util-linux): it runs only when no other task wants the CPU, and
  // gives it up the moment the server or PostgreSQL wakes, where nice 19 still takes time slices of its own.
  if (!idle) return;
  try {
    execFileSync("chrt", ["--idle", "--all-tasks", "--pid", "0", String(process.pid)], { stdio: "ignore", timeout: 5_000 });
  } catch {
    // No chrt here (or not Linux): nice 19 it is.
  }
}
