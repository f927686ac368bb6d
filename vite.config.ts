// Shared by Storybook and Vitest: React with the automatic runtime and Tailwind v4.
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // Found late by the dependency scan otherwise, which reloads the browser in the middle of a test run.
  optimizeDeps: { include: ["react-hook-form", "@hookform/resolvers/yup", "downshift", "@tanstack/react-virtual"] },
});
