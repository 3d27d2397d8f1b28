import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { landings } from "../../../content/landings";
import { LandingSteps } from "./landing-steps";

describe("LandingSteps", () => {
  it("on /chatbot, says Ask Automatica is the same kind of bot a customer builds and links to the bot format", () => {
    const chatbot = Object.values(landings).find((landing) => landing.path === "/chatbot")!;
    const note = chatbot.how.sameKindOfBot!;
    render(<LandingSteps {...chatbot.how} />);
    const link = screen.getByRole("link", { name: note.link });
    expect(link).toHaveAttribute("href", note.href);
    expect(link.closest("p")).toHaveTextContent(`${note.before}${note.link}${note.after}`);
    expect(link.closest("p")).toBeVisible();
  });

  it("says nothing of the kind where there is no drawing of the chatbot to try", () => {
    const other = Object.values(landings).find((landing) => !("sameKindOfBot" in landing.how))!;
    render(<LandingSteps {...other.how} />);
    expect(screen.queryByRole("link", { name: /bot format/ })).toBeNull();
  });
});
