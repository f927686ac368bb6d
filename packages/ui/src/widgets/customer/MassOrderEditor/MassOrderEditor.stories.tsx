import { MASS_ORDER_EXAMPLE, MASS_ORDER_FORMAT, MASS_ORDER_MESSAGES } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, spyOn, userEvent, waitFor, within } from "storybook/test";
import { shownTo } from "../../common/Money/storyDecorators";
import { sampleServices } from "../shared/fixtures";
import { MassOrderEditor } from "./MassOrderEditor";

/** Lines that break each rule of spec §5 (line 1 is valid). */
const badLines = [
  "1 | https://instagram.com/p/ABC123 | 1000",
  "abc | https://x.com/post | 10",
  "2 | not-a-url | 100",
  "3 | https://youtube.com/watch?v=1 | -5",
  "only two | parts",
  "4 | https://tiktok.com/@me | 0",
  "x | y | z",
].join("\n");

const meta = {
  title: "Widgets/Customer/MassOrderEditor",
  component: MassOrderEditor,
  args: { onSubmit: fn(async () => {}), disabled: false },
  argTypes: { disabled: { control: "boolean" } },
} satisfies Meta<typeof MassOrderEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("0 valid orders")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Submit Orders" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Clear" })).toBeDisabled();
  },
};

export const LoadExampleAndSubmit: Story = {
  args: { services: sampleServices },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Load example" }));
    const textarea = canvas.getByRole("textbox", { name: "Orders" });
    await expect(textarea).toHaveValue(
      "1 | https://instagram.com/p/ABC123 | 1000\n2 | https://www.youtube.com/watch?v=dQw4w9WgXcQ | 500\n3 | https://www.tiktok.com/@username/video/1234567890 | 2000",
    );
    // 1000 × 0.50 + 500 × 0.10 + 2000 × 1.25 = 500 + 50 + 2500.
    await expect(canvasElement.querySelector("[data-slot=mass-order-summary]")).toHaveTextContent(
      "3 valid orders · Total cost: ₦3,050.00",
    );
    const submit = canvas.getByRole("button", { name: "Submit Orders" });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith([
      { line: 1, serviceId: 1, link: "https://instagram.com/p/ABC123", quantity: 1000 },
      { line: 2, serviceId: 2, link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", quantity: 500 },
      { line: 3, serviceId: 3, link: "https://www.tiktok.com/@username/video/1234567890", quantity: 2000 },
    ]);
    // A successful submit resets the form.
    await waitFor(() => expect(textarea).toHaveValue(""));
    await expect(canvas.getByText("0 valid orders")).toBeVisible();
  },
};

export const InvalidLines: Story = {
  args: { defaultValue: badLines },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const errors = canvasElement.querySelector("[data-slot=mass-order-errors]") as HTMLElement;
    const items = within(errors)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    // Line 7 alone has three errors: 8 in all, the first five shown and a count of the rest.
    await expect(items).toEqual([
      `Line 2: ${MASS_ORDER_MESSAGES.serviceIdNotNumber}`,
      `Line 3: ${MASS_ORDER_MESSAGES.invalidUrl}`,
      `Line 4: ${MASS_ORDER_MESSAGES.quantityNotPositive}`,
      `Line 5: ${MASS_ORDER_MESSAGES.wrongParts}`,
      `Line 6: ${MASS_ORDER_MESSAGES.quantityNotPositive}`,
    ]);
    await expect(within(errors).getByText("and 3 more errors")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Orders" })).toHaveAttribute("aria-invalid", "true");
    // One valid line is not enough while any line is wrong.
    await expect(canvas.getByText("1 valid order")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Submit Orders" })).toBeDisabled();
  },
};

export const TooManyLines: Story = {
  args: {
    defaultValue: Array.from({ length: 101 }, (_, index) => `1 | https://instagram.com/p/${index} | 100`).join("\n"),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MASS_ORDER_MESSAGES.tooManyLines)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Submit Orders" })).toBeDisabled();
  },
};

