import { z } from 'zod';
import { FIELD_MESSAGES } from './messages';

const TYPE_NAMES: Record<string, string> = {
  string: 'tekstu',
  number: 'liczby',
  int: 'liczby całkowitej',
  boolean: 'wartości tak/nie',
  object: 'obiektu',
  array: 'listy',
  date: 'daty',
};

const count = (n: number | bigint, one: string, few: string, many: string): string => {
  const v = Number(n);
  const last = v % 10;
  const lastTwo = v % 100;
  if (v === 1) return `${v} ${one}`;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return `${v} ${few}`;
  return `${v} ${many}`;
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: FIELD_MESSAGES.email,
  url: 'Podaj poprawny adres internetowy (https://…)',
  date: FIELD_MESSAGES.dateFormat,
  datetime: 'Podaj datę i godzinę w formacie rrrr-mm-ddTgg:mm',
  time: 'Podaj godzinę w formacie gg:mm',
  uuid: 'Nieprawidłowy identyfikator',
};

/** Our own text for every issue zod raises; a contract's own message (given at the check) wins over it. */
export function fieldMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return FIELD_MESSAGES.required;
      if (issue.expected === 'number' && typeof issue.input === 'number') return FIELD_MESSAGES.number;
      return `Nieprawidłowa wartość: oczekiwano ${TYPE_NAMES[issue.expected] ?? 'innego rodzaju wartości'}`;
    case 'unrecognized_keys':
      return `Nieznane pola: ${issue.keys.join(', ')}`;
    case 'too_big': {
      const max = issue.maximum;
      switch (issue.origin) {
        case 'string':
          return FIELD_MESSAGES.tooLong(Number(max) - (issue.inclusive === false ? 1 : 0));
        case 'array':
        case 'set':
          return FIELD_MESSAGES.tooManyItems(Number(max));
        case 'file':
          return `Plik jest za duży (najwyżej ${count(max, 'bajt', 'bajty', 'bajtów')})`;
        case 'date':
          return 'Data jest za późna';
        default:
          return issue.inclusive === false ? `Podaj liczbę mniejszą niż ${max}` : `Podaj liczbę nie większą niż ${max}`;
      }
    }
    case 'too_small': {
      const min = issue.minimum;
      switch (issue.origin) {
        case 'string':
          return Number(min) <= 1 ? FIELD_MESSAGES.required : `Wpisz co najmniej ${count(min, 'znak', 'znaki', 'znaków')}`;
        case 'array':
        case 'set':
          return `Wybierz co najmniej ${count(min, 'pozycję', 'pozycje', 'pozycji')}`;
        case 'file':
          return 'Plik jest pusty';
        case 'date':
          return 'Data jest za wczesna';
        default:
          return issue.inclusive === false ? `Podaj liczbę większą niż ${min}` : `Podaj liczbę nie mniejszą niż ${min}`;
      }
    }
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? FIELD_MESSAGES.format;
    case 'not_multiple_of':
      return `Podaj wielokrotność liczby ${issue.divisor}`;
    case 'invalid_value':
      return issue.values.length <= 10
        ? `Wybierz jedną z wartości: ${issue.values.map((v) => String(v)).join(', ')}`
        : 'Wybierz jedną z dozwolonych wartości';
    case 'invalid_key':
    case 'invalid_element':
    case 'invalid_union':
    case 'custom':
    default:
      return FIELD_MESSAGES.invalid;
  }
}

/**
 * Zod's messages on the server and in the browser are our own Polish texts (`fieldMessage`), for
 * every kind of issue: zod's generic locale text ("Zbyt duż(y/a/e): oczekiwano…") never reaches a
 * person. The pl locale stays underneath only as a last resort.
 */
z.config(z.locales.pl());
z.config({ customError: fieldMessage });
