import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { CustomRates } from "./CustomRates";

const meta = {
  title: "Widgets/Admin/CustomRates",
  component: CustomRates,
  args: {
    rates: [
      { serviceId: 1, service: "Instagram Followers [Real]", listRatePer1000: "1200.00", ratePer1000: "900.00" },
      { serviceId: 14, service: "TikTok Views [Fast]", listRatePer1000: "45.00", ratePer1000: "40.50" },
    ],
    onSave: fn(async () => {}),
    onRemove: fn(),
  },
} satisfies Meta<typeof CustomRates>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The operator sets a rate by service id and removes one; each rate reads beside its list price. */
export const SetAndRemove: Story = {
  // Opens exactly as Playground: its screenshot would repeat that baseline.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Custom rates" });
    await expect(within(list).getByText("1 - Instagram Followers [Real]")).toBeVisible();
    await expect(within(list).getByText(/₦900\.00 per 1000/)).toBeVisible();
    await userEvent.type(canvas.getByRole("spinbutton", { name: "Service ID" }), "7");
    await userEvent.type(canvas.getByRole("spinbutton", { name: /Rate per 1000/ }), "350.5");
    await userEvent.click(canvas.getByRole("button", { name: "Save rate" }));
    await expect(args.onSave).toHaveBeenCalledWith({ serviceId: 7, ratePer1000: "350.5" });
    await userEvent.click(canvas.getByRole("button", { name: "Remove the rate for service 14" }));
    await expect(args.onRemove).toHaveBeenCalledWith(14);
  },
};

/** A refused rate shows the server's message under its field. */
export const RefusedRate: Story = {
  // Opens exactly as Playground: its screenshot would repeat that baseline.
  parameters: { visual: { disable: true } },
  args: {
    onSave: fn(async () => {
      throw Object.assign(new Error("Invalid data"), {
        errors: { rate_per_1000: ["The rate per 1000 must be a multiple of 0.10 (prices keep 4 places)."] },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("spinbutton", { name: "Service ID" }), "1");
    await userEvent.type(canvas.getByRole("spinbutton", { name: /Rate per 1000/ }), "12.35");
    await userEvent.click(canvas.getByRole("button", { name: "Save rate" }));
    await expect(await canvas.findByText(/must be a multiple of 0.10/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rates: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No custom rates/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rates: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Save rate" })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
