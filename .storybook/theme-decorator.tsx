import { DecoratorHelpers } from "@storybook/addon-themes";
import type { Decorator } from "@storybook/react-vite";
import { useLayoutEffect } from "react";

export const themes = ["light", "dark", "white-label"] as const;
export type ThemeName = (typeof themes)[number];

const { initializeThemeState, pluckThemeFromContext } = DecoratorHelpers;

/** Puts the chosen theme on <html> the way the app does: `.dark` and `data-theme`. */
export function applyTheme(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  root.classList.toggle("dark", theme === "dark");
  if (theme === "white-label") root.dataset.theme = "brand-b";
  else delete root.dataset.theme;
}

initializeThemeState([...themes], "light");

export const withTheme: Decorator = (Story, context) => {
  const themeOverride: ThemeName | undefined = context.parameters.themes?.themeOverride;
  const theme = (themeOverride ?? pluckThemeFromContext(context) ?? "light") as ThemeName;
  useLayoutEffect(() => applyTheme(theme), [theme]);
  return <Story />;
};
