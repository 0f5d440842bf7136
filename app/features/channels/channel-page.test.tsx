// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { ChannelPage } from "./channel-page";
import { faq, page, voiceChannel } from "./voice-page.copy";

afterEach(cleanup);

function VoicePage() {
  return <ChannelPage page={page} content={voiceChannel} faq={faq} />;
}

describe("ChannelPage", () => {
  // React Router prerenders /channels/voice as /channels/voice/: the static copy must show the
  // same hero visual as the browser's render, or hydration does not match.
  it.each(["/channels/voice", "/channels/voice/"])(
    "shows the channel's visual at %s",
    async (at) => {
      const Stub = createRoutesStub([{ path: "/channels/voice", Component: VoicePage }]);
      const { container } = render(<Stub initialEntries={[at]} />);
      await screen.findByRole("heading", { level: 1 });
      expect(container.querySelector('[data-channel="voice"]')).not.toBeNull();
    },
  );
});
