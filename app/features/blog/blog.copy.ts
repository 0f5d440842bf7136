import { href } from "#app/shared/site-map/href";

/** Texts of the blog list and post pages (docs/requirements/blog.md). */

export const blogCopy = {
  feedTitle: "Blog",
  searchLabel: "Search articles",
  searchPlaceholder: "Search articles...",
  searchButton: "Search",
  categoriesLabel: "Blog categories",
  allCategories: "All",
  error: "Failed to load blogs or categories.",
  empty: "No blog posts found.",
  readMore: "Read article",
  byline: "By",
  newsletter: {
    title: "Stay Updated",
    text: "Get new guides and product updates from the team. Create a free account in the studio to subscribe.",
    emailLabel: "Email address",
    emailPlaceholder: "you@company.com",
    subscribe: "Subscribe",
  },
} as const;

export const blogPostCopy = {
  notFound: "Blog not found",
  notFoundText: "The article you are looking for does not exist or has been removed.",
  notFoundDescription: "This blog article could not be found.",
  backToBlog: "Back to Blog",
  share: "Share",
  copied: "Link copied to clipboard",
  copyFailed: "Could not copy the link",
  cta: {
    title: "Ready to build your own AI agent?",
    text: "Describe what your agent should do and launch it on your website, WhatsApp or phone in minutes. Free to start, no credit card required.",
    primary: { label: "Start Building Free", to: { studio: "" } },
    secondary: { label: "Browse Templates", to: href("/templates") },
  },
} as const;

/** Intrinsic size of the post images (the 1200x630 social-card shape). */
export const postImageSize = { width: 1200, height: 630 } as const;

/** Post images above the fold on the list load eagerly. */
export const eagerPostImageCount = 3;
