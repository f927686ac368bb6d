import { DEFAULT_SETTINGS, NO_VIDEO_GUIDE } from "@smm/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetApp, routeRenderer } from "../../test-support/renderRoute";
import { adminApi } from "../lib/adminApi";
import { prepareAdminScreen } from "./adminFixtures";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(["./admin/components/AdminLayout.tsx", "./admin/screens/Settings.tsx"], { base: "../../" }),
);

vi.setConfig({ testTimeout: 30_000 });

beforeEach(prepareAdminScreen);
afterEach(resetApp);

describe("admin settings: video guides", () => {
  it("sets the Add Funds guide (video, poster, transcript) and leaves the landing's unset", async () => {
    const user = userEvent.setup({ delay: null });
    const save = vi.spyOn(adminApi.system, "saveSettings").mockResolvedValue({ ...DEFAULT_SETTINGS });
    renderRoute("/admin/settings");
    const form = await screen.findByRole("form", { name: "Video guides" });
    await user.type(within(form).getByRole("textbox", { name: "Add Funds: video" }), "https://youtu.be/dQw4w9WgXcQ");
    await user.type(within(form).getByRole("textbox", { name: "Add Funds: poster image" }), "https://cdn.test/p.jpg");
    await user.type(within(form).getByRole("textbox", { name: "Add Funds: transcript" }), "https://cdn.test/t.html");
    await user.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        video_guides: {
          landing: NO_VIDEO_GUIDE,
          add_funds: {
            video_url: "https://youtu.be/dQw4w9WgXcQ",
            poster_url: "https://cdn.test/p.jpg",
            transcript_url: "https://cdn.test/t.html",
          },
        },
      }),
    );
  });
});
