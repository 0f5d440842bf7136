import { eagerPostImageCount, postImageSize } from "./blog.copy";
import { excerpt, type BlogListItem } from "./blog";
import { CardImage } from "#app/shared/images/card-image";
import { PostMeta } from "./post-meta";
import { PostCover } from "#app/shared/art/post-cover";
import { cn } from "#app/shared/ui-utils";

/**
 * A post in the list: image, read time, title linking to the post, description, byline. On a
 * phone a compact row (a small cover beside the title); from 640 px a card with its cover on top.
 * `featured`: the list's lead post, large, its cover beside the text from 768 px.
 */
export function BlogCard({
  post,
  index,
  featured = false,
}: {
  post: BlogListItem;
  index: number;
  featured?: boolean;
}) {
  const cover = featured
    ? "aspect-[40/21] md:aspect-auto md:h-full md:min-h-80"
    : "aspect-[1/1] rounded-xl sm:aspect-[40/21] sm:rounded-none";
  return (
    <article
      className={cn(
        "card-interactive rounded-card border-line shadow-card bg-surface h-full overflow-hidden border",
        featured
          ? "grid md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]"
          : "grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 p-4 sm:flex sm:flex-col sm:gap-0 sm:p-0",
      )}
    >
      {post.image ? (
        <CardImage
          src={post.image}
          size={postImageSize}
          aspect={cover as `aspect-[${string}]`}
          index={index}
          eagerCount={eagerPostImageCount}
        />
      ) : (
        <PostCover title={post.title} slug={post.href} category={post.category} className={cover} />
      )}
      <div
        className={cn(
          "flex min-w-0 flex-col",
          featured ? "p-6 sm:p-8 md:justify-center lg:p-10" : "sm:px-6 sm:pt-6 sm:pb-3",
        )}
      >
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          {post.category ? (
            <span className="bg-surface-muted text-ink-soft rounded-full px-2.5 py-0.5 text-xs font-semibold">
              {post.category}
            </span>
          ) : null}
          {post.readTime ? <span className="text-ink-muted">{post.readTime}</span> : null}
        </div>
        <h2
          className={cn(
            "text-ink font-semibold text-balance",
            featured
              ? "mt-4 text-2xl leading-8 tracking-[-0.02em] sm:text-[2.25rem] sm:leading-[2.75rem] sm:tracking-[-0.03em]"
              : "mt-1.5 text-base leading-snug tracking-[-0.01em] sm:mt-3 sm:text-xl sm:tracking-[-0.015em]",
          )}
        >
          <a href={post.href} className="hover:text-accent hover:underline">
            {post.title}
          </a>
        </h2>
        {featured ? (
          <>
            <p className="text-ink-muted text-lead mt-4 line-clamp-4">
              {excerpt(post.description, 280)}
            </p>
            <PostMeta author={post.author} date={post.date} className="mt-6" />
          </>
        ) : null}
      </div>
      {featured ? null : (
        // Under the cover and the title on a phone, the card's full width; in the card above.
        <div className="col-span-2 flex flex-col sm:flex-1 sm:px-6 sm:pb-6">
          <p className="text-ink-muted line-clamp-2 text-sm sm:line-clamp-3 sm:text-base">
            {excerpt(post.description, 220)}
          </p>
          <PostMeta author={post.author} date={post.date} className="mt-3 sm:mt-auto sm:pt-5" />
        </div>
      )}
    </article>
  );
}
