import {
  Activity,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  Award,
  Banknote,
  BookOpen,
  Bookmark,
  BookmarkCheck,
  Bot,
  Brain,
  Briefcase,
  Building,
  Calendar,
  CalendarClock,
  ChartColumn,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Clock,
  Compass,
  Container,
  Cpu,
  Database,
  Download,
  ExternalLink,
  Factory,
  FileSearch,
  FileText,
  FlaskConical,
  Gauge,
  GitBranch,
  Globe,
  GraduationCap,
  Hash,
  Headphones,
  HeartHandshake,
  HeartPulse,
  History,
  KeyRound,
  Landmark,
  LayoutTemplate,
  LifeBuoy,
  Lightbulb,
  LoaderCircle,
  Lock,
  Mail,
  MapPin,
  Menu,
  Monitor,
  Moon,
  MessageSquare,
  MessagesSquare,
  Pause,
  PenLine,
  Phone,
  Plane,
  PlaneTakeoff,
  Play,
  Plug,
  RefreshCw,
  Rocket,
  Route,
  Scale,
  ScrollText,
  Search,
  Server,
  Share2,
  ShieldCheck,
  ShoppingCart,
  Sun,
  Siren,
  SendHorizontal,
  Sparkles,
  Square,
  Tag,
  Target,
  Timer,
  TrendingUp,
  ThumbsDown,
  ThumbsUp,
  Truck,
  UserCheck,
  Users,
  Utensils,
  Video,
  Webhook,
  Workflow,
  X,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { brandLogos } from "../../content/brand-logos";
import type { IconName } from "../../content/icon-names";
import { brandMark } from "./brand-mark";
import { glyphSymbolId, ICON_SPRITE_ID, iconSymbolId } from "./icon";

/**
 * The icon registry: the lucide icon that draws each icon name. The only module that imports
 * lucide, and only the build reads it (the layout draws the sprite): every icon is drawn once into
 * the sprite, and pages and islands point at it with `<Icon name>` (no icon code ships).
 */
export const iconRegistry = {
  activity: Activity,
  "arrow-left": ArrowLeft,
  "arrow-right": ArrowRight,
  "arrow-up": ArrowUp,
  award: Award,
  banknote: Banknote,
  "bar-chart": ChartColumn,
  "book-open": BookOpen,
  bookmark: Bookmark,
  "bookmark-check": BookmarkCheck,
  bot: Bot,
  brain: Brain,
  briefcase: Briefcase,
  building: Building,
  calendar: Calendar,
  "calendar-clock": CalendarClock,
  cart: ShoppingCart,
  check: Check,
  "chevron-down": ChevronDown,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  clock: Clock,
  close: X,
  compass: Compass,
  container: Container,
  cpu: Cpu,
  database: Database,
  download: Download,
  "external-link": ExternalLink,
  factory: Factory,
  "file-search": FileSearch,
  "file-text": FileText,
  flask: FlaskConical,
  gauge: Gauge,
  "git-branch": GitBranch,
  globe: Globe,
  "graduation-cap": GraduationCap,
  hash: Hash,
  headphones: Headphones,
  "heart-handshake": HeartHandshake,
  "heart-pulse": HeartPulse,
  history: History,
  key: KeyRound,
  landmark: Landmark,
  "layout-template": LayoutTemplate,
  "life-buoy": LifeBuoy,
  lightbulb: Lightbulb,
  loader: LoaderCircle,
  lock: Lock,
  mail: Mail,
  "map-pin": MapPin,
  menu: Menu,
  message: MessageSquare,
  messages: MessagesSquare,
  monitor: Monitor,
  moon: Moon,
  pause: Pause,
  pen: PenLine,
  phone: Phone,
  plane: Plane,
  "plane-takeoff": PlaneTakeoff,
  play: Play,
  plug: Plug,
  refresh: RefreshCw,
  rocket: Rocket,
  route: Route,
  scale: Scale,
  scroll: ScrollText,
  search: Search,
  send: SendHorizontal,
  server: Server,
  share: Share2,
  shield: ShieldCheck,
  "shopping-cart": ShoppingCart,
  siren: Siren,
  sparkles: Sparkles,
  square: Square,
  sun: Sun,
  tag: Tag,
  target: Target,
  "thumbs-down": ThumbsDown,
  "thumbs-up": ThumbsUp,
  timer: Timer,
  "trending-up": TrendingUp,
  truck: Truck,
  "user-check": UserCheck,
  users: Users,
  utensils: Utensils,
  video: Video,
  webhook: Webhook,
  workflow: Workflow,
  zap: Zap,
} as const satisfies Record<IconName, LucideIcon>;

/** The drawing of one icon: lucide's SVG without its outer <svg> (whose attributes <Icon> sets). */
const drawing = (icon: LucideIcon) =>
  renderToStaticMarkup(createElement(icon))
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "");

