/** The semantic colour tokens defined in styles.css, grouped as the Foundations page shows them. */
export const colorTokenGroups = {
  Surfaces: ["background", "foreground", "card", "card-foreground", "popover", "popover-foreground"],
  Brand: ["primary", "primary-foreground", "secondary", "secondary-foreground", "accent", "accent-foreground"],
  Muted: ["muted", "muted-foreground", "border", "input", "ring"],
  Status: [
    "destructive",
    "destructive-foreground",
    "success",
    "success-foreground",
    "warning",
    "warning-foreground",
    "info",
    "info-foreground",
    "orange",
    "orange-foreground",
  ],
  Sidebar: [
    "sidebar",
    "sidebar-foreground",
    "sidebar-primary",
    "sidebar-primary-foreground",
    "sidebar-accent",
    "sidebar-accent-foreground",
    "sidebar-border",
    "sidebar-ring",
  ],
  Charts: ["chart-1", "chart-2", "chart-3", "chart-4", "chart-5"],
} as const;

export const typeScale = [
  { name: "4xl", className: "text-4xl font-bold tracking-tight" },
  { name: "3xl", className: "text-3xl font-bold tracking-tight" },
  { name: "2xl", className: "text-2xl font-semibold" },
  { name: "xl", className: "text-xl font-semibold" },
  { name: "lg", className: "text-lg font-medium" },
  { name: "base", className: "text-base" },
  { name: "sm", className: "text-sm" },
  { name: "xs", className: "text-xs" },
] as const;

export const spacingScale = [1, 2, 3, 4, 6, 8, 12, 16] as const;

export const radiusScale = [
  { name: "sm", className: "rounded-sm" },
  { name: "md", className: "rounded-md" },
  { name: "lg", className: "rounded-lg" },
  { name: "xl", className: "rounded-xl" },
  { name: "full", className: "rounded-full" },
] as const;
