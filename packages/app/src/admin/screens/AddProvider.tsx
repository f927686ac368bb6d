import type { NewProviderPayload } from "@smm/api-client";
import { AdminForm, type AdminFormField } from "@smm/ui";
import { useNavigate } from "react-router";
import { adminApi } from "../lib/adminApi";
import { adminKeys } from "../lib/adminKeys";
import { useAdminAction } from "../lib/useAdminAction";

const FIELDS: readonly AdminFormField[] = [
  { name: "name", label: "Name", kind: "text", hint: "Shown in your lists; the host name when left empty." },
  { name: "url", label: "API URL", kind: "url", required: true, placeholder: "https://provider.example/api/v2" },
  { name: "key", label: "API key", kind: "password", required: true, autoComplete: "off", wide: true },
];

/** `/admin/add-provider`: an upstream SMM panel's API; the server checks the key with a balance call first. */
export default function Component() {
  const navigate = useNavigate();
  const add = useAdminAction((provider: NewProviderPayload) => adminApi.providers.add(provider), {
    success: (provider) => `Provider ${provider.name} added`,
    invalidate: [adminKeys.providers],
  });
  return (
    <>
      <h1 className="font-semibold text-2xl tracking-tight">Add Provider</h1>
      <AdminForm
        title="New API provider"
        description="Any panel that speaks the standard API v2. The key is stored on the server and never shown again."
        fields={FIELDS}
        submitLabel="Add provider"
        onSubmit={async (values) => {
          const name = String(values.name).trim();
          await add.submit({
            url: String(values.url).trim(),
            key: String(values.key).trim(),
            ...(name ? { name } : {}),
          });
          navigate("/admin/api-providers");
        }}
      />
    </>
  );
}
