import {
  Activity,
  ChartColumn,
  BookOpen,
  Bot,
  Brain,
  Building,
  CalendarClock,
  Clock,
  Cpu,
  Database,
  FileSearch,
  FileText,
  FlaskConical,
  Gauge,
  GitBranch,
  Globe,
  Headphones,
  KeyRound,
  LayoutTemplate,
  Lightbulb,
  Lock,
  MessageSquare,
  MessagesSquare,
  PenLine,
  Plug,
  RefreshCw,
  ScrollText,
  Search,
  Server,
  Share2,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Target,
  TrendingUp,
  UserCheck,
  Users,
  Webhook,
  Workflow,
  Zap,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

/**
 * Decorative icons rendered to SVG markup at build time (in loaders), so pages show lucide icons
 * without shipping their code: content names an icon, the loader turns it into markup.
 */
const icons = {
  activity: Activity,
  "bar-chart": ChartColumn,
  "book-open": BookOpen,
  bot: Bot,
  brain: Brain,
  building: Building,
  "calendar-clock": CalendarClock,
  clock: Clock,
  cpu: Cpu,
  database: Database,
  "file-search": FileSearch,
  "file-text": FileText,
  flask: FlaskConical,
  gauge: Gauge,
  "git-branch": GitBranch,
  globe: Globe,
  headphones: Headphones,
  key: KeyRound,
  "layout-template": LayoutTemplate,
  lightbulb: Lightbulb,
  lock: Lock,
  message: MessageSquare,
  messages: MessagesSquare,
  pen: PenLine,
  plug: Plug,
  refresh: RefreshCw,
  scroll: ScrollText,
  search: Search,
  server: Server,
  share: Share2,
  shield: ShieldCheck,
  cart: ShoppingCart,
  sparkles: Sparkles,
  target: Target,
  "trending-up": TrendingUp,
  "user-check": UserCheck,
  users: Users,
  webhook: Webhook,
  workflow: Workflow,
  zap: Zap,
} as const;

export type IconName = keyof typeof icons;

/** The SVG markup of one icon (decorative: aria-hidden). */
export function iconSvg(name: IconName, className = "size-6"): string {
  return renderToStaticMarkup(
    createElement(icons[name], { "aria-hidden": "true", className, focusable: "false" }),
  );
}

/** Adds `iconSvg` markup to every item that names an `icon`. */
export function withIconSvg<T extends { icon: IconName }>(
  items: readonly T[],
  className?: string,
): (T & { iconSvg: string })[] {
  return items.map((item) => ({ ...item, iconSvg: iconSvg(item.icon, className) }));
}
