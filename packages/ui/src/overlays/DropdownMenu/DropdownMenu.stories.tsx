import type { Meta, StoryObj } from "@storybook/react-vite";
import { Copy, Eye, MoreHorizontal, RefreshCw, XCircle } from "lucide-react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button, IconButton } from "../../primitives/Button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from "./DropdownMenu";

type DemoProps = React.ComponentProps<typeof DropdownMenu> & { onAction?: (action: string) => void };

/** An order row's menu with every kind of item. */
function OrderMenu({ onAction, ...props }: DemoProps) {
  const [columns, setColumns] = useState({ link: true, charge: false });
  const [sort, setSort] = useState("newest");
  return (
    <DropdownMenu {...props}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Order actions</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-60" align="start">
        <DropdownMenuLabel>Order #1042</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem onSelect={() => onAction?.("view")}>
            <Eye /> View details
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onAction?.("copy")}>
            <Copy /> Copy link <DropdownMenuShortcut>⌘C</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem disabled>
            <RefreshCw /> Refill
          </DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>Request</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuItem onSelect={() => onAction?.("speed-up")}>Speed up</DropdownMenuItem>
              <DropdownMenuItem onSelect={() => onAction?.("refill-request")}>Refill</DropdownMenuItem>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Columns</DropdownMenuLabel>
        <DropdownMenuCheckboxItem
          checked={columns.link}
          onCheckedChange={(checked) => setColumns((value) => ({ ...value, link: checked }))}
        >
          Link
        </DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem
          checked={columns.charge}
          onCheckedChange={(checked) => setColumns((value) => ({ ...value, charge: checked }))}
        >
          Charge
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Sort by</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
          <DropdownMenuRadioItem value="newest">Newest</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="oldest">Oldest</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onAction?.("cancel")}>
          <XCircle /> Cancel order
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: "Overlays/DropdownMenu",
  // Open-by-default stories would cover the docs page and trap its focus: give each its own frame there.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
  component: OrderMenu,
  args: { onAction: fn(), modal: false },
} satisfies Meta<typeof OrderMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openWithKeyboard(canvasElement: HTMLElement, key = "{Enter}") {
  const trigger = within(canvasElement).getByRole("button", { name: "Order actions" });
  trigger.focus();
  await userEvent.keyboard(key);
  const menu = await body(canvasElement).findByRole("menu");
  return { trigger, menu };
}

export const Playground: Story = {};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    const menu = await body(canvasElement).findByRole("menu");
    await expect(within(menu).getByRole("menuitemcheckbox", { name: "Link" })).toHaveAttribute("aria-checked", "true");
    await expect(within(menu).getByRole("menuitemradio", { name: "Newest" })).toHaveAttribute("aria-checked", "true");
    await expect(within(menu).getByRole("menuitem", { name: "Refill" })).toHaveAttribute("aria-disabled", "true");
  },
};

export const ArrowKeysAndEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, menu } = await openWithKeyboard(canvasElement);
    const view = within(menu).getByRole("menuitem", { name: "View details" });
    await waitFor(() => expect(view).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(menu).getByRole("menuitem", { name: /Copy link/ })).toHaveFocus();
    // The disabled Refill is skipped.
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(menu).getByRole("menuitem", { name: "Request" })).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(within(menu).getByRole("menuitem", { name: /Copy link/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onAction).toHaveBeenCalledWith("copy");
    await waitFor(() => expect(body(canvasElement).queryByRole("menu")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeReturnsFocus: Story = {
  // Not shot: its picture is ArrowKeysAndEnter's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const { trigger } = await openWithKeyboard(canvasElement, " ");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body(canvasElement).queryByRole("menu")).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const CheckboxAndRadioItems: Story = {
  // Not shot: its picture is ArrowKeysAndEnter's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    let { menu } = await openWithKeyboard(canvasElement);
    const charge = within(menu).getByRole("menuitemcheckbox", { name: "Charge" });
    charge.focus();
    await userEvent.keyboard(" ");
    ({ menu } = await openWithKeyboard(canvasElement));
    await expect(within(menu).getByRole("menuitemcheckbox", { name: "Charge" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    within(menu).getByRole("menuitemradio", { name: "Oldest" }).focus();
    await userEvent.keyboard("{Enter}");
    ({ menu } = await openWithKeyboard(canvasElement));
    await expect(within(menu).getByRole("menuitemradio", { name: "Oldest" })).toHaveAttribute("aria-checked", "true");
    await expect(within(menu).getByRole("menuitemradio", { name: "Newest" })).toHaveAttribute("aria-checked", "false");
    await userEvent.keyboard("{Escape}");
  },
};

export const SubMenu: Story = {
  // Not shot: its picture is ArrowKeysAndEnter's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const { menu } = await openWithKeyboard(canvasElement);
    within(menu).getByRole("menuitem", { name: "Request" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    const menus = await body(canvasElement).findAllByRole("menu");
    await expect(menus).toHaveLength(2);
    await waitFor(() => expect(body(canvasElement).getByRole("menuitem", { name: "Speed up" })).toHaveFocus());
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(body(canvasElement).getAllByRole("menu")).toHaveLength(1));
    await expect(within(menu).getByRole("menuitem", { name: "Request" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await waitFor(() => expect(body(canvasElement).getByRole("menuitem", { name: "Speed up" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onAction).toHaveBeenCalledWith("speed-up");
  },
};

export const SubMenuOpen: Story = {
  parameters: { visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    const { menu } = await openWithKeyboard(canvasElement);
    within(menu).getByRole("menuitem", { name: "Request" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(await body(canvasElement).findByRole("menuitem", { name: "Speed up" })).toBeVisible();
  },
};

/** The usual trigger in a table row: an icon button with its own name. */
export const IconTrigger: Story = {
  parameters: { visual: { fullPage: true } },
  render: (args) => (
    <DropdownMenu defaultOpen={args.defaultOpen}>
      <DropdownMenuTrigger asChild>
        <IconButton aria-label="Actions for order #1042" icon={<MoreHorizontal />} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => args.onAction?.("view")}>View details</DropdownMenuItem>
        <DropdownMenuItem variant="destructive" onSelect={() => args.onAction?.("cancel")}>
          Cancel order
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole("menuitem", { name: "Cancel order" })).toHaveAttribute(
      "data-variant",
      "destructive",
    );
  },
};

export const Mobile: Story = {
  ...Open,
  globals: { viewport: { value: "mobile" } },
};
