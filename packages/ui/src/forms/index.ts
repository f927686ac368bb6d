// Components of this group, re-exported by ../index.ts. Named exports only.
export * from "./Field";
export * from "./Input";
export * from "./Label";
export * from "./PasswordInput";
export * from "./Textarea";
