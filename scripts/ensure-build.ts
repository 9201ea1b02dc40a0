// `npm start`'s first step: builds only when build/ is missing or older than the sources, so a
// second `npm start` (or one beside a running server) does not empty the folder a server is
// reading. Several started at once take turns through a lock folder: the first builds, the
// others wait for it and then find the build current. `npm run serve` never builds.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as wait } from "node:timers/promises";
import { buildIsCurrent } from "./build-state.ts";

const LOCK = ".build.lock";
const OWNER = join(LOCK, "pid");

/** Takes the lock folder; a lock whose process has gone is taken over. */
async function lock(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(OWNER, String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    if (!ownerAlive()) {
      rmSync(LOCK, { recursive: true, force: true });
      continue;
    }
    await wait(200);
  }
}

function ownerAlive(): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(OWNER, "utf8"));
  } catch {
    // Just made, its owner not written yet: alive.
    return true;
  }
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// The lock first: a build under way has written its server file before its compressed copies.
await lock();
try {
  if (!buildIsCurrent(".")) {
    console.log("The build is missing or older than the sources: building (npm run build).");
    const built = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
    if (built.status !== 0) process.exitCode = built.status ?? 1;
  }
} finally {
  rmSync(LOCK, { recursive: true, force: true });
}
