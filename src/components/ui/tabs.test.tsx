import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Tabs, TabsList, TabsPanel, TabsTrigger } from "./tabs";

const values = ["one", "two", "three"];

/** Three tabs over a panel each, or over `one` panel for every tab. */
function Numbers({ inactive = false, one = false }: { inactive?: boolean; one?: boolean }) {
  const [value, setValue] = useState("one");
  return (
    <Tabs id="numbers" value={value} onValueChange={setValue} inactive={inactive}>
      <TabsList aria-label="Numbers">
        {values.map((entry) => (
          <TabsTrigger key={entry} value={entry}>
            {entry}
          </TabsTrigger>
        ))}
      </TabsList>
      {one ? (
        <TabsPanel>Showing {value}</TabsPanel>
      ) : (
        values.map((entry) => (
          <TabsPanel key={entry} value={entry}>
            Panel {entry}
          </TabsPanel>
        ))
      )}
    </Tabs>
  );
}

describe("Tabs", () => {
  it("wires each tab to its panel and each panel to its tab, with no ids from the caller", async () => {
    const user = userEvent.setup();
    render(<Numbers />);
    const two = screen.getByRole("tab", { name: "two" });
    await user.click(two);
    const panel = screen.getByRole("tabpanel", { name: "two" });
    expect(panel).toHaveTextContent("Panel two");
    expect(two).toHaveAttribute("aria-controls", panel.id);
    expect(panel).toHaveAttribute("aria-labelledby", two.id);
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  });

  it("makes the one panel of every tab the selected tab's panel", async () => {
    const user = userEvent.setup();
    render(<Numbers one />);
    await user.click(screen.getByRole("tab", { name: "three" }));
    const panel = screen.getByRole("tabpanel", { name: "three" });
    expect(panel).toHaveTextContent("Showing three");
    expect(screen.getByRole("tab", { name: "three" })).toHaveAttribute("aria-controls", panel.id);
  });

  it("moves and selects with the arrow keys, Home and End, one tab stop at a time", async () => {
    const user = userEvent.setup();
    render(<Numbers />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "one" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "three" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "three" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "one" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{End}{ArrowRight}");
    expect(screen.getByRole("tab", { name: "one" })).toHaveFocus();
    for (const tab of screen.getAllByRole("tab"))
      expect(tab).toHaveAttribute(
        "tabindex",
        tab.getAttribute("aria-selected") === "true" ? "0" : "-1",
      );
    await user.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
  });

  it("sets the tabs aside while inactive: no tab list, plain panels", () => {
    render(<Numbers inactive />);
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    expect(screen.queryByRole("tabpanel")).not.toBeInTheDocument();
    expect(screen.getByText("Panel one")).toBeVisible();
  });
});
