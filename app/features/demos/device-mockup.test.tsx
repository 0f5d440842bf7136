// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { kioskDemo, mobileDemo, phoneDemo, type DeviceDemo } from "./demos.copy";
import { DeviceMockup } from "./device-mockup";
import { startChatFrames } from "#app/shared/layout/chat-frames";

// No vitest globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

// The chrome's script, which takes the spinner off a chat frame once it has loaded.
startChatFrames(document);

function renderDemo(demo: DeviceDemo) {
  return render(<DeviceMockup demo={demo} label="Device" />);
}

const apps = () => within(screen.getByRole("list", { name: "Apps" }));
const dock = () => within(screen.getByRole("list", { name: "Dock" }));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  // happy-dom loads no frames: show them as a browser does before loading (the blank page).
  vi.spyOn(HTMLIFrameElement.prototype, "contentDocument", "get").mockReturnValue({
    readyState: "complete",
    URL: "about:blank",
  } as Document);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("DeviceMockup", () => {
  it("shows the home screen grid and a dock of the first icons", () => {
    renderDemo(mobileDemo);
    expect(apps().getAllByRole("button")).toHaveLength(mobileDemo.icons.length);
    expect(screen.getByRole("list", { name: "Apps" })).toHaveClass("grid-cols-3");
    expect(
      dock()
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Messages", "Camera", "Photos"]);
    expect(screen.getByRole("region", { name: "Device" })).toHaveStyle({ width: "320px" });
  });

  it("highlights a tapped icon for 2 seconds; a second tap starts the 2 seconds again", () => {
    renderDemo(mobileDemo);
    const camera = apps().getByRole("button", { name: "Camera" });
    fireEvent.click(camera);
    expect(camera).toHaveAttribute("data-highlighted", "true");
    expect(dock().getByRole("button", { name: "Camera" })).toHaveAttribute(
      "data-highlighted",
      "true",
    );
    advance(1500);
    fireEvent.click(camera);
    advance(1999);
    expect(camera).toHaveAttribute("data-highlighted", "true");
    advance(1);
    expect(camera).toHaveAttribute("data-highlighted", "false");
  });

  it("opens the agent app with Back, the title and the loading chat; Back returns home", () => {
    renderDemo(mobileDemo);
    fireEvent.click(apps().getByRole("button", { name: "Music" }));
    fireEvent.click(apps().getByRole("button", { name: "AgentApp" }));

    const back = screen.getByRole("button", { name: "Back" });
    expect(back).toHaveFocus();
    expect(screen.getByRole("heading", { name: "AgentApp" })).toBeInTheDocument();
    const frame = screen.getByTitle("Mobile App Agent chat");
    expect(frame).toHaveAttribute("src", "http://localhost:3000/studio/chat/MobileDemo");
    expect(frame).toHaveAttribute("allow", "microphone");
    expect(screen.getByRole("status")).toHaveTextContent("Loading AI Agent...");
    expect(frame.parentElement).not.toHaveAttribute("data-loaded");
    fireEvent.load(frame);
    expect(frame.parentElement).toHaveAttribute("data-loaded");

    fireEvent.click(back);
    expect(apps().getByRole("button", { name: "AgentApp" })).toHaveFocus();
    expect(apps().getByRole("button", { name: "Music" })).toHaveAttribute(
      "data-highlighted",
      "false",
    );
  });

  it("kiosk: highlights the KioskDemo icon 1 second after opening, for 2 seconds", () => {
    renderDemo(kioskDemo);
    expect(screen.getByRole("list", { name: "Apps" })).toHaveClass("grid-cols-4");
    expect(dock().getAllByRole("button")).toHaveLength(4);
    const agent = apps().getByRole("button", { name: "KioskDemo" });
    advance(999);
    expect(agent).toHaveAttribute("data-highlighted", "false");
    advance(1);
    expect(agent).toHaveAttribute("data-highlighted", "true");
    advance(2000);
    expect(agent).toHaveAttribute("data-highlighted", "false");
  });

  it("phone: opens the agent app by itself after 1 second without taking the focus", () => {
    renderDemo(phoneDemo);
    advance(999);
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole("button", { name: "Back" })).not.toHaveFocus();
    expect(screen.getByTitle("Phone Agent chat")).toHaveAttribute(
      "src",
      "http://localhost:3000/studio/chat/PhoneDemo",
    );
  });
});
