import { useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { MemberSummary } from '@klub/contracts';
import { MemberPicker } from './MemberPicker';

interface FormMemberFieldProps<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches any form's transformed values
  control: Control<T, any, any>;
  name: Path<T>;
  label: string;
  /** Called with the picked member (for confirmations that name them). */
  onPicked?: (member: MemberSummary | null) => void;
  autoFocus?: boolean;
}

/** A member id form field with the search-as-you-type picker. */
export function FormMemberField<T extends FieldValues>({ control, name, label, onPicked, autoFocus }: FormMemberFieldProps<T>) {
  const [member, setMember] = useState<MemberSummary | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MemberPicker
          label={label}
          required
          autoFocus={autoFocus}
          // After a form reset the id is gone: show the field empty too.
          value={field.value === undefined || field.value === null ? null : member}
          onChange={(picked) => {
            setMember(picked);
            onPicked?.(picked);
            field.onChange(picked?.id);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
