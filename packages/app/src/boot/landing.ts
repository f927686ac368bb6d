import { bootLanding } from "./bootLanding";

// The entry of landing.html (scripts/prerenderLanding.ts puts it there in place of main.tsx). Beside the app's entry
// it asks for what hydrating `/` loads next (the rest of the app, which main.tsx loads in a task of its own; the
// route modules it loads for `/`; the sign-in form and the
// toaster once the visitor interacts), so they arrive together instead of one round trip after another.
void bootLanding({
  loadApp: () =>
    Promise.all([
      import("../main"),
      import("../startApp"),
      import("../layouts/PublicLayout"),
      import("../routes/public/Landing"),
    ]),
  loadDeferredParts: () => Promise.all([import("../routes/public/signInForm"), import("../lib/toasts")]),
});
