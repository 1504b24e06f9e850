import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, processIdentity } from "./data-dir-lock";

/** The lock keeps a second server off a data dir, and a stale lock never blocks a start for good. */
let other: ChildProcess;
beforeAll(() => {
  // Some other live process, standing in for whatever got a dead server's pid.
  other = spawn(process.execPath, ["-e", "setInterval(() => {}, 60_000)"], { stdio: "ignore" });
});
afterAll(() => {
  other.kill();
});

const freshDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "nv-lock-"));
const writeLock = (dir: string, content: unknown) => fs.writeFileSync(path.join(dir, "server.lock"), JSON.stringify(content));

it("takes a free data dir, refuses a second taker while held, and is free again once released", () => {
  const dir = freshDir();
  const release = lockDataDir(dir);
  const held = JSON.parse(fs.readFileSync(path.join(dir, "server.lock"), "utf8")) as { pid: number };
  expect(held.pid).toBe(process.pid);
  release();
  expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(false);
  lockDataDir(dir)();
});

it("takes over the lock of a process that is gone", () => {
  const dir = freshDir();
  writeLock(dir, { pid: 2 ** 22 + 7, identity: "boot/1" });
  expect(() => lockDataDir(dir)()).not.toThrow();
});

describe.runIf(Boolean(processIdentity(process.pid)))("with /proc (Linux, containers)", () => {
  it("refuses while the recorded process is still the one running", () => {
    const dir = freshDir();
    writeLock(dir, { pid: other.pid, identity: processIdentity(other.pid!) });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`Another NurseVitals server (pid ${other.pid})`);
  });

  it("takes over when the pid now belongs to another process (pid 1 after a container restart)", () => {
    const dir = freshDir();
    const [bootId] = (processIdentity(other.pid!) ?? "").split("/");
    // The server that wrote this lock started at another moment than the process now holding its pid.
    writeLock(dir, { pid: other.pid, identity: `${bootId}/1` });
    const release = lockDataDir(dir);
    expect((JSON.parse(fs.readFileSync(path.join(dir, "server.lock"), "utf8")) as { pid: number }).pid).toBe(process.pid);
    release();
  });

  it("still honours a lock written by an older server (just the pid)", () => {
    const dir = freshDir();
    writeLock(dir, other.pid);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
});
