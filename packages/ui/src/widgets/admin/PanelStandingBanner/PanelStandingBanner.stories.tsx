import { PANEL_TERMS_MESSAGES, type PanelStanding } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PanelStandingBanner } from "./PanelStandingBanner";

const SUSPENDED: PanelStanding = {
  status: "suspended",
  unpaid: true,
  reason: PANEL_TERMS_MESSAGES.renewalUnpaid("1000.00"),
  renewsAt: "2026-12-20T10:00:00.000Z",
  pricePerMonth: "1000.00",
  parentUrl: "https://smmpanel.example.ng",
};

const meta = {
  title: "Widgets/Admin/PanelStandingBanner",
  component: PanelStandingBanner,
  args: { standing: SUSPENDED },
} satisfies Meta<typeof PanelStandingBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Suspended: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent(PANEL_TERMS_MESSAGES.suspended);
    await expect(alert).toHaveTextContent("could not be charged");
    await expect(canvas.getByRole("link", { name: "Add funds on the parent panel" })).toHaveAttribute(
      "href",
      "https://smmpanel.example.ng",
    );
  },
};

export const SuspendedMobile: Story = { ...Suspended, globals: { viewport: { value: "mobile" } } };

export const SuspendedByOperator: Story = {
  args: { standing: { ...SUSPENDED, unpaid: false, reason: PANEL_TERMS_MESSAGES.suspendedByOperator } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Please contact their support");
    // Paying would not open it: no way to pay is offered.
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

export const Cancelled: Story = {
  args: { standing: { ...SUSPENDED, status: "cancelled", unpaid: false, reason: null } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(PANEL_TERMS_MESSAGES.cancelled);
  },
};

export const Active: Story = {
  args: { standing: { ...SUSPENDED, status: "active", unpaid: false, reason: null } },
  // Nothing to shoot: an active panel shows no banner.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("alert")).toBeNull();
  },
};
