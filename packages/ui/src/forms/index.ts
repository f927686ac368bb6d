// Components of this group, re-exported by ../index.ts. Named exports only.
export * from "./Checkbox";
export * from "./Combobox";
export * from "./Field";
export * from "./FileInput";
export * from "./Input";
export * from "./Label";
export * from "./PasswordInput";
export * from "./RadioGroup";
export * from "./SearchInput";
export * from "./Select";
export * from "./Switch";
export * from "./Textarea";
