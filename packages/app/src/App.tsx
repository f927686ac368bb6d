import { useState } from "react";
import { RouterProvider } from "react-router-dom";
import { AppProviders } from "./AppProviders";
import { createQueryClient } from "./queryClient";
import { router } from "./router";

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
