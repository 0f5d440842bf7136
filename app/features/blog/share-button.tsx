import { Share2 } from "lucide-react";
import { copyToClipboard } from "#app/shared/forms/clipboard";
import { toast } from "#app/shared/forms/toast";

import { blogPostCopy } from "./blog.copy";
import { Button } from "#app/components/ui/button";

/**
 * Share: the Web Share API where the browser has it (phones), otherwise the link is copied
 * with a toast. Cancelling the share sheet is not an error.
 */
export function ShareButton({ title }: { title: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        if (!(error instanceof DOMException && error.name === "AbortError")) {
          console.warn("share failed", error);
        }
      }
      return;
    }
    if (await copyToClipboard(url, { logFailure: false })) toast.success(blogPostCopy.copied);
    else toast.error(blogPostCopy.copyFailed);
  };
  return (
    <Button variant="secondary" size="sm" onClick={share}>
      <Share2 aria-hidden="true" />
      {blogPostCopy.share}
    </Button>
  );
}
