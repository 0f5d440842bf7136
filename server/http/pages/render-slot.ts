import type { Response } from "express";

import type { PlatformClient } from "#app/shared/platform/platform";
import type { RenderGate } from "./render-gate";

/**
 * A render slot lent back to the gate while its request awaits a platform call slower than
 * LEND_AFTER_MS: waiting does no work (PERFORMANCE.md, "Figures behind the server's settings").
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

  async lendDuring<T>(wait: () => Promise<T>): Promise<T> {
    const lend = setTimeout(() => this.giveBack(), this.lendAfterMs);
    try {
      return await wait();
    } finally {
      clearTimeout(lend);
      await this.takeBack();
    }
  }

  close(): void {
    this.closed = true;
    this.giveBack();
  }

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
      if (this.closed) release();
      else this.release = release;
    });
    return this.reclaiming;
  }
}

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

export function renderSlotOf(res: Response): RenderSlot | undefined {
  return res.locals.renderSlot as RenderSlot | undefined;
}
