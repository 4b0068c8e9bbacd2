import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF answer, all pages as one string (what a test reads back from a download). */
export async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}
