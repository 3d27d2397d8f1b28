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
  it("is a native switch, on (annual billing) to start with", () => {
    renderPlans();
    const billing = screen.getByRole("switch", { name: "Annual billing" });
    expect(billing).toBeChecked();
    expect(billing).toHaveAttribute("type", "checkbox");
  });

  it("toggles with a click and with Space, with no script of its own", async () => {
    const user = userEvent.setup();
    renderPlans();
    const billing = screen.getByRole("switch", { name: "Annual billing" });
    await user.click(billing);
    expect(billing).not.toBeChecked();
    billing.focus();
    await user.keyboard(" ");
    expect(billing).toBeChecked();
  });

  it("renders each plan card once, with both of its prices", () => {
    renderPlans();
    expect(screen.getAllByRole("article")).toHaveLength(plans.length);
    const pro = screen.getByRole("article", { name: "Pro" });
    expect(pro).toHaveTextContent("$24");
    expect(pro).toHaveTextContent("$29");
  });
});
