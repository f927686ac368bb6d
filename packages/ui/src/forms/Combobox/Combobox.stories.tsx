import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Field } from "../Field/Field";
import { Combobox } from "./Combobox";

type Service = { id: number; name: string; rate: number };

const platforms = ["Instagram", "TikTok", "YouTube", "Facebook", "Twitter", "Telegram", "Spotify", "Twitch"];
const kinds = ["Followers", "Likes", "Views", "Comments", "Shares", "Saves", "Subscribers", "Live Viewers"];
const grades = ["Real", "HQ", "Instant", "Refill 30 days", "No drop", "Cheapest"];

/** Deterministic fake catalogue: the same 10,000 services on every run (screenshots depend on it). */
function makeServices(count: number): Service[] {
  return Array.from({ length: count }, (_, index) => {
    const id = 1000 + index;
    const platform = platforms[index % platforms.length];
    const kind = kinds[Math.floor(index / platforms.length) % kinds.length];
    const grade = grades[Math.floor(index / (platforms.length * kinds.length)) % grades.length];
    return { id, name: `${platform} ${kind} [${grade}]`, rate: ((index * 37) % 5000) / 100 + 0.1 };
  });
}

const tenThousand = makeServices(10_000);
const fewServices = makeServices(24);
const serviceLabel = (service: Service) => `${service.id} — ${service.name}`;
const serviceKey = (service: Service) => service.id;

const meta = {
  title: "Forms/Combobox",
  component: Combobox<Service>,
  parameters: {
    docs: {
      description: {
        component: [
          "A searchable picker for long lists: downshift's `useCombobox` (ARIA 1.2 combobox: the focus stays in the input,",
          "`aria-activedescendant` follows the highlight) over a list virtualised with TanStack Virtual, so only the",
          "visible rows exist in the DOM and 10,000 options stay smooth. Type to filter (every word must match, any case;",
          "or pass `filter`); ArrowDown/ArrowUp, Home/End, PageUp/PageDown move; Enter picks; Escape closes and a second",
          "Escape clears. Label it with `aria-label` or wrap it in a `Field`. `name` posts the chosen item's key.",
          "The list is positioned under the input, not portalled: keep it out of `overflow: hidden` containers.",
        ].join("\n"),
      },
    },
  },
  args: {
    items: fewServices,
    itemToString: serviceLabel,
    itemToKey: serviceKey,
    "aria-label": "Service",
    placeholder: "Search services...",
    emptyText: "No results",
    disabled: false,
    onValueChange: fn(),
  },
  argTypes: { items: { control: false }, value: { control: false }, defaultValue: { control: false } },
  decorators: [(Story) => <div className="max-w-md pb-80">{Story()}</div>],
} satisfies Meta<typeof Combobox<Service>>;

export default meta;
type Story = StoryObj<typeof meta>;

const combobox = (canvasElement: HTMLElement, name = "Service") =>
  within(canvasElement).getByRole("combobox", { name });

export const Playground: Story = {};

/** The service picker: 10,000 options, only the visible rows in the DOM. Type a query, pick with the keyboard. */
export const TenThousandServices: Story = {
  args: { items: tenThousand, "aria-label": undefined },
  render: (args) => (
    <Field label="Service" hint="10,000 services; type to search by name or ID.">
      <Combobox {...args} />
    </Field>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = combobox(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("tiktok likes");
    const listbox = canvas.getByRole("listbox", { name: "Service" });
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(within(listbox).getAllByRole("option").length).toBeGreaterThan(3));
    const matches = tenThousand.filter((s) => s.name.startsWith("TikTok Likes"));
    // Virtualised: far fewer rows in the DOM than matches.
    await expect(within(listbox).getAllByRole("option").length).toBeLessThan(matches.length);
    for (const option of within(listbox).getAllByRole("option")) {
      await expect(option).toHaveTextContent("TikTok Likes");
      // Screen readers hear the position among all matches, not among the rendered rows.
      await expect(option).toHaveAttribute("aria-setsize", String(matches.length));
    }
    // The first match is highlighted as you type; arrows move on; End jumps to the last match, far out of view.
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const third = matches[2] as Service;
    await expect(input).toHaveAttribute(
      "aria-activedescendant",
      within(listbox).getByRole("option", { name: serviceLabel(third) }).id,
    );
    await userEvent.keyboard("{End}");
    const lastMatch = matches[matches.length - 1] as Service;
    await waitFor(() =>
      expect(within(listbox).getByRole("option", { name: serviceLabel(lastMatch) })).toHaveAttribute(
        "aria-selected",
        "true",
      ),
    );
    await userEvent.keyboard("{Home}{ArrowDown}{Enter}");
    const picked = matches[1] as Service;
    await expect(args.onValueChange).toHaveBeenLastCalledWith(picked);
    await expect(input).toHaveValue(serviceLabel(picked));
    await expect(input).toHaveAttribute("aria-expanded", "false");
  },
};

