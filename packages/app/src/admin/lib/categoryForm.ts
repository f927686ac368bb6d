import {
  type AdminCategory,
  type AdminCategoryInput,
  CATEGORY_ICON_LABELS,
  CATEGORY_ICONS,
  type CategoryIcon,
  type CategoryPlatform,
  PLATFORMS,
} from "@smm/domain";
import type { AdminFormField, AdminFormValues } from "@smm/ui";

export const CATEGORY_FIELDS: readonly AdminFormField[] = [
  { name: "title", label: "Name", kind: "text", required: true },
  {
    name: "platform",
    label: "Platform",
    kind: "select",
    required: true,
    options: PLATFORMS.map((platform) => ({ value: platform.id, label: platform.name })),
  },
  {
    name: "icon",
    label: "Icon",
    kind: "select",
    required: true,
    options: CATEGORY_ICONS.map((icon) => ({ value: icon, label: CATEGORY_ICON_LABELS[icon] })),
    hint: "The symbol the services catalogue shows for this category.",
  },
  { name: "sortOrder", label: "Order", kind: "number", step: "1", hint: "Lower numbers come first." },
  { name: "enabled", label: "Enabled", kind: "switch" },
];

export function categoryValues(category: AdminCategory): AdminFormValues {
  return {
    title: category.title,
    platform: category.platform,
    icon: category.icon,
    sortOrder: String(category.sortOrder),
    enabled: category.enabled,
  };
}

export function categoryInput(values: AdminFormValues): AdminCategoryInput {
  const order = String(values.sortOrder ?? "").trim();
  return {
    title: String(values.title).trim(),
    platform: values.platform as CategoryPlatform,
    icon: String(values.icon) as CategoryIcon,
    ...(order === "" ? {} : { sortOrder: Number(order) }),
    enabled: values.enabled === true,
  };
}
