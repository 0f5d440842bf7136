// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { ChannelPage } from "./channel-page";
import { faq, page, voiceChannel } from "./voice-page.copy";

afterEach(cleanup);

describe("ChannelPage", () => {
  it("shows the channel's own visual under its heading", () => {
    const { container } = render(<ChannelPage page={page} content={voiceChannel} faq={faq} />);
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    expect(container.querySelector('[data-channel="voice"]')).not.toBeNull();
  });
});
