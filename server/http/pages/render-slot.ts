import type { Response } from "express";

import type { PlatformClient } from "#app/shared/platform/platform";
import type { RenderGate } from "./render-gate";

/**
 * The render-gate slot one admitted request holds (server/http/pages/render-admission.ts), lent
 * back to the gate while the request waits on a slow platform call.
 *
 * The gate caps the renders that run at once because a render is synchronous work on the event
 * loop; a render waiting on the platform does none. Holding the slot through that wait made one
 * slow platform call (up to the outbound timeout) hold every other page rendered per request
 * behind it, so the gate had to allow two renders at once, and two at once cost the prerendered
 * pages' p99 under a flood (tests/scale/flood.test.ts). Lent out during the wait, one slot
 * serves both: the render gives its slot away when a call has not answered within
 * `LEND_AFTER_MS` and takes the next free one back, ahead of every waiter, when the answer is in.
 *
 * Only slow calls: most calls are answered from the read cache at once, and lending the slot for
 * each of them let every request of a flood in, one render after another's first await, instead
 * of refusing the excess (measured: /pricing's p99 129–235 ms against 21–35 ms).
 */
export const LEND_AFTER_MS = 10;

export class RenderSlot {
  private release: (() => void) | undefined;
  private reclaiming: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly gate: Pick<RenderGate, "reclaim">,
    release: () => void,
    private readonly lendAfterMs = LEND_AFTER_MS,
  ) {
    this.release = release;
  }

  /**
   * Runs `wait` (an outbound call), lending the slot out once the call has taken `lendAfterMs`;
   * resolves once the slot is back.
   */
  async lendDuring<T>(wait: () => Promise<T>): Promise<T> {
    const lend = setTimeout(() => this.giveBack(), this.lendAfterMs);
    try {
      return await wait();
    } finally {
      clearTimeout(lend);
      await this.takeBack();
    }
  }

  /** The answer is sent (or the client left): the slot goes back for good. */
  close(): void {
    this.closed = true;
    this.giveBack();
  }

  /** Whether the request holds a slot now (for tests and the gate's figures). */
  get held(): boolean {
    return this.release !== undefined;
  }

  private giveBack() {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  private takeBack(): Promise<void> {
    if (this.closed || this.release) return Promise.resolve();
    // Two calls that end together take one slot back, not two.
    this.reclaiming ??= this.gate.reclaim().then((release) => {
      this.reclaiming = undefined;
      // Closed while waiting (the client left): the slot is not needed any more.
      if (this.closed) release();
      else this.release = release;
    });
    return this.reclaiming;
  }
}

/** The platform as one request's loaders and actions see it: its slot lent out during each call. */
export function platformLendingSlot(platform: PlatformClient, slot?: RenderSlot): PlatformClient {
  if (!slot) return platform;
  const lend =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      slot.lendDuring(() => call(...args));
  return {
    getTemplates: lend(() => platform.getTemplates()),
    getBlogCategories: lend(() => platform.getBlogCategories()),
    getAllBlogs: lend(() => platform.getAllBlogs()),
    getBlogById: lend((id: string) => platform.getBlogById(id)),
    createBuilderAgent: lend((...args: Parameters<PlatformClient["createBuilderAgent"]>) =>
      platform.createBuilderAgent(...args),
    ),
    sendInquiry: lend((...args: Parameters<PlatformClient["sendInquiry"]>) =>
      platform.sendInquiry(...args),
    ),
    getWhatsappScanner: lend((siteName: string) => platform.getWhatsappScanner(siteName)),
  };
}

/** The slot the render admission gave this request (server/http/pages/render-admission.ts). */
export function renderSlotOf(res: Response): RenderSlot | undefined {
  return res.locals.renderSlot as RenderSlot | undefined;
}