export const SearchById: Story = {
  args: { items: tenThousand },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(combobox(canvasElement));
    await userEvent.keyboard("7345");
    const wanted = tenThousand[7345 - 1000] as Service;
    const option = await within(canvasElement).findByRole("option", { name: serviceLabel(wanted) });
    await expect(within(canvasElement).getAllByRole("option")).toHaveLength(1);
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenCalledWith(wanted);
    await expect(option).not.toBeInTheDocument();
  },
};

export const KeyboardOpenAndEscape: Story = {
  args: { defaultValue: fewServices[3] },
  play: async ({ args, canvasElement }) => {
    const input = combobox(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard("{ArrowDown}");
    await expect(input).toHaveAttribute("aria-expanded", "true");
    // Opens on the chosen item, with the whole list shown.
    const listbox = within(canvasElement).getByRole("listbox");
    await waitFor(() =>
      expect(within(listbox).getByRole("option", { name: serviceLabel(fewServices[3] as Service) })).toHaveAttribute(
        "aria-selected",
        "true",
      ),
    );
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(input).toHaveValue(serviceLabel(fewServices[3] as Service));
    // A second Escape clears the choice.
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveValue("");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

/** Reopened on a choice far down a long list, the list scrolls to it (the list is only measured while open). */
export const ReopensOnAChoiceFarDown: Story = {
  args: { items: tenThousand, defaultValue: tenThousand[5000] },
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await userEvent.click(input);
    await expect(input).toHaveAttribute("aria-expanded", "true");
    const listbox = within(canvasElement).getByRole("listbox");
    await waitFor(() =>
      expect(within(listbox).getByRole("option", { name: serviceLabel(tenThousand[5000] as Service) })).toHaveAttribute(
        "aria-selected",
        "true",
      ),
    );
    await expect(listbox.scrollTop).toBeGreaterThan(0);
  },
};

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: fewServices[1] },
  parameters: { visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole("option").length).toBeGreaterThan(5));
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(combobox(canvasElement));
    await userEvent.keyboard("pinterest");
    await expect(await canvas.findByRole("status")).toHaveTextContent("No results");
    await expect(canvas.queryByRole("option")).toBeNull();
  },
};

export const WithValue: Story = {
  args: { defaultValue: fewServices[5] },
  play: async ({ canvasElement }) => {
    await expect(combobox(canvasElement)).toHaveValue(serviceLabel(fewServices[5] as Service));
  },
};

function ControlledPicker(args: Story["args"]) {
  const [service, setService] = useState<Service | null>(fewServices[0] ?? null);
  return (
    <div className="grid gap-2">
      <Combobox {...args} items={fewServices} itemToString={serviceLabel} value={service} onValueChange={setService} />
      <p className="text-muted-foreground text-sm">Selected: {service ? service.name : "none"}</p>
      <button
        type="button"
        className="justify-self-start text-primary text-sm underline"
        onClick={() => setService(null)}
      >
        Reset
      </button>
    </div>
  );
}

/** The parent owns the value: its reset empties the input. */
export const Controlled: Story = {
  render: (args) => <ControlledPicker {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(combobox(canvasElement));
    await userEvent.keyboard("youtube{Enter}");
    await expect(canvas.getByText(/^Selected: YouTube/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Reset" }));
    await expect(combobox(canvasElement)).toHaveValue("");
  },
};

export const CustomItems: Story = {
  args: {
    defaultOpen: true,
    renderItem: (service, { selected }) => (
      <span className="flex items-center justify-between gap-3">
        <span className={selected ? "truncate font-medium" : "truncate"}>{service.name}</span>
        <span className="shrink-0 text-xs tabular-nums opacity-80">₦{service.rate.toFixed(2)} / 1k</span>
      </span>
    ),
  },
  parameters: { visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getAllByRole("option")[0]).toHaveTextContent("Instagram Followers [Real]₦0.10 / 1k"),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: fewServices[2] },
  play: async ({ canvasElement }) => {
    await expect(combobox(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole("button", { name: "Show options" })).toBeDisabled();
  },
};

export const InvalidInField: Story = {
  args: { "aria-label": undefined },
  render: (args) => (
    <Field label="Service" error="Please choose a service" required>
      <Combobox {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription("Please choose a service");
  },
};

export const LongContent: Story = {
  args: {
    items: [
      {
        id: 1,
        name: "Instagram Followers [Real, Active, Arab accounts] [Refill 365 days] [Start 0-1 hour] [Speed 50K/day] [Max 1M]",
        rate: 12.5,
      },
      ...fewServices,
    ],
    defaultValue: {
      id: 1,
      name: "Instagram Followers [Real, Active, Arab accounts] [Refill 365 days] [Start 0-1 hour] [Speed 50K/day] [Max 1M]",
      rate: 12.5,
    },
    defaultOpen: true,
  },
  parameters: { visual: { fullPage: true } },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { defaultValue: fewServices[0] },
};
