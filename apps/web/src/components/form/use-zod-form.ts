import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form driven by a contract schema: the same zod schema the server
 * validates with gives the field messages (packages/contracts). The submit
 * handler receives the parsed (output) values.
 */
export function useZodForm<I extends FieldValues, O extends FieldValues>(
  schema: z.ZodType<O, I>,
  props?: Omit<UseFormProps<I, unknown, O>, 'resolver'>,
) {
  return useForm<I, unknown, O>({
    resolver: zodResolver(schema),
    // First on submit, then on every change: tabbing past an untouched field turns nothing red (it did
    // with 'onTouched', field after field of the registration form, before anything was typed).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...props,
  });
}
