import { z } from "zod";

import { multiLine, singleLine } from "#app/shared/forms/text.schema";

// What the client receives is checked against these: garbage from a service is an error, not a crash.
// Not in docs/requirements/platform-api.md: the bundled API sends it; without it (or malformed)
// the preview art is drawn from the template's other data.
export const templateSampleSchema = z.object({
  channel: z.enum(["web", "whatsapp", "voice", "sms", "app", "kiosk"]),
  conversation: z
    .array(z.object({ from: z.enum(["customer", "agent"]), text: z.string().min(1).max(200) }))
    .min(2)
    .max(4),
});
export type TemplateSample = z.infer<typeof templateSampleSchema>;

export const agentTemplateSchema = z.object({
  _id: z.string(),
  agentId: z.object({ name: z.string() }),
  description: z.string().default(""),
  tags: z.array(z.string()).default([]),
  category: z.string().default(""),
  bannerImage: z.string().default(""),
  sample: templateSampleSchema.optional().catch(undefined),
});
export type AgentTemplate = z.infer<typeof agentTemplateSchema>;

export const templatesResponseSchema = z.object({
  data: z.object({ data: z.array(agentTemplateSchema) }),
});

export const blogCategorySchema = z.object({ _id: z.string(), categoryName: z.string() });
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const blogPostSchema = z.object({
  _id: z.string(),
  slug: z.string().nullish(),
  title: z.string(),
  description: z.string().default(""),
  image: z.string().nullish(),
  readTime: z.union([z.string(), z.number()]).nullish(),
  author: z.string().nullish(),
  date: z.string().nullish(),
  createdAt: z.string().nullish(),
  updatedAt: z.string().nullish(),
  categoryId: z.object({ _id: z.string().optional(), categoryName: z.string() }).nullish(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A description may have paragraphs; the type is a name, on one line. No control characters. */
export const builderAgentRequestSchema = z.object({
  description: multiLine(z.string().trim().min(1, "Description is required.").max(5000), {
    control: "Description cannot contain control characters.",
  }),
  type: singleLine(z.string().trim().min(1, "Type is required.").max(100), {
    lineBreak: "Type must be on one line.",
    control: "Type cannot contain control characters.",
  }),
});
export type BuilderAgentRequest = z.infer<typeof builderAgentRequestSchema>;

export const builderAgentResponseSchema = z.object({
  data: z.object({ _id: z.string().min(1) }),
});

export const whatsappScannerSchema = z.object({
  success: z.boolean(),
  mobileNumber: z.string().nullish(),
});
export type WhatsappScanner = z.infer<typeof whatsappScannerSchema>;