/**
 * The stroke of every icon (lucide's), on each symbol rather than on each `<Icon>` of a page: the
 * symbol's clone in `<use>`'s shadow tree carries them. The fill and the stroke's width are the
 * `<Icon>`'s, inherited, which a class may change; these no caller changes.
 */
const SYMBOL_STROKE = 'stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';

/** A social brand's one-colour glyph: its mark, filled with the text colour (`<Icon glyph>`). */
function glyphSymbol(slug: string, path: string, evenOdd: boolean) {
  const rule = evenOdd ? ' fill-rule="evenodd"' : "";
  return `<symbol id="${glyphSymbolId(slug)}" viewBox="0 0 24 24"><path${rule} d="${path}"/></symbol>`;
}

/**
 * The sprite, an `<svg>` the layout puts at the end of every page's `<body>`: every icon as a
 * `<symbol>` (`<use href="#icon-name">`) and every social brand's glyph (`#glyph-slug`). In the
 * page rather than in a file of its own: an external sprite, and each glyph as an `<img>`, was a
 * request and an SVG document of its own, which cost /contact a fifth of its main thread's work
 * (issue 33, docs/measured.md). The build keeps on each page only the symbols it can show
 * (`pruneIconSprite`).
 */
export function iconSprite(): string {
  const icons = Object.entries(iconRegistry).map(
    ([name, icon]) =>
      `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24" ${SYMBOL_STROKE}>${drawing(icon)}</symbol>`,
  );
  const glyphs = brandLogos.flatMap((logo) => {
    const mark = logo.social && brandMark(logo);
    return mark ? [glyphSymbol(logo.slug, mark.path, mark.evenOdd)] : [];
  });
  return `<svg id="${ICON_SPRITE_ID}" xmlns="http://www.w3.org/2000/svg" hidden>${icons.join("")}${glyphs.join("")}</svg>`;
}

/** The symbols a page can show: those its HTML points at, and any its scripts name. */
function namesOnPage(html: string, readScript: (path: string) => string | undefined) {
  const names = new Set<string>();
  for (const [, id] of html.matchAll(/href="#((?:icon|glyph)-[a-z0-9-]+)"/g)) names.add(id!);
  // What an island may draw once it runs: any icon name or brand its code, or the props the page
  // gives it, spells out (a word that happens to be one only keeps a symbol too many).
  const words = new Set<string>();
  for (const [, word] of html.matchAll(/&quot;([a-z0-9-]+)&quot;/g)) words.add(word!);
  const seen = new Set<string>();
  const pending = [
    ...html.matchAll(
      /(?:component-url|renderer-url|before-hydration-url|src)="(\/_astro\/[^"]+\.js)"/g,
    ),
  ].map(([, url]) => url!);
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const script = readScript(url);
    if (script === undefined)
      throw new Error(`pruneIconSprite: the page loads ${url}, not in the build`);
    for (const [, word] of script.matchAll(/["'`]([a-z0-9-]+)["'`]/g)) words.add(word!);
    for (const [, relative] of script.matchAll(
      /(?:from|import)\s*\(?\s*["'](\.\.?\/[^"']+\.js)["']/g,
    ))
      pending.push(new URL(relative!, `http://build${url}`).pathname);
  }
  for (const word of words) {
    names.add(iconSymbolId(word));
    names.add(glyphSymbolId(word));
  }
  return names;
}

/**
 * A built page with only the sprite's symbols it can show (scripts/postbuild.js): those its HTML
 * points at, and those its islands' code (read with `readScript`, by URL path, imports followed)
 * or props name. A page without the sprite is returned as it is.
 */
export function pruneIconSprite(html: string, readScript: (path: string) => string | undefined) {
  const start = html.indexOf(`<svg id="${ICON_SPRITE_ID}"`);
  if (start === -1) return html;
  const end = html.indexOf("</svg>", start);
  const keep = namesOnPage(html.slice(0, start) + html.slice(end), readScript);
  const sprite = html
    .slice(start, end)
    .replace(/<symbol id="([^"]+)".*?<\/symbol>/gs, (symbol, id: string) =>
      keep.has(id) ? symbol : "",
    );
  return html.slice(0, start) + sprite + html.slice(end);
}
