/**
 * What a customer gave with a typed order beyond its link and quantity (custom comments, mention usernames, a poll
 * answer, subscription fields, a drip-feed plan), as the operator reads and copies it to fulfil the order.
 */
export interface OrderExtra {
  /** The API v2 parameter it came from (`comments`, `usernames`, `answer_number` ...), or `runs`/`interval`. */
  name: string;
  label: string;
  /** As given; a list (comments, usernames) one entry a line. */
  value: string;
}

/** An order's stored extras: its type's fields (API v2 parameter → text) and its drip-feed plan. */
export interface StoredOrderExtras {
  fields: Record<string, string>;
  runs: number | null;
  intervalMinutes: number | null;
  runQuantity: number | null;
}

/** Labels in the order an operator reads them; a field not listed here is shown under its own name, after these. */
export const ORDER_EXTRA_LABELS: Readonly<Record<string, string>> = {
  comments: "Comments",
  usernames: "Usernames",
  hashtags: "Hashtags",
  hashtag: "Hashtag",
  username: "Username",
  media: "Media",
  answer_number: "Answer number",
  min: "Minimum",
  max: "Maximum",
  posts: "Posts",
  delay: "Delay (minutes)",
  expiry: "Expiry",
};

/** The extras of an order, labelled, in reading order; none for a plain order. */
export function orderExtrasOf(stored: StoredOrderExtras | null): OrderExtra[] {
  if (!stored) return [];
  const { type: _type, runs: _runs, interval: _interval, ...fields } = stored.fields;
  const known = Object.keys(ORDER_EXTRA_LABELS).filter((name) => fields[name] !== undefined);
  const other = Object.keys(fields).filter((name) => !(name in ORDER_EXTRA_LABELS));
  const extras = [...known, ...other].map((name) => ({
    name,
    label: ORDER_EXTRA_LABELS[name] ?? name,
    value: fields[name] ?? "",
  }));
  if (stored.runs !== null && stored.intervalMinutes !== null) {
    extras.push(
      { name: "runs", label: "Drip-feed runs", value: String(stored.runs) },
      { name: "interval", label: "Interval (minutes)", value: String(stored.intervalMinutes) },
    );
    if (stored.runQuantity !== null) {
      extras.push({ name: "run_quantity", label: "Quantity per run", value: String(stored.runQuantity) });
    }
  }
  return extras;
}
