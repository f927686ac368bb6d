import { Button, Input } from "@smm/ui";
import { useState } from "react";

/**
 * The orders list's user filter: an id, username or email, applied on Enter or "Filter" (an exact match on the
 * server, so half-typed names are not sent). Follows the URL when it changes from outside (Back, a link).
 */
export function UserFilter({ value, onChange }: { value: string; onChange: (user: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(text.trim());
      }}
    >
      <Input
        aria-label="User"
        placeholder="User ID, username or email"
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        className="md:w-64"
      />
      <Button type="submit" variant="outline" size="sm">
        Filter
      </Button>
      {value ? (
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange("")}>
          Any user
        </Button>
      ) : null}
    </form>
  );
}
