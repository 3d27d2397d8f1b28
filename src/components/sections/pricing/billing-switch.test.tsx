import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { plans, pricingCopy } from "../../../content/plans";
import { BillingSwitch } from "./billing-switch";
import { PlanCards } from "./plan-cards";

const renderPlans = () =>
  render(
    <BillingSwitch copy={pricingCopy}>
      <PlanCards plans={plans} copy={pricingCopy} />
    </BillingSwitch>,
  );

describe("BillingSwitch", () => {
  it("is an ARIA switch that starts on annual billing", () => {
    renderPlans();
    const billing = screen.getByRole("switch", { name: "Annual billing" });
    expect(billing).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("region", { name: "Plans" })).toHaveAttribute("data-billing", "annual");
  });

  it("switches the plans to monthly and back with a click or the keyboard", async () => {
    const user = userEvent.setup();
    renderPlans();
    const billing = screen.getByRole("switch", { name: "Annual billing" });
    await user.click(billing);
    expect(billing).toHaveAttribute("aria-checked", "false");
    expect(screen.getByRole("region", { name: "Plans" })).toHaveAttribute(
      "data-billing",
      "monthly",
    );
    billing.focus();
    await user.keyboard(" ");
    expect(billing).toHaveAttribute("aria-checked", "true");
  });

  it("renders each plan card once, with both of its prices", () => {
    renderPlans();
    expect(screen.getAllByRole("article")).toHaveLength(plans.length);
    const pro = screen.getByRole("article", { name: "Pro" });
    expect(pro).toHaveTextContent("$24");
    expect(pro).toHaveTextContent("$29");
  });
});
