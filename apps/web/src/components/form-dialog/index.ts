/** The shared form dialog (issue 20 §2): one frame, typed fields, server errors on fields. */
export { FormDialog, type FormDialogProps } from './form-dialog';
export { FormFeedbackContext, type FormFeedback } from './form-feedback';
export {
  FormPasswordField,
  FormSelectField,
  FormSwitchField,
  FormTextField,
  type SelectOption,
} from './form-fields';
export { applyServerFieldErrors, formPathOf, type ServerFieldError } from './server-errors';
export { useFormDialog } from './use-form-dialog';
