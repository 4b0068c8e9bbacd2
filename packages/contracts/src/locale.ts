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

/**
 * Zod's own messages in Polish, on the server and in the browser: the pl locale, plus clearer
 * texts for the cases users actually meet (a missing field, a value of the wrong type, extra fields).
 */
z.config(z.locales.pl());
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined || issue.input === null) return FIELD_MESSAGES.required;
      return `Nieprawidłowa wartość: oczekiwano ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    }
    if (issue.code === 'unrecognized_keys') return `Nieznane pola: ${issue.keys.join(', ')}`;
    return undefined;
  },
});
