import { type ReactNode, Suspense, useEffect } from "react";
import { releaseHeldInput } from "../lib/deferredHydration";

function Hydrated() {
  useEffect(() => releaseHeldInput(), []);
  return null;
}

/**
 * A part of the prerendered `/` whose code loads on the visitor's first interaction (lib/deferredHydration.ts): its
 * HTML stays on screen meanwhile. Once it has hydrated, the whole page has, so the clicks and the submit held until
 * then are made again; if the visitor leaves `/` before that (a link), they are released as the page goes.
 */
export function DeferredPart({ children }: { children: ReactNode }) {
  useEffect(() => releaseHeldInput, []);
  return (
    <Suspense>
      {children}
      <Hydrated />
    </Suspense>
  );
}
