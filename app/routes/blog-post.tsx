import { PageHero } from "../components/page-hero";
import { seo } from "../lib/seo";
import type { Route } from "./+types/blog-post";

// Filled by the blog issue: loader from getBlogById, sanitized body, 'Blog not found'.
export const meta: Route.MetaFunction = ({ matches, params }) =>
  seo(matches, {
    title: "Blog post",
    description: "An article from the blog.",
    path: `/blog/${params.id}`,
  });

export default function BlogPostPage() {
  return <PageHero title="Blog post" />;
}
