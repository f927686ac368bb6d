export { AdminForm, type AdminFormProps } from "./AdminForm";
export { type AdminFormField, type AdminFormValue, type AdminFormValues, initialValues } from "./adminFormFields";
