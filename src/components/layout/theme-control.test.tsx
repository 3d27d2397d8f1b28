import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ThemeControl } from "./theme-control";

describe("the theme control", () => {
  it("offers Light, Dark and System as one named radio group, System chosen until the script says otherwise", () => {
    render(<ThemeControl id="theme-menu-mobile" layout="inline" />);
    const group = screen.getByRole("group", { name: "Theme" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["light", "dark", "system"]);
    expect(within(group).getByRole("radio", { name: "Light" })).not.toBeChecked();
    expect(within(group).getByRole("radio", { name: "Dark" })).not.toBeChecked();
    expect(within(group).getByRole("radio", { name: "System" })).toBeChecked();
  });

  it("in the header, opens from a button that names the theme in use and controls the popover", () => {
    render(<ThemeControl id="theme-menu" layout="popover" />);
    const button = screen.getByRole("button", { name: /^Theme:/ });
    expect(button).toHaveAttribute("popovertarget", "theme-menu");
    expect(button).toHaveAttribute("aria-controls", "theme-menu");
    expect(document.getElementById("theme-menu")).toContainElement(
      screen.getByRole("group", { name: "Theme", hidden: true }),
    );
  });

  it("keeps the header's and the mobile menu's radios in two groups (a form each)", () => {
    render(
      <>
        <ThemeControl id="theme-menu" layout="popover" />
        <ThemeControl id="theme-menu-mobile" layout="inline" />
      </>,
    );
    const forms = new Set(
      [...document.querySelectorAll<HTMLInputElement>('input[name="theme"]')].map((r) => r.form),
    );
    expect(forms.size).toBe(2);
    expect(forms.has(null)).toBe(false);
  });
});
