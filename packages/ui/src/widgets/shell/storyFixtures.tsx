import type { Announcement, Notification } from "@smm/domain";
import { expect, waitFor } from "storybook/test";
import type { RenderLink } from "../../navigation/link";

/** The demo panel's announcement (the spec's TikTok notice, seeded in demo mode), for the shell's stories. */
export const DEMO_ANNOUNCEMENT: Readonly<Announcement> = {
  title: "Ongoing TikTok updates",
  text: "We are updating our TikTok services. Please order from the new TikTok Followers category.",
};

/** Sample notifications for the shell's stories and tests. */
export const SAMPLE_NOTIFICATIONS: readonly Notification[] = [
  {
    id: 3,
    title: "Order 10482 completed",
    message: "1,000 Instagram Followers were delivered.",
    date: "2026-11-22T09:10:00.000Z",
    read: false,
  },
  {
    id: 2,
    title: "Funds added",
    message: "₦5,000.00 was added to your balance, with a ₦250.00 bonus.",
    date: "2026-11-21T15:42:00.000Z",
    read: false,
  },
  {
    id: 1,
    title: "New TikTok Followers category",
    message: "Order TikTok followers from the new category.",
    date: "2026-11-19T08:00:00.000Z",
    read: true,
  },
];

/** Draws links that keep the story on its page: a click is reported to the link's handler but never navigates. */
export const storyRenderLink: RenderLink = ({ href, onClick, ...props }) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      event.preventDefault();
      onClick?.(event);
    }}
  />
);

/** Page content taller than an 800 px window, for proving the shells' bars keep their height while it scrolls. */
export function TallPageContent() {
  return (
    <>
      <h1 className="font-semibold text-xl">A long page</h1>
      {Array.from({ length: 12 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static filler blocks with no identity
        <p key={index} className="rounded-md border bg-card p-6 text-card-foreground text-sm">
          Section {index + 1} of a page that is taller than the window.
          {/* Absolutely placed at the bottom of the page, as sr-only labels and Radix's hidden native selects are. */}
          {index === 11 ? <span className="sr-only"> The end of the page.</span> : null}
        </p>
      ))}
    </>
  );
}

/** The height of the shells' top bars (TopBar's h-14). */
const TOP_BAR_HEIGHT = 56;

/**
 * A shell's top bar keeps its full height while the page under it scrolls, before and after scrolling, and only
 * the shell's scroller scrolls: the window itself never does.
 */
export async function expectBarKeepsHeight(bar: HTMLElement | null) {
  const scroller = bar?.parentElement;
  await expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(window.innerHeight);
  await expect(scroller && scroller.scrollHeight > scroller.clientHeight).toBe(true);
  await expect(bar?.getBoundingClientRect().height).toBe(TOP_BAR_HEIGHT);
  scroller?.scrollTo({ top: scroller.scrollHeight });
  await waitFor(() => expect(bar?.getBoundingClientRect()).toMatchObject({ top: 0, height: TOP_BAR_HEIGHT }));
  scroller?.scrollTo({ top: 0 });
}
