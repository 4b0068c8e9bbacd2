export { useZodForm } from './use-zod-form';
export { FormDateTimeField, FormTextField } from './FormTextField';
export { PasswordField } from './PasswordField';
export { NewPasswordFields } from './NewPasswordFields';
export { FormCheckbox } from './FormCheckbox';
export { FormRadioGroup } from './FormRadioGroup';
export { SubmitButton } from './SubmitButton';
export { FormActions } from './FormActions';
export { FormSelectField, namedOptions, type SelectOption } from './FormSelectField';
export { CsvFileButton } from './CsvFileButton';
export { FormFileField } from './FormFileField';
export { FormImageField } from './FormImageField';
export { FormDecimalField, parseDecimal } from './FormDecimalField';
export { RichTextField } from './RichTextField';
// Not here: FormDateField and DateInput (./FormDateField, ./DateInput). They carry the MUI X date picker
// (~50 kB gzipped); through this index every form (the sign-in form too) would load it.
