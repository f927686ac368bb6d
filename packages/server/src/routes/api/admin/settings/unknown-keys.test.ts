import { expect, it } from "vitest";
import { adminSuite } from "../test-helpers";

const t = adminSuite();

// Found by the fuzz test: an unknown setting beside a value the schema reshapes made zod throw (a 500).
it("names an unknown setting beside a malformed one, never a 500", async () => {
  const res = await t.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: t.admin,
    payload: { user_id: 1, video_guides: "text", banner_text: "  " },
  });
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({ user_id: ["user_id is not a setting."] });
});
