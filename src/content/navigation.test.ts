import { describe, expect, it } from "vitest";
import {
  footerBottomLinks,
  footerSections,
  getStartedLink,
  headerNav,
  isCurrentPath,
  loginLink,
  mobileNav,
} from "./navigation";

const menu = (label: string) => {
  const entry = headerNav.find((item) => item.label === label);
  if (entry?.kind !== "menu") throw new Error(`${label} is not a menu`);
  return entry;
};

describe("navigation", () => {
  it("shows Home, Solutions, Pricing and Company in the header and hides Features and Resources", () => {
    const visible = headerNav.filter((entry) => !entry.hidden).map((entry) => entry.label);
    expect(visible).toEqual(["Home", "Solutions", "Pricing", "Company"]);
    expect(menu("Features").hidden).toBe(true);
    expect(menu("Resources").hidden).toBe(true);
    expect(loginLink).toMatchObject({ href: "/login", hidden: true });
    expect(getStartedLink.href).toBe("/get-started-form");
  });

  it("gives the Solutions dropdown its six targets", () => {
    expect(menu("Solutions").items.map((item) => item.href)).toEqual([
      "/features#ai-chatbots",
      "/features#workflow-automation",
      "/features#ecommerce-automation",
      "/solutions#customer-service",
      "/solutions#ecommerce",
      "/solutions#finance",
    ]);
  });

  it("gives the Company dropdown About Us, Careers, Contact and Partners", () => {
    expect(menu("Company").items.map((item) => [item.label, item.href])).toEqual([
      ["About Us", "/about"],
      ["Careers", "/careers"],
      ["Contact", "/contact"],
      ["Partners", "/partners"],
    ]);
  });

  it("lists the mobile menu's links in order, with Data Security at /security", () => {
    expect(mobileNav.map((link) => link.label)).toEqual([
      "Home",
      "Solutions",
      "Pricing",
      "About",
      "Contact Us",
      "Blog",
      "Data Security",
    ]);
    expect(mobileNav.find((link) => link.label === "Data Security")?.href).toBe("/security");
  });

  it("has the four footer sections and the three blog post links", () => {
    expect(footerSections.map((section) => section.title)).toEqual([
      "Company",
      "Product",
      "Legal",
      "Blog",
    ]);
    expect(footerSections[3]?.links.map((link) => link.href)).toEqual([
      "/blog/ai-customer-service",
      "/blog/business-automation",
      "/blog/ecommerce-automation",
    ]);
    expect(footerBottomLinks.map((link) => link.href)).toEqual(["/privacy", "/terms", "/cookies"]);
  });

  it("treats a link as current when its path, without hash or query, is the current path", () => {
    expect(isCurrentPath("/features#ai-chatbots", "/features")).toBe(true);
    expect(isCurrentPath("/pricing", "/pricing/")).toBe(true);
    expect(isCurrentPath("/", "/pricing")).toBe(false);
    expect(isCurrentPath("/contact?subject=Hi", "/contact")).toBe(true);
  });
});
