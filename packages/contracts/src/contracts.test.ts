import { describe, expect, it } from 'vitest';
import {
  AddPointsBody,
  CodeInput,
  dbId,
  FIELD_MESSAGES,
  idNumber,
  imageSrcSet,
  INT4_MAX,
  isoDay,
  isValidNip,
  OrderListQuery,
  PointsEntryBody,
  searchText,
  SignUpBody,
  text,
  UpdateMeBody,
  MEMBER_EXPORT_COLUMNS,
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_IGNORED_COLUMNS,
} from './index';

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
    email: ' Jan@Example.PL ',
    password: 'Farba1234',
    firstname: 'Jan',
    lastname: 'Kowalski',
    phone: '600-100-200',
    city: 'Łódź',
    postCode: '90-001',
    regionId: 5,
    type: 21,
    acceptRegulations: true,
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
    const out = UpdateMeBody.parse({
      firstname: 'A',
      lastname: 'B',
      phone: '+48600100200',
      city: 'X',
      postCode: '00-001',
      marketingConsent: false,
      nip: '526-025-09-95',
    });
    expect(out.nip).toBe('5260250995');
  });
});

describe('shared input schemas (what reaches the database)', () => {
  it('text refuses a NUL byte and a broken character with a Polish message, keeps emoji and Polish letters', () => {
    for (const bad of ['Jan\u0000', '\u0000', 'a\ud800b', '\udc00']) {
      const res = text(60).safeParse(bad);
      expect(res.success, JSON.stringify(bad)).toBe(false);
      expect(res.error!.issues.map((i) => i.message)).toEqual([FIELD_MESSAGES.forbiddenChars]);
    }
    expect(text(60).parse(' Żółć 🎨 ')).toBe('Żółć 🎨');
    expect(searchText().safeParse('abc\u0000').success).toBe(false);
    expect(CodeInput.safeParse('ABCD\u0000').success).toBe(false);
  });

  it('ids are whole numbers 1…2 147 483 647, in bodies and (coerced) in paths and queries', () => {
    expect(dbId.safeParse(INT4_MAX).success).toBe(true);
    for (const bad of [0, -1, 1.5, INT4_MAX + 1, 2 ** 53, 1e308]) expect(dbId.safeParse(bad).success, String(bad)).toBe(false);
    expect(dbId.safeParse(INT4_MAX + 1).error!.issues[0]!.message).toBe(FIELD_MESSAGES.id);
    expect(idNumber.parse('42')).toBe(42);
    for (const bad of ['2147483648', '99999999999999999999', 'abc', '', '1e400']) expect(idNumber.safeParse(bad).success, bad).toBe(false);
    // Only plain decimal digits (issue 36): what Number() would also read is refused, with the id's message.
    for (const loose of [' 1', '1 ', '1e3', '+1', '01', '1.0', '0x1', '-1', '0', '\t1', '1_0']) {
      const r = idNumber.safeParse(loose);
      expect(r.success, JSON.stringify(loose)).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toEqual([FIELD_MESSAGES.id]);
    }
    expect(idNumber.parse('2147483647')).toBe(2147483647);
    expect(idNumber.parse(7)).toBe(7);
    expect(AddPointsBody.safeParse({ userId: 2 ** 31, points: 1, reason: 'x' }).success).toBe(false);
  });

  it('dates must exist: 2026-02-30 and 2026-13-45 are refused, 2028-02-29 is fine', () => {
    expect(isoDay.parse('2028-02-29')).toBe('2028-02-29');
    expect(isoDay.safeParse('2026-02-29').error!.issues[0]!.message).toBe(FIELD_MESSAGES.dateImpossible);
    for (const bad of ['2026-02-30', '2026-13-45', '2026-00-10', '2026-04-31'])
      expect(isoDay.safeParse(bad).error!.issues[0]!.message, bad).toBe(FIELD_MESSAGES.dateImpossible);
    expect(isoDay.safeParse('31.12.2026').error!.issues[0]!.message).toBe(FIELD_MESSAGES.dateFormat);
    expect(isoDay.safeParse('0000-01-01').success).toBe(false);
    expect(OrderListQuery.safeParse({ dateFrom: '2026-02-30' }).success).toBe(false);
    expect(PointsEntryBody.safeParse({ name: 'A', groupName: 'B', points: 1, expiresAt: '2026-13-45' }).success).toBe(false);
  });
});

describe('members CSV export and import agree', () => {
  it('every exported column is one the import reads or knowingly ignores, and every import column is exported', () => {
    const read = new Set<string>([...Object.values(MEMBER_IMPORT_COLUMNS), ...MEMBER_IMPORT_IGNORED_COLUMNS]);
    for (const column of MEMBER_EXPORT_COLUMNS) expect(read, column).toContain(column);
    for (const column of Object.values(MEMBER_IMPORT_COLUMNS)) expect(MEMBER_EXPORT_COLUMNS, column).toContain(column);
  });
});

describe('imageSrcSet', () => {
  it('offers the WebP widths of our own JPG, PNG and WEBP photos only', () => {
    expect(imageSrcSet('/api/files/download/Ab_c-1.jpg')).toBe(
      '/api/files/download/Ab_c-1.jpg?w=320 320w, /api/files/download/Ab_c-1.jpg?w=640 640w, /api/files/download/Ab_c-1.jpg?w=1280 1280w',
    );
    for (const url of [
      '/api/files/download/a.gif',
      '/api/files/download/a.pdf',
      'https://example.com/a.jpg',
      '/api/files/download/a.jpg?w=320',
      '',
      null,
    ]) {
      expect(imageSrcSet(url), String(url)).toBeUndefined();
    }
  });
});
