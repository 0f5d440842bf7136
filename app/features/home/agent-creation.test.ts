import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { createAgent } from "./agent-creation.server";
import { homeTemplates } from "./home-templates.copy";
import {
  agentCreationMessages,
  checkDescription,
  CUSTOM_AGENT_TYPE,
  isBlankDescription,
  MAX_DESCRIPTION_LENGTH,
  parseTemplateId,
  resolveAgentType,
  studioBuilderUrl,
  successDescription,
} from "./agent-creation";

describe("the blank rule", () => {
  it("treats empty and whitespace-only text as blank", () => {
    for (const text of ["", " ", "   ", "\n", "\t \n  \r\n"]) {
      expect(isBlankDescription(text), JSON.stringify(text)).toBe(true);
      expect(checkDescription(text)).toBe("blank");
    }
  });

  it("accepts any text with a non-space character", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }).filter((s) => s.trim() === ""),
        fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== ""),
        (padding, text) => {
          expect(isBlankDescription(padding + text + padding)).toBe(false);
        },
      ),
    );
  });

  it("refuses descriptions longer than the limit after trimming", () => {
    expect(checkDescription("a".repeat(MAX_DESCRIPTION_LENGTH))).toBeNull();
    expect(checkDescription(`  ${"a".repeat(MAX_DESCRIPTION_LENGTH)}  `)).toBeNull();
    expect(checkDescription("a".repeat(MAX_DESCRIPTION_LENGTH + 1))).toBe("tooLong");
  });

  it("refuses control characters (NUL and the like), keeps paragraphs and tabs", () => {
    for (const control of ["\u0000", "\u0008", "\u001f", "\u007f", "\u0090"]) {
      expect(checkDescription(`A support agent${control}`)).toBe("controlCharacters");
    }
    expect(checkDescription("A support agent.\r\n\nIt answers\tquestions.")).toBeNull();
    expect(agentCreationMessages.controlCharacters).toMatch(/^Error: .*not allowed/);
  });

  it("uses the required message word for word", () => {
    expect(agentCreationMessages.blank).toBe("Error: Please describe your AI agent first.");
    expect(agentCreationMessages.failed).toBe("Error: Failed to create agent. Please try again.");
  });
});

describe("type resolution", () => {
  it("is the selected template's title", () => {
    expect(resolveAgentType(0)).toBe("Customer Support Bot");
    expect(resolveAgentType(1)).toBe("Sales Assistant");
    expect(resolveAgentType(2)).toBe("Lead Qualifier");
    expect(resolveAgentType(3)).toBe("FAQ Assistant");
    expect(resolveAgentType(4)).toBe("Product Recommender");
  });

  it("is 'Custom Agent' without a selection or for an unknown id", () => {
    expect(resolveAgentType(null)).toBe(CUSTOM_AGENT_TYPE);
    expect(CUSTOM_AGENT_TYPE).toBe("Custom Agent");
    expect(resolveAgentType(5)).toBe("Custom Agent");
    expect(resolveAgentType(-1)).toBe("Custom Agent");
  });

  it("takes only a known template id from a form value", () => {
    expect(parseTemplateId("0")).toBe(0);
    expect(parseTemplateId("4")).toBe(4);
    for (const value of [
      null,
      undefined,
      "",
      "5",
      "-1",
      "1.5",
      " 1",
      "Sales Assistant",
      "01x",
      3,
    ]) {
      expect(parseTemplateId(value), String(value)).toBeNull();
    }
  });

  it("has five templates with ids 0 to 4 and long prompts", () => {
    expect(homeTemplates.map((template) => template.id)).toEqual([0, 1, 2, 3, 4]);
    for (const template of homeTemplates) expect(template.prompt.length).toBeGreaterThan(200);
  });
});

describe("messages and the studio address", () => {
  it("names the template, or says custom agent", () => {
    expect(successDescription("Sales Assistant")).toBe("Sales Assistant created successfully!");
    expect(successDescription("Custom Agent")).toBe("Custom agent created successfully!");
  });

  it("sends the visitor to the studio with the builder id", () => {
    expect(studioBuilderUrl("https://studio.example.com", "abc123")).toBe(
      "https://studio.example.com?builderid=abc123",
    );
    expect(studioBuilderUrl("http://localhost:3000/studio", "a&b c")).toBe(
      "http://localhost:3000/studio?builderid=a%26b%20c",
    );
  });
});

describe("what a form answer shows back", () => {
  it("agent creation echoes at most the description's limit", async () => {
    const form = new FormData();
    form.set("description", "d".repeat(1_000_000));
    const { status, result } = await createAgent(form, {
      client: { createBuilderAgent: async () => "id" },
      studioUrl: "http://studio",
      log: { warn: () => {} },
    });
    expect(status).toBe(400);
    if (result.ok) throw new Error("expected an error");
    expect(result.values.description.length).toBe(5000);
  });
});
