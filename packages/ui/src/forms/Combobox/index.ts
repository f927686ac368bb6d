export { Combobox, type ComboboxItemState, type ComboboxProps } from "./Combobox";
