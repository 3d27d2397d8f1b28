import type { ReactNode } from "react";
import { toggleSavedPost, useSavedPost } from "../../../lib/reading-list";
import { notify } from "../../../lib/toast";
import { Button } from "../../ui/button";

/**
 * An article's Share (Web Share API, or copy the link) and Save (the reading list) buttons: the
 * island of the post page. Its icons come in as static HTML.
 */
export function ShareSave({
  slug,
  title,
  url,
  shareIcon,
  saveIcon,
  savedIcon,
}: {
  slug: string;
  title: string;
  url: string;
  shareIcon?: ReactNode;
  saveIcon?: ReactNode;
  savedIcon?: ReactNode;
}) {
  const saved = useSavedPost(slug);
  const share = async () => {
    if (navigator.share) {
      // The visitor may close the share sheet: nothing to report then.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.info("Link copied", { description: "The article's address is on your clipboard." });
    } catch {
      notify.error("Could not copy the link", { description: url });
    }
  };
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outline" onClick={share}>
        {shareIcon}
        Share
      </Button>
      <Button
        variant={saved ? "secondary" : "outline"}
        aria-pressed={saved}
        onClick={() => toggleSavedPost(slug)}
      >
        {/* Apart, not swapped in one place: static HTML never re-renders where it stands. */}
        {saved ? savedIcon : null}
        {saved ? null : saveIcon}
        {saved ? "Saved" : "Save"}
      </Button>
    </div>
  );
}
