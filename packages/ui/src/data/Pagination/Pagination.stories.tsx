import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Pagination, type PaginationProps } from "./Pagination";

/** Keeps `page` in state, as a page using the pager would, and reports each change to the spy. */
function StatefulPagination({ page: initialPage, onPageChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(initialPage);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: "Data/Pagination",
  component: Pagination,
  args: { page: 5, pageCount: 12, windowSize: 7, onPageChange: fn() },
  argTypes: {
    page: { control: { type: "number", min: 1 } },
    pageCount: { control: { type: "number", min: 1 } },
    windowSize: { control: { type: "number", min: 1 } },
  },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageNumbers = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole("navigation", { name: "Pagination" }))
    .getAllByRole("button", { name: /^Page \d+$/ })
    .map((button) => button.textContent);

export const Playground: Story = {};

export const Middle: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Page 5" })).toHaveAttribute("aria-current", "page");
    // A window of 7 with the current page in the middle.
    await expect(pageNumbers(canvasElement)).toEqual(["2", "3", "4", "5", "6", "7", "8"]);
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "First page" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Next page" })).toBeEnabled();
    await expect(pageNumbers(canvasElement)).toEqual(["1", "2", "3", "4", "5", "6", "7"]);
    await userEvent.click(canvas.getByRole("button", { name: "Page 1" }));
    // Choosing the page already shown is not a change.
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Next page" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Last page" })).toBeDisabled();
    await expect(pageNumbers(canvasElement)).toEqual(["6", "7", "8", "9", "10", "11", "12"]);
  },
};

export const KeyboardNavigation: Story = {
  args: { page: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // First and Previous are disabled, so Tab lands on the first page number.
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Page 1" })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    canvas.getByRole("button", { name: "Next page" }).focus();
    await userEvent.keyboard(" ");
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole("button", { name: "Last page" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await userEvent.click(canvas.getByRole("button", { name: "Previous page" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
    await userEvent.click(canvas.getByRole("button", { name: "First page" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ canvasElement }) => {
    await expect(pageNumbers(canvasElement)).toEqual(["1", "2", "3"]);
  },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ["First page", "Previous page", "Next page", "Last page"]) {
      await expect(canvas.getByRole("button", { name })).toBeDisabled();
    }
  },
};

export const ManyPages: Story = {
  args: { page: 4821, pageCount: 10_000 },
  play: async ({ canvasElement }) => {
    await expect(pageNumbers(canvasElement)).toEqual(["4818", "4819", "4820", "4821", "4822", "4823", "4824"]);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Page 5 of 12")).toBeInTheDocument();
  },
};
