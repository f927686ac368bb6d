import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { API_KEY_REGENERATE_WARNING, API_KEY_SHOWN_ONCE_WARNING, ApiAccessPanel } from "./ApiAccessPanel";

const NEW_KEY = "9f2c4b7e1a6d3f8c0b5e2a7d4c1f6b3e";
const EXISTING = {
  exists: true,
  last_four: "7d21",
  created_at: "2026-11-02T09:30:00.000Z",
  last_used_at: "2026-11-21T17:45:00.000Z",
};

const meta = {
  title: "Widgets/Api/ApiAccessPanel",
  component: ApiAccessPanel,
  args: {
    keyInfo: EXISTING,
    loading: false,
    onRetry: fn(),
    onGenerate: fn(async () => ({ key: NEW_KEY, last_four: NEW_KEY.slice(-4) })),
  },
} satisfies Meta<typeof ApiAccessPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithKey: Story = {
  parameters: { visual: { disable: true } }, // its play only reads what Playground shows: the same picture
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("7d21")).toBeVisible();
    await expect(canvas.getByText("ending in")).toBeInTheDocument();
    await expect(canvas.getByText("2 Nov 2026, 09:30 UTC")).toBeVisible();
    await expect(canvas.getByText("21 Nov 2026, 17:45 UTC")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Regenerate key" })).toBeEnabled();
    await expect(canvas.queryByText(NEW_KEY)).toBeNull();
  },
};

export const NeverUsed: Story = {
  args: { keyInfo: { ...EXISTING, last_used_at: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Never")).toBeVisible();
  },
};

export const NoKey: Story = {
  args: { keyInfo: { exists: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You have no API key yet. Generate one to start using the API.")).toBeVisible();
    const generate = canvas.getByRole("button", { name: "Generate API key" });
    generate.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onGenerate).toHaveBeenCalledTimes(1);
    // Shown once, with a warning, a copy button and the key selected on focus.
    const key = await canvas.findByRole("textbox", { name: "New API key" });
    await expect(key).toHaveValue(NEW_KEY);
    await expect(canvas.getByText(API_KEY_SHOWN_ONCE_WARNING)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Copy API key" })).toBeVisible();
    await expect(canvas.getByText("Just now")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Regenerate key" })).toBeVisible();
  },
};

export const CopyNewKey: Story = {
  parameters: { visual: { disable: true } }, // after its play, the new key as NoKey shows it
  args: { keyInfo: { exists: false } },
  play: async ({ canvasElement }) => {
    const writeText = spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Generate API key" }));
    await userEvent.click(await canvas.findByRole("button", { name: "Copy API key" }));
    await expect(writeText).toHaveBeenCalledWith(NEW_KEY);
    writeText.mockRestore();
  },
};

export const RegenerateConfirms: Story = {
  parameters: { visual: { disable: true } }, // after its play, the new key as NoKey shows it
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("button", { name: "Regenerate key" }));
    const dialog = await page.findByRole("dialog", { name: "Regenerate API key?" });
    await expect(dialog).toHaveAccessibleDescription(API_KEY_REGENERATE_WARNING);
    await expect(args.onGenerate).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Regenerate" }));
    await expect(args.onGenerate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await expect(await canvas.findByRole("textbox", { name: "New API key" })).toHaveValue(NEW_KEY);
  },
};

export const RegenerateCancelled: Story = {
  parameters: { visual: { disable: true } }, // after its play, the key as Playground shows it
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const regenerate = canvas.getByRole("button", { name: "Regenerate key" });
    regenerate.focus();
    await userEvent.keyboard("{Enter}");
    await page.findByRole("dialog", { name: "Regenerate API key?" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await expect(regenerate).toHaveFocus();
    await userEvent.click(regenerate);
    await userEvent.click(await page.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await expect(args.onGenerate).not.toHaveBeenCalled();
    await expect(canvas.getByText("7d21")).toBeVisible();
  },
};

export const GenerateFails: Story = {
  args: {
    keyInfo: { exists: false },
    onGenerate: fn(async () => {
      throw new Error("Too many requests. Please wait a minute and try again.");
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Generate API key" }));
    await expect(await canvas.findByText("The key could not be generated")).toBeVisible();
    await expect(canvas.getByText("Too many requests. Please wait a minute and try again.")).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: "New API key" })).toBeNull();
  },
};

export const Loading: Story = {
  args: { keyInfo: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Loading your API key…")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Generate API key" })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  args: { keyInfo: undefined, error: "Network Error" },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed to load your API key")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole("button", { name: "Generate API key" })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { keyInfo: { exists: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Generate API key" }));
    await expect(await canvas.findByRole("textbox", { name: "New API key" })).toBeVisible();
  },
};
