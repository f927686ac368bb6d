export { AdminForm, type AdminFormProps } from "./AdminForm";
export {
  type AdminFieldRule,
  type AdminFormField,
  type AdminFormValue,
  type AdminFormValues,
  initialValues,
} from "./adminFormFields";
export { USUAL_DELIVERY_FIELD } from "./serviceFields";
