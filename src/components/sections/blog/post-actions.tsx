import { Bookmark, BookmarkCheck, Share2 } from "lucide-react";
import { useSavedPost, toggleSavedPost } from "../../../lib/reading-list";
import { notify } from "../../../lib/toast";
import { Button } from "../../ui/button";
import { TagList, type TagLink } from "./popular-tags";

export interface ShareLink {
  name: string;
  href: string;
  icon: string;
}

/** Tags, Share (Web Share API or copy link), Save to the reading list and the social share links. */
export function PostActions({
  slug,
  title,
  url,
  tags,
  shareLinks,
}: {
  slug: string;
  title: string;
  url: string;
  tags: readonly TagLink[];
  shareLinks: readonly ShareLink[];
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
    <div className="mt-12 space-y-6 border-t border-slate-200 pt-8">
      <div>
        <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-600">Tags</h2>
        <TagList tags={tags} className="mt-3" />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={share}>
            <Share2 aria-hidden="true" />
            Share
          </Button>
          <Button
            variant={saved ? "secondary" : "outline"}
            aria-pressed={saved}
            onClick={() => toggleSavedPost(slug)}
          >
            {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
            {saved ? "Saved" : "Save"}
          </Button>
        </div>
        <ul className="flex gap-2">
          {shareLinks.map((link) => (
            <li key={link.name}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white hover:border-brand-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
              >
                <img src={link.icon} alt="" width={20} height={20} loading="lazy" />
                <span className="sr-only">Share on {link.name} (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
