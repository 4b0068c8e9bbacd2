import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from './FormTextField';
import { PasswordField } from './PasswordField';

interface NewPasswordFieldsProps<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any form's transformed values
  control: Control<T, any, any>;
  /** The new password and its repeat. */
  names: [Path<T>, Path<T>];
  labels: [string, string];
  autoFocus?: boolean;
}

/** A new password (with the rule under it and a show/hide button) and its repeat. */
export function NewPasswordFields<T extends FieldValues>({ control, names, labels, autoFocus }: NewPasswordFieldsProps<T>) {
  return (
    <>
      <PasswordField
        control={control}
        name={names[0]}
        label={labels[0]}
        autoComplete="new-password"
        helperText="Od 8 znaków, w tym litera i cyfra"
        autoFocus={autoFocus}
      />
      <FormTextField control={control} name={names[1]} label={labels[1]} type="password" autoComplete="new-password" />
    </>
  );
}
