import type * as React from "react";
import { cn } from "../lib/cn";
import { colorTokenGroups, radiusScale, spacingScale, typeScale } from "./tokens";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="font-semibold text-lg">{title}</h2>
      {children}
    </section>
  );
}

/** Every colour token as a swatch with its variable name. */
export function ColorPalette() {
  return (
    <div className="space-y-6">
      {Object.entries(colorTokenGroups).map(([group, tokens]) => (
        <Section key={group} title={group}>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {tokens.map((token) => (
              <li key={token} className="flex items-center gap-2">
                <span
                  aria-hidden
                  className="size-10 shrink-0 rounded-md border"
                  style={{ background: `var(--${token})` }}
                />
                <code className="text-foreground text-xs">--{token}</code>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </div>
  );
}

export function TypeScale() {
  return (
    <ul className="space-y-2">
      {typeScale.map(({ name, className }) => (
        <li key={name} className="flex items-baseline gap-4">
          <code className="w-12 text-muted-foreground text-xs">{name}</code>
          <span className={className}>Buy real followers in Naira</span>
        </li>
      ))}
    </ul>
  );
}

export function SpacingScale() {
  return (
    <ul className="space-y-2">
      {spacingScale.map((step) => (
        <li key={step} className="flex items-center gap-4">
          <code className="w-16 text-muted-foreground text-xs">
            {step} = {step * 4}px
          </code>
          <span aria-hidden className="h-3 rounded-sm bg-primary" style={{ width: `calc(var(--spacing) * ${step})` }} />
        </li>
      ))}
    </ul>
  );
}

export function RadiusScale() {
  return (
    <ul className="flex flex-wrap gap-4">
      {radiusScale.map(({ name, className }) => (
        <li key={name} className="flex flex-col items-center gap-1">
          <span aria-hidden className={cn("size-16 border-2 border-primary bg-secondary", className)} />
          <code className="text-muted-foreground text-xs">{name}</code>
        </li>
      ))}
    </ul>
  );
}

const themePanels = [
  { name: "Light", className: "light", dataTheme: undefined },
  { name: "Dark", className: "dark", dataTheme: undefined },
  { name: "White-label", className: "light", dataTheme: "brand-b" },
] as const;

/** The same sample in each theme side by side: only variables change between them. */
export function ThemeComparison() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {themePanels.map(({ name, className, dataTheme }) => (
        <div
          key={name}
          className={cn(className, "space-y-3 rounded-lg border bg-background p-4 text-foreground")}
          data-theme={dataTheme}
        >
          <h2 className="font-semibold">{name}</h2>
          <div className="flex flex-wrap gap-2">
            {(["primary", "secondary", "accent", "muted", "destructive", "success", "warning", "info"] as const).map(
              (token) => (
                <span
                  key={token}
                  className="rounded-md px-2 py-1 text-xs"
                  style={{ background: `var(--${token})`, color: `var(--${token}-foreground)` }}
                >
                  {token}
                </span>
              ),
            )}
          </div>
          <div className="rounded-lg bg-sidebar p-3 text-sidebar-foreground text-sm">Sidebar</div>
        </div>
      ))}
    </div>
  );
}
