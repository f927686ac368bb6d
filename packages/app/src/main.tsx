import "./styles.css";
import { startEarlyQueries } from "./earlyQueries";
import { nextTask } from "./lib/nextTask";
import { createQueryClient } from "./queryClient";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// `/` arrives prerendered (scripts/prerenderLanding.ts) and its boot module (boot/landing.ts) loads this entry once
// the visitor starts to interact, holding their clicks and submits until the page has hydrated. Every other page
// starts empty, and a customer page's first requests start here, before the rest of the app has even loaded.
const queryClient = createQueryClient();
if (!root.firstElementChild) void startEarlyQueries(queryClient, window.location.pathname);

// The rest of the app is evaluated in tasks of its own, React DOM first, then the router and the screens' shared
// code: evaluated together with this module they would block a phone's main thread for ~250 ms at once.
await import("react-dom/client");
await nextTask();
const { startApp } = await import("./startApp");
await startApp(root, queryClient);
