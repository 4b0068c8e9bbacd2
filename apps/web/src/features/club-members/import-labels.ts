/** Member kinds as the import file writes them (the export's "rodzaj" column). */
export const ROLE_LABELS: Record<number, string> = { 11: 'Uczestnik', 21: 'Wykonawca', 31: 'Architekt' };
