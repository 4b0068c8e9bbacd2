import { describe, expect, it } from 'vitest';
import { isValidNip, SignUpBody, UpdateMeBody } from './index';

describe('NIP checksum', () => {
  it('accepts valid numbers with or without separators', () => {
    expect(isValidNip('5260250995')).toBe(true);
    expect(isValidNip('526-025-09-95')).toBe(true);
    expect(isValidNip('1111111111')).toBe(true);
  });
  it('refuses a wrong check digit, wrong length and letters', () => {
    expect(isValidNip('5260250994')).toBe(false);
    expect(isValidNip('526025099')).toBe(false);
    expect(isValidNip('52602509AB')).toBe(false);
  });
});

describe('sign-up contract', () => {
  const valid = {
    email: ' Jan@Example.PL ', password: 'Farba1234', firstname: 'Jan', lastname: 'Kowalski', phone: '600-100-200',
    city: 'Łódź', postCode: '90-001', type: 21, acceptRegulations: true,
  };
  it('normalises e-mail, phone and empty optional fields', () => {
    const out = SignUpBody.parse({ ...valid, nip: '', companyName: '' });
    expect(out).toMatchObject({ email: 'jan@example.pl', phone: '600100200', nip: null, companyName: null, marketingConsent: false });
  });
  it('gives Polish messages for a weak password, a missing field and extra fields', () => {
    const res = SignUpBody.safeParse({ ...valid, password: 'krótkie', city: undefined, admin: true });
    const messages = res.error!.issues.map((i) => i.message);
    expect(messages).toContain('Hasło musi mieć od 8 do 128 znaków, w tym literę i cyfrę');
    expect(messages).toContain('To pole jest wymagane');
    expect(messages).toContain('Nieznane pola: admin');
  });
  it('does not let anyone register as an employee or an admin', () => {
    for (const type of [1, 41, 61]) expect(SignUpBody.safeParse({ ...valid, type }).success).toBe(false);
  });
  it('profile update keeps a valid NIP in digits only', () => {
    const out = UpdateMeBody.parse({ firstname: 'A', lastname: 'B', phone: '+48600100200', city: 'X', postCode: '00-001', marketingConsent: false, nip: '526-025-09-95' });
    expect(out.nip).toBe('5260250995');
  });
});
