import { zodResolver } from "@hookform/resolvers/zod";
import { ApiError } from "@smm/api-client";
import { passwordChangeSchema, profileSchema } from "@smm/domain";
import {
  Button,
  Dialog,
  DialogContent,
  errorMessage,
  Field,
  Input,
  PasswordInput,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
} from "@smm/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { api } from "../lib/api";
import { queryKeys } from "../lib/queryKeys";
import { customerSession, useCustomerSession } from "../lib/session";

export type AccountDialogTab = "profile" | "security";

export const PROFILE_SAVED_MESSAGE = "Profile updated";
export const PASSWORD_CHANGED_MESSAGE = "Password changed";

/**
 * A server rejection: its field messages under the fields, focus on the first of them (these forms stay enabled
 * while they submit), otherwise its message as a toast.
 */
function showRejection<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, message: string, focus: boolean) => void,
) {
  const fieldErrors = error instanceof ApiError ? error.errors : {};
  const known = fields.filter((field) => fieldErrors[field]?.[0]);
  for (const field of known) setError(field, fieldErrors[field]?.[0] ?? "", field === known[0]);
  if (known.length === 0) toast.error(errorMessage(error));
}

function ProfileForm() {
  const queryClient = useQueryClient();
  const user = useCustomerSession()?.data;
  const form = useForm({
    resolver: zodResolver(profileSchema),
    defaultValues: { first_name: user?.first_name ?? "", last_name: user?.last_name ?? "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const updated = await api.user.updateProfile(values);
      customerSession.updateData(updated);
      queryClient.setQueryData(queryKeys.user, updated);
      toast.success(PROFILE_SAVED_MESSAGE);
    } catch (error) {
      showRejection(error, ["first_name", "last_name"] as const, (field, message, shouldFocus) =>
        form.setError(field, { type: "server", message }, { shouldFocus }),
      );
    }
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Profile">
      <Field label="First name" error={errors.first_name?.message}>
        <Input autoComplete="given-name" {...form.register("first_name")} />
      </Field>
      <Field label="Last name" error={errors.last_name?.message}>
        <Input autoComplete="family-name" {...form.register("last_name")} />
      </Field>
      <Button type="submit" pending={isSubmitting}>
        Save profile
      </Button>
    </form>
  );
}

function PasswordForm() {
  const form = useForm({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { current_password: "", password: "", password_confirmation: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await api.user.changePassword(values);
      form.reset();
      toast.success(PASSWORD_CHANGED_MESSAGE);
    } catch (error) {
      showRejection(
        error,
        ["current_password", "password", "password_confirmation"] as const,
        (field, message, shouldFocus) => form.setError(field, { type: "server", message }, { shouldFocus }),
      );
    }
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Change password">
      <Field label="Current password" error={errors.current_password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register("current_password")} />
      </Field>
      <Field label="New password" error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("password")} />
      </Field>
      <Field label="Confirm new password" error={errors.password_confirmation?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("password_confirmation")} />
      </Field>
      <Button type="submit" pending={isSubmitting}>
        Change password
      </Button>
    </form>
  );
}

/** The user menu's Profile Settings and Security: the customer's name and password, over PUT /user and /user/password. */
export function AccountDialog({
  tab,
  onTabChange,
}: {
  tab: AccountDialogTab | null;
  onTabChange: (tab: AccountDialogTab | null) => void;
}) {
  return (
    <Dialog open={tab !== null} onOpenChange={(open) => !open && onTabChange(null)}>
      <DialogContent title="Account settings" description="Your name and your password.">
        <Tabs value={tab ?? "profile"} onValueChange={(value) => onTabChange(value as AccountDialogTab)}>
          <TabsList>
            <TabsTrigger value="profile">Profile Settings</TabsTrigger>
            <TabsTrigger value="security">Security</TabsTrigger>
          </TabsList>
          <TabsContent value="profile" className="pt-4">
            <ProfileForm />
          </TabsContent>
          <TabsContent value="security" className="pt-4">
            <PasswordForm />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
