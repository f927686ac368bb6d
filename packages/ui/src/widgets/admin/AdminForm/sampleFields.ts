import type { AdminFormField } from "./adminFormFields";

/** A category form, as the Add Category screen uses; stories and tests only. */
export const SAMPLE_CATEGORY_FIELDS: readonly AdminFormField[] = [
  { name: "name", label: "Name", kind: "text", required: true, placeholder: "Instagram Followers" },
  {
    name: "platform",
    label: "Platform",
    kind: "select",
    required: true,
    options: [
      { value: "instagram", label: "Instagram" },
      { value: "youtube", label: "YouTube" },
      { value: "tiktok", label: "TikTok" },
    ],
  },
  { name: "icon", label: "Icon", kind: "text", hint: "A lucide icon name, e.g. instagram" },
  { name: "sortOrder", label: "Order", kind: "number", step: "1" },
  { name: "description", label: "Description", kind: "textarea", wide: true, rows: 3 },
  { name: "enabled", label: "Enabled", kind: "switch" },
];
