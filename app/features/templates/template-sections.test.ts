import { describe, expect, it } from "vitest";

import { featuredTemplates, OTHER_SECTION, templateSections } from "./template-sections";

const template = (name: string, category: string) => ({ name, category });

describe("the unfiltered gallery's arrangement", () => {
  const templates = [
    template("Tutor", "education"),
    template("Returns", "customer-service"),
    template("Tracking", "customer-service"),
    template("Mystery", "not-a-tab"),
    template("Onboarding", "hr"),
    template("Quiz", "education"),
  ];

  it("makes one section a category, in the tabs' order, empty ones left out, unknown ones last", () => {
    expect(
      templateSections(templates).map((section) => [
        section.id,
        section.hasTab,
        section.templates.map((item) => item.name),
      ]),
    ).toEqual([
      ["customer-service", true, ["Returns", "Tracking"]],
      ["education", true, ["Tutor", "Quiz"]],
      ["hr", true, ["Onboarding"]],
      [OTHER_SECTION, false, ["Mystery"]],
    ]);
  });

  it("labels sections with the tabs' labels", () => {
    expect(templateSections(templates)[0]?.label).toBe("Customer Service & Support");
  });

  it("features the first template of each of the first three sections", () => {
    expect(featuredTemplates(templates).map((item) => item.name)).toEqual([
      "Returns",
      "Tutor",
      "Onboarding",
    ]);
    expect(featuredTemplates([])).toEqual([]);
  });
});
