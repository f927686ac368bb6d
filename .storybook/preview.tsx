import "../packages/ui/src/styles.css";
import "./preview.css";
import type { Preview } from "@storybook/react-vite";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { MemoryRouter } from "react-router-dom";
import { Toaster } from "../packages/ui/src/feedback/Toast/Toast";
import { withTheme } from "./theme-decorator";

const preview: Preview = {
  tags: ["autodocs"],
  parameters: {
    layout: "padded",
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: "error" },
    options: {
      storySort: {
        order: ["Foundations", "Primitives", "Forms", "Overlays", "Data", "Navigation", "Feedback", "Widgets", "*"],
      },
    },
    viewport: {
      options: {
        mobile: { name: "Mobile 375", styles: { width: "375px", height: "740px" }, type: "mobile" },
        tablet: { name: "Tablet 768", styles: { width: "768px", height: "1024px" }, type: "tablet" },
        desktop: { name: "Desktop 1280", styles: { width: "1280px", height: "800px" }, type: "desktop" },
      },
    },
  },
  decorators: [
    (Story, { parameters }) => {
      // One client per story, no retries, so error states show at once.
      const [client] = useState(
        () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
      );
      const initialEntries: string[] = parameters.router?.initialEntries ?? ["/"];
      return (
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={initialEntries}>
            <Story />
            <Toaster />
          </MemoryRouter>
        </QueryClientProvider>
      );
    },
    withTheme,
  ],
};

export default preview;
