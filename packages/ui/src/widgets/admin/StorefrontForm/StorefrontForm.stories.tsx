import { EMPTY_LEGAL_PAGES, EMPTY_STOREFRONT, STOREFRONT_MESSAGES } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SAMPLE_STOREFRONT } from "../../public/shared/sampleStorefront";
import { StorefrontForm } from "./StorefrontForm";

const EMPTY = { storefront: EMPTY_STOREFRONT, support_hours: "", legal_pages: EMPTY_LEGAL_PAGES };

/** A few items of each list (the whole sample is taller than a screenshot can hold). */
const FILLED = {
  storefront: {
    ...SAMPLE_STOREFRONT,
    highlights: SAMPLE_STOREFRONT.highlights.slice(0, 1),
    features: SAMPLE_STOREFRONT.features.slice(0, 1),
    steps: SAMPLE_STOREFRONT.steps.slice(0, 2),
    stories: SAMPLE_STOREFRONT.stories.slice(0, 2),
    faq: SAMPLE_STOREFRONT.faq.slice(0, 1),
  },
  support_hours: "Support hours: every day, 8AM to 10PM.",
  legal_pages: { terms: "Orders start once paid.\n\nRefills follow each service's terms.", privacy: "", refunds: "" },
};

const meta = {
  title: "Widgets/Admin/StorefrontForm",
  component: StorefrontForm,
  args: { value: EMPTY, onSubmit: fn(async () => {}) },
} satisfies Meta<typeof StorefrontForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh panel: every list empty (and said to be hidden); the operator writes a banner, a question and the terms. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("No questions yet: this part is not shown.")).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Banner text" }), "Eid sale: 10% off this week.");
    await userEvent.click(canvas.getByRole("button", { name: "Add question" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Question" }), "  Do you need my password? ");
    await userEvent.type(canvas.getByRole("textbox", { name: "Answer" }), "Never.");
    await userEvent.type(canvas.getByRole("textbox", { name: "Terms of service" }), "Orders start once paid.");
    await userEvent.click(canvas.getByRole("button", { name: "Save storefront" }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        ...EMPTY,
        storefront: {
          ...EMPTY_STOREFRONT,
          announcement: { title: "", text: "Eid sale: 10% off this week." },
          faq: [{ question: "Do you need my password?", answer: "Never." }],
        },
        legal_pages: { ...EMPTY_LEGAL_PAGES, terms: "Orders start once paid." },
      }),
    );
  },
};

/** A panel with its storefront written: every list with its items, each movable and removable by a named button. */
export const Filled: Story = {
  args: { value: FILLED },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Move step 2 up" }));
    await userEvent.click(canvas.getByRole("button", { name: "Remove story 1" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save storefront" }));
    const [step1, step2] = SAMPLE_STOREFRONT.steps;
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          storefront: expect.objectContaining({
            steps: [step2, step1],
            stories: SAMPLE_STOREFRONT.stories.slice(1, 2),
          }),
        }),
      ),
    );
  },
};

/** Incomplete items and a title without a banner text: each told under its field, nothing sent. */
export const InvalidValues: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Banner title" }), "Sale");
    await userEvent.click(canvas.getByRole("button", { name: "Add question" }));
    await userEvent.click(canvas.getByRole("button", { name: "Add channel" }));
    await userEvent.click(canvas.getByRole("button", { name: "Save storefront" }));
    for (const message of [
      STOREFRONT_MESSAGES.announcementNeedsText,
      STOREFRONT_MESSAGES.question,
      STOREFRONT_MESSAGES.answer,
      STOREFRONT_MESSAGES.channelName,
      STOREFRONT_MESSAGES.channelDetail,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses a field: its message under that field. */
export const ServerRefusal: Story = {
  args: {
    value: FILLED,
    onSubmit: fn(async () => {
      throw Object.assign(new Error("Validation failed"), {
        errors: { "legal_pages.terms": [STOREFRONT_MESSAGES.legalPage("Terms of service")] },
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save storefront" }));
    await expect(await canvas.findByText(STOREFRONT_MESSAGES.legalPage("Terms of service"))).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { value: FILLED },
  globals: { viewport: { value: "mobile" } },
};
