import { expect, it } from "vitest";
import { adminSuite } from "../test-helpers";

const t = adminSuite();

// Found by the fuzz test: an unknown setting beside a value the schema reshaped made zod throw (a 500).
it("names an unknown setting beside a malformed one, never a 500", async () => {
  const res = await t.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: t.admin,
    payload: { user_id: 1, video_guides: "text", banner_text: "  " },
  });
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({
    user_id: ["user_id is not a setting."],
    video_guides: ["The video guides must be an object with a guide per place."],
  });
});

it("refuses video guides that are not an object, and keeps the saved ones", async () => {
  const before = (await t.app.inject({ url: "/api/admin/settings", headers: t.admin })).json().video_guides;
  const res = await t.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: t.admin,
    payload: { video_guides: "text" },
  });
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({ video_guides: ["The video guides must be an object with a guide per place."] });
  expect((await t.app.inject({ url: "/api/admin/settings", headers: t.admin })).json().video_guides).toEqual(before);
});
