import { CATEGORY_ICON_LABELS, CATEGORY_ICONS, USUAL_MINUTES_MESSAGE } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { AdminForm } from "./AdminForm";
import { SAMPLE_CATEGORY_FIELDS } from "./sampleFields";
import { USUAL_DELIVERY_FIELD } from "./serviceFields";

const meta = {
  title: "Widgets/Admin/AdminForm",
  component: AdminForm,
  args: {
    title: "Add Category",
    description: "Categories group services in the catalogue and the order form.",
    fields: SAMPLE_CATEGORY_FIELDS,
    submitLabel: "Add category",
    onSubmit: fn(async () => {}),
  },
  argTypes: { disabled: { control: "boolean" } },
} satisfies Meta<typeof AdminForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FillAndSubmitByKeyboard: Story = {
  args: { resetOnSuccess: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole("textbox", { name: /Name/ }), "TikTok Followers");
    await userEvent.tab();
    await expect(canvas.getByRole("combobox", { name: /Platform/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(await body.findByRole("option", { name: "TikTok" }));
    // The form stays hidden from the accessibility tree until the closing list has gone.
    await userEvent.type(await canvas.findByRole("spinbutton", { name: "Order" }), "3");
    canvas.getByRole("switch", { name: "Enabled" }).focus();
    await userEvent.keyboard(" ");
    await userEvent.click(canvas.getByRole("button", { name: "Add category" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: "TikTok Followers",
        platform: "tiktok",
        icon: "",
        sortOrder: "3",
        description: "",
        enabled: true,
      }),
    );
    // An add form starts over after a save.
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /Name/ })).toHaveValue(""));
  },
};

export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add category" }));
    await expect(await canvas.findByText("Name is required")).toBeVisible();
    await expect(canvas.getByText("Platform is required")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /Name/ })).toHaveAttribute("aria-invalid", "true");
    // The first refused field takes the focus (waited for: the screenshot comes after play).
    await waitFor(() => expect(canvas.getByRole("textbox", { name: /Name/ })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Edit: Story = {
  args: {
    title: "Edit Category",
    submitLabel: "Save changes",
    onCancel: fn(),
    defaultValues: { name: "Instagram Likes", platform: "instagram", icon: "heart", sortOrder: "2", enabled: true },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("switch", { name: "Enabled" })).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const ServerFieldError: Story = {
  args: {
    defaultValues: { name: "Instagram Likes", platform: "instagram" },
    onSubmit: fn(async () => {
      throw Object.assign(new Error("The given data was invalid."), {
        errors: { name: ["A category with this name already exists"] },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add category" }));
    await expect(await canvas.findByText("A category with this name already exists")).toBeVisible();
    await expect(canvas.queryByText("The given data was invalid.")).toBeNull();
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: {
    defaultValues: { name: "Instagram Likes", platform: "instagram" },
    onSubmit: fn(async () => {
      throw new Error("Network error. Please try again.");
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add category" }));
    await expect(await canvas.findByText("Network error. Please try again.")).toBeVisible();
  },
};

export const Submitting: Story = {
  args: {
    defaultValues: { name: "Instagram Likes", platform: "instagram" },
    onSubmit: fn(() => new Promise<void>(() => {})),
  },
  parameters: { visual: { disable: true } }, // the spinner animates; Loading covers the disabled look
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Add category" });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-busy", "true"));
    await expect(canvas.getByRole("textbox", { name: /Name/ })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: /Name/ })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Add category" })).toBeDisabled();
  },
};

export const Bare: Story = {
  args: { bare: true, title: "Reply", description: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=admin-form]")).toHaveAttribute("data-bare", "true");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};

/** The category form as the admin uses it: the icon is a choice of the platform icons the catalogue draws. */
export const CategoryIconChoice: Story = {
  args: {
    fields: SAMPLE_CATEGORY_FIELDS.map((field) =>
      field.name === "icon"
        ? {
            name: "icon",
            label: "Icon",
            kind: "select",
            required: true,
            options: CATEGORY_ICONS.map((icon) => ({ value: icon, label: CATEGORY_ICON_LABELS[icon] })),
          }
        : field,
    ),
    defaultValues: { name: "Telegram Members", platform: "tiktok" },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("combobox", { name: /Icon/ }));
    await userEvent.click(await body.findByRole("option", { name: "Telegram" }));
    await expect(await canvas.findByRole("combobox", { name: /Icon/ })).toHaveTextContent("Telegram");
    await userEvent.click(canvas.getByRole("button", { name: "Add category" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ icon: "telegram" })));
  },
};

/**
 * The service editor's delivery fields: the usual delivery time (what makes an order "stuck") is checked by the
 * domain's rule as it is typed, with its message, before anything is sent.
 */
export const ServiceUsualDeliveryTime: Story = {
  args: {
    title: "Edit service 12",
    description: "A manual service.",
    fields: [
      { name: "deliveryTime", label: "Delivery", kind: "text", required: true, placeholder: "0-6 hours" },
      USUAL_DELIVERY_FIELD,
    ],
    defaultValues: { deliveryTime: "0-6 hours", usualMinutes: "" },
    submitLabel: "Save",
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const usual = canvas.getByRole("spinbutton", { name: /Usual delivery time/ });
    await userEvent.type(usual, "0");
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(await canvas.findByText(USUAL_MINUTES_MESSAGE)).toBeVisible();
    await expect(usual).toHaveAttribute("aria-invalid", "true");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(usual);
    await userEvent.type(usual, "90");
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ usualMinutes: "90" })));
    await expect(canvas.queryByText(USUAL_MINUTES_MESSAGE)).toBeNull();
  },
};
