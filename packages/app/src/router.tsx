import { createBrowserRouter } from "react-router-dom";

// Route modules load lazily so each screen ships in its own chunk.
export const router = createBrowserRouter([
  { path: "/", lazy: () => import("./routes/Home") },
  { path: "*", lazy: () => import("./routes/NotFound") },
]);
