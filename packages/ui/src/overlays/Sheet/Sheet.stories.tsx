import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../primitives/Button";
import { Sheet, SheetBody, SheetClose, SheetContent, type SheetContentProps, SheetFooter, SheetTrigger } from "./Sheet";

/** Open-by-default stories render in their own iframe on the docs page, so their overlay covers only themselves. */
const openStory = {
  docs: { story: { inline: false, iframeHeight: 480 } },
  visual: { fullPage: true }, // the sheet portals out of the canvas
};

type SheetDemoProps = SheetContentProps & {
  /** Opens the sheet on first render. */
  defaultOpen?: boolean;
};

/** A trigger and its sheet; the story args go to SheetContent. */
function SheetDemo({ defaultOpen = false, ...args }: SheetDemoProps) {
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <Button variant="outline">Open filters</Button>
      </SheetTrigger>
      <SheetContent {...args} />
    </Sheet>
  );
}

const filterBody = (
  <>
    <SheetBody className="space-y-3 text-sm">
      <p>Show only services that match these filters.</p>
      <label className="flex items-center gap-2">
        <input type="checkbox" defaultChecked /> Instant start
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" /> Refill guarantee
      </label>
    </SheetBody>
    <SheetFooter>
      <SheetClose asChild>
        <Button>Apply filters</Button>
      </SheetClose>
    </SheetFooter>
  </>
);

const meta = {
  title: "Overlays/Sheet",
  component: SheetDemo,
  args: {
    side: "right",
    title: "Filter services",
    description: "Narrow the catalogue down.",
    hideTitle: false,
    showCloseButton: true,
    children: filterBody,
  },
  argTypes: {
    side: { control: "inline-radio", options: ["left", "right", "top", "bottom"] },
    children: { control: false },
  },
  render: (args) => <SheetDemo {...args} />,
} satisfies Meta<typeof SheetDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const KeyboardUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("button", { name: "Open filters" });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const sheet = await body.findByRole("dialog", { name: "Filter services" });
    await expect(sheet).toHaveAccessibleDescription("Narrow the catalogue down.");
    // Focus moves into the sheet and stays there: Tab wraps from the last control back to the first.
    await waitFor(() => expect(sheet).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(sheet).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const CloseButton: Story = {
  // Not shot: its picture is KeyboardUse's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Open filters" }));
    await userEvent.click(await body.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
  },
};

export const Right: Story = {
  args: { defaultOpen: true },
  parameters: openStory,
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Filter services" });
    await expect(sheet).toHaveAttribute("data-side", "right");
  },
};

export const Left: Story = {
  args: { side: "left", defaultOpen: true },
  parameters: openStory,
};

export const Top: Story = {
  args: { side: "top", defaultOpen: true },
  parameters: openStory,
};

export const Bottom: Story = {
  args: { side: "bottom", defaultOpen: true },
  parameters: openStory,
};

export const HiddenTitle: Story = {
  args: { hideTitle: true, description: undefined, title: "Menu", defaultOpen: true },
  parameters: openStory,
  play: async ({ canvasElement }) => {
    // Not shown, still announced.
    await expect(await within(canvasElement.ownerDocument.body).findByRole("dialog", { name: "Menu" })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    children: (
      // Text only: the body takes focus itself so keyboard users can scroll it.
      <SheetBody className="space-y-3 text-sm" tabIndex={0}>
        {Array.from({ length: 40 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder list
          <p key={index}>
            Update {index + 1}: new services were added to the Instagram and TikTok categories with instant start.
          </p>
        ))}
      </SheetBody>
    ),
  },
  parameters: openStory,
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    const scroller = sheet.querySelector<HTMLElement>("[data-slot=sheet-body]");
    // The body scrolls inside the sheet; the sheet itself stays within the viewport.
    await expect(scroller?.scrollHeight).toBeGreaterThan(scroller?.clientHeight ?? 0);
    await expect(sheet.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { side: "left", defaultOpen: true },
  parameters: openStory,
};
