import {
  Bot,
  Brain,
  FileText,
  GitBranch,
  Hash,
  Plug,
  Rocket,
  ShoppingCart,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import type { DocsIconName } from "../../../lib/schemas/docs-page";

/** The docs cards' icons by the name a page's front-matter gives (only these ship in the hub's island). */
export const docsIcons: Record<DocsIconName, LucideIcon> = {
  bot: Bot,
  brain: Brain,
  "file-text": FileText,
  "git-branch": GitBranch,
  hash: Hash,
  plug: Plug,
  rocket: Rocket,
  "shopping-cart": ShoppingCart,
  workflow: Workflow,
};
