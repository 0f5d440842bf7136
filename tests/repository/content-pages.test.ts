import { describe, expect, it } from "vitest";

import { impactFigures, values } from "#app/features/product/about-page.copy";
import { demoAgents } from "#app/features/product/agents-page.copy";
import {
  architectureLinks,
  architectureNodes,
  LINK_CYCLE_MS,
} from "#app/features/architecture/architecture-page.copy";
import { industries, industrySlugs } from "#app/features/industries/industries.copy";
import { industryPages } from "#app/features/industries/industry-page.copy";
import { cookiePolicy } from "#app/features/legal/cookies-page.copy";
import { privacyPolicy } from "#app/features/legal/privacy-policy-page.copy";
import { termsOfService } from "#app/features/legal/terms-page.copy";
import { figures, impactStats } from "#app/shared/copy/facts.copy";
import type { PageCopy, LegalDocumentData } from "#app/shared/copy/types";
import { iconNames } from "#app/shared/icons/icon-names";
import { company } from "#app/shared/copy/facts.copy";
import { collectiveStats, caseStudies } from "#app/features/product/success-stories-page.copy";
import { industryBlurbs, useCases, useCaseStats } from "#app/features/product/use-cases-page.copy";

/** Every page's copy: each feature's `*-page.copy.ts` exports its page's `page`. */
const pageModules = import.meta.glob<{ page?: PageCopy }>("/app/features/**/*-page.copy.ts", {
  eager: true,
});
const pageCopies = Object.values(pageModules).flatMap((module) =>
  module.page ? [module.page] : [],
);

const values_ = (stats: readonly { value: string }[]) => stats.map((stat) => stat.value);

describe("marketing figures", () => {
  it("are the required claims, verbatim", () => {
    // The specification's list; "eight" counts the industry solutions (facts.copy.ts).
    const required = ["7,000+", "50+", "99.9%", "24/7", "14-day", "85%", "3x", "95%", "500+"];
    required.push("$50M+", "10M+", "94%", "89%", "67%", "5 minutes");
    const claims = new Set(Object.values(figures));
    claims.delete(figures.industrySolutions);
    expect([...claims].sort()).toEqual(required.sort());
    expect(values_(impactStats)).toEqual(["85%", "3x", "95%", "24/7"]);
  });
});

describe("use cases", () => {
  it("has the six required cards, each with a category and three benefits", () => {
    expect(useCases.map((useCase) => useCase.title)).toEqual([
      "Customer Support",
      "Lead Generation",
      "E-commerce Assistant",
      "Appointment Scheduling",
      "Educational Support",
      "HR Assistance",
    ]);
    for (const useCase of useCases) {
      expect(useCase.category).not.toBe("");
      expect(new Set(useCase.features).size).toBe(3);
    }
    expect(values_(useCaseStats)).toEqual(["500+", "85%", "3x", "95%"]);
    expect(industryBlurbs.map((blurb) => blurb.name)).toEqual([
      "Healthcare",
      "Retail",
      "Financial",
      "Education",
    ]);
  });
});

