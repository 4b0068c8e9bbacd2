import { z } from 'zod';
import { FIELD_MESSAGES, SignUpBody } from '@klub/contracts';

/** Registration form = SignUpBody + "repeat password" checked on the client. */
export const RegistrationFormSchema = SignUpBody.extend({
  passwordRepeat: z.string().min(1, FIELD_MESSAGES.required),
}).refine((v) => v.password === v.passwordRepeat, {
  path: ['passwordRepeat'],
  message: FIELD_MESSAGES.passwordsDiffer,
});

export type RegistrationFormInput = z.input<typeof RegistrationFormSchema>;

export const registrationDefaults: Partial<RegistrationFormInput> = {
  email: '',
  password: '',
  passwordRepeat: '',
  firstname: '',
  lastname: '',
  phone: '',
  companyName: '',
  nip: '',
  city: '',
  postCode: '',
  street: '',
  marketingConsent: false,
};
