import { NO_VIDEO_GUIDE } from "@smm/domain";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BeginnerVideoGuide } from "./BeginnerVideoGuide";

describe("BeginnerVideoGuide", () => {
  it("is a named section with the operator's video, and passes props to the section", () => {
    render(
      <BeginnerVideoGuide
        title="Guide"
        video={{ ...NO_VIDEO_GUIDE, video_url: "https://youtu.be/dQw4w9WgXcQ" }}
        className="bg-muted"
        id="guide"
      />,
    );
    const region = screen.getByRole("region", { name: "Guide" });
    expect(region).toHaveClass("bg-muted");
    expect(region).toHaveAttribute("id", "guide");
    expect(screen.getByRole("button", { name: "Play video: How to place your first order" })).toBeInTheDocument();
    expect(screen.queryByText("The video guide is coming soon.")).toBeNull();
  });
});
