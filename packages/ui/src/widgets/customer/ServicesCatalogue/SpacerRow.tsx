/**
 * Holds the height of a virtualised table's rows that are not rendered (nothing when it is 0). Inline styles beat the
 * stacked-card row styles.
 */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer row is never focusable; it only holds scroll height
    <tr aria-hidden="true" data-slot="virtual-spacer" style={{ height, padding: 0, margin: 0, border: 0 }}>
      <td colSpan={columns} style={{ padding: 0 }} />
    </tr>
  );
}
