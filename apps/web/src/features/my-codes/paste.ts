import { RedeemManyBody } from '@klub/contracts';

export interface ParsedCodes {
  /** Codes to send, in the pasted order, each once. */
  codes: string[];
  /** How many lines repeated an earlier code. */
  duplicates: number;
}

/** "One code per line": trims each line, drops empty lines, keeps the first of repeated codes. */
export function parseCodeList(text: string): ParsedCodes {
  const seen = new Set<string>();
  const codes: string[] = [];
  let duplicates = 0;
  for (const line of text.split(/\r\n|\r|\n/)) {
    const code = line.trim();
    if (!code) continue;
    if (seen.has(code)) {
      duplicates += 1;
      continue;
    }
    seen.add(code);
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
