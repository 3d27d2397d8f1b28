import { staffShellCopy } from "../../content/staff";
import { cn } from "../../lib/utils";
import { Badge } from "../ui/badge";
import { containerVariants } from "../ui/section";
import { LogoLink } from "./logo-link";
import { ThemeControl } from "./theme-control";

/**
 * The staff pages' header (`variant="staff"` of the layout): the brand linking home, a "Staff"
 * label and the theme control the site header uses, static HTML that needs no script. No menus,
 * search or Ask Automatica: the staff tool is not the marketing site. Who is signed in, and Sign
 * out, are the inbox's own (components/staff/staff-inbox.tsx).
 */
export function StaffHeader() {
  return (
    <header className="site-header fixed inset-x-0 top-0 z-40">
      <div className={cn(containerVariants(), "flex items-center justify-between gap-4")}>
        <div className="flex min-w-0 items-center gap-3">
          <LogoLink place="staff" />
          <Badge variant="neutral">{staffShellCopy.label}</Badge>
        </div>
        <ThemeControl id="theme-menu" layout="popover" />
      </div>
    </header>
  );
}
