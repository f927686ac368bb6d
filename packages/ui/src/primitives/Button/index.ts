export { Button, type ButtonProps, buttonVariants } from "./Button";
export { IconButton, type IconButtonProps } from "./IconButton";
