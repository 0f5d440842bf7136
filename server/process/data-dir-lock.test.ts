import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import {
  DATA_DIR_LOCK_NAME,
  DataDirLockedError,
  LOCK_STALE_MS,
  LOCK_UPDATE_MS,
  lockDataDir,
} from "./data-dir-lock";

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "data-dir-lock-"));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const noCompromise = (error: Error) => {
  throw error;
};

describe("the DATA_DIR lock", () => {
  it("refuses a second holder with a message naming the directory, until the first releases", async () => {
    const release = await lockDataDir(dataDir, { onCompromised: noCompromise });
    const second = lockDataDir(dataDir, { waitMs: 600, onCompromised: noCompromise });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`DATA_DIR ${dataDir} is in use by another process`);
    await release();
    const again = await lockDataDir(dataDir, { waitMs: 0, onCompromised: noCompromise });
    await again();
  });

  it("does not look at process ids: a fresh lock left by any process holds", async () => {
    // What a live holder leaves: the lock directory, refreshed recently. No pid involved, so a
    // process that reuses a dead holder's pid changes nothing.
    fs.mkdirSync(path.join(dataDir, DATA_DIR_LOCK_NAME));
    await expect(
      lockDataDir(dataDir, { waitMs: 0, onCompromised: noCompromise }),
    ).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it("takes over the lock of a holder that died without releasing it (stale mtime)", async () => {
    const lockPath = path.join(dataDir, DATA_DIR_LOCK_NAME);
    fs.mkdirSync(lockPath);
    const past = new Date(Date.now() - LOCK_STALE_MS - 5_000);
    fs.utimesSync(lockPath, past, past);
    const release = await lockDataDir(dataDir, { waitMs: 0, onCompromised: noCompromise });
    await release();
  });

  it("waits for a lock that goes stale while it waits, so a restart after a crash succeeds", async () => {
    const lockPath = path.join(dataDir, DATA_DIR_LOCK_NAME);
    fs.mkdirSync(lockPath);
    // Last refreshed just under the stale time ago: stale a second from now.
    const recent = new Date(Date.now() - LOCK_STALE_MS + 1_000);
    fs.utimesSync(lockPath, recent, recent);
    const started = Date.now();
    const release = await lockDataDir(dataDir, { waitMs: 3_000, onCompromised: noCompromise });
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    await release();
  });

  it("releases a lock it lost while holding it without throwing, after reporting the loss", async () => {
    const lost: Error[] = [];
    const release = await lockDataDir(dataDir, { onCompromised: (error) => lost.push(error) });
    // Another process's touch: the holder's next refresh finds an mtime it did not write.
    const lockPath = path.join(dataDir, DATA_DIR_LOCK_NAME);
    const elsewhere = new Date(Date.now() - 60_000);
    fs.utimesSync(lockPath, elsewhere, elsewhere);
    await expect.poll(() => lost.length, { timeout: LOCK_UPDATE_MS * 3 }).toBe(1);
    await expect(release()).resolves.toBeUndefined();
  });
});
