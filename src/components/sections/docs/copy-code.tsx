import type { ReactNode } from "react";
import { useCopyCode } from "../../../hooks/use-copy-code";

/**
 * A small island around build-time Markdown (blog posts, docs pages): it drives the Copy buttons of
 * the code blocks inside (lib/markdown.ts puts them there) with one delegated click handler.
 */
export function CopyCode({ children }: { children: ReactNode }) {
  const onClick = useCopyCode();
  return (
    // The clicks handled here come from the copy buttons inside the code blocks.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={onClick}>{children}</div>
  );
}
