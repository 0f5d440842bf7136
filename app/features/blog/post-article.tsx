import { ArrowLeft } from "lucide-react";
import { href } from "#app/shared/site-map/href";

import { blogPostCopy, postImageSize } from "./blog.copy";
import type { BlogPostView } from "./blog";
import { cn } from "#app/shared/ui-utils";
import { SanitizedHtml } from "#app/shared/sections/rich-text";
import { PostMeta } from "./post-meta";
import { Icon } from "#app/shared/icons/icon";
import { shareAttributes } from "#app/shared/forms/copy-buttons";
import { Button } from "#app/components/ui/button";
import { PostCover } from "#app/shared/art/post-cover";
import { ContentPicture } from "#app/shared/images/content-picture";

function BackToBlog({ className }: { className?: string }) {
  return (
    <a
      href={href("/blog")}
      className={cn(
        "text-accent inline-flex items-center gap-2 rounded text-sm font-semibold underline-offset-4 hover:underline",
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {blogPostCopy.backToBlog}
    </a>
  );
}

/** A post: title, byline, share, image and the sanitized body. */
export function PostArticle({ post }: { post: BlogPostView }) {
  return (
    <article className="mx-auto max-w-3xl px-6 pt-10">
      <BackToBlog className="py-1" />
      <div className="border-line mt-6 border-t pt-8 sm:mt-8 sm:pt-10">
        {post.category ? (
          <p className="eyebrow text-ink-muted" data-post-category>
            {post.category}
          </p>
        ) : null}
      </div>
      <h1 className="text-display sm:text-heading-lg text-ink mt-4 font-bold text-balance">
        {post.title}
      </h1>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <PostMeta author={post.author} date={post.date} readTime={post.readTime} />
        {/* The Web Share API where the browser has it (phones), otherwise the link is copied with
            a toast. Plain markup: the page's one listener answers it (copy-buttons.ts). */}
        <Button variant="secondary" size="sm" {...shareAttributes(post.title, blogPostCopy)}>
          <Icon name="share-2" aria-hidden="true" />
          {blogPostCopy.share}
        </Button>
      </div>
      {post.image ? (
        <ContentPicture
          src={post.image}
          sizes="(min-width: 768px) 720px, 100vw"
          alt=""
          width={postImageSize.width}
          height={postImageSize.height}
          className="bg-surface-muted mt-8 aspect-[40/21] w-full rounded-2xl object-cover"
        />
      ) : (
        <PostCover
          title={post.title}
          slug={post.href}
          category={post.category}
          className="rounded-panel mt-8 aspect-[40/21]"
        />
      )}
      <SanitizedHtml html={post.bodyHtml} className="mt-10" />
    </article>
  );
}

/** 'Blog not found', with the way back. */
export function PostNotFound() {
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-ink text-3xl font-bold">{blogPostCopy.notFound}</h1>
      <p className="text-ink-muted mt-3">{blogPostCopy.notFoundText}</p>
      <BackToBlog className="mt-6" />
    </section>
  );
}
