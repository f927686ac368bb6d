import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { AdminForm } from "./AdminForm";
import { initialValues } from "./adminFormFields";
import { SAMPLE_CATEGORY_FIELDS } from "./sampleFields";

describe("initialValues", () => {
  it("starts text empty and switches off unless given", () => {
    expect(initialValues(SAMPLE_CATEGORY_FIELDS, { name: "A" })).toEqual({
      name: "A",
      platform: "",
      icon: "",
      sortOrder: "",
      description: "",
      enabled: false,
    });
  });
});

describe("AdminForm", () => {
  it("passes className and extra props to the card and names the form by its title", () => {
    expectPassThrough(
      (props) => <AdminForm {...props} title="Add Category" fields={SAMPLE_CATEGORY_FIELDS} onSubmit={vi.fn()} />,
      { ref: false },
    );
    expect(screen.getByRole("form", { name: "Add Category" })).toBeVisible();
  });

  it("titles itself with an h2, or an h1 when the form is the page", () => {
    const { rerender } = render(<AdminForm title="Add Category" fields={SAMPLE_CATEGORY_FIELDS} onSubmit={vi.fn()} />);
    expect(screen.getByRole("heading", { level: 2, name: "Add Category" })).toBeVisible();
    rerender(<AdminForm title="Add Category" headingLevel="h1" fields={SAMPLE_CATEGORY_FIELDS} onSubmit={vi.fn()} />);
    expect(screen.getByRole("heading", { level: 1, name: "Add Category" })).toBeVisible();
  });

  it("keeps the values after a save unless resetOnSuccess", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(async () => {});
    render(
      <AdminForm
        title="Edit"
        fields={SAMPLE_CATEGORY_FIELDS}
        defaultValues={{ platform: "youtube" }}
        onSubmit={onSubmit}
      />,
    );
    await user.type(screen.getByRole("textbox", { name: /Name/ }), "Views");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(screen.getByRole("textbox", { name: /Name/ })).toHaveValue("Views");
  });

  it("shows a field error the form has no field for as the form's message", async () => {
    await saveRejectedWith(Object.assign(new Error("Unknown provider"), { errors: { provider_id: ["Gone"] } }));
    expect(await screen.findByText("Unknown provider")).toBeVisible();
  });

  it("moves focus to the first field the server refused, once the form is enabled again", async () => {
    await saveRejectedWith(
      Object.assign(new Error("The given data was invalid."), {
        errors: { description: ["Too long"], sortOrder: ["The order must be a whole number."] },
      }),
    );
    expect(await screen.findByText("The order must be a whole number.")).toBeVisible();
    const order = screen.getByRole("spinbutton", { name: "Order" });
    await waitFor(() => expect(order).toHaveFocus());
    expect(order).toBeEnabled();
  });
});

/** A filled category form whose save the server answers with `rejection`, saved once. */
async function saveRejectedWith(rejection: Error) {
  const user = userEvent.setup({ delay: null });
  render(
    <AdminForm
      title="Edit"
      fields={SAMPLE_CATEGORY_FIELDS}
      defaultValues={{ name: "A", platform: "youtube" }}
      onSubmit={vi.fn(async () => Promise.reject(rejection))}
    />,
  );
  await user.click(screen.getByRole("button", { name: "Save" }));
}
