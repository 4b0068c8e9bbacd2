import { z } from 'zod';
import { FIELD_MESSAGES, SignUpBody } from '@klub/contracts';
import { samePassword } from './password-schemas';

/**
 * Registration form = SignUpBody + "repeat password" checked on the client. The województwo
 * (`regionId`) is asked, not guessed from the post code (docs/domain.md "Registration").
 */
export const RegistrationFormSchema = SignUpBody.extend({
  passwordRepeat: z.string().min(1, FIELD_MESSAGES.required),
}).refine(...samePassword('password', 'passwordRepeat'));

export type RegistrationFormInput = z.input<typeof RegistrationFormSchema>;
export type RegistrationFormOutput = z.output<typeof RegistrationFormSchema>;

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
