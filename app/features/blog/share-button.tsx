import { Icon } from "#app/shared/icons/icon";
import { shareAttributes } from "#app/shared/forms/copy-buttons";

import { blogPostCopy } from "./blog.copy";
import { Button } from "#app/components/ui/button";

/**
 * Share: the Web Share API where the browser has it (phones), otherwise the link is copied
 * with a toast. Plain markup: the page's one listener answers it (copy-buttons.ts).
 */
export function ShareButton({ title }: { title: string }) {
  return (
    <Button variant="secondary" size="sm" {...shareAttributes(title, blogPostCopy)}>
      <Icon name="share-2" aria-hidden="true" />
      {blogPostCopy.share}
    </Button>
  );
}
