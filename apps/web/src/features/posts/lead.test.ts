import { describe, expect, it } from 'vitest';
import { bodyAfterLead } from './lead';

describe('bodyAfterLead', () => {
  const lead = 'Nowa farba już w sklepach.';

  it('drops an opening paragraph that repeats the lead (spaces, entities and case aside)', () => {
    expect(bodyAfterLead('<p>Nowa  farba&nbsp;JUŻ w <strong>sklepach</strong>.</p><h2>Więcej</h2>', lead)).toBe('<h2>Więcej</h2>');
  });

  it('keeps a first paragraph that says more, a body that opens otherwise, and a body that is the lead alone', () => {
    const more = '<p>Nowa farba już w sklepach. Od poniedziałku.</p><p>Reszta</p>';
    expect(bodyAfterLead(more, lead)).toBe(more);
    const heading = '<h2>Nowa farba już w sklepach.</h2><p>Reszta</p>';
    expect(bodyAfterLead(heading, lead)).toBe(heading);
    expect(bodyAfterLead('<p>Nowa farba już w sklepach.</p>', lead)).toBe('<p>Nowa farba już w sklepach.</p>');
    expect(bodyAfterLead('<p>Treść</p><p>Więcej</p>', '')).toBe('<p>Treść</p><p>Więcej</p>');
  });
});
