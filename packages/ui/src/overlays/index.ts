// Components of this group, re-exported by ../index.ts. Named exports only.
export * from "./ConfirmDialog";
export * from "./Dialog";
export * from "./DropdownMenu";
export * from "./Popover";
export * from "./Sheet";
export * from "./Tooltip";