export const CheckedAgainstServices: Story = {
  args: {
    services: sampleServices,
    defaultValue: "1 | https://instagram.com/p/a | 50\n9 | https://instagram.com/p/b | 100",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Line 1: Quantity must be at least 100 for this service")).toBeVisible();
    await expect(canvas.getByText("Line 2: Service ID 9 does not exist")).toBeVisible();
  },
};

/**
 * A package is charged its price, whatever the quantity (two packages: ₦6,500.00, not ₦6.50 as "per 1000" made it);
 * a Custom Comments service needs New Order, and its line says so.
 */
export const TypesAndPackages: Story = {
  args: {
    services: [
      ...sampleServices,
      {
        id: 73,
        category_id: 3,
        service_title: "TikTok Starter Package",
        price: "3.25",
        min_amount: 1,
        max_amount: 1,
        type: "Package",
      },
      {
        id: 61,
        category_id: 1,
        service_title: "Custom Comments",
        price: "1",
        min_amount: 5,
        max_amount: 100,
        type: "Custom Comments",
      },
    ],
    defaultValue: "73 | https://tiktok.com/@a | 1\n73 | https://tiktok.com/@b | 1\n61 | https://instagram.com/p/c | 10",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MASS_ORDER_MESSAGES.typesTaken)).toBeVisible();
    await expect(canvas.getByText(`Line 3: ${MASS_ORDER_MESSAGES.typeNotTaken(61, "Custom Comments")}`)).toBeVisible();
    await expect(canvas.getByText("₦6,500.00")).toBeVisible();
  },
};

export const TypingAndClearingByKeyboard: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole("textbox", { name: "Orders" });
    await userEvent.click(textarea);
    await userEvent.keyboard("2 | https://youtube.com/watch?v=1 | 500{Enter}{Enter}3 | bad | 1");
    await expect(canvas.getByText(`Line 3: ${MASS_ORDER_MESSAGES.invalidUrl}`)).toBeVisible();
    const clear = canvas.getByRole("button", { name: "Clear" });
    clear.focus();
    await userEvent.keyboard("{Enter}");
    await expect(textarea).toHaveValue("");
  },
};

export const CopyFormat: Story = {
  play: async ({ canvasElement }) => {
    const writeText = spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copy format" }));
    await expect(writeText).toHaveBeenCalledWith(MASS_ORDER_FORMAT);
    await expect(canvas.getByRole("button", { name: "Copied! format" })).toBeVisible();
    // Announced to screen readers too.
    await expect(canvasElement.querySelector("[data-slot=copy-button-status]")).toHaveTextContent("Copied!");
    // The confirmation lasts 2 seconds.
    await waitFor(() => expect(canvas.getByRole("button", { name: "Copy format" })).toBeVisible(), {
      timeout: 3000,
    });
    writeText.mockRestore();
  },
};

export const Pending: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})), defaultValue: "1 | https://instagram.com/p/a | 100" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole("button", { name: "Submit Orders" });
    await userEvent.click(submit);
    await expect(submit).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("textbox", { name: "Orders" })).toBeDisabled();
  },
};

export const SubmitError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error("Network error. Please try again.");
    }),
    defaultValue: "1 | https://instagram.com/p/a | 100",
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Submit Orders" }));
    await expect(await canvas.findByText("Network error. Please try again.")).toBeVisible();
    // The orders stay, ready to try again.
    await expect(canvas.getByRole("textbox", { name: "Orders" })).toHaveValue("1 | https://instagram.com/p/a | 100");
  },
};

/** A customer with a 10 % discount reading euros: the total is their charge, in euros beside the naira. */
export const DiscountInEuros: Story = {
  decorators: [shownTo("EUR", { discountPercent: "10" })],
  args: { services: sampleServices, defaultValue: MASS_ORDER_EXAMPLE },
  play: async ({ canvasElement }) => {
    // 1000 × 0.50 + 500 × 0.10 + 2000 × 1.25 = ₦3,050.00; less 10 % = ₦2,745.00 = €1.647 → €1.65.
    await expect(within(canvasElement).getByText("€1.65 (₦2,745.00)")).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { defaultValue: badLines, services: sampleServices },
};
