import { ERROR_MESSAGES, SUPPORT_RULES, TICKET_MESSAGES } from "@smm/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SAMPLE_STOREFRONT } from "../../public/shared/sampleStorefront";
import { SAMPLE_TICKETS } from "../shared/fixtures";
import { SupportCenter } from "./SupportCenter";

const meta = {
  title: "Widgets/Account/SupportCenter",
  component: SupportCenter,
  args: {
    onSubmitTicket: fn(async () => {}),
    onSearch: fn(),
    tickets: SAMPLE_TICKETS,
    ticketsLoading: false,
    submitFailed: false,
    contact: {
      responseTime: SAMPLE_STOREFRONT.support_response_time,
      hours: "Support hours: every day, 8AM to 10PM.",
      channels: SAMPLE_STOREFRONT.support_channels,
    },
  },
} satisfies Meta<typeof SupportCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

const ticketRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("table", { name: "Your Support Tickets" }))
    .getAllByRole("row")
    .slice(1);

export const Playground: Story = {};

export const Populated: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const rule of SUPPORT_RULES) await expect(canvas.getByText(rule)).toBeVisible();
    await expect(canvas.getByRole("region", { name: "Submit a Support Ticket" })).toBeVisible();
    const table = canvas.getByRole("table", { name: "Your Support Tickets" });
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["ID", "Subject", "Status", "Last Update"]);
    await expect(ticketRows(canvasElement)).toHaveLength(3);
    // The error alert is hidden until something fails.
    await expect(canvas.queryByText(ERROR_MESSAGES.supportFormError)).not.toBeInTheDocument();
  },
};

/** The operator's hours and channels, each named (Settings → Storefront). */
export const SupportChannels: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/every day, 8AM to 10PM/)).toBeVisible();
    const channels = within(canvas.getByRole("list", { name: "Other ways to reach us" }));
    await expect(channels.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "WhatsApp: +234 801 234 5678 (payments, weekends)",
      "Email: help@boostnaija.example",
    ]);
  },
};

/** A panel whose operator stated no hours or channels: only the rules, no invented promise. */
export const NoContactStated: Story = {
  args: { contact: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Support hours/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole("list", { name: "Other ways to reach us" })).not.toBeInTheDocument();
  },
};

export const NativeFieldNames: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Subject" })).toHaveAttribute("name", "TicketForm[subject]");
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveAttribute("name", "TicketForm[message]");
    await expect(canvas.getByRole("textbox", { name: "Subject" }).closest("form")).toHaveAttribute("method", "post");
  },
};

export const InvalidInputs: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Submit Ticket" }));
    await expect(await canvas.findByText("Error! Something went wrong. Please check your inputs.")).toBeVisible();
    await expect(canvas.getByText(TICKET_MESSAGES.subjectRequired)).toBeVisible();
    await expect(canvas.getByText(TICKET_MESSAGES.messageRequired)).toBeVisible();
    await expect(args.onSubmitTicket).not.toHaveBeenCalled();
  },
};

export const SubmitWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const subject = canvas.getByRole("textbox", { name: "Subject" });
    await userEvent.click(subject);
    await userEvent.keyboard("10482 speed up");
    await userEvent.tab();
    await userEvent.keyboard("Please speed up order 10482.");
    await userEvent.click(canvas.getByRole("button", { name: "Submit Ticket" }));
    await waitFor(() =>
      expect(args.onSubmitTicket).toHaveBeenCalledWith(
        expect.objectContaining({ subject: "10482 speed up", message: "Please speed up order 10482." }),
      ),
    );
    await expect(await canvas.findByText("Your ticket was submitted. We will answer here.")).toBeVisible();
    await expect(subject).toHaveValue("");
  },
};

export const SubmitRejected: Story = {
  args: { onSubmitTicket: fn(async () => Promise.reject(new Error("Server error"))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Subject" }), "Payment not credited");
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "My deposit is missing.");
    await userEvent.click(canvas.getByRole("button", { name: "Submit Ticket" }));
    await expect(await canvas.findByText(ERROR_MESSAGES.supportFormError)).toBeVisible();
    // The server's own words come under the spec's text.
    await expect(canvas.getByText("Server error")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Subject" })).toHaveValue("Payment not credited");
  },
};

export const FailedFromOutside: Story = {
  args: { submitFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(ERROR_MESSAGES.supportFormError)).toBeVisible();
  },
};

