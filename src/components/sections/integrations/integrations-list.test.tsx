import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { integrations, integrationsCopy, integrationsList } from "../../../content/integrations";
import { FilterableList } from "../../ui/filterable-list";
import { IntegrationGrid, LOGOS_WITH_PAGE } from "./integration-grid";

/** /integrations as the page composes it: the list around the static grid of cards. */
const renderCatalogue = () =>
  render(
    <FilterableList {...integrationsList}>
      <IntegrationGrid integrations={integrations} />
    </FilterableList>,
  );
const names = () =>
  within(screen.getByRole("region", { name: "Integrations catalogue" }))
    .queryAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

// Role queries over 37 cards are slow in jsdom: give each test room on a busy machine.
describe("/integrations' list (FilterableList)", { timeout: 20_000 }, () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("loads the first rows' logos with the page and the rest when they come near", () => {
    renderCatalogue();
    const lazy = within(screen.getByRole("region", { name: "Integrations catalogue" }))
      .getAllByRole("presentation")
      .map((logo) => logo.getAttribute("loading") === "lazy");
    expect(lazy).toEqual(integrations.map((_, index) => index >= LOGOS_WITH_PAGE));
  });

  it("lists every integration before any filter", () => {
    renderCatalogue();
    expect(names()).toHaveLength(integrations.length);
    expect(screen.getByRole("status")).toHaveTextContent(
      `Showing ${integrations.length} of ${integrations.length} integrations`,
    );
  });

  it("filters by search and category and keeps both in the URL", async () => {
    const user = userEvent.setup();
    renderCatalogue();
    await user.click(screen.getByRole("button", { name: "CRM" }));
    expect(names()).toEqual(["Salesforce", "HubSpot"]);
    await user.type(screen.getByRole("searchbox", { name: "Search integrations" }), "hub");
    expect(names()).toEqual(["HubSpot"]);
    expect(window.location.search).toBe("?category=CRM&q=hub");
  });

  it("shows the empty state, and no card, when nothing matches", async () => {
    const user = userEvent.setup();
    renderCatalogue();
    await user.type(screen.getByRole("searchbox", { name: "Search integrations" }), "no such tool");
    expect(names()).toEqual([]);
    expect(screen.getByText(integrationsCopy.emptyTitle)).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent(
      `Showing 0 of ${integrations.length} integrations`,
    );
  });

  it("keeps a card whose name or description holds every word typed, wherever they are", async () => {
    const user = userEvent.setup();
    renderCatalogue();
    await user.type(screen.getByRole("searchbox", { name: "Search integrations" }), "drive google");
    expect(names()).toEqual(["Google Drive"]);
  });

  it("has a chip for All and for each category that has an integration, in order", () => {
    renderCatalogue();
    const chips = within(screen.getByRole("group", { name: "Filter by category" }))
      .getAllByRole("button")
      .map((chip) => chip.textContent);
    expect(chips[0]).toBe("All");
    for (const category of chips.slice(1))
      expect(integrations.some((entry) => entry.categories.some((c) => c === category))).toBe(true);
  });

  it("applies the filter it finds in the URL", () => {
    window.history.replaceState(null, "", "/integrations?category=E-commerce");
    renderCatalogue();
    expect(names()).toEqual(["Shopify", "Stripe", "PayPal"]);
    expect(screen.getByRole("button", { name: "E-commerce" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});
