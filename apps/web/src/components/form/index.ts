export { useZodForm } from './use-zod-form';
export { FormTextField } from './FormTextField';
export { PasswordField } from './PasswordField';
export { FormCheckbox } from './FormCheckbox';
export { FormRadioGroup } from './FormRadioGroup';
export { SubmitButton } from './SubmitButton';
export { FormSelectField, type SelectOption } from './FormSelectField';
export { FormDateField } from './FormDateField';
export { CsvFileButton } from './CsvFileButton';
