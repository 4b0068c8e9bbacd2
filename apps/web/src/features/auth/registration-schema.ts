import { z } from 'zod';
import { FIELD_MESSAGES, SignUpBody } from '@klub/contracts';
import { samePassword } from './password-schemas';

/**
 * Registration form = SignUpBody + "repeat password" checked on the client.
 * `type` is first checked as "a choice was made", so an empty choice shows the
 * contract's role message (the form resolver would otherwise show the message
 * of one of the union's branches).
 */
export const RegistrationFormSchema = SignUpBody.extend({
  type: z.number({ error: FIELD_MESSAGES.role }).pipe(SignUpBody.shape.type),
  passwordRepeat: z.string().min(1, FIELD_MESSAGES.required),
}).refine(...samePassword('password', 'passwordRepeat'));

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
