import { describe, expect, it } from "vitest";

import { templateCategories } from "./templates.copy";
import { isTemplateCategory, matchesTemplate, templatesQuery } from "./templates-filter";
import { filterSearch } from "#app/shared/search/list-filter";

const templates = [
  {
    name: "Returns & Refunds Assistant",
    descriptionText: "Guides shoppers through returns, exchanges and refunds.",
    tags: ["refunds", "e-commerce"],
    category: "customer-service",
  },
  {
    name: "Course Advisor",
    descriptionText: "Helps students choose a MODULE.",
    tags: ["enrolment"],
    category: "education",
  },
  {
    name: "Leave Request Bot",
    descriptionText: "Answers policy questions for employees.",
    tags: ["HR", "Onboarding"],
    category: "hr",
  },
];

describe("templates filter (docs/requirements/templates.md)", () => {
  // "a template matches when the case-insensitive search text appears in the agent name,
  // description or any tag, and the category is all or equals the template's category"
  it.each([
    ["", "all", 3],
    ["refunds assistant", "all", 1], // name
    ["COURSE", "all", 1], // name, other case
    ["module", "all", 1], // description, other case
    ["policy questions", "all", 1], // description
    ["onboard", "all", 1], // part of a tag
    ["e-commerce", "all", 1], // tag
    ["hr", "all", 2], // the tag "HR", and "tHRough" in a description
    ["", "education", 1],
    ["", "hr", 1],
    ["", "travel", 0],
    ["refunds", "education", 0], // text matches, category does not
    ["  course  ", "education", 1], // surrounding spaces are ignored
    ["zzz", "all", 0],
  ] as const)("search %j in %s → %i", (search, category, count) => {
    expect(templates.filter((t) => matchesTemplate(t, search, category))).toHaveLength(count);
  });

  it("matches on any tag alone", () => {
    const tagOnly = { name: "X", descriptionText: "Y", tags: ["alpha", "Beta"], category: "hr" };
    expect(matchesTemplate(tagOnly, "beta", "all")).toBe(true);
    expect(matchesTemplate(tagOnly, "gamma", "all")).toBe(false);
  });

  it("the categories are the required ids and labels, all first", () => {
    expect(templateCategories).toEqual([
      { id: "all", label: "All Templates" },
      { id: "customer-service", label: "Customer Service & Support" },
      { id: "education", label: "Education" },
      { id: "business", label: "Small Business" },
      { id: "hr", label: "Human Resources" },
      { id: "travel", label: "Travel & Tourism" },
      { id: "chatbot", label: "AI Chatbot Templates" },
    ]);
  });
});

describe("templatesQuery and filterSearch", () => {
  it("reads q and a known category; unknown categories are all", () => {
    expect(templatesQuery(new URLSearchParams("q=faq&category=hr"))).toEqual({
      q: "faq",
      category: "hr",
    });
    expect(templatesQuery(new URLSearchParams("category=evil")).category).toBe("all");
    expect(templatesQuery(new URLSearchParams("category=hr&category=travel")).category).toBe(
      "travel",
    );
    expect(isTemplateCategory("chatbot")).toBe(true);
    expect(isTemplateCategory("Chatbot")).toBe(false);
  });

  it("writes only what differs from the defaults and keeps other parameters", () => {
    expect(filterSearch("", "", "all", "all")).toBe("");
    expect(filterSearch("", "faq bot", "hr", "all")).toBe("?q=faq+bot&category=hr");
    expect(filterSearch("?utm_source=x&q=old&category=hr", "", "all", "all")).toBe("?utm_source=x");
  });
});
