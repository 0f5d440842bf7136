// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { SiteFooter } from "./site-footer";

afterEach(cleanup);

const copyrightLine = () => screen.getByText(/All rights reserved\.$/);

describe("the site footer's copyright line", () => {
  it("shows the fixed year 2024 by default", () => {
    render(<SiteFooter />);
    expect(copyrightLine().textContent).toBe("© 2024 AI Agent Platform. All rights reserved.");
    expect(copyrightLine().querySelector("[data-current-year]")).toBeNull();
  });

  it("shows the current year in its place on the demo landing pages, once", () => {
    render(<SiteFooter currentYear={2031} />);
    expect(screen.getAllByText(/All rights reserved\./)).toHaveLength(1);
    expect(copyrightLine().textContent).toBe("© 2031 AI Agent Platform. All rights reserved.");
    // The chrome's script replaces it with the visitor's own year.
    expect(copyrightLine().querySelector("[data-current-year]")?.textContent).toBe("2031");
  });
});
