import { z } from "zod";

/**
 * Shapes of the platform's HTTP contract. The client checks what it
 * receives against these, so garbage from a service becomes an error state, never a crash.
 */
export const templateCategoryIds = [
  "customer-service",
  "education",
  "business",
  "hr",
  "travel",
  "chatbot",
] as const;

export const agentTemplateSchema = z.object({
  _id: z.string(),
  agentId: z.object({ name: z.string() }),
  description: z.string().default(""),
  tags: z.array(z.string()).default([]),
  category: z.string().default(""),
  bannerImage: z.string().default(""),
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
  /** When the post last changed (the sitemap's lastmod); the bundled API sends it when known. */
  updatedAt: z.string().nullish(),
  categoryId: z.object({ _id: z.string().optional(), categoryName: z.string() }).nullish(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const builderAgentRequestSchema = z.object({
  description: z.string().trim().min(1, "Description is required.").max(5000),
  type: z.string().trim().min(1, "Type is required.").max(100),
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
