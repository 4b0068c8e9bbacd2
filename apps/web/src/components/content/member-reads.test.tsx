import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContestPublicList } from '@klub/contracts';
import { getContests, getContestsById, narrowed } from '../../lib/api';
import { json, mockFetch, renderWithProviders } from '../../testing/render';
import { asMemberEachTest } from '../../testing/session';
import { memberReads } from './member-reads';

const reads = memberReads(narrowed(getContests)<ContestPublicList>(), getContestsById);

function Count({ id }: { id: number }) {
  const list = reads.useList('past');
  const one = reads.useOne(id);
  return (
    <p>
      {list.data ? `lista: ${list.data.total}` : 'wczytywanie'}, {one.fetchStatus}
    </p>
  );
}

describe('memberReads', () => {
  asMemberEachTest();

  it("asks for the member's list by `when` with the member's token, and for no item below id 1", async () => {
    const sent = mockFetch({ 'GET /api/contests': () => json({ total: 0, data: [] }) });
    renderWithProviders(<Count id={0} />);
    await screen.findByText('lista: 0, idle');
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    const [url, init] = sent.mock.calls[0]!;
    expect(url).toBe('/api/contests?when=past');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok' });
    expect(reads.keys).toEqual([
      ['GET', '/api/contests'],
      ['GET', '/api/contests/:id'],
    ]);
  });
});
