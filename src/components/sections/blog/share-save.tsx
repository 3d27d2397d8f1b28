import { blogPostCopy as copy } from "../../../content/blog-listing";
import { toggleSavedPost, useSavedPost } from "../../../lib/reading-list";
import { notify } from "../../../lib/toast";
import { Button } from "../../ui/button";
import { Icon } from "../../ui/icon";

/**
 * An article's Share (Web Share API, or copy the link) and Save (the reading list) buttons: the
 * island of the post page.
 */
export function ShareSave({ slug, title, url }: { slug: string; title: string; url: string }) {
  const saved = useSavedPost(slug);
  const share = async () => {
    if (navigator.share) {
      // The visitor may close the share sheet: nothing to report then.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.info(copy.linkCopied, { description: copy.linkCopiedText });
    } catch {
      notify.error(copy.linkNotCopied, { description: url });
    }
  };
  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outline" onClick={share}>
        <Icon name="share" />
        {copy.share}
      </Button>
      <Button
        variant={saved ? "secondary" : "outline"}
        aria-pressed={saved}
        onClick={() => toggleSavedPost(slug)}
      >
        <Icon name={saved ? "bookmark-check" : "bookmark"} />
        {saved ? copy.saved : copy.save}
      </Button>
    </div>
  );
}
