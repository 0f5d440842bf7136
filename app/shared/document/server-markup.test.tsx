// @vitest-environment happy-dom
import { act, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { markPageHydrated } from "#app/shared/hooks/use-browser-store";
import { ServerMarkup } from "./server-markup";

/** Called on each render of what is inside the picture. */
const rendered = vi.fn();
function Label({ text }: { text: string }) {
  rendered();
  return <p>{text}</p>;
}
function Picture({ label }: { label: string }) {
  return (
    <ServerMarkup aria-hidden="true" className="art">
      <svg>
        <circle r="3" />
      </svg>
      <Label text={label} />
    </ServerMarkup>
  );
}

describe("ServerMarkup", () => {
  it("keeps the server's elements when the page hydrates, without rendering them again", async () => {
    const container = document.createElement("div");
    // As on the server, where there is no document.
    vi.stubGlobal("document", undefined);
    const html = renderToString(<Picture label="Returns" />);
    vi.unstubAllGlobals();
    container.innerHTML = html;
    const circle = container.querySelector("circle");
    expect(circle).not.toBeNull();
    const errors = vi.spyOn(console, "error");

    rendered.mockClear();
    await act(async () => void hydrateRoot(container, <Picture label="Returns" />));
    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector("circle")).toBe(circle);
    expect(container.querySelector("div")!.getAttribute("class")).toBe("art");
    expect(container.textContent).toBe("Returns");
    expect(errors).not.toHaveBeenCalled();
  });

  it("renders its content when there is no server markup to keep, even while hydrating", () => {
    rendered.mockClear();
    const { container } = render(<Picture label="Warranty" />);
    expect(container.querySelector("circle")).not.toBeNull();
    expect(container.textContent).toBe("Warranty");
  });

  it("renders its content once the page has hydrated (a client-side navigation)", () => {
    markPageHydrated();
    rendered.mockClear();
    const { container } = render(<Picture label="Refunds" />);
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(container.querySelector("circle")).not.toBeNull();
    expect(container.textContent).toBe("Refunds");
  });
});
