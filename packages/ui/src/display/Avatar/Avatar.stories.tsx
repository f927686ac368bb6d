import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Avatar, AvatarFallback, AvatarImage, initials } from "./Avatar";

// A stand-in photo, inline so stories need no network. Its colours are picture content, not UI styling.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#7c9cbf"/><circle cx="32" cy="26" r="12" fill="#f1d3b3"/><path d="M10 64c2-14 12-20 22-20s20 6 22 20z" fill="#2f4858"/></svg>',
)}`;
// Fails to decode, so the fallback shows.
const brokenImage = "data:image/png;base64,AAAA";

const meta = {
  title: "Primitives/Avatar",
  component: Avatar,
  args: { size: "default" },
  argTypes: { size: { control: "inline-radio", options: ["sm", "default", "lg"] } },
  render: (args) => (
    <Avatar {...args}>
      <AvatarImage src={photo} alt="Ada Lovelace" />
      <AvatarFallback>{initials("Ada Lovelace")}</AvatarFallback>
    </Avatar>
  ),
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithImage: Story = {
  // Not shot: its picture is Playground's, byte for byte.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole("img", { name: "Ada Lovelace" })).toBeVisible();
  },
};

export const FallbackInitials: Story = {
  render: (args) => (
    <Avatar {...args}>
      <AvatarImage src={brokenImage} alt="Grace Hopper" />
      <AvatarFallback>{initials("Grace Hopper")}</AvatarFallback>
    </Avatar>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("GH")).toBeVisible();
    await expect(canvas.queryByRole("img")).toBeNull();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      {(["sm", "default", "lg"] as const).map((size) => (
        <Avatar key={size} size={size}>
          <AvatarFallback>{initials("Ada Lovelace")}</AvatarFallback>
        </Avatar>
      ))}
      <Avatar size="lg">
        <AvatarImage src={photo} alt="Ada Lovelace" />
        <AvatarFallback>AL</AvatarFallback>
      </Avatar>
    </div>
  ),
};

/** Beside a printed name the picture adds nothing for screen readers: empty alt. */
export const WithName: Story = {
  render: (args) => (
    <div className="flex items-center gap-3 text-sm">
      <Avatar {...args}>
        <AvatarImage src={photo} alt="" />
        <AvatarFallback>{initials("Ada Lovelace")}</AvatarFallback>
      </Avatar>
      <div>
        <p className="font-medium">Ada Lovelace</p>
        <p className="text-muted-foreground">ada@example.com</p>
      </div>
    </div>
  ),
};

export const Mobile: Story = {
  ...Sizes,
  globals: { viewport: { value: "mobile" } },
};