describe("industries", () => {
  it("lists the 8 slugs in the required order, each with a page", () => {
    // The slug is written once, as the key of its entry in industry-page.copy.ts.
    expect(industrySlugs).toEqual([
      "healthcare",
      "financial-services",
      "retail",
      "education",
      "automotive",
      "manufacturing",
      "logistics",
      "technology",
    ]);
    expect(industries.map((industry) => industry.slug)).toEqual([...industrySlugs]);
    expect(Object.keys(industryPages).sort()).toEqual([...industrySlugs].sort());
  });

  it("explains every feature of an industry on its page, in order", () => {
    for (const industry of industries) {
      const page = industryPages[industry.slug];
      expect(page.capabilities.map((capability) => capability.title)).toEqual([
        ...industry.features,
      ]);
      expect(page.challenges).toHaveLength(3);
      expect(page.conversation.length).toBeGreaterThanOrEqual(2);
      expect(page.faqs.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("gives each industry page a title and description no other page uses", () => {
    const titles = [
      ...pageCopies.map((page) => page.title),
      ...industries.map((industry) => `AI Agents for ${industry.name}`),
    ];
    const descriptions = [
      ...pageCopies.map((page) => page.description),
      ...industries.map((industry) => industry.description),
    ];
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

describe("success stories", () => {
  it("has three case studies with metrics and a quote", () => {
    expect(caseStudies.map((study) => study.id)).toEqual([
      "technology",
      "healthcare",
      "e-commerce",
    ]);
    for (const study of caseStudies) {
      expect(study.challenge && study.solution).toBeTruthy();
      expect(study.results.length).toBeGreaterThan(0);
      expect(study.metrics.roi).toMatch(/%$/);
      expect(study.metrics.timeToValue).toMatch(/\d+ (days|weeks)/);
      expect(study.metrics.satisfaction).toMatch(/%$/);
      expect(study.quote.text && study.quote.author && study.quote.role).toBeTruthy();
    }
    expect(values_(collectiveStats)).toEqual(["500+", "$50M+", "10M+", "94%"]);
  });
});

describe("about and agents", () => {
  it("has four values and impact figures", () => {
    expect(values).toHaveLength(4);
    expect(impactFigures.length).toBeGreaterThan(0);
  });

  it("has the eight required demo agents", () => {
    expect(demoAgents.map((agent) => agent.name)).toEqual([
      "Phone Agent",
      "Chatbot Agent",
      "WhatsApp Agent",
      "Voice Agent",
      "Messenger Agent",
      "Mobile App Agent",
      "Shopify Agent",
      "Presentation Agent",
    ]);
  });
});

describe("architecture", () => {
  it("has 8 nodes and 7 links between existing nodes, all connected", () => {
    expect(architectureNodes.map((node) => node.title)).toEqual([
      "Input channel",
      "Security layer",
      "AI engine",
      "Knowledge base",
      "External APIs",
      "Action engine",
      "Human handoff",
      "Analytics",
    ]);
    expect(architectureLinks).toHaveLength(7);
    const ids = new Set(architectureNodes.map((node) => node.id));
    const touched = new Set<string>();
    for (const link of architectureLinks) {
      expect(ids.has(link.from) && ids.has(link.to)).toBe(true);
      touched.add(link.from).add(link.to);
    }
    expect(touched).toEqual(ids);
    expect(LINK_CYCLE_MS).toBe(1500);
  });
});

describe("legal documents", () => {
  const text = (document: LegalDocumentData) => JSON.stringify(document);

  it.each([
    ["privacy", privacyPolicy],
    ["terms", termsOfService],
    ["cookies", cookiePolicy],
  ])("%s has unique section ids", (_name, document) => {
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("the privacy policy covers what the site collects, retention, rights and contact", () => {
    const policy = text(privacyPolicy);
    for (const field of [
      "full name",
      "e-mail address",
      "company",
      "subject",
      "message",
      "country dialling code",
      "phone number",
      "description of the agent",
      "cookie-consent",
      "How long we keep it",
      "Your rights under the GDPR",
      "erasure",
      "portability",
      `mailto:${company.email}`,
      "/cookies",
    ]) {
      expect(policy).toContain(field);
    }
  });

  it("the cookie policy names the stored key and how to change the choice", () => {
    const policy = text(cookiePolicy);
    expect(policy).toContain('"cookie-consent"');
    expect(policy).toContain("Change your choice");
  });
});

describe("page content modules", () => {
  const allPageModules = import.meta.glob<Record<string, unknown>>(
    "/app/features/**/*-page.copy.ts",
    { eager: true },
  );

  it("hold plain data only (icon names, not components), so an island's props can carry any of it", () => {
    expect(Object.keys(allPageModules).length).toBeGreaterThanOrEqual(37);
    for (const [file, module] of Object.entries(allPageModules)) {
      for (const [name, value] of Object.entries(module)) {
        expect(JSON.parse(JSON.stringify(value)), `${file} ${name}`).toEqual(value);
      }
    }
  });

  it("name only icons the icon component knows", () => {
    const named = JSON.stringify(Object.values(allPageModules)).matchAll(/"icon":"([^"]+)"/g);
    for (const [, name] of named) expect(iconNames, name).toContain(name);
  });
});

describe("page copy", () => {
  it("is found for every page with a fixed URL", () => {
    expect(pageCopies.length).toBe(37);
  });

  it("gives every page a unique title and description", () => {
    expect(new Set(pageCopies.map((page) => page.title)).size).toBe(pageCopies.length);
    expect(new Set(pageCopies.map((page) => page.description)).size).toBe(pageCopies.length);
    expect(new Set(pageCopies.map((page) => page.path)).size).toBe(pageCopies.length);
  });

  it("keeps descriptions within what search engines show", () => {
    for (const page of pageCopies) {
      expect(page.description.length, page.path).toBeGreaterThan(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(170);
    }
  });
});
