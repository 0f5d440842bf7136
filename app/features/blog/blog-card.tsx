import { eagerPostImageCount, postImageSize } from "./blog.copy";
import { excerpt, type BlogListItem } from "./blog";
import { CardImage } from "#app/shared/images/card-image";
import { PostMeta } from "./post-meta";
import { PostCover } from "#app/shared/art/post-cover";

/** A post in the list: image, read time, title linking to the post, description, byline. */
export function BlogCard({ post, index }: { post: BlogListItem; index: number }) {
  return (
    <article className="card-interactive rounded-card border-line shadow-card bg-surface flex h-full flex-col overflow-hidden border">
      {post.image ? (
        <CardImage
          src={post.image}
          size={postImageSize}
          aspect="aspect-[40/21]"
          index={index}
          eagerCount={eagerPostImageCount}
        />
      ) : (
        <PostCover
          title={post.title}
          slug={post.href}
          category={post.category}
          className="aspect-[40/21]"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {post.category ? (
            <span className="bg-surface-muted text-ink-soft rounded-full px-2.5 py-0.5 text-xs font-semibold">
              {post.category}
            </span>
          ) : null}
          {post.readTime ? <span className="text-ink-muted">{post.readTime}</span> : null}
        </div>
        <h2 className="text-ink mt-3 text-xl font-semibold tracking-[-0.015em] text-balance">
          <a href={post.href} className="hover:text-accent hover:underline">
            {post.title}
          </a>
        </h2>
        <p className="text-ink-muted mt-3 line-clamp-3">{excerpt(post.description, 220)}</p>
        <PostMeta author={post.author} date={post.date} className="mt-auto pt-5" />
      </div>
    </article>
  );
}
