import { z } from "zod";

import { templateSampleSchema } from "#app/shared/platform/platform.schema";

/** The content files (CONTENT.md). Strict: an unknown field is most often a misspelt one. */

const hexId = z
  .string()
  .regex(/^[0-9a-f]{24}$/, "must be 24 lowercase hex characters (keep it as it is, or remove it)");
const key = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase letters, digits and single hyphens");
const text = z.string().trim().min(1, "must not be empty");

export const categoriesFile = z.array(
  z
    .object({
      key,
      name: text,
      /** Only for entries that had an id before the files were the source (links use it). */
      id: hexId.optional(),
    })
    .strict(),
);

export const templatesFile = z.array(
  z
    .object({
      key,
      id: hexId.optional(),
      name: text,
      category: key,
      tags: z.array(text),
      bannerImage: text,
      description: text,
      sample: templateSampleSchema.optional(),
    })
    .strict(),
);

const publishedAt = z.union(
  [z.iso.datetime({ offset: true, local: false }), z.iso.date()],
  "must be a date (2025-02-11) or a date and time with a zone (2025-02-11T09:30:00Z)",
);

export const postFrontMatter = z
  .object({
    id: hexId.optional(),
    title: text,
    slug: key.optional(),
    description: text.optional(),
    author: text.optional(),
    category: text,
    image: text.optional(),
    readTime: z.union([text, z.number().int().positive()]).transform(String),
    publishedAt,
    /** Never in the future, which would put every later edit "in the past". */
    updatedAt: publishedAt
      .refine(
        (value) => new Date(value).getTime() <= Date.now() + 60_000,
        "must not be in the future (it dates the content's version)",
      )
      .optional(),
    draft: z.boolean().default(false),
  })
  .strict();

const sitePath = z
  .string()
  .regex(
    /^\/(?:[A-Za-z0-9._~%!$&'()*+,;=:@-]+(?:\/[A-Za-z0-9._~%!$&'()*+,;=:@-]+)*)?$/,
    "must be a path on this site, like /blog/old-slug (no query, no trailing slash)",
  )
  .refine((value) => !/(^|\/)\.{1,2}(\/|$)/.test(value), "must not contain . or .. segments");

export const redirectsFile = z.array(
  z
    .object({
      from: sitePath,
      to: z.union(
        [sitePath, z.url({ protocol: /^https$/ })],
        "must be a path on this site (/blog/new-slug) or an https:// address",
      ),
    })
    .strict(),
);
