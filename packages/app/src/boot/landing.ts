import { bootLanding } from "./bootLanding";

// The entry of landing.html (scripts/prerenderLanding.ts puts it there in place of main.tsx).
void bootLanding(() => import("../main"));
