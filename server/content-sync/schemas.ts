import { z } from "zod";

import { templateSampleSchema } from "#app/shared/platform/platform.schema";

/**
 * The shapes of the content files (see CONTENT.md). Strict: an unknown field is most often a
 * misspelt one (`publishAt`), and ignoring it would publish the post at the wrong time.
 */

const hexId = z
  .string()
  .regex(/^[0-9a-f]{24}$/, "must be 24 lowercase hex characters (keep it as it is, or remove it)");
const key = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase letters, digits and single hyphens");
const text = z.string().trim().min(1, "must not be empty");

/** content/blog/categories.json: the blog's categories, in the order the site shows them. */
export const categoriesFile = z.array(
  z
    .object({
      /** For posts' `category` and the derived id. */
      key,
      /** The label on the blog's filter buttons. */
      name: text,
      /** Only for entries that had an id before the files were the source (links use it). */
      id: hexId.optional(),
    })
    .strict(),
);

/** content/templates.json: the templates gallery, in the order the gallery shows them. */
export const templatesFile = z.array(
  z
    .object({
      key,
      id: hexId.optional(),
      name: text,
      category: key,
      tags: z.array(text),
      /** A path under /media (content/media) or an absolute https URL. */
      bannerImage: text,
      /** HTML, sanitized by the site where it is shown. */
      description: text,
      /** The channel and short conversation the gallery's preview art shows. */
      sample: templateSampleSchema.optional(),
    })
    .strict(),
);

/** A date with a time and a zone (2025-02-11T09:30:00Z, 2025-02-11T10:30+01:00) or a day. */
const publishedAt = z.union(
  [z.iso.datetime({ offset: true, local: false }), z.iso.date()],
  "must be a date (2025-02-11) or a date and time with a zone (2025-02-11T09:30:00Z)",
);

/** The front matter of content/blog/<file>.md. */
export const postFrontMatter = z
  .object({
    id: hexId.optional(),
    title: text,
    /** The address /blog/<slug>; without it the post is reached by its id. */
    slug: key.optional(),
    /** A one-line summary for the list, the feed and search results. */
    description: text.optional(),
    /** Without it the site shows 'Admin'. */
    author: text.optional(),
    /** A category's key or name from content/blog/categories.json. */
    category: text,
    /** Without one, the site draws the post a cover from its category and title. */
    image: text.optional(),
    /** "5 min read"; a bare number of minutes is accepted too. */
    readTime: z.union([text, z.number().int().positive()]).transform(String),
    publishedAt,
    /**
     * When the post was last changed in substance: the sitemap's lastmod, and the content's
     * revision where there is no git history (server/content-sync/version.ts). Never in the
     * future, which would put every later edit "in the past".
     */
    updatedAt: publishedAt
      .refine(
        (value) => new Date(value).getTime() <= Date.now() + 60_000,
        "must not be in the future (it dates the content's version)",
      )
      .optional(),
    draft: z.boolean().default(false),
  })
  .strict();

export type PostFrontMatter = z.infer<typeof postFrontMatter>;

/** A path on this site: from the root, no query, fragment, dot segment or trailing slash. */
const sitePath = z
  .string()
  .regex(
    /^\/(?:[A-Za-z0-9._~%!$&'()*+,;=:@-]+(?:\/[A-Za-z0-9._~%!$&'()*+,;=:@-]+)*)?$/,
    "must be a path on this site, like /blog/old-slug (no query, no trailing slash)",
  )
  .refine((value) => !/(^|\/)\.{1,2}(\/|$)/.test(value), "must not contain . or .. segments");

/**
 * content/redirects.json: addresses that moved (a post whose slug changed, a page that was
 * renamed), each answered with a 301 to where it went. Optional.
 */
export const redirectsFile = z.array(
  z
    .object({
      from: sitePath,
      /** Another path on this site, or an https address elsewhere. */
      to: z.union(
        [sitePath, z.url({ protocol: /^https$/ })],
        "must be a path on this site (/blog/new-slug) or an https:// address",
      ),
    })
    .strict(),
);
