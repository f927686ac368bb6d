import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { BeginnerVideoGuide } from "./BeginnerVideoGuide";

describe("BeginnerVideoGuide", () => {
  it("loads the player with the given title only after Play", async () => {
    const user = userEvent.setup();
    render(<BeginnerVideoGuide embedUrl="https://www.youtube.com/embed/abc" videoTitle="Adding funds" />);
    expect(screen.queryByTitle("Adding funds")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Play video: Adding funds" }));
    expect(screen.getByTitle("Adding funds")).toHaveAttribute("src", "https://www.youtube.com/embed/abc");
  });

  it("hides the poster artwork from screen readers and passes props to the section", () => {
    const { container } = render(
      <BeginnerVideoGuide title="Guide" poster={<img src="poster.png" alt="" />} className="bg-muted" id="guide" />,
    );
    const region = screen.getByRole("region", { name: "Guide" });
    expect(region).toHaveClass("bg-muted");
    expect(region).toHaveAttribute("id", "guide");
    expect(container.querySelector("img")?.parentElement).toHaveAttribute("aria-hidden", "true");
  });
});
