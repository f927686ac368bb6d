import { useVirtualizer } from "@tanstack/react-virtual";
import { useCombobox } from "downshift";
import { CheckIcon, ChevronDownIcon } from "lucide-react";
import type * as React from "react";
import { useMemo, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { useControllableState } from "../../lib/useControllableState";
import { useField, useFieldControl } from "../Field/FieldContext";
import { inputVariants } from "../Input/Input";

/** Row height used before a row is measured; rows taller than this (a custom renderItem) are measured. */
const estimatedRowHeight = 36;
/** Space above the first and below the last row, inside the scrolling list. */
const listPadding = 4;
/** The list scrolls beyond this height (about eight rows). */
const maxListHeight = 288;

export type ComboboxItemState = { selected: boolean; highlighted: boolean };

export type ComboboxProps<T> = {
  items: readonly T[];
  /** The text shown in the input for a chosen item, and searched. */
  itemToString: (item: T) => string;
  /** A stable identity (an id); defaults to itemToString. */
  itemToKey?: (item: T) => string | number;
  /** The chosen item (controlled); `null` for none. */
  value?: T | null;
  defaultValue?: T | null;
  onValueChange?: (item: T | null) => void;
  /** Whether an item matches the typed query; default: its text contains every word of the query, any case. */
  filter?: (item: T, query: string) => boolean;
  placeholder?: string;
  /** Start with the list open (e.g. a picker shown in a dialog). */
  defaultOpen?: boolean;
  /** Shown when nothing matches the query. */
  emptyText?: React.ReactNode;
  /** How an option looks; default: its text. */
  renderItem?: (item: T, state: ComboboxItemState) => React.ReactNode;
  disabled?: boolean;
  /** Needed unless a Field labels the combobox. */
  "aria-label"?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  required?: boolean;
  /** The input's id (inside a Field the Field sets it). */
  id?: string;
  /** Posts the chosen item's key (itemToKey) with a plain <form>, through a hidden input. */
  name?: string;
  /** Classes for the wrapper. */
  className?: string;
  ref?: React.Ref<HTMLInputElement>;
};

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * A searchable picker for long lists (downshift's ARIA 1.2 combobox + a virtualised listbox): type to filter; arrows,
 * Home/End and PageUp/PageDown move; Enter picks; Escape closes, a second Escape clears. Only the visible rows are in the
 * DOM, so 10,000 options stay smooth.
 */
export function Combobox<T>({
  items,
  itemToString,
  itemToKey = itemToString,
  value,
  defaultValue = null,
  onValueChange,
  filter,
  placeholder,
  defaultOpen = false,
  emptyText = "No results",
  renderItem,
  disabled,
  className,
  ref,
  name,
  ...props
}: ComboboxProps<T>) {
  const [selected, setSelected] = useControllableState<T | null>(value, defaultValue, onValueChange);
  const selectedText = selected ? itemToString(selected) : "";
  const [inputValue, setInputValue] = useState(selectedText);
  // The chosen item can be written differently while it stays chosen (its price in another display currency): the
  // input follows unless the user is typing a query.
  const [shownSelectedText, setShownSelectedText] = useState(selectedText);
  if (shownSelectedText !== selectedText) {
    setShownSelectedText(selectedText);
    if (inputValue === shownSelectedText) setInputValue(selectedText);
  }
  const field = useField();
  const { "aria-label": ariaLabel, ...controlProps } = useFieldControl({ ...props, disabled });
  const listRef = useRef<HTMLUListElement | null>(null);

  // Searchable text is computed once per list, not per keystroke.
  const haystack = useMemo(() => items.map((item) => itemToString(item).toLowerCase()), [items, itemToString]);
  const showingSelection = selected !== null && inputValue === itemToString(selected);
  const matcher = useMemo(() => {
    if (filter) return (index: number, query: string) => filter(items[index] as T, query);
    return (index: number, query: string) => {
      const queryWords = words(query);
      return queryWords.every((word) => haystack[index]?.includes(word));
    };
  }, [items, haystack, filter]);
  const filtered = useMemo(() => {
    // Re-opening on a chosen item shows the whole list, not just that item.
    if (showingSelection || inputValue.trim() === "") return items;
    return items.filter((_, index) => matcher(index, inputValue));
  }, [items, inputValue, showingSelection, matcher]);

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } = useCombobox<T>({
    items: filtered as T[],
    itemToString: (item) => (item === null ? "" : itemToString(item)),
    itemToKey: (item) => (item === null ? null : itemToKey(item)),
    selectedItem: selected,
    initialIsOpen: defaultOpen,
    inputValue,
    inputId: controlProps.id,
    labelId: field?.labelId,
    // A new query starts at the top of its matches.
    onInputValueChange: ({ inputValue: next }) => {
      setInputValue(next);
      virtualizer.scrollToOffset(0);
    },
    onSelectedItemChange: ({ selectedItem }) => setSelected(selectedItem),
    // The list is virtual: downshift cannot scroll to a row that is not rendered, the virtualizer can.
    scrollIntoView: () => {},
    onHighlightedIndexChange: ({ highlightedIndex: index, type }) => {
      if (index >= 0 && type !== useCombobox.stateChangeTypes.ItemMouseMove) virtualizer.scrollToIndex(index);
    },
    stateReducer: (state, { type, changes }) => {
      // Typing highlights the first match (so Enter takes it), or nothing when there is none.
      if (type === useCombobox.stateChangeTypes.InputChange) {
        const query = changes.inputValue ?? "";
        const anyMatch = query.trim() === "" || items.some((_, index) => matcher(index, query));
        return { ...changes, highlightedIndex: anyMatch ? 0 : -1 };
      }
      // Leaving without a choice puts the chosen item's text back instead of a stray query.
      if (type === useCombobox.stateChangeTypes.InputBlur && changes.selectedItem === state.selectedItem) {
        return { ...changes, inputValue: state.selectedItem ? itemToString(state.selectedItem) : "" };
      }
      return changes;
    },
  });

  // Only an open list is measured: a closed one would force a layout of the whole page in every commit that renders
  // it (on a phone, ~20 ms in the page's first render). The callbacks above run after this line, on events.
  const virtualizer = useVirtualizer({
    enabled: isOpen,
    count: filtered.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 8,
    paddingStart: listPadding,
    paddingEnd: listPadding,
    getItemKey: (index) => {
      const item = filtered[index];
      return item === undefined ? index : itemToKey(item);
    },
  });

  const virtualRows = isOpen ? virtualizer.getVirtualItems() : [];

  return (
    <div data-slot="combobox" data-state={isOpen ? "open" : "closed"} className={cn("relative w-full", className)}>
      <div className="relative">
        <input
          data-slot="combobox-input"
          placeholder={placeholder}
          className={cn(inputVariants(), "pr-9")}
          {...getInputProps({ ...controlProps, "aria-label": ariaLabel, ref })}
        />
        <button
          type="button"
          data-slot="combobox-toggle"
          className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground disabled:pointer-events-none disabled:opacity-50"
          {...getToggleButtonProps({ disabled: controlProps.disabled, "aria-label": "Show options" })}
        >
          <ChevronDownIcon aria-hidden="true" className={cn("size-4 transition-transform", isOpen && "rotate-180")} />
        </button>
      </div>
      {name !== undefined && (
        <input type="hidden" name={name} value={selected === null ? "" : String(itemToKey(selected))} />
      )}
      <div
        data-slot="combobox-popup"
        className={cn(
          "absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md",
          !isOpen && "hidden",
        )}
      >
        <ul
          data-slot="combobox-list"
          // Rows are absolutely placed; the ::before spacer gives the list its full scroll height.
          className={cn(
            "relative overflow-y-auto before:block before:h-(--combobox-total-size)",
            filtered.length === 0 && "hidden",
          )}
          style={
            {
              // A fixed height (not content height): the virtualizer needs a viewport to know how many rows to draw.
              height: Math.min(virtualizer.getTotalSize(), maxListHeight),
              "--combobox-total-size": `${virtualizer.getTotalSize()}px`,
            } as React.CSSProperties
          }
          {...getMenuProps({ ref: listRef, "aria-label": ariaLabel })}
        >
          {virtualRows.map((row) => {
            const item = filtered[row.index];
            if (item === undefined) return null;
            const state = {
              selected: selected !== null && itemToKey(item) === itemToKey(selected),
              highlighted: highlightedIndex === row.index,
            };
            return (
              <li
                key={row.key}
                data-slot="combobox-item"
                data-index={row.index}
                // Only some rows exist in the DOM; these tell screen readers the position in the whole list.
                aria-setsize={filtered.length}
                aria-posinset={row.index + 1}
                data-highlighted={state.highlighted || undefined}
                style={{ transform: `translateY(${row.start}px)` }}
                className="absolute inset-x-1 top-0 flex min-h-9 cursor-default select-none items-center gap-2 rounded-sm py-1.5 pr-8 pl-2 text-sm data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
                {...getItemProps({ item, index: row.index, ref: virtualizer.measureElement })}
              >
                <span className="min-w-0 flex-1 truncate">
                  {renderItem ? renderItem(item, state) : itemToString(item)}
                </span>
                {state.selected && <CheckIcon aria-hidden="true" className="absolute right-2 size-4" />}
              </li>
            );
          })}
        </ul>
        {isOpen && filtered.length === 0 && (
          <p data-slot="combobox-empty" role="status" className="px-3 py-6 text-center text-muted-foreground text-sm">
            {emptyText}
          </p>
        )}
      </div>
    </div>
  );
}
