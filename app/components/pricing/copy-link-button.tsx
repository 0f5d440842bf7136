import { Link2 } from "lucide-react";
import { toast } from "../../lib/toast";

import { copyLinkText } from "../../content/pricing";
import { shareableUrl } from "../../lib/pricing/query";
import { Button } from "../ui/button";

/** Copies the page's address with the calculator's inputs, so the estimate can be shared. */
export function CopyLinkButton({ query, label }: { query: string; label: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(shareableUrl(query));
      toast.success(copyLinkText.success);
    } catch {
      // No clipboard (insecure origin, permission refused): the address bar has the link.
      toast.error(copyLinkText.failure);
    }
  }
  return (
    <Button variant="secondary" onClick={copy}>
      <Link2 aria-hidden="true" />
      {label}
    </Button>
  );
}
