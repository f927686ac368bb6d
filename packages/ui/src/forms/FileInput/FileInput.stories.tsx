import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Field } from "../Field/Field";
import { FileInput, type FileInputProps } from "./FileInput";

const MB = 1024 * 1024;

/** A file of the given size (its bytes are zeros). */
const makeFile = (name: string, bytes: number, type: string) => new File([new Uint8Array(bytes)], name, { type });

/** A native drag event: Testing Library's fireEvent copies a DataTransfer into an empty one, losing its files. */
const drag = (target: HTMLElement, type: "dragover" | "drop", dataTransfer: DataTransfer) =>
  target.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));

const screenshot = () => makeFile("screenshot.png", Math.round(2.4 * MB), "image/png");

const meta = {
  title: "Forms/FileInput",
  component: FileInput,
  args: {
    "aria-label": "Attachment",
    accept: "image/png,image/jpeg,.pdf",
    maxSize: 5 * MB,
    description: "PNG, JPG or PDF, up to 5 MB",
    disabled: false,
    onValueChange: fn(),
    onError: fn(),
  },
  argTypes: { value: { control: false }, defaultValue: { control: false } },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText("Attachment");

export const Playground: Story = {};

export const Empty: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute("type", "file");
    await expect(input).toHaveAccessibleDescription("PNG, JPG or PDF, up to 5 MB");
    await expect(within(canvasElement).queryByRole("button", { name: /Remove/ })).toBeNull();
  },
};

export const WithFile: Story = {
  render: (args) => <FileInput {...args} defaultValue={screenshot()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("screenshot.png")).toBeVisible();
    await expect(canvas.getByText("2.4 MB")).toBeVisible();
  },
};

/** Tab reaches the hidden input (Enter or Space would open the picker); the remove button returns focus to it. */
export const PickAndRemoveWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = fileInput(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const file = screenshot();
    await userEvent.upload(input, file);
    await expect(args.onValueChange).toHaveBeenCalledWith(file);
    await expect(canvas.getByText("screenshot.png")).toBeVisible();
    await expect(canvas.getByText("2.4 MB")).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Remove screenshot.png" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.queryByText("screenshot.png")).toBeNull();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveFocus();
  },
};

export const DropAFile: Story = {
  play: async ({ args, canvasElement }) => {
    const zone = canvasElement.querySelector("[data-slot=file-input-dropzone]") as HTMLElement;
    const transfer = new DataTransfer();
    transfer.items.add(makeFile("invoice.pdf", 180 * 1024, "application/pdf"));
    drag(zone, "dragover", transfer);
    await waitFor(() => expect(zone).toHaveAttribute("data-dragging", "true"));
    drag(zone, "drop", transfer);
    await waitFor(() => expect(zone).not.toHaveAttribute("data-dragging"));
    await expect(within(canvasElement).getByText("invoice.pdf")).toBeVisible();
    await expect(within(canvasElement).getByText("180 KB")).toBeVisible();
    // The native input carries the dropped file, so a plain form posts it.
    await expect((fileInput(canvasElement) as HTMLInputElement).files?.[0]?.name).toBe("invoice.pdf");
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

export const TooLarge: Story = {
  // Not shot: its picture is PickAndRemoveWithKeyboard's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const big = makeFile("video.png", 6 * MB, "image/png");
    await userEvent.upload(fileInput(canvasElement), big);
    await expect(args.onError).toHaveBeenCalledWith("File is too large (max 5 MB)", big);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(within(canvasElement).queryByText("video.png")).toBeNull();
  },
};

export const WrongType: Story = {
  // Not shot: its picture is PickAndRemoveWithKeyboard's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const exe = makeFile("setup.exe", 1024, "application/x-msdownload");
    // `applyAccept: false`: a user can still choose "All files" in the picker, or drop anything.
    await userEvent.upload(fileInput(canvasElement), exe, { applyAccept: false });
    await expect(args.onError).toHaveBeenCalledWith("Unsupported file type", exe);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

function FileFieldWithErrors(args: FileInputProps) {
  const [error, setError] = useState("");
  return (
    <Field label="Attachment" hint="Optional." error={error}>
      <FileInput
        {...args}
        aria-label={undefined}
        onValueChange={() => setError("")}
        onError={(message) => setError(message)}
      />
    </Field>
  );
}

/** In a Field, the refusal message becomes the field's announced error. */
export const ErrorInField: Story = {
  render: (args) => <FileFieldWithErrors {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("Attachment");
    await userEvent.upload(input, makeFile("huge.pdf", 8 * MB, "application/pdf"));
    await expect(canvas.getByRole("alert")).toHaveTextContent("File is too large (max 5 MB)");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(
      "Optional. File is too large (max 5 MB) PNG, JPG or PDF, up to 5 MB",
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => <FileInput {...args} defaultValue={screenshot()} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(fileInput(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Remove screenshot.png" })).toBeDisabled();
    const zone = canvasElement.querySelector("[data-slot=file-input-dropzone]") as HTMLElement;
    const transfer = new DataTransfer();
    transfer.items.add(makeFile("other.pdf", 1024, "application/pdf"));
    drag(zone, "drop", transfer);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  render: (args) => (
    <FileInput
      {...args}
      defaultValue={makeFile(
        "order-10423-instagram-followers-refill-request-screenshot-from-my-phone-2026-11-22.png",
        734 * 1024,
        "image/png",
      )}
    />
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  render: (args) => <FileInput {...args} defaultValue={screenshot()} />,
};
