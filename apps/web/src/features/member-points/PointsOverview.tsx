import type { MemberPoints } from '@klub/contracts';
import { Section } from '../../components/layout/Section';
import { ExpiringSoon } from './ExpiringSoon';
import { LotsTable } from './LotsTable';
import { PointsSummary } from './PointsSummary';

/** Balance, points expiring within 60 days and the lots: the same view for the member and for an admin. */
export function PointsOverview({ points }: { points: MemberPoints }) {
  return (
    <>
      <PointsSummary points={points} />
      <Section title="Punkty wygasające w ciągu 60 dni">
        <ExpiringSoon points={points} />
      </Section>
      <Section title="Pule punktów">
        <LotsTable lots={points.points} />
      </Section>
    </>
  );
}