export const AttachmentTooLarge: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "screenshot.png", { type: "image/png" });
    await userEvent.upload(canvas.getByLabelText("Attachment"), big);
    await expect(await canvas.findByText(TICKET_MESSAGES.fileTooLarge)).toBeVisible();
    await expect(canvas.queryByText("screenshot.png")).not.toBeInTheDocument();
    await expect(args.onSubmitTicket).not.toHaveBeenCalled();
  },
};

export const AttachmentWrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The picker would hide other types; a user can still choose "All files", which this simulates.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      canvas.getByLabelText("Attachment"),
      new File(["MZ"], "setup.exe", { type: "application/x-msdownload" }),
    );
    await expect(await canvas.findByText(TICKET_MESSAGES.fileTypeInvalid)).toBeVisible();
  },
};

/** The browser let the file through (named and typed as a PNG); the server read its content and refused it. */
export const AttachmentRefusedByServer: Story = {
  args: {
    onSubmitTicket: fn(async () =>
      Promise.reject(
        Object.assign(new Error(TICKET_MESSAGES.fileTypeInvalid), {
          errors: { file: [TICKET_MESSAGES.fileTypeInvalid] },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText("Attachment"), new File(["MZ"], "photo.png", { type: "image/png" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Subject" }), "Payment not credited");
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Screenshot attached.");
    await userEvent.click(canvas.getByRole("button", { name: "Submit Ticket" }));
    await waitFor(() => expect(canvas.getAllByText(TICKET_MESSAGES.fileTypeInvalid)).toHaveLength(2));
    await expect(canvas.getByText(ERROR_MESSAGES.supportFormError)).toBeVisible();
    // Under the file: the reason is read with the Attachment field.
    await expect(canvas.getByLabelText("Attachment")).toHaveAccessibleDescription(
      expect.stringContaining(TICKET_MESSAGES.fileTypeInvalid),
    );
  },
};

export const AttachmentAccepted: Story = {
  // Not shot: its picture is SubmitWithKeyboard's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const receipt = new File(["%PDF-1.7"], "receipt.pdf", { type: "application/pdf" });
    await expect(canvas.getByText("Optional. PNG, JPG, JPEG, GIF, WEBP, PDF or TXT, up to 5 MB.")).toBeVisible();
    await userEvent.upload(canvas.getByLabelText("Attachment"), receipt);
    await expect(canvas.getByText("receipt.pdf")).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Subject" }), "Payment not credited");
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Receipt attached.");
    await userEvent.click(canvas.getByRole("button", { name: "Submit Ticket" }));
    await waitFor(() => expect(args.onSubmitTicket).toHaveBeenCalledWith(expect.objectContaining({ file: receipt })));
  },
};

export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The <search> landmark wraps the form; Testing Library's role table does not know that element yet.
    const search = within(canvasElement.querySelector("search[aria-label='Search tickets']") as HTMLElement);
    await userEvent.type(search.getByRole("searchbox", { name: "Search by ticket ID or subject" }), "refill{Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("refill");
    await expect(ticketRows(canvasElement)).toHaveLength(1);
    await expect(ticketRows(canvasElement)[0]).toHaveTextContent("10277 refill");
    await userEvent.clear(search.getByRole("searchbox"));
    await userEvent.type(search.getByRole("searchbox"), "nothing like this");
    await userEvent.click(search.getByRole("button", { name: "Search" }));
    await expect(canvas.getByText("No tickets found")).toBeVisible();
  },
};

export const EmptyTickets: Story = {
  args: { tickets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("No tickets found")).toBeVisible();
  },
};

export const LoadingTickets: Story = {
  args: { tickets: [], ticketsLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("table", { name: "Your Support Tickets" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const TicketsError: Story = {
  args: { tickets: [], ticketsError: "The server did not answer.", onRetryTickets: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Failed to load your tickets")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetryTickets).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
};
