import type * as React from "react";
import { Button, type ButtonProps } from "./Button";

export type IconButtonProps = Omit<ButtonProps, "size" | "children" | "aria-label"> & {
  /** Required: an icon alone has no name, so the button must be given one. */
  "aria-label": string;
  icon: React.ReactNode;
};

/** A square button holding only an icon, with a required accessible name. */
export function IconButton({ icon, variant = "ghost", ...props }: IconButtonProps) {
  return (
    <Button size="icon" variant={variant} data-slot="icon-button" {...props}>
      {icon}
    </Button>
  );
}
