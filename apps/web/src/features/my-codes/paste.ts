import { RedeemManyBody } from '@klub/contracts';

export interface ParsedCodes {
  /** Codes to send, in the pasted order, each once. */
  codes: string[];
  /** How many lines repeated an earlier code. */
  duplicates: number;
}

/**
 * The key under which two spellings are the same code: the server upper-cases codes and drops
 * spaces and dashes (they are printed as XXXX-XXXX-XXX).
 */
export function codeKey(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/**
 * "One code per line": trims each line, drops empty lines, keeps the first spelling of a code
 * that repeats (also when typed with other letter case, spaces or dashes).
 */
export function parseCodeList(text: string): ParsedCodes {
  const seen = new Set<string>();
  const codes: string[] = [];
  let duplicates = 0;
  for (const line of text.split(/\r\n|\r|\n/)) {
    const code = line.trim();
    if (!code) continue;
    const key = codeKey(code);
    if (seen.has(key)) {
      duplicates += 1;
      continue;
    }
    seen.add(key);
    codes.push(code);
  }
  return { codes, duplicates };
}

/** The contract's message when the list cannot be sent (none, too many, a code too long); else null. */
export function codeListProblem(codes: string[]): string | null {
  const result = RedeemManyBody.safeParse({ codes });
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  const index = issue.path[1];
  return typeof index === 'number' ? `${codes[index]}: ${issue.message}` : issue.message;
}
