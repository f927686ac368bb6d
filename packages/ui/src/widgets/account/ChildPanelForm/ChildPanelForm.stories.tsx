import { CHILD_PANEL_MESSAGES } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { shownTo } from "../../common/Money/storyDecorators";
import { ChildPanelForm } from "./ChildPanelForm";

const meta = {
  title: "Widgets/Account/ChildPanelForm",
  component: ChildPanelForm,
  // The operator's monthly price (Settings), in NGN.
  args: { onSubmit: fn(async () => {}), pricePerMonth: "1000" },
} satisfies Meta<typeof ChildPanelForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const FILLED = {
  domain: "panel.example.com",
  currency: "usd",
  adminUsername: "reseller",
  adminPassword: "Sup3rSecret",
  confirmPassword: "Sup3rSecret",
} as const;

export const Playground: Story = {};

export const Empty: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ["Domain", "Admin username", "Admin password", "Confirm password"]) {
      await expect(canvas.getByLabelText(new RegExp(`^${label}`))).toHaveValue("");
    }
    await expect(canvas.getByRole("combobox", { name: "Currency" })).toHaveTextContent("Select a currency");
    await expect(canvas.getByRole("list", { name: "Point your domain to these nameservers" })).toHaveTextContent(
      "ns1.smmpanelhost.com",
    );
    // No price to type: the operator's is shown before submitting.
    await expect(canvas.queryByLabelText(/^Price per month/)).toBeNull();
    await expect(canvasElement.querySelector("[data-slot=child-panel-price]")).toHaveTextContent("₦1,000.00");
  },
};

export const RequiredMessages: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Submit Order" }));
    for (const message of [
      CHILD_PANEL_MESSAGES.domainRequired,
      CHILD_PANEL_MESSAGES.currencyRequired,
      CHILD_PANEL_MESSAGES.adminUsernameRequired,
      CHILD_PANEL_MESSAGES.adminPasswordRequired,
      CHILD_PANEL_MESSAGES.confirmRequired,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SpecMessages: Story = {
  args: {
    defaultValues: {
      domain: "not a domain",
      currency: "usd",
      adminUsername: "ab",
      adminPassword: "short",
      confirmPassword: "different",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Submit Order" }));
    await expect(await canvas.findByText("Please enter a valid domain name")).toBeVisible();
    await expect(canvas.getByText(CHILD_PANEL_MESSAGES.adminUsernameMin)).toBeVisible();
    await expect(canvas.getByText(CHILD_PANEL_MESSAGES.adminPasswordMin)).toBeVisible();
    await expect(canvas.getByText("Passwords do not match")).toBeVisible();
    await expect(canvas.getByLabelText(/^Domain/)).toHaveAttribute("aria-invalid", "true");
  },
};

export const ChooseCurrencyWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const currency = canvas.getByRole("combobox", { name: "Currency" });
    currency.focus();
    await userEvent.keyboard("{Enter}");
    const listbox = await body(canvasElement).findByRole("listbox");
    await expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["USD ($)", "NGN (₦)", "EUR (€)", "GBP (£)"]);
    await waitFor(() => expect(within(listbox).getByRole("option", { name: "USD ($)" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await waitFor(() => expect(currency).toHaveTextContent("EUR (€)"));
    // The page stays hidden from the accessibility tree until the closing list has gone.
    const summary = await canvas.findByRole("region", { name: "Order Summary" });
    await expect(summary).toHaveTextContent("EUR");
    // The panel's customers pay in euros; the panel itself is charged the operator's price in naira.
    await expect(summary).toHaveTextContent("₦1,000.00 / month");
  },
};

export const CopyNameserver: Story = {
  play: async ({ canvasElement }) => {
    const writeText = spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const canvas = within(canvasElement);
    const copy = canvas.getByRole("button", { name: "Copy ns2.smmpanelhost.com" });
    copy.focus();
    await userEvent.keyboard("{Enter}");
    await expect(writeText).toHaveBeenCalledWith("ns2.smmpanelhost.com");
    await expect(copy).toHaveTextContent("Copied!");
    await waitFor(() => expect(copy).toHaveTextContent("Copy"), { timeout: 3000 });
    writeText.mockRestore();
  },
};

export const SubmitAndReset: Story = {
  args: { defaultValues: FILLED },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Order Summary" })).toHaveTextContent("₦1,000.00 / month");
    await userEvent.click(canvas.getByRole("button", { name: "Submit Order" }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...FILLED, pricePerMonth: "1000" }));
    await expect(await canvas.findByText("Your child panel order was received.")).toBeVisible();
    await expect(canvas.getByLabelText(/^Domain/)).toHaveValue("");
  },
};

export const Submitting: Story = {
  args: { defaultValues: FILLED, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const submit = within(canvasElement).getByRole("button", { name: "Submit Order" });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute("aria-busy", "true"));
  },
};

export const SubmitError: Story = {
  args: {
    defaultValues: FILLED,
    onSubmit: fn(async () => Promise.reject(new Error("That domain is already in use."))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Submit Order" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("That domain is already in use.");
    await expect(canvas.getByLabelText(/^Domain/)).toHaveValue("panel.example.com");
  },
};

/** A customer reading dollars: the operator's price in dollars beside the naira charged. */
export const PriceInDollars: Story = {
  decorators: [shownTo("USD")],
  args: { pricePerMonth: "20000", defaultValues: FILLED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector("[data-slot=child-panel-price]")).toHaveTextContent(
      "US$13.00 (₦20,000.00)",
    );
    await expect(canvas.getByRole("region", { name: "Order Summary" })).toHaveTextContent(
      "US$13.00 (₦20,000.00) / month",
    );
  },
};

/** The operator's price has not arrived yet: nothing can be ordered. */
export const PriceLoading: Story = {
  args: { pricePerMonth: undefined, defaultValues: FILLED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Loading the price…")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Submit Order" })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { defaultValues: FILLED },
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const { documentElement, defaultView } = canvasElement.ownerDocument;
    await expect(defaultView?.innerWidth).toBeLessThan(500);
    // The page must not scroll sideways: the cards take one column and long values wrap or scroll in their box.
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
  },
};

/**
 * As on the Child Panel page at 375 px, inside the page's 16 px padding: the nameserver hosts no longer fit beside
 * their Copy buttons, and wrap after a dot, never inside a label ("ns1.smmpanelhost.c" / "om" before).
 */
export const MobileInPage: Story = {
  args: { defaultValues: FILLED },
  globals: { viewport: { value: "mobile" } },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const hosts = canvasElement.querySelectorAll<HTMLElement>("[data-slot=nameservers] code");
    await expect(hosts).toHaveLength(2);
    for (const host of hosts) {
      const lineHeight = Number.parseFloat(getComputedStyle(host).lineHeight);
      await expect(host.getBoundingClientRect().height, "the host wraps at this width").toBeGreaterThan(lineHeight);
      for (const label of host.querySelectorAll<HTMLElement>("[data-slot=host-label]")) {
        await expect(label.getClientRects(), label.textContent ?? "").toHaveLength(1);
      }
    }
  },
};
