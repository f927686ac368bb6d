import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import { Button } from "../../../primitives/Button";

export type ListEditorProps = {
  /** The list's heading, e.g. "Features". */
  title: string;
  /** One item's name in lower case, e.g. "feature": "Feature 2", "Add feature", "Remove feature 2". */
  itemName: string;
  description?: string;
  /** One stable key per item (react-hook-form's field ids), in the list's order. */
  keys: readonly string[];
  max: number;
  /** The list's own problem (e.g. too many items), from the server. */
  error?: string;
  disabled?: boolean;
  onAdd: () => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** The fields of the item at `index`. */
  renderItem: (index: number) => React.ReactNode;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** "stories", "questions": the item names this form uses (a consonant and y, or none). */
const plural = (name: string) => (/[^aeiou]y$/.test(name) ? `${name.slice(0, -1)}ies` : `${name}s`);

/**
 * One editable list of the storefront: its items as numbered groups, each moved up or down or removed with a named
 * button, then "Add …" (disabled once the list is full). An empty list says its section is not shown.
 */
export function ListEditor({
  title,
  itemName,
  description,
  keys,
  max,
  error,
  disabled = false,
  onAdd,
  onMove,
  onRemove,
  renderItem,
}: ListEditorProps) {
  const headingId = useId();
  const full = keys.length >= max;
  return (
    <section aria-labelledby={headingId} data-slot="list-editor" className="grid gap-3">
      <div>
        <h4 id={headingId} className="font-semibold">
          {title}{" "}
          <span className="font-normal text-muted-foreground text-sm">
            ({keys.length} of {max})
          </span>
        </h4>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      {keys.length === 0 ? (
        <p className="rounded-md border border-dashed p-3 text-muted-foreground text-sm">
          No {plural(itemName)} yet: this part is not shown.
        </p>
      ) : (
        <ol className="grid gap-3">
          {keys.map((key, index) => {
            const label = `${capitalised(itemName)} ${index + 1}`;
            return (
              <li key={key}>
                <fieldset className="grid gap-3 rounded-md border p-3" disabled={disabled}>
                  {/* The legend names the group for screen readers; the visible line shares the row with the buttons. */}
                  <legend className="sr-only">{label}</legend>
                  <div className="flex items-center justify-between gap-2">
                    <p aria-hidden="true" className="font-medium text-sm">
                      {label}
                    </p>
                    <div className="flex gap-1">
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Move ${itemName} ${index + 1} up`}
                        disabled={index === 0}
                        onClick={() => onMove(index, index - 1)}
                      >
                        <ArrowUp aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Move ${itemName} ${index + 1} down`}
                        disabled={index === keys.length - 1}
                        onClick={() => onMove(index, index + 1)}
                      >
                        <ArrowDown aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove ${itemName} ${index + 1}`}
                        onClick={() => onRemove(index)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                  {renderItem(index)}
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div>
        <Button type="button" variant="outline" size="sm" disabled={disabled || full} onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add {itemName}
        </Button>
        {full ? <span className="ms-2 text-muted-foreground text-sm">At most {max}.</span> : null}
      </div>
    </section>
  );
}
