import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { toast } from "./Toast";

function ToastDemo() {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className="rounded-md border px-3 py-1.5"
        onClick={() => toast.success("Login successful!")}
      >
        Success
      </button>
      <button type="button" className="rounded-md border px-3 py-1.5" onClick={() => toast.error("Login failed")}>
        Error
      </button>
      <button type="button" className="rounded-md border px-3 py-1.5" onClick={() => toast.info("Heads up")}>
        Info
      </button>
      <button type="button" className="rounded-md border px-3 py-1.5" onClick={() => toast.warning("Careful")}>
        Warning
      </button>
    </div>
  );
}

const meta = {
  title: "Feedback/Toast",
  component: ToastDemo,
  parameters: { docs: { description: { component: "The `toast` facade; the story decorator mounts `<Toaster />`." } } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ShowsSuccessTopRight: Story = {
  parameters: { visual: { disable: true } }, // toasts animate in; behaviour is asserted below
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Success" }));
    const body = within(canvasElement.ownerDocument.body);
    const alert = await body.findByText("Login successful!");
    await expect(alert.closest(".Toastify__toast-container--top-right")).not.toBeNull();
    toast.dismiss();
    await waitFor(() => expect(body.queryByText("Login successful!")).toBeNull(), { timeout: 3000 });
  },
};
