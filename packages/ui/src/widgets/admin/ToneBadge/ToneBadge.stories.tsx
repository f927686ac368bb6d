import { CHILD_PANEL_STATUS_INFO, TICKET_STATUS_INFO } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ToneBadge } from "./ToneBadge";

const meta = {
  title: "Widgets/Admin/ToneBadge",
  component: ToneBadge,
  args: { info: TICKET_STATUS_INFO.open },
} satisfies Meta<typeof ToneBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const EveryStatus: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {[...Object.values(TICKET_STATUS_INFO), ...Object.values(CHILD_PANEL_STATUS_INFO)].map((info) => (
        <ToneBadge key={`${info.value}-${info.label}`} info={info} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ["Open", "Answered", "Closed"]) await expect(canvas.getByText(label)).toBeVisible();
    await expect(canvas.getByText(CHILD_PANEL_STATUS_INFO.cancelled.label)).toBeVisible();
  },
};

export const Mobile: Story = { ...EveryStatus, globals: { viewport: { value: "mobile" } } };
