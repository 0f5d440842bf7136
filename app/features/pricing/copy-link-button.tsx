import { Link2 } from "lucide-react";
import { copyToClipboard } from "#app/shared/forms/clipboard";
import { toast } from "#app/shared/forms/toast";

import { copyLinkText } from "./pricing.copy";
import { shareableUrl } from "./query";
import { Button } from "#app/components/ui/button";

/** Copies the page's address with the calculator's inputs, so the estimate can be shared. */
export function CopyLinkButton({ query, label }: { query: string; label: string }) {
  async function copy() {
    if (await copyToClipboard(shareableUrl(query), { logFailure: false }))
      toast.success(copyLinkText.success);
    // No clipboard (insecure origin, permission refused): the address bar has the link.
    else toast.error(copyLinkText.failure);
  }
  return (
    <Button variant="secondary" onClick={copy}>
      <Link2 aria-hidden="true" />
      {label}
    </Button>
  );
}
