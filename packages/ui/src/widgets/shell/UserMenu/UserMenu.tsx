import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { cn } from "../../../lib/cn";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../overlays/DropdownMenu";

export type UserMenuItem<Action extends string> = {
  action: Action;
  label: string;
  icon: React.ReactNode;
  /** Drawn after a separator in the destructive colour (Logout). */
  destructive?: boolean;
};

export type UserMenuProps<Action extends string> = {
  username: string;
  /** The line under the name: 'Premium Member' for customers, the role for admins. */
  subtitle: string;
  items: readonly UserMenuItem<Action>[];
  onSelect?: (action: Action) => void;
  className?: string;
};

/**
 * The account button of a top bar: avatar, name and subtitle, opening a menu of account actions. Below `sm` only
 * the avatar shows; the name stays in the button's accessible name.
 */
export function UserMenu<Action extends string>({
  username,
  subtitle,
  items,
  onSelect,
  className,
}: UserMenuProps<Action>) {
  const initial = username.trim().charAt(0).toUpperCase() || "?";
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-slot="user-menu-trigger"
        className={cn(
          "flex h-10 min-w-0 items-center gap-2 rounded-md px-1.5 text-left outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:px-2",
          className,
        )}
      >
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-sm"
        >
          {initial}
        </span>
        <span className="sr-only flex-col leading-tight sm:not-sr-only sm:flex">
          <span data-slot="user-menu-name" className="max-w-40 truncate font-medium text-sm">
            {username}
          </span>{" "}
          <span data-slot="user-menu-subtitle" className="text-muted-foreground text-xs">
            {subtitle}
          </span>
        </span>
        <ChevronDown aria-hidden="true" className="hidden size-4 text-muted-foreground sm:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="grid">
          <span className="truncate">{username}</span>
          <span className="font-normal text-muted-foreground text-xs">{subtitle}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.map((item) => (
          <UserMenuEntry key={item.action} item={item} onSelect={onSelect} />
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function UserMenuEntry<Action extends string>({
  item,
  onSelect,
}: {
  item: UserMenuItem<Action>;
  onSelect?: (action: Action) => void;
}) {
  return (
    <>
      {item.destructive ? <DropdownMenuSeparator /> : null}
      <DropdownMenuItem
        data-action={item.action}
        variant={item.destructive ? "destructive" : "default"}
        onSelect={() => onSelect?.(item.action)}
      >
        <span aria-hidden="true" className="contents">
          {item.icon}
        </span>
        {item.label}
      </DropdownMenuItem>
    </>
  );
}
